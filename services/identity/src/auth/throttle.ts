import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// INCR and start the window on the first attempt, atomically; answers [count, seconds left].
const ATTEMPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

// Takes a successful attempt back off the address count, without recreating a key whose window ended.
const TAKE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Failed sign-ins one client address may make across all accounts in `ADDRESS_WINDOW_SECONDS`. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

export interface ThrottleLimits {
  /** Attempts per e-mail + address in `windowSeconds` (5 a minute). */
  limit?: number;
  windowSeconds?: number;
  /** Failed sign-ins per address, whatever the e-mail (password spraying), in `addressWindowSeconds`. */
  addressLimit?: number;
  addressWindowSeconds?: number;
}

/**
 * Sign-in throttling, counted in Redis so every replica agrees:
 * - **per account and address**: at most `limit` attempts per e-mail + client address in a
 *   `windowSeconds` window. Each attempt is counted before the password is checked (a burst of
 *   parallel guesses cannot slip through); an attempt whose password was right clears the count.
 *   Keyed by the address too, so failures from elsewhere never lock a traveller out of their account.
 * - **per address** (password spraying: many accounts, one password each): at most `addressLimit`
 *   failed sign-ins from one address across all accounts in `addressWindowSeconds`. Attempts are
 *   counted before the check as well; a successful one is taken back off the count.
 * Unknown e-mails count the same as known ones (no account enumeration).
 */
export class SignInThrottle {
  private readonly limit: number;
  private readonly windowSeconds: number;
  private readonly addressLimit: number;
  private readonly addressWindowSeconds: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    limits: ThrottleLimits = {},
  ) {
    this.limit = limits.limit ?? 5;
    this.windowSeconds = limits.windowSeconds ?? 60;
    this.addressLimit = limits.addressLimit ?? ADDRESS_FAILURE_LIMIT;
    this.addressWindowSeconds = limits.addressWindowSeconds ?? ADDRESS_WINDOW_SECONDS;
  }

  private key(email: string, address: string) {
    const id = createHash('sha256').update(`${email}\n${address}`).digest('base64url');
    return `${this.prefix}identity:sign-in-attempts:${id}`;
  }

  private addressKey(address: string) {
    const id = createHash('sha256').update(address).digest('base64url');
    return `${this.prefix}identity:sign-in-address:${id}`;
  }

  async attempt(email: string, address: string): Promise<ThrottleVerdict> {
    const [[count, ttl], [fromAddress, addressTtl]] = (await Promise.all([
      this.redis.eval(ATTEMPT, 1, this.key(email, address), this.windowSeconds),
      this.redis.eval(ATTEMPT, 1, this.addressKey(address), this.addressWindowSeconds),
    ])) as [[number, number], [number, number]];
    if (fromAddress > this.addressLimit) return { allowed: false, retryAfterSeconds: Math.max(1, addressTtl) };
    return { allowed: count <= this.limit, retryAfterSeconds: Math.max(1, ttl) };
  }

  /** The password was right: the account's count starts again, and this attempt is not a failure of the address. */
  async succeeded(email: string, address: string) {
    await Promise.all([this.redis.del(this.key(email, address)), this.redis.eval(TAKE_BACK, 1, this.addressKey(address))]);
  }
}
