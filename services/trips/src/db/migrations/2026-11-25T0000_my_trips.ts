import { sql, type Kysely } from 'kysely';

/**
 * My Trips (docs/product/rules.md#trips): soft delete (`deleted_at`; lists and every call hide the trip, restore
 * brings it back), and versions: a Regenerate makes the new plan the current version of the same
 * row (`version`) and keeps each version's content in `trip_versions` (restorable).
 * `version_job_id` is the generate job that made the current version (a retried job applies once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trips')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version_job_id', 'uuid')
    .execute();
  await db.schema
    .createTable('trip_versions')
    .addColumn('trip_id', 'uuid', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('generated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stop_count', 'integer', (c) => c.notNull())
    .addColumn('job_id', 'uuid')
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('stored_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trip_versions_pk', ['trip_id', 'version'])
    .execute();
  await db.schema.createIndex('trip_versions_job_idx').on('trip_versions').column('job_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_versions').execute();
  await db.schema.alterTable('trips').dropColumn('deleted_at').dropColumn('version').dropColumn('version_job_id').execute();
}
