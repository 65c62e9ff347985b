import type { Redis } from 'ioredis';
import { WindowLimiter } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';

const HOUR = 3600;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * How much one account may write: posts and comments per hour, counted in Redis (every replica
 * agrees). Past a limit the request answers 429 `rate_limited` with Retry-After and a message saying
 * the limit and how long to wait.
 */
export class WriteLimits {
  private readonly limiter: WindowLimiter;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly config: Pick<Config, 'POST_LIMIT_PER_HOUR' | 'COMMENT_LIMIT_PER_HOUR'>,
  ) {
    this.limiter = new WindowLimiter(redis, `${prefix}community:`);
  }

  post(userId: string): Promise<void> {
    return this.limiter.hit(`posts:${userId}`, { limit: this.config.POST_LIMIT_PER_HOUR, windowSeconds: HOUR }, (n) => `You can write ${plural(n, 'post')} an hour.`);
  }

  comment(userId: string): Promise<void> {
    return this.limiter.hit(`comments:${userId}`, { limit: this.config.COMMENT_LIMIT_PER_HOUR, windowSeconds: HOUR }, (n) => `You can write ${plural(n, 'comment')} an hour.`);
  }
}
