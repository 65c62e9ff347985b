/**
 * The one score of a place for a trip, used by every path that picks stops (the plan, the bonus
 * stop, a reroll, the model's shortlist): how well it answers what was asked (the themes' weights,
 * its relevance to a specific interest, its relevance to a broad interest's own words), how odd
 * and how famous it is, whether we wrote it ourselves, and how far it lies off the way.
 */
import type { Place, Theme } from '../catalogue/index.js';
import type { Request } from '../interests/request.js';

/** Weight of the theme match (vs oddness 0.5/point and seeded jitter up to 3). */
export const THEME_K = 4;
/** Weight of a place's relevance to a specific interest (0..1), on the theme's scale. */
export const RELEVANCE_K = 5;
/** …and of its relevance to a broad interest's own words ("mountain music"): a tie-breaker among places on theme. */
export const RANK_K = 1;
export const ODDNESS_K = 0.5;
/** One of the best-known places of its region. */
export const FAME_K = 1.5;
export const JITTER_K = 3;
/** Hand-written places (our own research and prose) win ties over imported ones. */
export const CURATED_K = 1;
/** Insight themes add this much weight to a theme (a sentence theme weighs 1). */
export const INSIGHT_WEIGHT = 0.5;

/** A place of renown: marked famous by our editors, or one of our oddest (oddness 5). */
export function isFamous(p: Place): boolean {
  return p.famous === true || (p.tier === 'curated' && p.oddness >= 5);
}

/** How renowned: 2 marked famous by our editors, 1 one of our oddest, 0 neither (must-sees go in this order). */
export function fameRank(p: Place): number {
  return p.famous === true ? 2 : p.tier === 'curated' && p.oddness >= 5 ? 1 : 0;
}

/** Most renowned first, then the oddest, then the nearest the way (a place's id breaks ties). */
export function byRenown(a: { place: Place; offKm: number }, b: { place: Place; offKm: number }): number {
  return fameRank(b.place) - fameRank(a.place) || b.place.oddness - a.place.oddness || a.offKm - b.offKm || (a.place.id < b.place.id ? -1 : 1);
}

export interface ScoreContext {
  /** Theme → weight (the sentence's themes 1, implied ones less, insight themes added). */
  weights: ReadonlyMap<Theme, number>;
  /** What was asked: relevance to specific and broad interests. */
  ask?: Pick<Request, 'relevance' | 'rank'>;
  /** How much a km off the way costs, in points. */
  perKm: number;
}

/** The score of a place `offKm` off the route (or from the centre). Higher is better. */
export function placeScore(place: Place, offKm: number, ctx: ScoreContext): number {
  let themeW = 0;
  for (const t of place.themes) themeW += ctx.weights.get(t) ?? 0;
  return (
    THEME_K * Math.min(1.5, themeW) +
    (ctx.ask ? RELEVANCE_K * ctx.ask.relevance(place) + RANK_K * ctx.ask.rank(place) : 0) +
    ODDNESS_K * place.oddness +
    (isFamous(place) ? FAME_K : 0) +
    (place.tier === 'curated' ? CURATED_K : 0) -
    offKm * ctx.perKm
  );
}

/** The theme a place stands for on a trip: the one of its themes the trip weighs most. */
export function bestTheme(place: Place, weights: ReadonlyMap<Theme, number>): Theme {
  let best = place.themes[0];
  let bestW = weights.get(best) ?? 0;
  for (const t of place.themes) {
    const w = weights.get(t) ?? 0;
    if (w > bestW) {
      best = t;
      bestW = w;
    }
  }
  return best;
}
