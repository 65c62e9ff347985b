import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { NEXT_CURSOR_HEADER, generatedHandle, type Comment, type Post } from '@roadgremlin/contracts';
import { ADMIN_EMAIL, startCommunity, user, type Community } from './helpers.js';

let c: Community;
let ada: string;
let bob: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  c = await startCommunity('community_comments');
  ada = await c.tokenFor(user('ada', { name: 'Ada Lovelace' }));
  bob = await c.tokenFor(user('bob'));
});
afterAll(async () => c?.close());

async function newPost(token: string): Promise<Post> {
  const res = await c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title: 'Thread', content: 'Body' } });
  return res.json();
}
function comment(token: string, postId: string, content: unknown) {
  return c.app.inject({ method: 'POST', url: `/api/community/posts/${postId}/comments`, headers: auth(token), payload: { content } });
}
async function storedCount(postId: string) {
  const [row] = await c.sql(
    `select comment_count, (select count(*)::int from comments where post_id = $1 and deleted_at is null) as rows from posts where id = $1`,
    [postId],
  );
  return row as { comment_count: number; rows: number };
}

describe('comments', () => {
  it('POST answers 201 with the trimmed comment and the author\'s display name; the post count moves with it', async () => {
    const post = await newPost(ada);
    const res = await comment(bob, post.id, '  Been there!\nLoved it.  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content: 'Been there!\nLoved it.', authorName: generatedHandle('user-bob'), upvotes: 0, downvotes: 0, userVote: 'none', isOwn: true });
    expect(await storedCount(post.id)).toEqual({ comment_count: 1, rows: 1 });
    const thread = await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` });
    expect(thread.json().commentCount).toBe(1);
  });

  it('a blank comment answers 400 "Empty Comment…"; an oversized one names the limit; nothing is stored', async () => {
    const post = await newPost(ada);
    for (const content of ['', '   \n ', undefined]) {
      const res = await comment(bob, post.id, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Empty Comment: Please write something before posting');
    }
    const long = await comment(bob, post.id, 'z'.repeat(5_001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Comment must be at most 5000 characters');
    expect(await storedCount(post.id)).toEqual({ comment_count: 0, rows: 0 });
  });

  it("commenting on a missing post or a malformed id answers 404 'Post not found'; a visitor gets 401", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await comment(bob, id, 'hi');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Post not found');
    }
    const post = await newPost(ada);
    expect((await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/comments`, payload: { content: 'hi' } })).statusCode).toBe(401);
    expect((await c.app.inject({ method: 'GET', url: '/api/community/posts/abc/comments' })).statusCode).toBe(404);
  });

  it('a visitor reads the comments oldest first with userVote none; pages of the limit return each comment once', async () => {
    const post = await newPost(ada);
    // 60 comments concurrently, then 5 with the same timestamp to exercise ties.
    const made = await Promise.all(Array.from({ length: 60 }, (_, i) => comment(i % 2 ? ada : bob, post.id, `comment ${i}`)));
    expect(made.every((r) => r.statusCode === 201)).toBe(true);
    await c.sql(
      `insert into comments (post_id, author_id, author_name, content, created_at) select $1, 'user-x', 'x', 'tie ' || g, now() from generate_series(1, 5) g`,
      [post.id],
    );
    await c.sql(`update posts set comment_count = comment_count + 5 where id = $1`, [post.id]);
    await c.app.inject({ method: 'POST', url: `/api/community/comments/${made[0]!.json().id}/vote`, headers: auth(ada), payload: { voteType: 'up' } });

    const seen: Comment[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}/comments?limit=20${cursor ? `&cursor=${cursor}` : ''}` });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json());
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(65);
    expect(new Set(seen.map((x) => x.id)).size).toBe(65);
    expect(seen.every((x) => x.userVote === 'none')).toBe(true);
    const times = seen.map((x) => Date.parse(x.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(seen.find((x) => x.id === made[0]!.json().id)!.upvotes).toBe(1);

    const mine = await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}/comments?limit=100`, headers: auth(ada) });
    expect(mine.json().find((x: Comment) => x.id === made[0]!.json().id).userVote).toBe('up');
    expect(mine.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect(await storedCount(post.id)).toEqual({ comment_count: 65, rows: 65 });
  });

  it('deleting a comment keeps the count equal to the rows, also when the same delete races itself', async () => {
    const post = await newPost(ada);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await comment(bob, post.id, `c${i}`)).json().id);
    const races = await Promise.all(Array.from({ length: 10 }, () => c.app.inject({ method: 'DELETE', url: `/api/community/comments/${ids[0]}`, headers: auth(bob) })));
    expect(races.map((r) => r.statusCode).filter((s) => s === 204).length).toBeGreaterThanOrEqual(1);
    expect(races.every((r) => r.statusCode === 204 || r.statusCode === 404)).toBe(true);
    expect(await storedCount(post.id)).toEqual({ comment_count: 2, rows: 2 });
    const listed = (await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}/comments` })).json();
    expect(listed.map((x: Comment) => x.id)).toEqual(ids.slice(1));
    expect((await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).json().commentCount).toBe(2);
  });

  it('another user cannot edit or delete my comment (403), nothing changes; the author and an admin can', async () => {
    const post = await newPost(ada);
    const mine = (await comment(ada, post.id, 'original')).json();
    const [before] = await c.sql('select * from comments where id = $1', [mine.id]);
    const edit = await c.app.inject({ method: 'PATCH', url: `/api/community/comments/${mine.id}`, headers: auth(bob), payload: { content: 'defaced' } });
    expect(edit.statusCode).toBe(403);
    const del = await c.app.inject({ method: 'DELETE', url: `/api/community/comments/${mine.id}`, headers: auth(bob) });
    expect(del.statusCode).toBe(403);
    expect(await c.sql('select * from comments where id = $1', [mine.id])).toEqual([before]);
    expect(await storedCount(post.id)).toEqual({ comment_count: 1, rows: 1 });

    const ok = await c.app.inject({ method: 'PATCH', url: `/api/community/comments/${mine.id}`, headers: auth(ada), payload: { content: ' better ' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ content: 'better', editedAt: expect.any(String) });
    const blank = await c.app.inject({ method: 'PATCH', url: `/api/community/comments/${mine.id}`, headers: auth(ada), payload: { content: ' ' } });
    expect(blank.json().error.message).toBe('Empty Comment: Please write something before posting');

    const admin = await c.tokenFor({ sub: 'admin-1', email: ADMIN_EMAIL });
    expect((await c.app.inject({ method: 'DELETE', url: `/api/community/comments/${mine.id}`, headers: auth(admin) })).statusCode).toBe(204);
    expect(await storedCount(post.id)).toEqual({ comment_count: 0, rows: 0 });
  });
});
