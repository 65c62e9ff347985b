/** One lodging per night near each night's end point. */
import type { Accommodation, TransportMode } from '@roadgremlin/contracts';
import type { Lodging } from '../catalogue/index.js';
import type { Candidate } from './candidates.js';
import { haversineKm, pointAlong, type LatLng } from './geo.js';
import type { PlanRequest } from './plan-types.js';
import { lodgingIndex } from './spatial.js';
import type { Geometry } from './trip-geometry.js';


/**
 * Lodgings within this many km of a night's last stop count as "near" (issue #13: 30 km when one
 * exists); otherwise the closest farther out, with its distance shown.
 */
const LODGING_NEAR_KM: Record<TransportMode, number> = { driving: 30, bicycling: 15, walking: 3, transit: 10 };

/**
 * One lodging per night, near that night's last stop (the stops are split evenly over the days;
 * a day without stops sleeps where the route is at that point). A loop's lodging stays in its
 * country and, when one exists, within its radius.
 */
export function lodgingsFor(days: number, geo: Geometry, ordered: readonly Candidate[], mode: TransportMode, req: PlanRequest, country?: string): Accommodation[] {
  const nights = days - 1;
  if (nights <= 0) return [];
  const out: (Accommodation & { id: string })[] = [];
  const used = new Set<string>();
  for (let night = 1; night <= nights; night++) {
    const lastIndex = Math.round((ordered.length * night) / days) - 1;
    const last = lastIndex >= 0 ? ordered[lastIndex] : undefined;
    const end: LatLng = last ? last.place : geo.loop ? geo.route.points[0] : pointAlong(geo.route, (geo.route.lengthKm * night) / days);
    const lodging = pickLodging(end, used, out[out.length - 1]?.id, LODGING_NEAR_KM[mode], req, country);
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
      ...(last ? { nearStop: last.place.name } : {}),
      distanceKm: Math.round(haversineKm(end, lodging) * 10) / 10,
    });
  }
  return out.map(({ id: _id, ...a }) => a);
}

/**
 * Best lodging near the point: closest first, nudged towards pet-friendly ones when there are pets.
 * A lodging is never booked for two separate stretches; a second night in a row at the same one
 * is fine when it is near this night's end point too. When none is near, the closest farther out.
 */
function pickLodging(p: LatLng, used: ReadonlySet<string>, lastId: string | undefined, nearKm: number, req: PlanRequest, country?: string): Lodging | undefined {
  const pets = (req.pets ?? 0) > 0;
  for (const radius of [nearKm, nearKm * 4, 400, 1500, Infinity]) {
    let best: Lodging | undefined;
    let bestScore = Infinity;
    for (const l of lodgingIndex.near(p, radius)) {
      if (used.has(l.id) && l.id !== lastId) continue;
      if (country && l.country !== country) continue;
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


