import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ActivityEvent, AdminSession, AdminStatsSnapshot, TripGeneratedEvent, UserSignedUpEvent } from '@roadgremlin/contracts';
import { DAY_METRICS, HOUR_MS, dayIso, dayNumber, hourNumber, keys, type DayCounters } from './keys.js';
import { loadScripts, type Scripts } from './scripts.js';
import type { DailyCounterRepository } from './daily-counters.js';

export interface LiveStoreOptions {
  redis: Redis;
  /** REDIS_PREFIX of the deployment. */
  redisPrefix: string;
  counters: DailyCounterRepository;
  /** A session without activity for this long has ended. */
  idleMs: number;
  /** Most sessions listed in a snapshot. */
  sessionsLimit: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
}

/**
 * How long an activity event's id is remembered. Every instance receives every event and tries to
 * apply it; the first claims the id (SET NX) inside the same script that applies it, the others see
 * the claim and skip. An instance lagging more than this behind the others would apply an event twice.
 */
const DEDUPE_MS = 120_000;
/** Trips and sign-ups are remembered by their own id for two days. */
const SEEN_SECONDS = 2 * 86_400;
const SWEEP_BATCH = 1_000;

/**
 * The live state of the product (sessions, day counters, hourly history) in Redis, shared by every
 * instance, plus its durable copy in Postgres. No Fastify here.
 */
export class LiveStore {
  private readonly scripts: Scripts;
  private readonly k: ReturnType<typeof keys>;
  private readonly clock: () => number;

  constructor(private readonly opts: LiveStoreOptions) {
    this.scripts = loadScripts(opts.redis);
    this.k = keys(opts.redisPrefix);
    this.clock = opts.clock ?? Date.now;
  }

  now() {
    return this.clock();
  }

  /** The id two instances compute alike for the same published event (its channel and canonical JSON). */
  static eventId(channel: string, event: unknown) {
    return createHash('sha1').update(channel).update('\n').update(JSON.stringify(event)).digest('base64url');
  }

  /**
   * Applies one activity event; false when another instance applied it already. The script is sent
   * before the first await, so events reach Redis in the order they were received.
   */
  async applyActivity(event: ActivityEvent, id: string): Promise<boolean> {
    const page = event.type === 'session_end' ? '' : event.currentPage;
    const email = event.type === 'session_end' ? '' : (event.email ?? '');
    const applied = await this.scripts.applyActivity([
      this.k.prefix,
      id,
      DEDUPE_MS,
      this.clock(),
      this.opts.idleMs,
      event.type,
      event.sessionId,
      page,
      email,
      this.opts.idleMs + HOUR_MS,
    ]);
    return applied === 1;
  }

  async applyTrip(event: TripGeneratedEvent): Promise<boolean> {
    return (await this.scripts.applyCount([this.k.prefix, 'trips_generated', 'trips', `trip:${event.tripId}`, SEEN_SECONDS, this.clock()])) === 1;
  }

  async applySignup(event: UserSignedUpEvent): Promise<boolean> {
    return (await this.scripts.applyCount([this.k.prefix, 'new_users', '', `user:${event.userId}`, SEEN_SECONDS, this.clock()])) === 1;
  }

  /** Ends the sessions idle for longer than the limit; returns how many. Safe to run on every instance. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const ended = await this.scripts.sweep([this.k.prefix, this.clock(), this.opts.idleMs, SWEEP_BATCH]);
      total += ended;
      if (ended < SWEEP_BATCH) return total;
    }
  }

  async snapshot(): Promise<AdminStatsSnapshot> {
    const now = this.clock();
    const [count, dayFlat, sessionsFlat, hoursFlat] = await this.scripts.snapshot([this.k.prefix, now, this.opts.idleMs, this.opts.sessionsLimit]);
    const day = counters(dayFlat);
    const sessions: AdminSession[] = [];
    for (let i = 0; i + 4 < sessionsFlat.length; i += 5) {
      sessions.push({
        id: sessionsFlat[i],
        joinedAt: iso(sessionsFlat[i + 1]),
        lastActivity: iso(sessionsFlat[i + 2]),
        currentPage: sessionsFlat[i + 3],
        email: sessionsFlat[i + 4] || null,
      });
    }
    const firstHour = hourNumber(now) - 23;
    const history = [];
    for (let i = 0; i < 24; i++) {
      history.push({ hour: new Date((firstHour + i) * HOUR_MS).toISOString(), sessions: Number(hoursFlat[2 * i]) || 0, trips: Number(hoursFlat[2 * i + 1]) || 0 });
    }
    const ended = day.sessions_ended;
    return {
      stats: {
        activeUsers: count,
        totalSessions: day.sessions_started,
        peakConcurrent: Math.max(day.peak_concurrent, count),
        averageSessionTime: ended > 0 ? Math.round(day.session_ms_total / ended / 6_000) / 10 : 0,
        newUsersToday: day.new_users,
        tripsGenerated: day.trips_generated,
      },
      sessions,
      history,
    };
  }

  /** Activity events applied so far (each once, whatever the number of instances). */
  async appliedCount(): Promise<number> {
    return Number(await this.opts.redis.get(this.k.applied)) || 0;
  }

  /**
   * After a Redis restart (or at the start of a day) the day hash has no `seeded` mark: add the
   * counters Postgres kept, once. Returns true when this call seeded.
   */
  async ensureSeeded(): Promise<boolean> {
    const day = dayNumber(this.clock());
    const key = this.k.day(day);
    if ((await this.opts.redis.hexists(key, 'seeded')) === 1) return false;
    const stored = await this.opts.counters.findDay(dayIso(day));
    return (await this.scripts.seedDay(key, DAY_METRICS.map((m) => stored[m]))) === 1;
  }

  /**
   * Copies today's and yesterday's counters to Postgres. One instance at a time (a lock shorter than
   * the period); only seeded days, so a fresh Redis never writes a partial day over the stored one
   * (and the upsert never lowers a counter anyway).
   */
  async flush(lockMs = 4_000): Promise<boolean> {
    const got = await this.opts.redis.set(this.k.flushLock, String(process.pid), 'PX', lockMs, 'NX');
    if (got !== 'OK') return false;
    const today = dayNumber(this.clock());
    for (const day of [today - 1, today]) {
      const flat = await this.opts.redis.hgetall(this.k.day(day));
      if (flat.seeded !== '1') continue;
      await this.opts.counters.raiseDay(dayIso(day), counters(Object.entries(flat).flat()));
    }
    return true;
  }
}

function counters(flat: string[]): DayCounters {
  const out = Object.fromEntries(DAY_METRICS.map((m) => [m, 0])) as DayCounters;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const field = flat[i] as keyof DayCounters;
    if (field in out) out[field] = Number(flat[i + 1]) || 0;
  }
  return out;
}

function iso(ms: string) {
  const n = Number(ms);
  return new Date(Number.isFinite(n) ? n : 0).toISOString();
}
