import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trips')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('stops', 'jsonb', (c) => c.notNull())
    .addColumn('accommodations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('insights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('title', 'text')
    .addColumn('is_saved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('share_id', 'text', (c) => c.unique())
    .addColumn('origin_city', 'text')
    .addColumn('origin_lat', 'double precision')
    .addColumn('origin_lng', 'double precision')
    .addColumn('destination_city', 'text')
    .addColumn('destination_lat', 'double precision')
    .addColumn('destination_lng', 'double precision')
    .addColumn('route_region', 'text')
    .addColumn('generated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('saved_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('trips_user_generated_idx').on('trips').columns(['user_id', 'generated_at desc']).execute();
  await db.schema.createIndex('trips_generated_idx').on('trips').column('generated_at desc').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trips').execute();
}
