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
  /** Theme → what completes "Because …" ('you follow r/ghosttowns'), for the themes with a clear source. */
  reasons: Partial<Record<TravelTheme, string>>;
}

/** What one provider's data comes to: all an imported export keeps (`{derived}` in its row). */
export interface Derived {
  /** Scaled so the strongest theme is 1. */
  vector: Partial<Record<TravelTheme, number>>;
  insight?: string;
  reasons: Partial<Record<TravelTheme, string>>;
}

/** How a provider's words say why a theme was picked; facebook reads tagged places (OAuth) or liked pages and saved items (import). */
export type Wording = 'oauth' | 'import';

type Vector = Partial<Record<TravelTheme, number>>;
interface Hit {
  score: number;
  examples: string[];
  terms: Map<string, number>;
}

/** Evidence from one provider: theme weights and how strongly each rule was hit (for the sentence). */
class Tally {
  readonly vector: Vector = {};
  readonly rules = new Map<Rule, Hit>();

  /** `term`: the words that matched (a genre, a topic), counted for the reason. */
  add(rule: Rule, weight: number, example?: string, term?: string) {
    for (const [theme, w] of Object.entries(rule.themes) as [TravelTheme, number][]) {
      this.vector[theme] = (this.vector[theme] ?? 0) + w * weight;
    }
    const entry: Hit = this.rules.get(rule) ?? { score: 0, examples: [], terms: new Map<string, number>() };
    entry.score += weight;
    if (example && !entry.examples.includes(example)) entry.examples.push(example);
    if (term) entry.terms.set(term, (entry.terms.get(term) ?? 0) + weight);
    this.rules.set(rule, entry);
  }

  /**
   * For each theme, the rule that gave it most among those naming it strongly (≥ 0.7): a loose
   * relative is no reason to quote.
   */
  reasons(because: (rule: Rule, hit: Hit) => string): Partial<Record<TravelTheme, string>> {
    const out: Partial<Record<TravelTheme, string>> = {};
    for (const theme of Object.keys(this.vector) as TravelTheme[]) {
      let best: { rule: Rule; hit: Hit; v: number } | undefined;
      for (const [rule, hit] of this.rules) {
        const w = rule.themes[theme] ?? 0;
        if (w < 0.7) continue;
        const v = w * hit.score;
        if (!best || v > best.v) best = { rule, hit, v };
      }
      if (best) out[theme] = because(best.rule, best.hit).slice(0, 160);
    }
    return out;
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
/** The term heard most ('delta blues'), else the rule's own label. */
const topTerm = (rule: Rule, hit: Hit) => [...hit.terms].sort((a, b) => b[1] - a[1])[0]?.[0] ?? rule.label;

type Reader = (data: never, wording: Wording) => { tally: Tally; insight?: string; because: (rule: Rule, hit: Hit) => string };

function spotify(data: SpotifyData) {
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
    if (best) tally.add(best, weight, artist.name, list<string>(artist.genres).find((g) => firstRule(GENRE_RULES, String(g)) === best)?.toLowerCase());
  });
  const because = (rule: Rule, hit: Hit) => `you listen to ${topTerm(rule, hit)}${hit.examples.length ? ` — ${joinAnd(hit.examples.slice(0, 2))}` : ''}`;
  const top = tally.top();
  if (top) return { tally, because, insight: `Your Spotify leans ${top.rule.label} — ${top.rule.phrase}.` };
  if (artists.length) {
    return { tally, because, insight: `We read your top Spotify artists (${joinAnd(artists.slice(0, 3).map((a) => a.name))}), but their genres do not point at a travel theme yet.` };
  }
  return { tally, because };
}

function reddit(data: RedditData) {
  const tally = new Tally();
  const subs = list<RedditData['subreddits'][number]>(data.subreddits);
  for (const sub of subs) {
    const rule = firstRule(SUBREDDIT_RULES, String(sub.name), 'prefix');
    if (rule) tally.add(rule, 1, `r/${sub.name}`);
  }
  const because = (_rule: Rule, hit: Hit) => `you follow ${joinAnd(hit.examples.slice(0, 2))}`;
  const top = tally.top();
  if (top) return { tally, because, insight: `You hang out in ${joinAnd(top.examples.slice(0, 2))} — ${top.rule.phrase}.` };
  if (subs.length) return { tally, because, insight: `We read the ${subs.length} subreddits you follow, but none of them points at a travel theme yet.` };
  return { tally, because };
}

function instagram(data: InstagramData) {
  const tally = new Tally();
  const media = list<InstagramData['media'][number]>(data.media);
  for (const m of media) {
    const text = [m.caption, m.location].filter(Boolean).join(' ');
    for (const rule of matchRules(PLACE_RULES, text)) tally.add(rule, 1, m.location);
  }
  const because = (rule: Rule, hit: Hit) => `your Instagram keeps coming back to ${rule.label}${hit.examples.length ? ` (${joinAnd(hit.examples.slice(0, 2))})` : ''}`;
  const top = tally.top();
  if (top) {
    const where = top.examples.length ? ` (${joinAnd(top.examples.slice(0, 2))})` : '';
    return { tally, because, insight: `Your Instagram keeps coming back to ${top.rule.label}${where} — ${top.rule.phrase}.` };
  }
  if (media.length) return { tally, because, insight: `We read your recent Instagram posts, but they do not point at a travel theme yet.` };
  return { tally, because };
}

function facebook(data: FacebookData, wording: Wording) {
  const tally = new Tally();
  const places = list<FacebookData['places'][number]>(data.places);
  for (const p of places) for (const rule of matchRules(PLACE_RULES, String(p.name))) tally.add(rule, 1, p.quote === false ? undefined : p.name);
  const verb = wording === 'import' ? 'you liked or saved' : 'you have been tagged at';
  const because = (rule: Rule, hit: Hit) => (hit.examples.length ? `${verb} ${joinAnd(hit.examples.slice(0, 2))}` : `you saved things about ${rule.label}`);
  const top = tally.top();
  if (top) {
    const named = joinAnd(top.examples.slice(0, 2));
    const insight = !named
      ? `Your Facebook saves keep coming back to ${top.rule.label} — ${top.rule.phrase}.`
      : wording === 'import'
        ? `You liked or saved ${named} on Facebook — ${top.rule.phrase}.`
        : `You have been tagged at ${named} — ${top.rule.phrase}.`;
    return { tally, because, insight };
  }
  if (places.length && wording === 'import') {
    return { tally, because, insight: `We read ${places.length} pages and saved items from your Facebook, but they do not point at a travel theme yet.` };
  }
  if (places.length) {
    const regions = [...new Set(places.map((p) => p.state ?? p.country).filter(Boolean))] as string[];
    const where = regions.length ? ` across ${joinAnd(regions.slice(0, 3))}` : '';
    return { tally, because, insight: `You have been tagged at ${places.length} places${where} — the gremlin will look for more like them.` };
  }
  return { tally, because };
}

const READERS: Record<ProviderId, Reader> = { spotify, reddit, instagram, facebook };

/** One provider's data → its scaled theme vector, its readable line and the reason for each theme. */
export function deriveSource(provider: ProviderId, data: unknown, wording: Wording = 'oauth'): Derived {
  const { tally, insight, because } = READERS[provider](asObj(data) as never, wording);
  return { vector: tally.normalised(), ...(insight ? { insight } : {}), reasons: tally.reasons(because) };
}

/** An imported row keeps only `{derived}`; an OAuth row keeps the trimmed provider data. */
function derivedOf(source: SourceData): Derived {
  const stored = asObj(asObj(source.data).derived);
  if (Object.keys(stored).length) {
    const vector: Vector = {};
    for (const [k, v] of Object.entries(asObj(stored.vector))) if ((TRAVEL_THEMES as readonly string[]).includes(k) && typeof v === 'number') vector[k as TravelTheme] = v;
    const reasons: Partial<Record<TravelTheme, string>> = {};
    for (const [k, v] of Object.entries(asObj(stored.reasons))) if ((TRAVEL_THEMES as readonly string[]).includes(k) && typeof v === 'string') reasons[k as TravelTheme] = v;
    return { vector, reasons, ...(typeof stored.insight === 'string' ? { insight: stored.insight } : {}) };
  }
  return deriveSource(source.provider, source.data);
}

/**
 * The travel personality, from nothing but the data the providers returned: each provider's words
 * are matched against the rule tables (rules.ts), its theme vector is scaled to a maximum of 1, the
 * vectors are added, and the sum is scaled again. Providers with no data add nothing.
 */
export function computePersonality(sources: SourceData[]): Personality {
  const total: Vector = {};
  const insights: string[] = [];
  const used: ProviderId[] = [];
  // Per theme, the reason from the source that weighs it most.
  const reasonOf = new Map<TravelTheme, { reason: string; w: number }>();
  for (const source of sources) {
    if (!READERS[source.provider]) continue;
    const { vector, insight, reasons } = derivedOf(source);
    if (insight) {
      insights.push(insight);
      used.push(source.provider);
    }
    for (const [theme, w] of Object.entries(vector) as [TravelTheme, number][]) {
      total[theme] = (total[theme] ?? 0) + w;
      const reason = reasons[theme];
      if (reason && w > (reasonOf.get(theme)?.w ?? 0)) reasonOf.set(theme, { reason, w });
    }
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
  const reasons: Partial<Record<TravelTheme, string>> = {};
  for (const theme of Object.keys(weights) as TravelTheme[]) {
    const r = reasonOf.get(theme);
    if (r) reasons[theme] = r.reason;
  }
  return { weights, travelThemes, insights, sources: used, reasons };
}
