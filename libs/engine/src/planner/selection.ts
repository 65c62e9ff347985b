/** Choosing stops among the candidates, ordering them, and turning a place into a stop. */
import type { Stop } from '@roadgremlin/contracts';
import type { Place, Theme } from '../catalogue/index.js';
import type { Candidate } from './candidates.js';
import { haversineKm, makeRoute, project, type LatLng } from '../geo/index.js';
import type { TripPlan } from './plan-types.js';
import { clusterFor } from './themes.js';

/** The first and last share of an A→B route, and the most of the stops either may hold. */
export const END_ZONE = 0.15;
export const END_SHARE_CAP = 0.4;

/** A drive this long has ends worth keeping a trip out of (its first and last 15 % are suburbs). */
export const SPREAD_MIN_KM = 150;

/** How many of `k` stops the middle of an A→B route must hold once both end zones are full. */
export function middleNeeded(k: number, lengthKm: number): number {
  return Math.max(0, k - 2 * endZoneCap(k, lengthKm));
}

/**
 * Stops either end zone may hold; one or two stops can sit anywhere (a share of them means little),
 * and on a short drive ("Philadelphia to Atlantic City", 97 km) the ends are the two towns the trip
 * is about: half the stops each.
 */
function endZoneCap(k: number, lengthKm: number): number {
  if (k <= 2) return k;
  return lengthKm < SPREAD_MIN_KM ? Math.ceil(k / 2) : Math.floor(END_SHARE_CAP * k);
}

/** Two places of one name are one place to a traveller (a register's row filed under another town, a curated copy): a trip holds one. */
const nameKey = (p: Place) => p.name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');
export const sameName = (a: Place, b: Place) => nameKey(a) === nameKey(b);

/** Imported places of oddness 1: real, but little to see (a former town's site, a society's rooms). */
export const isMinor = (p: Place) => p.tier === 'imported' && p.oddness <= 1;
/** Taken off the score of each minor place past the trip's first third. */
const MINOR_PENALTY = 6;
/** Taken off the score of each imported place (a register's row) past the trip's first third. */
const REGISTER_PENALTY = 3;

export interface SelectOptions {
  loop: boolean;
  lengthKm: number;
  scaleKm: number;
  minGap: number;
  wanted: readonly Theme[];
  /** A→B drive: the most extra driving (km) all stops together may cost (see detourKm)… */
  detourBudgetKm?: number;
  /** …or up to this while only one of the detours is long (over LONG_DETOUR_KM). */
  oneDetourKm?: number;
  /** Below this many stops the budget gives way: the best places past it fill the trip up to here. */
  minStops?: number;
  /** Set when places were left out for their detours (and fewer stops than asked were chosen). */
  report?: { heldBack: boolean };
  /** Nothing lies between the two ends' zones: the ends are what the trip is about, half the stops each. */
  emptyMiddle?: boolean;
}

/** A place this close to the road is on the way: stopping there costs no detour. */
export const ON_ROAD_KM = 5;
/** The extra driving to a place `offKm` off the route and back, past the ON_ROAD_KM either side of it. */
export const detourKm = (offKm: number) => 2 * Math.max(0, offKm - ON_ROAD_KM);
/** A detour longer than this (to a place 15 km off the road) is a long one. */
export const LONG_DETOUR_KM = 20;

/**
 * Greedy pick: each round takes the best candidate once spacing (along the route, or apart in a
 * loop) and variety (a requested theme, or a cluster, not yet covered) are counted in.
 */
export function select(cands: Candidate[], target: number, o: SelectOptions): Candidate[] {
  const chosen: Candidate[] = [];
  const k = Math.min(target, cands.length);
  const gap = o.loop ? Math.max(o.minGap, o.scaleKm / Math.max(2, Math.sqrt(k)) / 2) : o.lengthKm / (k + 1);
  const taken = new Set<Candidate>();
  // A→B: no more than 40 % of the stops in the first or the last 15 % of the route,
  // so a Denver → Yellowstone trip does not spend itself in Denver's suburbs.
  const endCap = o.emptyMiddle ? Math.ceil(k / 2) : endZoneCap(k, o.lengthKm);
  const endOf = (c: Candidate) => (o.loop || o.lengthKm <= 0 ? 0 : c.alongKm < END_ZONE * o.lengthKm ? -1 : c.alongKm > (1 - END_ZONE) * o.lengthKm ? 1 : 0);
  const inEnd = { [-1]: 0, [1]: 0 } as Record<number, number>;
  const maxMinors = Math.max(1, Math.floor(k / 3));
  let minors = 0;
  let registered = 0;
  const budget = o.loop ? Infinity : (o.detourBudgetKm ?? Infinity);
  const oneDetour = o.oneDetourKm ?? 0;
  let spent = 0;
  let longDetours = 0;
  while (chosen.length < k) {
    let best: Candidate | undefined;
    let bestScore = -Infinity;
    // the best place past the detour budget, for a trip still short of minStops
    let over: Candidate | undefined;
    let overScore = -Infinity;
    const coveredThemes = new Set(chosen.flatMap((c) => c.matches));
    const coveredClusters = new Set(chosen.map((c) => clusterFor(c.theme)));
    for (const c of cands) {
      if (taken.has(c)) continue;
      const zone = endOf(c);
      if (zone && inEnd[zone] >= endCap && !c.named) continue;
      const cost = detourKm(c.offKm);
      const fits = c.named || cost === 0 || spent + cost <= budget || (spent + cost <= oneDetour && longDetours + (cost > LONG_DETOUR_KM ? 1 : 0) <= 1);
      let tooClose = false;
      let penalty = 0;
      for (const s of chosen) {
        const km = haversineKm(c.place, s.place);
        if (km < o.minGap || sameName(c.place, s.place)) {
          tooClose = true;
          break;
        }
        const d = o.loop ? km : Math.abs(c.alongKm - s.alongKm);
        if (gap > 0 && d < gap) penalty += 2.5 * (1 - d / gap);
      }
      if (tooClose && !c.named) continue;
      let score = c.base - penalty;
      // A place of little note (a vanished town's site, a society's rooms) is a stop of last resort
      // beyond the first third of a trip's stops: the trip fills with them only when nothing else fits.
      if (isMinor(c.place) && minors >= maxMinors) score -= MINOR_PENALTY;
      // a register's row ("Museum in Courtenay") says little: past a third of the stops, one of
      // ours with prose comes first when there is one
      if (c.place.tier === 'imported' && registered >= maxMinors) score -= REGISTER_PENALTY;
      if (o.wanted.length > 1 && c.matches.some((t) => !coveredThemes.has(t))) score += 1.5;
      if (!coveredClusters.has(clusterFor(c.theme))) score += 0.5;
      if (!fits) {
        if (score > overScore) {
          overScore = score;
          over = c;
        }
      } else if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best && over) {
      if (chosen.length < (o.minStops ?? 0)) best = over;
      else if (o.report) o.report.heldBack = true;
    }
    if (!best) break;
    chosen.push(best);
    taken.add(best);
    if (isMinor(best.place)) minors++;
    if (best.place.tier === 'imported') registered++;
    if (!o.loop) {
      spent += detourKm(best.offKm);
      if (detourKm(best.offKm) > LONG_DETOUR_KM) longDetours++;
    }
    const zone = endOf(best);
    if (zone) inEnd[zone]++;
  }
  return chosen;
}

/** A walking tour's longest hop between two consecutive stops ("within about 2 km": docs/product/quality.md). */
export const WALK_HOP_KM = 2;

/**
 * A walking tour is a chain: from a good start, each next stop is the best one within a short hop
 * of the last, so the walk never has a long leg. Tries the best few starts and keeps the longest
 * chain (then the best total score). The chain's order is the walk's order.
 */
export function selectWalk(cands: readonly Candidate[], k: number, minGap: number, hopKm = WALK_HOP_KM): Candidate[] {
  let best: Candidate[] = [];
  let bestScore = -Infinity;
  for (const start of cands.slice(0, 5)) {
    const chain = [start];
    const taken = new Set([start]);
    while (chain.length < k) {
      const last = chain[chain.length - 1].place;
      let next: Candidate | undefined;
      for (const c of cands) {
        if (taken.has(c) || haversineKm(last, c.place) > hopKm) continue;
        if (chain.some((s) => haversineKm(s.place, c.place) < minGap || sameName(s.place, c.place))) continue;
        if (!next || c.base > next.base) next = c;
      }
      if (!next) break;
      chain.push(next);
      taken.add(next);
    }
    const score = chain.reduce((a, c) => a + c.base, 0);
    if (chain.length > best.length || (chain.length === best.length && score > bestScore)) {
      best = chain;
      bestScore = score;
    }
  }
  return best;
}

/** Closed tour from the centre: nearest neighbour, then 2-opt until no move shortens it. */
export function orderLoop<T extends { place: LatLng }>(items: readonly T[], start: LatLng): T[] {
  const rest = [...items];
  const tour: T[] = [];
  let at = start;
  while (rest.length) {
    let bi = 0;
    for (let i = 1; i < rest.length; i++) if (haversineKm(at, rest[i].place) < haversineKm(at, rest[bi].place)) bi = i;
    const [next] = rest.splice(bi, 1);
    tour.push(next);
    at = next.place;
  }
  const pts = () => [start, ...tour.map((t) => t.place)];
  let improved = true;
  for (let guard = 0; improved && guard < 50; guard++) {
    improved = false;
    const p = pts();
    const n = p.length; // p[0] is the centre, fixed; the tour closes back to it
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = p[i - 1], b = p[i], c = p[j], d = p[(j + 1) % n];
        const delta = haversineKm(a, c) + haversineKm(b, d) - haversineKm(a, b) - haversineKm(c, d);
        if (delta < -1e-9) {
          // reverse tour[i-1 .. j-1]
          const seg = tour.slice(i - 1, j).reverse();
          tour.splice(i - 1, seg.length, ...seg);
          improved = true;
          break;
        }
      }
      if (improved) break;
    }
  }
  return tour;
}

/** A catalogue place as a stop of the plan, in its theme's cluster. */
export function toStop(place: Place, theme: Theme): Stop {
  return {
    id: place.id,
    name: place.name,
    description: place.description,
    lat: place.lat,
    lng: place.lng,
    cluster: clusterFor(theme),
    theme,
    town: place.town,
    region: place.region,
    visitMinutes: place.visitMinutes,
  };
}

/** The theme a place stands for on a trip: the first of its themes the trip asked for, else its own first. */
export function themeFor(place: Place, wanted: readonly Theme[]): Theme {
  return place.themes.find((t) => wanted.includes(t)) ?? place.themes[0];
}

/**
 * The planner's order for any set of stops of a trip: along the route on an A→B trip (never
 * backtracks), else the closed tour from the centre (nearest neighbour + 2-opt).
 */
export function orderStops(stops: readonly Stop[], trip: Pick<TripPlan, 'loop' | 'route' | 'origin'>): Stop[] {
  if (!trip.loop) {
    const route = makeRoute(trip.route);
    return stops
      .map((s) => ({ s, along: project(route, s).alongKm }))
      .sort((a, b) => a.along - b.along)
      .map((x) => x.s);
  }
  // a loop's tour starts at its origin (the centre, or where a loop from elsewhere starts)
  const start = trip.origin ?? trip.route[0];
  return orderLoop(stops.map((s) => ({ s, place: s })), start).map((x) => x.s);
}
