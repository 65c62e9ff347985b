import { describe, expect, it } from 'vitest';
import { arcCoordinates } from './arcs';
import { fitProjection, geometryPath, routePath } from './route-svg';

describe('static route image geometry', () => {
  const stops = [
    { lat: 36.17, lng: -115.14 },
    { lat: 37.0, lng: -117.0 },
    { lat: 39.53, lng: -119.81 },
  ];

  it('fits every stop inside the padded frame', () => {
    const projection = fitProjection(stops, 400, 300, 0.1);
    for (const s of stops) {
      const [x, y] = projection.project(s.lng, s.lat);
      expect(x).toBeGreaterThanOrEqual(40 - 0.01);
      expect(x).toBeLessThanOrEqual(360 + 0.01);
      expect(y).toBeGreaterThanOrEqual(30 - 0.01);
      expect(y).toBeLessThanOrEqual(270 + 0.01);
    }
    // North is up: Reno (north) has a smaller y than Las Vegas.
    expect(projection.project(-119.81, 39.53)[1]).toBeLessThan(projection.project(-115.14, 36.17)[1]);
  });

  it('draws the route as one open path and polygons closed', () => {
    const projection = fitProjection(stops, 400, 300);
    expect(routePath(stops, projection).match(/[ML]/g)).toHaveLength(3);
    const square = geometryPath(
      { type: 'Polygon', coordinates: [[[-116, 36], [-115, 36], [-115, 37], [-116, 36]]] },
      projection,
    );
    expect(square.startsWith('M')).toBe(true);
    expect(square.endsWith('Z')).toBe(true);
  });

  it('keeps a single stop centred', () => {
    const projection = fitProjection([stops[0]], 400, 300);
    expect(projection.project(stops[0].lng, stops[0].lat)).toEqual([200, 150]);
  });

  it('bows journey arcs between their two ends', () => {
    const arc = arcCoordinates([-115, 36], [-119, 39], 10);
    expect(arc).toHaveLength(11);
    expect(arc[0]).toEqual([-115, 36]);
    expect(arc[10][0]).toBeCloseTo(-119);
    expect(arc[10][1]).toBeCloseTo(39);
  });
});
