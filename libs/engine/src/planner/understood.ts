/**
 * What the planner understood from the sentence, for the trip's JSON and the results view
 * ("Richmond, VA → Williamsburg, VA", "around Toronto, ON", interests, nights, shape, ignored
 * words): a wrong reading is visible at once.
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

type Reads = Pick<TripPlan, 'origin' | 'destination' | 'loop' | 'areaRegion' | 'around'> & Partial<Pick<TripPlan, 'days' | 'mode' | 'reading'>>;

export function understoodOf(trip: Reads): Understood {
  const origin = place(trip.origin);
  const ends: Understood =
    trip.destination && !trip.loop
      ? { origin, destination: place(trip.destination) }
      : // a whole state or province reads as its name ("Nevada")
        // a loop from elsewhere reads as what it goes around, starting at `origin`
        { origin, destination: null, area: trip.areaRegion ? (trip.around ?? trip.origin).name : endLabel(trip.around ?? trip.origin) };
  const r = trip.reading;
  if (!r || !trip.days || !trip.mode) return ends;
  return {
    ...ends,
    via: r.via.map(place),
    road: r.road,
    interests: r.interests,
    days: trip.days,
    nights: Math.max(0, trip.days - 1),
    daysFrom: r.daysFrom,
    startDate: r.startDate,
    endDate: r.endDate,
    mode: trip.mode,
    shape: r.shape,
    slow: r.slow,
    ...(r.pace ? { pace: r.pace } : {}),
    ignored: r.ignored,
  };
}
