import { sql, type Kysely, type Transaction } from 'kysely';
import { HttpError } from '@roadgremlin/service-kit';
import type { ModerationAction, ModerationItem, ModerationLogEntry, ReportReason } from '@roadgremlin/contracts';
import type { Database } from '../db/types.js';
import { isUuid } from './cursor.js';
import { COMMENT_NOT_FOUND, POST_NOT_FOUND } from './repository.js';

/** The administrator acting, as the audit log names them. */
export interface Moderator {
  id: string;
  name: string;
}

type Kind = 'post' | 'comment';
type Db = Kysely<Database> | Transaction<Database>;

const EXCERPT = 280;
const excerpt = (text: string, max = EXCERPT) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

interface ItemRow {
  kind: Kind;
  id: string;
  post_id: string;
  post_title: string;
  body: string;
  author_id: string;
  author_name: string;
  author_suspended: boolean;
  created_at: Date;
  hidden_at: Date | null;
  locked_at: Date | null;
  open_reports: number;
  last_reported_at: Date | null;
}

/**
 * What administrators do to keep the forum civil: the queue of reported and hidden items, hide and
 * restore, lock and unlock, suspend and unsuspend, dismiss reports; every action is one row of
 * `moderation_log`, written in the same transaction as the change it records.
 */
export class Moderation {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Reported or hidden posts and comments (not deleted): items with open reports first, most recently
   * reported first, then hidden ones, most recently hidden first.
   */
  async queue(opts: { status: 'open' | 'hidden' | 'all'; limit: number }): Promise<ModerationItem[]> {
    const rows = await this.items(opts.status, opts.limit);
    return this.withReasons(rows);
  }

  /** The audit log, newest first. */
  async log(limit: number): Promise<ModerationLogEntry[]> {
    const rows = await this.db.selectFrom('moderation_log').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorName: r.actor_name,
      action: r.action as ModerationAction,
      targetType: r.target_type as ModerationLogEntry['targetType'],
      targetId: r.target_id,
      postId: r.post_id,
      label: r.label,
      reason: r.reason,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /**
   * Hides (`hidden` true) or restores a post or comment. A hidden comment leaves its post's
   * `comment_count` and a restored one comes back to it, in the same transaction. Either deals with the
   * item's open reports. 409 when the item already is as asked.
   */
  async setHidden(kind: Kind, id: string, hidden: boolean, actor: Moderator, reason?: string) {
    const action: ModerationAction = hidden ? 'hide' : 'restore';
    return this.act(kind, id, action, actor, reason, async (tx) => {
      const table = kind === 'post' ? 'posts' : 'comments';
      const { rows } = await sql<{ post_id: string }>`
        update ${sql.table(table)} set hidden_at = ${hidden ? sql`now()` : null}
         where id = ${id} and deleted_at is null and hidden_at is ${hidden ? sql`null` : sql`not null`}
        returning ${kind === 'post' ? sql`id` : sql`post_id`} as post_id`.execute(tx);
      if (!rows[0]) throw new HttpError(409, hidden ? 'already_hidden' : 'not_hidden', `This ${kind} is ${hidden ? 'already hidden' : 'not hidden'}`);
      if (kind === 'comment') {
        await sql`update posts set comment_count = comment_count + ${hidden ? -1 : 1} where id = ${rows[0].post_id}`.execute(tx);
      }
      await this.resolveReports(tx, kind, id);
    });
  }

  /** Locks (no new comments) or unlocks a thread; 409 when it already is as asked. */
  async setLocked(postId: string, locked: boolean, actor: Moderator, reason?: string) {
    return this.act('post', postId, locked ? 'lock' : 'unlock', actor, reason, async (tx) => {
      const r = await sql`
        update posts set locked_at = ${locked ? sql`now()` : null}
         where id = ${postId} and deleted_at is null and locked_at is ${locked ? sql`null` : sql`not null`}`.execute(tx);
      if (!Number(r.numAffectedRows)) throw new HttpError(409, locked ? 'already_locked' : 'not_locked', `This thread is ${locked ? 'already locked' : 'not locked'}`);
    });
  }

  /** Closes an item's open reports without changing it (the moderator found nothing wrong); 409 when there are none. */
  async dismiss(kind: Kind, id: string, actor: Moderator, reason?: string) {
    return this.act(kind, id, 'dismiss', actor, reason, async (tx) => {
      if (!(await this.resolveReports(tx, kind, id))) throw new HttpError(409, 'no_open_reports', `This ${kind} has no open reports to dismiss`);
    });
  }

  /**
   * Suspends an account from the forum (it may read, but not post, comment or vote) or lifts the
   * suspension. The account must have written in the forum; a moderator cannot suspend themself.
   */
  async setSuspended(userId: string, suspended: boolean, actor: Moderator, reason?: string) {
    if (suspended && userId === actor.id) throw new HttpError(400, 'cannot_suspend_self', 'You cannot suspend your own account');
    const author = await this.db.selectFrom('authors').select('display_name').where('user_id', '=', userId).executeTakeFirst();
    if (!author) throw new HttpError(404, 'not_found', 'No community account with that id: only people who wrote in the forum can be suspended');
    return this.db.transaction().execute(async (tx) => {
      const changed = suspended
        ? (await tx.insertInto('suspensions').values({ user_id: userId, suspended_by: actor.id, reason: reason || null }).onConflict((oc) => oc.doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows
        : (await tx.deleteFrom('suspensions').where('user_id', '=', userId).executeTakeFirst()).numDeletedRows;
      if (!Number(changed)) {
        throw new HttpError(409, suspended ? 'already_suspended' : 'not_suspended', `${author.display_name} is ${suspended ? 'already suspended' : 'not suspended'}`);
      }
      const logId = await this.record(tx, actor, suspended ? 'suspend' : 'unsuspend', { type: 'user', id: userId, postId: null, label: author.display_name }, reason);
      return { action: (suspended ? 'suspend' : 'unsuspend') as ModerationAction, logId, item: null };
    });
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** Runs `change` and writes its log line in one transaction; answers the item as it now stands. */
  private async act(kind: Kind, id: string, action: ModerationAction, actor: Moderator, reason: string | undefined, change: (tx: Transaction<Database>) => Promise<void>) {
    const missing = kind === 'post' ? POST_NOT_FOUND : COMMENT_NOT_FOUND;
    if (!isUuid(id)) throw new HttpError(404, 'not_found', missing);
    const target = await this.target(this.db, kind, id);
    if (!target) throw new HttpError(404, 'not_found', missing);
    const logId = await this.db.transaction().execute(async (tx) => {
      await change(tx);
      return this.record(tx, actor, action, { type: kind, id, postId: target.post_id, label: target.label }, reason);
    });
    const [item] = await this.withReasons(await this.items('all', 1, { kind, id }));
    return { action, logId, item: item ?? null };
  }

  private async target(db: Db, kind: Kind, id: string) {
    if (kind === 'post') {
      const p = await db.selectFrom('posts').select(['id', 'title']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return p && { post_id: p.id, label: p.title };
    }
    const c = await db
      .selectFrom('comments as c')
      .innerJoin('posts as p', 'p.id', 'c.post_id')
      .select(['c.post_id', 'c.content'])
      .where('c.id', '=', id)
      .where('c.deleted_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      .executeTakeFirst();
    return c && { post_id: c.post_id, label: excerpt(c.content, 120) };
  }

  private async record(
    tx: Db,
    actor: Moderator,
    action: ModerationAction,
    target: { type: Kind | 'user'; id: string; postId: string | null; label: string },
    reason?: string,
  ): Promise<string> {
    const row = await tx
      .insertInto('moderation_log')
      .values({ actor_id: actor.id, actor_name: actor.name, action, target_type: target.type, target_id: target.id, post_id: target.postId, label: target.label, reason: reason || null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Marks an item's open reports dealt with; answers how many there were. */
  private async resolveReports(tx: Db, kind: Kind, id: string): Promise<number> {
    const r =
      kind === 'post'
        ? await sql`update reports set resolved_at = now() where post_id = ${id} and comment_id is null and resolved_at is null`.execute(tx)
        : await sql`update reports set resolved_at = now() where comment_id = ${id} and resolved_at is null`.execute(tx);
    return Number(r.numAffectedRows ?? 0);
  }

  /** The queue's rows: every item matching `status`, or just `only` whatever its state. */
  private async items(status: 'open' | 'hidden' | 'all', limit: number, only?: { kind: Kind; id: string }): Promise<ItemRow[]> {
    const pick = (kind: Kind, hiddenCol: ReturnType<typeof sql.ref>, idCol: ReturnType<typeof sql.ref>) => {
      if (only) return only.kind === kind ? sql`${idCol} = ${only.id}::uuid` : sql`false`;
      const open = status === 'hidden' ? sql`false` : sql`rep.n is not null`;
      const hidden = status === 'open' ? sql`false` : sql`${hiddenCol} is not null`;
      return sql`(${open} or ${hidden})`;
    };
    const { rows } = await sql<ItemRow>`
      with rep as (
        select post_id, comment_id, count(*)::int as n, max(created_at) as last
          from reports where resolved_at is null group by post_id, comment_id
      ), items as (
        select 'post'::text as kind, p.id, p.id as post_id, p.title as post_title, p.content as body, p.author_id, p.author_name,
               p.created_at, p.hidden_at, p.locked_at, coalesce(rep.n, 0) as open_reports, rep.last as last_reported_at
          from posts p left join rep on rep.post_id = p.id and rep.comment_id is null
         where p.deleted_at is null and ${pick('post', sql.ref('p.hidden_at'), sql.ref('p.id'))}
        union all
        select 'comment'::text, c.id, c.post_id, p.title, c.content, c.author_id, c.author_name,
               c.created_at, c.hidden_at, p.locked_at, coalesce(rep.n, 0), rep.last
          from comments c join posts p on p.id = c.post_id left join rep on rep.comment_id = c.id
         where c.deleted_at is null and p.deleted_at is null and ${pick('comment', sql.ref('c.hidden_at'), sql.ref('c.id'))}
      )
      select i.kind, i.id, i.post_id, i.post_title, i.body, i.author_id, coalesce(a.display_name, i.author_name) as author_name,
             (s.user_id is not null) as author_suspended, i.created_at, i.hidden_at, i.locked_at, i.open_reports, i.last_reported_at
        from items i
        left join authors a on a.user_id = i.author_id
        left join suspensions s on s.user_id = i.author_id
       order by (i.open_reports > 0) desc, coalesce(i.last_reported_at, i.hidden_at) desc nulls last, i.id
       limit ${limit}`.execute(this.db);
    return rows;
  }

  /** Adds each item's open report reasons (counted) and notes. */
  private async withReasons(rows: ItemRow[]): Promise<ModerationItem[]> {
    const posts = rows.filter((r) => r.kind === 'post').map((r) => r.id);
    const comments = rows.filter((r) => r.kind === 'comment').map((r) => r.id);
    const reports = rows.length
      ? (
          await sql<{ post_id: string; comment_id: string | null; reason: ReportReason; note: string | null }>`
            select post_id, comment_id, reason, note from reports
             where resolved_at is null
               and ((comment_id is null and post_id = any(${posts}::uuid[])) or comment_id = any(${comments}::uuid[]))
             order by created_at desc`.execute(this.db)
        ).rows
      : [];
    return rows.map((r) => {
      const mine = reports.filter((x) => (r.kind === 'post' ? x.comment_id === null && x.post_id === r.id : x.comment_id === r.id));
      const counts = new Map<ReportReason, number>();
      for (const x of mine) counts.set(x.reason, (counts.get(x.reason) ?? 0) + 1);
      return {
        kind: r.kind,
        id: r.id,
        postId: r.post_id,
        postTitle: r.post_title,
        excerpt: excerpt(r.body),
        authorId: r.author_id,
        authorName: r.author_name,
        authorSuspended: r.author_suspended,
        createdAt: r.created_at.toISOString(),
        hidden: !!r.hidden_at,
        locked: !!r.locked_at,
        openReports: r.open_reports,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        notes: mine.flatMap((x) => (x.note ? [x.note] : [])).slice(0, 5),
        lastReportedAt: r.last_reported_at ? r.last_reported_at.toISOString() : null,
      };
    });
  }
}
