/**
 * A trip's route: from the start through every stop in order to the end (back to the start on a
 * loop). `legs[i]` leads to `stops[i]`; the last leg leads to the end. Routing never fails a trip:
 * any error leaves the trip without a route (the map then draws straight lines).
 */
import type { TransportMode, TripRoute } from '@roadgremlin/contracts';
import { routeStops, type LatLng, type RouteOptions } from '../routing/index.js';

export interface TripEnds {
  origin: LatLng;
  destination: LatLng | null;
  loop: boolean;
}

export function routePoints(ends: TripEnds, stops: readonly LatLng[]): LatLng[] {
  const end = ends.loop || !ends.destination ? ends.origin : ends.destination;
  return [ends.origin, ...stops, end].map((p) => ({ lat: p.lat, lng: p.lng }));
}

export async function routeTrip(
  ends: TripEnds,
  stops: readonly LatLng[],
  mode: TransportMode,
  opts: RouteOptions & { log?: { warn(obj: object, msg: string): void } } = {},
): Promise<TripRoute | null> {
  try {
    return await routeStops(routePoints(ends, stops), mode, {
      ...opts,
      onFallback: (reason) => opts.log?.warn({ reason }, 'routing server failed; the embedded router answered'),
    });
  } catch (err) {
    opts.log?.warn({ err }, 'no route for this trip');
    return null;
  }
}
