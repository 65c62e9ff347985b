import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HttpError } from '@roadgremlin/service-kit';
import {
  defaultAvatarColor,
  type Comment,
  type Post,
  type PostCategory,
  type PostSort,
  type Report,
  type ReportReason,
  type TripCard,
  type TripDiscussion,
  type UserVote,
  type VoteType,
} from '@roadgremlin/contracts';
import type { CommentRow, Database, PostRow } from '../db/types.js';
import { decodeCommentCursor, decodePostCursor, encodeCommentCursor, encodePostCursor, isUuid } from './cursor.js';
import { AuthorDirectory, type Author } from './authors.js';

/** Who is asking: a signed-in user, or null for a visitor. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The author's current public profile, joined from `authors` (null for a row written before it existed). */
interface AuthorColumns {
  author_display: string | null;
  author_color: string | null;
}
type PostWithVote = PostRow & AuthorColumns & { created_key: string; vote: number | null };
type CommentWithVote = CommentRow & AuthorColumns & { created_key: string; vote: number | null };

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
    authorName: r.author_display ?? r.author_name,
    authorColor: r.author_color ?? defaultAvatarColor(r.author_id),
    createdAt: r.created_at.toISOString(),
    isPinned: r.is_pinned,
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    commentCount: r.comment_count,
    userVote: userVote(r.vote),
    editedAt: r.updated_at ? r.updated_at.toISOString() : null,
    isOwn: !!viewer && viewer.id === r.author_id,
    trip: r.trip_card ?? null,
    ...(r.hidden_at ? { hiddenByModerator: true } : {}),
    isLocked: !!r.locked_at,
  };
}

function toComment(r: CommentWithVote, viewer: Viewer | null): Comment {
  return {
    id: r.id,
    content: r.content,
    authorName: r.author_display ?? r.author_name,
    authorColor: r.author_color ?? defaultAvatarColor(r.author_id),
    createdAt: r.created_at.toISOString(),
    upvotes: r.upvotes,
    downvotes: r.downvotes,
    userVote: userVote(r.vote),
    editedAt: r.updated_at ? r.updated_at.toISOString() : null,
    isOwn: !!viewer && viewer.id === r.author_id,
    ...(r.hidden_at ? { hiddenByModerator: true } : {}),
  };
}

/**
 * Which hidden rows a viewer still gets: a hidden post or comment is gone for everyone but its
 * author; an administrator also gets them where one item is asked for (a thread, its comments), so
 * the moderation queue's links open, but not in the lists.
 */
function hiddenVisibleTo(table: 'p' | 'c', viewer: Viewer | null, admins: boolean) {
  const hidden = sql.ref(`${table}.hidden_at`);
  const author = sql.ref(`${table}.author_id`);
  if (!viewer) return sql<boolean>`${hidden} is null`;
  if (admins && viewer.isAdmin) return sql<boolean>`true`;
  return sql<boolean>`(${hidden} is null or ${author} = ${viewer.id})`;
}

const SUSPENDED =
  'Your account is suspended from the community by a moderator: you can still read, but not post, comment or vote. Write to legal@roadgremlin.com if you think this is a mistake.';
export const THREAD_LOCKED = 'This thread is locked by a moderator: no new comments can be added.';

/** +1 for up, -1 for down: the value stored in post_votes/comment_votes. */
const voteValue = (t: VoteType) => (t === 'up' ? 1 : -1);

/**
 * All SQL of the forum. Counters (upvotes, downvotes, comment_count) are columns changed in the same
 * statement or transaction as the rows they count, so they never drift and no request counts votes.
 */
export class ForumRepository {
  readonly authors: AuthorDirectory;

  constructor(private readonly db: Kysely<Database>) {
    this.authors = new AuthorDirectory(db);
  }

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

    let q = this.postQuery(viewer).where('p.deleted_at', 'is', null).where(hiddenVisibleTo('p', viewer, false));
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

  /**
   * A post with the viewer's vote: not deleted, and not hidden unless the viewer wrote it or is an
   * administrator; 404 'Post not found' otherwise.
   */
  async getPost(postId: string, viewer: Viewer | null): Promise<Post> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const row = (await this.postQuery(viewer)
      .where('p.id', '=', postId)
      .where('p.deleted_at', 'is', null)
      .where(hiddenVisibleTo('p', viewer, true))
      .executeTakeFirst()) as PostWithVote | undefined;
    if (!row) throw notFound(POST_NOT_FOUND);
    return toPost(row, viewer);
  }

  /**
   * 403 `suspended` when a moderator suspended the account from the forum: it may read, but not
   * post, comment or vote. One primary-key probe, so a suspension holds from the next request on.
   */
  async assertMayWrite(userId: string): Promise<void> {
    const row = await this.db.selectFrom('suspensions').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    if (row) throw new HttpError(403, 'suspended', SUSPENDED);
  }

  /**
   * Before a vote, in one round trip: 403 `suspended` for a suspended account, 404 for a hidden target
   * (nobody votes on what a moderator hid). The vote functions check the rest (missing, deleted).
   */
  private async assertMayVote(userId: string, hiddenTarget: RawBuilder<unknown>, missing: string): Promise<void> {
    const { rows } = await sql<{ suspended: boolean; hidden: boolean }>`
      select exists (select 1 from suspensions where user_id = ${userId}) as suspended, exists (${hiddenTarget}) as hidden`.execute(this.db);
    if (rows[0]?.suspended) throw new HttpError(403, 'suspended', SUSPENDED);
    if (rows[0]?.hidden) throw notFound(missing);
  }

  async createPost(author: Author, input: { title: string; content: string; category: PostCategory; trip?: TripCard }): Promise<Post> {
    await this.authors.remember(author);
    const row = await this.db
      .insertInto('posts')
      .values({
        author_id: author.id,
        author_name: author.name,
        title: input.title,
        content: input.content,
        category: input.category,
        trip_share_id: input.trip?.shareId ?? null,
        trip_card: input.trip ? JSON.stringify(input.trip) : null,
        hot_rank: sql<number>`hot_rank_of(0, now())`,
      })
      .returningAll()
      .returning(sql<string>`created_at::text`.as('created_key'))
      .executeTakeFirstOrThrow();
    return toPost({ ...row, vote: null, author_display: author.name, author_color: author.color }, { id: author.id, isAdmin: false });
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
    await this.assertMayVote(viewer.id, sql`select 1 from posts where id = ${postId} and hidden_at is not null`, POST_NOT_FOUND);
    const { rows } = await sql<PostWithVote>`
      select (r.out_post).*, (r.out_post).created_at::text as created_key, r.out_vote as vote, a.display_name as author_display, a.avatar_color as author_color
        from cast_post_vote(${postId}::uuid, ${viewer.id}::text, ${voteValue(voteType)}::int) r
        left join authors a on a.user_id = (r.out_post).author_id`.execute(this.db);
    if (!rows[0]) throw notFound(POST_NOT_FOUND);
    return toPost(rows[0], viewer);
  }

  /** Recomputes the decaying hot rank of every still-ranked post (younger than a week). */
  async refreshHotRanks(): Promise<number> {
    const r = await sql`update posts set hot_rank = hot_rank_of(score, created_at) where deleted_at is null and hot_rank > 0`.execute(this.db);
    return Number(r.numAffectedRows ?? 0);
  }

  // ---- comments --------------------------------------------------------------------------------

  /**
   * Comments of a post the viewer may see, oldest first, keyset-paged on (created_at, id). Hidden
   * comments only for their author (and administrators).
   */
  async listComments(postId: string, opts: { cursor?: string; limit: number; viewer: Viewer | null }): Promise<Page<Comment>> {
    const after = opts.cursor ? decodeCommentCursor(opts.cursor) : undefined;
    const { viewer, limit } = opts;
    await this.postVisibleTo(postId, viewer);
    let q = this.commentQuery(viewer).where('c.post_id', '=', postId).where('c.deleted_at', 'is', null).where(hiddenVisibleTo('c', viewer, true));
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

  /**
   * Adds a comment and counts it on the post in one statement; the insert happens only if the post is
   * visible (not deleted, not hidden) and its thread not locked (403 `thread_locked`).
   */
  async createComment(postId: string, author: Author, content: string): Promise<Comment> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    await this.authors.remember(author);
    const { rows } = await sql<CommentWithVote>`
      with c as (
        insert into comments (post_id, author_id, author_name, content)
        select id, ${author.id}::text, ${author.name}::text, ${content}::text from posts
         where id = ${postId} and deleted_at is null and hidden_at is null and locked_at is null
        returning *
      ), counted as (
        update posts set comment_count = comment_count + 1 where id = (select post_id from c)
      )
      select c.*, c.created_at::text as created_key, null::int as vote, ${author.name}::text as author_display, ${author.color}::text as author_color from c`.execute(this.db);
    if (!rows[0]) {
      const post = await this.db.selectFrom('posts').select('locked_at').where('id', '=', postId).where('deleted_at', 'is', null).where('hidden_at', 'is', null).executeTakeFirst();
      if (post?.locked_at) throw new HttpError(403, 'thread_locked', THREAD_LOCKED);
      throw notFound(POST_NOT_FOUND);
    }
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
   * and only when this statement is the one that deleted it (a concurrent second delete finds nothing)
   * and the comment was counted (a hidden one no longer is).
   */
  async deleteComment(commentId: string, viewer: Viewer): Promise<void> {
    const owner = await this.commentOwner(commentId);
    if (owner !== viewer.id && !viewer.isAdmin) throw new HttpError(403, 'forbidden', 'You can only delete your own comments');
    await sql`
      with c as (
        update comments set deleted_at = now() where id = ${commentId} and deleted_at is null returning post_id, hidden_at
      )
      update posts set comment_count = comment_count - 1 where id = (select post_id from c where hidden_at is null)`.execute(this.db);
  }

  /** Same rule as castPostVote, through SQL function cast_comment_vote (locks the comment row). */
  async castCommentVote(commentId: string, viewer: Viewer, voteType: VoteType): Promise<Comment> {
    if (!isUuid(commentId)) throw notFound(COMMENT_NOT_FOUND);
    await this.assertMayVote(
      viewer.id,
      sql`select 1 from comments c join posts p on p.id = c.post_id where c.id = ${commentId} and (c.hidden_at is not null or p.hidden_at is not null)`,
      COMMENT_NOT_FOUND,
    );
    const { rows } = await sql<CommentWithVote>`
      select (r.out_comment).*, (r.out_comment).created_at::text as created_key, r.out_vote as vote, a.display_name as author_display, a.avatar_color as author_color
        from cast_comment_vote(${commentId}::uuid, ${viewer.id}::text, ${voteValue(voteType)}::int) r
        left join authors a on a.user_id = (r.out_comment).author_id`.execute(this.db);
    if (!rows[0]) throw notFound(COMMENT_NOT_FOUND);
    return toComment(rows[0], viewer);
  }

  // ---- trips in the forum ----------------------------------------------------------------------

  /** A shared trip's link stopped working: every post showing it drops its card. Answers how many did. */
  async dropTripCard(shareId: string): Promise<number> {
    const r = await this.db.updateTable('posts').set({ trip_card: null, trip_share_id: null }).where('trip_share_id', '=', shareId).executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** The visible posts a shared trip is attached to, oldest first (the shared page links back to them). */
  async tripDiscussions(shareId: string): Promise<TripDiscussion[]> {
    const rows = await this.db
      .selectFrom('posts')
      .select(['id', 'title', 'comment_count', 'created_at'])
      .where('trip_share_id', '=', shareId)
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .orderBy('created_at')
      .limit(20)
      .execute();
    return rows.map((r) => ({ postId: r.id, title: r.title, commentCount: r.comment_count, createdAt: r.created_at.toISOString() }));
  }

  // ---- reports ---------------------------------------------------------------------------------

  /**
   * Reports a post, or a comment (`commentId`), once per user per item: the partial unique indexes
   * answer the second report with 409. Only an item the reporter can see (not deleted, not hidden),
   * never their own (403).
   */
  async report(target: { postId: string; commentId?: string }, viewer: Viewer, input: { reason: ReportReason; note?: string }): Promise<Report> {
    const onComment = target.commentId !== undefined;
    const what = onComment ? 'comment' : 'post';
    const item = onComment ? await this.visibleComment(target.commentId!) : await this.visiblePostRow(target.postId);
    if (item.author_id === viewer.id) throw new HttpError(403, 'own_item', `You cannot report your own ${what}`);
    const { rows } = await sql<{ id: string; created_at: Date }>`
      insert into reports (post_id, comment_id, reporter_id, reason, note)
      values (${item.post_id}::uuid, ${onComment ? target.commentId! : null}::uuid, ${viewer.id}, ${input.reason}, ${input.note || null})
      on conflict do nothing
      returning id, created_at`.execute(this.db);
    const row = rows[0];
    if (!row) throw new HttpError(409, 'already_reported', `You have already reported this ${what}`);
    return {
      id: row.id,
      postId: item.post_id,
      commentId: onComment ? target.commentId! : null,
      postTitle: item.title,
      reporterId: viewer.id,
      reason: input.reason,
      note: input.note || null,
      createdAt: row.created_at.toISOString(),
      resolvedAt: null,
    };
  }

  /** Reports for administrators, newest first (open ones only unless `all`). */
  async listReports(opts: { status: 'open' | 'all'; limit: number }): Promise<Report[]> {
    let q = this.db
      .selectFrom('reports as r')
      .innerJoin('posts as p', 'p.id', 'r.post_id')
      .select(['r.id', 'r.post_id', 'r.comment_id', 'p.title', 'r.reporter_id', 'r.reason', 'r.note', 'r.created_at', 'r.resolved_at']);
    if (opts.status === 'open') q = q.where('r.resolved_at', 'is', null);
    const rows = await q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(opts.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      postId: r.post_id,
      commentId: r.comment_id,
      postTitle: r.title,
      reporterId: r.reporter_id,
      reason: r.reason as ReportReason,
      note: r.note,
      createdAt: r.created_at.toISOString(),
      resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
    }));
  }

  // ---- helpers ---------------------------------------------------------------------------------

  private postQuery(viewer: Viewer | null) {
    const base = this.db
      .selectFrom('posts as p')
      .leftJoin('authors as a', 'a.user_id', 'p.author_id')
      .selectAll('p')
      .select(['a.display_name as author_display', 'a.avatar_color as author_color', sql<string>`p.created_at::text`.as('created_key')]);
    // The viewer's vote: one primary-key probe per row; visitors skip the join.
    return viewer
      ? base.leftJoin('post_votes as v', (j) => j.onRef('v.post_id', '=', 'p.id').on('v.user_id', '=', viewer.id)).select('v.vote')
      : base.select(sql<number | null>`null::int`.as('vote'));
  }

  private commentQuery(viewer: Viewer | null) {
    const base = this.db
      .selectFrom('comments as c')
      .leftJoin('authors as a', 'a.user_id', 'c.author_id')
      .selectAll('c')
      .select(['a.display_name as author_display', 'a.avatar_color as author_color', sql<string>`c.created_at::text`.as('created_key')]);
    return viewer
      ? base.leftJoin('comment_votes as v', (j) => j.onRef('v.comment_id', '=', 'c.id').on('v.user_id', '=', viewer.id)).select('v.vote')
      : base.select(sql<number | null>`null::int`.as('vote'));
  }

  private async getComment(commentId: string, viewer: Viewer | null): Promise<Comment> {
    const row = (await this.commentQuery(viewer).where('c.id', '=', commentId).where('c.deleted_at', 'is', null).executeTakeFirst()) as CommentWithVote | undefined;
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return toComment(row, viewer);
  }

  /** A post everyone may see (not deleted, not hidden): 404 'Post not found' otherwise. */
  private async visiblePostRow(postId: string) {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const row = await this.db
      .selectFrom('posts')
      .select(['id as post_id', 'author_id', 'title'])
      .where('id', '=', postId)
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(POST_NOT_FOUND);
    return row;
  }

  /** A comment everyone may see, on a post everyone may see: 404 'Comment not found' otherwise. */
  private async visibleComment(commentId: string) {
    if (!isUuid(commentId)) throw notFound(COMMENT_NOT_FOUND);
    const row = await this.db
      .selectFrom('comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.post_id', 'c.author_id', 'p.title'])
      .where('c.id', '=', commentId)
      .where('c.deleted_at', 'is', null)
      .where('c.hidden_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      .where('p.hidden_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  /** 404 'Post not found' unless the viewer may see the post (see getPost). */
  private async postVisibleTo(postId: string, viewer: Viewer | null): Promise<void> {
    if (!isUuid(postId)) throw notFound(POST_NOT_FOUND);
    const row = await this.db
      .selectFrom('posts as p')
      .select('p.id')
      .where('p.id', '=', postId)
      .where('p.deleted_at', 'is', null)
      .where(hiddenVisibleTo('p', viewer, true))
      .executeTakeFirst();
    if (!row) throw notFound(POST_NOT_FOUND);
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
