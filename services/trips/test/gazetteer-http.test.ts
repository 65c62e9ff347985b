/**
 * The gazetteer through the HTTP route, queue and worker (real Postgres + Redis): an ambiguous name
 * is read as its likelier place with a notice naming the other, "here" without a location answers 422 asking where to start,
 * and a trip carries what was understood, in the answer and in the stored trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateStopsResponse, StoredTrip, TripList } from '@roadgremlin/contracts';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';

let stack: Stack;
let bea: string;

beforeAll(async () => {
  stack = await startStack('trips_gazetteer');
  bea = await mintToken('user-bea');
});
afterAll(async () => stack?.close());

describe('POST /api/generate-stops reads places like a local', () => {
  it('"around Springfield" plans around the likelier reading and says how to get the other one', async () => {
    const res = await generate(stack, bea, { prompt: 'weird stuff around Springfield', seed: 1 });
    expect(res.statusCode).toBe(200);
    const body = GenerateStopsResponse.parse(res.json());
    expect(body.notice).toMatch(/^Read "Springfield" as Springfield, MO; for Springfield, IL, add the state\./);
    expect(body.stops.length).toBeGreaterThan(0);
  });

  it('"near me" without a location answers 422 no_location; with one it plans around it', async () => {
    const res = await generate(stack, bea, { prompt: 'ghost towns near me', seed: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'no_location',
      message: "Gremlin doesn't know where 'here' is: allow location access or name a town to start from.",
    });
    const ok = await generate(stack, bea, { prompt: 'ghost towns near me', seed: 1, here: { lat: 37.71, lng: -117.24 } });
    expect(ok.statusCode).toBe(200);
    expect(GenerateStopsResponse.parse(ok.json()).understood).toMatchObject({ origin: { name: 'Goldfield', region: 'NV' }, destination: null, area: 'Goldfield, NV' });
  });

  it('a location out of range is a 400 from the contract', async () => {
    const res = await generate(stack, bea, { prompt: 'ghost towns near me', here: { lat: 123, lng: 0 } });
    expect(res.statusCode).toBe(400);
  });

  it('the answer and the stored trip carry what was understood (Richmond, VA → Williamsburg, VA, its interests, nights, mode, shape, ignored words)', async () => {
    const res = await generate(stack, bea, { prompt: 'history from Richmond to Williamsburg blorp', seed: 5 });
    expect(res.statusCode).toBe(200);
    const body = GenerateStopsResponse.parse(res.json());
    expect(body.understood).toMatchObject({
      origin: { name: 'Richmond', region: 'VA', country: 'US' },
      destination: { name: 'Williamsburg', region: 'VA', country: 'US' },
      interests: ['history'],
      days: 1,
      mode: 'driving',
      shape: 'oneway',
      ignored: ['blorp'],
    });
    const { rows } = await stack.sql.query('select understood from trips.trips where id = $1', [body.tripId]);
    expect(rows[0].understood).toEqual(body.understood);
    const list = TripList.parse((await stack.app.inject({ method: 'GET', url: '/api/user/trips', headers: auth(bea) })).json());
    const stored: StoredTrip | undefined = list.find((t) => t.id === body.tripId);
    expect(stored?.understood).toEqual(body.understood);
  });

  it('a trip stored before (understood null) still reads', async () => {
    const res = await generate(stack, bea, { prompt: 'Kingston to Ottawa', seed: 2 });
    const { tripId } = res.json();
    await stack.sql.query('update trips.trips set understood = null where id = $1', [tripId]);
    const list = TripList.parse((await stack.app.inject({ method: 'GET', url: '/api/user/trips', headers: auth(bea) })).json());
    const stored = list.find((t) => t.id === tripId)!;
    expect(stored).toBeDefined();
    expect('understood' in stored).toBe(false);
  });
});
