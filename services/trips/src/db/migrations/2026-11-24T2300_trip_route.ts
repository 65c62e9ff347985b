import type { Kysely } from 'kysely';

/**
 * The trip's route on roads (geometry + per-leg distance and time, libs/contracts TripRoute) as the
 * traveller saw it, and the planner's notice (fewer stops than asked, and why). Both nullable:
 * trips planned before stay as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').addColumn('trip_route', 'jsonb').addColumn('notice', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').dropColumn('trip_route').dropColumn('notice').execute();
}
