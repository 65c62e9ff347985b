/**
 * Where the trip runs: the two ends resolved together (A→B) along a named or automatic corridor
 * or the straight line, a loop around a town, or a whole state/province.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import { CORRIDORS, type Corridor } from './corridors.js';
import { PlannerError } from './errors.js';
import { geocode, geocodeCandidates, geocodePair, placeLabel, readingsOf, type GeoPlace } from './geocode.js';
import type { Theme } from '../catalogue/index.js';
import { placeIndex } from './spatial.js';
import { acceptedThemes } from './themes.js';
import { haversineKm, makeRoute, project, slice, type LatLng, type Route } from './geo.js';
import type { ParsedTrip } from './parse.js';
import type { PlanEnd } from './plan-types.js';
import { routeLine } from '../routing/index.js';


export interface Geometry {
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
const AUTO_MIN_KM = 150;

/** The planner's road line is simplified to this (the map gets the detailed route). */
const ROAD_LINE_TOLERANCE_M = 1000;
/** A road line longer than this many times the straight distance is a gap in the network. */
const MAX_ROAD_DETOUR = 1.8;
/** Share of the road line that must lie near a known corridor for the trip to carry its name. */
const FOLLOWS_SHARE = 0.8;

/** The known corridor the road line runs along (most of it within the snap distance), if any. */
function followedCorridor(line: readonly LatLng[], tripKm: number): Corridor | null {
  const snap = Math.max(AUTO_SNAP_KM, Math.min(AUTO_SNAP_MAX_KM, AUTO_SNAP_SHARE * tripKm));
  const step = Math.max(1, Math.floor(line.length / 40));
  const sample = line.filter((_, i) => i % step === 0);
  let best: { c: Corridor; share: number } | null = null;
  for (const c of CORRIDORS) {
    if (!c.auto) continue;
    const r = corridorRoutes.get(c.id)!;
    const share = sample.filter((p) => project(r, p).offKm <= snap).length / sample.length;
    if (share >= FOLLOWS_SHARE && (!best || share > best.share)) best = { c, share };
  }
  return best?.c ?? null;
}

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

export function endOf(p: GeoPlace | { name: string; region: string; lat: number; lng: number }): PlanEnd {
  return { name: p.name, region: p.region, lat: p.lat, lng: p.lng };
}

export function resolveGeometry(parsed: ParsedTrip, mode: TransportMode): Geometry {
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
    } else if (mode === 'driving' || mode === 'transit') {
      // The corridor follows the roads the traveller will drive (the embedded router's line), and
      // is named after a known road when it runs along one.
      const road = routeLine(o, d, ROAD_LINE_TOLERANCE_M);
      // The 1:10m road network misses some highways (Hwy 3 in the BC Rockies…): a road line far
      // longer than the trip is a detour through a gap, not the drive; then the straight line.
      const straight = haversineKm(o, d);
      if (road.points.length >= 2 && road.distanceKm <= Math.max(MAX_ROAD_DETOUR * straight, straight + 150)) polyline = road.points;
      if (haversineKm(o, d) >= AUTO_MIN_KM) corridor = followedCorridor(polyline, haversineKm(o, d));
    }
    return { loop: false, origin: o, destination: d, route: makeRoute(polyline), polyline, corridor, areaRegion: null };
  }
  if (parsed.area) {
    const area = geocodeArea(parsed.area, parsed.otherPlaces, parsed.themes);
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

/** A reading of an ambiguous area is meant when the theme's signature place is in that town. */
const SIGNATURE_KM = 25;
/** ...and the other reading has nothing on the theme this near. */
const THEME_TIE_KM = 60;

/**
 * An area two places share a name with ("alien stuff around Roswell": Georgia or New Mexico): when
 * the sentence names a theme, one reading has a signature place on it (hand-written, oddness 5)
 * in town and the other has no hand-written place on it nearby, that one is meant. Otherwise the
 * name stays ambiguous and the 422 names both.
 */
function themedReading(area: string, themes: readonly Theme[], err: PlannerError): GeoPlace | undefined {
  const named = new Set((err.details?.readings ?? []).map((r) => r.label));
  if (!themes.length || named.size < 2) return undefined;
  const accepted = acceptedThemes(themes);
  const nearest = (p: LatLng, signature: boolean) => {
    let best = Infinity;
    for (const place of placeIndex.near(p, THEME_TIE_KM)) {
      if (place.tier !== 'curated' || !place.themes.some((t) => accepted.has(t)) || (signature && place.oddness < 5)) continue;
      best = Math.min(best, haversineKm(p, place));
    }
    return best;
  };
  // the readings the 422 would name, each once
  const readings = readingsOf(area, { role: 'area' }).filter((r, i, all) => named.has(placeLabel(r.place)) && all.findIndex((o) => placeLabel(o.place) === placeLabel(r.place)) === i);
  const meant = readings.filter((r) => nearest(r.place, true) <= SIGNATURE_KM);
  if (meant.length !== 1) return undefined;
  return readings.every((r) => r === meant[0] || nearest(r.place, false) > THEME_TIE_KM) ? meant[0].place : undefined;
}

function geocodeArea(area: string, others: readonly string[], themes: readonly Theme[] = []): GeoPlace {
  let first: { place: GeoPlace } | undefined;
  try {
    first = geocodeCandidates(area, { role: 'area' })[0];
  } catch (err) {
    const meant = err instanceof PlannerError && err.code === 'ambiguous_place' ? themedReading(area, themes, err) : undefined;
    if (!meant) throw err;
    return meant;
  }
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

