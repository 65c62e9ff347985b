import { describe, expect, it } from 'vitest';
import {
  averageMinutesBetweenStops,
  formatDuration,
  isLoopRoute,
  legLabel,
  routeTotals,
  splitRouteIntoLegs,
  type TripRoute,
} from './route-legs';

const stops = [
  { lat: 36.0, lng: -115.0 },
  { lat: 36.5, lng: -114.5 },
  { lat: 37.0, lng: -113.5 },
];
const route: TripRoute = {
  // start, a bend, stop 1, stop 2, a bend, stop 3, the end
  geometry: { type: 'LineString', coordinates: [[-115.2, 35.9], [-115.1, 35.95], [-115.0, 36.0], [-114.5, 36.5], [-114.0, 36.8], [-113.5, 37.0], [-113.0, 37.2]] },
  legs: [
    { distanceKm: 0.45, durationMin: 2, onRoad: true },
    { distanceKm: 42, durationMin: 35, onRoad: true },
    { distanceKm: 96.37, durationMin: 71, onRoad: false },
    { distanceKm: 50, durationMin: 40, onRoad: true },
  ],
  distanceKm: 188.8,
  durationMin: 148,
  source: 'embedded',
};

describe('leg labels (metres under 1 km, else km with one decimal)', () => {
  it('says how far and how long from the start, then from the previous stop', () => {
    expect(legLabel(route, 0)).toBe('450 m · 2 min from the start');
    expect(legLabel(route, 1)).toBe('42.0 km · 35 min from the previous stop');
  });
  it('says "(as the crow flies)" for a straight leg', () => {
    expect(legLabel(route, 2)).toBe('96.4 km · 1 h 11 min from the previous stop (as the crow flies)');
  });
  it('has nothing to say without a route or a leg', () => {
    expect(legLabel(null, 0)).toBeNull();
    expect(legLabel(route, 9)).toBeNull();
  });
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(59.6)).toBe('1 h');
    expect(formatDuration(125)).toBe('2 h 05 min');
  });
});

describe('summary numbers from the legs', () => {
  it('totals are the sums of the legs', () => {
    expect(routeTotals(route)).toEqual({ distanceKm: 188.8, durationMin: 148, allStraight: false, someStraight: true });
  });
  it('the average between stops counts only the legs between two stops (not from the start or to the end)', () => {
    // legs[1] (35) and legs[2] (71) → 53
    expect(averageMinutesBetweenStops(route, 3)).toBe(53);
    // One stop: there is nothing between stops, so every leg counts.
    expect(averageMinutesBetweenStops({ ...route, legs: route.legs.slice(0, 2) }, 1)).toBe(19);
    expect(averageMinutesBetweenStops(null, 3)).toBeNull();
  });
  it('a loop ends where it starts', () => {
    expect(isLoopRoute(route)).toBe(false);
    const loop = { ...route, geometry: { type: 'LineString' as const, coordinates: [...route.geometry.coordinates, [-115.2, 35.9] as [number, number]] } };
    expect(isLoopRoute(loop)).toBe(true);
    expect(isLoopRoute(undefined)).toBeNull();
  });
});

describe('splitRouteIntoLegs', () => {
  it('cuts the line at the stops, one piece per leg, keeping onRoad', () => {
    const pieces = splitRouteIntoLegs(route, stops);
    expect(pieces.map((p) => [p.index, p.onRoad, p.coordinates.length])).toEqual([
      [0, true, 3],
      [1, true, 2],
      [2, false, 3],
      [3, true, 2],
    ]);
    expect(pieces[2].coordinates[0]).toEqual([-114.5, 36.5]);
    expect(pieces[2].coordinates.at(-1)).toEqual([-113.5, 37.0]);
  });
  it('falls back to one piece when the legs do not match the stops', () => {
    expect(splitRouteIntoLegs(route, stops.slice(0, 2))).toHaveLength(1);
  });
});
