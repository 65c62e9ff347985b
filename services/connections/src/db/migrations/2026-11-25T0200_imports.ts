import { sql, type Kysely } from 'kysely';

/**
 * "Import your data": a connection can come from an uploaded data export instead of OAuth. Such a
 * row has no tokens and `source = 'import'`; its `data` holds only what was derived from the file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('connections').alterColumn('access_token_enc', (c) => c.dropNotNull()).execute();
  await db.schema
    .alterTable('connections')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('oauth').check(sql`source in ('oauth', 'import')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('connections').where('source', '=', 'import').execute();
  await db.schema.alterTable('connections').dropColumn('source').execute();
  await db.schema.alterTable('connections').alterColumn('access_token_enc', (c) => c.setNotNull()).execute();
}
