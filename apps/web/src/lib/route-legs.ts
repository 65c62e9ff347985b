/**
 * The trip's route as the screens read it (docs/product/rules.md#routes-on-roads): per-leg labels for the stop cards, the
 * totals and the average between stops for the summary, whether the trip is a loop, and the route
 * line cut into its legs for the map. Pure functions, no React.
 *
 * The server's `TripRoute` (libs/contracts/src/route.ts): `legs[i]` leads to `stops[i]` (legs[0]
 * from the trip's start), and the last leg leads from the last stop to the trip's end (back to the
 * start on a loop), so there are `stops.length + 1` legs. Stops are vertices of the geometry.
 */
import type { TripRoute } from '@roadgremlin/contracts';
import { distanceKm, formatDistance } from './geo';

export type { TripRoute };
export type RouteLeg = TripRoute['legs'][number];
type Position = [number, number];

/** "35 min", "1 h", "2 h 05 min". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')} min`;
}

export const CROW_FLIES = 'as the crow flies';

/**
 * The stop card's line for the leg leading to stop `index`: "42.0 km · 35 min from the previous
 * stop" ("from the start" for the first), distance in metres under 1 km,
 * otherwise km with one decimal), "(as the crow flies)" when the leg is a straight line.
 * Null when the route has no such leg.
 */
export function legLabel(route: TripRoute | null | undefined, index: number): string | null {
  const leg = route?.legs[index];
  if (!leg) return null;
  const from = index === 0 ? 'from the start' : 'from the previous stop';
  return `${formatDistance(leg.distanceKm)} · ${formatDuration(leg.durationMin)} ${from}${leg.onRoad ? '' : ` (${CROW_FLIES})`}`;
}

/** The legs between two stops (legs[1..n-1]); with fewer than two stops, every leg. */
export function legsBetweenStops(route: TripRoute, stopCount: number): RouteLeg[] {
  const between = route.legs.slice(1, Math.max(1, stopCount));
  return between.length ? between : route.legs;
}

/** N of "{N} min average between stops" (PACING), computed from the legs; null without legs. */
export function averageMinutesBetweenStops(route: TripRoute | null | undefined, stopCount: number): number | null {
  if (!route?.legs.length) return null;
  const legs = legsBetweenStops(route, stopCount);
  return Math.round(legs.reduce((sum, leg) => sum + leg.durationMin, 0) / legs.length);
}

export interface RouteTotals {
  distanceKm: number;
  durationMin: number;
  /** Every leg is a straight line (walking, cycling, or no road at all). */
  allStraight: boolean;
  /** Some leg is a straight line. */
  someStraight: boolean;
}

/** Total distance and time: the sums of the legs (the server's totals are the same sums). */
export function routeTotals(route: TripRoute): RouteTotals {
  const distance = route.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
  const duration = route.legs.reduce((sum, leg) => sum + leg.durationMin, 0);
  return {
    distanceKm: Math.round(distance * 10) / 10,
    durationMin: Math.round(duration),
    allStraight: route.legs.length > 0 && route.legs.every((leg) => !leg.onRoad),
    someStraight: route.legs.some((leg) => !leg.onRoad),
  };
}

/** A loop ends where it started: the route's two ends are within 1 km of each other. */
export function isLoopRoute(route: TripRoute | null | undefined): boolean | null {
  const line = route?.geometry.coordinates;
  if (!line || line.length < 2) return null;
  const [a, b] = [line[0], line[line.length - 1]];
  return distanceKm({ lng: a[0], lat: a[1] }, { lng: b[0], lat: b[1] }) < 1;
}

export interface LegLine {
  index: number;
  onRoad: boolean;
  coordinates: Position[];
}

/**
 * The route line cut at the stops into one piece per leg (so the map can dash the straight ones).
 * Each stop is a vertex of the line: the cut is the nearest vertex after the previous cut. When the
 * legs do not match the stops, one piece with the whole line (on road unless every leg is straight).
 */
export function splitRouteIntoLegs(route: TripRoute, stops: readonly { lat: number; lng: number }[]): LegLine[] {
  const line = route.geometry.coordinates as Position[];
  if (line.length < 2) return [];
  if (route.legs.length !== stops.length + 1) {
    return [{ index: 0, onRoad: !route.legs.length || route.legs.some((l) => l.onRoad), coordinates: line }];
  }
  const cuts: number[] = [0];
  for (const stop of stops) {
    const from = cuts[cuts.length - 1];
    let best = from;
    let bestD = Infinity;
    for (let i = from; i < line.length; i++) {
      const d = (line[i][0] - stop.lng) ** 2 + (line[i][1] - stop.lat) ** 2;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
      if (d === 0) break;
    }
    cuts.push(best);
  }
  cuts.push(line.length - 1);
  const pieces: LegLine[] = [];
  for (let i = 0; i < route.legs.length; i++) {
    const coordinates = line.slice(cuts[i], cuts[i + 1] + 1);
    if (coordinates.length >= 2) pieces.push({ index: i, onRoad: route.legs[i].onRoad, coordinates });
  }
  return pieces;
}
