import type { Redis } from 'ioredis';
import { HttpError } from '@roadgremlin/service-kit';

/**
 * Fair share of the trip planner: how many generations one traveller, and the whole deployment, may
 * have in flight (queued or running) at once. Counted in Redis, so every replica of the trips service
 * agrees: each in-flight generation is a member of two sorted sets (the user's and the deployment's)
 * scored with the moment it stops counting (its request's deadline), so a replica that dies with
 * generations in hand frees their places by itself.
 *
 * One account sending 50 requests at once used to put 50 jobs ahead of everyone else's; now it has at
 * most `perUser` in the queue and the rest are answered 429 at once, and the queue itself never holds
 * more than `total` generations (503 beyond, when the planner is truly saturated).
 */

// KEYS: the user's set, the deployment's set. ARGV: now, expires at, member, per-user max, total max.
// Answers {0, n} when taken (n in flight for the user), {1, n} over the user's cap, {2, n} over the total.
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
local mine = redis.call('ZCARD', KEYS[1])
-- Taken already (a retry after a reply lost to a Redis restart): still taken.
if redis.call('ZSCORE', KEYS[1], ARGV[3]) then return {0, mine} end
if mine >= tonumber(ARGV[4]) then return {1, mine} end
local all = redis.call('ZCARD', KEYS[2])
if all >= tonumber(ARGV[5]) then return {2, all} end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
return {0, mine + 1}`;

const GIVE_BACK = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

interface InFlightRedis extends Redis {
  generationTake(userKey: string, allKey: string, now: number, expiresAt: number, member: string, perUser: number, total: number): Promise<[number, number]>;
  generationGiveBack(userKey: string, allKey: string, member: string): Promise<number>;
}

export interface InFlightLimits {
  /** Generations one user may have queued or running at once. */
  perUser: number;
  /** Generations the whole deployment may have queued or running at once. */
  total: number;
  /** How long a generation counts at most (its request's deadline plus a margin). */
  holdMs: number;
}

/** Seconds a traveller over the cap is asked to wait: a plan takes well under a second. */
export const USER_RETRY_AFTER_SECONDS = 2;
/** Seconds the whole service asks callers to wait while its queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export function tooManyGenerations(perUser: number) {
  return new HttpError(
    429,
    'too_many_generations',
    `You already have ${perUser} trip${perUser === 1 ? '' : 's'} being planned. Wait for ${perUser === 1 ? 'it' : 'one of them'} to finish, then try again in ${USER_RETRY_AFTER_SECONDS} seconds.`,
    { limit: perUser },
    { 'retry-after': String(USER_RETRY_AFTER_SECONDS) },
  );
}

export function plannerBusy() {
  return new HttpError(
    503,
    'planner_busy',
    `The Gremlin is planning as many trips as it can right now. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
    undefined,
    { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
  );
}

export class GenerationSlots {
  private readonly redis: InFlightRedis;
  // Both keys carry the deployment's prefix, so under a hash-tagged prefix ("{rg}:") they share a
  // Redis Cluster slot and the script may touch both.
  private readonly allKey: string;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly limits: InFlightLimits,
  ) {
    this.redis = redis as InFlightRedis;
    if (!this.redis.generationTake) {
      this.redis.defineCommand('generationTake', { numberOfKeys: 2, lua: TAKE });
      this.redis.defineCommand('generationGiveBack', { numberOfKeys: 2, lua: GIVE_BACK });
    }
    this.allKey = `${prefix}trips:generating`;
  }

  private userKey(userId: string) {
    return `${this.prefix}trips:generating:${userId}`;
  }

  /**
   * Takes a place for generation `id` of `userId`; throws the 429 or 503 to answer when there is none.
   * Safe to repeat with the same id (it counts once).
   */
  async take(userId: string, id: string): Promise<void> {
    const now = Date.now();
    const [verdict] = await this.redis.generationTake(this.userKey(userId), this.allKey, now, now + this.limits.holdMs, id, this.limits.perUser, this.limits.total);
    if (verdict === 1) throw tooManyGenerations(this.limits.perUser);
    if (verdict === 2) throw plannerBusy();
  }

  /** The generation is answered (or given up): its place is free again. Never throws. */
  async giveBack(userId: string, id: string): Promise<void> {
    await this.redis.generationGiveBack(this.userKey(userId), this.allKey, id).catch(() => {
      /* the entry expires at its deadline anyway */
    });
  }

  /** How many generations `userId` has in flight now (tests, metrics). */
  async inFlight(userId: string): Promise<number> {
    await this.redis.zremrangebyscore(this.userKey(userId), '-inf', Date.now());
    return this.redis.zcard(this.userKey(userId));
  }
}
