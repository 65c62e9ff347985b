import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { ConnectionOptions as BullConnectionOptions } from 'bullmq';

/**
 * Where Redis is, from REDIS_URL:
 * - `redis://[user:password@]host:port[/db]` (or `rediss://` for TLS): one server;
 * - `redis-sentinel://[user:password@]host:port,host:port/<primary name>[/db]`: Sentinel — every client
 *   asks the sentinels for the current primary and follows a failover by itself;
 * - `redis-cluster://[user:password@]host:port,host:port` (`rediss-cluster://` for TLS): a Redis
 *   Cluster, from any of its nodes. REDIS_PREFIX must then be a hash tag (`{rg}:`): BullMQ and our
 *   multi-key scripts need every key of the deployment in one slot.
 */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'sentinel'; sentinels: { host: string; port: number }[]; name: string; username?: string; password?: string; db?: number; tls: boolean }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; username?: string; password?: string; tls: boolean };

const MULTI_HOST = /^(rediss?)-(sentinel|cluster):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/]+)(?:\/([^/]*))?(?:\/(\d+))?$/;

export function parseRedisUrl(url: string): RedisTarget {
  const m = MULTI_HOST.exec(url.trim());
  if (!m) return { kind: 'single', url };
  const [, scheme, kind, user, pass, hosts, name, db] = m;
  const nodes = hosts.split(',').map((h) => {
    const [host, port] = h.trim().split(':');
    if (!host || (port !== undefined && !/^\d+$/.test(port))) throw new Error(`REDIS_URL: "${h}" is not host:port`);
    return { host, port: Number(port ?? (kind === 'sentinel' ? 26379 : 6379)) };
  });
  const auth = { ...(user ? { username: decodeURIComponent(user) } : {}), ...(pass ? { password: decodeURIComponent(pass) } : {}) };
  const tls = scheme === 'rediss';
  if (kind === 'cluster') return { kind: 'cluster', nodes, tls, ...auth };
  if (!name) throw new Error('REDIS_URL: a redis-sentinel:// URL names the primary after the hosts, e.g. redis-sentinel://s1:26379,s2:26379/mymaster');
  return { kind: 'sentinel', sentinels: nodes, name: decodeURIComponent(name), tls, ...(db ? { db: Number(db) } : {}), ...auth };
}

/**
 * A client for commands and pub/sub publishing: fails fast instead of queueing forever. For a Redis
 * Cluster this is an ioredis `Cluster`, typed as `Redis`: it speaks the same commands, pub/sub,
 * `defineCommand` and `duplicate()` (use `duplicateRedis` to pass options), and routes each key to its slot.
 */
export function createRedis(url: string, opts: RedisOptions = {}): Redis {
  const target = parseRedisUrl(url);
  const base: RedisOptions = { maxRetriesPerRequest: 2, connectTimeout: 5_000, ...opts };
  let client: Redis;
  if (target.kind === 'single') client = new Redis(url, base);
  else if (target.kind === 'sentinel') {
    const { sentinels, name, username, password, db, tls } = target;
    client = new Redis({ ...base, sentinels, name, username, password, db, sentinelUsername: username, sentinelPassword: password, ...(tls ? { tls: {}, enableTLSForSentinelMode: true } : {}) });
  } else {
    const { nodes, username, password, tls } = target;
    const { enableOfflineQueue, lazyConnect, ...redisOptions } = base;
    const clusterOptions: ClusterOptions = {
      // Sharded pub/sub (libs/auth pubsub.ts): each SSUBSCRIBE goes to the node of its channel's slot.
      shardedSubscribers: true,
      redisOptions: { ...redisOptions, username, password, ...(tls ? { tls: {} } : {}) },
      ...(enableOfflineQueue !== undefined ? { enableOfflineQueue } : {}),
      ...(lazyConnect !== undefined ? { lazyConnect } : {}),
    };
    client = new Cluster(nodes, clusterOptions) as unknown as Redis;
  }
  client.on('error', () => {
    /* reported by the command that fails; ioredis reconnects on its own */
  });
  return client;
}

/** `client.duplicate(options)` for a single server, Sentinel or a Cluster (whose duplicate takes nodes first). */
export function duplicateRedis(client: Redis, opts: RedisOptions = {}): Redis {
  const copy = client instanceof Cluster ? ((client as Cluster).duplicate(undefined, { redisOptions: { ...(client as Cluster).options.redisOptions, ...opts } }) as unknown as Redis) : client.duplicate(opts);
  copy.on('error', () => {});
  return copy;
}

/** A connection for BullMQ workers and QueueEvents (they block, so no per-request retry limit). */
export function createBullConnection(url: string) {
  return createRedis(url, { maxRetriesPerRequest: null });
}

/**
 * Connection options for BullMQ's blocking clients (workers, QueueEvents), which make their own
 * connection from them: for one server the URL is parsed by ioredis itself (user, password, db,
 * `rediss:` TLS), with `maxRetriesPerRequest: null` as BullMQ requires; for Sentinel or a Cluster, a
 * client (not yet connected) that BullMQ duplicates for what it needs.
 */
export function bullConnectionOptions(url: string): BullConnectionOptions {
  if (parseRedisUrl(url).kind !== 'single') return createRedis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  const probe = new Redis(url, { lazyConnect: true });
  const { host, port, username, password, db, tls, family } = probe.options;
  probe.disconnect();
  return { host, port, username, password, db, tls, family, maxRetriesPerRequest: null };
}
