import { sql, type Kysely } from 'kysely';

/**
 * What a reroll needs from the plan (route polyline, corridor width, loop), the seed that made the
 * trip (Regenerate sends none, so each call gets a fresh one), the mode and length, and the share
 * link's lifecycle. Indexes for the lists and for GET /api/journey-activity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('seed', 'bigint')
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo('driving'))
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('loop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('route', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('corridor_km', 'double precision')
    .addColumn('share_created_at', 'timestamptz')
    .addColumn('share_revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('trips_user_saved_idx')
    .on('trips')
    .columns(['user_id', 'saved_at desc'])
    .where(sql.ref('is_saved'), '=', true)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trips_user_saved_idx').execute();
  await db.schema
    .alterTable('trips')
    .dropColumn('seed')
    .dropColumn('mode')
    .dropColumn('days')
    .dropColumn('loop')
    .dropColumn('route')
    .dropColumn('corridor_km')
    .dropColumn('share_created_at')
    .dropColumn('share_revoked_at')
    .execute();
}
