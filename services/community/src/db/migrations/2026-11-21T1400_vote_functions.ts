import { sql, type Kysely } from 'kysely';

/**
 * Casting a vote as one server-side function: one network round trip instead of four (BEGIN, lock,
 * write, COMMIT), so the target row is locked for microseconds rather than for several round trips.
 * That is what keeps one popular post from throttling everyone voting on it.
 *
 * Rule: the same vote again takes it back (the row is deleted, 0 is returned); the other vote
 * switches it. The target row is locked first (FOR NO KEY UPDATE, which does not conflict with the
 * foreign-key locks of concurrent comment or vote inserts), so all votes on one target run one after
 * another; each later statement of a VOLATILE plpgsql function takes a fresh snapshot (READ
 * COMMITTED), so it reads the caller's vote as the previous vote left it. The counters move by exactly
 * what changed, in the same transaction. Returns nothing when the target is missing or deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function cast_post_vote(p_post uuid, p_user text, p_want integer)
    returns table (out_post posts, out_vote integer)
    language plpgsql volatile as $$
    declare
      o integer;
      n integer;
      r posts;
    begin
      perform 1 from posts where id = p_post and deleted_at is null for no key update;
      if not found then return; end if;
      select v.vote into o from post_votes v where v.post_id = p_post and v.user_id = p_user;
      o := coalesce(o, 0);
      n := case when o = p_want then 0 else p_want end;
      if n = 0 then
        delete from post_votes v where v.post_id = p_post and v.user_id = p_user;
      elsif o = 0 then
        insert into post_votes (post_id, user_id, vote) values (p_post, p_user, n);
      else
        update post_votes v set vote = n, created_at = now() where v.post_id = p_post and v.user_id = p_user;
      end if;
      update posts p
         set upvotes = p.upvotes + (n = 1)::int - (o = 1)::int,
             downvotes = p.downvotes + (n = -1)::int - (o = -1)::int,
             hot_rank = hot_rank_of(p.upvotes + (n = 1)::int - (o = 1)::int - p.downvotes - (n = -1)::int + (o = -1)::int, p.created_at)
       where p.id = p_post
      returning p.* into r;
      out_post := r;
      out_vote := n;
      return next;
    end
    $$`.execute(db);

  await sql`
    create function cast_comment_vote(p_comment uuid, p_user text, p_want integer)
    returns table (out_comment comments, out_vote integer)
    language plpgsql volatile as $$
    declare
      o integer;
      n integer;
      r comments;
    begin
      perform 1 from comments c join posts p on p.id = c.post_id
        where c.id = p_comment and c.deleted_at is null and p.deleted_at is null
        for no key update of c;
      if not found then return; end if;
      select v.vote into o from comment_votes v where v.comment_id = p_comment and v.user_id = p_user;
      o := coalesce(o, 0);
      n := case when o = p_want then 0 else p_want end;
      if n = 0 then
        delete from comment_votes v where v.comment_id = p_comment and v.user_id = p_user;
      elsif o = 0 then
        insert into comment_votes (comment_id, user_id, vote) values (p_comment, p_user, n);
      else
        update comment_votes v set vote = n, created_at = now() where v.comment_id = p_comment and v.user_id = p_user;
      end if;
      update comments c
         set upvotes = c.upvotes + (n = 1)::int - (o = 1)::int,
             downvotes = c.downvotes + (n = -1)::int - (o = -1)::int
       where c.id = p_comment
      returning c.* into r;
      out_comment := r;
      out_vote := n;
      return next;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function cast_comment_vote(uuid, text, integer)`.execute(db);
  await sql`drop function cast_post_vote(uuid, text, integer)`.execute(db);
}
