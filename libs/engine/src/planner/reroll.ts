/**
 * Reroll one stop ("Replace with Surprise"): another catalogue place near the old one, inside the
 * corridor or radius the trip used, of the same theme when one exists, never a place already in
 * the trip, and placed so the route order still holds.
 */
import { hashString, type Stop, type TransportMode } from '@roadgremlin/contracts';
import { placeById, type Place, type Theme } from '../catalogue/index.js';
import { PlannerError } from './errors.js';
import { haversineKm, makeRoute, project, type LatLng } from '../geo/index.js';
import { MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM } from './plan-types.js';
import { jitter } from './random.js';
import { placeIndex } from './spatial.js';
import { acceptedThemes, foldText, themesInText } from './themes.js';
import { bestTheme, placeScore } from './score.js';
import { toStop } from './selection.js';

export interface RerollInput {
  /** The trip's stops, in order. */
  stops: readonly Stop[];
  /** Which stop to replace; or give its lat/lng (the nearest stop is taken). */
  index?: number;
  lat?: number;
  lng?: number;
  /** Reroll theme (music, haunted, art, sculpture, abandoned, roadside, nature, food, general) or a catalogue theme. */
  theme?: string;
  mode?: TransportMode;
  /** Default: derived from the trip, so the same reroll gives the same answer. */
  seed?: number;
  /** The plan's route (TripPlan.route) and width (TripPlan.corridorKm); keeps the swap inside them. */
  route?: readonly LatLng[];
  corridorKm?: number;
  /** TripPlan.loop: the route is the loop's centre and corridorKm its radius. */
  loop?: boolean;
}

export interface RerollResult {
  /** The new stop. */
  stop: Stop;
  /** Where it went (the replaced stop's index). */
  index: number;
  /** The whole trip with the stop swapped, order kept. */
  stops: Stop[];
}

/** How far from the old stop to look first (km), by mode; doubled twice if nothing fits. */
const NEAR_KM: Record<TransportMode, number> = { driving: 50, bicycling: 10, walking: 2, transit: 8 };
/** The farthest a replacement may be from the stop it replaces (km). */
export const REROLL_MAX_KM: Record<TransportMode, number> = {
  driving: NEAR_KM.driving * 4,
  bicycling: NEAR_KM.bicycling * 4,
  walking: NEAR_KM.walking * 4,
  transit: NEAR_KM.transit * 4,
};

function indexOf(input: RerollInput): number {
  const { stops } = input;
  if (!stops.length) throw new PlannerError('no_alternative', 'There is no stop to replace.');
  if (input.index !== undefined) {
    if (!Number.isInteger(input.index) || input.index < 0 || input.index >= stops.length) {
      throw new PlannerError('no_alternative', `There is no stop number ${input.index + 1} to replace.`);
    }
    return input.index;
  }
  if (input.lat === undefined || input.lng === undefined) {
    throw new PlannerError('no_alternative', 'Say which stop to replace.');
  }
  const at = { lat: input.lat, lng: input.lng };
  let best = 0;
  for (let i = 1; i < stops.length; i++) if (haversineKm(at, stops[i]) < haversineKm(at, stops[best])) best = i;
  return best;
}

function themeWeights(input: RerollInput, old: Stop, oldPlace: Place | undefined): Map<Theme, number> {
  const asked = input.theme && input.theme !== 'general' ? themesInText(input.theme) : new Map<Theme, number>();
  if (asked.size) return asked;
  const w = new Map<Theme, number>();
  if (oldPlace) for (const t of oldPlace.themes) w.set(t, 1);
  else for (const [t, v] of themesInText(old.theme ?? '')) w.set(t, v);
  return w;
}

export function reroll(input: RerollInput): RerollResult {
  const mode = input.mode ?? 'driving';
  const stops = input.stops;
  const index = indexOf(input);
  const old = stops[index];
  const oldPlace = old.id ? placeById(old.id) : undefined;
  const weights = themeWeights(input, old, oldPlace);
  const seed =
    input.seed ?? hashString(`${stops.map((s) => s.id ?? `${s.lat},${s.lng}`).join('|')}#${index}`);

  const inTripIds = new Set(stops.map((s) => s.id).filter(Boolean));
  const inTripNames = new Set(stops.map((s) => foldText(s.name)));
  const others = stops.filter((_, i) => i !== index);
  const minGap = mode === 'walking' ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;

  // Order and corridor: on an A→B trip the new stop must sit between its neighbours along the route.
  const route = input.route?.length ? makeRoute(input.route) : undefined;
  const loop = input.loop ?? route?.points.length === 1;
  const width = input.corridorKm;
  let lo = -Infinity;
  let hi = Infinity;
  if (route && !loop) {
    if (index > 0) lo = project(route, stops[index - 1]).alongKm;
    if (index < stops.length - 1) hi = project(route, stops[index + 1]).alongKm;
  }
  const prev = stops[index - 1];
  const next = stops[index + 1];

  // A stop of the asked-for theme (or a neighbour of it) when one is anywhere in reach; only then another.
  const accepted = acceptedThemes([...weights.keys()].filter((t) => (weights.get(t) ?? 0) >= 1));
  const near = NEAR_KM[mode];
  const passes = accepted.size ? [true, false] : [false];
  for (const onThemeOnly of passes) for (const radius of [near, near * 2, REROLL_MAX_KM[mode]]) {
    let best: { place: Place; score: number } | undefined;
    for (const place of placeIndex.near(old, radius)) {
      const d = haversineKm(old, place);
      if (d > radius) continue;
      if (inTripIds.has(place.id) || inTripNames.has(foldText(place.name)) || place.status === 'closed') continue;
      if (d < 0.05 && !old.id) continue; // the old stop itself, when it carries no id
      if (onThemeOnly && !place.themes.some((t) => accepted.has(t))) continue;
      if (others.some((s) => haversineKm(s, place) < minGap)) continue;
      if (route && width !== undefined) {
        const pr = project(route, place);
        if (pr.offKm > width) continue;
        if (!loop && (pr.alongKm < lo || pr.alongKm > hi)) continue;
      }
      // the plan's one score (score.ts), nearness to the old stop as its distance, plus the detour
      // between the neighbours and the reroll's own seed
      const detour = prev && next ? haversineKm(prev, place) + haversineKm(place, next) - haversineKm(prev, next) : 0;
      const score = placeScore(place, d, { weights, perKm: 2 / radius }) - detour / (2 * radius) + 1.5 * jitter(seed, place.id);
      if (!best || score > best.score || (score === best.score && place.id < best.place.id)) best = { place, score };
    }
    if (best) {
      const stop = toStop(best.place, bestTheme(best.place, weights));
      const out = [...stops];
      out[index] = stop;
      return { stop, index, stops: out };
    }
  }
  throw new PlannerError('no_alternative', `Gremlin found nothing else near ${old.name} to swap in.`);
}
