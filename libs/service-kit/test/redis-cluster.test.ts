import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Cluster, type Redis } from 'ioredis';
import { z } from 'zod';
import { publishRevocation, RevocationList } from '@roadgremlin/auth';
import { startRedisCluster, type RedisClusterHandle } from '@roadgremlin/runtime';
import { bullConnectionOptions, createRedis, duplicateRedis } from '../src/redis.js';
import { publishEvent, subscribeEvents } from '../src/events.js';
import { JobWaiter } from '../src/jobs.js';

/**
 * Redis Cluster: three local redis-server nodes in cluster mode, started here. With a hash-tagged
 * REDIS_PREFIX (`{…}:`) BullMQ queues (producer, workers, QueueEvents, our JobWaiter), pub/sub events
 * and the revocation list work on it; without the tag BullMQ's scripts are refused (CROSSSLOT), which
 * is why deploy/kubernetes sets `{rg}:`.
 */
let cluster: RedisClusterHandle;
let dir: string;
let redis: Redis;
const prefix = `{rgc${process.pid}}:`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-redis-cluster-'));
  cluster = await startRedisCluster({ dir });
  redis = createRedis(cluster.url);
}, 60_000);
afterAll(async () => {
  await redis?.quit().catch(() => {});
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a Redis Cluster from REDIS_URL=redis-cluster://…', () => {
  it('createRedis connects to the cluster, routes keys of every slot to their node, and duplicates with options', async () => {
    expect(redis).toBeInstanceOf(Cluster);
    const keys = Array.from({ length: 50 }, (_, i) => `plain-key-${i}`);
    for (const k of keys) await redis.set(k, k);
    const nodes = (redis as unknown as Cluster).nodes('master');
    expect(nodes).toHaveLength(3);
    // the keys really are spread: every node holds some of them
    const perNode = await Promise.all(nodes.map((n) => n.dbsize()));
    expect(perNode.every((n) => n > 0)).toBe(true);
    expect(await redis.get('plain-key-7')).toBe('plain-key-7');
    const copy = duplicateRedis(redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise<void>((resolve) => (copy.status === 'ready' ? resolve() : copy.once('ready', () => resolve())));
    expect(await copy.get('plain-key-8')).toBe('plain-key-8');
    await copy.quit();
  });

  it('BullMQ with a hash-tagged prefix: 30 jobs produced, run by two workers and awaited through one QueueEvents', async () => {
    const queueName = 'generate-trip';
    const bullPrefix = `${prefix}bull`;
    const queue = new Queue(queueName, { connection: createRedis(cluster.url, { enableOfflineQueue: false }), prefix: bullPrefix });
    const events = new QueueEvents(queueName, { connection: bullConnectionOptions(cluster.url), prefix: bullPrefix });
    const ran: string[] = [];
    const workers = [1, 2].map(
      (n) =>
        new Worker(
          queueName,
          async (job) => {
            ran.push(`${n}:${job.id}`);
            return { doubled: (job.data as { n: number }).n * 2 };
          },
          { connection: bullConnectionOptions(cluster.url), prefix: bullPrefix, concurrency: 4 },
        ),
    );
    queue.on('error', () => {});
    events.on('error', () => {});
    for (const w of workers) w.on('error', () => {});
    await events.waitUntilReady();
    const waiter = new JobWaiter(queue, events);
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        await queue.add('plan', { n: i }, { jobId: `job-${i}` });
        return waiter.wait<{ doubled: number }>(`job-${i}`, 20_000);
      }),
    );
    expect(results.map((r) => r.doubled)).toEqual(Array.from({ length: 30 }, (_, i) => i * 2));
    expect(ran).toHaveLength(30);
    // every key of the queue sits in the one slot of the tag
    const slot = await redis.cluster('KEYSLOT', `${bullPrefix}:${queueName}:meta`);
    const keys = await (redis as unknown as Cluster).nodes('master').reduce(async (acc, n) => [...(await acc), ...(await n.keys(`${bullPrefix}:*`))], Promise.resolve([] as string[]));
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) expect(await redis.cluster('KEYSLOT', k)).toBe(slot);
    await Promise.all(workers.map((w) => w.close()));
    await events.close();
    await queue.close();
  }, 60_000);

  it('without the hash tag, BullMQ cannot add a job on a cluster (its scripts touch keys of several slots)', async () => {
    const queue = new Queue('untagged', { connection: createRedis(cluster.url, { enableOfflineQueue: false }), prefix: 'rg-untagged:bull' });
    queue.on('error', () => {});
    await expect(queue.add('x', {})).rejects.toThrow(/CROSSSLOT|same slot/i);
    await queue.close();
  });

  it('pub/sub events published on one node reach subscribers connected through others, zod-checked', async () => {
    const Ping = z.object({ type: z.literal('ping'), n: z.number(), at: z.string() });
    const got: number[] = [];
    const stops = await Promise.all(
      [0, 1].map((i) =>
        subscribeEvents(createRedis(cluster.url), prefix, { ping: Ping }, (_channel, event) => {
          if (i === 0) got.push(event.n);
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    const publisher = createRedis(cluster.url);
    for (let n = 0; n < 5; n++) await publishEvent(publisher, prefix, 'ping', Ping, { type: 'ping', n, at: new Date().toISOString() });
    await expect.poll(() => got.length, { timeout: 5_000 }).toBe(5);
    expect(got).toEqual([0, 1, 2, 3, 4]);
    await Promise.all(stops.map((s) => s()));
    await publisher.quit();
  });

  it('a session revoked through one client is refused by a revocation list on another (sorted set + channel)', async () => {
    const list = new RevocationList(prefix);
    await list.start(createRedis(cluster.url));
    const publisher = createRedis(cluster.url);
    await publishRevocation(publisher, prefix, { sid: 'sid-cluster', exp: Math.floor(Date.now() / 1000) + 600 });
    const claims = { sid: 'sid-cluster', sub: 'u', iat: 0 } as Parameters<RevocationList['isRevoked']>[0];
    await expect.poll(() => list.isRevoked(claims), { timeout: 5_000 }).toBe(true);
    await list.stop();
    await publisher.quit();
  });
});
