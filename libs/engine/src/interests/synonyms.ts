/**
 * WordNet's synonyms and narrower terms of a noun (data/synonyms.tsv.gz, built from WordNet 3.1 by
 * tools/engine-data/src/synonyms-build.ts): "fiddle" → violin; "cemetery" → graveyard, burial
 * ground. Read lazily, once, on the first interest that needs it.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const FILE = new URL('./data/synonyms.tsv.gz', import.meta.url);
let table: Map<string, readonly string[]> | undefined;

function load(): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const line of gunzipSync(readFileSync(FILE)).toString('utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const tab = line.indexOf('\t');
    out.set(line.slice(0, tab), line.slice(tab + 1).split('|'));
  }
  return out;
}

/** English inflections back to a noun lemma (theatres → theatre, ferries → ferry). */
function lemmas(w: string): string[] {
  const out = [w];
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  return out;
}

/** The noun's synonyms and narrower terms (none for a word WordNet does not have as a noun). */
export function synonymsOf(word: string): readonly string[] {
  table ??= load();
  for (const l of lemmas(word.toLowerCase())) {
    const s = table.get(l);
    if (s) return s;
  }
  return [];
}
