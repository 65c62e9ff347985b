/**
 * Routes on roads (docs/product/rules.md#routes-on-roads). Public API of the routing module:
 * - `routeStops(points, mode, opts?)` → TripRoute: OSRM when `opts.routingUrl` is set and answers,
 *   otherwise (and on any OSRM failure) the embedded router over the Natural Earth network;
 * - `routeStopsEmbedded(points, mode)` → TripRoute, synchronous, embedded only;
 * - `routeLine(a, b)` → the road line A→B as lat/lng points (for the planner's corridor).
 * See README.md for the data, the speeds and the budgets.
 */
import type { TripRoute } from '@roadgremlin/contracts';
import { embeddedLegs, routeEmbedded, SIMPLIFY_M, toTripRoute, type RouteMode } from './embedded.js';
import type { LatLng } from '../geo/index.js';
import { osrmLegs } from './osrm.js';

export type { LatLng } from '../geo/index.js';
export type { RouteMode } from './embedded.js';
export { roadGraph } from './graph.js';

export interface RouteOptions {
  /** OSRM-compatible server (config ROUTING_URL); unset: embedded router only. */
  routingUrl?: string;
  /** Per request (config ROUTING_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Called with the reason when OSRM fails and the embedded router answers instead. */
  onFallback?: (reason: string) => void;
  fetch?: typeof fetch;
  /** "The slow way", "back roads": keep off freeways where another road goes. */
  slow?: boolean;
}

/** The route through `points` in order. Never throws for routing reasons; fewer than 2 points → an empty route. */
export async function routeStops(points: LatLng[], mode: RouteMode, opts: RouteOptions = {}): Promise<TripRoute> {
  if (opts.routingUrl && points.length >= 2) {
    const r = await osrmLegs(points, mode, { baseUrl: opts.routingUrl, timeoutMs: opts.timeoutMs ?? 3000, fetch: opts.fetch, slow: opts.slow });
    if (r.ok) return toTripRoute(r.legs, 'osrm', SIMPLIFY_M);
    opts.onFallback?.(r.reason);
  }
  return routeEmbedded(points, mode, { slow: opts.slow });
}

/** Embedded only, synchronous. */
export function routeStopsEmbedded(points: LatLng[], mode: RouteMode): TripRoute {
  return routeEmbedded(points, mode);
}

export interface RoadLine {
  /** A → B along the roads (straight where the leg is off the network), simplified to ~200 m. */
  points: LatLng[];
  distanceKm: number;
  durationMin: number;
  onRoad: boolean;
}

/** The driving line from a to b over the embedded network (synchronous; for the planner's corridor). */
export function routeLine(a: LatLng, b: LatLng, toleranceM = 200, opts: { slow?: boolean } = {}): RoadLine {
  const [leg] = embeddedLegs([a, b], 'driving', { slow: opts.slow });
  const r = toTripRoute([leg], 'embedded', toleranceM);
  return {
    points: r.geometry.coordinates.map(([lng, lat]) => ({ lat, lng })),
    distanceKm: r.distanceKm,
    durationMin: r.durationMin,
    onRoad: leg.onRoad,
  };
}

export { routeTrip, routePoints, type TripEnds } from './trip-route.js';
export { RoadGraph, GRAPH_FILE } from './graph.js';
export { routeEmbedded } from './embedded.js';
/** Benchmarks only: switch the A* heuristic off (plain Dijkstra) and read the last search's settled nodes. */
export { searchOptions, lastSettled } from './search.js';
