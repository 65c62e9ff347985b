import { describe, expect, it } from 'vitest';
import type { TripRoute } from '../../../lib/route-legs';
import { PACING_TEXT, pacingText, tripIsLoop, tripTypeLabel } from './trip-summary';

const ghost = [{ name: 'Rhyolite', description: 'an abandoned mining town' }];

describe('trip type follows the trip (an A→B drive is not a Ghost Loop)', () => {
  it('"Loop" only for a loop: an A→B ghost-town drive is a Ghost Town Run', () => {
    expect(tripTypeLabel('ghost towns around Tonopah', ghost, 'driving', true)).toBe('Ghost Loop');
    expect(tripTypeLabel('ghost towns from Las Vegas to Salt Lake City', ghost, 'driving', false)).toBe('Ghost Town Run');
  });
  it('other labels name no shape and stay the same either way', () => {
    expect(tripTypeLabel('weird stuff from Austin to Dallas', [], 'driving', false)).toBe('Bizarre Boulevard');
    expect(tripTypeLabel('a walk', [], 'walking', false)).toBe('Urban Explorer');
  });
  it('the route decides whether it is a loop; without one, "from A to B" in the sentence does', () => {
    expect(tripIsLoop('ghost towns from Las Vegas to Reno', true)).toBe(true);
    expect(tripIsLoop('ghost towns around Reno', false)).toBe(false);
    expect(tripIsLoop('ghost towns from Las Vegas to Reno')).toBe(false);
    expect(tripIsLoop('ghost towns in Nevada', null)).toBe(true);
  });
});

describe('PACING ("{N} min average between stops", N computed from the legs)', () => {
  const route: TripRoute = {
    geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] },
    legs: [
      { distanceKm: 10, durationMin: 8, onRoad: true },
      { distanceKm: 40, durationMin: 31, onRoad: true },
      { distanceKm: 60, durationMin: 46, onRoad: true },
      { distanceKm: 90, durationMin: 70, onRoad: true },
    ],
    distanceKm: 200,
    durationMin: 155,
    source: 'embedded',
  };
  it('"{N} min average between stops"', () => {
    expect(pacingText(route, 3)).toBe('39 min average between stops');
  });
  it('keeps the fixed "43 min average between stops" without a route', () => {
    expect(pacingText(null, 3)).toBe(PACING_TEXT);
  });
});
