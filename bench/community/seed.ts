/**
 * Seeds the community benchmark database: 100,000 posts, 300,000 comments, 1,000,000 post votes
 * (and 200,000 comment votes), with every counter equal to its rows.
 *
 *   npx tsx bench/community/seed.ts            # BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/rg_bench_community
 *
 * Everything is generated inside PostgreSQL with generate_series (no rows cross the wire); ids are
 * md5-derived uuids so comments and votes can point at posts without a join.
 */
import { createDb, migrateToLatest } from '@roadgremlin/service-kit';
import { migrations } from '@roadgremlin/community/migrations';
import { BENCH_DATABASE_URL, connect, ensureDatabase } from './db.js';

const POSTS = Number(process.env.SEED_POSTS ?? 100_000);
const COMMENTS = Number(process.env.SEED_COMMENTS ?? 300_000);
const VOTES = Number(process.env.SEED_VOTES ?? 1_000_000);
const COMMENT_VOTES = Number(process.env.SEED_COMMENT_VOTES ?? 200_000);
const USERS = 40_000;
// Each user votes on VOTES / USERS posts, one in each of that many disjoint slices of the posts: unique by construction.
const PER_USER = Math.ceil(VOTES / USERS);
const SLICE = Math.floor(POSTS / PER_USER);

async function step<T>(label: string, fn: () => Promise<T>) {
  const t0 = performance.now();
  const out = await fn();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return out;
}

const started = performance.now();
await ensureDatabase();
const kdb = createDb({ url: BENCH_DATABASE_URL, schema: 'community' });
await migrateToLatest(kdb, 'community', migrations);
await kdb.destroy();

const db = await connect();
console.log(`seeding ${BENCH_DATABASE_URL}: ${POSTS} posts, ${COMMENTS} comments, ${VOTES} post votes, ${COMMENT_VOTES} comment votes`);
await db.query('set synchronous_commit = off');
await db.query("set maintenance_work_mem = '512MB'");
await db.query("set work_mem = '256MB'");

await step('truncate', () => db.query('truncate reports, comment_votes, post_votes, comments, posts'));

await step(`posts (${POSTS})`, () =>
  db.query(
    `insert into posts (id, author_id, author_name, title, content, category, is_pinned, created_at)
     select md5('post' || g)::uuid,
            'bench-user-' || (g * 7919 % $2),
            'gremlin' || (g * 7919 % $2),
            'Trip ' || g || ': ' || (array['ghost town loop','giant roadside teapot','abandoned drive-in','haunted motel','mystery spot'])[1 + g % 5],
            repeat('We drove out past the grain elevators and found something odd. ', 1 + g % 6) || E'\\nWorth the detour? Yes.',
            (array['route-sharing','hidden-gems','trip-reports','questions','feedback'])[1 + g % 5],
            g <= 3,
            -- newest first = highest g; about one post every 5 minutes, so the last week holds ~2,000 posts
            now() - (($1 - g) * interval '5 minutes') - (g % 60) * interval '1 second'
       from generate_series(1, $1) g`,
    [POSTS, USERS],
  ),
);

await step(`comments (${COMMENTS})`, () =>
  db.query(
    `insert into comments (id, post_id, author_id, author_name, content, created_at)
     select md5('comment' || g)::uuid,
            md5('post' || p)::uuid,
            'bench-user-' || (g::bigint * 104729 % $3),
            'gremlin' || (g::bigint * 104729 % $3),
            'Been there! ' || repeat('Bring snacks. ', 1 + g % 4),
            now() - (($2 - p) * interval '5 minutes') + (g % 240) * interval '1 minute'
       from (select g,
                    -- skewed: the newest 1% of posts get a third of the comments (one gets 200+)
                    case when g % 3 = 0 then $2 - (g / 3) % ($2 / 100) else 1 + (g::bigint * 7919) % $2 end as p
               from generate_series(1, $1) g) s`,
    [COMMENTS, POSTS, USERS],
  ),
);

await step(`post votes (${VOTES})`, () =>
  db.query(
    `insert into post_votes (post_id, user_id, vote, created_at)
     select md5('post' || (1 + k * $3 + (u::bigint * 2654435761 % $3)))::uuid,
            'bench-user-' || u,
            case when (g * 31) % 10 < 8 then 1 else -1 end,
            now() - (g % 10000) * interval '1 minute'
       from (select g, g % $2 as u, g / $2 as k from generate_series(0, $1 - 1) g) s`,
    [VOTES, USERS, SLICE],
  ),
);

await step(`comment votes (${COMMENT_VOTES})`, () =>
  db.query(
    `insert into comment_votes (comment_id, user_id, vote)
     select md5('comment' || (1 + (g::bigint * 7919) % $2))::uuid,
            'bench-user-' || (g % 40000),
            case when g % 7 = 0 then -1 else 1 end
       from generate_series(0, $1 - 1) g`,
    [COMMENT_VOTES, COMMENTS],
  ),
);

await step('post counters from rows', () =>
  db.query(`
    update posts p set upvotes = v.up, downvotes = v.down
      from (select post_id, count(*) filter (where vote = 1)::int as up, count(*) filter (where vote = -1)::int as down
              from post_votes group by post_id) v
     where p.id = v.post_id`),
);
await step('comment counts from rows', () =>
  db.query(`
    update posts p set comment_count = c.n
      from (select post_id, count(*)::int as n from comments where deleted_at is null group by post_id) c
     where p.id = c.post_id`),
);
await step('comment counters from rows', () =>
  db.query(`
    update comments c set upvotes = v.up, downvotes = v.down
      from (select comment_id, count(*) filter (where vote = 1)::int as up, count(*) filter (where vote = -1)::int as down
              from comment_votes group by comment_id) v
     where c.id = v.comment_id`),
);
await step('hot ranks', () => db.query('update posts set hot_rank = hot_rank_of(score, created_at) where deleted_at is null'));
await step('vacuum analyze', () => db.query('vacuum (analyze) posts, comments, post_votes, comment_votes'));

const [counts] = (
  await db.query(`select (select count(*) from posts)::int as posts, (select count(*) from comments)::int as comments,
                         (select count(*) from post_votes)::int as post_votes, (select count(*) from comment_votes)::int as comment_votes`)
).rows;
const { rows: drift } = await db.query(`
  select count(*)::int as n from posts p
    left join (select post_id, count(*) filter (where vote = 1) as up, count(*) filter (where vote = -1) as down from post_votes group by post_id) v on v.post_id = p.id
   where p.upvotes <> coalesce(v.up, 0) or p.downvotes <> coalesce(v.down, 0)`);
console.log(`  rows: ${JSON.stringify(counts)}; posts whose counters differ from their vote rows: ${drift[0].n}`);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await db.end();
