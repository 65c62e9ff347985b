import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { DAY_METRICS, type DayCounters } from './keys.js';

/** Postgres copy of the day counters: what a Redis restart must not lose. */
export class DailyCounterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored counters of a day (`2025-11-21`), zero where none was stored. */
  async findDay(day: string): Promise<DayCounters> {
    const rows = await this.db.selectFrom('daily_counters').select(['metric', 'value']).where('day', '=', day).execute();
    const counters = Object.fromEntries(DAY_METRICS.map((m) => [m, 0])) as DayCounters;
    for (const row of rows) if ((DAY_METRICS as readonly string[]).includes(row.metric)) counters[row.metric as keyof DayCounters] = Number(row.value);
    return counters;
  }

  /**
   * Stores the counters, never lowering one: every counter only grows during a day, so several
   * instances writing the same (or an older) copy is harmless.
   */
  async raiseDay(day: string, counters: Partial<DayCounters>) {
    const rows = Object.entries(counters).map(([metric, value]) => ({ day, metric, value: Math.max(0, Math.round(value ?? 0)) }));
    if (!rows.length) return;
    await this.db
      .insertInto('daily_counters')
      .values(rows)
      .onConflict((oc) => oc.columns(['day', 'metric']).doUpdateSet({ value: sql`greatest(daily_counters.value, excluded.value)` }))
      .execute();
  }
}
