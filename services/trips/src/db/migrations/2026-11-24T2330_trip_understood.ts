import type { Kysely } from 'kysely';

/**
 * What the planner understood from the sentence (libs/contracts Understood: the resolved origin and
 * destination, or a loop's area). Nullable: trips planned before read as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').addColumn('understood', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').dropColumn('understood').execute();
}
