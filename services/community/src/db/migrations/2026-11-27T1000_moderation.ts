import { sql, type Kysely } from 'kysely';

/**
 * Moderation: administrators hide and restore posts and comments, lock threads and suspend accounts
 * from the forum; every such action is a row of `moderation_log`. Reports name a reason from a fixed
 * list (plus an optional note) and may be about a comment as well as a post, once per reporter per item.
 *
 * - `hidden_at`: a hidden post or comment is gone for everyone but its author (and administrators);
 *   a hidden comment no longer counts in its post's `comment_count` (hide and restore move it).
 * - `locked_at` on posts: no new comments in that thread.
 * - `suspensions`: one row per account that may read but no longer post, comment or vote.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table posts add column hidden_at timestamptz, add column locked_at timestamptz`.execute(db);
  await sql`alter table comments add column hidden_at timestamptz`.execute(db);

  await sql`alter table reports add column comment_id uuid references comments(id) on delete cascade`.execute(db);
  await sql`alter table reports add column note text`.execute(db);
  // Reasons were free text until now: those words become the note, the reason 'other'.
  await sql`update reports set note = reason, reason = 'other'`.execute(db);
  await sql`alter table reports add constraint reports_reason_known check (reason in ('spam', 'harassment', 'hate', 'sexual', 'misinformation', 'off-topic', 'other'))`.execute(db);
  await sql`alter table reports drop constraint reports_once`.execute(db);
  await sql`create unique index reports_post_once on reports (post_id, reporter_id) where comment_id is null`.execute(db);
  await sql`create unique index reports_comment_once on reports (comment_id, reporter_id) where comment_id is not null`.execute(db);
  await sql`create index reports_reporter_idx on reports (reporter_id)`.execute(db);

  await db.schema
    .createTable('suspensions')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('suspended_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('hide', 'restore', 'lock', 'unlock', 'suspend', 'unsuspend', 'dismiss')`))
    .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type in ('post', 'comment', 'user')`))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'uuid')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index moderation_log_recent_idx on moderation_log (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('suspensions').execute();
  await sql`drop index if exists reports_reporter_idx`.execute(db);
  await sql`drop index if exists reports_comment_once`.execute(db);
  await sql`drop index if exists reports_post_once`.execute(db);
  await sql`delete from reports where comment_id is not null`.execute(db);
  await sql`alter table reports add constraint reports_once unique (post_id, reporter_id)`.execute(db);
  await sql`alter table reports drop constraint reports_reason_known`.execute(db);
  await sql`update reports set reason = coalesce(note, reason)`.execute(db);
  await sql`alter table reports drop column note, drop column comment_id`.execute(db);
  await sql`alter table comments drop column hidden_at`.execute(db);
  await sql`alter table posts drop column locked_at, drop column hidden_at`.execute(db);
}
