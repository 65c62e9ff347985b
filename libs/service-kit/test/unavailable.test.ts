import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import net from 'node:net';
import { isDependencyUnavailable, retryWhileUnavailable } from '../src/unavailable.js';

/** A port nobody listens on. */
function closedPort() {
  return new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe('isDependencyUnavailable', () => {
  it('knows the errors of a PostgreSQL and a Redis that do not answer (real clients, closed ports)', async () => {
    const port = await closedPort();
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${port}/x` });
    const pgErr = await client.connect().catch((e: unknown) => e);
    expect(isDependencyUnavailable(pgErr)).toBe(true);

    const redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    redis.on('error', () => {});
    const redisErr = await redis.get('x').catch((e: unknown) => e);
    redis.disconnect();
    expect(isDependencyUnavailable(redisErr)).toBe(true);
  });

  it('knows PostgreSQL restart states and wrapped causes, and nothing else', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('admin shutdown'), { code: '57P01' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDependencyUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    // Errors of the request or of our code: not a 503.
    expect(isDependencyUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDependencyUnavailable(null)).toBe(false);
    expect(isDependencyUnavailable('Connection is closed.')).toBe(false);
  });
});

describe('retryWhileUnavailable', () => {
  const away = () => new Error("Stream isn't writeable and enableOfflineQueue options is false");

  it('rides out a dependency away for a moment, then answers', async () => {
    let calls = 0;
    const value = await retryWhileUnavailable(async () => {
      calls++;
      if (calls < 4) throw away();
      return 'enqueued';
    }, 2_000, 20);
    expect(value).toBe('enqueued');
    expect(calls).toBe(4);
  });

  it('throws any other error at once, and the last one past its deadline', async () => {
    let calls = 0;
    const bug = new TypeError('not a dependency');
    await expect(
      retryWhileUnavailable(async () => {
        calls++;
        throw bug;
      }, 2_000, 20),
    ).rejects.toBe(bug);
    expect(calls).toBe(1);

    const t0 = Date.now();
    await expect(retryWhileUnavailable(async () => Promise.reject(away()), 200, 50)).rejects.toThrow(/enableOfflineQueue/);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });
});
