/**
 * The planner: sentence → route of catalogue stops (+ lodging per night). Pure and deterministic
 * for the same request and seed. See README.md in this folder for the algorithm in brief.
 */
import type { Accommodation, Stop, TransportMode, TripRequest } from '@roadgremlin/contracts';
import { places, type Lodging, type Place, type Theme } from '../catalogue/index.js';
import { CORRIDORS, type Corridor } from './corridors.js';
import { PlannerError } from './errors.js';
import { geocode, geocodeCandidates, geocodePair, type GeoPlace } from './geocode.js';
import { haversineKm, makeRoute, pointAlong, project, slice, tourKm, type LatLng, type Route } from './geo.js';
import { MAX_DAYS, parseTrip, type ParsedTrip } from './parse.js';
import { jitter } from './random.js';
import { routeRegionOf } from './route-region.js';
import { lodgingIndex, placeIndex } from './spatial.js';
import { clusterFor, themesInText } from './themes.js';

/** The contract's trip request; every field but the prompt may be left to the planner's defaults. */
export type PlanRequest = Pick<TripRequest, 'prompt'> & Partial<Omit<TripRequest, 'prompt'>>;

export interface PlanOptions {
  /** Same seed, same trip; Regenerate sends another. Default 1. */
  seed?: number;
  /** Themes from the traveller's connected accounts ("indie rock", "ghost towns", "music"). */
  insightThemes?: readonly string[];
}

export interface PlanEnd {
  name: string;
  region: string;
  lat: number;
  lng: number;
}

export interface TripPlan {
  stops: Stop[];
  accommodations: Accommodation[];
  origin: PlanEnd;
  /** null for a loop (an area trip). */
  destination: PlanEnd | null;
  routeRegion: string;
  days: number;
  mode: TransportMode;
  themes: Theme[];
  /** true for an area trip that starts and ends at `origin`. */
  loop: boolean;
  /** A→B: the route's polyline (origin … destination); loop: [centre]. */
  route: LatLng[];
  /** A→B: half-width of the corridor used; loop: its radius (km). */
  corridorKm: number;
  /** Set when the area is a whole state/province: every stop lies in it. */
  areaRegion: string | null;
  /** Named corridor followed (corridors.ts id), if any. */
  corridor: string | null;
  /** A→B: route length; loop: length of the closed tour through the stops (km, straight lines). */
  distanceKm: number;
  /** How many catalogue places the final corridor / radius held (the pool the stops came from). */
  candidates: number;
  seed: number;
}

/** Stops never exceed this, whatever the length (SPEC: a trip is a short list). */
export const MAX_STOPS = 12;
/** No two stops closer than this (km), except on foot. */
export const MIN_STOP_SPACING_KM = 1;
export const MIN_WALKING_SPACING_KM = 0.1;
/** Driving trips longer than this get at least MIN_LONG_DRIVE_STOPS stops. */
export const LONG_DRIVE_KM = 150;
export const MIN_LONG_DRIVE_STOPS = 5;

/** Km a day covers by mode, for the default trip length of an A→B trip. */
const KM_PER_DAY: Record<TransportMode, number> = { driving: 450, bicycling: 70, walking: 15, transit: 250 };

/** Corridor half-widths (km) tried in turn until there are enough candidates. */
function corridorLadder(mode: TransportMode, lengthKm: number): number[] {
  switch (mode) {
    case 'walking':
      return [2, 3, 5];
    case 'bicycling':
      return [10, 15, 20];
    case 'transit':
      return [5, 10, 15];
    default: {
      const base = Math.round(Math.min(50, Math.max(15, lengthKm * 0.04)));
      return [...new Set([base, Math.max(base, 30), 50, 80])];
    }
  }
}

/** Loop radii (km) tried in turn. */
function radiusLadder(mode: TransportMode, days: number): number[] {
  switch (mode) {
    case 'walking':
      return [2.5, 4, 6];
    case 'bicycling':
      return [10, 20, 30];
    case 'transit':
      return [8, 15, 25];
    default:
      return days <= 1 ? [40, 60, 80] : [Math.min(60 * days, 150), Math.min(100 * days, 250)];
  }
}

/** How many stops: 4–6 for a day, about 3 a day after, never more than 12. */
export function targetStopCount(mode: TransportMode, days: number, tripKm: number): number {
  let n = days <= 1 ? (mode === 'transit' ? 4 : mode === 'driving' && tripKm > LONG_DRIVE_KM ? 6 : 5) : 3 * days;
  if (mode === 'driving') n = Math.max(n, MIN_LONG_DRIVE_STOPS);
  return Math.min(MAX_STOPS, n);
}

// ---------------------------------------------------------------------------------------------
// Geometry of the trip

interface Geometry {
  loop: boolean;
  origin: GeoPlace | PlanEnd & { region: string };
  destination: (GeoPlace | (PlanEnd & { region: string })) | null;
  /** A→B route (densified) or a one-point route at the loop centre. */
  route: Route;
  /** Points for the output polyline (coarse). */
  polyline: LatLng[];
  corridor: Corridor | null;
  areaRegion: string | null;
}

/** Max km an end may lie off a named corridor and still be routed along it. */
const NAMED_SNAP_KM = 120;
const NAMED_MAX_DETOUR = 3;
/**
 * Auto-routing along a corridor needs both ends close to it (35 km, or up to 15 % of the trip
 * for a long one: Halifax is 90 km off the Trans-Canada) and a detour of at most 40 %.
 */
const AUTO_SNAP_KM = 35;
const AUTO_SNAP_SHARE = 0.15;
const AUTO_SNAP_MAX_KM = 120;
const AUTO_MAX_DETOUR = 1.4;
const AUTO_MIN_KM = 150;

const corridorRoutes = new Map(CORRIDORS.map((c) => [c.id, makeRoute(c.waypoints)]));

function alongCorridor(c: Corridor, a: LatLng, b: LatLng, snapKm: number, maxDetour: number): LatLng[] | null {
  const r = corridorRoutes.get(c.id)!;
  const pa = project(r, a);
  const pb = project(r, b);
  if (pa.offKm > snapKm || pb.offKm > snapKm) return null;
  const along = Math.abs(pb.alongKm - pa.alongKm);
  const straight = haversineKm(a, b);
  if (along + pa.offKm + pb.offKm > straight * maxDetour) return null;
  const mid = slice(r, pa.alongKm, pb.alongKm);
  return [a, ...mid, b];
}

function endOf(p: GeoPlace | { name: string; region: string; lat: number; lng: number }): PlanEnd {
  return { name: p.name, region: p.region, lat: p.lat, lng: p.lng };
}

function resolveGeometry(parsed: ParsedTrip, mode: TransportMode): Geometry {
  const named = parsed.corridor;
  if (parsed.origin && parsed.destination) {
    const [o, d] = geocodePair(parsed.origin, parsed.destination);
    if (haversineKm(o, d) < 1) return loopAround(o);
    let polyline: LatLng[] = [o, d];
    let corridor: Corridor | null = null;
    if (named) {
      const along = alongCorridor(named, o, d, NAMED_SNAP_KM, NAMED_MAX_DETOUR);
      if (along) {
        polyline = along;
        corridor = named;
      }
    } else if (mode !== 'walking' && haversineKm(o, d) >= AUTO_MIN_KM) {
      const snap = Math.max(AUTO_SNAP_KM, Math.min(AUTO_SNAP_MAX_KM, AUTO_SNAP_SHARE * haversineKm(o, d)));
      let best: { pts: LatLng[]; c: Corridor; km: number } | null = null;
      for (const c of CORRIDORS) {
        if (!c.auto) continue;
        const pts = alongCorridor(c, o, d, snap, AUTO_MAX_DETOUR);
        if (!pts) continue;
        const km = makeRoute(pts).lengthKm;
        if (!best || km < best.km) best = { pts, c, km };
      }
      if (best) {
        polyline = best.pts;
        corridor = best.c;
      }
    }
    return { loop: false, origin: o, destination: d, route: makeRoute(polyline), polyline, corridor, areaRegion: null };
  }
  if (parsed.area) {
    const area = geocodeArea(parsed.area, parsed.otherPlaces);
    return loopAround(area);
  }
  if (named) {
    // "weird stuff along Route 66": the whole corridor, end to end
    const wps = named.waypoints;
    const o = wps[0];
    const d = wps[wps.length - 1];
    const polyline = wps.map((p) => ({ lat: p.lat, lng: p.lng }));
    return {
      loop: false,
      origin: { name: o.name, region: o.region, lat: o.lat, lng: o.lng },
      destination: { name: d.name, region: d.region, lat: d.lat, lng: d.lng },
      route: makeRoute(polyline),
      polyline,
      corridor: named,
      areaRegion: null,
    };
  }
  throw new PlannerError(
    'no_place',
    "Gremlin needs to know where: name a town, a state or a road (e.g. 'ghost towns from Las Vegas to Reno').",
  );
}

function geocodeArea(area: string, others: readonly string[]): GeoPlace {
  const first = geocodeCandidates(area, { role: 'area' })[0];
  if (first) return first.place;
  for (const o of others) {
    const c = geocodeCandidates(o, { role: 'area' })[0];
    if (c) return c.place;
  }
  return geocode(area, { role: 'area' }); // throws unknown_place naming the area
}

function loopAround(p: GeoPlace): Geometry {
  const centre = { lat: p.lat, lng: p.lng };
  return {
    loop: true,
    origin: p,
    destination: null,
    route: makeRoute([centre]),
    polyline: [centre],
    corridor: null,
    areaRegion: p.kind === 'region' ? p.region : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Candidates and scoring

interface Candidate {
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

function candidatesInCorridor(route: Route, widthKm: number): { place: Place; offKm: number; alongKm: number }[] {
  const out: { place: Place; offKm: number; alongKm: number }[] = [];
  for (const place of placeIndex.nearLine(route.points, widthKm)) {
    const pr = project(route, place);
    if (pr.offKm <= widthKm) out.push({ place, offKm: pr.offKm, alongKm: pr.alongKm });
  }
  return out;
}

function candidatesInRadius(centre: LatLng, radiusKm: number): { place: Place; offKm: number; alongKm: number }[] {
  const out: { place: Place; offKm: number; alongKm: number }[] = [];
  for (const place of placeIndex.near(centre, radiusKm)) {
    const d = haversineKm(centre, place);
    if (d <= radiusKm) out.push({ place, offKm: d, alongKm: 0 });
  }
  return out;
}

/** Weight given to the theme match (vs oddness 0.5/point and seeded jitter up to 3). */
const THEME_K = 4;
const ODDNESS_K = 0.5;
const JITTER_K = 3;
/** Insight themes add this much weight to a theme (a sentence theme weighs 1). */
export const INSIGHT_WEIGHT = 0.5;

function bestTheme(place: Place, weights: ReadonlyMap<Theme, number>): Theme {
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

// ---------------------------------------------------------------------------------------------

export function plan(request: PlanRequest, options: PlanOptions = {}): TripPlan {
  const seed = options.seed ?? 1;
  const parsed = parseTrip(request.prompt, { startDate: request.startDate, endDate: request.endDate });
  // The request's mode wins unless the sentence insists on walking, cycling or transit.
  const mode: TransportMode = parsed.mode ?? request.mode ?? 'driving';
  const geo = resolveGeometry(parsed, mode);

  const weights = new Map<Theme, number>();
  for (const [t, w] of Object.entries(parsed.themeWeights) as [Theme, number][]) weights.set(t, w);
  for (const text of options.insightThemes ?? []) {
    for (const [t, w] of themesInText(text)) weights.set(t, (weights.get(t) ?? 0) + INSIGHT_WEIGHT * w);
  }
  const wanted = parsed.themes;

  const lengthKm = geo.route.lengthKm;
  const days = Math.min(
    MAX_DAYS,
    parsed.days ?? (geo.loop ? 1 : Math.max(1, Math.ceil(lengthKm / KM_PER_DAY[mode]))),
  );
  const target = targetStopCount(mode, days, geo.loop ? 0 : lengthKm);

  // Candidates, widening until there are enough (and enough of the asked-for themes).
  const ladder = geo.areaRegion ? [Infinity] : geo.loop ? radiusLadder(mode, days) : corridorLadder(mode, lengthKm);
  let raw: { place: Place; offKm: number; alongKm: number }[] = [];
  let widthKm = ladder[0];
  const centre = geo.route.points[0];
  for (let i = 0; i < ladder.length; i++) {
    widthKm = ladder[i];
    if (geo.areaRegion) {
      raw = placesInRegion(geo.areaRegion, centre);
    } else {
      raw = geo.loop ? candidatesInRadius(centre, widthKm) : candidatesInCorridor(geo.route, widthKm);
    }
    const themed = wanted.length ? raw.filter((c) => c.place.themes.some((t) => wanted.includes(t))).length : raw.length;
    const isLastUsualRung = mode === 'driving' && !geo.loop ? widthKm >= 50 : false;
    if (raw.length >= target && themed >= Math.ceil(target / 2)) break;
    if (isLastUsualRung && raw.length >= target) break;
  }
  if (!raw.length) {
    const where = geo.destination ? `between ${geo.origin.name} and ${geo.destination.name}` : `around ${geo.origin.name}`;
    throw new PlannerError('no_stops', `Gremlin found no odd stops ${where} yet.`);
  }

  const scale = geo.areaRegion ? Math.max(...raw.map((c) => c.offKm), 1) : widthKm;
  const candidates: Candidate[] = raw.map(({ place, offKm, alongKm }) => {
    let themeW = 0;
    for (const t of place.themes) themeW += weights.get(t) ?? 0;
    let base = THEME_K * Math.min(1.5, themeW) + ODDNESS_K * place.oddness + JITTER_K * jitter(seed, place.id);
    // stay near the line / the centre; a whole-region loop is pulled towards its anchor by day budget
    base -= geo.loop ? (geo.areaRegion ? offKm / (150 * days) : (2 * offKm) / scale) : offKm / scale;
    return { place, offKm, alongKm, base, theme: bestTheme(place, weights), matches: place.themes.filter((t) => wanted.includes(t)) };
  });
  candidates.sort((a, b) => b.base - a.base || (a.place.id < b.place.id ? -1 : 1));

  const minGap = mode === 'walking' ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;
  const chosen = select(candidates, target, { loop: geo.loop, lengthKm, scaleKm: scale, minGap, wanted });
  const ordered = geo.loop ? orderLoop(chosen, centre) : [...chosen].sort((a, b) => a.alongKm - b.alongKm || (a.place.id < b.place.id ? -1 : 1));

  const stops = ordered.map((c) => toStop(c.place, c.theme));
  const distanceKm = geo.loop ? tourKm([centre, ...ordered.map((c) => c.place)], true) : lengthKm;
  const accommodations = lodgingsFor(days, geo, ordered, mode, request);

  const regionCodes = [geo.origin.region, ...stops.map((s) => s.region!), ...(geo.destination ? [geo.destination.region] : [])];
  return {
    stops,
    accommodations,
    origin: endOf(geo.origin),
    destination: geo.destination ? endOf(geo.destination) : null,
    routeRegion: routeRegionOf(regionCodes),
    days,
    mode,
    themes: wanted,
    loop: geo.loop,
    route: geo.polyline.map((p) => ({ lat: round5(p.lat), lng: round5(p.lng) })),
    corridorKm: geo.areaRegion ? Math.ceil(Math.max(...ordered.map((c) => c.offKm))) : widthKm,
    areaRegion: geo.areaRegion,
    corridor: geo.corridor?.id ?? null,
    distanceKm: Math.round(distanceKm * 10) / 10,
    candidates: candidates.length,
    seed,
  };
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

let regionCache: Map<string, Place[]> | undefined;
function placesInRegion(region: string, centre: LatLng) {
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

interface SelectOptions {
  loop: boolean;
  lengthKm: number;
  scaleKm: number;
  minGap: number;
  wanted: readonly Theme[];
}

/**
 * Greedy pick: each round takes the best candidate once spacing (along the route, or apart in a
 * loop) and variety (a requested theme, or a cluster, not yet covered) are counted in.
 */
function select(cands: Candidate[], target: number, o: SelectOptions): Candidate[] {
  const chosen: Candidate[] = [];
  const k = Math.min(target, cands.length);
  const gap = o.loop ? Math.max(o.minGap, o.scaleKm / Math.max(2, Math.sqrt(k)) / 2) : o.lengthKm / (k + 1);
  const taken = new Set<Candidate>();
  while (chosen.length < k) {
    let best: Candidate | undefined;
    let bestScore = -Infinity;
    const coveredThemes = new Set(chosen.flatMap((c) => c.matches));
    const coveredClusters = new Set(chosen.map((c) => clusterFor(c.theme)));
    for (const c of cands) {
      if (taken.has(c)) continue;
      let tooClose = false;
      let penalty = 0;
      for (const s of chosen) {
        const km = haversineKm(c.place, s.place);
        if (km < o.minGap) {
          tooClose = true;
          break;
        }
        const d = o.loop ? km : Math.abs(c.alongKm - s.alongKm);
        if (gap > 0 && d < gap) penalty += 2.5 * (1 - d / gap);
      }
      if (tooClose) continue;
      let score = c.base - penalty;
      if (o.wanted.length > 1 && c.matches.some((t) => !coveredThemes.has(t))) score += 1.5;
      if (!coveredClusters.has(clusterFor(c.theme))) score += 0.5;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best) break;
    chosen.push(best);
    taken.add(best);
  }
  return chosen;
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

// ---------------------------------------------------------------------------------------------
// Lodging

/** Lodgings within this many km of a night's end point count as "near". */
const LODGING_NEAR_KM: Record<TransportMode, number> = { driving: 60, bicycling: 15, walking: 3, transit: 10 };

function lodgingsFor(days: number, geo: Geometry, ordered: readonly Candidate[], mode: TransportMode, req: PlanRequest): Accommodation[] {
  const nights = days - 1;
  if (nights <= 0) return [];
  const out: (Accommodation & { id: string })[] = [];
  const used = new Set<string>();
  const perDay = Math.ceil(ordered.length / days);
  for (let night = 1; night <= nights; night++) {
    let end: LatLng;
    if (geo.loop) {
      const last = ordered[Math.min(ordered.length, night * perDay) - 1];
      end = last ? last.place : geo.route.points[0];
    } else {
      end = pointAlong(geo.route, (geo.route.lengthKm * night) / days);
    }
    const lodging = pickLodging(end, used, out[out.length - 1]?.id, LODGING_NEAR_KM[mode], req);
    if (!lodging) break;
    used.add(lodging.id);
    out.push({
      id: lodging.id,
      name: lodging.name,
      address: lodging.address,
      description: lodging.description,
      type: lodging.type,
      priceRange: lodging.priceRange,
      estimatedPrice: lodging.estimatedPrice,
      amenities: [...lodging.amenities],
      lat: lodging.lat,
      lng: lodging.lng,
      night,
    });
  }
  return out.map(({ id: _id, ...a }) => a);
}

/**
 * Best lodging near the point: closest first, nudged towards pet-friendly ones when there are pets.
 * A lodging is never booked for two separate stretches; a second night in a row at the same one
 * is fine when it is near this night's end point too. When none is near, the closest farther out.
 */
function pickLodging(p: LatLng, used: ReadonlySet<string>, lastId: string | undefined, nearKm: number, req: PlanRequest): Lodging | undefined {
  const pets = (req.pets ?? 0) > 0;
  for (const radius of [nearKm, nearKm * 4, 400, 1500, Infinity]) {
    let best: Lodging | undefined;
    let bestScore = Infinity;
    for (const l of lodgingIndex.near(p, radius)) {
      if (used.has(l.id) && l.id !== lastId) continue;
      const km = haversineKm(p, l);
      if (km > radius || (l.id === lastId && km > nearKm)) continue;
      let score = km / Math.max(nearKm, 1);
      if (l.id === lastId) score += 0.5; // a new place when one is about as close
      if (pets && !l.amenities.some((a) => /pet|dog/i.test(a))) score += 0.5;
      if (score < bestScore || (score === bestScore && best && l.id < best.id)) {
        bestScore = score;
        best = l;
      }
    }
    if (best) return best;
  }
  return undefined;
}

