import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRedis, HttpError } from '@roadgremlin/service-kit';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { buildApp } from '../src/app.js';
import { closedPortUrl, testGatewayConfig } from './harness.js';

/** The gateway answers its own failures with the service kit's error handler, headers included. */
const prefix = testRedisPrefix('gateway-errors');
const redis = createRedis(testRedisUrl());
let app: FastifyInstance;

beforeAll(async () => {
  const nowhere = await closedPortUrl();
  const config = testGatewayConfig(prefix, {
    IDENTITY_URL: nowhere,
    TRIPS_URL: nowhere,
    COMMUNITY_URL: nowhere,
    CONNECTIONS_URL: nowhere,
    ADMIN_STATS_URL: nowhere,
    RATE_LIMIT_PER_MINUTE: '0',
  });
  app = await buildApp({ config, redis, logger: false });
  app.get('/error-test/http', async () => {
    throw new HttpError(429, 'too_many_generations', 'Two trips are being planned for you already. Try again in 7 seconds.', undefined, { 'retry-after': '7' });
  });
  app.get('/error-test/redis-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
  });
  app.get('/error-test/bug', async () => {
    throw new Error('secret internals: password=hunter2');
  });
});
afterAll(async () => {
  await app?.close();
  await clearRedisPrefix(redis, prefix);
  await redis.quit();
});

describe('the gateway shares the service kit error handler', () => {
  it("an HttpError's own headers reach the client (Retry-After), in the shared shape", async () => {
    const res = await app.inject({ method: 'GET', url: '/error-test/http' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toEqual({ error: { code: 'too_many_generations', message: 'Two trips are being planned for you already. Try again in 7 seconds.' } });
  });

  it('Redis away answers 503 unavailable with Retry-After, never 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/error-test/redis-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('unavailable');
  });

  it('a bug answers 500 without internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/error-test/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
});
