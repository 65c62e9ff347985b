import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CHANNELS, TripsExport } from '@roadgremlin/contracts';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';

let stack: Stack;
let ada: string;
let bob: string;

beforeAll(async () => {
  stack = await startStack('trips_account_data');
  ada = await mintToken('user-ada');
  bob = await mintToken('user-bob');
});
afterAll(async () => stack?.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string) => stack.app.inject({ method, url, headers: auth(token) });

async function newTrip(token: string, prompt = 'Nashville to Memphis', seed = 1) {
  const res = await generate(stack, token, { prompt, seed });
  expect(res.statusCode).toBe(200);
  return res.json() as { tripId: string };
}

/**
 * Every `trip_share_ended` event published while `act` runs: waits for the `expected` ones (up to
 * 5 s, a busy machine delivers late), then 200 ms more for any that should not come.
 */
async function shareEndedDuring(expected: number, act: () => Promise<unknown>) {
  const sub = stack.redis.duplicate();
  const seen: { tripId: string; shareId: string }[] = [];
  await sub.subscribe(`${stack.env.REDIS_PREFIX}${CHANNELS.tripShareEnded}`);
  sub.on('message', (_c, raw) => seen.push(JSON.parse(raw)));
  await act();
  for (const end = Date.now() + 5_000; seen.length < expected && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  await sub.quit();
  return seen;
}

describe('download my data: the trips part', () => {
  it('GET /api/user/trips/export answers every trip of the caller, deleted ones still kept and every version included, and nothing of anyone else', async () => {
    const kept = await newTrip(ada);
    const regenerated = await newTrip(ada, 'ghost towns from Las Vegas to Reno');
    expect((await generate(stack, ada, { prompt: 'ghost towns from Las Vegas to Reno', seed: 2, regenerateOf: regenerated.tripId })).statusCode).toBe(200);
    const deleted = await newTrip(ada, 'Memphis to Nashville');
    expect((await call('DELETE', `/api/trips/${deleted.tripId}`, ada)).statusCode).toBe(200);
    const bobs = await newTrip(bob);

    const res = await call('GET', '/api/user/trips/export', ada);
    expect(res.statusCode).toBe(200);
    const { trips } = TripsExport.parse(res.json());
    const ids = trips.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([kept.tripId, regenerated.tripId, deleted.tripId]));
    expect(ids).not.toContain(bobs.tripId);
    expect(trips.find((t) => t.id === deleted.tripId)!.deletedAt).not.toBeNull();
    const twice = trips.find((t) => t.id === regenerated.tripId)!;
    expect(twice.version).toBe(2);
    expect(twice.versions.map((v) => v.version)).toEqual([1, 2]);
    expect((twice.request as { prompt: string }).prompt).toBe('ghost towns from Las Vegas to Reno');
  });
});

describe('delete my data: the trips part', () => {
  it('DELETE /api/user/trips removes every trip of the caller for good (versions and share links with them), announces the links that stopped working, and leaves others’ trips alone', async () => {
    const carol = await mintToken('user-carol');
    const shared = await newTrip(carol);
    const share = (await call('POST', `/api/trips/${shared.tripId}/share`, carol)).json() as { shareId: string };
    await newTrip(carol, 'Memphis to Nashville');
    const bobs = await newTrip(bob, 'Memphis to Nashville');

    let answer: { deleted: { trips: number } } | undefined;
    const events = await shareEndedDuring(1, async () => {
      const res = await call('DELETE', '/api/user/trips', carol);
      expect(res.statusCode).toBe(200);
      answer = res.json();
    });
    expect(answer).toEqual({ deleted: { trips: 2 } });
    expect(events).toEqual([expect.objectContaining({ tripId: shared.tripId, shareId: share.shareId })]);
    expect((await stack.sql.query(`select count(*)::int as n from trips.trips where user_id = 'user-carol'`)).rows[0].n).toBe(0);
    expect((await stack.sql.query('select count(*)::int as n from trips.trip_versions where trip_id = $1', [shared.tripId])).rows[0].n).toBe(0);
    expect((await stack.app.inject({ method: 'GET', url: `/api/trips/shared/${share.shareId}` })).statusCode).toBe(404);
    expect((await call('GET', `/api/trips/${bobs.tripId}`, bob)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/user/trips', carol)).json()).toEqual({ deleted: { trips: 0 } });
  });

  it('turning a link off or deleting a shared trip announces trip_share_ended; a trip that was never shared announces nothing', async () => {
    const a = await newTrip(ada, 'Memphis to Nashville', 3);
    const b = await newTrip(ada, 'Memphis to Nashville', 4);
    const plain = await newTrip(ada, 'Memphis to Nashville', 5);
    const shareA = (await call('POST', `/api/trips/${a.tripId}/share`, ada)).json() as { shareId: string };
    const shareB = (await call('POST', `/api/trips/${b.tripId}/share`, ada)).json() as { shareId: string };
    const events = await shareEndedDuring(2, async () => {
      expect((await call('DELETE', `/api/trips/${a.tripId}/share`, ada)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/trips/${b.tripId}`, ada)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/trips/${plain.tripId}`, ada)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/trips/${a.tripId}/share`, ada)).statusCode).toBe(204);
    });
    expect(events.map((e) => e.shareId)).toEqual([shareA.shareId, shareB.shareId]);
  });
});
