import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@roadgremlin/service-kit';
import { startRedisCluster, type RedisClusterHandle } from '@roadgremlin/runtime';
import { GenerationSlots } from '../src/jobs/in-flight.js';
import { bullPrefix } from '../src/jobs/queues.js';

/** The trips service's fair-share script on a Redis Cluster: its two keys share the prefix's slot. */
let cluster: RedisClusterHandle;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-trips-cluster-'));
  cluster = await startRedisCluster({ dir });
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('trips on a Redis Cluster', () => {
  it('generation places are counted per traveller and in total across two replicas, under a hash-tagged prefix', async () => {
    const prefix = `{rgt${process.pid}}:`;
    const [r1, r2] = [createRedis(cluster.url), createRedis(cluster.url)];
    const limits = { perUser: 2, total: 3, holdMs: 60_000 };
    const [a, b] = [new GenerationSlots(r1, prefix, limits), new GenerationSlots(r2, prefix, limits)];
    await a.take('ada', 't1');
    await b.take('ada', 't2');
    await expect(a.take('ada', 't3')).rejects.toMatchObject({ statusCode: 429, code: 'too_many_generations' });
    await b.take('bob', 't4');
    await expect(a.take('cy', 't5')).rejects.toMatchObject({ statusCode: 503, code: 'planner_busy' });
    await a.giveBack('ada', 't1');
    await b.take('cy', 't5');
    expect(await a.inFlight('ada')).toBe(1);
    expect(bullPrefix({ REDIS_PREFIX: prefix })).toBe(`${prefix}bull`);
    await Promise.all([r1.quit(), r2.quit()]);
  });

  it('without the hash tag the script is refused: why REDIS_PREFIX is {rg}: on a cluster', async () => {
    const r = createRedis(cluster.url);
    const slots = new GenerationSlots(r, `rg-untagged-${process.pid}:`, { perUser: 2, total: 3, holdMs: 60_000 });
    await expect(slots.take('ada', 't1')).rejects.toThrow(/CROSSSLOT|same slot/i);
    await r.quit();
  });
});
