import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@roadgremlin/service-kit';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { LeasedRedisStore, leaseSize } from '../src/rate-limit-store.js';

const redis = createRedis(testRedisUrl());
const prefix = testRedisPrefix('gateway-store');
afterAll(async () => {
  await clearRedisPrefix(redis, prefix);
  await redis.quit();
});

function hit(store: LeasedRedisStore, key: string, max: number, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs, max),
  );
}

describe('LeasedRedisStore', () => {
  it('with a small limit counts exactly, shared between two gateway instances', async () => {
    const a = new LeasedRedisStore(redis, prefix);
    const b = new LeasedRedisStore(redis, prefix);
    expect(leaseSize(5)).toBe(1);
    const numbers = [];
    for (let i = 0; i < 4; i++) numbers.push((await hit(i % 2 ? b : a, 'small', 5)).current);
    numbers.push((await hit(a, 'small', 5)).current, (await hit(b, 'small', 5)).current);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never lets more than max through in total, however the requests are spread', async () => {
    const max = 500; // lease of 10
    const stores = [new LeasedRedisStore(redis, prefix), new LeasedRedisStore(redis, prefix), new LeasedRedisStore(redis, prefix)];
    const results = await Promise.all(Array.from({ length: 900 }, (_, i) => hit(stores[i % 3], 'spread', max)));
    const allowed = results.filter((r) => r.current <= max).length;
    expect(allowed).toBeLessThanOrEqual(max);
    // Unused leases can only cost up to one lease per instance.
    expect(allowed).toBeGreaterThanOrEqual(max - 3 * leaseSize(max));
  });

  it('serves a burst larger than one lease without refusing it', async () => {
    const store = new LeasedRedisStore(redis, prefix);
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(store, 'burst', 600))); // lease of 12
    expect(results.every((r) => r.current <= 600)).toBe(true);
    expect(new Set(results.map((r) => r.current)).size).toBe(40);
  });

  it('asks Redis about once per lease, and not at all once over the limit', async () => {
    const store = new LeasedRedisStore(redis, prefix);
    const calls = { n: 0 };
    const original = (redis as any).rateLease.bind(redis);
    (redis as any).rateLease = (...args: unknown[]) => {
      calls.n++;
      return original(...args);
    };
    try {
      for (let i = 0; i < 1_000; i++) await hit(store, 'cheap', 50_000); // lease of 1000
      expect(calls.n).toBe(1);
      calls.n = 0;
      for (let i = 0; i < 5; i++) await hit(store, 'over', 2);
      expect(calls.n).toBe(2); // numbers 1 and 2 leased one at a time; 3 shows the key is exhausted
    } finally {
      (redis as any).rateLease = original;
    }
  });

  it('starts a new window when the old one expires', async () => {
    const store = new LeasedRedisStore(redis, prefix);
    expect((await hit(store, 'window', 1, 150)).current).toBe(1);
    expect((await hit(store, 'window', 1, 150)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    const again = await hit(store, 'window', 1, 150);
    expect(again.current).toBe(1);
    expect(again.ttl).toBeGreaterThan(0);
  });
});
