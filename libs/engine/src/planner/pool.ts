/**
 * The one candidate pool of a trip: catalogue places in its corridor (A→B), radius (loop), area or
 * whole state, in its country, on request (interests/request.ts), widened step by step until it
 * holds the stops and the route's middle holds places; famous places a little past a drive's
 * corridor join it; a specific interest that finds too few fills with its themes, and a trip with
 * nothing on request takes the oddest places there, each said plainly in a notice. The plan, the
 * bonus stop and the model's candidates pick from this pool (TripPlan.pool); a reroll looks near
 * the stop it replaces instead (reroll.ts).
 */
import type { TransportMode } from '@roadgremlin/contracts';
import type { Place } from '../catalogue/index.js';
import { candidatesInCorridor, candidatesInRadius, corridorLadder, placesInRegion, radiusLadder, type RawCandidate } from './candidates.js';
import { END_ZONE, middleNeeded } from './selection.js';
import { acceptedThemes } from './themes.js';
import { byRenown, isFamous } from './score.js';
import type { Request } from '../interests/request.js';
import { namedAreaOf, type Geometry } from './trip-geometry.js';
import type { Theme } from '../catalogue/index.js';
import { haversineKm } from '../geo/index.js';
import type { AreaKind } from '../gazetteer/areas.js';

/** A drive's least remarkable places (imported, oddness 1) are stops only this close to the road. */
export const MINOR_STOP_OFF_KM = 10;
/** How far off an A→B route a famous place is still worth the detour. */
export const MUST_SEE_DETOUR_KM = 40;
/** How far past a drive's start or end a famous place may lie and still be on the way. */
export const FAMOUS_OVERHANG_KM = 20;
/** A walking tour has at least this many stops when the walk holds them. */
export const MIN_WALKING_STOPS = 4;

/**
 * A loop around a named area (a county, a region, a park, a neighbourhood) stays in it: radii from
 * its own extent (half its larger side), a little under and over, never less than a stroll, a ride
 * or a short drive. When the area itself holds too few (a wilderness park, a county of farms), the
 * trip looks just outside it (AREA_REACH_STEPS: its gateway towns) rather than end in nothing.
 */
export function areaLadder(radiusKm: number, mode: TransportMode, kind?: AreaKind): number[] {
  // a neighbourhood is seen at a stroll's scale whatever the vehicle ("murals in the Mission District")
  const neighbourhood = kind === 'neighbourhood';
  const least = mode === 'walking' ? 1.5 : neighbourhood ? 2.5 : mode === 'bicycling' ? 5 : mode === 'transit' ? 5 : 8;
  const r = Math.max(least, radiusKm);
  const reach = mode === 'walking' ? [] : (neighbourhood ? NEIGHBOURHOOD_REACH_STEPS : AREA_REACH_STEPS).map((k) => Math.round((r + k) * 10) / 10);
  return [Math.round(r * 0.8 * 10) / 10, Math.round(r * 10) / 10, ...reach];
}

/** A place we wrote this odd (or a famous one) is a good stop of the way whatever was asked. */
const GOOD_STOP_ODDNESS = 3;

/** A drive with nothing asked for within its ladder looks this many times farther before offering other places. */
export const FARTHER_STEPS = [1.5, 2];

/** How far past a named area's edge its trip may look when the area holds too few places (km). */
export const AREA_REACH_STEPS = [20, 50];
/** …and past a neighbourhood's (the streets around it, not the next town): as many steps. */
export const NEIGHBOURHOOD_REACH_STEPS = [1.5, 3];

export interface PoolInput {
  geo: Geometry;
  mode: TransportMode;
  days: number;
  target: number;
  ask: Request;
  /** The country the trip stays in (undefined: a drive that crosses the border itself). */
  country: string | undefined;
  /** Regenerate: the replaced trip's stops. */
  avoid: ReadonlySet<string>;
  /** What was asked, for notices ("ghost town", "old drive-in theatres"); '' for nothing. */
  asked: string;
  /** "ghost town stops" / "stops for carousels". */
  stopsFor: (n: number) => string;
  themeLabel: (themes: readonly Theme[]) => string;
}

export interface Pool {
  pool: RawCandidate[];
  /** Every place the final corridor/radius held, on request or not. */
  raw: RawCandidate[];
  /** The famous places of the way (a drive's detour reach, its ends' overhang) not asked for. */
  famousNear: RawCandidate[];
  widthKm: number;
  /** Where the trip looked, for notices ("along this route; we looked up to 30 km off it"). */
  where: string;
  looked: string;
  notice?: string;
  /** The notice again for the number of stops on request the trip ends up with (when it counts them). */
  noticeFor?: (onRequest: number, shown: number) => string;
}

export function gatherPool(x: PoolInput): Pool {
  const { geo, mode, target, ask, avoid } = x;
  const lengthKm = geo.route.lengthKm;
  const centre = geo.route.points[0];
  const inCountry = (p: Place) => !x.country || p.country === x.country;
  // a named area is its own shape, not a circle round its centre: its box and its states or
  // provinces (Prince Edward County is not Belleville; the Jersey Shore is not Philadelphia; the
  // Upper Peninsula is not Door County), widened by a reach step's kilometres only past its edge
  const namedArea = geo.areaRadiusKm !== null && !geo.areaRegion ? namedAreaOf(geo) : undefined;
  const inArea = (p: Place, km: number) => {
    if (!namedArea) return true;
    const past = Math.max(0, km - Math.max(namedArea.radiusKm, 0));
    // (past its edge too: the Gaspésie's reach is never Prince Edward Island across the gulf)
    if (!namedArea.regions.includes(p.region as (typeof namedArea.regions)[number])) return false;
    const [w, sth, e, n] = namedArea.bbox;
    const dLat = past / 111;
    const dLng = past / (111 * Math.max(0.2, Math.cos((p.lat * Math.PI) / 180)));
    return p.lat >= sth - dLat && p.lat <= n + dLat && p.lng >= w - dLng && p.lng <= e + dLng;
  };
  // a drive along a named road of one state or province keeps to it: the Tour de la Gaspésie never
  // stops across the gulf in New Brunswick (a corridor's width reaches over water the road does not)
  const roadRegions = geo.corridor ? new Set(geo.corridor.waypoints.map((w) => w.region)) : undefined;
  const roadRegion = roadRegions?.size === 1 ? [...roadRegions][0] : undefined;
  const ladder = geo.areaRegion ? [Infinity] : geo.areaRadiusKm !== null ? areaLadder(geo.areaRadiusKm, mode, namedAreaOf(geo)?.kind) : geo.loop ? radiusLadder(mode, x.days, geo.stay) : corridorLadder(mode, lengthKm);
  // A drive's corridor is projected once, at the widest it may need (the ladder's last step, or a
  // famous place's detour), and narrowed by distance off the line for each step.
  let widest: RawCandidate[] | undefined;
  const widestKm = Math.max(ladder[ladder.length - 1], mode === 'driving' ? MUST_SEE_DETOUR_KM : 0);
  const inCorridor = (km: number) => {
    if (km > widestKm) return candidatesInCorridor(geo.route, km);
    widest ??= candidatesInCorridor(geo.route, widestKm);
    return widest.filter((c) => c.offKm <= km);
  };
  /** Every open place of the trip's country within `km` of its route or centre (or in its region). */
  const placesWithin = (km: number): RawCandidate[] => {
    let found: RawCandidate[];
    if (geo.areaRegion) found = placesInRegion(geo.areaRegion, centre);
    else found = geo.loop ? candidatesInRadius(centre, km) : inCorridor(km);
    found = found.filter((c) => inCountry(c.place) && c.place.status !== 'closed' && inArea(c.place, km) && (!roadRegion || c.place.region === roadRegion));
    // A loop from elsewhere ("the Olympic Peninsula from Seattle") is about the place it goes around:
    // past that place's own extent, nothing nearer the start than the place itself.
    if (geo.around) found = found.filter((c) => haversineKm(c.place, centre) <= (geo.areaRadiusKm ?? 0) || haversineKm(c.place, geo.origin) > haversineKm(c.place, centre));
    // A drive follows its highway: a place of little note (a vanished town's site, a society's
    // rooms) is worth a stop only right by the road, not a 60 km detour.
    if (!geo.loop && mode === 'driving') found = found.filter((c) => !(c.place.tier === 'imported' && c.place.oddness <= 1 && c.offKm > MINOR_STOP_OFF_KM));
    return found;
  };
  let raw: RawCandidate[] = [];
  /** What each step of the ladder held, for the oddest places when nothing asked for is there. */
  const steps: { km: number; raw: RawCandidate[] }[] = [];
  let pool: RawCandidate[] = [];
  let widthKm = ladder[0];
  const areaSteps = geo.areaRadiusKm !== null && !geo.areaRegion ? ladder.length - (mode === 'walking' ? 0 : AREA_REACH_STEPS.length) : ladder.length;
  for (let i = 0; i < ladder.length; i++) {
    // past a named area's edge only when the area itself holds too few of the places asked for to
    // make half a trip ("bizarre attractions around Wisconsin Dells": its own few square kilometres
    // hold one; the Baraboo hills around it hold the rest)
    if (i >= areaSteps && pool.length >= Math.ceil(target / 2)) break;
    widthKm = ladder[i];
    raw = placesWithin(widthKm);
    steps.push({ km: widthKm, raw });
    pool = raw.filter((c) => ask.onRequest(c.place));
    // Enough places the traveller has not just seen: a Regenerate looks a little farther afield
    // rather than hand back the trip it replaces.
    const fresh = avoid.size ? pool.filter((c) => !avoid.has(c.place.id)) : pool;
    // An A→B trip also needs places in the middle of the route, not only at its two ends.
    const middle = geo.loop ? fresh.length : fresh.filter((c) => c.alongKm >= END_ZONE * lengthKm && c.alongKm <= (1 - END_ZONE) * lengthKm).length;
    if (fresh.length >= target && middle >= middleNeeded(target, lengthKm)) break;
  }
  // Nothing asked for within the usual reach of a drive: look farther for it (up to twice as far)
  // before a trip of other places is offered in its stead.
  // (a loop's radius is the traveller's area: it does not grow)
  if (x.asked && !pool.length && mode === 'driving' && !geo.loop && Number.isFinite(widthKm)) {
    for (const km of FARTHER_STEPS.map((k) => Math.round(k * widthKm))) {
      const farther = placesWithin(km);
      if (!farther.some((c) => ask.onRequest(c.place))) continue;
      raw = farther;
      pool = raw.filter((c) => ask.onRequest(c.place));
      widthKm = km;
      break;
    }
  }
  // The famous places are worth a detour: famous places on request a little past the corridor's
  // edge join a drive's pool (not a loop's: its radius is the traveller's area).
  // A famous place just past the start or the end (Cadillac Ranch, west of Amarillo) is worth it too.
  // (…and the famous places of the way not asked for are kept aside: the best known of them may be
  // the way's must-see whatever was asked — Cadillac Ranch for "neon signs and old diners")
  const famousNear: RawCandidate[] = [];
  if (!geo.loop && mode === 'driving' && Number.isFinite(widthKm)) {
    const reach = Math.max(widthKm, MUST_SEE_DETOUR_KM);
    const inPool = new Set(pool.map((c) => c.place.id));
    for (const c of candidatesInCorridor(geo.route, reach, FAMOUS_OVERHANG_KM)) {
      if (inPool.has(c.place.id) || !isFamous(c.place) || !inCountry(c.place) || c.place.status === 'closed') continue;
      if (!ask.onRequest(c.place)) famousNear.push(c);
      else if (c.offKm > widthKm || c.alongKm <= 0 || c.alongKm >= lengthKm) pool.push(c);
    }
  } else for (const c of raw) if (isFamous(c.place) && !ask.onRequest(c.place)) famousNear.push(c);
  const lookedKm = Number.isFinite(widthKm) ? Math.round(widthKm) : null;
  const where = geo.destination ? 'along this route' : `around ${(geo.around ?? geo.origin).name}`;
  const looked = lookedKm === null ? '' : geo.destination ? `; we looked up to ${lookedKm} km off it` : ` within ${lookedKm} km`;
  let notice: string | undefined;
  let noticeFor: ((onRequest: number, shown: number) => string) | undefined;
  /**
   * What a trip short of what was asked says, of the stops it ends up with (spacing and detours may
   * leave some of the found out): how many it found, and what the others are.
   */
  const thinNotice = (others: string) => (n: number, shown: number) =>
    n >= shown ? `Only ${n} ${x.stopsFor(n)} ${where}${looked}.` : n ? `Only ${n} ${x.stopsFor(n)} ${where}${looked}; the others are ${others}.` : `No ${x.stopsFor(0)} ${where}${looked}, so these are ${others} instead.`;
  // A specific interest that found too few places ("carousels" on a route with one) fills with
  // places on its themes, said plainly.
  // (fillers come from as near as they can: the area itself, the town's edges, before the reach the
  // ladder widened to looking for what was asked — waterfalls in Grey County are not Brampton's badlands)
  const band = new Map<string, number>();
  steps.forEach((st, i) => {
    for (const c of st.raw) if (!band.has(c.place.id)) band.set(c.place.id, i);
  });
  const nearest = (cands: RawCandidate[], need: number) => {
    const sorted = cands.map((c) => ({ c, b: band.get(c.place.id) ?? steps.length })).sort((a, b) => a.b - b.b || byRenown(a.c, b.c));
    // whole bands, until they hold what is needed
    const last = sorted[Math.min(need, sorted.length) - 1]?.b ?? 0;
    return sorted.filter((x) => x.b <= last).map((x) => x.c);
  };
  const fallbackThemes = acceptedThemes([...new Set(ask.specific.flatMap((s) => s.themes))]);
  if (ask.specific.length && pool.length < target && fallbackThemes.size) {
    const found = pool.length;
    const inPool = new Set(pool.map((c) => c.place.id));
    const extra = nearest(raw.filter((c) => !inPool.has(c.place.id) && c.place.themes.some((t) => fallbackThemes.has(t))), target - found);
    if (extra.length) {
      pool = [...pool, ...extra];
      noticeFor = thinNotice(`${x.themeLabel([...fallbackThemes].slice(0, 3))} places`);
      notice = noticeFor(found, Infinity);
    }
  }
  // Days never run empty: a trip whose interest finds too few places even with its themes' other
  // places (two stops for three days on the Cabot Trail) takes the best other stops of the way —
  // places we wrote, odd or famous — up to two a day (three for a day trip), said plainly.
  const least = Math.min(target, x.days > 1 ? 2 * x.days : 3);
  if (x.asked && mode !== 'walking' && pool.length < least && raw.length > pool.length) {
    const found = pool.filter((c) => ask.onRequest(c.place)).length;
    const inPool = new Set(pool.map((c) => c.place.id));
    const want = 2 * (least - pool.length);
    const good = nearest(
      raw.filter((c) => !inPool.has(c.place.id) && c.place.tier === 'curated' && (c.place.oddness >= GOOD_STOP_ODDNESS || isFamous(c.place))),
      want,
    );
    if (good.length) {
      pool = [...pool, ...good.slice(0, want)];
      noticeFor = thinNotice(`${fallbackThemes.size && notice ? `${x.themeLabel([...fallbackThemes].slice(0, 3))} places and ` : ''}good stops of other kinds`);
      notice = noticeFor(found, Infinity);
    }
  }
  if (ask.open && pool.length < target && raw.length > pool.length) {
    // a trip that asked for nothing takes places of little note (a vanished town's site) only to
    // make up its numbers, after every place worth the stop
    pool = [...pool, ...raw.filter((c) => !ask.onRequest(c.place))];
  } else if (x.asked && pool.length === 0 && raw.length) {
    // Nothing on request at all: an empty trip helps nobody, so the oddest places there are, said
    // plainly — from the nearest step that holds a trip's worth (the ladder widened looking for what
    // was asked, not for these: "pretzels and quilts" in Lancaster County never reach Baltimore)
    notice = `No ${x.stopsFor(0)} ${where}${looked}, so these are the oddest places nearby instead.`;
    noticeFor = undefined;
    const near = steps.find((st) => st.raw.length >= 2 * target);
    if (near && near.raw.length < raw.length) {
      raw = near.raw;
      widthKm = near.km;
      if (geo.loop && Number.isFinite(widthKm)) notice = `No ${x.stopsFor(0)} ${where}${looked}, so these are the oddest places within ${Math.round(widthKm)} km instead.`;
    }
    pool = raw;
  } else if (mode === 'walking' && x.asked && pool.length < MIN_WALKING_STOPS && raw.length > pool.length) {
    // A walking tour of one stop is no tour: the best other places within the walk join, said plainly.
    notice = `Only ${pool.length} ${x.stopsFor(pool.length)} within a walk of ${geo.origin.name}; the others are odd places nearby.`;
    noticeFor = (n, shown) => `Only ${n} ${x.stopsFor(n)} within a walk of ${geo.origin.name}${n >= shown ? '' : '; the others are odd places nearby'}.`;
    const extra = raw.filter((c) => !ask.onRequest(c.place)).sort((a, b) => b.place.oddness - a.place.oddness || a.offKm - b.offKm);
    pool = [...pool, ...extra.slice(0, MIN_WALKING_STOPS * 3)];
  }
  return { pool, raw, famousNear, widthKm, where, looked, notice, noticeFor };
}
