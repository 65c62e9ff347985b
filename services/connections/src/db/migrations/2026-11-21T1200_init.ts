import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // Tokens are stored encrypted (AES-256-GCM): iv.tag.ciphertext, base64url.
    .addColumn('access_token_enc', 'text', (c) => c.notNull())
    .addColumn('refresh_token_enc', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('user_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('connections_user_provider', ['user_id', 'provider'])
    .execute();
  await db.schema
    .createTable('personalities')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('themes', 'jsonb', (c) => c.notNull())
    .addColumn('insights', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personalities').execute();
  await db.schema.dropTable('connections').execute();
}
