import type { FastifyInstance } from 'fastify';
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { duplicateRedis, HttpError } from '@roadgremlin/service-kit';
import { LeasedRedisStore } from '../rate-limit-store.js';

export interface RateLimitOptions {
  /** Requests per minute per key; 0 disables the limiter. */
  perMinute: number;
  redis: Redis;
  prefix: string;
}

/**
 * Per-user (verified token) or per-IP limit, counted in Redis so that every gateway instance shares
 * the counters (LeasedRedisStore: one Redis call per lease of requests, not per request). Must be
 * registered in the scope of the proxied routes *before* them: it attaches a route-level onRequest
 * hook, which runs after the scope's access hook has set `request.user`.
 *
 * A Redis outage lets requests through (skipOnError): losing rate limiting for a moment is better than
 * refusing every request. The client is a dedicated connection without an offline queue, so a command
 * fails at once while Redis is away instead of waiting for a reconnect.
 */
export async function registerRateLimit(scope: FastifyInstance, opts: RateLimitOptions) {
  if (opts.perMinute <= 0) return;
  // Errors are swallowed there: skipOnError bypasses the limiter while Redis is unreachable.
  const client = duplicateRedis(opts.redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Without an offline queue, commands sent before the connection is up would skip the limiter.
  if (client.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 2_000);
      client.once('ready', () => {
        clearTimeout(t);
        resolve();
      });
    });
  }
  scope.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  const store = new LeasedRedisStore(client, `${opts.prefix}ratelimit:`);
  await scope.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: 60_000,
    // @fastify/rate-limit instantiates `store` with `new`; hand it the one instance.
    store: function StoreFactory() {
      return store;
    } as unknown as FastifyRateLimitStoreCtor,
    skipOnError: true,
    keyGenerator: (request) => (request.user ? `u:${request.user.sub}` : `ip:${normalizeIP(request.ip, 64)}`),
    errorResponseBuilder: (_request, ctx) =>
      new HttpError(ctx.statusCode, 'rate_limited', `Too many requests: the limit is ${ctx.max} a minute. Please wait ${ctx.after} and try again.`),
  });
}
