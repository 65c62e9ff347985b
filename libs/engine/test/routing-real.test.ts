/** The embedded router on the committed Natural Earth road graph (src/routing/data/road-graph.bin.gz). */
import { describe, expect, it } from 'vitest';
import { TripRoute } from '@roadgremlin/contracts';
import { haversineM } from '../src/geo/index.js';
import { roadGraph, routeLine, routeStops, routeStopsEmbedded } from '../src/routing/index.js';

const LAS_VEGAS = { lat: 36.17, lng: -115.14 };
const SALT_LAKE_CITY = { lat: 40.76, lng: -111.89 };
/** I-15 between them, town by town (St George, Cedar City, Beaver, Fillmore, Nephi, Provo and the bends between). */
const I15: [number, number][] = [
  [-115.14, 36.17], [-114.9, 36.35], [-114.6, 36.67], [-114.07, 36.8], [-113.93, 36.89], [-113.58, 37.1], [-113.36, 37.24],
  [-113.18, 37.54], [-113.06, 37.68], [-112.83, 37.84], [-112.77, 37.89], [-112.64, 38.28], [-112.59, 38.6], [-112.32, 38.97],
  [-112.1, 39.24], [-111.84, 39.71], [-111.79, 39.97], [-111.65, 40.11], [-111.66, 40.23], [-111.85, 40.39], [-111.89, 40.52],
  [-111.89, 40.76],
];
const TOWNS_ON_I15: Record<string, [number, number]> = {
  'St George': [-113.58, 37.1],
  'Cedar City': [-113.06, 37.68],
  Beaver: [-112.64, 38.28],
  Fillmore: [-112.32, 38.97],
  Nephi: [-111.84, 39.71],
  Provo: [-111.66, 40.23],
};

/** Km from p to the polyline (local equirectangular, fine at these scales). */
function kmToLine(p: [number, number], line: [number, number][]): number {
  const kx = Math.cos((p[1] * Math.PI) / 180);
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const ax = (line[i - 1][0] - p[0]) * kx;
    const ay = line[i - 1][1] - p[1];
    const dx = (line[i][0] - p[0]) * kx - ax;
    const dy = line[i][1] - p[1] - ay;
    const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy) * 111.2);
  }
  return best;
}

describe('embedded router on the Natural Earth network', () => {
  it('loads the committed graph: one large network and a few small pieces', () => {
    const g = roadGraph();
    expect(g.nodeCount).toBeGreaterThan(5_000);
    expect(g.edgeCount).toBeGreaterThan(g.nodeCount);
    expect(roadGraph()).toBe(g); // cached per process
  });

  it('Las Vegas → Salt Lake City follows I-15 (650–720 km, ≥ 90 % of the line within 5 km of it)', () => {
    const r = TripRoute.parse(routeStopsEmbedded([LAS_VEGAS, SALT_LAKE_CITY], 'driving'));
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeGreaterThanOrEqual(650);
    expect(r.distanceKm).toBeLessThanOrEqual(720);
    expect(r.durationMin).toBeGreaterThan(330); // ≈ 6 h 30 at freeway speeds
    expect(r.durationMin).toBeLessThan(450);
    const cs = r.geometry.coordinates;
    for (const [name, town] of Object.entries(TOWNS_ON_I15)) {
      const nearest = Math.min(...cs.map((c) => haversineM(c[0], c[1], town[0], town[1]))) / 1000;
      expect(nearest, `${name} is ${nearest.toFixed(1)} km from the route`).toBeLessThan(5);
    }
    let inside = 0;
    let total = 0;
    for (let i = 1; i < cs.length; i++) {
      const len = haversineM(cs[i - 1][0], cs[i - 1][1], cs[i][0], cs[i][1]);
      total += len;
      if (kmToLine([(cs[i - 1][0] + cs[i][0]) / 2, (cs[i - 1][1] + cs[i][1]) / 2], I15) <= 5) inside += len;
    }
    expect(inside / total).toBeGreaterThanOrEqual(0.9);
  });

  it('Toronto → Ottawa is 380–460 km on roads', () => {
    const r = routeStopsEmbedded([{ lat: 43.65, lng: -79.38 }, { lat: 45.42, lng: -75.7 }], 'driving');
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeGreaterThanOrEqual(380);
    expect(r.distanceKm).toBeLessThanOrEqual(460);
  });

  it('Calgary → Drumheller, AB uses the documented repair link (Hwy 9; the layer has no road within 54 km of the town)', () => {
    const r = routeStopsEmbedded([{ lat: 51.05, lng: -114.07 }, { lat: 51.46, lng: -112.71 }], 'driving');
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeGreaterThan(110);
    expect(r.distanceKm).toBeLessThan(160);
  });

  it('the other repair links close the detours: Quebec → Edmundston (Hwy 185), Durango → Shiprock (US-550, US-64)', () => {
    const qe = routeStopsEmbedded([{ lat: 46.81, lng: -71.21 }, { lat: 47.37, lng: -68.33 }], 'driving');
    expect(qe.distanceKm).toBeGreaterThan(250);
    expect(qe.distanceKm).toBeLessThan(330); // 781 km without the link
    const ds = routeStopsEmbedded([{ lat: 37.27, lng: -107.88 }, { lat: 36.73, lng: -108.22 }, { lat: 36.79, lng: -108.69 }], 'driving');
    expect(ds.legs[0].distanceKm).toBeLessThan(110); // Durango → Farmington, ≈ 80 km
    expect(ds.legs[1].distanceKm).toBeLessThan(60); // Farmington → Shiprock, ≈ 45 km
  });

  it('crossings and dead ends joined (build steps 2b, 2c): Denver → Cheyenne on I-25, Salt Lake City → Logan, Halifax → Sydney over the Canso Causeway', () => {
    const dc = routeStopsEmbedded([{ lat: 39.739, lng: -104.985 }, { lat: 41.14, lng: -104.82 }], 'driving');
    expect(dc.distanceKm).toBeLessThan(185); // ≈ 160; 542 through Nebraska when I-25 and I-80 did not meet
    const sl = routeStopsEmbedded([{ lat: 40.76, lng: -111.89 }, { lat: 41.735, lng: -111.834 }], 'driving');
    expect(sl.distanceKm).toBeLessThan(150); // ≈ 130; 306 through Idaho when US-91 stopped 3 km short of I-15
    const hs = routeStopsEmbedded([{ lat: 44.65, lng: -63.57 }, { lat: 46.14, lng: -60.19 }], 'driving');
    expect(hs.legs[0].onRoad).toBe(true); // a straight line over the sea before
    expect(hs.distanceKm).toBeLessThan(440); // ≈ 400
  });

  it('repair links of 2026-11-25: Salt Lake City → Moab (US-6), Ely → Wells (US-93), Dallas → Sherman (US-75), Miami → Naples (Tamiami Trail)', () => {
    const cases: [string, [number, number], [number, number], number][] = [
      ['Salt Lake City → Moab', [40.76, -111.89], [38.573, -109.55], 410], // ≈ 375; 626 before
      ['Ely → Wells', [39.247, -114.889], [41.111, -114.964], 250], // ≈ 225; 751 before
      ['Dallas → Sherman', [32.78, -96.8], [33.636, -96.609], 125], // ≈ 105; 291 before
      ['Miami → Naples', [25.774, -80.194], [26.142, -81.796], 210], // ≈ 200; 316 before
    ];
    for (const [name, a, b, maxKm] of cases) {
      const r = routeStopsEmbedded([{ lat: a[0], lng: a[1] }, { lat: b[0], lng: b[1] }], 'driving');
      expect(r.legs[0].onRoad, name).toBe(true);
      expect(r.distanceKm, name).toBeLessThan(maxKm);
    }
  });

  it('a stop far from every road (Churchill, MB: rail and air only) gets an onRoad:false leg that ends at the stop', () => {
    const churchill = { lat: 58.77, lng: -94.17 };
    const r = routeStopsEmbedded([{ lat: 49.9, lng: -97.14 }, churchill], 'driving');
    expect(r.legs[0].onRoad).toBe(false);
    expect(r.geometry.coordinates.at(-1)).toEqual([churchill.lng, churchill.lat]);
    expect(r.distanceKm).toBeGreaterThan(1_000);
  });

  it('10 stops over ~1,340 km (Las Vegas → I-15 → I-70 → Denver → Colorado Springs): every leg on the road, the legs add up', async () => {
    const stops = [
      LAS_VEGAS,
      { lat: 37.1, lng: -113.58 }, // St George
      { lat: 37.68, lng: -113.06 }, // Cedar City
      { lat: 38.28, lng: -112.64 }, // Beaver
      { lat: 38.77, lng: -112.08 }, // Richfield
      { lat: 38.99, lng: -110.16 }, // Green River
      { lat: 39.06, lng: -108.55 }, // Grand Junction
      { lat: 39.55, lng: -107.32 }, // Glenwood Springs
      { lat: 39.74, lng: -104.99 }, // Denver
      { lat: 38.83, lng: -104.82 }, // Colorado Springs
    ];
    const r = TripRoute.parse(await routeStops(stops, 'driving'));
    expect(r.source).toBe('embedded');
    expect(r.legs).toHaveLength(9);
    expect(r.legs.every((l) => l.onRoad)).toBe(true);
    expect(r.distanceKm).toBeGreaterThan(1_250);
    expect(r.distanceKm).toBeLessThan(1_450);
    expect(r.distanceKm).toBeCloseTo(r.legs.reduce((s, l) => s + l.distanceKm, 0), 6);
    expect(r.durationMin).toBe(r.legs.reduce((s, l) => s + l.durationMin, 0));
    expect(r.geometry.coordinates[0]).toEqual([LAS_VEGAS.lng, LAS_VEGAS.lat]);
    expect(r.geometry.coordinates.at(-1)).toEqual([-104.82, 38.83]);
  });

  it('a town whose road of the layer ends downtown still reaches the highway nearby (Tuba City → Flagstaff on US-89, not via the Grand Canyon)', () => {
    const r = routeStopsEmbedded([{ lat: 36.13, lng: -111.24 }, { lat: 35.2, lng: -111.65 }], 'driving');
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeLessThan(140); // 253 km through Grand Canyon Village when only the nearest road counted
  });

  it('routeLine gives the planner the road line A → B as lat/lng points', () => {
    const line = routeLine(LAS_VEGAS, SALT_LAKE_CITY);
    expect(line.onRoad).toBe(true);
    expect(line.points[0]).toEqual(LAS_VEGAS);
    expect(line.points.at(-1)).toEqual(SALT_LAKE_CITY);
    expect(line.points.length).toBeGreaterThan(20);
    expect(line.points.length).toBeLessThan(400);
    expect(line.distanceKm).toBeGreaterThan(650);
  });
});
