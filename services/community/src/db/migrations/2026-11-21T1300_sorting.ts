import { sql, type Kysely } from 'kysely';

/**
 * Sorting for `sort=top` and `sort=hot`, and the indexes every list and thread query runs on.
 *
 * - `score` is a stored generated column (upvotes - downvotes) so `top` pages by an indexed key.
 * - `hot_rank` is Lemmy's rank (https://join-lemmy.org/docs/contributors/07-ranking-algo.html):
 *   log10(max(1, 3 + score)) / (hours + 2)^1.8, and 0 once a post is a week old. It decays with time,
 *   so it is stored: recomputed in the same UPDATE as every vote and refreshed periodically
 *   (`refreshHotRanks`), which lets `hot` page through an index like the other sorts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function hot_rank_of(score integer, published timestamptz) returns double precision
    language sql stable parallel safe as $$
      select case
        when extract(epoch from (now() - published)) / 3600 between 0 and 168
          then log(greatest(1, score + 3)::numeric)::double precision
               / power(extract(epoch from (now() - published))::double precision / 3600 + 2, 1.8)
        else 0
      end
    $$`.execute(db);
  await sql`alter table posts add column score integer generated always as (upvotes - downvotes) stored`.execute(db);
  await sql`alter table posts add column hot_rank double precision not null default 0`.execute(db);
  await sql`update posts set hot_rank = hot_rank_of(upvotes - downvotes, created_at)`.execute(db);
  // Counts can never go below zero: a bug that tried would fail loudly instead of drifting.
  await sql`alter table posts add constraint posts_counts_nonneg check (upvotes >= 0 and downvotes >= 0 and comment_count >= 0)`.execute(db);
  await sql`alter table comments add constraint comments_counts_nonneg check (upvotes >= 0 and downvotes >= 0)`.execute(db);

  await sql`create index posts_top_idx on posts (is_pinned desc, score desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index posts_category_top_idx on posts (category, is_pinned desc, score desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index posts_hot_idx on posts (is_pinned desc, hot_rank desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  await sql`create index posts_category_hot_idx on posts (category, is_pinned desc, hot_rank desc, created_at desc, id desc) where deleted_at is null`.execute(db);
  // The periodic hot refresh touches only posts younger than a week (or still ranked).
  await sql`create index posts_hot_refresh_idx on posts (created_at) where deleted_at is null and hot_rank > 0`.execute(db);
  // The admin's list of open reports, newest first.
  await sql`create index reports_open_idx on reports (created_at desc) where resolved_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['reports_open_idx', 'posts_hot_refresh_idx', 'posts_category_hot_idx', 'posts_hot_idx', 'posts_category_top_idx', 'posts_top_idx']) {
    await sql`drop index if exists ${sql.id(i)}`.execute(db);
  }
  await sql`alter table comments drop constraint comments_counts_nonneg`.execute(db);
  await sql`alter table posts drop constraint posts_counts_nonneg`.execute(db);
  await sql`alter table posts drop column hot_rank`.execute(db);
  await sql`alter table posts drop column score`.execute(db);
  await sql`drop function hot_rank_of(integer, timestamptz)`.execute(db);
}
