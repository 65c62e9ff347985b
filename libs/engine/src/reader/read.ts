/**
 * Reads one trip sentence, English or French, casual or not, into what the trip needs: its places
 * with their roles (from, to, via, around), a named road, the traveller's interests, dates and
 * length, mode and shape (loop, there and back, the slow way), and the words it could not read.
 *
 * Every word is claimed by exactly one reading, in this order: named roads (so "Going-to-the-Sun
 * Road" holds no Sunday), dates and lengths (dates.ts, with chrono-node), "here" phrases, modes and
 * shapes, interest phrases of several words, role words, places (any span of up to six words the
 * gazetteer knows, anywhere in the sentence), interests (the rest of the content words, with their
 * themes), fillers. A place is a span the gazetteer resolves: words that resolve to nothing are an
 * interest ("see the giant fiddle in Sydney") or are reported as not understood, never a dead end.
 * Contractions ("wanna", "I'd") are expanded first with compromise; casual spellings ("thru",
 * "pls") go by the CASUAL table.
 */
import nlp from 'compromise';
import type { TransportMode } from '@roadgremlin/contracts';
import type { Theme } from '../catalogue/index.js';
import { regionCode } from '../gazetteer/regions.js';
import { allAreas, allTowns } from '../gazetteer/index.js';
import { CORRIDOR_ALIASES, type Corridor } from '../planner/corridors.js';
import { THEME_PHRASES, MAX_THEME_PHRASE_WORDS, addThemeWord, PRIMARY_WEIGHT } from '../planner/themes.js';
import { readDates, type DateSpan, type Holiday } from './dates.js';
import { HERE_PHRASES } from './here.js';
import { FILLERS, FRENCH_MARKERS, FRENCH_ONLY_ROLES, JUNK, MAX_ROLE_WORDS, MODE_PHRASES, PACE_PHRASES, ROLE_PHRASES, SHAPE_PHRASES, type Pace, type Role, type ShapeWord } from './lexicon.js';
import { addKnownWords, addKnownWordsLater, isKnownWord } from './vocabulary.js';
import { places } from '../catalogue/index.js';
import { interestEntry, isInterestPhrase, MAX_INTEREST_WORDS, thesaurusWords } from '../interests/thesaurus.js';

addKnownWords(thesaurusWords());
// the words our editors tag places with, proper names included ("mothman", "cryptid", "goonies"):
// an interest, not nonsense to say back
// (never a word of a town's or an area's name, which the reader reads as places: "verde" of Mesa Verde, "muskoka")
addKnownWordsLater(() => {
  const placeWords = new Set<string>();
  const addWords = (name: string) => {
    for (const w of foldWord(name).split(/[\s-]+/)) placeWords.add(w);
  };
  for (const t of allTowns()) addWords(t.name);
  for (const a of allAreas()) for (const n of [a.name, ...a.aliases]) addWords(n);
  const out = new Set<string>();
  for (const p of places) {
    if (p.tier !== 'curated') continue;
    for (const tag of p.tags ?? []) for (const w of foldWord(tag).split(/[\s-]+/)) if (w.length >= 4 && !placeWords.has(w)) out.add(w);
  }
  return out;
});

/** How a span of the sentence names a place: its readings' best score, and whether it is a big or fixed place. */
export interface PlaceLookup {
  /** The span names a place (exact match of a town, area, region, landmark or nickname). */
  (text: string, opts: { fuzzy: boolean; french?: boolean }): { score: number; strong: boolean; area?: boolean } | undefined;
}

export interface PlaceMention {
  text: string;
  role: Exclude<Role, 'ignore'> | 'none';
  /** Token index where the mention starts (sentence order). */
  at: number;
  /** The words a traveller typed, for messages. */
  raw: string;
  /** Named in French without an article ("à Québec"): a town, never the province or state of that name. */
  articleless?: boolean;
}

export interface Interest {
  /** The words as typed ("old drive-in theatres"). */
  text: string;
  /** Folded words without fillers ("old drive in theatres"). */
  words: string[];
  /** Catalogue themes the words name outright (weight 1) or imply (less). */
  themes: Map<Theme, number>;
}

export interface Reading {
  places: PlaceMention[];
  /** A named road ("along Route 66", "the Natchez Trace"). */
  corridor: Corridor | null;
  /** Every named road, in the order the sentence names them ("Skyline Drive and the Blue Ridge Parkway"). */
  corridors: Corridor[];
  interests: Interest[];
  /** Themes asked for directly, in order of mention. */
  themes: Theme[];
  themeWeights: Map<Theme, number>;
  /** Dates and length from the sentence (the form's dates are applied by the caller). */
  dates: DateSpan | null;
  holiday?: Holiday;
  mode: TransportMode | null;
  shape: { loop: boolean; return: boolean; oneway: boolean; slow: boolean; coast: boolean };
  /** "A lazy week": fewer stops a day; "a whirlwind weekend": more. */
  pace?: Pace;
  here: boolean;
  french: boolean;
  /** Words nothing could read ("blorp"), as typed. */
  ignored: string[];
  /** Spans a role word or capitals marked as a place but the gazetteer does not know ("Blorpville"). */
  unknownPlaces: { text: string; role: PlaceMention['role'] }[];
}

type Kind = 'date' | 'here' | 'road' | 'mode' | 'shape' | 'role' | 'place' | 'theme' | 'filler' | 'interest';

interface Token {
  raw: string;
  norm: string;
  start: number;
  end: number;
  comma?: boolean;
  kind?: Kind;
  role?: Role;
  cap: boolean;
  /** The word as typed with its possessive ("John's"), when the reader dropped it. */
  full?: string;
  /** A "here" that means the traveller's location only when no place is named ("nearby", "close by"). */
  weakHere?: boolean;
  /** The token span [from, to) of the interest phrase of several words this token is part of ("Oregon Trail"). */
  phrase?: [number, number];
}

const HERE_MARK = '@here';
/** Words that only say the sentence is a trip. */
const TRIP_WORDS = new Set(['roadtrip', 'road', 'trip', 'drive', 'driving', 'weekend', 'getaway', 'journey', 'ride', 'cruise', 'tour']);
/** French nouns that head a place's name, followed by "de", "du" or "des" and the rest of the name. */
const NAME_HEADS = new Set(
  'parc route chemin lac lacs mont monts vallee cote cotes ile iles pont chutes chute musee riviere baie pointe cap canton cantons region pays fjord reserve station village plaines'.split(' '),
);
/** French prepositions that name a place without an article (a town, not a province). */
const NO_ARTICLE_BEFORE = new Set(['a', 'de', "d'", 'depuis', 'vers', 'pres']);

/** Folds a word: lower case, no accents, straight apostrophes, letters/digits/'.-/ only. */
export function foldWord(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9'.\-/&]+/g, ' ')
    .replace(/^[.'-]+|[.'-]+$/g, '')
    .trim();
}

/** French elisions split off a word ("d'Orléans" → "d'" + "Orléans"), and English possessives dropped. */
const ELISION = /^(d|l|jusqu|qu|lorsqu|puisqu|j|m|n|s|t|c)['’](\p{L}.*)$/iu;

/** Casual spellings read as the words they stand for (folded). */
const CASUAL: Readonly<Record<string, string>> = {
  thru: 'through', tho: 'though', 'n': 'and', '&': 'and', '+': 'and', w: 'with', 'w/': 'with', b4: 'before', '2nite': 'tonight',
  nite: 'night', nites: 'nights', rd: 'road', hwy: 'highway', hiway: 'highway', xmas: 'christmas', ppl: 'people',
  bc: 'because', cuz: 'because', pls: 'please', plz: 'please', thx: 'thanks', nyc: 'nyc', lil: 'little',
  // Québécois "pis" (puis): and
  pis: 'and',
};

function normalise(prompt: string): string {
  let text = prompt
    .replace(/\s*(?:→|->|=>|—|–|\s-\s)\s*/g, ' to ')
    .replace(/[“”"!?;:()[\]{}…]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // contractions and casual English ("wanna", "gonna", "I'd"): compromise expands them in place
  if (/\b(wanna|gonna|gotta|lemme|\w+'(ll|d|ve|re|m))\b/i.test(text)) {
    const doc = nlp(text);
    doc.contractions().expand();
    text = doc.text();
  }
  return text;
}

function tokenize(prompt: string): Token[] {
  const text = prompt;
  const tokens: Token[] = [];
  const re = /,|[^\s,]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let raw = m[0];
    let start = m.index;
    if (raw === ',') {
      tokens.push({ raw, norm: ',', start, end: start + 1, comma: true, cap: false });
      continue;
    }
    // "Reno." at the end of a sentence; keep "St." / "D.C." whose dots the geocoder understands
    if (raw.length > 3 && /[a-z]{3}\.$/i.test(raw)) raw = raw.slice(0, -1);
    // possessives: "Nevada's ghost towns", "Lincoln's" read as the name; the name keeps its "'s" for
    // places that have one ("St. John's"), which the place lookup tries first
    const poss = /^(.+?)['’]s$/i.exec(raw);
    let full: string | undefined;
    if (poss && poss[1].length > 1 && !/^(it|that|what|let|there|here|he|she)$/i.test(poss[1])) {
      full = raw;
      raw = poss[1];
    }
    const el = ELISION.exec(raw);
    if (el) {
      const head = `${el[1]}'`;
      tokens.push({ raw: head, norm: foldWord(head).replace(/'?$/, "'"), start, end: start + head.length, cap: /^\p{Lu}/u.test(head) });
      start += head.length;
      raw = el[2];
    }
    for (const part of raw.split(/(?<=\p{L})\/(?=\p{L})/u)) {
      const norm0 = foldWord(part);
      // ("&" and "+" fold to nothing: they are read as the word they stand for)
      const norm = CASUAL[norm0] ?? CASUAL[part] ?? norm0;
      if (norm) tokens.push({ raw: part, norm, start, end: start + part.length, cap: /^\p{Lu}/u.test(part), ...(full && part === raw ? { full } : {}) });
      start += part.length + 1;
    }
  }
  return tokens;
}

const key = (span: readonly Token[]) => span.map((t) => t.norm.replace(/\.$/, '')).join(' ');

/** Marks every occurrence of a dictionary's phrases (longest first) among free tokens. */
function claimPhrases<V>(
  tokens: Token[],
  dict: (k: string) => V | undefined,
  maxWords: number,
  onMatch: (value: V, from: number, to: number) => Kind | undefined,
  free: (t: Token) => boolean = (t) => !t.kind && !t.comma,
): void {
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (!span.every(free)) continue;
      const v = dict(key(span));
      if (v === undefined) continue;
      const kind = onMatch(v, i, i + n);
      if (!kind) continue;
      for (const t of span) t.kind = kind;
      i += n - 1;
      break;
    }
  }
}

const has = <V>(rec: Readonly<Record<string, V>>) => (k: string) => (Object.hasOwn(rec, k) ? rec[k] : undefined);
const CORRIDOR_DICT = new Map(CORRIDOR_ALIASES.map(({ alias, corridor }) => [alias, corridor]));
const MAX_CORRIDOR_WORDS = Math.max(...CORRIDOR_ALIASES.map((a) => a.alias.split(' ').length));
const MAX_PLACE_WORDS = 6;

/** Articles and the like that may sit between a role word and its place ("to the Grand Canyon"). */
/** Words after which the traveller says what they do not want (folded). */
const NEGATIONS = new Set(['nothing', 'not', 'no', 'without', 'except', 'besides', 'avoid', 'avoiding', 'skip', 'skipping', 'minus', 'sans', 'pas', 'rien', 'eviter']);

/** Adjectives of strangeness: before another theme word they qualify it ("odd museums"), at this share of a theme's weight. */
const QUALIFIERS = new Set(['odd', 'weird', 'weirdest', 'quirky', 'strange', 'bizarre', 'offbeat', 'wacky', 'unusual', 'kooky', 'kitschy', 'funky', 'eccentric', 'oddball', 'insolite', 'insolites', 'etrange', 'etranges', 'loufoque']);
const QUALIFIER_SCALE = 0.5;
/** Words that join places in a list ("Calgary and Banff", "Savannah or Charleston"). */
const LIST_WORDS = new Set(['and', 'or', '&', 'et', 'ou']);
const BRIDGE = new Set(['the', 'a', 'an', 'beautiful', 'historic', 'old', 'downtown', 'la', 'le', 'les', "l'", 'lovely', 'sunny', 'scenic', 'gorgeous', 'rural', 'coastal', 'northern', 'southern', 'eastern', 'western', 'central', 'upstate']);

function isFrench(tokens: readonly Token[], prompt: string): boolean {
  const fr = tokens.filter((t) => FRENCH_MARKERS.has(t.norm)).length;
  const accents = /[éèêàâçîôûù]/i.test(prompt) ? 1 : 0;
  const en = tokens.filter((t) => /^(the|from|to|and|in|of|with|around|near|trip|stuff|weird|ghost|towns?)$/.test(t.norm)).length;
  return fr + accents >= 2 && fr + accents > en;
}

export interface ReadOptions {
  today: Date;
  lookup: PlaceLookup;
}

export function readSentence(prompt: string, opts: ReadOptions): Reading {
  const text = normalise(prompt);
  let tokens = tokenize(text);
  const french = isFrench(tokens, text);
  const allUpper = text === text.toUpperCase();
  const allLower = text === text.toLowerCase();
  const capsMean = !allUpper && !allLower;

  // 1. named roads first ("along Route 66", "the Trans-Canada", "Going-to-the-Sun Road": no Sunday in it)
  let corridor: Corridor | null = null;
  const corridors: Corridor[] = [];
  claimPhrases(tokens, (k) => CORRIDOR_DICT.get(k), MAX_CORRIDOR_WORDS, (c) => {
    corridor ??= c;
    if (!corridors.includes(c)) corridors.push(c);
    return 'road';
  });

  // 1b. dates and lengths
  const roads = tokens.filter((t) => t.kind === 'road').map((t) => [t.start, t.end] as [number, number]);
  const dates = readDates(text, opts.today, { french, skip: roads });
  for (const t of tokens) if (!t.kind && dates.ranges.some(([a, b]) => t.start < b && t.end > a)) t.kind = 'date';

  // 1c. the pace ("a lazy week", "a whirlwind weekend"): how many stops a day, inside a length too
  let pace: Pace | undefined;
  claimPhrases(
    tokens,
    has(PACE_PHRASES),
    5,
    (p: Pace) => {
      pace ??= p;
      return 'shape';
    },
    (t) => (!t.kind || t.kind === 'date') && !t.comma,
  );

  // 2. "here" phrases ("from here", "near me", "my location") → one HERE_MARK token
  let here = false;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    let n = 0;
    if (!t.kind && !t.comma) {
      for (const phrase of HERE_PHRASES) {
        if (phrase.every((w, k) => tokens[i + k] && !tokens[i + k].kind && tokens[i + k].norm === w)) {
          n = phrase.length;
          break;
        }
      }
      const prev = tokens[i - 1]?.norm ?? '';
      if (!n && (t.norm === 'nearby' || (t.norm === 'me' && /^(near|around|from|by|of|starting|leaving)$/.test(prev)))) n = 1;
    }
    if (n) {
      const weakHere = (n === 1 && t.norm === 'nearby') || (n === 2 && t.norm === 'close' && tokens[i + 1]?.norm === 'by');
      out.push({ raw: HERE_MARK, norm: HERE_MARK, start: t.start, end: tokens[i + n - 1].end, cap: false, kind: 'place', ...(weakHere ? { weakHere } : {}) });
      here = true;
      i += n;
    } else out.push(tokens[i++]);
  }
  tokens = out;


  // 4. modes and shapes
  let mode: TransportMode | null = null;
  claimPhrases(tokens, has(MODE_PHRASES), 3, (m) => {
    if (m !== 'driving') mode ??= m;
    return 'mode';
  });
  const shape = { loop: false, return: false, oneway: false, slow: false, coast: false };
  claimPhrases(tokens, has(SHAPE_PHRASES), 4, (s: ShapeWord) => {
    if (s === 'loop') shape.loop = true;
    else if (s === 'return') shape.return = true;
    else if (s === 'oneway') shape.oneway = true;
    else if (s === 'slow') shape.slow = true;
    else if (s === 'coast') shape.coast = true;
    return 'shape';
  });

  // 4b. interest phrases of several words ("cabane à sucre", "drive-in theatres", "ghost towns"): one
  // interest, never a role word and a place
  claimPhrases(tokens, (k) => (k.includes(' ') && (isInterestPhrase(k) || Object.hasOwn(THEME_PHRASES, k)) ? true : undefined), Math.max(MAX_INTEREST_WORDS, MAX_THEME_PHRASE_WORDS), (_v, from, to) => {
    for (let j = from; j < to; j++) tokens[j].phrase = [from, to];
    return 'theme';
  });

  // 5. role words (French ones only in a French sentence, or right before a capitalised word)
  claimPhrases(tokens, has(ROLE_PHRASES), MAX_ROLE_WORDS, (role, from, to) => {
    const k = key(tokens.slice(from, to));
    if (FRENCH_ONLY_ROLES.has(k) && !french && !(ROLE_PHRASES[k] && /^(in|at|to|from|of|with|for|by|via)$/.test(k))) {
      const next = tokens[to];
      if (!(next?.cap && capsMean && !['a', 'de', 'des', 'et'].includes(k))) return undefined;
    }
    // English "a" is an article, "de"/"des" are parts of names outside French sentences
    if (!french && (k === 'a' || k === 'des' || k === 'et')) return undefined;
    // "into petroglyphs and weird rocks" is what the traveller likes, not where they go
    if (k === 'into') {
      const next = tokens[to];
      if (next && !(capsMean && next.cap) && (next.kind === 'theme' || isInterestPhrase(next.norm) || Object.hasOwn(THEME_PHRASES, next.norm))) return undefined;
    }
    // …and in French after a noun that heads a place's name ("le parc des Laurentides", "le fjord du
    // Saguenay", "la route des Baleines"): "of the", not "from"
    if ((k === 'des' || k === 'du' || k === 'de' || k === "d'") && NAME_HEADS.has(tokens[from - 1]?.norm ?? '')) return undefined;
    for (let j = from; j < to; j++) tokens[j].role = role;
    return 'role';
  });

  // 6. places: spans the gazetteer knows, anywhere in the sentence (see placeSpans)
  const places: PlaceMention[] = [];
  const unknownPlaces: Reading['unknownPlaces'] = [];
  const lookup: PlaceLookup = (t, o) => opts.lookup(t, { ...o, french });
  // the named road's own towns are places whatever else their names mean ("kancamagus highway lincoln to conway")
  const roadTowns = new Set(corridors.flatMap((c) => c.waypoints.map((w) => foldWord(w.name).replace(/\./g, '').trim())));
  const onPlace = (from: number, to: number, txt: string) => {
    // French names a province or a state with an article ("au Québec", "du Québec") and a town
    // without one ("à Québec", "de Québec")
    const articleless = french && NO_ARTICLE_BEFORE.has(tokens[from - 1]?.norm ?? '');
    places.push({ text: txt, role: 'none', at: from, raw: tokens.slice(from, to).map((t) => t.raw).join(' '), ...(articleless ? { articleless } : {}) });
  };
  placeSpans(tokens, lookup, { capsMean, french, roadTowns }, onPlace);
  // no dead end: a sentence with no place read the strict way takes a strong one written as an ordinary word
  if (!places.length) placeSpans(tokens, lookup, { capsMean, french, roadTowns, lenient: true }, onPlace);
  // "mammoth cave and whatever else is odd nearby": a bare "nearby" is near the place named
  if (places.length) {
    for (const t of tokens) if (t.weakHere) t.kind = 'filler';
    here = tokens.some((t) => t.raw === HERE_MARK && t.kind === 'place');
  }
  for (const t of tokens) if (t.raw === HERE_MARK && t.kind === 'place') places.push({ text: HERE_MARK, role: 'none', at: tokens.indexOf(t), raw: 'here' });
  places.sort((a, b) => a.at - b.at);

  // 7. interests: theme phrases first (longest), then the content words left
  const weights = new Map<Theme, number>();
  const themes: Theme[] = [];
  const interests: Interest[] = [];
  claimPhrases(tokens, (k) => (Object.hasOwn(THEME_PHRASES, k) || isInterestPhrase(k) ? true : undefined), Math.max(MAX_THEME_PHRASE_WORDS, MAX_INTEREST_WORDS), () => 'theme', (t) => !t.kind && !t.comma);
  // what the traveller does not want is no interest ("nothing too touristy", "not too crowded",
  // "anything weird besides dollywood", "without the kids"): the words after a negation, up to a
  // comma or a place, are understood and left out
  for (let i = 0; i < tokens.length; i++) {
    if (!NEGATIONS.has(tokens[i].norm) || (tokens[i].kind && tokens[i].kind !== 'role')) continue;
    if (!tokens[i].kind) tokens[i].kind = 'filler';
    for (let j = i + 1; j < tokens.length && !tokens[j].comma && (!tokens[j].kind || tokens[j].kind === 'theme'); j++) tokens[j].kind = 'filler';
  }
  // fillers
  for (const t of tokens) {
    if (t.kind || t.comma) continue;
    if (FILLERS.has(t.norm) || JUNK.has(t.norm) || /^\d+$/.test(t.norm) || (french && FRENCH_ONLY_ROLES.has(t.norm))) t.kind = 'filler';
  }
  // verbs, adverbs and the like are not interests ("hope", "see", "really"): compromise tags them
  // (only when some word is left that no table of ours knows: most sentences need no tagging)
  if (!french) {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (!t.kind && !t.comma && isKnownWord(t.norm) && isGrammarWord(t.norm)) t.kind = 'filler';
    }
  }
  // runs of theme and content words make interest phrases ("old drive-in theatres", "giant fiddle")
  const ignored: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (t.kind !== 'theme' && (t.kind || t.comma)) {
      i++;
      continue;
    }
    const run: Token[] = [];
    while (i < tokens.length && (tokens[i].kind === 'theme' || (!tokens[i].kind && !tokens[i].comma))) run.push(tokens[i++]);
    const known = run.filter((r) => r.kind === 'theme' || isKnownWord(r.norm, french));
    for (const r of run) if (r.kind !== 'theme' && !isKnownWord(r.norm, french)) ignored.push(r.raw);
    if (!known.length) continue;
    const interestWords = known.map((r) => r.norm);
    const themeMap = new Map<Theme, number>();
    // theme and thesaurus phrases inside the run, longest first
    const found: { k: string; word: Parameters<typeof addThemeWord>[1] }[] = [];
    for (let a = 0; a < known.length; a++) {
      for (let n = Math.min(Math.max(MAX_THEME_PHRASE_WORDS, MAX_INTEREST_WORDS), known.length - a); n >= 1; n--) {
        const k = key(known.slice(a, a + n));
        const word = Object.hasOwn(THEME_PHRASES, k) ? THEME_PHRASES[k] : interestEntry(k);
        if (!word) continue;
        found.push({ k, word });
        a += n - 1;
        break;
      }
    }
    // "odd museums", "weird art": an adjective of strangeness before another theme word only
    // qualifies it — the museums are asked for (and the odder ones first), not every oddity around
    found.forEach(({ k, word }, at) => {
      const qualifier = QUALIFIERS.has(k) && found.slice(at + 1).some((f) => !QUALIFIERS.has(f.k));
      addThemeWord(themeMap, word, qualifier ? QUALIFIER_SCALE : 1);
      if (!qualifier) for (const th of word.themes) if (!themes.includes(th)) themes.push(th);
    });
    for (const [th, w] of themeMap) weights.set(th, Math.max(weights.get(th) ?? 0, w));
    for (const r of known) r.kind = 'interest';
    interests.push({ text: known.map((r) => r.raw).join(' '), words: interestWords, themes: themeMap });
  }
  for (const th of themes) weights.set(th, PRIMARY_WEIGHT);

  // 8. roles: each place takes the role word before it (across articles, and across one other word)
  assignRoles(tokens, places);
  // French "à" is "to" and "in": a trip that names one place with it ("une fin de semaine à
  // Montréal") is a stay there, as "a weekend in Montreal" is
  if (french && places.length === 1 && places[0].role === 'to') {
    let j = places[0].at - 1;
    while (j >= 0 && tokens[j].kind !== 'role' && BRIDGE.has(tokens[j].norm)) j--;
    if (j >= 0 && ['a', 'au', 'aux'].includes(tokens[j].norm)) places[0].role = 'area';
  }
  // a place the traveller says they do not want is no end and no stop ("anything weird besides Dollywood")
  for (let k = places.length - 1; k >= 0; k--) {
    let j = places[k].at - 1;
    while (j >= 0 && BRIDGE.has(tokens[j].norm)) j--;
    if (j >= 0 && NEGATIONS.has(tokens[j].norm)) places.splice(k, 1);
  }
  // words a role word or capitals mark as a place that the gazetteer does not know ("from Blorpville")
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'role' || t.role === 'ignore' || tokens[i + 1]?.kind === 'role') continue;
    const run: Token[] = [];
    for (let j = i + 1; j < tokens.length && run.length < 3; j++) {
      const u = tokens[j];
      if (u.comma || (u.kind && u.kind !== 'interest')) break;
      if (BRIDGE.has(u.norm) && !run.length) continue;
      if (!(u.cap && capsMean) && isKnownWord(u.norm, french)) break;
      run.push(u);
    }
    if (run.length) unknownPlaces.push({ text: run.map((u) => u.raw).join(' '), role: t.role ?? 'none' });
  }

  return {
    places,
    corridor,
    corridors,
    interests,
    themes,
    themeWeights: weights,
    dates: dates.span,
    ...(dates.holiday ? { holiday: dates.holiday } : {}),
    mode,
    shape,
    here,
    french,
    ignored,
    unknownPlaces,
    ...(pace ? { pace } : {}),
  };
}

const GRAMMAR_TAGS = new Set(['Verb', 'Adverb', 'Pronoun', 'Determiner', 'Conjunction', 'Preposition', 'Modal', 'Auxiliary']);
const grammarCache = new Map<string, boolean>();
const GRAMMAR_CACHE_MAX = 20_000;

/**
 * Whether compromise tags a word as a verb, an adverb, a pronoun, a determiner and the like
 * ("wanna SEE the giant fiddle", "REALLY odd"): such a word is not an interest. Only words no table
 * of ours knows get this far; each is tagged once per process (the answer is kept), since tagging
 * costs a millisecond or two and travellers use the same few verbs.
 */
function isGrammarWord(word: string): boolean {
  let known = grammarCache.get(word);
  if (known === undefined) {
    const terms = nlp(word).json({ terms: { tags: true } }) as { terms: { tags: string[] }[] }[];
    known = (terms[0]?.terms[0]?.tags ?? []).some((tag) => GRAMMAR_TAGS.has(tag));
    if (grammarCache.size >= GRAMMAR_CACHE_MAX) grammarCache.clear();
    grammarCache.set(word, known);
  }
  return known;
}

/** A capitalised word right after a span, read as nothing else, continues its name ("Gotham City"). */
const namePartOf = (next: Token | undefined, capsMean: boolean) => capsMean && !!next && next.cap && !next.kind;

/**
 * Finds place spans among the tokens: any run of up to six words (role words allowed inside a
 * name: "Lake of the Ozarks", "Truth or Consequences") that the gazetteer knows exactly, longest
 * first; a state or province right after a town stays with it ("Portland Maine", "Santa Fe, NM").
 * A single common word ("paradise", "ghost") is a place only when a role word precedes it or its
 * capital letter says so; a misspelt name is tried only right after a role word or when capitalised.
 */
function placeSpans(
  tokens: Token[],
  lookup: PlaceLookup,
  o: { capsMean: boolean; french: boolean; roadTowns: ReadonlySet<string>; lenient?: boolean },
  onPlace: (from: number, to: number, text: string) => void,
): void {
  const usable = (t: Token | undefined) => !!t && !t.comma && (!t.kind || t.kind === 'role' || t.kind === 'theme');
  const afterRole = (i: number) => {
    let j = i - 1;
    while (j >= 0 && !tokens[j].kind && BRIDGE.has(tokens[j].norm)) j--;
    return j >= 0 && tokens[j].kind === 'role' && tokens[j].role !== 'ignore';
  };
  // where the sentence opens, after words that only say it is a trip ("roadtrip nashvile to new orleans")
  const leadIn = (i: number) => tokens.slice(0, i).every((t) => !t.comma && (t.kind === 'filler' || t.kind === 'mode' || t.kind === 'shape' || t.kind === 'date' || (!t.kind && (FILLERS.has(t.norm) || JUNK.has(t.norm) || TRIP_WORDS.has(t.norm)))));
  type Cand = { from: number; to: number; text: string; score: number };
  const cands: Cand[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(MAX_PLACE_WORDS, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (!span.every(usable)) continue;
      // a span never starts or ends with a role word or a list word ("& nashville"), and a theme
      // word only inside a capitalised name
      if (span[0].kind === 'role' || span[n - 1].kind === 'role' || LIST_WORDS.has(span[0].norm) || LIST_WORDS.has(span[n - 1].norm)) continue;
      // a place is never a piece of an interest phrase ("the Oregon" of "the Oregon Trail"): it takes the phrase whole or not at all
      if (span.some((t) => t.phrase && (t.phrase[0] < i || t.phrase[1] > i + n))) continue;
      // (the whole name of a park or a region may hold theme words: "mammoth cave", "painted desert")
      // (…but "the petroglyphs" is an interest with its article, whatever park is nicknamed so)
      const articleAndInterest = n >= 2 && /^(the|le|la|les|l')$/.test(span[0].norm) && (Object.hasOwn(THEME_PHRASES, key(span.slice(1))) || isInterestPhrase(key(span.slice(1))));
      const areaName = () => n >= 2 && !articleAndInterest && !!lookup(span.map((t) => t.raw).join(' '), { fuzzy: false })?.area;
      const onRoad = o.roadTowns.has(key(span).replace(/\./g, ''));
      // (…and a town's whole name of several words where a trip's end stands: "port angeles to tahoe city")
      const endName = () => n >= 2 && (afterRole(i) || (leadIn(i) && tokens[i + n]?.kind === 'role' && tokens[i + n].role === 'to')) && !!lookup(span.map((t) => t.raw).join(' '), { fuzzy: false });
      if (span.some((t) => t.kind === 'theme') && !onRoad && !(o.capsMean && span.every((t) => t.cap || t.kind === 'role' || /^(of|the|and|or|on|de|du|la|le|des|aux|sur)$/.test(t.norm))) && !areaName() && !endName()) continue;
      // (a short word that is also a filler is a place right after a role word when it is a known
      // nickname or a big place: "from SF to LA"; not in French, where "à la" is only an article)
      if (span.every((t) => FILLERS.has(t.norm) || JUNK.has(t.norm)) && !(!o.french && afterRole(i) && lookup(span.map((t) => t.raw).join(' '), { fuzzy: false })?.strong)) continue;
      const words = span.map((t) => t.raw).join(' ');
      const lone = n === 1;
      const marked = afterRole(i) || (o.capsMean && span.every((t) => t.cap || t.kind === 'role' || /^(of|the|and|or|on|de|du|la|le|des|aux|sur|a|en)$/.test(t.norm)));
      // a name that is also an interest ("hot springs", "ghost ranch") is a place only when marked as one
      // …unless it is the whole name of a park or a region
      const interestPhrase = Object.hasOwn(THEME_PHRASES, key(span)) || isInterestPhrase(key(span));
      // a landmark, a park or a big place named in a list with another place is a place too
      // ("yellowstone and grand teton", "badlands + black hills"), whatever else its name means
      const inList = () => {
        if (n > 3 || !lookup(span.map((t) => t.raw).join(' '), { fuzzy: false })?.strong) return false;
        if (LIST_WORDS.has(tokens[i - 1]?.norm ?? '') && cands.some((c) => c.to === i - 1)) return true;
        if (!LIST_WORDS.has(tokens[i + n]?.norm ?? '')) return false;
        for (let m = 3; m >= 1; m--) {
          const next = tokens.slice(i + n + 1, i + n + 1 + m);
          if (next.length !== m || !next.every(usable)) continue;
          const h = lookup(next.map((t) => t.raw).join(' '), { fuzzy: false });
          if (h && (h.strong || h.area)) return true;
        }
        return false;
      };
      if (interestPhrase && !marked && !onRoad && !areaName() && !inList()) continue;
      if (articleAndInterest && !(o.capsMean && span.slice(1).every((t) => t.cap))) continue;
      const common = lone && (FILLERS.has(span[0].norm) || isKnownWord(span[0].norm, o.french) || span[0].norm.length <= 2);
      if (common && !o.lenient && !marked && !onRoad && !(tokens[i + n]?.kind === 'role' && tokens[i + n].role === 'to') && !inList()) continue;
      // one ordinary word ("Falls", "Hope", "Mobile") is a place after a role word, or a big place when capitalised
      const roleBefore = afterRole(i);
      // …or the start of "X to Y" ("Hope to Vancouver", "mobile to pensacola")
      const startsTrip = tokens[i + n]?.kind === 'role' && tokens[i + n].role === 'to';
      const withPossessive = span[n - 1].full ? [...span.slice(0, -1).map((t) => t.raw), span[n - 1].full].join(' ') : undefined;
      let hit = (withPossessive && lookup(withPossessive, { fuzzy: false })) || lookup(words, { fuzzy: false });
      let casualText: string | undefined;
      if (!hit) {
        // casual spellings inside a name ("lil rock"), and a possessive typed without its
        // apostrophe ("denvers breweries", "austins weird stuff": a big place's name and an s)
        const last = span[n - 1].norm;
        const spelled = span.some((t) => foldWord(t.raw) !== t.norm) ? span.map((t) => t.norm).join(' ') : undefined;
        const unapostrophed = last.length >= 5 && last.endsWith('s') && !isKnownWord(last, o.french) ? `${words.slice(0, -1)}` : undefined;
        for (const alt of [spelled, unapostrophed]) {
          const h = alt ? lookup(alt, { fuzzy: false }) : undefined;
          if (h && (alt === spelled || h.strong)) {
            hit = h;
            casualText = alt;
            break;
          }
        }
      }
      // a span of ordinary words ("salt lake city", "grand island") needs a strong place or a mark
      const ordinary = !lone && span.every((t) => isKnownWord(t.norm, o.french));
      const text = casualText ?? (withPossessive && lookup(withPossessive, { fuzzy: false }) ? withPossessive : words);
      // a sentence that opens with "X to …" names its start there ("brooks to dinosaur provincial park")
      const opens = leadIn(i) && startsTrip && span[0].kind !== 'theme';
      // …or a capitalised name listed after another place ("around Calgary and Banff")
      const listed = (o.capsMean && span[0].cap && LIST_WORDS.has(tokens[i - 1]?.norm ?? '') && cands.some((c) => c.to === i - 1)) || inList();
      const ok = onRoad || common ? onRoad || roleBefore || opens || listed || (startsTrip && (span[0].cap || hit?.strong)) || (hit?.strong && span[0].cap) : !ordinary || hit?.strong || marked || (leadIn(i) && startsTrip) || areaName();
      // (a sentence that names no place otherwise takes a strong one it wrote as an ordinary word:
      // "niagara weekend", whose "niagara" is also a flood)
      if (hit && (ok || (o.lenient && hit.strong && !interestPhrase && span.every((t) => !t.kind || t.kind === 'role')))) cands.push({ from: i, to: i + n, text, score: hit.score + n });
      // (a misspelt name is tried after a role word, when capitalised, or where a trip opens: "albequerque to santa fe")
      // (…but never a piece of a longer capitalised name we do not know: "Gotham City" is not Gorham)
      else if (!hit && (marked || (leadIn(i) && startsTrip)) && !common && n <= 3 && span.every((t) => !t.kind) && !namePartOf(tokens[i + n], o.capsMean)) {
        const fuzzy = lookup(words, { fuzzy: true });
        if (fuzzy) cands.push({ from: i, to: i + n, text: words, score: fuzzy.score + n - 2 });
      }
    }
  }
  // longest spans first, then the better-scored; no overlaps
  cands.sort((a, b) => b.to - b.from - (a.to - a.from) || b.score - a.score || a.from - b.from);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const chosen: Cand[] = [];
  for (const c of cands) {
    let free = true;
    for (let k = c.from; k < c.to; k++) if (taken[k]) free = false;
    if (!free) continue;
    for (let k = c.from; k < c.to; k++) taken[k] = true;
    chosen.push(c);
  }
  chosen.sort((a, b) => a.from - b.from);
  // "Portland, Oregon": a region chosen on its own right after a town qualifies the town
  for (let k = 0; k + 1 < chosen.length; k++) {
    const a = chosen[k];
    const b = chosen[k + 1];
    const gap = tokens.slice(a.to, b.from);
    // (…and "Roswell in Georgia", "Springfield in Illinois": the state says which)
    const inWord = gap.filter((t) => !t.comma);
    const inState = inWord.length === 1 && gap.length - inWord.length <= 1 && inWord[0].kind === 'role' && /^(in|en|au|dans)$/.test(inWord[0].norm);
    if (!inState && (gap.length > 1 || (gap.length === 1 && !gap[0].comma))) continue;
    // "Portland, Oregon" (a region) or "Williamsburg, Brooklyn" (a parent city) qualifies the town
    const code = regionCode(b.text);
    if (inState && !code) continue;
    // (a place that starts "X to Y" after the comma is that trip's start: "big sur, sf to LA")
    const startsTrip = tokens[b.to]?.kind === 'role' && (tokens[b.to].role === 'to' || tokens[b.to].role === 'via');
    const parent = !code && !startsTrip && gap.length === 1 && (lookup(b.text, { fuzzy: false })?.strong ?? false);
    if ((!code && !parent) || regionCode(a.text)) continue;
    const joined = `${a.text}, ${b.text}`;
    if (!lookup(joined, { fuzzy: false })) continue;
    a.text = joined;
    for (let m = a.to; m < b.to; m++) taken[m] = true;
    a.to = b.to;
    chosen.splice(k + 1, 1);
  }
  for (const c of chosen) {
    let to = c.to;
    let text = c.text;
    // "Portland Maine", "Portland, ME", "Santa Fe New Mexico": the region stays with the town
    const qual = regionAfter(tokens, to, taken, lookup);
    if (qual) {
      text = `${text}, ${qual.text}`;
      for (let k = to; k < qual.to; k++) taken[k] = true;
      to = qual.to;
    }
    for (let k = c.from; k < to; k++) {
      tokens[k].kind = 'place';
      tokens[k].role = undefined;
    }
    onPlace(c.from, to, text);
  }
}

/** A state/province (code or name) right after a town, with or without a comma, that qualifies it. */
function regionAfter(tokens: Token[], at: number, taken: boolean[], lookup: PlaceLookup): { text: string; to: number } | undefined {
  let i = at;
  if (tokens[i]?.comma) i++;
  for (let n = 3; n >= 1; n--) {
    const span = tokens.slice(i, i + n);
    if (span.length < n || span.some((t, k) => t.comma || (taken[i + k] && !isRegionToken(t)) || (t.kind && t.kind !== 'role' && t.kind !== 'place'))) continue;
    const txt = span.map((t) => t.raw).join(' ');
    const code = regionCode(txt);
    if (!code) continue;
    // a two-letter code must look like one ("ME", "or" after a comma)
    if (n === 1 && span[0].norm.length === 2 && span[0].raw !== span[0].raw.toUpperCase() && !tokens[at]?.comma) continue;
    void lookup;
    return { text: txt, to: i + n };
  }
  return undefined;
}

const isRegionToken = (t: Token) => !!regionCode(t.raw);

/** Gives each place the role of the role word before it ("from X", "between X and Y", "X to Y"). */
function assignRoles(tokens: Token[], places: PlaceMention[]): void {
  const between = tokens.findIndex((t) => t.norm === 'between' || t.norm === 'entre');
  for (const p of places) {
    let j = p.at - 1;
    let skipped = 0;
    while (j >= 0 && tokens[j].kind !== 'role' && tokens[j].kind !== 'place' && !tokens[j].comma) {
      if (!BRIDGE.has(tokens[j].norm) && tokens[j].kind !== 'filler') skipped++;
      j--;
    }
    const r = j >= 0 && tokens[j].kind === 'role' ? tokens[j].role : undefined;
    if (r && r !== 'ignore' && skipped <= 1) p.role = r;
    // "between A and B": the place after "and" is the end
    if (between >= 0 && p.at > between) {
      const and = tokens.findIndex((t, k) => k > between && k < p.at && (t.norm === 'and' || t.norm === 'et'));
      if (and >= 0 && places.some((q) => q.at > between && q.at < and)) p.role = 'to';
      else if (p.role === 'none' || p.role === 'from') p.role = 'from';
    }
  }
}
