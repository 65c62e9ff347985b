import { describe, expect, it } from 'vitest';
import { distanceKm, formatCoordinates, formatDistance } from './geo';

describe('geo', () => {
  it('measures great-circle distance (Las Vegas → Reno ≈ 556 km; one degree of latitude ≈ 111 km)', () => {
    expect(distanceKm({ lat: 36.1699, lng: -115.1398 }, { lat: 39.5296, lng: -119.8138 })).toBeCloseTo(556, -1);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });

  it.each([
    [0, '0 m'],
    [0.4996, '500 m'],
    [0.999, '999 m'],
    [1, '1.0 km'],
    [12.345, '12.3 km'],
  ])('formats %f km as %s (metres under 1 km, else km with 1 decimal)', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('formats coordinates to 4 decimals', () => {
    expect(formatCoordinates({ lat: 36.123456, lng: -115.1 })).toBe('36.1235, -115.1000');
  });
});
