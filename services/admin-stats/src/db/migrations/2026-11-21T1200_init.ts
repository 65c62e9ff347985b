import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Live sessions live in Redis; these counters outlive a Redis restart.
  await db.schema
    .createTable('daily_counters')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_counters_pk', ['day', 'metric'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_counters').execute();
}
