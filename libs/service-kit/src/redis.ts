import { Redis, type RedisOptions } from 'ioredis';

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
