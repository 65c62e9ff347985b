import type { Generated } from 'kysely';

export interface DailyCountersTable {
  day: string;
  metric: string;
  value: Generated<number>;
}

export interface Database {
  daily_counters: DailyCountersTable;
}
