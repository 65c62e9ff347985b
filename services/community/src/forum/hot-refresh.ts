import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { ForumRepository } from './repository.js';

export interface HotRefreshOptions {
  forum: ForumRepository;
  redis: Redis;
  prefix: string;
  everyMs: number;
  log: FastifyBaseLogger;
}

/**
 * Every `everyMs`, one replica (the one that takes the Redis lock for that period) recomputes the
 * hot rank of posts younger than a week; votes recompute their own post's rank as they happen.
 * Returns a stop function.
 */
export function startHotRefresh(opts: HotRefreshOptions): () => void {
  const key = `${opts.prefix}community:hot-refresh`;
  const tick = async () => {
    try {
      const won = await opts.redis.set(key, String(process.pid), 'PX', Math.max(1000, opts.everyMs - 500), 'NX');
      if (won !== 'OK') return;
      const n = await opts.forum.refreshHotRanks();
      opts.log.debug({ posts: n }, 'hot ranks refreshed');
    } catch (err) {
      opts.log.warn({ err }, 'hot rank refresh failed; the next one will try again');
    }
  };
  const timer = setInterval(() => void tick(), opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
