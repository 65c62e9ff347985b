import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// INCR and start the window on the first attempt, atomically; answers [count, seconds left].
const ATTEMPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Sign-in throttling: at most `limit` attempts per e-mail + client address in a `windowSeconds`
 * window, counted in Redis so every replica agrees. Each attempt is counted before the password is
 * checked (a burst of parallel guesses cannot slip through); an attempt whose password was right
 * clears the count. Unknown e-mails count the same as known ones (no account enumeration).
 */
export class SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit = 5,
    private readonly windowSeconds = 60,
  ) {}

  private key(email: string, address: string) {
    const id = createHash('sha256').update(`${email}\n${address}`).digest('base64url');
    return `${this.prefix}identity:sign-in-attempts:${id}`;
  }

  async attempt(email: string, address: string): Promise<ThrottleVerdict> {
    const [count, ttl] = (await this.redis.eval(ATTEMPT, 1, this.key(email, address), this.windowSeconds)) as [number, number];
    return { allowed: count <= this.limit, retryAfterSeconds: Math.max(1, ttl) };
  }

  async succeeded(email: string, address: string) {
    await this.redis.del(this.key(email, address));
  }
}
