import type { Redis } from 'ioredis';
import { HttpError } from './errors.js';

// INCR and start the window on the first hit, atomically; answers [count, seconds left].
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface WindowLimit {
  /** Hits allowed per window; 0 turns the limit off. */
  limit: number;
  windowSeconds: number;
}

/** "3 minutes", "1 hour", "45 seconds": how long a person has to wait, for a message. */
export function humanDuration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds >= 120) return `${Math.ceil(seconds / 60)} minutes`;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/**
 * Fixed-window counters in Redis (so every replica agrees) for per-account and per-address limits:
 * sign-ups per address, posts and comments per account. `hit` counts first and refuses once the
 * count passes the limit, with a 429 whose message says what the limit is and how long to wait, and a
 * `Retry-After` header. A Redis failure lets the request through: a limit must not take a feature down.
 */
export class WindowLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * Counts one hit of `key`; over the limit throws a 429 HttpError `rate_limited` whose message is
   * `what` (the limit, in words) plus how long to wait.
   */
  async hit(key: string, rule: WindowLimit, what: (limit: number) => string): Promise<void> {
    if (rule.limit <= 0) return;
    let count: number;
    let ttl: number;
    try {
      [count, ttl] = (await this.redis.eval(HIT, 1, `${this.prefix}limit:${key}`, rule.windowSeconds)) as [number, number];
    } catch {
      return;
    }
    if (count <= rule.limit) return;
    const wait = Math.max(1, ttl);
    throw new HttpError(429, 'rate_limited', `${what(rule.limit)} Please wait ${humanDuration(wait)} and try again.`, undefined, {
      'retry-after': String(wait),
    });
  }
}
