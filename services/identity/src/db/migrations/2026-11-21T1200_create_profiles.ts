import { sql, type Kysely } from 'kysely';

/**
 * identity.profiles: what POST /api/users/sync stores (docs/product/api.md#auth-and-users, "User sync").
 * Runs after better-auth's own migrations, so "user" exists; deleting a user deletes the profile.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('profiles').execute();
}
