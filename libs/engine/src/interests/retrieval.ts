/**
 * Interests by retrieval: every catalogue place is indexed for full-text search (MiniSearch) on its
 * name, kind, tags and description (curated places), or its name and kind (imported places, whose
 * descriptions are generated), with English stemming (Snowball) and English and French stop words;
 * French-named places are also indexed under French stems. A traveller's interest ("old drive-in
 * theatres", "carrousels", "taxidermy") becomes a query: its words, what our thesaurus says they
 * mean (thesaurus.ts) and their WordNet synonyms (synonyms.ts); the answer is a relevance from 0 to
 * 1 per place, which the planner's one score uses. Why MiniSearch: libs/engine/README.md ("Why MiniSearch").
 */
import MiniSearch from 'minisearch';
import { createRequire } from 'node:module';
import stopwords from 'stopwords-iso';
import { places } from '../catalogue/index.js';
import type { Place } from '../catalogue/schema.js';
import { interestEntry, MAX_INTEREST_WORDS, type InterestEntry } from './thesaurus.js';
import { synonymsOf } from './synonyms.js';

/** The Snowball stemmers compiled to JavaScript (the package ships no types: its one call, typed here). */
const snowball = createRequire(import.meta.url)('snowball-stemmers') as { newStemmer(language: string): { stem(word: string): string } };
const en = snowball.newStemmer('english');
const fr = snowball.newStemmer('french');
const sw = stopwords as unknown as Record<string, string[]>;
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const STOP = new Set([...(sw.en ?? []), ...(sw.fr ?? [])].map(fold));
// words that carry meaning for a trip even though stop-word lists drop them
for (const keep of ['old', 'big', 'giant', 'largest', 'world', 'state', 'park', 'museum', 'home', 'house', 'art', 'fire']) STOP.delete(keep);

const stemCache = new Map<string, string | null>();
/** One word → its English stem (null for a stop word). */
function stem(word: string): string | null {
  let v: string | null | undefined = stemCache.get(word);
  if (v !== undefined) return v;
  const t = fold(word).replace(/['’]/g, '');
  v = t.length < 2 || STOP.has(t) ? null : en.stem(t);
  stemCache.set(word, v);
  return v;
}
const frCache = new Map<string, string | null>();
function frStem(word: string): string | null {
  let v: string | null | undefined = frCache.get(word);
  if (v !== undefined) return v;
  const t = fold(word).replace(/['’]/g, '');
  v = t.length < 2 || STOP.has(t) ? null : fr.stem(t);
  frCache.set(word, v);
  return v;
}

/** French-named places (Quebec, Acadia, names with French words): indexed under French stems too. */
const FRENCH_NAME = /\b(musee|eglise|chapelle|maison|moulin|phare|chute|lieu|parc|vieux|ancien|village|pont|fort|manoir|sanctuaire|jardin|centre d|domaine)\b|[éèêàâçîôû]/i;

interface Doc {
  i: number;
  name: string;
  /** What the place is: its kind and tags (a curated place's own words for it), or an imported one's kind. */
  about: string;
  text: string;
  french: boolean;
}

/** What an imported place's generated description says it is ("Museum in Calgary, Alberta." → "Museum"). */
function importedKind(p: Place): string {
  return p.description.split(/[.;]/)[0].replace(/\s+(in|near)\s+[^,]+(,.*)?$/i, '');
}

function docOf(p: Place, i: number): Doc {
  const about = [p.tier === 'curated' ? (p.kind ?? '') : importedKind(p), (p.tags ?? []).join(' ')].join(' ');
  const text = p.tier === 'curated' ? p.description : '';
  return { i, name: p.name, about, text, french: p.region === 'QC' || FRENCH_NAME.test(fold(p.name)) };
}

let index: MiniSearch<Doc> | undefined;
let indexMs = 0;
/** How many places hold each stem: a term in too many says nothing about an interest. */
const df = new Map<string, number>();
/** MiniSearch's own tokenizer: words are split on spaces and punctuation. */
const SPLIT = /[\n\r\p{Z}\p{P}]+/u;

function build(): MiniSearch<Doc> {
  const t0 = performance.now();
  const docs = places.map(docOf);
  for (const d of docs) {
    const seen = new Set<string>();
    for (const w of `${d.name} ${d.about} ${d.text}`.split(SPLIT)) {
      const s = w && stem(w);
      if (s && !seen.has(s)) {
        seen.add(s);
        df.set(s, (df.get(s) ?? 0) + 1);
      }
    }
  }
  const ms = new MiniSearch<Doc>({ idField: 'i', fields: ['name', 'about', 'text'], storeFields: [], processTerm: (term) => stem(term) });
  ms.addAll(docs);
  // French-named places: their words under French stems as well, in a second small index
  const frDocs = docs.filter((d) => d.french);
  frIndex = new MiniSearch<Doc>({ idField: 'i', fields: ['name', 'about', 'text'], storeFields: [], processTerm: (t) => frStem(t) });
  frIndex.addAll(frDocs);
  indexMs = performance.now() - t0;
  return ms;
}
let frIndex: MiniSearch<Doc> | undefined;

/** Builds the index now (the worker calls this at start so no plan pays it). Returns the build time (ms). */
export function warmRetrieval(): number {
  index ??= build();
  return indexMs;
}

export interface InterestQuery {
  /** Folded words of the interest as typed ("old", "drive", "in", "theatres"). */
  words: readonly string[];
  /** The traveller wrote French. */
  french?: boolean;
}

/** The terms a query searches for: the thesaurus's for its phrases, the words themselves, their synonyms. */
export function queryTerms(q: InterestQuery): { terms: string[]; entries: InterestEntry[] } {
  const terms: string[] = [];
  const entries: InterestEntry[] = [];
  const words = q.words.map((w) => fold(w).replace(/-/g, ' ')).flatMap((w) => w.split(' ')).filter(Boolean);
  for (let a = 0; a < words.length; a++) {
    let matched = false;
    for (let n = Math.min(MAX_INTEREST_WORDS, words.length - a); n >= 1; n--) {
      const entry = interestEntry(words.slice(a, a + n).join(' '));
      if (!entry) continue;
      entries.push(entry);
      terms.push(...entry.terms);
      a += n - 1;
      matched = true;
      break;
    }
    if (!matched) {
      const w = words[a];
      if (stem(w)) {
        terms.push(w);
        terms.push(...synonymsOf(w));
      }
    }
  }
  return { terms: [...new Set(terms)], entries };
}

/** Share of all places a stem may occur in and still say something about an interest ("museum" does not). */
const MAX_DF_SHARE = 0.04;

const cache = new Map<string, ReadonlyMap<string, number>>();
const CACHE_SIZE = 500;

/**
 * Relevance of every place to one interest, 0..1 (1 = the best match in the catalogue), by place
 * id; places below 0.15 of the best are left out. Cached per query.
 */
export function searchInterest(q: InterestQuery): ReadonlyMap<string, number> {
  const { terms, entries } = queryTerms(q);
  const key = `${q.french ? 'f' : ''}|${terms.join('|')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  index ??= build();
  const total = index.documentCount;
  // terms so common they name half the catalogue ("museum", "park") are the themes' job, not
  // retrieval's — unless it is the very thing our thesaurus says the interest is (its first term:
  // "waterfall" is in 1,300 places and is what "waterfalls" means; its "falls" stays out, being half
  // the name of Niagara Falls' art gallery)
  const ours = new Set(entries.filter((e) => !e.broad).map((e) => e.terms[0]));
  const useful = terms.filter((t) => {
    if (ours.has(t)) return true;
    const stems = t.split(/\s+/).map(stem).filter((s): s is string => !!s);
    return stems.length > 0 && stems.some((s) => (df.get(s) ?? 0) / total <= MAX_DF_SHARE);
  });
  // each term on its own scale (a place that names "carousel" once is as relevant as one that names
  // "carousel" and "merry-go-round"): the best place for a term is 1, the others their share of it
  const scores = new Map<number, number>();
  for (const term of useful) {
    for (const [i, r] of termResults(term, !!q.french)) scores.set(i, Math.max(scores.get(i) ?? 0, r));
  }
  const out = new Map<string, number>();
  for (const [i, r] of scores) if (r >= 0.15) out.set(places[i].id, r);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}


/** The least relevance of a place whose name, kind or tags hold a term (a waterfall is a waterfall). */
const SAID_RELEVANCE = 0.5;

const termCache = new Map<string, ReadonlyMap<number, number>>();
/** One term's places, each with its score as a share of the term's best (cached). */
function termResults(term: string, french: boolean): ReadonlyMap<number, number> {
  const key = `${french ? 'f' : ''}|${term}`;
  let out = termCache.get(key);
  if (out) return out;
  // a place is what its name, kind and tags say more than what its description mentions in passing
  const opts = { boost: { name: 2, about: 2 }, combineWith: 'AND' as const };
  const rs = [...index!.search(term, opts), ...(french || /[éèêàâçîôû]/.test(term) ? frIndex!.search(term, opts) : [])];
  const best = Math.max(0, ...rs.map((r) => r.score));
  const m = new Map<number, number>();
  for (const r of rs) {
    if (best <= 0) continue;
    // a place whose name, kind or tags say the term is about it, however much more another says it
    const said = Object.values(r.match).some((fields) => fields.includes('name') || fields.includes('about'));
    m.set(r.id as number, Math.max(m.get(r.id as number) ?? 0, r.score / best, said ? SAID_RELEVANCE : 0));
  }
  out = m;
  if (termCache.size >= CACHE_SIZE * 4) termCache.delete(termCache.keys().next().value!);
  termCache.set(key, out);
  return out;
}
