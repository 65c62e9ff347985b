/**
 * A trip's route: from the start through every stop in order to the end (back to the start on a
 * loop), by each night's lodging: a day after the first starts where the traveller slept.
 * `legs[i]` leads to `stops[i]` (through the night's lodging when one lies before it); the last leg
 * leads to the end. Routing never fails a trip:
 * any error leaves the trip without a route (the map then draws straight lines).
 */
import type { TransportMode, TripRoute } from '@roadgremlin/contracts';
import { makeRoute, project } from '../geo/index.js';
import { routeStops, type LatLng, type RouteOptions } from './index.js';

export interface TripEnds {
  origin: LatLng;
  destination: LatLng | null;
  loop: boolean;
  /** A named road's towns the trip passes (in order along `route`): the drive goes through them. */
  through?: readonly LatLng[];
  /** The trip's corridor line (TripPlan.route), to put `through` and the stops in order along it. */
  route?: readonly LatLng[];
  /**
   * Where the traveller sleeps (the trip's accommodations): each next day starts there, so the drive
   * goes from the night's last stop (`nearStop`, by name) to the lodging and on to the next stop.
   */
  nights?: readonly { lat?: number; lng?: number; nearStop?: string; night?: number }[];
  /** "The slow way", "back roads": the drive keeps off freeways where another road goes. */
  slow?: boolean;
}

/** Most towns of a named road a trip's route is sent through (spread evenly along it). */
const MAX_THROUGH = 40;

export function routePoints(ends: TripEnds, stops: readonly LatLng[]): LatLng[] {
  const end = ends.loop || !ends.destination ? ends.origin : ends.destination;
  return [ends.origin, ...stops, end].map((p) => ({ lat: p.lat, lng: p.lng }));
}

interface Waypoint {
  p: LatLng;
  /** A point of the trip's own (its start, a stop, its end): a leg ends there. */
  real: boolean;
}

/**
 * Every point the drive passes, in order: the trip's own points, a named road's towns between them
 * (by distance along the road), and each night's lodging right after that night's last stop: the
 * night's first suggestion only (a town stay can be followed by the closest lodging we know, an
 * alternative far off the road, not a second bed to drive to).
 */
export function waypointsOf(ends: TripEnds, stops: readonly (LatLng & { name?: string })[]): Waypoint[] {
  const points = routePoints(ends, stops);
  let seq: Waypoint[] = points.map((p) => ({ p, real: true }));
  const through = ends.through ?? [];
  if (through.length && ends.route && ends.route.length >= 2 && !ends.loop) {
    const line = makeRoute(ends.route);
    const step = Math.max(1, Math.ceil(through.length / MAX_THROUGH));
    const towns = through.filter((_, i) => i % step === 0).map((p) => ({ p, along: project(line, p).alongKm, real: false }));
    const real = points.map((p, i) => ({ p, along: i === 0 ? -Infinity : i === points.length - 1 ? Infinity : project(line, p).alongKm, real: true }));
    seq = [...real, ...towns].sort((a, b) => a.along - b.along || Number(b.real) - Number(a.real)).map(({ p, real: r }) => ({ p, real: r }));
  }
  const nights = (ends.nights ?? []).filter((n, i, all) => all.findIndex((o) => o.night === n.night) === i).sort((a, b) => (a.night ?? 0) - (b.night ?? 0));
  for (const n of nights) {
    if (n.lat === undefined || n.lng === undefined || !n.nearStop) continue;
    const k = stops.findIndex((s) => s.name === n.nearStop);
    if (k < 0) continue;
    // the stop's place in the sequence (stop k is real point k + 1), then past the road towns before the next real point
    let at = -1;
    let realSeen = -1;
    for (let i = 0; i < seq.length; i++) {
      if (seq[i].real) realSeen++;
      if (realSeen === k + 1) {
        at = i;
        break;
      }
    }
    if (at < 0) continue;
    seq.splice(at + 1, 0, { p: { lat: n.lat, lng: n.lng }, real: false });
  }
  return seq;
}

export async function routeTrip(
  ends: TripEnds,
  stops: readonly (LatLng & { name?: string })[],
  mode: TransportMode,
  opts: RouteOptions & { log?: { warn(obj: object, msg: string): void } } = {},
): Promise<TripRoute | null> {
  const all = waypointsOf(ends, stops);
  const onFallback = (reason: string) => opts.log?.warn({ reason }, 'routing server failed; the embedded router answered');
  opts = { ...opts, slow: opts.slow ?? ends.slow };
  try {
    if (all.every((w) => w.real)) return await routeStops(all.map((w) => w.p), mode, { ...opts, onFallback });
    // legs between the trip's own points are joined across the road's towns and the lodgings
    const routed = await routeStops(all.map((x) => ({ lat: x.p.lat, lng: x.p.lng })), mode, { ...opts, onFallback });
    const legs: TripRoute['legs'] = [];
    let acc: TripRoute['legs'][number] | null = null;
    routed.legs.forEach((leg, i) => {
      acc = acc ? { distanceKm: Math.round((acc.distanceKm + leg.distanceKm) * 10) / 10, durationMin: acc.durationMin + leg.durationMin, onRoad: acc.onRoad && leg.onRoad } : { ...leg };
      if (all[i + 1].real) {
        legs.push(acc);
        acc = null;
      }
    });
    return { ...routed, legs };
  } catch (err) {
    opts.log?.warn({ err }, 'no route for this trip');
    return null;
  }
}
