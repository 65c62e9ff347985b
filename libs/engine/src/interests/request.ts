/**
 * What the traveller asked for, as the planner scores it: broad interests are themes ("weird",
 * "haunted", "ghost towns": a place on one of their themes or a neighbour of one is on request);
 * specific interests ("carousels", "old drive-in theatres", "taxidermy") are searched for
 * (retrieval.ts) and a place is on request when it is relevant enough. The plan asks it while it
 * builds its one pool (pool.ts), which the bonus stop and the model's candidates pick from; a
 * reroll looks near the old stop by its theme and the shared score instead. `onRequest`, `relevance`
 * (every interest's retrieval ranks places; only specific interests decide which are on request).
 */
import type { Place, Theme } from '../catalogue/schema.js';
import { THEME_PHRASES } from '../planner/themes.js';
import { acceptedThemes } from '../planner/themes.js';
import { queryTerms, searchInterest } from './retrieval.js';
import { interestEntry, MAX_INTEREST_WORDS } from './thesaurus.js';

/** A specific interest as the planner uses it. */
export interface SpecificInterest {
  /** As typed ("old drive-in theatres"), for notices. */
  text: string;
  /** Place id → relevance 0..1. */
  relevance: ReadonlyMap<string, number>;
  /** Themes it implies, for a trip that finds too few such places. */
  themes: readonly Theme[];
}

export interface Request {
  /** Interests that match no place at all and no thesaurus entry ("eve"): said back as not understood, never asked for. */
  unmatched: readonly string[];
  /** Themes of the broad interests (and of the sentence's theme words). */
  broadThemes: readonly Theme[];
  specific: readonly SpecificInterest[];
  /** Nothing asked: every place is on request. */
  open: boolean;
  onRequest(p: Place): boolean;
  /** The best relevance of the place to a specific interest (0 when none). */
  relevance(p: Place): number;
  /** The best relevance of the place to a broad interest's words ("mountain music": bluegrass first). */
  rank(p: Place): number;
}

/** Imported places of oddness 1: real, but little to see (a former town's site, a society's rooms). */
const isMinorPlace = (p: Place) => p.tier === 'imported' && p.oddness <= 1;

/** Below this share of the best match a place is not about the interest. */
export const RELEVANCE_MIN = 0.3;

/** Adjectives that do not make an interest specific ("old", "vintage", "famous"). */
const PLAIN = new Set('old vintage classic historic antique little big famous local retro cool neat fun best top real true great nice odd weird strange quirky unusual hidden secret small tiny huge giant'.split(' '));

export interface AskedInterest {
  text: string;
  words: readonly string[];
  /** Themes the interest names (weight 1) or implies (less). */
  themes: ReadonlyMap<Theme, number>;
}

/**
 * Is the interest more than its themes? It is when a narrow thesaurus entry names it ("carousels",
 * "covered bridges", "old drive-in theatres"), or when none of its words is a theme word and one of
 * them is more than a plain adjective ("windmills", "grist mills"). A theme word makes the rest a
 * qualifier ("mountain music", "haunted old prisons"): the theme decides, retrieval only ranks.
 */
export function isSpecific(words: readonly string[]): boolean {
  const ws = words.flatMap((w) => w.replace(/-/g, ' ').split(' ')).filter(Boolean);
  let themeWord = false;
  let narrow = false;
  let other = false;
  for (let a = 0; a < ws.length; a++) {
    let covered = false;
    for (let n = Math.min(Math.max(MAX_INTEREST_WORDS, 4), ws.length - a); n >= 1; n--) {
      const k = ws.slice(a, a + n).join(' ');
      const entry = interestEntry(k);
      if (entry && !entry.broad) narrow = true;
      if (entry?.broad || Object.hasOwn(THEME_PHRASES, k) || Object.hasOwn(THEME_PHRASES, ws.slice(a, a + n).join('-'))) themeWord = true;
      if (entry || Object.hasOwn(THEME_PHRASES, k)) {
        a += n - 1;
        covered = true;
        break;
      }
    }
    if (!covered && !PLAIN.has(ws[a])) other = true;
  }
  return narrow || (!themeWord && other);
}

export function requestOf(interests: readonly AskedInterest[], opts: { french?: boolean } = {}): Request {
  const specific: SpecificInterest[] = [];
  const unmatched: string[] = [];
  const ranking: ReadonlyMap<string, number>[] = [];
  const broadMaps: ReadonlyMap<string, number>[] = [];
  const broad = new Set<Theme>();
  for (const i of interests) {
    const named = [...i.themes].filter(([, w]) => w >= 1).map(([t]) => t);
    // every interest ranks places by retrieval; only a specific one decides which are on request
    const relevance = searchInterest({ words: i.words, french: opts.french });
    ranking.push(relevance);
    if (isSpecific(i.words) && !relevance.size && !named.length && !queryTerms({ words: i.words }).entries.length) unmatched.push(i.text);
    else if (isSpecific(i.words)) specific.push({ text: i.text, relevance, themes: named });
    else {
      broadMaps.push(relevance);
      for (const t of named) broad.add(t);
    }
  }
  const accepted = acceptedThemes([...broad]);
  const best = (maps: readonly ReadonlyMap<string, number>[], p: Place) => {
    let r = 0;
    for (const m of maps) r = Math.max(r, m.get(p.id) ?? 0);
    return r;
  };
  const specificMaps = specific.map((s) => s.relevance);
  const open = !broad.size && !specific.length;
  return {
    unmatched,
    broadThemes: [...broad],
    specific,
    open,
    // a place of little note (a vanished town's site) answers only its own theme, not a neighbour:
    // "abandoned places" are ruins to walk through, not the empty site of a town
    // (a trip that asks for nothing asks for places worth the stop: a vanished town's empty site
    // only fills a trip that has nothing better)
    onRequest: (p) => (open ? !isMinorPlace(p) : p.themes.some((t) => (isMinorPlace(p) ? broad.has(t) : accepted.has(t))) || best(specificMaps, p) >= RELEVANCE_MIN),
    relevance: (p) => best(specificMaps, p),
    rank: (p) => best(broadMaps, p),
  };
}
