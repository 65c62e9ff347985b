/** The candidate pool of a trip: catalogue places in its corridor, radius or region, and their scores. */
import type { TransportMode } from '@roadgremlin/contracts';
import { places, type Place, type Theme } from '../catalogue/index.js';
export { bestTheme, CURATED_K, INSIGHT_WEIGHT, JITTER_K, ODDNESS_K, THEME_K } from './score.js';
import { haversineKm, project, type LatLng, type Route } from '../geo/index.js';
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
      // From the usual width, step by step up to twice it (theme fidelity, docs/product/quality.md#planner-rules); never more than 80 km off.
      const base = Math.round(Math.min(40, Math.max(15, lengthKm * 0.05)));
      return [...new Set([base, Math.round(base * 1.5), base * 2])];
    }
  }
}

/** Loop radii (km) tried in turn. */
/** How far a stay of several days around a town looks first (km): about an hour's drive. */
export const STAY_KM = 80;
/** The steps of a stay's reach, the town first. */
const STAY_STEPS_KM = [30, 55, STAY_KM];

export function radiusLadder(mode: TransportMode, days: number, stay = false): number[] {
  switch (mode) {
    case 'walking':
      // a walking tour stays within a walk: stops a short hop apart around the centre
      return [1.5, 2.5, 3.5];
    case 'bicycling':
      return [10, 20, 30];
    case 'transit':
      return [8, 15, 25];
    default:
      // a stay around a town ("a weekend around Duluth") looks within an hour's drive first and
      // farther only when that holds too few; a loop driven from a town ranges over the days' drive
      if (days <= 1) return [40, 60, 80];
      // (a stay looks in the town and its edges first: "three days in Quebec City" is the city and
      // Montmorency Falls before it is Charlevoix)
      return [...(stay ? STAY_STEPS_KM : []), Math.min(60 * days, 150), Math.min(100 * days, 250)];
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
  /** The sentence names this place ("badlands, Wall Drug and the Corn Palace"): a stop whatever its detour or its end zone. */
  named?: boolean;
}

/** A catalogue place near the trip: how far off the line (or from the centre) and how far along. */
export interface RawCandidate {
  place: Place;
  offKm: number;
  alongKm: number;
}

/** How far past the start or the end of an A→B route a stop may lie ("no backtracking", docs/product/quality.md#planner-rules). */
export const OVERHANG_KM = 5;

/**
 * Places within `widthKm` of the route, and not behind its start or beyond its end: a stop 20 km
 * back toward where the traveller came from is a detour, not a stop on the way.
 */
export function candidatesInCorridor(route: Route, widthKm: number, overhangKmMax = OVERHANG_KM): RawCandidate[] {
  const out: RawCandidate[] = [];
  const pts = route.points;
  const first = pts[0];
  const last = pts[pts.length - 1];
  const startDir = pts.length > 1 ? pts[1] : last;
  const endDir = pts.length > 1 ? pts[pts.length - 2] : first;
  for (const place of placeIndex.nearLine(route.points, widthKm)) {
    const pr = project(route, place);
    if (pr.offKm > widthKm) continue;
    if (pr.alongKm <= 0 && overhangKm(first, startDir, place) > overhangKmMax) continue;
    if (pr.alongKm >= route.lengthKm && overhangKm(last, endDir, place) > overhangKmMax) continue;
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

