import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';
import { GenerationSlots } from '../src/jobs/in-flight.js';

/**
 * Fair share of the planner: one account flooding the generate route cannot slow anyone else's trip.
 * Each job sleeps 100 ms on a worker running 4 at once, so 50 queued jobs of one account would hold
 * another traveller's trip back by more than a second: with the cap of 3 in flight, it is not.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('trips_fair_share', { TEST_JOB_DELAY_MS: '100', WORKER_CONCURRENCY: '4', GENERATE_MAX_IN_FLIGHT_PER_USER: '3' });
});
afterAll(async () => stack?.close());

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)];

describe('trip generations in flight per traveller', () => {
  it('one account keeping 50 requests in flight gets 429 + Retry-After beyond 3, never has more than 3 queued, and another traveller p99 stays under 1 s', async () => {
    const flooder = await mintToken('user-flood');
    const other = await mintToken('user-other');
    const userKey = `${stack.config.REDIS_PREFIX}trips:generating:user-flood`;
    let flooding = true;
    const statuses = new Map<number, number>();
    const refusals: { retryAfter: unknown; body: { error: { code: string; message: string } } }[] = [];
    let maxInFlight = 0;

    const sampler = (async () => {
      while (flooding) {
        maxInFlight = Math.max(maxInFlight, await stack.redis.zcard(userKey));
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const floodLoop = async (lane: number) => {
      for (let i = 0; flooding; i++) {
        const res = await generate(stack, flooder, { prompt: 'Nashville to Memphis', seed: lane * 1000 + i });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 429) {
          if (refusals.length < 5) refusals.push({ retryAfter: res.headers['retry-after'], body: res.json() });
          await new Promise((r) => setTimeout(r, 100)); // a hostile client, but not a spinning one
        }
      }
    };
    const lanes = Array.from({ length: 50 }, (_, lane) => floodLoop(lane));

    await new Promise((r) => setTimeout(r, 500)); // the flood is in full swing
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      const res = await generate(stack, other, { prompt: 'Memphis to Tupelo', seed: i + 1 });
      latencies.push(performance.now() - started);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    }
    flooding = false;
    await Promise.all([...lanes, sampler]);

    expect(p99(latencies), `other traveller's latencies: ${latencies.map(Math.round).join(', ')} ms`).toBeLessThan(1_000);
    expect(maxInFlight).toBeGreaterThan(0);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([200, 429]);
    for (const r of refusals) {
      expect(r.retryAfter).toBe('2');
      expect(r.body.error.code).toBe('too_many_generations');
      expect(r.body.error.message).toBe('You already have 3 trips being planned. Wait for one of them to finish, then try again in 2 seconds.');
    }
    // every place was given back
    expect(await stack.redis.zcard(userKey)).toBe(0);
  });

  it('a refused generation stores nothing and enqueues nothing', async () => {
    const token = await mintToken('user-refused');
    const slots = new GenerationSlots(stack.redis, stack.config.REDIS_PREFIX, { perUser: 3, total: 500, holdMs: 60_000 });
    for (let i = 0; i < 3; i++) await slots.take('user-refused', `held-${i}`);
    const before = (await stack.sql.query(`select count(*)::int as n from trips.trips where user_id = 'user-refused'`)).rows[0].n;
    const res = await stack.app.inject({ method: 'POST', url: '/api/generate-stops', headers: auth(token), payload: { prompt: 'Nashville to Memphis' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('2');
    expect((await stack.sql.query(`select count(*)::int as n from trips.trips where user_id = 'user-refused'`)).rows[0].n).toBe(before);
    for (let i = 0; i < 3; i++) await slots.giveBack('user-refused', `held-${i}`);
    expect((await generate(stack, token, { prompt: 'Nashville to Memphis', seed: 3 })).statusCode).toBe(200);
  });
});

describe('the bounded queue', () => {
  it('past the deployment-wide bound a generation answers 503 planner_busy with Retry-After; places free up when given back or past their deadline', async () => {
    const prefix = `${stack.config.REDIS_PREFIX}bounded:`;
    const slots = new GenerationSlots(stack.redis, prefix, { perUser: 10, total: 2, holdMs: 300 });
    await slots.take('a', 'a1');
    await slots.take('b', 'b1');
    const busy = await slots.take('c', 'c1').then(
      () => null,
      (err: { statusCode: number; code: string; headers: Record<string, string> }) => err,
    );
    expect(busy).toMatchObject({ statusCode: 503, code: 'planner_busy', headers: { 'retry-after': '5' } });
    await slots.giveBack('a', 'a1');
    await slots.take('c', 'c1');
    // b1 and c1 are never given back (a replica died): they stop counting at their deadline
    await new Promise((r) => setTimeout(r, 350));
    await slots.take('d', 'd1');
    await slots.take('e', 'e1');
    expect(await slots.inFlight('b')).toBe(0);
  });
});
