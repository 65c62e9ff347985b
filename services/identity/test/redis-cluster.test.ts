import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@roadgremlin/service-kit';
import { startRedisCluster, type RedisClusterHandle } from '@roadgremlin/runtime';
import { PAIR_FREE_FAILURES, SignInThrottle } from '../src/auth/throttle.js';

/** The sign-in throttle's five-key script on a Redis Cluster, under a hash-tagged prefix. */
let cluster: RedisClusterHandle;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-identity-cluster-'));
  cluster = await startRedisCluster({ dir });
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('sign-in throttling on a Redis Cluster', () => {
  it('two identity replicas share one account + address count', async () => {
    const prefix = `{rgi${process.pid}}:`;
    const [r1, r2] = [createRedis(cluster.url), createRedis(cluster.url)];
    const [a, b] = [new SignInThrottle(r1, prefix), new SignInThrottle(r2, prefix)];
    for (let i = 0; i <= PAIR_FREE_FAILURES; i++) expect((await (i % 2 ? a : b).attempt('ada@example.com', '198.51.100.1')).allowed).toBe(true);
    const verdict = await a.attempt('ada@example.com', '198.51.100.1');
    expect(verdict).toMatchObject({ allowed: false, retryAfterSeconds: 1, reason: 'account_address' });
    await b.succeeded('ada@example.com', '198.51.100.1');
    expect((await a.attempt('ada@example.com', '198.51.100.1')).allowed).toBe(true);
    await Promise.all([r1.quit(), r2.quit()]);
  });
});
