/** The candidate pool of a trip: catalogue places in its corridor, radius or region, and their scores. */
import type { TransportMode } from '@roadgremlin/contracts';
import { places, type Place, type Theme } from '../catalogue/index.js';
import { haversineKm, project, type LatLng, type Route } from './geo.js';
import { placeIndex } from './spatial.js';


/** Corridor half-widths (km) tried in turn until there are enough candidates. */
export function corridorLadder(mode: TransportMode, lengthKm: number): number[] {
  switch (mode) {
    case 'walking':
      return [2, 3, 5];
    case 'bicycling':
      return [10, 15, 20];
    case 'transit':
      return [5, 10, 15];
    default: {
      // From the usual width, step by step up to twice it (issue #13 §3); never more than 80 km off.
      const base = Math.round(Math.min(40, Math.max(15, lengthKm * 0.05)));
      return [...new Set([base, Math.round(base * 1.5), base * 2])];
    }
  }
}

/** Loop radii (km) tried in turn. */
export function radiusLadder(mode: TransportMode, days: number): number[] {
  switch (mode) {
    case 'walking':
      // a walking tour stays within a walk: stops a short hop apart around the centre
      return [1.5, 2.5, 3.5];
    case 'bicycling':
      return [10, 20, 30];
    case 'transit':
      return [8, 15, 25];
    default:
      return days <= 1 ? [40, 60, 80] : [Math.min(60 * days, 150), Math.min(100 * days, 250)];
  }
}



export interface Candidate {
  place: Place;
  /** km off the route (A→B) or from the centre (loop) */
  offKm: number;
  /** km along the route (A→B); 0 for loops */
  alongKm: number;
  base: number;
  /** The theme this stop stands for on this trip. */
  theme: Theme;
  /** Requested themes it matches. */
  matches: Theme[];
}

/** A catalogue place near the trip: how far off the line (or from the centre) and how far along. */
export interface RawCandidate {
  place: Place;
  offKm: number;
  alongKm: number;
}

/** How far past the start or the end of an A→B route a stop may lie (issue #13: no backtracking). */
export const OVERHANG_KM = 5;

/**
 * Places within `widthKm` of the route, and not behind its start or beyond its end: a stop 20 km
 * back toward where the traveller came from is a detour, not a stop on the way.
 */
export function candidatesInCorridor(route: Route, widthKm: number): RawCandidate[] {
  const out: RawCandidate[] = [];
  const pts = route.points;
  const first = pts[0];
  const last = pts[pts.length - 1];
  const startDir = pts.length > 1 ? pts[1] : last;
  const endDir = pts.length > 1 ? pts[pts.length - 2] : first;
  for (const place of placeIndex.nearLine(route.points, widthKm)) {
    const pr = project(route, place);
    if (pr.offKm > widthKm) continue;
    if (pr.alongKm <= 0 && overhangKm(first, startDir, place) > OVERHANG_KM) continue;
    if (pr.alongKm >= route.lengthKm && overhangKm(last, endDir, place) > OVERHANG_KM) continue;
    out.push({ place, offKm: pr.offKm, alongKm: pr.alongKm });
  }
  return out;
}

/** How far `p` lies behind `end`, looking from `end` toward `inward` (0 when it is not behind). */
function overhangKm(end: LatLng, inward: LatLng, p: LatLng): number {
  const kx = Math.cos(((end.lat + p.lat) / 2) * (Math.PI / 180)) * 111.195;
  const ky = 111.195;
  const dx = (inward.lng - end.lng) * kx;
  const dy = (inward.lat - end.lat) * ky;
  const len = Math.hypot(dx, dy) || 1;
  const along = ((p.lng - end.lng) * kx * dx + (p.lat - end.lat) * ky * dy) / len;
  return Math.max(0, -along);
}

export function candidatesInRadius(centre: LatLng, radiusKm: number): RawCandidate[] {
  const out: RawCandidate[] = [];
  for (const place of placeIndex.near(centre, radiusKm)) {
    const d = haversineKm(centre, place);
    if (d <= radiusKm) out.push({ place, offKm: d, alongKm: 0 });
  }
  return out;
}

/** Weight given to the theme match (vs oddness 0.5/point and seeded jitter up to 3). */
export const THEME_K = 4;
export const ODDNESS_K = 0.5;
export const JITTER_K = 3;
/** Hand-written places (our own research and prose) win ties over imported ones. */
export const CURATED_K = 1;
/** Insight themes add this much weight to a theme (a sentence theme weighs 1). */
export const INSIGHT_WEIGHT = 0.5;

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

let regionCache: Map<string, Place[]> | undefined;
export function placesInRegion(region: string, centre: LatLng) {
  if (!regionCache) {
    regionCache = new Map();
    for (const p of places) {
      const list = regionCache.get(p.region);
      if (list) list.push(p);
      else regionCache.set(p.region, [p]);
    }
  }
  return (regionCache.get(region) ?? []).map((place) => ({ place, offKm: haversineKm(centre, place), alongKm: 0 }));
}

