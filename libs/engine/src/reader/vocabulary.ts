/**
 * Is this a word the reader knows? English words (WordNet's lemmas, data/english-words.txt.gz, with
 * their plural, past and -ing forms), English and French stop words (stopwords-iso), the lexicon's
 * words and the interest vocabulary (theme phrases). A word it does not know ("blorp") is shown back
 * to the traveller as not understood; a known word that names no place and no interest is just a word.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import stopwords from 'stopwords-iso';
import { THEME_PHRASES } from '../planner/themes.js';
import { FILLERS, FRENCH_MARKERS, MODE_PHRASES, NUMBER_WORDS, ROLE_PHRASES, SHAPE_PHRASES } from './lexicon.js';

const WORDS_URL = new URL('./data/english-words.txt.gz', import.meta.url);

let english: Set<string> | undefined;
let ours: Set<string> | undefined;
const extra = new Set<string>();

function load(): void {
  english = new Set(gunzipSync(readFileSync(WORDS_URL)).toString('utf8').split('\n').filter((l) => l && !l.startsWith('#')));
  ours = new Set<string>();
  const add = (phrase: string) => {
    for (const w of phrase.split(/[\s-]+/)) if (w) ours!.add(w);
  };
  for (const w of FILLERS) add(w);
  for (const w of FRENCH_MARKERS) add(w);
  for (const rec of [THEME_PHRASES, MODE_PHRASES, ROLE_PHRASES, SHAPE_PHRASES, NUMBER_WORDS]) for (const k of Object.keys(rec)) add(k);
  const sw = stopwords as unknown as Record<string, string[]>;
  for (const lang of ['en', 'fr']) for (const w of sw[lang] ?? []) add(w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
}

/** Words other modules teach the reader (the interest thesaurus, catalogue terms). */
export function addKnownWords(words: Iterable<string>): void {
  for (const w of words) extra.add(w);
}

/** Sources of words read once, on the first look-up (the catalogue's terms: loading them is not free). */
const lazySources: (() => Iterable<string>)[] = [];
export function addKnownWordsLater(source: () => Iterable<string>): void {
  lazySources.push(source);
}

/** English inflections back to a lemma: theatres → theatre, towns → town, haunted → haunt, hiking → hike. */
function lemmas(w: string): string[] {
  const out = [w];
  if (w.endsWith("'s")) out.push(w.slice(0, -2));
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  if (w.endsWith('ed')) out.push(w.slice(0, -2), w.slice(0, -1));
  if (w.endsWith('ing')) out.push(w.slice(0, -3), `${w.slice(0, -3)}e`);
  if (w.endsWith('ly')) out.push(w.slice(0, -2));
  if (w.endsWith('er')) out.push(w.slice(0, -2), w.slice(0, -1));
  if (w.endsWith('est')) out.push(w.slice(0, -3), w.slice(0, -2));
  return out;
}

/** A word of the dictionaries (English, stop words, our lexicon), not one taught from the catalogue or the thesaurus. */
export function isDictionaryWord(word: string): boolean {
  if (!english) isKnownWord('');
  const w = word.replace(/\.$/, '');
  // (plurals only: "goonies" is no goony)
  return [w, w.replace(/e?s$/, '')].some((l) => english!.has(l) || ours!.has(l));
}

export function isKnownWord(word: string, _french = false): boolean {
  if (!english) {
    load();
    for (const source of lazySources.splice(0)) addKnownWords(source());
  }
  const w = word.replace(/\.$/, '');
  if (!w || /\d/.test(w)) return true;
  if (ours!.has(w) || extra.has(w)) return true;
  if (w.includes('-') || w.includes("'")) return w.split(/[-']/).filter(Boolean).every((p) => isKnownWord(p));
  return lemmas(w).some((l) => english!.has(l) || ours!.has(l) || extra.has(l));
}
