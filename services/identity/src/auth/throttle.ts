import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Sign-in throttling that spares shared addresses (campus, airport, carrier NAT), counted in Redis so
 * every replica agrees. Three counters, one purpose each:
 *
 * - **account + address** (a person mistyping, or one attacker guessing one account): the first
 *   `PAIR_FREE_FAILURES` failures cost nothing, then every further failure doubles the wait before the
 *   next attempt (1 s, 2 s, 4 s … at most 15 minutes). Never a lock: a person always learns when to
 *   try again, and the wait only grows with their own failures.
 * - **account** (many addresses guessing one account): the same progressive delay after
 *   `ACCOUNT_FREE_FAILURES` failures from anywhere — except from an address the account signed in
 *   from successfully before (remembered `KNOWN_ADDRESS_DAYS`): an attacker elsewhere cannot slow the
 *   traveller at home.
 * - **address**, for password spraying only (one address, many accounts, one guess each): once
 *   failures from one address reach `SPRAY_ACCOUNTS` distinct accounts within `SPRAY_WINDOW_SECONDS`,
 *   attempts from it on accounts it has no successful sign-in for are paced to one every
 *   `SPRAY_PACE_SECONDS` — a few seconds' wait for a person who shares the address, hundreds of times
 *   slower for a sprayer. Accounts that signed in from that address before are not touched at all:
 *   one wrong password never locks a person out because others behind the same address failed.
 *
 * Each attempt is counted as a failure before the password is checked (a burst of parallel guesses
 * cannot slip through the delays); a right password takes it back and clears the account's counts.
 * Unknown e-mails count the same as known ones (no account enumeration).
 */

export const PAIR_FREE_FAILURES = 5;
export const ACCOUNT_FREE_FAILURES = 10;
export const MAX_DELAY_SECONDS = 15 * 60;
/** Failures are forgotten this long after the last one. */
export const FORGET_SECONDS = 60 * 60;
export const SPRAY_ACCOUNTS = 20;
export const SPRAY_WINDOW_SECONDS = 15 * 60;
export const SPRAY_PACE_SECONDS = 5;
export const KNOWN_ADDRESS_DAYS = 30;

// KEYS: pair, account, address's failed accounts (set), address pace, known pair.
// ARGV: now ms, account id, pair free, account free, max delay ms, forget ms, spray accounts, spray window ms, pace ms.
// Answers {0, 0} to go ahead, or {reason, ms to wait}: 1 pair, 2 account, 3 address.
const ATTEMPT = `
local now = tonumber(ARGV[1])
local maxDelay = tonumber(ARGV[5])
local function delay(n, free)
  if n <= free then return 0 end
  return math.min(1000 * 2 ^ (n - free - 1), maxDelay)
end
local known = redis.call('EXISTS', KEYS[5]) == 1
local pairNext = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if pairNext > now then return {1, pairNext - now} end
if not known then
  local accountNext = tonumber(redis.call('HGET', KEYS[2], 'next') or '0')
  if accountNext > now then return {2, accountNext - now} end
  if redis.call('SCARD', KEYS[3]) >= tonumber(ARGV[7]) then
    local paceNext = tonumber(redis.call('GET', KEYS[4]) or '0')
    if paceNext > now then return {3, paceNext - now} end
    redis.call('SET', KEYS[4], now + tonumber(ARGV[9]), 'PX', ARGV[9])
  end
  local accountFailures = redis.call('HINCRBY', KEYS[2], 'failures', 1)
  redis.call('HSET', KEYS[2], 'next', now + delay(accountFailures, tonumber(ARGV[4])))
  redis.call('PEXPIRE', KEYS[2], ARGV[6])
  redis.call('SADD', KEYS[3], ARGV[2])
  redis.call('PEXPIRE', KEYS[3], ARGV[8])
end
local pairFailures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'next', now + delay(pairFailures, tonumber(ARGV[3])))
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return {0, 0}`;

// KEYS: pair, account, address's failed accounts, known pair. ARGV: account id, known ms.
const SUCCEEDED = `
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
redis.call('SET', KEYS[4], '1', 'PX', ARGV[2])
return 1`;

export type ThrottleReason = 'account_address' | 'account' | 'address';
const REASONS: Record<number, ThrottleReason> = { 1: 'account_address', 2: 'account', 3: 'address' };

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  reason?: ThrottleReason;
}

interface ThrottleRedis extends Redis {
  signInAttempt(...args: (string | number)[]): Promise<[number, number]>;
  signInSucceeded(...args: (string | number)[]): Promise<number>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

export class SignInThrottle {
  private readonly redis: ThrottleRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    /** Milliseconds now: every wait is measured on this clock (stored in Redis, so replicas share it). */
    private readonly now: () => number = Date.now,
  ) {
    this.redis = redis as ThrottleRedis;
    if (!this.redis.signInAttempt) {
      this.redis.defineCommand('signInAttempt', { numberOfKeys: 5, lua: ATTEMPT });
      this.redis.defineCommand('signInSucceeded', { numberOfKeys: 4, lua: SUCCEEDED });
    }
  }

  /** Every key of one attempt, under the deployment's prefix (one Redis Cluster slot when it is hash-tagged). */
  private keys(email: string, address: string) {
    const account = hash(email.trim().toLowerCase());
    const pair = hash(`${account}\n${address}`);
    const at = hash(address);
    const base = `${this.prefix}identity:sign-in`;
    return {
      account,
      pair: `${base}:pair:${pair}`,
      accountKey: `${base}:account:${account}`,
      failedFrom: `${base}:address-failures:${at}`,
      pace: `${base}:address-pace:${at}`,
      known: `${base}:known:${pair}`,
    };
  }

  async attempt(email: string, address: string): Promise<ThrottleVerdict> {
    const k = this.keys(email, address);
    const [reason, waitMs] = await this.redis.signInAttempt(
      k.pair,
      k.accountKey,
      k.failedFrom,
      k.pace,
      k.known,
      this.now(),
      k.account,
      PAIR_FREE_FAILURES,
      ACCOUNT_FREE_FAILURES,
      MAX_DELAY_SECONDS * 1000,
      FORGET_SECONDS * 1000,
      SPRAY_ACCOUNTS,
      SPRAY_WINDOW_SECONDS * 1000,
      SPRAY_PACE_SECONDS * 1000,
    );
    if (reason === 0) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), reason: REASONS[reason] };
  }

  /** The password was right: this attempt was no failure, the account's counts start again, and the address is remembered for it. */
  async succeeded(email: string, address: string) {
    const k = this.keys(email, address);
    await this.redis.signInSucceeded(k.pair, k.accountKey, k.failedFrom, k.known, k.account, KNOWN_ADDRESS_DAYS * 86_400_000);
  }
}

/** "Try again in 8 seconds." / "… in 3 minutes.": the wait in words a person reads at a glance. */
export function retryWords(seconds: number) {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
