import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('route-sharing', 'hidden-gems', 'trip-reports', 'questions', 'feedback')`),
    )
    .addColumn('is_pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('upvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index posts_feed_idx on posts (is_pinned desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index posts_category_feed_idx on posts (category, is_pinned desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  await db.schema
    .createTable('comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('upvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index comments_post_idx on comments (post_id, created_at, id) where deleted_at is null`.execute(db);
  for (const [table, target, targetTable] of [
    ['post_votes', 'post_id', 'posts'],
    ['comment_votes', 'comment_id', 'comments'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(target, 'uuid', (c) => c.notNull().references(`${targetTable}.id`).onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('vote', 'smallint', (c) => c.notNull().check(sql`vote in (-1, 1)`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // One vote per user per target, enforced by the database.
      .addPrimaryKeyConstraint(`${table}_pk`, [target, 'user_id'])
      .execute();
  }
  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('reports_once', ['post_id', 'reporter_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['reports', 'comment_votes', 'post_votes', 'comments', 'posts']) await db.schema.dropTable(t).execute();
}
