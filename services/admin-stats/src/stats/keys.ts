/**
 * Redis layout of the live statistics (every key under `<REDIS_PREFIX>admin:`). Days and hours are
 * numbered from the Unix epoch in UTC (`day:20413` = 2025-11-21) so the Lua scripts can compute them
 * from a millisecond clock without date formatting.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Counters of one UTC day: Redis hash fields and Postgres `daily_counters.metric` share these names. */
export const DAY_METRICS = ['sessions_started', 'sessions_ended', 'session_ms_total', 'peak_concurrent', 'new_users', 'trips_generated'] as const;
export type DayMetric = (typeof DAY_METRICS)[number];
export type DayCounters = Record<DayMetric, number>;

export function adminPrefix(redisPrefix: string) {
  return `${redisPrefix}admin:`;
}

export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);
export const hourNumber = (ms: number) => Math.floor(ms / HOUR_MS);
/** `2025-11-21` for a day number (the Postgres `date`). */
export const dayIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function keys(redisPrefix: string) {
  const p = adminPrefix(redisPrefix);
  return {
    prefix: p,
    /** ZSET sessionId → lastActivity (ms): the live sessions, newest activity last. */
    live: `${p}live`,
    /** HASH joined, last (ms), page, email ('' for a visitor): one live session. */
    session: (id: string) => `${p}session:${id}`,
    /** HASH of DAY_METRICS (+ `seeded` once restored from Postgres): one UTC day. */
    day: (day: number) => `${p}day:${day}`,
    /** HASH sessions, trips: one UTC hour, kept 25 hours. */
    hour: (hour: number) => `${p}hour:${hour}`,
    /** Total activity events applied (once each, whatever the number of instances). */
    applied: `${p}applied`,
    /** SET NX PX lock so that one instance at a time copies the counters to Postgres. */
    flushLock: `${p}flush-lock`,
  };
}
