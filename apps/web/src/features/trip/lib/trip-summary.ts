/**
 * The Trip Plan summary rules (score, trip type, average distance, route themes) and the plan
 * view's VIBE / PACING / BONUS blocks: docs/product/rules.md#trip-summary. Pure functions, no React.
 */
import { averageMinutesBetweenStops, type TripRoute } from '../../../lib/route-legs';
import type { Stop, TransportMode } from '../../../lib/trip-types';

type StopText = Pick<Stop, 'name' | 'description'> & Partial<Pick<Stop, 'cluster' | 'theme'>>;

const textOf = (stop: StopText) => `${stop.name} ${stop.description} ${stop.theme ?? ''}`.toLowerCase();

// ── Score ──────────────────────────────────────────────────────────────────────────────────────

export const SCORE_THEMES = ['food', 'nature', 'culture', 'shopping', 'historic', 'unique'] as const;
export type ScoreTheme = (typeof SCORE_THEMES)[number];

const SCORE_THEME_KEYWORDS: Record<ScoreTheme, RegExp> = {
  food: /food|restaurant|diner|cafe|café|eat|pie|bbq|burger|bakery|winery|brew|taco|donut/,
  nature: /nature|park|trail|canyon|lake|mountain|forest|hike|falls|desert|cave|spring|dune|river|beach/,
  culture: /museum|\bart\b|gallery|culture|cultural|music|theat|mural|festival/,
  shopping: /shop|store|market|mall|boutique|antique|souvenir|trading post/,
  historic: /histor|heritage|fort\b|mine|mining|century|ghost town|landmark|old /,
  unique: /weird|odd|bizarre|strange|quirky|unusual|abandon|ghost|haunt|giant|ufo|alien|roadside|oddit|secret|hidden/,
};

/** Which of the six score themes the stops cover. */
export function coveredThemes(stops: readonly StopText[]): Set<ScoreTheme> {
  const covered = new Set<ScoreTheme>();
  for (const stop of stops) {
    const text = textOf(stop);
    for (const theme of SCORE_THEMES) if (SCORE_THEME_KEYWORDS[theme].test(text)) covered.add(theme);
  }
  return covered;
}

/**
 * Base 7; +1 when the stops cover at least 4 of the 6 themes and +0.5 more at 5;
 * +0.5 when personalized insights exist, and +0.5 for the bonus stop that insights always bring;
 * at most 10, rounded to a half point.
 */
export function tripScore(stops: readonly StopText[], insights: readonly string[]): number {
  const covered = coveredThemes(stops).size;
  let score = 7;
  if (covered >= 4) score += 1;
  if (covered >= 5) score += 0.5;
  if (insights.length > 0) score += 0.5 + 0.5;
  return Math.min(10, Math.round(score * 2) / 2);
}

// ── Trip type ──────────────────────────────────────────────────────────────────────────────────

export type TripType =
  | 'Ghost Loop'
  | 'Ghost Town Run'
  | 'Bizarre Boulevard'
  | 'Retro Roadside'
  | 'Scenic Wanderlust'
  | 'Cultural Curiosity'
  | 'Urban Explorer'
  | 'Classic Adventure';

const TRIP_TYPE_KEYWORDS: [Exclude<TripType, 'Urban Explorer' | 'Classic Adventure'>, RegExp][] = [
  ['Ghost Loop', /ghost|haunt|abandon|spooky|paranormal/],
  ['Bizarre Boulevard', /bizarre|weird|strange|odd|quirky|unusual|ufo|alien/],
  ['Retro Roadside', /retro|vintage|route 66|diner|neon|roadside|americana|classic car/],
  ['Scenic Wanderlust', /scenic|nature|mountain|canyon|lake|coast|national park|view|forest/],
  ['Cultural Curiosity', /museum|\bart\b|culture|cultural|history|historic|music|gallery/],
];

/** "from Las Vegas to Salt Lake City": a sentence that names two ends. */
const A_TO_B = /\bfrom\s+\S.*\s+to\s+\S/i;

/**
 * Whether the trip comes back to where it started: from the route when there is one (its two ends
 * meet, lib/route-legs `isLoopRoute`), else from the sentence ("from A to B" is not a loop).
 */
export function tripIsLoop(prompt: string, loopFromRoute?: boolean | null): boolean {
  return loopFromRoute ?? !A_TO_B.test(prompt);
}

/**
 * The label from keywords in the prompt (then the stops), 'Urban Explorer' on foot, else 'Classic
 * Adventure'. "Loop" only for a loop: an A→B ghost-town trip (`loop` false) is a
 * 'Ghost Town Run' (an A→B drive is not a "Ghost Loop"); the other labels name no
 * shape and stay as they are. Without a keyword in the prompt the stops vote: the label most of
 * them match wins (list order breaks a tie), so one spooky house among the museums of "Dallas to
 * Houston" does not make the trip a ghost-town run.
 */
export function tripTypeLabel(prompt: string, stops: readonly StopText[], mode: TransportMode, loop = true): TripType {
  const shaped = (label: (typeof TRIP_TYPE_KEYWORDS)[number][0]): TripType => (label === 'Ghost Loop' && !loop ? 'Ghost Town Run' : label);
  const asked = prompt.toLowerCase();
  for (const [label, pattern] of TRIP_TYPE_KEYWORDS) if (pattern.test(asked)) return shaped(label);
  let best: { label: (typeof TRIP_TYPE_KEYWORDS)[number][0]; votes: number } | undefined;
  for (const [label, pattern] of TRIP_TYPE_KEYWORDS) {
    const votes = stops.filter((s) => pattern.test(textOf(s))).length;
    if (votes > 0 && (!best || votes > best.votes)) best = { label, votes };
  }
  if (best) return shaped(best.label);
  if (mode === 'walking') return 'Urban Explorer';
  return 'Classic Adventure';
}

// ── Average distance ───────────────────────────────────────────────────────────────────────────

/** 30 min under 2 stops; walking 25-45 min; driving 35-60 min; other modes 40-70 min. */
export function averageDistanceLabel(stopCount: number, mode: TransportMode): string {
  if (stopCount < 2) return '30 min';
  if (mode === 'walking') return '25-45 min';
  if (mode === 'driving') return '35-60 min';
  return '40-70 min';
}

// ── Route themes (clusters) ────────────────────────────────────────────────────────────────────

export const DISCOVERY_ROUTE = 'Discovery Route';

const CLUSTER_KEYWORDS: [string, RegExp][] = [
  ['Ghost Towns', /ghost|abandon|haunt|deserted/],
  ['Retro Foodie Loop', /diner|food|restaurant|cafe|café|pie|burger|bbq|bakery|drive-in|soda/],
  ['Local Music Circuit', /music|guitar|jazz|blues|record|concert|\bband\b|honky/],
  ['Cultural Heritage', /museum|\bart\b|gallery|culture|cultural|heritage|tribal|native/],
  ['Natural Wonders', /nature|park|canyon|lake|mountain|forest|trail|hike|falls|desert|cave|spring|dune/],
  ['Historic Route', /histor|fort\b|mine|mining|century|route 66|pioneer|old /],
  ['Americana Circuit', /americana|roadside|motel|neon|vintage|giant|world'?s largest/],
  ['Oddities Trail', /odd|weird|bizarre|strange|mystery|ufo|alien|quirky|curious/],
];

/** The stop's own cluster wins; otherwise the first keyword cluster; else 'Discovery Route'. */
export function stopCluster(stop: StopText): string {
  if (stop.cluster?.trim()) return stop.cluster.trim();
  const text = textOf(stop);
  for (const [cluster, pattern] of CLUSTER_KEYWORDS) if (pattern.test(text)) return cluster;
  return DISCOVERY_ROUTE;
}

export interface RouteTheme {
  cluster: string;
  stops: number[];
}

/** The Route Themes card: clusters in order of first appearance with the (0-based) stop indexes in each. */
export function routeThemes(stops: readonly StopText[]): RouteTheme[] {
  const themes = new Map<string, number[]>();
  stops.forEach((stop, index) => {
    const cluster = stopCluster(stop);
    themes.set(cluster, [...(themes.get(cluster) ?? []), index]);
  });
  return [...themes].map(([cluster, indexes]) => ({ cluster, stops: indexes }));
}

// ── Plan view summary: VIBE, PACING, BONUS ────────────────────────────────────────────────────

export type Vibe = 'Retro + Musical' | 'Internet Strange' | 'Adventure Seeker' | 'Personalized Weird' | "Gremlin's Choice";

/** VIBE from the personalized insights; no insights → 'Gremlin's Choice'. */
export function vibeLabel(insights: readonly string[]): Vibe {
  if (insights.length === 0) return "Gremlin's Choice";
  const text = insights.join(' ').toLowerCase();
  if (/music|retro|vinyl|spotify|song|\bband|playlist/.test(text)) return 'Retro + Musical';
  if (/internet|reddit|meme|online|subreddit|forum|viral/.test(text)) return 'Internet Strange';
  if (/adventure|outdoor|hik|climb|nature|explor|photo|instagram/.test(text)) return 'Adventure Seeker';
  return 'Personalized Weird';
}

/** The PACING text without a route; the number is computed from the route's legs when there is a route. */
export const PACING_TEXT = '43 min average between stops';

/**
 * "{N} min average between stops", N the mean time of the legs between two stops (lib/route-legs);
 * without a route, the fixed text. The results view's "Between stops" shows the same N.
 */
export function pacingText(route: TripRoute | null | undefined, stopCount: number): string {
  const minutes = averageMinutesBetweenStops(route, stopCount);
  return minutes == null ? PACING_TEXT : `${minutes} min average between stops`;
}

export const BONUS_FOUND = 'Gremlin Surprise';
export const BONUS_NONE = 'No special stops detected';

/** BONUS: 'Gremlin Surprise' when any description mentions abandoned, ghost, secret or hidden. */
export function bonusLabel(stops: readonly Pick<Stop, 'description'>[]): string {
  return stops.some((stop) => /abandoned|ghost|secret|hidden/i.test(stop.description)) ? BONUS_FOUND : BONUS_NONE;
}
