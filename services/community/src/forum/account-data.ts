import { sql, type Kysely } from 'kysely';
import type { CommunityExport } from '@roadgremlin/contracts';
import type { Database } from '../db/types.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A person's own forum data: what "Download my data" exports and what deleting the account removes.
 * Counters on other people's posts and comments move in the same transaction as the rows they count.
 */
export class AccountData {
  constructor(private readonly db: Kysely<Database>) {}

  /** Everything the user wrote (deleted posts and comments still stored included), their votes and their reports. */
  async exportFor(userId: string): Promise<CommunityExport> {
    const [profile, posts, comments, postVotes, commentVotes, reports] = await Promise.all([
      this.db.selectFrom('authors').select(['display_name', 'avatar_color']).where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('posts').selectAll().where('author_id', '=', userId).orderBy('created_at').execute(),
      this.db.selectFrom('comments').selectAll().where('author_id', '=', userId).orderBy('created_at').execute(),
      this.db.selectFrom('post_votes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      this.db.selectFrom('comment_votes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
      this.db.selectFrom('reports').selectAll().where('reporter_id', '=', userId).orderBy('created_at').execute(),
    ]);
    return {
      profile: profile ? { displayName: profile.display_name, avatarColor: profile.avatar_color } : null,
      posts: posts.map((p) => ({
        id: p.id,
        title: p.title,
        content: p.content,
        category: p.category,
        createdAt: p.created_at.toISOString(),
        editedAt: iso(p.updated_at),
        deletedAt: iso(p.deleted_at),
        upvotes: p.upvotes,
        downvotes: p.downvotes,
        commentCount: p.comment_count,
        trip: p.trip_card ?? null,
        hiddenByModerator: !!p.hidden_at,
      })),
      comments: comments.map((c) => ({
        id: c.id,
        postId: c.post_id,
        content: c.content,
        createdAt: c.created_at.toISOString(),
        editedAt: iso(c.updated_at),
        deletedAt: iso(c.deleted_at),
      })),
      votes: [
        ...postVotes.map((v) => ({ on: 'post' as const, id: v.post_id, vote: v.vote === 1 ? ('up' as const) : ('down' as const), createdAt: v.created_at.toISOString() })),
        ...commentVotes.map((v) => ({ on: 'comment' as const, id: v.comment_id, vote: v.vote === 1 ? ('up' as const) : ('down' as const), createdAt: v.created_at.toISOString() })),
      ],
      reports: reports.map((r) => ({ postId: r.post_id, commentId: r.comment_id, reason: r.reason, note: r.note, createdAt: r.created_at.toISOString() })),
    };
  }

  /**
   * Removes the user from the forum for good (account deletion): their votes come off the counters of
   * what they voted on, their comments off the comment counts of other people's posts, and their
   * posts go with the whole thread (comments, votes and reports on them); their reports and their
   * public profile go too. One transaction: all of it, or nothing.
   */
  async eraseFor(userId: string): Promise<Record<string, number>> {
    return this.db.transaction().execute(async (tx) => {
      const count = (r: { rows: { n: number | string }[] }) => Number(r.rows[0]?.n ?? 0);
      const postVotes = count(
        await sql<{ n: number }>`
          with v as (delete from post_votes where user_id = ${userId} returning post_id, vote),
          x as (select post_id, count(*) filter (where vote = 1) as up, count(*) filter (where vote = -1) as down from v group by post_id),
          moved as (
            update posts p
               set upvotes = p.upvotes - x.up, downvotes = p.downvotes - x.down,
                   hot_rank = hot_rank_of((p.upvotes - x.up - p.downvotes + x.down)::int, p.created_at)
              from x where p.id = x.post_id
          )
          select count(*) as n from v`.execute(tx),
      );
      const commentVotes = count(
        await sql<{ n: number }>`
          with v as (delete from comment_votes where user_id = ${userId} returning comment_id, vote),
          x as (select comment_id, count(*) filter (where vote = 1) as up, count(*) filter (where vote = -1) as down from v group by comment_id),
          moved as (
            update comments c set upvotes = c.upvotes - x.up, downvotes = c.downvotes - x.down from x where c.id = x.comment_id
          )
          select count(*) as n from v`.execute(tx),
      );
      const comments = count(
        await sql<{ n: number }>`
          with c as (delete from comments where author_id = ${userId} returning post_id, deleted_at, hidden_at),
          x as (select post_id, count(*) as n from c where deleted_at is null and hidden_at is null group by post_id),
          moved as (update posts p set comment_count = p.comment_count - x.n from x where p.id = x.post_id)
          select count(*) as n from c`.execute(tx),
      );
      const reports = Number((await tx.deleteFrom('reports').where('reporter_id', '=', userId).executeTakeFirst()).numDeletedRows);
      const posts = Number((await tx.deleteFrom('posts').where('author_id', '=', userId).executeTakeFirst()).numDeletedRows);
      await tx.deleteFrom('authors').where('user_id', '=', userId).execute();
      return { posts, comments, votes: postVotes + commentVotes, reports };
    });
  }
}
