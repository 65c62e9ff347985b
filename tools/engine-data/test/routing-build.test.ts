/**
 * The embedded router on small hand-built networks (build.ts → format.ts → graph.ts → search.ts),
 * the graph file's determinism, and the OSRM client against the fake OSRM server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripRoute } from '@roadgremlin/contracts';
import { startFakeOsrm, type FakeOsrm } from '@roadgremlin/test-fakes';
import { buildGraph, buildGraphFile, DEFAULT_INPUT, type RoadFeature } from '../src/routing-build/build.js';
import { decodeGraph, encodeGraph, RoadClass } from '@roadgremlin/engine/routing/format';
import { GRAPH_FILE, RoadGraph } from '@roadgremlin/engine/routing';
import { haversineM } from '@roadgremlin/engine/geo';
import { routeEmbedded } from '@roadgremlin/engine/routing';
import { routeStops } from '@roadgremlin/engine/routing';

const road = (cls: string, type: string, coords: number[][]): RoadFeature => ({
  type: 'Feature',
  properties: { class: cls, type },
  geometry: { type: 'LineString', coordinates: coords },
});
/** Through the file format, as the real graph is. */
const graphOf = (features: RoadFeature[]) => new RoadGraph(decodeGraph(encodeGraph(buildGraph(features))));
const km = (a: number[], b: number[]) => haversineM(a[0], a[1], b[0], b[1]) / 1000;

describe('embedded router on hand-built networks', () => {
  it('takes the faster road: a freeway detour over a shorter local road', () => {
    const graph = graphOf([
      road('Other', 'Secondary', [[-100, 40], [-99, 40]]), // 85 km at 60 km/h ≈ 85 min
      road('Interstate', 'Freeway', [[-100, 40], [-99.5, 40.2], [-99, 40]]), // 2 × 48 km at 105 ≈ 55 min
    ]);
    const r = routeEmbedded([{ lat: 40, lng: -100 }, { lat: 40, lng: -99 }], 'driving', { graph });
    expect(r.legs).toHaveLength(1);
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeGreaterThan(95);
    expect(r.distanceKm).toBeLessThan(97);
    expect(r.durationMin).toBeGreaterThan(53);
    expect(r.durationMin).toBeLessThan(57);
    expect(Math.max(...r.geometry.coordinates.map((c) => c[1]))).toBeCloseTo(40.2, 3);
    // Slow the freeway down to a dirt road and the direct line wins.
    const slow = graphOf([road('Other', 'Secondary', [[-100, 40], [-99, 40]]), road('Other', 'Unpaved', [[-100, 40], [-99.5, 40.2], [-99, 40]])]);
    const r2 = routeEmbedded([{ lat: 40, lng: -100 }, { lat: 40, lng: -99 }], 'driving', { graph: slow });
    expect(Math.max(...r2.geometry.coordinates.map((c) => c[1]))).toBe(40);
    expect(r2.distanceKm).toBeCloseTo(85.2, 0);
  });

  it('joins stops in disconnected pieces of the network by a straight onRoad:false leg', () => {
    const graph = graphOf([road('State', 'Primary', [[-100, 40], [-99.5, 40]]), road('State', 'Primary', [[-99, 40], [-98.5, 40]])]);
    const a = { lat: 40.001, lng: -99.8 };
    const b = { lat: 40.001, lng: -98.7 };
    const r = routeEmbedded([a, b], 'driving', { graph });
    expect(r.legs[0].onRoad).toBe(false);
    expect(r.geometry.coordinates).toEqual([[a.lng, a.lat], [b.lng, b.lat]]);
    expect(r.legs[0].distanceKm).toBeCloseTo(km([a.lng, a.lat], [b.lng, b.lat]), 0);
    expect(r.legs[0].durationMin).toBeGreaterThan(0);
  });

  it('snaps a stop to the middle of an edge, not to its end vertices', () => {
    const graph = graphOf([road('Federal', 'Primary', [[-100, 40], [-99, 40]])]);
    const s = graph.snap(-99.5, 40.05, 30_000)!;
    expect(s.lng).toBeCloseTo(-99.5, 4);
    expect(s.lat).toBeCloseTo(40, 4);
    expect(s.distanceM).toBeGreaterThan(5_400);
    expect(s.distanceM).toBeLessThan(5_700);
    expect(s.offsetM / graph.edgeLengthM[s.edge]).toBeCloseTo(0.5, 2);
    // Two stops on the same long edge: the road between them, plus the short accesses.
    const r = routeEmbedded([{ lat: 40.01, lng: -99.7 }, { lat: 40.01, lng: -99.3 }], 'driving', { graph });
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeGreaterThan(34 + 2);
    expect(r.distanceKm).toBeLessThan(34.2 + 2.4);
    expect(r.geometry.coordinates[1][0]).toBeCloseTo(-99.7, 4);
    expect(r.geometry.coordinates[1][1]).toBeCloseTo(40, 4);
  });

  it('splits lines at shared vertices and joins line ends within 200 m (T-junctions)', () => {
    const graph = graphOf([
      road('State', 'Primary', [[-100, 40], [-99.5, 40], [-99, 40]]),
      road('State', 'Primary', [[-99.5, 39.5], [-99.5, 40], [-99.5, 40.5]]), // crosses at a shared interior vertex
      road('State', 'Primary', [[-99.2, 39.5], [-99.2, 39.9985]]), // ends ~170 m short of the first road
    ]);
    const south = routeEmbedded([{ lat: 39.5, lng: -99.5 }, { lat: 40, lng: -100 }], 'driving', { graph });
    expect(south.legs[0].onRoad).toBe(true);
    expect(south.distanceKm).toBeCloseTo(55.6 + 42.6, 0);
    const t = routeEmbedded([{ lat: 39.5, lng: -99.2 }, { lat: 40, lng: -99 }], 'driving', { graph });
    expect(t.legs[0].onRoad).toBe(true);
    expect(t.distanceKm).toBeCloseTo(55.5 + 17, 0);
  });

  it('roads that cross between their vertices meet at the crossing; a ferry over a road does not', () => {
    const g = buildGraph([
      road('Interstate', 'Freeway', [[-100, 40], [-99, 40]]),
      road('Federal', 'Primary', [[-99.5, 39.5], [-99.5, 40.5]]), // crosses the first mid-segment
      road('Ferry', 'Ferry', [[-99.8, 39.8], [-99.8, 40.2]]), // crosses it too, on the water
    ]);
    const degree = (lng: number, lat: number) => {
      let n = 0;
      for (let e = 0; e < g.edgeFrom.length; e++) {
        for (const v of [g.edgeFrom[e], g.edgeTo[e]]) if (g.nodeLng[v] === Math.round(lng * 1e5) && g.nodeLat[v] === Math.round(lat * 1e5)) n++;
      }
      return n;
    };
    expect(degree(-99.5, 40)).toBe(4);
    expect(degree(-99.8, 40)).toBe(0);
    const graph = graphOf([road('Interstate', 'Freeway', [[-100, 40], [-99, 40]]), road('Federal', 'Primary', [[-99.5, 39.5], [-99.5, 40.5]])]);
    const r = routeEmbedded([{ lat: 39.5, lng: -99.5 }, { lat: 40, lng: -99 }], 'driving', { graph });
    expect(r.legs[0].onRoad).toBe(true);
    expect(r.distanceKm).toBeCloseTo(55.6 + 42.6, 0); // south leg to the crossing, then east
  });

  it('a road that ends in nothing continues to the nearest road within 5 km; one farther stays apart', () => {
    const features = [
      road('Interstate', 'Freeway', [[-100, 40], [-98, 40]]),
      road('Federal', 'Primary', [[-99.5, 40.03], [-99.5, 40.5]]), // ends 3.3 km short of the interstate
      road('Federal', 'Primary', [[-98.5, 40.07], [-98.5, 40.5]]), // ends 7.8 km short
    ];
    const g = buildGraph(features);
    const connectors: number[][] = [];
    for (let e = 0; e < g.edgeFrom.length; e++) {
      if (g.edgeClass[e] === RoadClass.connector) connectors.push([g.nodeLng[g.edgeFrom[e]] / 1e5, g.nodeLat[g.edgeFrom[e]] / 1e5, g.nodeLng[g.edgeTo[e]] / 1e5, g.nodeLat[g.edgeTo[e]] / 1e5]);
    }
    expect(connectors).toEqual([[-99.5, 40.03, -99.5, 40]]);
    const graph = graphOf(features);
    const near = routeEmbedded([{ lat: 40.5, lng: -99.5 }, { lat: 40, lng: -98 }], 'driving', { graph });
    expect(near.legs[0].onRoad).toBe(true);
    expect(near.distanceKm).toBeCloseTo(52.2 + 3.3 + 127.8, 0);
    const far = routeEmbedded([{ lat: 40.5, lng: -98.5 }, { lat: 40, lng: -98 }], 'driving', { graph });
    expect(far.legs[0].onRoad).toBe(false);
  });

  it('with many stops, the legs add up to the totals and the line passes through every stop', () => {
    const graph = graphOf([
      road('Interstate', 'Freeway', [[-100, 40], [-99, 40.1], [-98, 40], [-97, 40.1]]),
      road('State', 'Primary', [[-99, 40.1], [-99, 41]]),
    ]);
    const stops = [
      { lat: 40.02, lng: -99.9 },
      { lat: 40.9, lng: -99.01 },
      { lat: 40.05, lng: -98.2 },
      { lat: 42, lng: -98 }, // 190 km from the network: straight part, onRoad false
      { lat: 40.1, lng: -97 },
    ];
    const r = TripRoute.parse(routeEmbedded(stops, 'driving', { graph }));
    expect(r.source).toBe('embedded');
    expect(r.legs).toHaveLength(4);
    expect(r.legs.map((l) => l.onRoad)).toEqual([true, true, false, false]);
    expect(r.distanceKm).toBeCloseTo(r.legs.reduce((s, l) => s + l.distanceKm, 0), 6);
    expect(r.durationMin).toBe(r.legs.reduce((s, l) => s + l.durationMin, 0));
    for (const s of stops) expect(r.geometry.coordinates.some((c) => Math.abs(c[0] - s.lng) < 1e-5 && Math.abs(c[1] - s.lat) < 1e-5)).toBe(true);
  });

  it('walking and bicycling are straight lines at 4.5 and 15 km/h, onRoad false', () => {
    const graph = graphOf([road('State', 'Primary', [[-100, 40], [-99, 40]])]);
    const pts = [{ lat: 40, lng: -100 }, { lat: 40, lng: -99.9 }];
    const d = km([-100, 40], [-99.9, 40]);
    const walk = routeEmbedded(pts, 'walking', { graph });
    expect(walk.legs[0]).toEqual({ distanceKm: Math.round(d * 10) / 10, durationMin: Math.round((d / 4.5) * 60), onRoad: false });
    const bike = routeEmbedded(pts, 'bicycling', { graph });
    expect(bike.legs[0].durationMin).toBe(Math.round((d / 15) * 60));
    expect(bike.geometry.coordinates).toHaveLength(2);
  });

  it('fewer than two points give an empty route', () => {
    const r = routeEmbedded([{ lat: 40, lng: -100 }], 'driving', { graph: graphOf([]) });
    expect(r.legs).toEqual([]);
    expect(r.distanceKm).toBe(0);
  });
});

describe('graph file', () => {
  it('the build is deterministic: the same features give the same bytes', () => {
    const f = [road('State', 'Primary', [[-100, 40], [-99.5, 40], [-99, 40]]), road('Other', 'Ferry', [[-99.5, 40], [-99.5, 41]])];
    expect(encodeGraph(buildGraph(f)).equals(encodeGraph(buildGraph(f)))).toBe(true);
  });

  it.skipIf(!existsSync(DEFAULT_INPUT))('rebuilding from ../shared/data/map/roads.geojson.gz gives the committed file byte for byte', () => {
    expect(buildGraphFile().equals(readFileSync(GRAPH_FILE))).toBe(true);
  });
});

describe('OSRM (ROUTING_URL) against the fake OSRM server', () => {
  let osrm: FakeOsrm;
  beforeAll(async () => {
    osrm = await startFakeOsrm();
  });
  afterAll(async () => {
    await osrm.close();
  });
  const stops = [
    { lat: 36.17, lng: -115.14 },
    { lat: 37.68, lng: -113.06 },
    { lat: 40.76, lng: -111.89 },
  ];

  it('answers Ok: the route is OSRM\'s line and leg numbers, source osrm', async () => {
    osrm.settings.answer = 'Ok';
    const r = TripRoute.parse(await routeStops(stops, 'driving', { routingUrl: osrm.base, timeoutMs: 2000 }));
    expect(r.source).toBe('osrm');
    expect(r.legs).toHaveLength(2);
    expect(r.legs.every((l) => l.onRoad)).toBe(true);
    const d0 = km([-115.14, 36.17], [-113.06, 37.68]) * 1.25;
    expect(r.legs[0].distanceKm).toBeCloseTo(d0, 0);
    expect(r.legs[0].durationMin).toBe(Math.round((d0 / 80) * 60));
    expect(r.geometry.coordinates).toHaveLength(5); // stops and the fake's bends
    expect(osrm.requests.at(-1)).toBe('/route/v1/driving/-115.140000,36.170000;-113.060000,37.680000;-111.890000,40.760000?overview=full&geometries=geojson&steps=false');
  });

  it('"the slow way" asks the server to exclude motorways', async () => {
    osrm.settings.answer = 'Ok';
    await routeStops(stops, 'driving', { routingUrl: osrm.base, timeoutMs: 2000, slow: true });
    expect(osrm.requests.at(-1)).toMatch(/&exclude=motorway$/);
    await routeStops(stops.slice(0, 2), 'bicycling', { routingUrl: osrm.base, timeoutMs: 2000, slow: true });
    expect(osrm.requests.at(-1)).not.toMatch(/exclude/);
  });

  for (const answer of ['NoRoute', 'NoSegment', 'http500', 'badJson', 'okWithoutRoutes'] as const) {
    it(`${answer} → the embedded router answers instead (no error)`, async () => {
      osrm.settings.answer = answer;
      const reasons: string[] = [];
      const r = await routeStops(stops, 'driving', { routingUrl: osrm.base, timeoutMs: 2000, onFallback: (why) => reasons.push(why) });
      expect(r.source).toBe('embedded');
      expect(r.legs).toHaveLength(2);
      expect(r.legs.every((l) => l.onRoad)).toBe(true);
      expect(reasons).toHaveLength(1);
      if (answer === 'NoRoute') expect(reasons[0]).toBe('NoRoute: Impossible route between points');
      if (answer === 'NoSegment') expect(reasons[0]).toMatch(/^NoSegment: Could not find a matching segment/);
    });
  }

  it('a slow server → timeout → the embedded router', async () => {
    osrm.settings.answer = 'Ok';
    osrm.settings.delayMs = 600;
    const reasons: string[] = [];
    const t0 = performance.now();
    const r = await routeStops(stops, 'driving', { routingUrl: osrm.base, timeoutMs: 150, onFallback: (why) => reasons.push(why) });
    osrm.settings.delayMs = 0;
    expect(performance.now() - t0).toBeLessThan(550);
    expect(r.source).toBe('embedded');
    expect(reasons).toEqual(['timeout after 150 ms']);
  });

  it('a server that does not serve the profile: walking falls back to straight lines', async () => {
    osrm.settings.answer = 'Ok';
    const reasons: string[] = [];
    const r = await routeStops(stops.slice(0, 2), 'walking', { routingUrl: osrm.base, onFallback: (why) => reasons.push(why) });
    expect(osrm.requests.at(-1)).toMatch(/^\/route\/v1\/walking\//);
    expect(reasons[0]).toMatch(/^InvalidUrl/);
    expect(r).toMatchObject({ source: 'embedded', legs: [{ onRoad: false }] });
    const bike = await routeStops(stops.slice(0, 2), 'bicycling', { routingUrl: osrm.base });
    expect(osrm.requests.at(-1)).toMatch(/^\/route\/v1\/cycling\//);
    expect(bike.legs[0].onRoad).toBe(false);
  });

  it('a server that serves the walking profile routes walking trips (source osrm, onRoad true)', async () => {
    osrm.settings.answer = 'Ok';
    osrm.settings.profiles = ['driving', 'walking', 'cycling'];
    const r = await routeStops(stops.slice(0, 2), 'walking', { routingUrl: osrm.base });
    osrm.settings.profiles = ['driving'];
    expect(r).toMatchObject({ source: 'osrm', legs: [{ onRoad: true }] });
  });

  it('an unreachable server → the embedded router', async () => {
    const r = await routeStops(stops, 'driving', { routingUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    expect(r.source).toBe('embedded');
  });
});
