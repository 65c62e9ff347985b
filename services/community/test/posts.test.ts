import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CATEGORY_LABELS, NEXT_CURSOR_HEADER, defaultAvatarColor, generatedHandle, type Post } from '@roadgremlin/contracts';
import { ADMIN_EMAIL, startCommunity, user, type Community } from './helpers.js';
import { hotRank } from '../src/forum/hot.js';

let c: Community;
let ada: string;
let bob: string;
let admin: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function createPost(token: string, body: Record<string, unknown>) {
  return c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: body });
}
async function newPost(token: string, body: Record<string, unknown> = {}): Promise<Post> {
  const res = await createPost(token, { title: 'A title', content: 'Some content', category: 'hidden-gems', ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Follows x-next-cursor through every page. */
async function allPages(query: string, token?: string) {
  const pages: Post[][] = [];
  let cursor: string | undefined;
  do {
    const res = await c.app.inject({
      method: 'GET',
      url: `/api/community/posts?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      headers: token ? auth(token) : {},
    });
    expect(res.statusCode).toBe(200);
    pages.push(res.json());
    cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor && pages.length < 100);
  return pages;
}

beforeAll(async () => {
  c = await startCommunity('community_posts');
  ada = await c.tokenFor(user('ada', { name: 'Ada Lovelace', displayName: 'Ada the Bold', avatarColor: 'teal' }));
  bob = await c.tokenFor(user('bob'));
  admin = await c.tokenFor({ sub: 'admin-1', email: ADMIN_EMAIL });
});
afterAll(async () => c?.close());

describe('a fresh install', () => {
  it("starts with an empty forum: the migrated database holds no posts, comments or votes and GET /api/community/posts answers [] (nothing is seeded; the web app's empty state says what to do next)", async () => {
    for (const table of ['posts', 'comments', 'post_votes', 'comment_votes', 'reports']) {
      const [row] = await c.sql<{ n: string }>(`select count(*)::text as n from community.${table}`);
      expect(row.n, table).toBe('0');
    }
    for (const query of ['', 'sort=new', 'sort=top', 'category=route-sharing']) {
      const res = await c.app.inject({ method: 'GET', url: `/api/community/posts?${query}`, headers: auth(ada) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });
});

describe('creating posts', () => {
  it('POST /api/community/posts answers 201 with the post, the author\'s display name and colour, counts 0 and userVote none', async () => {
    const res = await createPost(ada, { title: '  Ghost town loop  ', content: 'Line one\nLine two <b>not html</b>\n', category: 'route-sharing' });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      title: 'Ghost town loop',
      content: 'Line one\nLine two <b>not html</b>',
      category: 'route-sharing',
      authorName: 'Ada the Bold',
      authorColor: 'teal',
      isPinned: false,
      upvotes: 0,
      downvotes: 0,
      commentCount: 0,
      userVote: 'none',
      isOwn: true,
      editedAt: null,
    });
    const [row] = await c.sql('select author_id, author_name, content from posts where id = $1', [post.id]);
    expect(row).toEqual({ author_id: 'user-ada', author_name: 'Ada the Bold', content: 'Line one\nLine two <b>not html</b>' });
  });

  it('a token without a display name claim shows the handle identity generates for the account, never the e-mail address; the category defaults to questions', async () => {
    const post = await newPost(bob, { category: undefined });
    expect(post.authorName).toBe(generatedHandle('user-bob'));
    expect(post.authorName.toLowerCase()).not.toContain('traveller');
    expect(post.authorColor).toBe(defaultAvatarColor('user-bob'));
    expect(post.category).toBe('questions');
  });

  it("category 'all' is refused for a post with a clear 400 and nothing is stored", async () => {
    const before = await c.sql('select count(*)::int as n from posts');
    const res = await createPost(ada, { title: 't', content: 'c', category: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/'all' is only a filter/);
    expect(await c.sql('select count(*)::int as n from posts')).toEqual(before);
  });

  it.each([
    [{ title: '   ', content: 'x' }],
    [{ title: 'x', content: ' \n\t ' }],
    [{ content: 'x' }],
    [{ title: '', content: '' }],
  ])('blank title or content %j answers 400 "Missing Information…" and stores nothing', async (body) => {
    const before = await c.sql('select count(*)::int as n from posts');
    const res = await createPost(ada, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Missing Information: Please fill in both title and content');
    expect(await c.sql('select count(*)::int as n from posts')).toEqual(before);
  });

  it('an oversized title or content answers 400 naming the limit', async () => {
    const t = await createPost(ada, { title: 'x'.repeat(201), content: 'ok' });
    expect(t.statusCode).toBe(400);
    expect(t.json().error.message).toBe('Title must be at most 200 characters');
    const body = await createPost(ada, { title: 'ok', content: 'y'.repeat(20_001) });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.message).toBe('Content must be at most 20000 characters');
    expect((await createPost(ada, { title: 'x'.repeat(200), content: 'y'.repeat(20_000) })).statusCode).toBe(201);
  });

  it('a NUL character answers 400, not 500', async () => {
    const res = await createPost(ada, { title: 'nul', content: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/content must not contain control characters/);
  });

  it('without a token POST answers 401; with a token of a foreign key 401', async () => {
    expect((await c.app.inject({ method: 'POST', url: '/api/community/posts', payload: { title: 'a', content: 'b' } })).statusCode).toBe(401);
    const foreign = await c.foreignToken(user('ada'));
    const res = await createPost(foreign, { title: 'a', content: 'b' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_token');
  });

  it('authenticates before validating the body: an invalid body without a valid token is 401, not 400 (#16.1.8)', async () => {
    for (const payload of [{ title: 42 }, {}, { title: 'x'.repeat(10_000), content: null, category: 'nope' }]) {
      const none = await c.app.inject({ method: 'POST', url: '/api/community/posts', payload });
      expect(none.statusCode).toBe(401);
      expect(none.json().error.code).toBe('missing_token');
      const foreign = await createPost(await c.foreignToken(user('ada')), payload);
      expect(foreign.statusCode).toBe(401);
    }
    expect((await createPost(ada, { title: 42 })).statusCode).toBe(400);
  });
});

describe('reading', () => {
  it('a visitor reads the list and a post with userVote none; a bad token on a read answers 401', async () => {
    const post = await newPost(ada);
    await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/vote`, headers: auth(ada), payload: { voteType: 'up' } });
    const list = await c.app.inject({ method: 'GET', url: '/api/community/posts?category=all' });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((p: Post) => p.id === post.id);
    expect(listed).toMatchObject({ upvotes: 1, userVote: 'none', isOwn: false });
    const one = await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` });
    expect(one.json()).toMatchObject({ id: post.id, upvotes: 1, userVote: 'none' });
    const mine = await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}`, headers: auth(ada) });
    expect(mine.json()).toMatchObject({ userVote: 'up', isOwn: true });
    const bad = await c.app.inject({ method: 'GET', url: '/api/community/posts', headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.statusCode).toBe(401);
  });

  it("GET of a missing post, a deleted post or a malformed id answers 404 'Post not found'", async () => {
    const gone = await newPost(ada);
    await c.app.inject({ method: 'DELETE', url: `/api/community/posts/${gone.id}`, headers: auth(ada) });
    for (const id of ['00000000-0000-4000-8000-000000000000', gone.id, 'not-a-uuid', "1'; drop table posts;--"]) {
      const res = await c.app.inject({ method: 'GET', url: `/api/community/posts/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Post not found');
    }
    const votes = await c.app.inject({ method: 'POST', url: '/api/community/posts/nope/vote', headers: auth(ada), payload: { voteType: 'up' } });
    expect(votes.statusCode).toBe(404);
  });

  it('GET /api/community/categories answers the six entries with labels, all not postable', async () => {
    const res = await c.app.inject({ method: 'GET', url: '/api/community/categories' });
    expect(res.json()).toEqual(Object.entries(CATEGORY_LABELS).map(([id, label]) => ({ id, label, postable: id !== 'all' })));
  });

  it('a category filter lists only that category; an unknown category answers 400', async () => {
    const posts = (await allPages('category=route-sharing')).flat();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.category === 'route-sharing')).toBe(true);
    expect((await c.app.inject({ method: 'GET', url: '/api/community/posts?category=nope' })).statusCode).toBe(400);
  });

  it('a tampered cursor answers 400, not 500', async () => {
    for (const cursor of ['garbage', Buffer.from('["new",1,null,"x","y"]').toString('base64url'), Buffer.from('["top",0,1,"2026-01-01 00:00:00+00","00000000-0000-4000-8000-000000000000"]').toString('base64url')]) {
      const res = await c.app.inject({ method: 'GET', url: `/api/community/posts?cursor=${cursor}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_cursor');
    }
  });
});

describe('pagination and order', () => {
  let token: string;
  beforeAll(async () => {
    token = await c.tokenFor(user('pager'));
    // 45 posts in a category no other test writes to before this block; three share each timestamp (ties).
    await c.sql(`
      insert into posts (author_id, author_name, title, content, category, created_at, upvotes, downvotes)
      select 'user-pager', 'pager', 'Bulk ' || g, 'c', 'feedback',
             timestamptz '2026-01-01 00:00:00+00' + ((g / 3) * interval '1 minute'), (g * 7) % 11, (g * 3) % 5
        from generate_series(1, 45) g`);
    await c.sql('update posts set hot_rank = hot_rank_of(score, created_at)');
  });

  it.each(['new', 'top', 'hot'])('sort=%s returns every post exactly once across pages of 20 (ties on created_at included)', async (sort) => {
    const pages = await allPages(`category=feedback&sort=${sort}`, token);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(45);
    const stored = await c.sql(`select id from posts where category = 'feedback' and deleted_at is null`);
    expect(new Set(ids)).toEqual(new Set(stored.map((r) => r.id)));
  });

  it('sort=new is newest first; sort=top is by score with ties by newest', async () => {
    const news = (await allPages('category=feedback&sort=new')).flat();
    const times = news.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const top = (await allPages('category=feedback&sort=top')).flat();
    const key = (p: Post) => [p.upvotes - p.downvotes, Date.parse(p.createdAt)];
    for (let i = 1; i < top.length; i++) {
      const [s0, t0] = key(top[i - 1]!);
      const [s1, t1] = key(top[i]!);
      expect(s0 > s1 || (s0 === s1 && t0! >= t1!)).toBe(true);
    }
  });

  it('sort=hot follows the decayed Lemmy rank: a fresh post beats an older, better-voted one until it is outvoted', async () => {
    const trip = await newPost(ada, { category: 'trip-reports', title: 'Older but loved' });
    const young = await newPost(ada, { category: 'trip-reports', title: 'Brand new' });
    // Make the first one 10 hours old with a score of 20, and an ancient one with a huge score.
    await c.sql(`update posts set created_at = now() - interval '10 hours', upvotes = 20 where id = $1`, [trip.id]);
    const ancient = await newPost(ada, { category: 'trip-reports', title: 'Ancient' });
    await c.sql(`update posts set created_at = now() - interval '30 days', upvotes = 5000 where id = $1`, [ancient.id]);
    await c.app.forum.refreshHotRanks();
    await c.sql(`update posts set hot_rank = hot_rank_of(score, created_at) where id = $1`, [ancient.id]);

    expect(hotRank(0, 0)).toBeGreaterThan(hotRank(20, 10));
    const hot = (await allPages('category=trip-reports&sort=hot')).flat().map((p) => p.title);
    expect(hot.slice(0, 3)).toEqual(['Brand new', 'Older but loved', 'Ancient']);
    const top = (await allPages('category=trip-reports&sort=top')).flat().map((p) => p.title);
    expect(top.slice(0, 2)).toEqual(['Ancient', 'Older but loved']);

    // Votes recompute the rank at once: 25 up-votes on the young post keep it first, 2 down-votes
    // on it by 2 users move it (rank of score -2 is log10(1) = 0) below the older one.
    for (const n of [1, 2]) {
      const t = await c.tokenFor(user(`hot-${n}`));
      await c.app.inject({ method: 'POST', url: `/api/community/posts/${young.id}/vote`, headers: auth(t), payload: { voteType: 'down' } });
    }
    const after = (await allPages('category=trip-reports&sort=hot')).flat().map((p) => p.title);
    expect(after.indexOf('Brand new')).toBeGreaterThan(after.indexOf('Older but loved'));
    const [row] = await c.sql('select hot_rank from posts where id = $1', [young.id]);
    expect(row.hot_rank).toBe(0);
  });
});

describe('editing, deleting, pinning, reporting', () => {
  it('another user cannot edit or delete my post (403) and nothing changes', async () => {
    const post = await newPost(ada, { title: 'Mine', content: 'Original' });
    const [before] = await c.sql('select * from posts where id = $1', [post.id]);
    const edit = await c.app.inject({ method: 'PATCH', url: `/api/community/posts/${post.id}`, headers: auth(bob), payload: { title: 'Hacked' } });
    expect(edit.statusCode).toBe(403);
    const del = await c.app.inject({ method: 'DELETE', url: `/api/community/posts/${post.id}`, headers: auth(bob) });
    expect(del.statusCode).toBe(403);
    const [after] = await c.sql('select * from posts where id = $1', [post.id]);
    expect(after).toEqual(before);
  });

  it('the author edits (trimmed, editedAt set) and deletes (soft: gone from lists, row kept)', async () => {
    const post = await newPost(ada, { title: 'Typo', content: 'Original' });
    const edit = await c.app.inject({ method: 'PATCH', url: `/api/community/posts/${post.id}`, headers: auth(ada), payload: { title: '  Fixed  ', category: 'feedback' } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Fixed', content: 'Original', category: 'feedback' });
    expect(edit.json().editedAt).toEqual(expect.any(String));
    const blank = await c.app.inject({ method: 'PATCH', url: `/api/community/posts/${post.id}`, headers: auth(ada), payload: { content: '  ' } });
    expect(blank.json().error.message).toBe('Missing Information: Please fill in both title and content');
    expect((await c.app.inject({ method: 'PATCH', url: `/api/community/posts/${post.id}`, headers: auth(ada), payload: {} })).statusCode).toBe(400);

    expect((await c.app.inject({ method: 'DELETE', url: `/api/community/posts/${post.id}`, headers: auth(ada) })).statusCode).toBe(204);
    const ids = (await allPages('category=all')).flat().map((p) => p.id);
    expect(ids).not.toContain(post.id);
    const [row] = await c.sql('select deleted_at from posts where id = $1', [post.id]);
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect((await c.app.inject({ method: 'PATCH', url: `/api/community/posts/${post.id}`, headers: auth(ada), payload: { title: 'x' } })).statusCode).toBe(404);
  });

  it('an administrator removes anyone\'s post', async () => {
    const post = await newPost(bob);
    expect((await c.app.inject({ method: 'DELETE', url: `/api/community/posts/${post.id}`, headers: auth(admin) })).statusCode).toBe(204);
    expect((await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).statusCode).toBe(404);
  });

  it('admin pin puts the post first in every sort; unpin puts it back; a user may not pin (403)', async () => {
    const old = await newPost(bob, { title: 'Pin me' });
    await c.sql(`update posts set created_at = now() - interval '400 days' where id = $1`, [old.id]);
    await newPost(ada, { title: 'Newer' });
    expect((await c.app.inject({ method: 'POST', url: `/api/community/posts/${old.id}/pin`, headers: auth(ada) })).statusCode).toBe(403);
    const pin = await c.app.inject({ method: 'POST', url: `/api/community/posts/${old.id}/pin`, headers: auth(admin) });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().isPinned).toBe(true);
    for (const sort of ['new', 'top', 'hot']) {
      const first = (await c.app.inject({ method: 'GET', url: `/api/community/posts?sort=${sort}` })).json()[0];
      expect(first.id).toBe(old.id);
    }
    await c.app.inject({ method: 'POST', url: `/api/community/posts/${old.id}/unpin`, headers: auth(admin) });
    const first = (await c.app.inject({ method: 'GET', url: '/api/community/posts' })).json()[0];
    expect(first.id).not.toBe(old.id);
  });

  it('a user reports a post once with a reason (201), the second time 409; the admin lists reports, a user may not (403)', async () => {
    const post = await newPost(ada, { title: 'Spam?' });
    const first = await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/report`, headers: auth(bob), payload: { reason: 'spam', note: ' links to a casino ' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ postId: post.id, commentId: null, postTitle: 'Spam?', reason: 'spam', note: 'links to a casino', reporterId: 'user-bob' });
    const again = await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/report`, headers: auth(bob), payload: { reason: 'off-topic' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reported this post');
    const blank = await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/report`, headers: auth(ada), payload: { reason: '' } });
    expect(blank.statusCode).toBe(400);
    expect((await c.app.inject({ method: 'POST', url: '/api/community/posts/nope/report', headers: auth(bob), payload: { reason: 'spam' } })).statusCode).toBe(404);
    expect((await c.app.inject({ method: 'GET', url: '/api/community/reports', headers: auth(bob) })).statusCode).toBe(403);
    const list = await c.app.inject({ method: 'GET', url: '/api/community/reports', headers: auth(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json().filter((r: { postId: string }) => r.postId === post.id)).toHaveLength(1);
    expect(await c.sql('select count(*)::int as n from reports where post_id = $1', [post.id])).toEqual([{ n: 1 }]);
  });

  it('the OpenAPI document lists every community route', async () => {
    const doc = (await c.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/community/posts',
      '/api/community/posts/{postId}',
      '/api/community/posts/{postId}/vote',
      '/api/community/posts/{postId}/comments',
      '/api/community/posts/{postId}/pin',
      '/api/community/posts/{postId}/unpin',
      '/api/community/posts/{postId}/report',
      '/api/community/comments/{commentId}',
      '/api/community/comments/{commentId}/vote',
      '/api/community/reports',
      '/api/community/categories',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
