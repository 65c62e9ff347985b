import { sql, type Kysely } from 'kysely';
import { HttpError } from '@roadgremlin/service-kit';
import type { Comment, Post, PostCategory, PostSort, Report, UserVote, VoteType } from '@roadgremlin/contracts';
import type { CommentRow, Database, PostRow } from '../db/types.js';
import { decodeCommentCursor, decodePostCursor, encodeCommentCursor, encodePostCursor, isUuid } from './cursor.js';

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export interface Author {
  id: string;
  name: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type PostWithVote = PostRow & { created_key: string; vote: number | null };
type CommentWithVote = CommentRow & { created_key: string; vote: number | null };

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

const notFound = (message: string) => new HttpError(404, 'not_found', message);

function userVote(vote: number | null | undefined): UserVote {
  return vote === 1 ? 'up' : vote === -1 ? 'down' : 'none';
}

function toPost(r: PostWithVote, viewer: Viewer | null): Post {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category as PostCategory,
    authorName: r.author_name,
    createdAt: r.created_at.toISOString(),
    isPinned: r.is_pinned,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    commentCount: r.comment_count,
    userVote: userVote(r.vote),
    editedAt: r.updated_at ? r.updated_at.toISOString() : null,
    isOwn: !!viewer && viewer.id === r.author_id,
  };
}

function toComment(r: CommentWithVote, viewer: Viewer | null): Comment {
  return {
    id: r.id,
    content: r.content,
    authorName: r.author_name,
    createdAt: r.created_at.toISOString(),
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    userVote: userVote(r.vote),
    editedAt: r.updated_at ? r.updated_at.toISOString() : null,
    isOwn: !!viewer && viewer.id === r.author_id,
  };
}

/** +1 for up, -1 for down: the value stored in post_votes/comment_votes. */
const voteValue = (t: VoteType) => (t === 'up' ? 1 : -1);

/**
 * All SQL of the forum. Counters (upvotes, downvotes, comment_count) are columns changed in the same
 * statement or transaction as the rows they count, so they never drift and no request counts votes.
 */
export class ForumRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ---- posts -----------------------------------------------------------------------------------

  /**
   * One page of posts: pinned first, then by the sort (new: newest; top: score; hot: stored Lemmy
   * rank), ties broken by newest then id. Keyset pagination on exactly that key, through the matching
   * partial index (posts_[category_]{feed,top,hot}_idx).
   */
  async listPosts(opts: { category: string; sort: PostSort; cursor?: string; limit: number; viewer: Viewer | null }): Promise<Page<Post>> {
    const { sort, limit, viewer } = opts;
    const after = opts.cursor ? decodePostCursor(opts.cursor, sort) : undefined;
    const key = sort === 'top' ? sql.ref('p.score') : sort === 'hot' ? sql.ref('p.hot_rank') : null;

    let q = this.postQuery(viewer).where('p.deleted_at', 'is', null);
    if (opts.category !== 'all') q = q.where('p.category', '=', opts.category);
    if (after) {
      // Row comparison on an all-descending key: the btree index answers it as one range.
      q = key
        ? q.where(sql<boolean>`(p.is_pinned, ${key}, p.created_at, p.id) < (${after.pinned}, ${after.value}, ${after.created}::timestamptz, ${after.id}::uuid)`)
        : q.where(sql<boolean>`(p.is_pinned, p.created_at, p.id) < (${after.pinned}, ${after.created}::timestamptz, ${after.id}::uuid)`);
    }
    q = q.orderBy('p.is_pinned', 'desc');
    if (sort === 'top') q = q.orderBy('p.score', 'desc');
    if (sort === 'hot') q = q.orderBy('p.hot_rank', 'desc');
    const rows = (await q.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit + 1).execute()) as PostWithVote[];

    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    const nextCursor =
      more && last
        ? encodePostCursor({
            sort,
            pinned: last.is_pinned,
            value: sort === 'top' ? last.score : sort === 'hot' ? last.hot_rank : undefined,
            created: last.created_key,
            id: last.id,
          })
        : null;
    return { items: page.map((r) => toPost(r, viewer)), nextCursor };
  }

  /** A visible (not deleted) post with the viewer's vote; 404 'Post not found' otherwise. */
  async getPost(postId: string, viewer: Viewer | null): Promise<Post> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const row = (await this.postQuery(viewer).where('p.id', '=', postId).where('p.deleted_at', 'is', null).executeTakeFirst()) as PostWithVote | undefined;
    if (!row) throw notFound(POST_NOT_FOUND);
    return toPost(row, viewer);
  }

  async createPost(author: Author, input: { title: string; content: string; category: PostCategory }): Promise<Post> {
    const row = await this.db
      .insertInto('posts')
      .values({
        author_id: author.id,
        author_name: author.name,
        title: input.title,
        content: input.content,
        category: input.category,
        hot_rank: sql<number>`hot_rank_of(0, now())`,
      })
      .returningAll()
      .returning(sql<string>`created_at::text`.as('created_key'))
      .executeTakeFirstOrThrow();
    return toPost({ ...row, vote: null }, { id: author.id, isAdmin: false });
  }

  /** The author edits title, content or category; anyone else gets 403 and nothing changes. */
  async updatePost(postId: string, viewer: Viewer, changes: { title?: string; content?: string; category?: PostCategory }): Promise<Post> {
    const owner = await this.postOwner(postId);
    if (owner !== viewer.id) throw new HttpError(403, 'forbidden', 'You can only edit your own posts');
    const updated = await this.db
      .updateTable('posts')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', postId)
      .where('author_id', '=', viewer.id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw notFound(POST_NOT_FOUND);
    return this.getPost(postId, viewer);
  }

  /** Soft delete by the author or an administrator (moderation); anyone else gets 403. */
  async deletePost(postId: string, viewer: Viewer): Promise<void> {
    const owner = await this.postOwner(postId);
    if (owner !== viewer.id && !viewer.isAdmin) throw new HttpError(403, 'forbidden', 'You can only delete your own posts');
    await this.db.updateTable('posts').set({ deleted_at: sql<Date>`now()` }).where('id', '=', postId).where('deleted_at', 'is', null).execute();
  }

  async setPinned(postId: string, pinned: boolean, viewer: Viewer): Promise<Post> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const r = await this.db.updateTable('posts').set({ is_pinned: pinned }).where('id', '=', postId).where('deleted_at', 'is', null).returning('id').executeTakeFirst();
    if (!r) throw notFound(POST_NOT_FOUND);
    return this.getPost(postId, viewer);
  }

  /**
   * Casts a vote on a post. Rule: the same vote again takes it back; the other vote switches it.
   * One call of SQL function cast_post_vote (migration 2026-11-21T1400_vote_functions): it locks the
   * post, writes the vote row and moves the counters by exactly what changed, in one round trip.
   * One vote per user per post is also the table's primary key.
   */
  async castPostVote(postId: string, viewer: Viewer, voteType: VoteType): Promise<Post> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const { rows } = await sql<PostWithVote>`
      select (r.out_post).*, (r.out_post).created_at::text as created_key, r.out_vote as vote
        from cast_post_vote(${postId}::uuid, ${viewer.id}::text, ${voteValue(voteType)}::int) r`.execute(this.db);
    if (!rows[0]) throw notFound(POST_NOT_FOUND);
    return toPost(rows[0], viewer);
  }

  /** Recomputes the decaying hot rank of every still-ranked post (younger than a week). */
  async refreshHotRanks(): Promise<number> {
    const r = await sql`update posts set hot_rank = hot_rank_of(score, created_at) where deleted_at is null and hot_rank > 0`.execute(this.db);
    return Number(r.numAffectedRows ?? 0);
  }

  // ---- comments --------------------------------------------------------------------------------

  /** Comments of a visible post, oldest first, keyset-paged on (created_at, id). */
  async listComments(postId: string, opts: { cursor?: string; limit: number; viewer: Viewer | null }): Promise<Page<Comment>> {
    const after = opts.cursor ? decodeCommentCursor(opts.cursor) : undefined;
    await this.postOwner(postId);
    const { viewer, limit } = opts;
    let q = this.commentQuery(viewer).where('c.post_id', '=', postId).where('c.deleted_at', 'is', null);
    if (after) q = q.where(sql<boolean>`(c.created_at, c.id) > (${after.created}::timestamptz, ${after.id}::uuid)`);
    const rows = (await q.orderBy('c.created_at', 'asc').orderBy('c.id', 'asc').limit(limit + 1).execute()) as CommentWithVote[];
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    return {
      items: page.map((r) => toComment(r, viewer)),
      nextCursor: more && last ? encodeCommentCursor({ created: last.created_key, id: last.id }) : null,
    };
  }

  /** Adds a comment and counts it on the post in one statement (the insert happens only if the post is visible). */
  async createComment(postId: string, author: Author, content: string): Promise<Comment> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const { rows } = await sql<CommentWithVote>`
      with c as (
        insert into comments (post_id, author_id, author_name, content)
        select id, ${author.id}::text, ${author.name}::text, ${content}::text from posts where id = ${postId} and deleted_at is null
        returning *
      ), counted as (
        update posts set comment_count = comment_count + 1 where id = (select post_id from c)
      )
      select c.*, c.created_at::text as created_key, null::int as vote from c`.execute(this.db);
    if (!rows[0]) throw notFound(POST_NOT_FOUND);
    return toComment(rows[0], { id: author.id, isAdmin: false });
  }

  async updateComment(commentId: string, viewer: Viewer, content: string): Promise<Comment> {
    const owner = await this.commentOwner(commentId);
    if (owner !== viewer.id) throw new HttpError(403, 'forbidden', 'You can only edit your own comments');
    const r = await this.db
      .updateTable('comments')
      .set({ content, updated_at: sql<Date>`now()` })
      .where('id', '=', commentId)
      .where('author_id', '=', viewer.id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!r) throw notFound(COMMENT_NOT_FOUND);
    return this.getComment(commentId, viewer);
  }

  /**
   * Soft delete by the author or an administrator. The comment count drops in the same statement,
   * and only when this statement is the one that deleted it (a concurrent second delete finds nothing).
   */
  async deleteComment(commentId: string, viewer: Viewer): Promise<void> {
    const owner = await this.commentOwner(commentId);
    if (owner !== viewer.id && !viewer.isAdmin) throw new HttpError(403, 'forbidden', 'You can only delete your own comments');
    await sql`
      with c as (
        update comments set deleted_at = now() where id = ${commentId} and deleted_at is null returning post_id
      )
      update posts set comment_count = comment_count - 1 where id = (select post_id from c)`.execute(this.db);
  }

  /** Same rule as castPostVote, through SQL function cast_comment_vote (locks the comment row). */
  async castCommentVote(commentId: string, viewer: Viewer, voteType: VoteType): Promise<Comment> {
    if (!isUuid(commentId)) throw notFound(COMMENT_NOT_FOUND);
    const { rows } = await sql<CommentWithVote>`
      select (r.out_comment).*, (r.out_comment).created_at::text as created_key, r.out_vote as vote
        from cast_comment_vote(${commentId}::uuid, ${viewer.id}::text, ${voteValue(voteType)}::int) r`.execute(this.db);
    if (!rows[0]) throw notFound(COMMENT_NOT_FOUND);
    return toComment(rows[0], viewer);
  }

  // ---- reports ---------------------------------------------------------------------------------

  /** One report per user per post: the unique constraint answers the second one with 409. */
  async reportPost(postId: string, viewer: Viewer, reason: string): Promise<Report> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const { rows } = await sql<{ id: string; post_id: string; title: string; reporter_id: string; reason: string; created_at: Date; resolved_at: Date | null }>`
      with r as (
        insert into reports (post_id, reporter_id, reason)
        select id, ${viewer.id}::text, ${reason}::text from posts where id = ${postId} and deleted_at is null
        on conflict (post_id, reporter_id) do nothing
        returning *
      )
      select r.*, p.title from r join posts p on p.id = r.post_id`.execute(this.db);
    const row = rows[0];
    if (!row) {
      await this.postOwner(postId);
      throw new HttpError(409, 'already_reported', 'You have already reported this post');
    }
    return { id: row.id, postId: row.post_id, postTitle: row.title, reporterId: row.reporter_id, reason: row.reason, createdAt: row.created_at.toISOString(), resolvedAt: null };
  }

  /** Reports for administrators, newest first (open ones only unless `all`). */
  async listReports(opts: { status: 'open' | 'all'; limit: number }): Promise<Report[]> {
    let q = this.db
      .selectFrom('reports as r')
      .innerJoin('posts as p', 'p.id', 'r.post_id')
      .select(['r.id', 'r.post_id', 'p.title', 'r.reporter_id', 'r.reason', 'r.created_at', 'r.resolved_at']);
    if (opts.status === 'open') q = q.where('r.resolved_at', 'is', null);
    const rows = await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(opts.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      postId: r.post_id,
      postTitle: r.title,
      reporterId: r.reporter_id,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
      resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
    }));
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private postQuery(viewer: Viewer | null) {
    const base = this.db.selectFrom('posts as p').selectAll('p').select(sql<string>`p.created_at::text`.as('created_key'));
    // The viewer's vote: one primary-key probe per row; visitors skip the join.
    return viewer
      ? base.leftJoin('post_votes as v', (j) => j.onRef('v.post_id', '=', 'p.id').on('v.user_id', '=', viewer.id)).select('v.vote')
      : base.select(sql<number | null>`null::int`.as('vote'));
  }

  private commentQuery(viewer: Viewer | null) {
    const base = this.db.selectFrom('comments as c').selectAll('c').select(sql<string>`c.created_at::text`.as('created_key'));
    return viewer
      ? base.leftJoin('comment_votes as v', (j) => j.onRef('v.comment_id', '=', 'c.id').on('v.user_id', '=', viewer.id)).select('v.vote')
      : base.select(sql<number | null>`null::int`.as('vote'));
  }

  private async getComment(commentId: string, viewer: Viewer | null): Promise<Comment> {
    const row = (await this.commentQuery(viewer).where('c.id', '=', commentId).where('c.deleted_at', 'is', null).executeTakeFirst()) as CommentWithVote | undefined;
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return toComment(row, viewer);
  }

  /** The author of a visible post; 404 'Post not found' for a bad id, a missing or a deleted post. */
  private async postOwner(postId: string): Promise<string> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const row = await this.db.selectFrom('posts').select('author_id').where('id', '=', postId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound(POST_NOT_FOUND);
    return row.author_id;
  }

  /** The author of a visible comment on a visible post. */
  private async commentOwner(commentId: string): Promise<string> {
    if (!isUuid(commentId)) throw notFound(COMMENT_NOT_FOUND);
    const row = await this.db
      .selectFrom('comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select('c.author_id')
      .where('c.id', '=', commentId)
      .where('c.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return row.author_id;
  }
}
