import { sql, type Kysely } from 'kysely';

/**
 * authors: the public profile (display name, avatar colour) of everyone who wrote in the forum, kept
 * from their access tokens and identity's `user_profile_updated` events. Lists join it by primary key,
 * so a new display name shows on every old post at once. Rows for posts written before display names
 * existed are added on boot (src/forum/authors.ts), with the handle identity generates for the account.
 * The by-author indexes serve deleting an account's posts and comments, and the per-author rewrite.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('authors')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('avatar_color', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index posts_author_idx on posts (author_id)`.execute(db);
  await sql`create index comments_author_idx on comments (author_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists comments_author_idx`.execute(db);
  await sql`drop index if exists posts_author_idx`.execute(db);
  await db.schema.dropTable('authors').execute();
}
