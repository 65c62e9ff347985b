import { TRAVEL_THEMES, type ProviderId, type TravelTheme } from '@roadgremlin/contracts';
import type { FacebookData, InstagramData, RedditData, SpotifyData } from '../oauth/providers.js';
import { firstRule, GENRE_RULES, matchRules, PLACE_RULES, SUBREDDIT_RULES, type Rule } from './rules.js';

export interface SourceData {
  provider: ProviderId;
  data: unknown;
}

export interface Personality {
  /** Catalogue theme → 0..1 (the strongest is 1); only themes with some evidence. */
  weights: Partial<Record<TravelTheme, number>>;
  /** Strongest first, the ones worth steering a trip by. */
  travelThemes: TravelTheme[];
  /** Readable lines for the 'Your Travel Personality' card. */
  insights: string[];
  /** Providers whose data was read. */
  sources: ProviderId[];
}

type Vector = Partial<Record<TravelTheme, number>>;

/** Evidence from one provider: theme weights and how strongly each rule was hit (for the sentence). */
class Tally {
  readonly vector: Vector = {};
  readonly rules = new Map<Rule, { score: number; examples: string[] }>();

  add(rule: Rule, weight: number, example?: string) {
    for (const [theme, w] of Object.entries(rule.themes) as [TravelTheme, number][]) {
      this.vector[theme] = (this.vector[theme] ?? 0) + w * weight;
    }
    const entry = this.rules.get(rule) ?? { score: 0, examples: [] };
    entry.score += weight;
    if (example && !entry.examples.includes(example)) entry.examples.push(example);
    this.rules.set(rule, entry);
  }

  top() {
    let best: { rule: Rule; score: number; examples: string[] } | undefined;
    for (const [rule, v] of this.rules) if (!best || v.score > best.score) best = { rule, ...v };
    return best;
  }

  /** Scaled so this provider's strongest theme is 1: one chatty account does not drown the others. */
  normalised(): Vector {
    const max = Math.max(0, ...Object.values(this.vector).map((v) => v ?? 0));
    if (max <= 0) return {};
    return Object.fromEntries(Object.entries(this.vector).map(([k, v]) => [k, (v ?? 0) / max]));
  }
}

const asObj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const themeName = (t: TravelTheme) => t.replace('-', ' ');
const joinAnd = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

function spotify(data: SpotifyData): { tally: Tally; insight?: string } {
  const tally = new Tally();
  const artists = list<SpotifyData['artists'][number]>(data.artists);
  artists.forEach((artist, i) => {
    // Spotify returns top artists in order of affinity: the first counts twice as much as the last.
    const weight = 1 - (0.5 * i) / Math.max(1, artists.length);
    // An artist counts once, by its most specific genre: 'outlaw country' beats the plain 'country'
    // it is also tagged with, so the distinctive signal is not diluted.
    let best: Rule | undefined;
    for (const genre of list<string>(artist.genres)) {
      const rule = firstRule(GENRE_RULES, String(genre));
      if (rule && (!best || GENRE_RULES.indexOf(rule) < GENRE_RULES.indexOf(best))) best = rule;
    }
    if (best) tally.add(best, weight, artist.name);
  });
  const top = tally.top();
  if (top) return { tally, insight: `Your Spotify leans ${top.rule.label} — ${top.rule.phrase}.` };
  if (artists.length) {
    return { tally, insight: `We read your top Spotify artists (${joinAnd(artists.slice(0, 3).map((a) => a.name))}), but their genres do not point at a travel theme yet.` };
  }
  return { tally };
}

function reddit(data: RedditData): { tally: Tally; insight?: string } {
  const tally = new Tally();
  const subs = list<RedditData['subreddits'][number]>(data.subreddits);
  for (const sub of subs) {
    const rule = firstRule(SUBREDDIT_RULES, String(sub.name), 'prefix');
    if (rule) tally.add(rule, 1, `r/${sub.name}`);
  }
  const top = tally.top();
  if (top) return { tally, insight: `You hang out in ${joinAnd(top.examples.slice(0, 2))} — ${top.rule.phrase}.` };
  if (subs.length) return { tally, insight: `We read the ${subs.length} subreddits you follow, but none of them points at a travel theme yet.` };
  return { tally };
}

function instagram(data: InstagramData): { tally: Tally; insight?: string } {
  const tally = new Tally();
  const media = list<InstagramData['media'][number]>(data.media);
  for (const m of media) {
    const text = [m.caption, m.location].filter(Boolean).join(' ');
    for (const rule of matchRules(PLACE_RULES, text)) tally.add(rule, 1, m.location);
  }
  const top = tally.top();
  if (top) {
    const where = top.examples.length ? ` (${joinAnd(top.examples.slice(0, 2))})` : '';
    return { tally, insight: `Your Instagram keeps coming back to ${top.rule.label}${where} — ${top.rule.phrase}.` };
  }
  if (media.length) return { tally, insight: `We read your recent Instagram posts, but they do not point at a travel theme yet.` };
  return { tally };
}

function facebook(data: FacebookData): { tally: Tally; insight?: string } {
  const tally = new Tally();
  const places = list<FacebookData['places'][number]>(data.places);
  for (const p of places) for (const rule of matchRules(PLACE_RULES, String(p.name))) tally.add(rule, 1, p.name);
  const top = tally.top();
  if (top) return { tally, insight: `You have been tagged at ${joinAnd(top.examples.slice(0, 2))} — ${top.rule.phrase}.` };
  if (places.length) {
    const regions = [...new Set(places.map((p) => p.state ?? p.country).filter(Boolean))] as string[];
    const where = regions.length ? ` across ${joinAnd(regions.slice(0, 3))}` : '';
    return { tally, insight: `You have been tagged at ${places.length} places${where} — the gremlin will look for more like them.` };
  }
  return { tally };
}

const READERS: Record<ProviderId, (data: never) => { tally: Tally; insight?: string }> = { spotify, reddit, instagram, facebook };

/**
 * The travel personality, from nothing but the data the providers returned: each provider's words
 * are matched against the rule tables (rules.ts), its theme vector is scaled to a maximum of 1, the
 * vectors are added, and the sum is scaled again. Providers with no data add nothing.
 */
export function computePersonality(sources: SourceData[]): Personality {
  const total: Vector = {};
  const insights: string[] = [];
  const used: ProviderId[] = [];
  for (const source of sources) {
    const read = READERS[source.provider];
    if (!read) continue;
    const { tally, insight } = read(asObj(source.data) as never);
    if (insight) {
      insights.push(insight);
      used.push(source.provider);
    }
    for (const [theme, w] of Object.entries(tally.normalised()) as [TravelTheme, number][]) total[theme] = (total[theme] ?? 0) + w;
  }
  const max = Math.max(0, ...Object.values(total).map((v) => v ?? 0));
  const weights: Vector = {};
  if (max > 0) {
    for (const theme of TRAVEL_THEMES) {
      const v = total[theme];
      if (v && v > 0) weights[theme] = Math.round((v / max) * 100) / 100;
    }
  }
  const travelThemes = (Object.entries(weights) as [TravelTheme, number][])
    .filter(([, w]) => w >= 0.25)
    .sort((a, b) => b[1] - a[1] || TRAVEL_THEMES.indexOf(a[0]) - TRAVEL_THEMES.indexOf(b[0]))
    .slice(0, 6)
    .map(([t]) => t);
  if (used.length > 1 && travelThemes.length) {
    insights.push(`Put together, your strongest travel themes are ${joinAnd(travelThemes.slice(0, 3).map(themeName))}.`);
  }
  return { weights, travelThemes, insights, sources: used };
}
