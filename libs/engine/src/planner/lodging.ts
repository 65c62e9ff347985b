/** One lodging per night near each night's end point. */
import type { Accommodation, TransportMode } from '@roadgremlin/contracts';
import type { Lodging, Place } from '../catalogue/index.js';
import { nearestTowns, type CountryCode, type Town } from '../gazetteer/index.js';
import type { Candidate } from './candidates.js';
import { haversineKm, pointAlong, type LatLng } from '../geo/index.js';
import type { PlanRequest } from './plan-types.js';
import { lodgingIndex } from './spatial.js';
import type { Geometry } from './trip-geometry.js';


/**
 * Lodgings within this many km of a night's last stop count as "near" (driving: 30 km when one
 * exists, docs/product/quality.md#planner-rules); otherwise the closest farther out, with its distance shown.
 */
const LODGING_NEAR_KM: Record<TransportMode, number> = { driving: 30, bicycling: 15, walking: 3, transit: 10 };

/**
 * One lodging per night, near that night's last stop (the stops are split evenly over the days;
 * a day without stops sleeps where the route is at that point). A loop's lodging stays in its
 * country and, when one exists, within its radius.
 */
export interface LodgingLimits {
  /** Only lodgings in this country (loops stay in theirs). */
  country?: string;
  /** A loop's radius: only lodgings this close to its centre (none that night when there is none). */
  withinKm?: number;
  /** A whole-region loop: only lodgings in that state or province. */
  region?: string;
}

export function lodgingsFor(days: number, geo: Geometry, ordered: readonly Candidate[], mode: TransportMode, req: PlanRequest, limits: LodgingLimits = {}): Accommodation[] {
  const nights = days - 1;
  if (nights <= 0) return [];
  const out: (Accommodation & { id: string })[] = [];
  const used = new Set<string>();
  for (let night = 1; night <= nights; night++) {
    const last = nightStop(ordered, night, days, geo);
    const end: LatLng = last ? last.place : geo.loop ? geo.route.points[0] : pointAlong(geo.route, (geo.route.lengthKm * night) / days);
    const nearKm = LODGING_NEAR_KM[mode];
    const lodging = pickLodging(end, used, out[out.length - 1]?.id, nearKm, req, (l) => allowed(l, geo, limits));
    const km = lodging ? haversineKm(end, lodging) : Infinity;
    // Our lodging catalogue is small: when none of it is near the night's last stop, the first
    // suggestion is to sleep in that stop's own town (a hotel search there), then the closest we know.
    const townStayed = !!last && km > nearKm;
    if (townStayed) out.push(townStay(last.place, night));
    // A night with no stop before it (a long first day): far from any lodging of ours, sleep in the
    // town nearest to where the day's drive ends, not in a hotel a day's drive away.
    if (!last && km > TOWN_STAY_ALSO_KM) {
      const near = nearestTowns(end, { limit: 1, maxKm: TOWN_STAY_ALSO_KM, minPopulation: 1000, ...(limits.country ? { country: limits.country as CountryCode } : {}) })[0];
      if (near) {
        out.push(roadTownStay(near.town, near.km, night));
        continue;
      }
    }
    // after a town stay, a lodging of ours is listed only when it is the closest there is and near (ALSO_LISTED_KM)
    if (!lodging || (townStayed && (km > ALSO_LISTED_KM || km > closestKm(end, (l) => allowed(l, geo, limits)) + 1))) continue;
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
      ...(last ? { nearStop: last.place.name } : {}),
      distanceKm: Math.round(haversineKm(end, lodging) * 10) / 10,
    });
  }
  return out.map(({ id: _id, ...a }) => a);
}

/**
 * The stop a night follows. A loop: the last of the night's share of the stops. A→B: the last stop
 * at or before night/days of the route, unless it lies more than a day's drive behind that point
 * (a long trip with few stops): then none, and the night falls on the road where the day ends.
 */
function nightStop(ordered: readonly Candidate[], night: number, days: number, geo: Geometry): Candidate | undefined {
  if (geo.loop || geo.route.lengthKm <= 0) {
    const lastIndex = Math.round((ordered.length * night) / days) - 1;
    return lastIndex >= 0 ? ordered[lastIndex] : undefined;
  }
  const cut = (geo.route.lengthKm * night) / days;
  let last: Candidate | undefined;
  for (const c of ordered) if (c.alongKm <= cut) last = c;
  return last && cut - last.alongKm <= geo.route.lengthKm / days ? last : undefined;
}

/** The distance from p to the closest allowed lodging of ours (used ones included). */
function closestKm(p: LatLng, ok: (l: Lodging) => boolean): number {
  let best = Infinity;
  for (const l of lodgingIndex.near(p, TOWN_STAY_ALSO_KM)) if (ok(l)) best = Math.min(best, haversineKm(p, l));
  return best;
}

/** A night with no stop before it sleeps in a road town this near the day's end, not in a hotel a day's drive away. */
const TOWN_STAY_ALSO_KM = 150;
/**
 * After a town stay, a lodging of ours is also listed when it is this near the night's last stop: an
 * inn half an hour on is an alternative; one 100 km back or off the road is not a night's plan.
 */
const ALSO_LISTED_KM = 50;

/** "Stay in Toquerville, UT": the night's last stop's town, to search for a bed there. */
function townStay(place: Place, night: number): Accommodation & { id: string } {
  const where = `${place.town}, ${place.region}`;
  return {
    id: `town:${place.id}`,
    name: `Stay in ${where}`,
    address: where,
    description: `Nothing from our lodging list is near ${place.name}, so sleep in ${place.town}: search its motels, inns and campgrounds.`,
    type: 'Town stay',
    priceRange: 'mid-range',
    estimatedPrice: 'varies',
    amenities: ['Motels', 'Inns', 'Campgrounds'],
    lat: place.lat,
    lng: place.lng,
    night,
    nearStop: place.name,
    distanceKm: 0,
  };
}

/** "Stay in Huntsville, ON": the town where a night falls on the road, between stops. */
function roadTownStay(town: Town, km: number, night: number): Accommodation & { id: string } {
  const where = `${town.name}, ${town.region}`;
  return {
    id: `town:${town.region}:${town.name}`,
    name: `Stay in ${where}`,
    address: where,
    description: `Night ${night} falls on the road near ${town.name}, far from any lodging on our list: search its motels, inns and campgrounds.`,
    type: 'Town stay',
    priceRange: 'mid-range',
    estimatedPrice: 'varies',
    amenities: ['Motels', 'Inns', 'Campgrounds'],
    lat: town.lat,
    lng: town.lng,
    night,
    distanceKm: Math.round(km * 10) / 10,
  };
}

/**
 * Best lodging near the point: closest first, nudged towards pet-friendly ones when there are pets.
 * A lodging is never booked for two separate stretches; a second night in a row at the same one
 * is fine when it is near this night's end point too. When none is near, the closest farther out.
 */
function allowed(l: Lodging, geo: Geometry, limits: LodgingLimits): boolean {
  if (limits.country && l.country !== limits.country) return false;
  if (limits.region && l.region !== limits.region) return false;
  if (limits.withinKm !== undefined && Number.isFinite(limits.withinKm) && haversineKm(geo.route.points[0], l) > limits.withinKm) return false;
  return true;
}

function pickLodging(p: LatLng, used: ReadonlySet<string>, lastId: string | undefined, nearKm: number, req: PlanRequest, ok: (l: Lodging) => boolean): Lodging | undefined {
  const pets = (req.pets ?? 0) > 0;
  for (const radius of [nearKm, nearKm * 4, 400, 1500, Infinity]) {
    let best: Lodging | undefined;
    let bestScore = Infinity;
    for (const l of lodgingIndex.near(p, radius)) {
      if (used.has(l.id) && l.id !== lastId) continue;
      if (!ok(l)) continue;
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


