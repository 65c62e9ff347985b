import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { ActivityEvent, CHANNELS } from '@roadgremlin/contracts';
import { createRedis, subscribeEvents } from '@roadgremlin/service-kit';
import { startRedisCluster, type RedisClusterHandle } from '@roadgremlin/runtime';
import { ActivityPublisher } from '../src/tracking/activity-publisher.js';
import { LeasedRedisStore } from '../src/rate-limit-store.js';

/** The gateway's Redis work on a Redis Cluster of three local nodes, under a hash-tagged prefix. */
let cluster: RedisClusterHandle;
let dir: string;
let redis: Redis;
const prefix = `{rgg${process.pid}}:`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-gateway-cluster-'));
  cluster = await startRedisCluster({ dir });
  redis = createRedis(cluster.url);
}, 60_000);
afterAll(async () => {
  await redis?.quit().catch(() => {});
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the gateway on a Redis Cluster', () => {
  it('page-tracking events leave in order, and session_end is published only by the owner (pipeline + script in one slot)', async () => {
    const got: ActivityEvent[] = [];
    const stop = await subscribeEvents(createRedis(cluster.url), prefix, { [CHANNELS.activity]: ActivityEvent }, (_c, e) => void got.push(e));
    const publisher = new ActivityPublisher({ redis, prefix });
    const at = new Date().toISOString();
    for (let i = 0; i < 200; i++) {
      publisher.claim(`s${i % 10}`, 'socket-a');
      publisher.publish({ type: 'page_change', sessionId: `s${i % 10}`, currentPage: `/page/${i}`, email: null, at });
    }
    publisher.claim('s0', 'socket-b'); // a reconnect took s0 over
    publisher.endIfOwner('s0', 'socket-a', at);
    publisher.endIfOwner('s1', 'socket-a', at);
    await publisher.flush();
    await expect.poll(() => got.length, { timeout: 5_000 }).toBe(201);
    expect(got.slice(0, 200).map((e) => (e.type === 'page_change' ? e.currentPage : ''))).toEqual(Array.from({ length: 200 }, (_, i) => `/page/${i}`));
    expect(got[200]).toMatchObject({ type: 'session_end', sessionId: 's1' });
    expect(publisher.failed).toBe(0);
    await stop();
  });

  it('the leased rate-limit store counts one limit across two gateways', async () => {
    const a = new LeasedRedisStore(createRedis(cluster.url), `${prefix}ratelimit:`);
    const b = new LeasedRedisStore(createRedis(cluster.url), `${prefix}ratelimit:`);
    const take = (store: LeasedRedisStore) => new Promise<number>((resolve, reject) => store.incr('u:1', (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000, 10));
    const numbers = [];
    for (let i = 0; i < 8; i++) numbers.push(await take(i % 2 ? a : b));
    const allowed = numbers.filter((n) => n <= 10).length;
    expect(allowed).toBe(8);
    const more = [await take(a), await take(b), await take(a), await take(b)];
    expect(more.filter((n) => n <= 10)).toHaveLength(2);
  });
});
