import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@roadgremlin/service-kit';
import { startRedisCluster, type RedisClusterHandle } from '@roadgremlin/runtime';
import { LiveStore } from '../src/stats/live-store.js';
import type { DailyCounterRepository } from '../src/stats/daily-counters.js';

/** The live statistics' scripts on a Redis Cluster: each runs on the node of the prefix's slot. */
let cluster: RedisClusterHandle;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-admin-cluster-'));
  cluster = await startRedisCluster({ dir });
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('admin-stats on a Redis Cluster', () => {
  it('two instances apply activity once each and agree on the snapshot, under a hash-tagged prefix', async () => {
    const redisPrefix = `{rga${process.pid}}:`;
    const counters = {} as DailyCounterRepository; // only used by flush/seed, not here
    const [r1, r2] = [createRedis(cluster.url), createRedis(cluster.url)];
    const opts = { redisPrefix, counters, idleMs: 60_000, sessionsLimit: 50 };
    const [a, b] = [new LiveStore({ ...opts, redis: r1 }), new LiveStore({ ...opts, redis: r2 })];
    const at = new Date().toISOString();
    for (let i = 0; i < 10; i++) {
      const event = { type: 'page_change' as const, sessionId: `s${i}`, currentPage: '/my-trips', email: i === 0 ? 'ada@example.com' : null, at };
      // every instance receives every event; one applies it
      const applied = await Promise.all([a.applyActivity(event, `e${i}`), b.applyActivity(event, `e${i}`)]);
      expect(applied.filter(Boolean)).toHaveLength(1);
    }
    const [sa, sb] = [await a.snapshot(), await b.snapshot()];
    expect(sa.stats.activeUsers).toBe(10);
    expect(sb.stats).toEqual(sa.stats);
    expect(sa.sessions.find((s) => s.id === 's0')?.email).toBe('ada@example.com');
    await Promise.all([r1.quit(), r2.quit()]);
  });
});
