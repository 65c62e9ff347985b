/**
 * `project` (src/geo/route.ts) visits only the latitude bands and segment boxes that can still hold
 * the nearest point; it must give exactly the answer of trying every segment (lowest index on a tie).
 */
import { describe, expect, it } from 'vitest';
import { makeRoute, project, type LatLng, type Route } from '../src/geo/index.js';

function everySegment(route: Route, p: LatLng) {
  const pts = route.points;
  let best = { offKm: Infinity, alongKm: 0 };
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const kx = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180) * 111.195;
    const dx = (b.lng - a.lng) * kx;
    const dy = (b.lat - a.lat) * 111.195;
    const px = (p.lng - a.lng) * kx;
    const py = (p.lat - a.lat) * 111.195;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const ex = px - t * dx;
    const ey = py - t * dy;
    const off = Math.sqrt(ex * ex + ey * ey);
    if (off < best.offKm) best = { offKm: off, alongKm: route.cum[i] + t * (route.cum[i + 1] - route.cum[i]) };
  }
  return best;
}

describe('project: nearest point of a route', () => {
  it('equals trying every segment on random routes and points (zero-length segments, points far off, at vertices)', () => {
    let seed = 42;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let compared = 0;
    for (let k = 0; k < 150; k++) {
      const pts: LatLng[] = [];
      let lat = 25 + rnd() * 40;
      let lng = -125 + rnd() * 60;
      const n = 2 + Math.floor(rnd() * 150);
      for (let i = 0; i < n; i++) {
        lat += (rnd() - 0.5) * 0.8;
        lng += (rnd() - 0.5) * 0.8;
        pts.push({ lat, lng });
        if (i % 13 === 5) pts.push({ lat, lng }); // a repeated point: a zero-length segment
      }
      const route = makeRoute(pts);
      const probes = [...pts.slice(0, 5), ...Array.from({ length: 100 }, () => ({ lat: pts[0].lat + (rnd() - 0.5) * 20, lng: pts[0].lng + (rnd() - 0.5) * 20 }))];
      for (const p of probes) {
        expect(project(route, p)).toEqual(everySegment(route, p));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(150 * 100);
  });

  it('a one-point route: the distance to it', () => {
    const route = makeRoute([{ lat: 45, lng: -75 }]);
    expect(project(route, { lat: 45, lng: -75 }).offKm).toBe(0);
  });
});
