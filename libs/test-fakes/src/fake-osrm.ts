/**
 * A local OSRM-compatible route server for the trips service's routing tests (ROUTING_URL). It
 * answers `GET /route/v1/{profile}/{lng,lat;lng,lat…}` in OSRM's HTTP API v1 format
 * (https://github.com/Project-OSRM/osrm-backend/blob/master/docs/http.md):
 * - success: HTTP 200 `{ code: 'Ok', routes: [{ geometry (GeoJSON LineString with overview=full and
 *   geometries=geojson), legs: [{ steps: [], summary, weight, duration (s), distance (m) }],
 *   weight_name: 'routing', weight, duration, distance }], waypoints: [{ hint, distance, name, location }] }`.
 *   The "roads" are the straight lines between the points with a bend in the middle of each leg;
 *   distance = great-circle × 1.25, duration at 80 km/h.
 * - `settings.answer`: 'NoRoute' → 400 `{"code":"NoRoute","message":"Impossible route between points"}`;
 *   'NoSegment' → 400 `{"code":"NoSegment","message":"Could not find a matching segment for coordinate 0"}`;
 *   'http500' → 500 plain text; 'badJson' → 200 with a body that is not JSON; 'okWithoutRoutes' →
 *   `{ code: 'Ok', routes: [] }`. `settings.delayMs` holds every answer back (for timeouts).
 * - A malformed coordinate list → 400 `InvalidQuery`; a profile not in `settings.profiles` → 400
 *   `InvalidUrl` (a server built for one profile, e.g. car only).
 */
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';

export type FakeOsrmAnswer = 'Ok' | 'NoRoute' | 'NoSegment' | 'http500' | 'badJson' | 'okWithoutRoutes';

export interface FakeOsrmSettings {
  answer: FakeOsrmAnswer;
  delayMs: number;
  profiles: string[];
}

const R = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const greatCircleM = (a: number[], b: number[]) => {
  const h = Math.sin(rad(b[1] - a[1]) / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
};
const r1 = (v: number) => Math.round(v * 10) / 10;

export async function startFakeOsrm(initial: Partial<FakeOsrmSettings> = {}) {
  const settings: FakeOsrmSettings = { answer: 'Ok', delayMs: 0, profiles: ['driving'], ...initial };
  const requests: string[] = [];
  // forceCloseConnections: close() must not wait for fetch's keep-alive sockets or a delayed answer.
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.get('/route/v1/*', async (request, reply) => {
    requests.push(request.url);
    if (settings.delayMs) await new Promise((r) => setTimeout(r, settings.delayMs));
    const path = request.url.split('?')[0].slice('/route/v1/'.length);
    const slash = path.indexOf('/');
    const profile = path.slice(0, slash);
    const coordText = decodeURIComponent(path.slice(slash + 1)).replace(/\.json$/, '');
    if (slash < 0 || !settings.profiles.includes(profile)) {
      return reply.code(400).send({ code: 'InvalidUrl', message: `URL string malformed close to position 10: "${profile}"` });
    }
    const coords = coordText.split(';').map((p) => p.split(',').map(Number));
    const bad = coords.findIndex((c) => c.length !== 2 || !c.every(Number.isFinite) || Math.abs(c[0]) > 180 || Math.abs(c[1]) > 90);
    if (bad >= 0 || coords.length < 2) {
      return reply.code(400).send({ code: 'InvalidQuery', message: `Query string malformed close to position ${Math.max(0, bad)}` });
    }
    switch (settings.answer) {
      case 'NoRoute':
        return reply.code(400).send({ code: 'NoRoute', message: 'Impossible route between points' });
      case 'NoSegment':
        return reply.code(400).send({ code: 'NoSegment', message: 'Could not find a matching segment for coordinate 0' });
      case 'http500':
        return reply.code(500).type('text/plain').send('Internal Server Error');
      case 'badJson':
        return reply.code(200).type('application/json').send('{"code":"Ok","routes":[');
      case 'okWithoutRoutes':
        return reply.send({ code: 'Ok', routes: [], waypoints: [] });
    }
    const line: number[][] = [coords[0]];
    const legs = [];
    for (let i = 1; i < coords.length; i++) {
      const [a, b] = [coords[i - 1], coords[i]];
      line.push([(a[0] + b[0]) / 2 + 0.01, (a[1] + b[1]) / 2 + 0.01], b);
      const distance = r1(greatCircleM(a, b) * 1.25);
      const duration = r1(distance / (80 / 3.6));
      legs.push({ steps: [], summary: '', weight: duration, duration, distance });
    }
    const distance = r1(legs.reduce((s, l) => s + l.distance, 0));
    const duration = r1(legs.reduce((s, l) => s + l.duration, 0));
    return {
      code: 'Ok',
      routes: [{ geometry: { coordinates: line, type: 'LineString' }, legs, weight_name: 'routing', weight: duration, duration, distance }],
      waypoints: coords.map((c, i) => ({ hint: `fake-hint-${i}`, distance: 0, name: '', location: c })),
    };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    /** `http://127.0.0.1:<port>`: the value for ROUTING_URL. */
    base,
    /** Change freely between requests. */
    settings,
    /** Every request URL, in order. */
    requests,
    async close() {
      await app.close();
    },
  };
}
export type FakeOsrm = Awaited<ReturnType<typeof startFakeOsrm>>;
