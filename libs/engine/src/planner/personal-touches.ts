/**
 * Personal touches for a traveller with a travel personality ('Find My Inner Gremlin', docs/product/rules.md#personalisation):
 *
 * - a `personalizedNote` on every stop whose catalogue themes one of the traveller's insight lines
 *   speaks about (the line itself, as the connections service wrote it from their real data), or,
 *   when no line names the theme, one of their travel themes;
 * - ONE extra catalogue stop, the bonus stop (`isBonus: true`, map legend 'Bonus stop'): the place
 *   inside the trip's corridor / radius / region that best matches their top travel themes, not
 *   already in the trip, placed in route order.
 *
 * - a `personalReason` ('Because you listen to delta blues — Son House') on every stop, the bonus
 *   included, whose catalogue themes include one the connections service gave a reason for (the
 *   strongest such theme wins).
 *
 * Without insights nothing changes. Pure and deterministic: a retried job gets the same trip.
 */
import type { Stop } from '@roadgremlin/contracts';
import { placeById, type Place, type Theme } from '../catalogue/index.js';
import { haversineKm, makeRoute, project, type LatLng } from '../geo/index.js';
import { MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM, type TripPlan } from './plan-types.js';
import { toStop } from './selection.js';
import { bestTheme, placeScore } from './score.js';
import { foldText, PRIMARY_WEIGHT, SECONDARY_WEIGHT, THEME_PHRASES, themesInText } from './themes.js';

export interface PersonalInsights {
  /** Catalogue themes (or words naming them), strongest first (`travelThemes`). */
  themes: readonly string[];
  /** Readable insight lines ('Your Spotify leans outlaw country — …'). */
  readable: readonly string[];
  /** Catalogue theme → what completes "Because …", from the connections service. */
  reasons?: Readonly<Record<string, string>>;
}

/** The parts of the plan the bonus stop has to respect, and the plan's own candidate pool it is chosen from. */
export type TripFrame = Pick<TripPlan, 'route' | 'corridorKm' | 'loop' | 'areaRegion' | 'mode' | 'pool'>;


interface Line {
  text: string;
  /** Themes the line names outright. */
  themes: Map<Theme, number>;
}

const themeWords = (t: Theme) => t.replace('-', ' ');

/**
 * Travel-theme weights from the strongest-first list: 1 for the first, 0.15 less per rank (never
 * under 0.4); themes only named by an insight line count at their line weight × 0.5.
 */
function travelWeights(insights: PersonalInsights, lines: readonly Line[]): Map<Theme, number> {
  const weights = new Map<Theme, number>();
  insights.themes.forEach((text, rank) => {
    for (const [t, w] of themesInText(text)) {
      const v = w * Math.max(0.4, 1 - 0.15 * rank);
      if (v > (weights.get(t) ?? 0)) weights.set(t, v);
    }
  });
  for (const line of lines) {
    for (const [t, w] of line.themes) if (!weights.has(t)) weights.set(t, 0.5 * w);
  }
  return weights;
}

/**
 * For the bonus only: the travel themes plus their close relatives at the planner's secondary
 * weight (a ghost-town lover gets an abandoned place before nothing), the way the planner reads
 * 'ghost towns' in a sentence.
 */
function withRelatives(weights: ReadonlyMap<Theme, number>): Map<Theme, number> {
  const out = new Map(weights);
  for (const [t, w] of weights) {
    for (const r of THEME_PHRASES[themeWords(t)]?.also ?? []) {
      if ((out.get(r) ?? 0) < SECONDARY_WEIGHT * w) out.set(r, SECONDARY_WEIGHT * w);
    }
  }
  return out;
}

function placeThemes(stop: Stop): Theme[] {
  const place = stop.id ? placeById(stop.id) : undefined;
  if (place) return [...place.themes];
  return stop.theme ? [...themesInText(stop.theme).keys()] : [];
}

/** The insight line that speaks most directly about one of these themes (earlier lines win ties). */
function lineFor(themes: readonly Theme[], lines: readonly Line[]): Line | undefined {
  let best: Line | undefined;
  let bestW = 0;
  for (const line of lines) {
    let w = 0;
    for (const t of themes) w = Math.max(w, line.themes.get(t) ?? 0);
    if (w > bestW) {
      best = line;
      bestW = w;
    }
  }
  return best;
}

function noteFor(themes: readonly Theme[], lines: readonly Line[], weights: ReadonlyMap<Theme, number>): string | undefined {
  const line = lineFor(themes, lines);
  if (line) return line.text;
  const theme = strongest(themes, weights);
  return theme ? `Matches your ${themeWords(theme)} streak from your connected accounts.` : undefined;
}

/** 'Because …' for the strongest of the stop's themes that has a reason (travel weight first, then catalogue order). */
function reasonFor(themes: readonly Theme[], weights: ReadonlyMap<Theme, number>, reasons: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!reasons) return undefined;
  const withReason = themes.filter((t) => reasons[t]);
  const theme = strongest(withReason, weights) ?? withReason[0];
  return theme ? `Because ${reasons[theme]}` : undefined;
}

function strongest(themes: readonly Theme[], weights: ReadonlyMap<Theme, number>): Theme | undefined {
  let best: Theme | undefined;
  for (const t of themes) if ((weights.get(t) ?? 0) > (best ? weights.get(best)! : 0)) best = t;
  return best;
}

/**
 * The bonus place: the best of the plan's own pool (pool.ts: in the corridor or area, in the trip's
 * country, never behind the start or past the end) for the traveller's travel themes, by the one
 * score (score.ts) with those themes as its weights; not already a stop, never too close to one.
 */
export function pickBonusPlace(stops: readonly Stop[], frame: TripFrame, weights: ReadonlyMap<Theme, number>): { place: Place; theme: Theme; alongKm: number } | undefined {
  const ids = new Set(stops.map((s) => s.id).filter(Boolean));
  const names = new Set(stops.map((s) => foldText(s.name)));
  const minGap = frame.mode === 'walking' ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;
  const ctx = { weights, perKm: 1 / Math.max(frame.corridorKm, 1) };
  let best: { place: Place; theme: Theme; alongKm: number; score: number } | undefined;
  for (const c of frame.pool) {
    const place = placeById(c.id);
    if (!place || ids.has(place.id) || names.has(foldText(place.name))) continue;
    if (!place.themes.some((t) => (weights.get(t) ?? 0) > 0)) continue;
    if (stops.some((s) => haversineKm(s, place) < minGap)) continue;
    const score = placeScore(place, c.offKm, ctx);
    if (!best || score > best.score || (score === best.score && place.id < best.place.id)) {
      best = { place, theme: bestTheme(place, weights), alongKm: c.alongKm, score };
    }
  }
  return best && { place: best.place, theme: best.theme, alongKm: best.alongKm };
}

/** Where the bonus goes: A→B by distance along the route; a loop at the cheapest detour of the closed tour. */
function insertAt(stops: readonly Stop[], bonus: LatLng, frame: TripFrame, alongKm: number): number {
  if (!frame.loop && !frame.areaRegion && frame.route.length > 1) {
    const route = makeRoute(frame.route);
    const idx = stops.findIndex((s) => project(route, s).alongKm > alongKm);
    return idx === -1 ? stops.length : idx;
  }
  const centre = frame.route[0] ?? stops[0];
  const tour: LatLng[] = [centre, ...stops, centre];
  let bestIdx = stops.length;
  let bestCost = Infinity;
  for (let i = 0; i < tour.length - 1; i++) {
    const cost = haversineKm(tour[i], bonus) + haversineKm(bonus, tour[i + 1]) - haversineKm(tour[i], tour[i + 1]);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      bestIdx = i;
    }
  }
  return bestIdx;
}

/**
 * The trip's stops with personal notes and the bonus stop, or the stops unchanged when there are
 * no insights. Notes the model already wrote are kept.
 */
export function addPersonalTouches(stops: readonly Stop[], frame: TripFrame, insights: PersonalInsights): Stop[] {
  if (!insights.themes.length && !insights.readable.length) return [...stops];
  // Only the themes a line names outright ('ghost town', 'haunted'): a loose fit is no reason to quote it.
  const lines: Line[] = insights.readable
    .map((text) => ({ text, themes: new Map([...themesInText(text)].filter(([, w]) => w >= PRIMARY_WEIGHT)) }))
    .filter((l) => l.themes.size > 0);
  const weights = travelWeights(insights, lines);
  if (!weights.size) return [...stops];

  const out: Stop[] = stops.map((stop) => {
    const themes = placeThemes(stop).filter((t) => weights.has(t));
    const reason = reasonFor(themes, weights, insights.reasons);
    const withReason = reason ? { ...stop, personalReason: reason } : stop;
    if (stop.personalizedNote) return withReason;
    const note = themes.length ? noteFor(themes, lines, weights) : undefined;
    return note ? { ...withReason, personalizedNote: note } : withReason;
  });

  const bonus = pickBonusPlace(out, frame, withRelatives(weights));
  if (!bonus) return out;
  const { place, theme } = bonus;
  // The travel theme that earned the place: its own, or the one it is a close relative of.
  const via = weights.has(theme) ? theme : strongest([...weights.keys()].filter((t) => THEME_PHRASES[themeWords(t)]?.also?.includes(theme)), weights) ?? theme;
  const line = via === theme ? lineFor([theme], lines) : undefined;
  const note = line
    ? `Bonus stop for you: ${line.text}`
    : via === theme
      ? `Bonus stop for your ${themeWords(theme)} streak, from your connected accounts.`
      : `Bonus stop: a ${themeWords(theme)} detour for your ${themeWords(via)} streak.`;
  const reason = reasonFor([via, ...place.themes.filter((t) => t !== via)], weights, insights.reasons);
  const stop: Stop = { ...toStop(place, theme), isBonus: true, personalizedNote: note, ...(reason ? { personalReason: reason } : {}) };
  out.splice(insertAt(out, place, frame, bonus.alongKm), 0, stop);
  return out;
}
