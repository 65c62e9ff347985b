/**
 * What the planner understood from the sentence (issue #13 §2), for the trip's JSON and the
 * results view ("Richmond, VA → Williamsburg, VA", "around Toronto, ON"): a wrong reading is
 * visible at once.
 */
import type { Understood, UnderstoodPlace } from '@roadgremlin/contracts';
import { countryOfRegion } from '../gazetteer/index.js';
import type { PlanEnd, TripPlan } from './plan-types.js';

function place(end: PlanEnd): UnderstoodPlace {
  return {
    name: end.name,
    region: end.region,
    country: countryOfRegion(end.region) ?? 'US',
    lat: Math.round(end.lat * 1e5) / 1e5,
    lng: Math.round(end.lng * 1e5) / 1e5,
  };
}

/** "Kingston, ON". */
export function endLabel(end: Pick<PlanEnd, 'name' | 'region'>): string {
  return `${end.name}, ${end.region}`;
}

export function understoodOf(trip: Pick<TripPlan, 'origin' | 'destination' | 'loop' | 'areaRegion'>): Understood {
  const origin = place(trip.origin);
  if (trip.destination && !trip.loop) return { origin, destination: place(trip.destination) };
  // a whole state or province reads as its name ("Nevada")
  return { origin, destination: null, area: trip.areaRegion ? trip.origin.name : endLabel(trip.origin) };
}
