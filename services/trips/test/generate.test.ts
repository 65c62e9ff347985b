import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { GenerateStopsResponse, TripGeneratedEvent, TripRequest } from '@roadgremlin/contracts';
import { placeById } from '@roadgremlin/engine';
import { plan } from '@roadgremlin/engine';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';

let stack: Stack;
let ada: string;
let bob: string;

beforeAll(async () => {
  stack = await startStack('trips_generate');
  ada = await mintToken('user-ada');
  bob = await mintToken('user-bob');
});
afterAll(async () => stack?.close());

describe('POST /api/generate-stops', () => {
  it('plans through the queue and worker, answers the GenerateStopsResponse shape and stores exactly that trip', async () => {
    const res = await generate(stack, ada, { prompt: 'ghost towns from Las Vegas to Reno', mode: 'driving', seed: 7 });
    expect(res.statusCode).toBe(200);
    const body = GenerateStopsResponse.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['accommodations', 'personalizedInsights', 'route', 'stops', 'tripId', 'understood']);
    // The route runs from Las Vegas through every stop to Reno: a leg into each stop, one to the end.
    const route = body.route!;
    expect(route.source).toBe('embedded');
    expect(route.legs).toHaveLength(body.stops.length + 1);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(route.legs.map((l) => l.distanceKm))).toBeCloseTo(route.distanceKm, 0);
    expect(sum(route.legs.map((l) => l.durationMin))).toBeCloseTo(route.durationMin, 0);
    expect(route.distanceKm).toBeGreaterThan(600); // Las Vegas–Reno is ~700 km by road
    expect(route.legs.some((l) => l.onRoad)).toBe(true);
    const [lng0, lat0] = route.geometry.coordinates[0];
    expect(Math.abs(lat0 - 36.17) + Math.abs(lng0 + 115.14)).toBeLessThan(0.5); // starts in Las Vegas
    expect(body.stops.length).toBeGreaterThanOrEqual(5);
    for (const s of body.stops) expect(placeById(s.id!)?.name).toBe(s.name);
    // Nevada ghost towns, as the planner makes them with the same seed.
    const expected = plan({ prompt: 'ghost towns from Las Vegas to Reno', mode: 'driving' }, { seed: 7 });
    expect(body.stops.map((s) => s.id)).toEqual(expected.stops.map((s) => s.id));

    const { rows } = await stack.sql.query('select * from trips.trips where id = $1', [body.tripId]);
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.user_id).toBe('user-ada');
    expect(row.prompt).toBe('ghost towns from Las Vegas to Reno');
    expect(row.stops.map((s: { id: string }) => s.id)).toEqual(body.stops.map((s) => s.id));
    expect(Number(row.seed)).toBe(7);
    expect(row.origin_city).toBe('Las Vegas');
    expect(row.destination_city).toBe('Reno');
    expect(row.route_region).toBe(expected.routeRegion);
    expect(row.route.length).toBeGreaterThanOrEqual(2);
    expect(row.corridor_km).toBe(expected.corridorKm);
    expect(row.is_saved).toBe(false);
    expect(row.trip_route).toEqual(route);
  });

  it('the same seed gives the same trip; no seed draws a fresh one per call (Regenerate gives another set)', async () => {
    const a = (await generate(stack, ada, { prompt: 'Nashville to Memphis', seed: 42 })).json();
    const b = (await generate(stack, ada, { prompt: 'Nashville to Memphis', seed: 42 })).json();
    expect(a.tripId).not.toBe(b.tripId);
    expect(b.stops).toEqual(a.stops);

    const fresh = [];
    for (let i = 0; i < 4; i++) fresh.push((await generate(stack, ada, { prompt: 'Nashville to Memphis' })).json());
    const ids = fresh.map((t) => t.tripId);
    const { rows } = await stack.sql.query('select seed from trips.trips where id = any($1::uuid[])', [ids]);
    expect(new Set(rows.map((r) => String(r.seed))).size).toBe(4);
    const sets = new Set(fresh.map((t) => t.stops.map((s: { id: string }) => s.id).join(',')));
    expect(sets.size).toBeGreaterThan(1);
  });

  it('Regenerate (regenerateOf = the trip it replaces) changes at least half the stops; another user\'s trip id is ignored', async () => {
    const prompt = 'Dallas to Houston'; // a pool of hundreds: Regenerate has room to change
    const first = (await generate(stack, ada, { prompt, seed: 3 })).json();
    const again = (await generate(stack, ada, { prompt, seed: 4, regenerateOf: first.tripId })).json();
    const before = new Set(first.stops.map((s: { id: string }) => s.id));
    const changed = again.stops.filter((s: { id: string }) => !before.has(s.id)).length;
    expect(changed * 2).toBeGreaterThanOrEqual(again.stops.length);
    // …and it is the new version of the same trip: one row, the answer names the original trip
    expect(again.tripId).toBe(first.tripId);
    const { rows } = await stack.sql.query('select version, stops from trips.trips where id = $1', [first.tripId]);
    expect(rows[0].version).toBe(2);
    expect(rows[0].stops.map((s: { id: string }) => s.id)).toEqual(again.stops.map((s: { id: string }) => s.id));
    // bob cannot learn anything about ada's trip: his request plans as if no trip were named
    const bobs = (await generate(stack, bob, { prompt, seed: 4, regenerateOf: first.tripId })).json();
    const plain = (await generate(stack, bob, { prompt, seed: 4 })).json();
    expect(bobs.stops.map((s: { id: string }) => s.id)).toEqual(plain.stops.map((s: { id: string }) => s.id));
    expect(bobs.tripId).not.toBe(first.tripId);
  });

  it('a place the gazetteer does not know answers 422 naming it, and stores nothing', async () => {
    const before = (await stack.sql.query('select count(*)::int as n from trips.trips')).rows[0].n;
    const res = await generate(stack, ada, { prompt: 'from Zzyzxqville to Flobbertown' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('unknown_place');
    expect(res.json().error.message).toContain('Zzyzxqville');
    expect(res.json().error.details).toEqual({ place: 'Zzyzxqville' });
    const after = (await stack.sql.query('select count(*)::int as n from trips.trips')).rows[0].n;
    expect(after).toBe(before);
  });

  it('a sentence the planner cannot place answers 422 with its message, never 5xx', async () => {
    for (const prompt of ['something weird please', 'ghost towns', '!!!', 'from to']) {
      const res = await generate(stack, ada, { prompt });
      expect(res.statusCode, prompt).toBe(422);
      expect(['no_place', 'unknown_place']).toContain(res.json().error.code);
      expect(res.json().error.message.length).toBeGreaterThan(5);
    }
  });

  it('without a token answers 401; a blank prompt or bad counts answer 400', async () => {
    expect((await stack.app.inject({ method: 'POST', url: '/api/generate-stops', payload: { prompt: 'Reno' } })).statusCode).toBe(401);
    const blank = await generate(stack, ada, { prompt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('prompt is required');
    expect((await generate(stack, ada, { prompt: 'Reno to Vegas', adults: 0 })).statusCode).toBe(400);
    expect((await generate(stack, ada, { prompt: 'Reno to Vegas', mode: 'teleport' })).statusCode).toBe(400);
  });

  it('any integer seed works (negative, 0, the largest safe integer); a fractional one is 400', async () => {
    for (const seed of [-5, 0, Number.MAX_SAFE_INTEGER]) {
      const res = await generate(stack, ada, { prompt: 'Nashville to Memphis', seed });
      expect(res.statusCode, String(seed)).toBe(200);
      const { rows } = await stack.sql.query('select seed from trips.trips where id = $1', [res.json().tripId]);
      expect(Number(rows[0].seed)).toBe(seed);
    }
    expect((await generate(stack, ada, { prompt: 'Nashville to Memphis', seed: 1.5 })).statusCode).toBe(400);
  });

  it('publishes trip_generated on Redis after storing', async () => {
    const sub = stack.redis.duplicate();
    const got: unknown[] = [];
    await sub.subscribe(`${stack.config.REDIS_PREFIX}trip_generated`);
    sub.on('message', (_c, m) => got.push(JSON.parse(m)));
    const res = await generate(stack, ada, { prompt: 'quirky stops from Chicago to St. Louis', seed: 3 });
    expect(res.statusCode).toBe(200);
    const until = Date.now() + 3000;
    while (!got.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await sub.quit();
    expect(got).toHaveLength(1);
    const ev = TripGeneratedEvent.parse(got[0]);
    expect(ev).toMatchObject({ tripId: res.json().tripId, userId: 'user-ada', originCity: 'Chicago', destinationCity: 'St. Louis', stopCount: res.json().stops.length });
  });

  it('a job that runs twice (retry after a crash) stores the trip once', async () => {
    const { runGenerateJob } = await import('../src/jobs/generate.js');
    const { TripRepository } = await import('../src/trips/repository.js');
    const { createDb } = await import('@roadgremlin/service-kit');
    const db = createDb<any>({ url: stack.env.DATABASE_URL, schema: 'trips' });
    const deps = { trips: new TripRepository(db), redis: stack.redis, redisPrefix: stack.config.REDIS_PREFIX };
    const data = {
      tripId: '6f0d3c1e-0000-4000-8000-000000000001',
      userId: 'user-ada',
      request: TripRequest.parse({ prompt: 'Nashville to Memphis' }),
      seed: 5,
      insightThemes: [],
      personalizedInsights: [],
    };
    const first = await runGenerateJob(data, deps);
    const second = await runGenerateJob(data, deps);
    await db.destroy();
    expect(second).toEqual(first);
    const { rows } = await stack.sql.query('select count(*)::int as n from trips.trips where id = $1', [data.tripId]);
    expect(rows[0].n).toBe(1);
  });

  it('GET /openapi.json lists the trips routes', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/generate-stops', '/api/enhance-stops', '/api/reroll-stop', '/api/user/save-trip', '/api/user/trips', '/api/user/saved-trips', '/api/journey-activity', '/api/google-streetview', '/api/trips/{id}/share', '/api/trips/shared/{shareId}', '/api/trips/{id}/gpx']) {
      expect(paths).toContain(p);
    }
    expect(auth('x').authorization).toBe('Bearer x');
  });
});
