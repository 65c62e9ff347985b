import { Redis, type RedisOptions } from 'ioredis';
import type { RedisOptions as BullRedisOptions } from 'bullmq';

/** A client for commands and pub/sub publishing: fails fast instead of queueing forever. */
export function createRedis(url: string, opts: RedisOptions = {}) {
  const client = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, ...opts });
  client.on('error', () => {
    /* reported by the command that fails; ioredis reconnects on its own */
  });
  return client;
}

/** A connection for BullMQ workers and QueueEvents (they block, so no per-request retry limit). */
export function createBullConnection(url: string) {
  return createRedis(url, { maxRetriesPerRequest: null });
}

/**
 * Connection options for BullMQ's blocking clients (workers, QueueEvents), which make their own
 * connection from them: the URL is parsed by ioredis itself (user, password, db, `rediss:` TLS),
 * with `maxRetriesPerRequest: null` as BullMQ requires.
 */
export function bullConnectionOptions(url: string): BullRedisOptions {
  const probe = new Redis(url, { lazyConnect: true });
  const { host, port, username, password, db, tls, family } = probe.options;
  probe.disconnect();
  return { host, port, username, password, db, tls, family, maxRetriesPerRequest: null };
}
