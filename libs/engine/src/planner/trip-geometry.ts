/**
 * Where the trip runs: the two ends resolved together (A→B) along a named or automatic corridor
 * or the straight line, a loop around a town, or a whole state/province.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import { CORRIDORS, type Corridor } from './corridors.js';
import { PlannerError } from './errors.js';
import { geocode, geocodeCandidates, geocodePair, placeLabel, readingsOf, type GeoPlace, type Guess, type PairContext } from './geocode.js';
import { isFamous } from './score.js';
import { inArea, type Area } from '../gazetteer/areas.js';
import { places, type Place, type Theme } from '../catalogue/index.js';
import { foldText } from './themes.js';
import { isDictionaryWord } from '../reader/vocabulary.js';
import { thesaurusWords } from '../interests/thesaurus.js';
import { placeIndex } from './spatial.js';
import { haversineKm, makeRoute, pointAlong, project, slice, type LatLng, type Projection, type Route } from '../geo/index.js';
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
  /** Places passed on the way (A→B), in order. */
  via: GeoPlace[];
  /** A loop around a named area (a county, region, park, neighbourhood): how far from its centre it reaches. */
  areaRadiusKm: number | null;
  /** The named road's towns the trip passes, in order (the drive goes through them). */
  through: LatLng[];
  /** A loop that starts elsewhere ("the Olympic Peninsula from Seattle"): the place it goes around; `origin` is the start. */
  around: GeoPlace | null;
  /** A road that goes round driven from a town on it (the Cabot Trail from Baddeck): A→B, ending where it began. */
  circuit?: boolean;
  /** There and back: the route returns to the origin ("and back", or a loop through places named together). */
  back?: boolean;
  /** A stay around a town ("this weekend around Duluth", "3 days in Quebec City"), not a loop driven from it: its places stay near it when it has them. */
  stay?: boolean;
}

/** The named area a loop goes around (a county, a park, a neighbourhood), if it is one. */
export function namedAreaOf(geo: Geometry): Area | undefined {
  return geo.around?.area ?? ('area' in geo.origin ? geo.origin.area : undefined);
}

/** Where a trip starts or ends for an area: its anchor town when the area is large, else its middle. */
const AREA_END_CENTRE_KM = 15;
function endPoint(p: GeoPlace): GeoPlace {
  if (!p.area || p.area.radiusKm <= AREA_END_CENTRE_KM) return p;
  return { ...p, lat: p.area.anchor.lat, lng: p.area.anchor.lng };
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

function alongCorridor(c: Corridor, a: LatLng, b: LatLng, snapKm: number, maxDetour: number): { line: LatLng[]; towns: LatLng[] } | null {
  const r = corridorRoutes.get(c.id)!;
  const pa = project(r, a);
  const pb = project(r, b);
  if (pa.offKm > snapKm || pb.offKm > snapKm) return null;
  const along = Math.abs(pb.alongKm - pa.alongKm);
  const straight = haversineKm(a, b);
  if (along + pa.offKm + pb.offKm > straight * maxDetour) return null;
  const mid = slice(r, pa.alongKm, pb.alongKm);
  // the road's own towns on the way (not the two ends themselves)
  const lo = Math.min(pa.alongKm, pb.alongKm) + THROUGH_END_KM;
  const hi = Math.max(pa.alongKm, pb.alongKm) - THROUGH_END_KM;
  const towns = c.waypoints.map((w) => ({ w, at: project(r, w).alongKm })).filter((x) => x.at > lo && x.at < hi).sort((x, y) => (pa.alongKm <= pb.alongKm ? x.at - y.at : y.at - x.at));
  return { line: [a, ...mid, b], towns: towns.map((x) => ({ lat: x.w.lat, lng: x.w.lng })) };
}
/** The named road must carry at least this share of an A→B trip whose ends lie far off it. */
const APPROACH_ROAD_SHARE = 0.5;

/**
 * A named road between two ends that lie off it (more than NAMED_SNAP_KM): the road line to the
 * road, the road, and the road line on to the end — when the road carries most of the way and the
 * whole is no longer than NAMED_MAX_DETOUR times the straight distance.
 */
function approachCorridor(c: Corridor, o: LatLng, d: LatLng, slow: boolean): { line: LatLng[]; towns: LatLng[] } | null {
  const r = corridorRoutes.get(c.id)!;
  // the drive joins the road where the way to it plus the road on to the end is shortest, and
  // leaves it likewise: not at the road's nearest point when that lies behind (Toronto to Vancouver
  // on the Trans-Canada joins it in northern Ontario, not at Montréal)
  const nb = project(r, d);
  const pa = joinPoint(r, o, nb.alongKm);
  const pb = joinPoint(r, d, pa.alongKm);
  const straight = haversineKm(o, d);
  const alongKm = Math.abs(pb.alongKm - pa.alongKm);
  if (alongKm < APPROACH_ROAD_SHARE * straight || pa.offKm + alongKm + pb.offKm > straight * NAMED_MAX_DETOUR) return null;
  return throughRoad(c, o, pointAlong(r, pa.alongKm), pointAlong(r, pb.alongKm), d, slow);
}

/** The road line from `o` to the named road at `a`, the road from `a` to `b`, and the road line on to `d`. */
function throughRoad(c: Corridor, o: LatLng, a: LatLng, b: LatLng, d: LatLng, slow: boolean): { line: LatLng[]; towns: LatLng[] } | null {
  const onRoad = alongCorridor(c, a, b, 1, Infinity);
  if (!onRoad) return null;
  const toRoad = haversineKm(o, a) > THROUGH_END_KM ? roadBetween(o, a, slow).slice(0, -1) : [o];
  const fromRoad = haversineKm(b, d) > THROUGH_END_KM ? roadBetween(b, d, slow).slice(1) : [d];
  return { line: [...toRoad, ...onRoad.line, ...fromRoad], towns: onRoad.towns };
}

/** A km off the named road counts this many of its own when choosing where to join it. */
const OFF_ROAD_WEIGHT = 2;
/**
 * Where a drive from `p` best joins (or leaves) a road it then follows to (or from) `otherAlongKm`:
 * the point of the road that keeps the way off it (weighted: the traveller asked for the road) plus
 * the way along it shortest.
 */
function joinPoint(r: Route, p: LatLng, otherAlongKm: number): Projection {
  let best = project(r, p);
  let bestKm = OFF_ROAD_WEIGHT * best.offKm + Math.abs(otherAlongKm - best.alongKm);
  for (let i = 0; i < r.points.length; i++) {
    const off = haversineKm(p, r.points[i]);
    const km = OFF_ROAD_WEIGHT * off + Math.abs(otherAlongKm - r.cum[i]);
    if (km < bestKm) {
      best = { offKm: off, alongKm: r.cum[i] };
      bestKm = km;
    }
  }
  return best;
}

/**
 * A short named road on the way between two ends far off it ("Denver to Durango via the Million
 * Dollar Highway"): the road line to its nearer end, the whole road, and on to the trip's end — when
 * that is no longer than NAMED_MAX_DETOUR times the straight distance.
 */
function viaRoad(c: Corridor, o: LatLng, d: LatLng, slow: boolean): { line: LatLng[]; towns: LatLng[] } | null {
  const w = c.waypoints;
  const [a, b] = haversineKm(o, w[0]) + haversineKm(w[w.length - 1], d) <= haversineKm(o, w[w.length - 1]) + haversineKm(w[0], d) ? [w[0], w[w.length - 1]] : [w[w.length - 1], w[0]];
  const through = throughRoad(c, o, a, b, d, slow);
  return through && makeRoute(through.line).lengthKm <= NAMED_MAX_DETOUR * haversineKm(o, d) * ROAD_LINE_SLACK ? through : null;
}
/** A road line is about this much longer than the straight line it follows. */
const ROAD_LINE_SLACK = 1.3;

/**
 * Several named roads one after another ("Skyline Drive and the Blue Ridge Parkway from Front Royal
 * to Asheville"): each road from where the drive meets it to where it comes nearest the next road
 * (or the end), joined by the road line — when the whole is no longer than NAMED_MAX_DETOUR times
 * the straight distance.
 */
function chainCorridors(roads: readonly Corridor[], o: LatLng, d: LatLng, slow: boolean): { line: LatLng[]; towns: LatLng[] } | null {
  const line: LatLng[] = [o];
  const towns: LatLng[] = [];
  let at: LatLng = o;
  let km = 0;
  for (let i = 0; i < roads.length; i++) {
    const r = corridorRoutes.get(roads[i].id)!;
    const next = roads[i + 1];
    const enter = project(r, at);
    // leave where the road comes nearest the next road's start (its end nearer us), or the trip's end
    const target: LatLng = next ? nearestEnd(next, pointAlong(r, enter.alongKm)) : d;
    const leave = project(r, target);
    const a = pointAlong(r, enter.alongKm);
    const b = pointAlong(r, leave.alongKm);
    if (enter.offKm > NAMED_SNAP_KM * 2 || Math.abs(leave.alongKm - enter.alongKm) < 1) return null;
    const onRoad = alongCorridor(roads[i], a, b, 1, Infinity);
    if (!onRoad) return null;
    if (enter.offKm > THROUGH_END_KM) line.push(...roadBetween(at, a, slow).slice(1, -1));
    line.push(...onRoad.line);
    towns.push(...onRoad.towns);
    km += enter.offKm + Math.abs(leave.alongKm - enter.alongKm);
    at = b;
  }
  if (haversineKm(at, d) > THROUGH_END_KM) line.push(...roadBetween(at, d, slow).slice(1));
  else line.push(d);
  km += haversineKm(at, d);
  return km <= haversineKm(o, d) * NAMED_MAX_DETOUR ? { line, towns } : null;
}

/** Named roads that run along a sea coast, for a drive "down the coast". */
const COASTAL_ROADS = ['pacific-coast', 'us-101', 'oregon-coast-101', 'big-sur-coast', 'a1a', 'overseas-highway', 'outer-banks-nc12', 'lighthouse-route', 'marine-drive-ns', 'fundy-coastal-drive', 'acadian-coastal-drive', 'route-des-navigateurs', 'tour-de-la-gaspesie', 'route-des-baleines', 'highway-17-north-shore', 'seaway-trail'];

/**
 * The coastal road a drive between two ends follows when the traveller asks for the coast: of those
 * that run between them (or that the drive can join and leave), the one that carries the most of it.
 */
function coastalRoad(o: LatLng, d: LatLng, slow: boolean): { road: Corridor; along: { line: LatLng[]; towns: LatLng[] } } | null {
  let best: { road: Corridor; along: { line: LatLng[]; towns: LatLng[] }; km: number } | null = null;
  for (const id of COASTAL_ROADS) {
    const road = CORRIDORS.find((c) => c.id === id);
    if (!road) continue;
    const along = alongCorridor(road, o, d, NAMED_SNAP_KM, NAMED_MAX_DETOUR) ?? approachCorridor(road, o, d, slow);
    if (!along) continue;
    const r = corridorRoutes.get(id)!;
    const km = Math.abs(project(r, along.line[along.line.length - 1]).alongKm - project(r, along.line[0]).alongKm);
    if (!best || km > best.km) best = { road, along, km };
  }
  return best && { road: best.road, along: best.along };
}

/** The end of a named road nearer a point. */
function nearestEnd(road: Corridor, p: LatLng): LatLng {
  const w = road.waypoints;
  return haversineKm(p, w[0]) <= haversineKm(p, w[w.length - 1]) ? w[0] : w[w.length - 1];
}

/** A named road's towns this close to a trip's end are the end, not a town passed. */
const THROUGH_END_KM = 5;

export function endOf(p: GeoPlace | { name: string; region: string; lat: number; lng: number }): PlanEnd {
  return { name: p.name, region: p.region, lat: p.lat, lng: p.lng };
}

/** The road line between two points, or the straight line where the network has a gap. */
function roadBetween(a: LatLng, b: LatLng, slow = false): LatLng[] {
  const road = routeLine(a, b, ROAD_LINE_TOLERANCE_M, { slow });
  // The 1:10m road network misses some highways (Hwy 3 in the BC Rockies…): a road line far
  // longer than the trip is a detour through a gap, not the drive; then the straight line.
  const straight = haversineKm(a, b);
  return road.points.length >= 2 && road.distanceKm <= Math.max(MAX_ROAD_DETOUR * straight, straight + 150) ? road.points : [a, b];
}

/** A place passed on the way: of its readings, the one nearest the line between the ends. */
function viaPlace(text: string, o: LatLng, d: LatLng, french: boolean): GeoPlace | undefined {
  let readings: { place: GeoPlace }[];
  try {
    readings = geocodeCandidates(text, { french });
  } catch (err) {
    // an ambiguous name is read by the trip it is on
    if (!(err instanceof PlannerError) || err.code !== 'ambiguous_place') throw err;
    readings = (err.details?.readings ?? []).map((r) => ({ place: { ...r, region: r.region as GeoPlace['region'], country: r.country as GeoPlace['country'], population: 0, kind: 'town' as const } }));
  }
  const line = makeRoute([o, d]);
  return readings
    .map((r) => ({ place: r.place, off: project(line, r.place).offKm }))
    .sort((a, b) => a.off - b.off)[0]?.place;
}

export function resolveGeometry(parsed: ParsedTrip, mode: TransportMode, guess?: Guess): Geometry {
  const named = parsed.corridor;
  if (parsed.origin && parsed.destination) {
    const [o0, d0] = geocodePair(parsed.origin, parsed.destination, { french: parsed.french, guess, context: pairContext(parsed) });
    const o = endPoint(o0);
    const d = endPoint(d0);
    if (haversineKm(o, d) < 1 && !parsed.via.length) return loopAround(o);
    const via = parsed.via.map((v) => { const p = viaPlace(v, o, d, parsed.french); return p && endPoint(p); }).filter((v): v is GeoPlace => !!v && haversineKm(v, o) > 1 && haversineKm(v, d) > 1);
    const ends: LatLng[] = [o, ...via, d];
    if (parsed.returnTrip) ends.push(o);
    let polyline: LatLng[] = ends;
    let corridor: Corridor | null = null;
    let through: LatLng[] = [];
    if (via.length || parsed.returnTrip) {
      // through the places named on the way (and back again): the road line leg by leg
      polyline = mode === 'driving' || mode === 'transit' ? ends.slice(1).flatMap((p, i) => roadBetween(ends[i], p, parsed.slow).slice(i ? 1 : 0)) : ends;
      // (a named road is not followed leg by leg: the trip does not carry its name)
      return { loop: false, origin: o, destination: d, route: makeRoute(polyline), polyline, corridor: null, areaRegion: null, via, areaRadiusKm: null, through: [], around: null, back: parsed.returnTrip };
    }
    // "Edmonton to Whitehorse on the Alaska Highway": an end far off the road drives to it first
    const chained = parsed.corridors.length > 1 ? chainCorridors(parsed.corridors, o, d, parsed.slow) : null;
    // "Seattle to San Francisco down the coast": the coastal road that carries most of the way
    const coastal = !named && parsed.coast ? coastalRoad(o, d, parsed.slow) : null;
    const road = named ?? coastal?.road ?? null;
    const along = chained ?? coastal?.along ?? (named && (alongCorridor(named, o, d, NAMED_SNAP_KM, NAMED_MAX_DETOUR) ?? approachCorridor(named, o, d, parsed.slow) ?? viaRoad(named, o, d, parsed.slow)));
    if (road && along) {
      polyline = along.line;
      // a chain of roads is named after all of them ("Skyline Drive and Blue Ridge Parkway")
      corridor = chained ? { ...road, id: parsed.corridors.map((c) => c.id).join('+'), name: parsed.corridors.map((c) => c.name).join(' and ') } : road;
      through = along.towns;
    } else if (mode === 'driving' || mode === 'transit') {
      // (also a named road that does not run between the two ends: the drive is the road line)
      // The corridor follows the roads the traveller will drive (the embedded router's line), and
      // is named after a known road when it runs along one.
      polyline = roadBetween(o, d, parsed.slow);
      if (haversineKm(o, d) >= AUTO_MIN_KM) corridor = followedCorridor(polyline, haversineKm(o, d));
    }
    return { loop: false, origin: o, destination: d, route: makeRoute(polyline), polyline, corridor, areaRegion: null, via: [], areaRadiusKm: null, through, around: null };
  }
  if (parsed.area) {
    const fromElsewhere = parsed.start !== null && parsed.start !== parsed.area;
    // "the Kancamagus from Conway": the start is read as the town by the road
    const byRoad = named && !fromElsewhere && parsed.start ? readingNearRoad(parsed.area, named, parsed.french) : undefined;
    // a place to see from elsewhere is read near the start ("haunted Salem from Providence": Massachusetts)
    const startGuess = fromElsewhere ? readingsOf(parsed.start!, { role: 'area', french: parsed.french })[0]?.place : undefined;
    const nearStart = startGuess && readingNear(parsed.area, startGuess, parsed.french);
    const area = byRoad ?? nearStart ?? readingNamedByInterest(parsed, parsed.area) ?? geocodeArea(parsed.area, fromElsewhere ? [parsed.start!, ...parsed.otherPlaces] : parsed.otherPlaces, parsed.themes, parsed.french, guess);
    // "US-50 across Nevada", "Route 66 in Arizona": the named road's stretch inside the area
    const stretch = named && roadInArea(named, area);
    if (stretch) return alongRoad(named, stretch);
    // "the Beartooth Highway from Billings": the road driven from the end nearest the start
    if (named && byRoad) return roadFrom(named, byRoad);
    if (fromElsewhere) return loopFrom(area, parsed);
    // "around Tucson and Phoenix": a drive through each place named
    const tour = tourOf(area, parsed);
    if (tour) return resolveGeometry(tour, mode, guess);
    const loop = loopAround(mode === 'walking' ? walkingCentre(area) : area);
    return parsed.start === null ? { ...loop, stay: true } : loop;
  }
  if (named) return alongRoad(named, named.waypoints);
  throw new PlannerError(
    'no_place',
    "Gremlin needs to know where: name a town, a state or a road (e.g. 'ghost towns from Las Vegas to Reno').",
  );
}

/**
 * The named road's towns and the states or provinces the sentence names beside its two ends: a
 * state, an area or a landmark of one state ("the Nebraska Sandhills", "Carhenge"), and the places
 * an interest names by a word of their own ("mothman": Point Pleasant, West Virginia).
 */
function pairContext(parsed: ParsedTrip): PairContext {
  const regions = parsed.otherPlaces.flatMap((o) => {
    const r = readingsOf(o, { french: parsed.french })[0];
    if (!r) return [];
    if (r.place.kind === 'region' || r.place.kind === 'landmark' || r.place.kind === 'catalogue') return [r.place.region];
    return r.place.area?.regions.length === 1 ? [r.place.area.regions[0]] : [];
  });
  for (const p of interestNamedPlaces(parsed)) regions.push(p.region as (typeof regions)[number]);
  return { roadTowns: parsed.corridors.flatMap((c) => c.waypoints), regions };
}

/** The interest thesaurus's words: generic, never a place's own name. */
const INTEREST_WORDS = thesaurusWords();
/** A word of no dictionary names a place when it is in the names or tags of at most this many of our places ("mothman", "goonies"). */
const NAMING_WORD_PLACES = 5;
let placesByWord: Map<string, Place[]> | undefined;

/** Our places an interest names by a rare word of their names or tags ("mothman", "carhenge"). */
function interestNamedPlaces(parsed: Pick<ParsedTrip, 'interests'>): Place[] {
  if (!placesByWord) {
    placesByWord = new Map();
    for (const p of places) {
      if (p.tier !== 'curated' || p.status === 'closed') continue;
      const words = new Set([p.name, ...(p.tags ?? [])].flatMap((t) => foldText(t).split(/[^a-z0-9']+/)).filter((w) => w.length >= 4));
      for (const w of words) {
        const list = placesByWord.get(w);
        if (list) list.push(p);
        else placesByWord.set(w, [p]);
      }
    }
  }
  const out: Place[] = [];
  for (const i of parsed.interests) {
    for (const w of i.words) {
      const hit = placesByWord.get(w);
      // (a name of its own, not a word of the dictionary: "lighthouses" names no place)
      if (hit && hit.length <= NAMING_WORD_PLACES && !isDictionaryWord(w) && !INTEREST_WORDS.has(w)) for (const p of hit) if (!out.includes(p)) out.push(p);
    }
  }
  return out;
}

/**
 * An area named with an interest that names a place ("mothman in point pleasant"): the reading
 * with those places in town, when exactly one reading has them (West Virginia's Point Pleasant,
 * not New Jersey's, bigger); or with a state named beside it, its one reading in that state.
 */
function readingNamedByInterest(parsed: ParsedTrip, area: string): GeoPlace | undefined {
  const readings = readingsOf(area, { role: 'area', french: parsed.french });
  if (readings.length < 2) return undefined;
  const named = interestNamedPlaces(parsed);
  const near = named.length ? readings.filter((r) => named.some((p) => haversineKm(p, r.place) <= SIGNATURE_KM + (r.place.area?.radiusKm ?? 0))) : [];
  if (near.length === 1) return near[0].place;
  // …or the only town of that name in the state the sentence names ("point pleasant in west virginia")
  const { regions } = pairContext(parsed);
  const inRegion = regions?.length ? readings.filter((r) => r.place.kind === 'town' && regions.includes(r.place.region)) : [];
  return inRegion.length === 1 ? inRegion[0].place : undefined;
}

/** Extra reach around a county's or a park's radius when clipping a road to it (km). */
const ROAD_AREA_SLACK_KM = 15;

/**
 * The named road's towns inside a state, a province or a named area (a county, a park, a region),
 * when at least two are; a town is a loop around it ("Route 66 in Tulsa").
 */
function roadInArea(road: Corridor, area: GeoPlace): Corridor['waypoints'] | null {
  if (area.kind !== 'region' && !area.area) return null;
  const inside =
    area.kind === 'region'
      ? road.waypoints.filter((w) => w.region === area.region)
      : road.waypoints.filter((w) => haversineKm(w, area) <= (area.area?.radiusKm ?? 0) + ROAD_AREA_SLACK_KM);
  return inside.length >= 2 ? inside : null;
}

/** "Weird stuff along Route 66": the road (or its stretch) end to end, through its towns. */
function alongRoad(named: Corridor, wps: Corridor['waypoints']): Geometry {
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
    via: [],
    areaRadiusKm: null,
    through: polyline.slice(1, -1),
    around: null,
  };
}

/** A reading of an ambiguous area is meant when the theme's signature place is in that town. */
const SIGNATURE_KM = 25;
/** ...and the other reading has no signature place of the theme this near. */
const THEME_TIE_KM = 60;

/**
 * An area two places share a name with ("alien stuff around Roswell": Georgia or New Mexico): when
 * the sentence names a theme, one reading has a signature place of it (hand-written, oddness 5, on
 * a theme the sentence names itself, not a neighbour) in town and no other reading has one nearby,
 * that one is meant. Otherwise the name stays ambiguous: the likelier reading is taken, and the
 * notice names the other. (Ordinary places on the theme are everywhere once the catalogue is
 * deep — a planetarium near Roswell, Georgia — so only signature places decide.)
 */
function themedReading(area: string, themes: readonly Theme[], err: PlannerError): GeoPlace | undefined {
  const named = new Set((err.details?.readings ?? []).map((r) => r.label));
  if (!themes.length || named.size < 2) return undefined;
  const wanted = new Set(themes);
  // a named area (a region, a county) is measured from its edge: its signature place may lie
  // anywhere in it ("juke joints in the delta": the Mississippi Delta's blues museums, not Inuvik)
  const nearestSignature = (p: GeoPlace) => {
    const inside = p.area?.radiusKm ?? 0;
    let best = Infinity;
    for (const place of placeIndex.near(p, THEME_TIE_KM + inside)) {
      if (place.tier !== 'curated' || !isFamous(place) || !place.themes.some((t) => wanted.has(t))) continue;
      best = Math.min(best, Math.max(0, haversineKm(p, place) - inside));
    }
    return best;
  };
  // the readings the 422 would name, each once
  const readings = readingsOf(area, { role: 'area' }).filter((r, i, all) => named.has(placeLabel(r.place)) && all.findIndex((o) => placeLabel(o.place) === placeLabel(r.place)) === i);
  const meant = readings.filter((r) => nearestSignature(r.place) <= SIGNATURE_KM);
  if (meant.length !== 1) return undefined;
  return readings.every((r) => r === meant[0] || nearestSignature(r.place) > THEME_TIE_KM) ? meant[0].place : undefined;
}

function geocodeArea(area: string, others: readonly string[], themes: readonly Theme[] = [], french = false, guess?: Guess): GeoPlace {
  let first: { place: GeoPlace } | undefined;
  try {
    first = geocodeCandidates(area, { role: 'area', french })[0];
  } catch (err) {
    if (!(err instanceof PlannerError) || err.code !== 'ambiguous_place') throw err;
    const meant = themedReading(area, themes, err) ?? nearOthers(area, others, french);
    if (meant) return meant;
    if (!guess) throw err;
    return geocodeCandidates(area, { role: 'area', french, guess })[0].place;
  }
  if (first) return first.place;
  for (const o of others) {
    const c = geocodeCandidates(o, { role: 'area', french })[0];
    if (c) return c.place;
  }
  return geocode(area, { role: 'area', french }); // throws unknown_place naming the area
}

/**
 * An ambiguous area read with the other places of the sentence ("Gastown and Chinatown"): the
 * reading nearest the others' best readings, when it is clearly nearer (under 100 km, and half
 * the distance of the next).
 */
function nearOthers(area: string, others: readonly string[], french: boolean): GeoPlace | undefined {
  const anchors = others.map((o) => readingsOf(o, { role: 'area', french })[0]?.place).filter((p): p is GeoPlace => !!p);
  if (!anchors.length) return undefined;
  const ranked = readingsOf(area, { role: 'area', french })
    .map((r) => ({ place: r.place, km: Math.min(...anchors.map((a) => haversineKm(a, r.place))) }))
    .sort((a, b) => a.km - b.km);
  const [best, next] = ranked;
  return best && best.km < 100 && (!next || best.km * 2 < next.km) ? best.place : undefined;
}

/** The reading of a start nearest a named road, when one lies within NAMED_SNAP_KM of it. */
function readingNearRoad(text: string, road: Corridor, french: boolean): GeoPlace | undefined {
  const line = corridorRoutes.get(road.id)!;
  return readingsOf(text, { role: 'area', french })
    .filter((r) => r.place.kind !== 'region')
    .map((r) => ({ place: r.place, off: project(line, r.place).offKm }))
    .filter((r) => r.off <= NAMED_SNAP_KM)
    .sort((a, b) => a.off - b.off)[0]?.place;
}

/**
 * A named road from a start near it: from the start to the road's nearer end, then the whole road to
 * the other; a road that goes round is driven all the way round, back to the start.
 */
function roadFrom(road: Corridor, start: GeoPlace): Geometry {
  const wps = road.waypoints;
  if (road.circuit) {
    let at = 0;
    for (let i = 1; i < wps.length; i++) if (haversineKm(start, wps[i]) < haversineKm(start, wps[at])) at = i;
    const ring = [...wps.slice(at), ...wps.slice(0, at)].filter((w) => haversineKm(w, start) > THROUGH_END_KM);
    const home = { lat: start.lat, lng: start.lng };
    const polyline = [home, ...ring.map((w) => ({ lat: w.lat, lng: w.lng })), home];
    return { loop: false, origin: start, destination: start, route: makeRoute(polyline), polyline, corridor: road, areaRegion: null, via: [], areaRadiusKm: null, through: polyline.slice(1, -1), around: null, circuit: true };
  }
  const first = haversineKm(start, wps[0]) <= haversineKm(start, wps[wps.length - 1]) ? wps : [...wps].reverse();
  const g = alongRoad(road, first);
  if (haversineKm(start, first[0]) <= THROUGH_END_KM) return g;
  const polyline = [{ lat: start.lat, lng: start.lng }, ...g.polyline];
  return { ...g, origin: start, route: makeRoute(polyline), polyline, through: g.polyline.slice(0, -1) };
}

/**
 * "The Olympic Peninsula loop from Seattle", "ghost towns of Nevada from Sacramento": a loop around
 * the place to see that starts and ends at the start. A state or province the start lies in is
 * only the context of a loop around the start ("Nevada ghost towns from Las Vegas").
 */
const START_SCORE_GAP = 2.5;
function loopFrom(area: GeoPlace, parsed: ParsedTrip): Geometry {
  // of the start's likely readings, the one nearest the place to see ("from Portland" to the Olympic Peninsula: Oregon)
  const start = readingNear(parsed.start!, area, parsed.french, () => true, true);
  if (!start) return loopAround(geocode(parsed.start!, { role: 'area', french: parsed.french }));
  if (area.kind === 'region' && start.region === area.region) return loopAround(start);
  if (haversineKm(start, area) < 1) return loopAround(area);
  return { ...loopAround(area), origin: start, around: area };
}

/** Two places named together are a drive through both when they lie this far apart (nearer, one loop takes both). */
const TOUR_MIN_KM = 60;
const TOUR_MAX_KM = 1200;

/** A reading this near the place a trip is about is the one meant, however small ("from Jackson" to the Tetons). */
const NEXT_DOOR_KM = 100;

/**
 * Of a name's likely readings (within START_SCORE_GAP of the best, or any within NEXT_DOOR_KM of
 * the point when `nextDoor`), the one nearest a point.
 */
function readingNear(text: string, p: LatLng, french: boolean, keep: (g: GeoPlace) => boolean = () => true, nextDoor = false): GeoPlace | undefined {
  const readings = readingsOf(text, { role: 'area', french }).filter((r) => keep(r.place));
  return readings
    .filter((r) => r.score >= readings[0].score - START_SCORE_GAP || (nextDoor && haversineKm(r.place, p) <= NEXT_DOOR_KM))
    .map((r) => ({ place: r.place, km: haversineKm(r.place, p) }))
    .sort((a, b) => a.km - b.km)[0]?.place;
}

/**
 * "Haunted places in Savannah and Charleston", "around Tucson and Phoenix": a sentence naming more
 * places to see (towns, areas, parks — not the state they are in, a stop named, nor an area that holds the first)
 * far enough apart is a drive from the first through the others to the last, and back when the
 * sentence says so.
 */
function tourOf(first: GeoPlace, parsed: ParsedTrip): ParsedTrip | null {
  const stops: string[] = [];
  let last: GeoPlace = first;
  for (const text of parsed.otherPlaces) {
    // (a catalogue place named is a stop to make, not a place to tour)
    const place = readingNear(text, last, parsed.french, (g) => g.kind !== 'region' && g.kind !== 'catalogue');
    if (!place) continue;
    // (a place inside the area toured so far, or one loop's reach from it, is seen on that loop; a
    // big area beside a small place is a drive on to it: "devils tower and the black hills")
    const km = haversineKm(place, last);
    const reach = TOUR_MIN_KM + (last.area?.radiusKm ?? 0);
    const inside = place.area ? inArea(place.area, last) : false;
    if (km < reach || inside || km > TOUR_MAX_KM) continue;
    stops.push(text);
    last = place;
  }
  if (!stops.length) return null;
  return { ...parsed, origin: parsed.area, destination: stops[stops.length - 1], via: stops.slice(0, -1), area: null, start: null, returnTrip: parsed.back, loop: false };
}

/** A city this big has a downtown its gazetteer point may miss (Vancouver's lies 4 km south of Gastown). */
const WALK_CITY_POPULATION = 200_000;
const WALK_SEARCH_KM = 6;
const WALK_NEIGHBOURHOOD_KM = 1.2;
/** The downtown must hold clearly more than the gazetteer point's own neighbourhood to move there. */
const WALK_MOVE_SHARE = 1.5;

/**
 * A walking tour of a big city starts where its sights are: of the hand-written places within
 * WALK_SEARCH_KM of the city's point, the one whose walkable neighbourhood holds the most of them
 * (odder ones counting more), when it holds clearly more than the city's point does.
 */
function walkingCentre(p: GeoPlace): GeoPlace {
  if (p.kind !== 'town' || p.population < WALK_CITY_POPULATION) return p;
  const near = [...placeIndex.near(p, WALK_SEARCH_KM)].filter((q) => q.tier === 'curated' && q.status !== 'closed' && haversineKm(p, q) <= WALK_SEARCH_KM);
  const weightAround = (c: LatLng) => near.reduce((w, q) => (haversineKm(c, q) <= WALK_NEIGHBOURHOOD_KM ? w + 1 + q.oddness / 5 : w), 0);
  let best: { c: LatLng; w: number } = { c: p, w: weightAround(p) };
  const here = best.w;
  for (const q of near) {
    const w = weightAround(q);
    if (w > best.w) best = { c: q, w };
  }
  if (best.w < WALK_MOVE_SHARE * here || best.c === p) return p;
  return { ...p, lat: best.c.lat, lng: best.c.lng };
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
    via: [],
    areaRadiusKm: p.area ? p.area.radiusKm : null,
    through: [],
    around: null,
  };
}

