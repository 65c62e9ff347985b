/**
 * Reads one trip sentence: where from / to (or the area of a loop), a named corridor, themes,
 * trip length and any mode the sentence insists on. Pure and table-driven: every word is either
 * vocabulary (themes, time, mode, role words, fillers) or part of a place name; runs of place words
 * are kept as raw text for the geocoder, which is what names an unknown place back to the user.
 */
import type { Theme } from '../catalogue/index.js';
import { regionCode } from '../gazetteer/regions.js';
import { findTowns } from '../gazetteer/index.js';
import type { TransportMode } from '@roadgremlin/contracts';
import { CORRIDOR_ALIASES, type Corridor } from './corridors.js';
import { THEME_PHRASES, MAX_THEME_PHRASE_WORDS, addThemeWord, PRIMARY_WEIGHT } from './themes.js';
import { PlannerError } from './errors.js';
import type { LatLng } from './geo.js';
import { HERE_MESSAGE, HERE_PHRASES, hereText } from './here.js';

export interface ParsedTrip {
  /** Raw place text of the start ("Las Vegas", "Portland, ME"), or null. */
  origin: string | null;
  /** Raw place text of the end of an A→B trip, or null for a loop. */
  destination: string | null;
  /** Raw place text of a loop's area ("Savannah", "Nevada"), or null. */
  area: string | null;
  /** Place-like runs the sentence did not tie to a role, in order (fallbacks for a loop area). */
  otherPlaces: string[];
  /** A named corridor ("along Route 66"). */
  corridor: Corridor | null;
  /** Themes asked for directly, in order of mention. */
  themes: Theme[];
  /** Every theme with its weight (direct 1, implied less). */
  themeWeights: Partial<Record<Theme, number>>;
  /** Trip length in days from the dates or the sentence; null when neither says. */
  days: number | null;
  /** Mode the sentence insists on (walking tour, bike, transit), or null. */
  mode: Exclude<TransportMode, 'driving'> | null;
  /** The sentence says "loop" / "round trip" / "and back". */
  loop: boolean;
  /** The sentence starts or centres on the traveller's location ("from here", "near me"). */
  here: boolean;
}

type Role = 'from' | 'to' | 'area' | 'ignore';

interface Token {
  raw: string;
  norm: string;
  comma?: boolean;
  used?: boolean;
  role?: Role;
  /** Part of a town name right after a role word ("to Hot Springs", "from Little Rock"): never vocabulary. */
  place?: boolean;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20, couple: 2, few: 3, several: 4,
};

const ROLE_WORDS: Readonly<Record<string, Role>> = {
  from: 'from', leaving: 'from', starting: 'from', departing: 'from', between: 'from',
  to: 'to', towards: 'to', toward: 'to', till: 'to', until: 'to', into: 'to', ending: 'to',
  around: 'area', in: 'area', near: 'area', inside: 'area', within: 'area', across: 'area', through: 'area',
  throughout: 'area', of: 'area', about: 'area', at: 'area', outside: 'area', explore: 'area', exploring: 'area',
  visit: 'area', visiting: 'area', downtown: 'area',
  with: 'ignore', for: 'ignore', without: 'ignore', like: 'ignore', including: 'ignore', plus: 'ignore', by: 'ignore',
  but: 'ignore', except: 'ignore', using: 'ignore',
};

/** Words that are never part of a place name in a trip sentence. */
const FILLERS = new Set(
  (
    'a an the some any my our me us i we you your want wanna would like love need plan make give show find ' +
    'gimme get take see do go going went let lets please can could should help trip trips road tour tours ' +
    'drive ride journey route routes adventure adventures getaway vacation holiday itinerary way day days ' +
    'night nights week weeks weekend weekends month long short quick next this coming upcoming last first ' +
    'stuff things thing places place spots spot stops stop sights sites attractions gems secrets lots lot ' +
    'and or on up down out over off via along onto by is are be that which what where who how full ' +
    'best top cool fun funky interesting amazing awesome great good nice fantastic neat hidden secret ' +
    'beaten path unusual cheap family kids kid children dog dogs pets pet wife husband partner friends ' +
    'friend girlfriend boyfriend solo couple towns cities villages small big little more most ' +
    'all every much many very really super kind sort bunch stopping stops seeing spend spending time ' +
    'morning afternoon evening today tonight tomorrow soon later summer winter spring fall autumn ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun ' +
    'loop circle round back return there here again then also too just only own new hunt hunting ' +
    'looking look check out tourist touristy local locals vibe vibes theme themed style classic road-trip ' +
    'and/or etc area region state province town-hopping hopping'
  ).split(' '),
);
/** Runs that are leftovers of wording, not places. */
const JUNK_RUNS = new Set(['new', 'old', 'weird-ass', 'ok', 'okay', 'hey', 'hi', 'hello', 'yes', 'no', 'not']);
// "new" only joins a place name when it starts one (New Orleans); it is handled below.
FILLERS.delete('new');

const MODE_PHRASES: Readonly<Record<string, Exclude<TransportMode, 'driving'> | 'driving'>> = {
  'walking tour': 'walking', 'walking tours': 'walking', walking: 'walking', walk: 'walking', walks: 'walking',
  walkable: 'walking', 'on foot': 'walking', stroll: 'walking', strolling: 'walking',
  bike: 'bicycling', bikes: 'bicycling', biking: 'bicycling', bicycle: 'bicycling', bicycling: 'bicycling',
  cycling: 'bicycling', cycle: 'bicycling', 'bike ride': 'bicycling', 'bike tour': 'bicycling', 'by bike': 'bicycling',
  transit: 'transit', 'public transit': 'transit', 'public transport': 'transit', 'public transportation': 'transit',
  subway: 'transit', metro: 'transit', bus: 'transit', 'by bus': 'transit', 'by train': 'transit', train: 'transit',
  streetcar: 'transit', tram: 'transit', 'light rail': 'transit',
  'road trip': 'driving', 'road-trip': 'driving', roadtrip: 'driving', drive: 'driving', driving: 'driving',
  'by car': 'driving', car: 'driving',
};

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9'.\-/]+/g, ' ')
    .replace(/^[.'-]+|[.'-]+$/g, '')
    .trim();
}

function tokenize(prompt: string): Token[] {
  const text = prompt
    .replace(/\s*(?:→|->|=>|—|–|\s-\s)\s*/g, ' to ')
    .replace(/[“”"!?;:()[\]{}]/g, ' ')
    .replace(/,/g, ' , ');
  const tokens: Token[] = [];
  for (const raw of text.split(/\s+/)) {
    if (!raw) continue;
    if (raw === ',') {
      tokens.push({ raw, norm: ',', comma: true });
      continue;
    }
    // "Reno." at the end of a sentence; keep "St." / "D.C." whose dots the geocoder understands
    const trimmed = raw.length > 3 && /[a-z]{3}\.$/i.test(raw) ? raw.slice(0, -1) : raw;
    const norm = fold(trimmed);
    if (norm) tokens.push({ raw: trimmed, norm });
  }
  return tokens;
}

/** Marks every occurrence of the dictionary's phrases (longest first) and calls back with it. */
function matchPhrases<V>(
  tokens: Token[],
  dict: Readonly<Record<string, V>> | ReadonlyMap<string, V>,
  maxWords: number,
  onMatch: (value: V, start: number, end: number) => void,
): void {
  const get = (k: string): V | undefined =>
    dict instanceof Map ? dict.get(k) : Object.hasOwn(dict, k) ? (dict as Record<string, V>)[k] : undefined;
  for (let i = 0; i < tokens.length; i++) {
    for (let n = Math.min(maxWords, tokens.length - i); n >= 1; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => t.used || t.comma || t.place)) continue;
      const value = get(span.map((t) => t.norm.replace(/\.$/, '')).join(' '));
      if (value === undefined) continue;
      onMatch(value, i, i + n);
      for (const t of span) t.used = true;
      i += n - 1;
      break;
    }
  }
}

const CORRIDOR_DICT = new Map(CORRIDOR_ALIASES.map(({ alias, corridor }) => [alias, corridor]));
const MAX_CORRIDOR_WORDS = Math.max(...CORRIDOR_ALIASES.map((a) => a.alias.split(' ').length));

function numberAt(tokens: Token[], i: number): number | undefined {
  const t = tokens[i];
  if (!t || t.used || t.place) return undefined;
  if (/^\d{1,2}$/.test(t.norm)) return Number(t.norm);
  return NUMBER_WORDS[t.norm];
}

/** Trip length phrases: "3 days", "three-day", "2 nights", "a week", "(next|this|long) weekend", "day trip". */
function parseDays(tokens: Token[]): number | null {
  let days: number | null = null;
  const set = (d: number, from: number, to: number) => {
    if (days === null) days = d;
    for (let k = from; k < to; k++) tokens[k].used = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.used || t.place) continue;
    const word = t.norm;
    // "3-day", "10-days", "2-night", "1-week"
    const hy = /^(\d{1,2}|[a-z]+)-(day|days|night|nights|week|weeks)$/.exec(word);
    if (hy) {
      const n = /^\d+$/.test(hy[1]) ? Number(hy[1]) : NUMBER_WORDS[hy[1]];
      if (n) {
        set(hy[2].startsWith('day') ? n : hy[2].startsWith('night') ? n + 1 : n * 7, i, i + 1);
        continue;
      }
    }
    const n = numberAt(tokens, i);
    if (n !== undefined) {
      // "a couple of days", "3 full days"
      let j = i + 1;
      while (tokens[j] && ['of', 'full', 'whole'].includes(tokens[j].norm)) j++;
      const unit = tokens[j]?.norm;
      if (unit === 'day' || unit === 'days') set(n, i, j + 1);
      else if (unit === 'night' || unit === 'nights') set(n + 1, i, j + 1);
      else if (unit === 'week' || unit === 'weeks') set(n * 7, i, j + 1);
      else if (unit === 'weekend' || unit === 'weekends') set(2 * n, i, j + 1);
      continue;
    }
    if (word === 'weekend' || word === 'weekends') {
      const prev = tokens[i - 1]?.norm;
      set(prev === 'long' ? 3 : 2, prev && ['long', 'next', 'this', 'the', 'coming'].includes(prev) ? i - 1 : i, i + 1);
    } else if (word === 'daytrip' || (word === 'day' && tokens[i + 1]?.norm === 'trip')) set(1, i, word === 'day' ? i + 2 : i + 1);
    else if (word === 'overnight') set(2, i, i + 1);
    else if (word === 'fortnight') set(14, i, i + 1);
    else if (word === 'weeklong' || word === 'week-long') set(7, i, i + 1);
    else if (word === 'afternoon' || word === 'today' || word === 'tonight') set(1, i, i + 1);
  }
  return days;
}

/** Inclusive day count between two ISO dates ("2026-05-01".."2026-05-03" is 3), or null. */
export function daysBetween(startDate?: string | null, endDate?: string | null): number | null {
  if (!startDate || !endDate) return null;
  const a = Date.parse(startDate.slice(0, 10));
  const b = Date.parse(endDate.slice(0, 10));
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return null;
  return Math.round((b - a) / 86_400_000) + 1;
}

/** Longest trip the planner lays out, in days (stops cap at 12 anyway). */
export const MAX_DAYS = 21;

export interface ParseOptions {
  startDate?: string | null;
  endDate?: string | null;
  /** The traveller's location (the request's `here`), for "from here", "near me"… */
  here?: LatLng | null;
}

/** A town this big named right after a role word keeps its words ("Little Rock", "Spring Green"). */
const PROTECTED_TOWN_MIN_POPULATION = 1000;

/**
 * Marks multi-word town names right after a role word ("from Little Rock", "to Hot Springs", "in
 * Spring Green") so their words are not read as fillers or themes. A name that is itself a theme
 * phrase ("hot springs") needs its capitals.
 */
function protectTownNames(tokens: Token[]): void {
  for (let i = 0; i < tokens.length - 2; i++) {
    if (!ROLE_WORDS[tokens[i].norm] || ROLE_WORDS[tokens[i].norm] === 'ignore') continue;
    for (let n = 3; n >= 2; n--) {
      const span = tokens.slice(i + 1, i + 1 + n);
      if (span.length < n || span.some((t) => t.comma || t.place)) continue;
      const name = span.map((t) => t.raw).join(' ');
      const big = findTowns(name).some((t) => t.population >= PROTECTED_TOWN_MIN_POPULATION);
      if (!big) continue;
      // "to hot springs" is a theme, "to Hot Springs" the town
      const themePhrase = Object.hasOwn(THEME_PHRASES, span.map((t) => t.norm).join(' '));
      if (themePhrase && !span.every((t) => /^[A-Z]/.test(t.raw))) continue;
      for (const t of span) t.place = true;
      i += n;
      break;
    }
  }
}

/** A city big enough to be named as a neighbourhood's parent ("Williamsburg, Brooklyn", "…, NYC"). */
const PARENT_CITY_MIN_POPULATION = 100_000;
const PARENT_CITY_NICKNAMES = new Set(['nyc', 'la', 'sf', 'dc', 'philly', 'vegas']);
function isParentCity(text: string): boolean {
  const norm = text.toLowerCase().replace(/[^a-z ]/g, '').trim();
  return PARENT_CITY_NICKNAMES.has(norm) || findTowns(text).some((t) => t.population >= PARENT_CITY_MIN_POPULATION);
}

/** Stands for a "here" phrase among the place words until the end of parsing. */
const HERE_MARK = '@here';
const HERE_AFTER_ROLE = new Set(['near', 'around', 'from', 'by', 'of', 'starting', 'leaving']);

/** Replaces every "here" phrase ("from here", "near me", "my location", "nearby") by one HERE_MARK token. */
function markHere(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    let n = 0;
    if (!t.used && !t.comma) {
      for (const phrase of HERE_PHRASES) {
        if (phrase.every((w, k) => tokens[i + k] && !tokens[i + k].used && tokens[i + k].norm === w)) {
          n = phrase.length;
          break;
        }
      }
      if (!n && (t.norm === 'nearby' || (t.norm === 'me' && HERE_AFTER_ROLE.has(tokens[i - 1]?.norm ?? '')))) n = 1;
    }
    if (n) {
      out.push({ raw: HERE_MARK, norm: HERE_MARK });
      i += n;
    } else out.push(tokens[i++]);
  }
  return out;
}

export function parseTrip(prompt: string, opts: ParseOptions = {}): ParsedTrip {
  let tokens = tokenize(prompt);
  const allUpper = prompt === prompt.toUpperCase();
  protectTownNames(tokens);

  // 1. corridors ("along Route 66", "the Trans-Canada")
  let corridor: Corridor | null = null;
  matchPhrases(tokens, CORRIDOR_DICT, MAX_CORRIDOR_WORDS, (c) => {
    corridor ??= c;
  });

  // 2. trip length; dates passed in win over words
  const sentenceDays = parseDays(tokens);
  const dateDays = daysBetween(opts.startDate, opts.endDate);
  const rawDays = dateDays ?? sentenceDays;
  const days = rawDays === null ? null : Math.max(1, Math.min(MAX_DAYS, rawDays));

  // 3. mode phrases
  let mode: ParsedTrip['mode'] = null;
  matchPhrases(tokens, MODE_PHRASES, 3, (m) => {
    if (m !== 'driving') mode ??= m;
  });

  // 4. themes
  const weights = new Map<Theme, number>();
  const themes: Theme[] = [];
  matchPhrases(tokens, THEME_PHRASES, MAX_THEME_PHRASE_WORDS, (word) => {
    addThemeWord(weights, word);
    for (const t of word.themes) if (!themes.includes(t)) themes.push(t);
  });

  // 4b. "from here", "near me", "around my location": one place word standing for the traveller
  tokens = markHere(tokens);

  // 5. role words and fillers
  let loop = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.used || t.comma) continue;
    const role = ROLE_WORDS[t.norm];
    if (['loop', 'circle', 'round'].includes(t.norm) || (t.norm === 'back' && tokens[i - 1]?.norm === 'and')) loop = true;
    // a two-letter state code right after a place ("Portland ME to…", "Portland OR") is not a word
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const isCode = t.norm.length === 2 && !!regionCode(t.norm);
    const afterPlace = prev && !prev.used && !prev.comma && !prev.role && !FILLERS.has(prev.norm) && !ROLE_WORDS[prev.norm];
    const codeFollowsEnd =
      !next || next.comma || !!ROLE_WORDS[next.norm] || (next.used ?? false) || FILLERS.has(next.norm);
    if (isCode && afterPlace && ((!allUpper && t.raw === t.raw.toUpperCase()) || (codeFollowsEnd && t.norm !== 'in' && t.norm !== 'on'))) {
      continue; // stays a place word
    }
    if (t.place) continue;
    if (role) {
      t.role = role;
      t.used = true;
    } else if (FILLERS.has(t.norm) || /^\d+$/.test(t.norm)) t.used = true;
  }
  // "between A and B": the "and" after A starts B
  const between = tokens.findIndex((t) => t.norm === 'between');
  if (between >= 0) {
    const and = tokens.findIndex((t, k) => k > between + 1 && t.norm === 'and');
    if (and > 0) tokens[and].role = 'to';
  }

  // 6. runs of place words, each with the role word before it (skipping articles and fillers)
  interface Run { text: string; role: Role | 'none'; start: number }
  const runs: Run[] = [];
  let lastRole: Role | 'none' = 'none';
  let sinceRole = 0;
  for (let i = 0; i < tokens.length; ) {
    const t = tokens[i];
    if (t.role) {
      lastRole = t.role;
      sinceRole = 0;
      i++;
      continue;
    }
    if (t.used || t.comma) {
      // a theme or time word between a role word and a place ends the role ("in 3 days Reno")
      if (!t.comma && !['the', 'a', 'an', 'beautiful', 'historic', 'old', 'downtown'].includes(t.norm)) sinceRole++;
      i++;
      continue;
    }
    const start = i;
    const words: string[] = [];
    while (i < tokens.length && !tokens[i].used && !tokens[i].comma && !tokens[i].role) words.push(tokens[i++].raw);
    let text = words.join(' ');
    // "Portland, Maine" / "Las Vegas, NV"
    if (tokens[i]?.comma) {
      let j = i + 1;
      const q: string[] = [];
      while (j < tokens.length && !tokens[j].comma && !tokens[j].role && (!tokens[j].used || tokens[j].norm.length === 2) && q.length < 3) {
        q.push(tokens[j].raw);
        j++;
      }
      for (let n = q.length; n >= 1; n--) {
        if (regionCode(q.slice(0, n).join(' '))) {
          text = `${text}, ${q.slice(0, n).join(' ')}`;
          i = i + 1 + n;
          break;
        }
        // "Williamsburg, Brooklyn": a big city after the comma, ending the run, names the parent city
        const next = tokens[i + 1 + n];
        const endsRun = !next || next.comma || !!next.role || !!next.used;
        if (endsRun && isParentCity(q.slice(0, n).join(' '))) {
          text = `${text}, ${q.slice(0, n).join(' ')}`;
          i = i + 1 + n;
          break;
        }
      }
    }
    if (!JUNK_RUNS.has(text.toLowerCase())) {
      runs.push({ text: text.replace(/[.'-]+$/, ''), role: sinceRole <= 1 ? lastRole : 'none', start });
    }
    lastRole = 'none';
    sinceRole = 0;
  }

  const byRole = (r: Run['role']) => runs.filter((x) => x.role === r);
  const froms = byRole('from');
  const tos = byRole('to');
  const areas = byRole('area');
  const others = byRole('none');

  let origin: string | null = froms[0]?.text ?? null;
  let destination: string | null = tos.length ? tos[tos.length - 1].text : null;
  let area: string | null = null;
  if (destination && !origin) {
    // "a music road trip Memphis to Nashville": the place just before "to"
    const before = [...others, ...areas].filter((r) => r.start < tos[tos.length - 1].start).sort((a, b) => b.start - a.start)[0];
    if (before) origin = before.text;
  }
  if (origin && destination && loop && origin === destination) destination = null;
  if (destination && !origin) {
    // "weird stuff on the way to Reno": no start named, so a loop around the end
    origin = destination;
    destination = null;
  }
  if (!destination) {
    area = origin ?? areas[0]?.text ?? null;
  }
  if (origin && !destination) origin = null; // a loop: the area is where it starts and ends
  const used = new Set([origin, destination, area]);
  let otherPlaces = [...others, ...areas].map((r) => r.text).filter((t) => !used.has(t));
  if (!origin && !destination && !area && otherPlaces.length) area = otherPlaces.shift()!;

  // "here": the traveller's location when the request carries it, else a 422 asking where to start
  const here = [origin, destination, area].includes(HERE_MARK);
  if (here && !opts.here) throw new PlannerError('no_location', HERE_MESSAGE, 'here');
  const atHere = (t: string | null) => (t === HERE_MARK && opts.here ? hereText(opts.here) : t);
  origin = atHere(origin);
  destination = atHere(destination);
  area = atHere(area);
  otherPlaces = otherPlaces.filter((t) => t !== HERE_MARK);

  const themeWeights: Partial<Record<Theme, number>> = {};
  for (const [k, v] of weights) themeWeights[k] = v;
  for (const t of themes) themeWeights[t] = PRIMARY_WEIGHT;

  return { origin, destination, area, otherPlaces, corridor, themes, themeWeights, days, mode, loop: !destination, here };
}
