import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ModerationLog, ModerationQueue, NEXT_CURSOR_HEADER, type ModerationItem, type Post } from '@roadgremlin/contracts';
import { ADMIN_EMAIL, startCommunity, user, type Community } from './helpers.js';

let c: Community;
let ada: string; // writes the posts
let bob: string; // reports them, reads
let cat: string; // another reader
let admin: string;
const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) {
  const res = await c.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}
async function newPost(token: string, title: string, category = 'hidden-gems'): Promise<Post> {
  const res = await call('POST', '/api/community/posts', token, { title, content: `Body of ${title}`, category });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function newComment(token: string, postId: string, content: string) {
  const res = await call('POST', `/api/community/posts/${postId}/comments`, token, { content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}
/** Every post title a viewer gets, over all pages, for a sort and category. */
async function titles(token: string | undefined, query = ''): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const res = await c.app.inject({ method: 'GET', url: `/api/community/posts?limit=50&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    out.push(...res.json().map((p: Post) => p.title));
    cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor);
  return out;
}
async function queue(status = 'all'): Promise<ModerationItem[]> {
  const res = await call('GET', `/api/community/moderation/queue?status=${status}`, admin);
  expect(res.status).toBe(200);
  return ModerationQueue.parse(res.body);
}
const mod = (path: string, reason?: string, token = admin) => call('POST', `/api/community/moderation/${path}`, token, reason === undefined ? {} : { reason });

beforeAll(async () => {
  c = await startCommunity('community_moderation');
  ada = await c.tokenFor(user('ada', { displayName: 'Ada the Bold' }));
  bob = await c.tokenFor(user('bob', { displayName: 'Bob Roams' }));
  cat = await c.tokenFor(user('cat', { displayName: 'Cat Drives' }));
  admin = await c.tokenFor({ sub: 'admin-1', email: ADMIN_EMAIL, displayName: 'Chief Gremlin' });
});
afterAll(async () => c?.close());

describe('reporting posts and comments', () => {
  it('an unknown reason, or "other" without a note, answers 400 with a message naming what to send, and stores nothing', async () => {
    const post = await newPost(ada, 'Report validation');
    const unknown = await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'ugly' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
    expect(unknown.body.error.message).toBe('reason must be one of spam, harassment, hate, sexual, misinformation, off-topic, other');
    const bare = await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'other', note: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toMatch(/a note is needed when the reason is 'other'/);
    const long = await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'spam', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('The note must be at most 1000 characters');
    const missing = await call('POST', `/api/community/posts/${post.id}/report`, bob, {});
    expect(missing.status).toBe(400);
    expect(await c.sql('select count(*)::int as n from reports where post_id = $1', [post.id])).toEqual([{ n: 0 }]);
  });

  it('a comment is reported once per user (201, then 409); nobody reports their own post or comment (403); a missing comment is 404', async () => {
    const post = await newPost(ada, 'Comment reports');
    const comment = await newComment(ada, post.id, 'Buy cheap watches at example.com');
    const first = await call('POST', `/api/community/comments/${comment.id}/report`, bob, { reason: 'spam' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ postId: post.id, commentId: comment.id, reason: 'spam', note: null, reporterId: 'user-bob' });
    const again = await call('POST', `/api/community/comments/${comment.id}/report`, bob, { reason: 'hate' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'already_reported', message: 'You have already reported this comment' });
    // Reporting the comment does not count as reporting its post.
    expect((await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'off-topic' })).status).toBe(201);
    const own = await call('POST', `/api/community/comments/${comment.id}/report`, ada, { reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe('You cannot report your own comment');
    expect((await call('POST', `/api/community/posts/${post.id}/report`, ada, { reason: 'spam' })).body.error.message).toBe('You cannot report your own post');
    expect((await call('POST', '/api/community/comments/00000000-0000-0000-0000-000000000000/report', bob, { reason: 'spam' })).status).toBe(404);
    expect((await call('POST', `/api/community/comments/${comment.id}/report`, undefined, { reason: 'spam' })).status).toBe(401);
    expect(await c.sql('select reporter_id, reason from reports where comment_id = $1', [comment.id])).toEqual([{ reporter_id: 'user-bob', reason: 'spam' }]);
  });
});

describe('moderation is for administrators only', () => {
  it('every moderation call answers 403 to a signed-in user and 401 to a visitor, and changes nothing', async () => {
    const post = await newPost(ada, 'Not yours to hide');
    const comment = await newComment(cat, post.id, 'Nor this');
    const calls: [string, string][] = [
      ['GET', '/api/community/moderation/queue'],
      ['GET', '/api/community/moderation/log'],
      ...['hide', 'restore', 'lock', 'unlock', 'dismiss'].map((a) => ['POST', `/api/community/moderation/posts/${post.id}/${a}`] as [string, string]),
      ...['hide', 'restore', 'dismiss'].map((a) => ['POST', `/api/community/moderation/comments/${comment.id}/${a}`] as [string, string]),
      ['POST', '/api/community/moderation/users/user-ada/suspend'],
      ['POST', '/api/community/moderation/users/user-ada/unsuspend'],
    ];
    for (const [method, url] of calls) {
      const asUser = await call(method as 'GET', url, bob, method === 'POST' ? {} : undefined);
      expect(asUser.status, `${method} ${url}`).toBe(403);
      expect(asUser.body.error.code, url).toBe('forbidden');
      expect((await call(method as 'GET', url, undefined, method === 'POST' ? {} : undefined)).status, url).toBe(401);
    }
    expect(await c.sql('select hidden_at, locked_at from posts where id = $1', [post.id])).toEqual([{ hidden_at: null, locked_at: null }]);
    expect(await c.sql('select count(*)::int as n from suspensions')).toEqual([{ n: 0 }]);
    expect(await c.sql('select count(*)::int as n from moderation_log')).toEqual([{ n: 0 }]);
  });
});

describe('the queue and hiding', () => {
  it('lists a reported post with its reasons counted, notes, report count, author display name, excerpt and thread', async () => {
    const post = await newPost(ada, 'Queue me');
    await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'spam', note: 'Same link in every thread' });
    await call('POST', `/api/community/posts/${post.id}/report`, cat, { reason: 'spam' });
    const item = (await queue('open')).find((i) => i.id === post.id);
    expect(item).toEqual({
      kind: 'post',
      id: post.id,
      postId: post.id,
      postTitle: 'Queue me',
      excerpt: 'Body of Queue me',
      authorId: 'user-ada',
      authorName: 'Ada the Bold',
      authorSuspended: false,
      createdAt: post.createdAt,
      hidden: false,
      locked: false,
      openReports: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      notes: ['Same link in every thread'],
      lastReportedAt: expect.any(String),
    });
  });

  it('a hidden post is gone at once for every other user and visitors (every sort, its category, the thread, its comments, votes, comments, reports), stays for its author marked as hidden; restoring brings it back', async () => {
    const post = await newPost(ada, 'Hide me please', 'feedback');
    await newPost(ada, 'Stays visible', 'feedback');
    const comment = await newComment(bob, post.id, 'A reply under it');
    await call('POST', `/api/community/posts/${post.id}/vote`, cat, { voteType: 'up' });
    await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'harassment' });

    const hidden = await mod(`posts/${post.id}/hide`, 'Targets another member');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ action: 'hide', item: { id: post.id, hidden: true, openReports: 0 } });

    for (const viewer of [bob, cat, undefined, admin]) {
      for (const query of ['', 'sort=new', 'sort=top', 'sort=hot', 'category=feedback', 'category=feedback&sort=hot']) {
        const seen = await titles(viewer, query);
        expect(seen, query).not.toContain('Hide me please');
        expect(seen, query).toContain('Stays visible');
      }
    }
    for (const viewer of [bob, cat, undefined]) {
      expect((await call('GET', `/api/community/posts/${post.id}`, viewer)).status).toBe(404);
      expect((await call('GET', `/api/community/posts/${post.id}/comments`, viewer)).status).toBe(404);
    }
    expect((await call('POST', `/api/community/posts/${post.id}/vote`, bob, { voteType: 'up' })).status).toBe(404);
    expect((await call('POST', `/api/community/comments/${comment.id}/vote`, bob, { voteType: 'up' })).status).toBe(404);
    expect((await call('POST', `/api/community/posts/${post.id}/comments`, bob, { content: 'Still here?' })).status).toBe(404);
    expect((await call('POST', `/api/community/posts/${post.id}/report`, cat, { reason: 'spam' })).status).toBe(404);

    // The author still sees it, in the list and the thread, marked.
    const mine = (await call('GET', '/api/community/posts?category=feedback', ada)).body as Post[];
    expect(mine.find((p) => p.id === post.id)).toMatchObject({ hiddenByModerator: true, isOwn: true });
    expect((await call('GET', `/api/community/posts/${post.id}`, ada)).body).toMatchObject({ hiddenByModerator: true, upvotes: 1 });
    expect((await call('GET', '/api/community/posts?category=feedback', bob)).body.every((p: Post) => p.hiddenByModerator === undefined)).toBe(true);
    // An administrator can open it from the queue.
    expect((await call('GET', `/api/community/posts/${post.id}`, admin)).body).toMatchObject({ hiddenByModerator: true });
    expect((await queue('hidden')).map((i) => i.id)).toContain(post.id);
    expect((await queue('open')).map((i) => i.id)).not.toContain(post.id);
    expect(await c.sql('select count(*)::int as n from reports where post_id = $1 and resolved_at is null', [post.id])).toEqual([{ n: 0 }]);

    expect((await mod(`posts/${post.id}/hide`)).body.error).toEqual({ code: 'already_hidden', message: 'This post is already hidden' });
    const restored = await mod(`posts/${post.id}/restore`, 'Misread the context');
    expect(restored.status).toBe(200);
    expect(restored.body.item).toMatchObject({ hidden: false });
    expect(await titles(bob, 'sort=hot')).toContain('Hide me please');
    expect((await call('GET', `/api/community/posts/${post.id}`, cat)).body).toMatchObject({ title: 'Hide me please', commentCount: 1, upvotes: 1 });
    expect((await call('GET', `/api/community/posts/${post.id}`, cat)).body.hiddenByModerator).toBeUndefined();
    expect((await mod(`posts/${post.id}/restore`)).body.error.code).toBe('not_hidden');
  });

  it("a hidden comment leaves the thread and its post's comment count for everyone but its author; restoring puts both back; deleting a hidden comment does not count it twice", async () => {
    const post = await newPost(ada, 'Comment hiding');
    const bad = await newComment(bob, post.id, 'Rude words');
    await newComment(cat, post.id, 'Kind words');
    await call('POST', `/api/community/comments/${bad.id}/report`, ada, { reason: 'harassment' });
    const item = (await queue('open')).find((i) => i.id === bad.id)!;
    expect(item).toMatchObject({ kind: 'comment', postId: post.id, postTitle: 'Comment hiding', excerpt: 'Rude words', authorName: 'Bob Roams', openReports: 1 });

    expect((await mod(`comments/${bad.id}/hide`, 'Insults')).status).toBe(200);
    for (const viewer of [ada, cat, undefined]) {
      const list = (await call('GET', `/api/community/posts/${post.id}/comments`, viewer)).body as { content: string }[];
      expect(list.map((x) => x.content)).toEqual(['Kind words']);
      expect((await call('GET', `/api/community/posts/${post.id}`, viewer)).body.commentCount).toBe(1);
    }
    const own = (await call('GET', `/api/community/posts/${post.id}/comments`, bob)).body;
    expect(own.map((x: { content: string; hiddenByModerator?: boolean }) => [x.content, x.hiddenByModerator ?? false])).toEqual([
      ['Rude words', true],
      ['Kind words', false],
    ]);

    expect((await mod(`comments/${bad.id}/restore`)).status).toBe(200);
    expect((await call('GET', `/api/community/posts/${post.id}`, cat)).body.commentCount).toBe(2);
    expect((await call('GET', `/api/community/posts/${post.id}/comments`, cat)).body).toHaveLength(2);

    await mod(`comments/${bad.id}/hide`);
    expect((await call('DELETE', `/api/community/comments/${bad.id}`, bob)).status).toBe(204);
    expect(await c.sql('select comment_count from posts where id = $1', [post.id])).toEqual([{ comment_count: 1 }]);
  });

  it('dismiss closes the open reports without hiding; 409 when there are none', async () => {
    const post = await newPost(ada, 'Fine after all');
    await call('POST', `/api/community/posts/${post.id}/report`, bob, { reason: 'misinformation' });
    const res = await mod(`posts/${post.id}/dismiss`, 'Accurate');
    expect(res.body.item).toMatchObject({ hidden: false, openReports: 0 });
    expect((await queue()).map((i) => i.id)).not.toContain(post.id);
    expect(await titles(cat)).toContain('Fine after all');
    expect((await mod(`posts/${post.id}/dismiss`)).body.error.code).toBe('no_open_reports');
    expect((await mod('posts/00000000-0000-0000-0000-000000000000/hide')).status).toBe(404);
    expect((await mod('comments/not-a-uuid/hide')).status).toBe(404);
  });
});

describe('locking threads', () => {
  it('a locked thread refuses new comments with 403 thread_locked and says it is locked; unlocking lets them in again', async () => {
    const post = await newPost(ada, 'Heated thread');
    await newComment(bob, post.id, 'Before the lock');
    expect((await mod(`posts/${post.id}/lock`, 'Cooling down')).body.item).toMatchObject({ locked: true });
    expect((await call('GET', `/api/community/posts/${post.id}`, cat)).body.isLocked).toBe(true);
    for (const token of [bob, ada, admin]) {
      const res = await call('POST', `/api/community/posts/${post.id}/comments`, token, { content: 'After the lock' });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'thread_locked', message: 'This thread is locked by a moderator: no new comments can be added.' });
    }
    // Reading and voting go on.
    expect((await call('GET', `/api/community/posts/${post.id}/comments`, cat)).body).toHaveLength(1);
    expect((await call('POST', `/api/community/posts/${post.id}/vote`, cat, { voteType: 'up' })).status).toBe(200);
    expect((await mod(`posts/${post.id}/lock`)).body.error.code).toBe('already_locked');
    await mod(`posts/${post.id}/unlock`);
    expect((await call('GET', `/api/community/posts/${post.id}`, cat)).body.isLocked).toBe(false);
    expect((await call('POST', `/api/community/posts/${post.id}/comments`, bob, { content: 'After the unlock' })).status).toBe(201);
  });
});

describe('suspending accounts', () => {
  it('a suspended account can read but posting, commenting, editing and voting answer 403 with a clear message; unsuspending restores them', async () => {
    const dan = await c.tokenFor(user('dan', { displayName: 'Dan Detour' }));
    const own = await newPost(dan, 'Written before the suspension');
    const other = await newPost(ada, 'Somebody else');
    const comment = await newComment(ada, other.id, 'A comment to vote on');

    const res = await mod('users/user-dan/suspend', 'Spam in five threads');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'suspend', item: null });
    const refused = [
      await call('POST', '/api/community/posts', dan, { title: 'Again', content: 'Spam' }),
      await call('PATCH', `/api/community/posts/${own.id}`, dan, { title: 'Edited' }),
      await call('POST', `/api/community/posts/${other.id}/comments`, dan, { content: 'Spam' }),
      await call('POST', `/api/community/posts/${other.id}/vote`, dan, { voteType: 'down' }),
      await call('POST', `/api/community/comments/${comment.id}/vote`, dan, { voteType: 'down' }),
    ];
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('suspended');
      expect(r.body.error.message).toMatch(/^Your account is suspended from the community by a moderator: you can still read, but not post, comment or vote\./);
    }
    expect((await call('GET', '/api/community/posts', dan)).status).toBe(200);
    expect(await c.sql("select count(*)::int as n from posts where author_id = 'user-dan'")).toEqual([{ n: 1 }]);
    expect(await c.sql("select count(*)::int as n from post_votes where user_id = 'user-dan'")).toEqual([{ n: 0 }]);

    // The queue shows the author as suspended.
    await call('POST', `/api/community/posts/${own.id}/report`, bob, { reason: 'spam' });
    expect((await queue()).find((i) => i.id === own.id)?.authorSuspended).toBe(true);

    expect((await mod('users/user-dan/suspend')).body.error).toEqual({ code: 'already_suspended', message: 'Dan Detour is already suspended' });
    expect((await mod('users/user-dan/unsuspend', 'Promised to stop')).status).toBe(200);
    expect((await call('POST', '/api/community/posts', dan, { title: 'Back', content: 'Behaving' })).status).toBe(201);
    expect((await call('POST', `/api/community/posts/${other.id}/vote`, dan, { voteType: 'up' })).status).toBe(200);
    expect((await mod('users/user-dan/unsuspend')).body.error.code).toBe('not_suspended');
  });

  it('an account that never wrote in the forum is 404; a moderator cannot suspend themself (400)', async () => {
    expect((await mod('users/user-nobody/suspend')).status).toBe(404);
    await newPost(admin, 'Admin writes too');
    const self = await mod('users/admin-1/suspend');
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot suspend your own account');
  });
});

describe('the audit log', () => {
  it('records every action: who (display name), what, which item, when and why, newest first', async () => {
    const post = await newPost(ada, 'Audited');
    const comment = await newComment(bob, post.id, 'Audited comment');
    await mod(`posts/${post.id}/lock`, 'Off the rails');
    await mod(`comments/${comment.id}/hide`, 'Rude');
    await mod('users/user-bob/suspend', 'Repeat offender');
    await mod('users/user-bob/unsuspend');
    const res = await call('GET', '/api/community/moderation/log?limit=4', admin);
    expect(res.status).toBe(200);
    const log = ModerationLog.parse(res.body);
    expect(log.map((e) => [e.actorName, e.action, e.targetType, e.targetId, e.postId, e.label, e.reason])).toEqual([
      ['Chief Gremlin', 'unsuspend', 'user', 'user-bob', null, 'Bob Roams', null],
      ['Chief Gremlin', 'suspend', 'user', 'user-bob', null, 'Bob Roams', 'Repeat offender'],
      ['Chief Gremlin', 'hide', 'comment', comment.id, post.id, 'Audited comment', 'Rude'],
      ['Chief Gremlin', 'lock', 'post', post.id, post.id, 'Audited', 'Off the rails'],
    ]);
    expect(log.every((e) => e.actorId === 'admin-1' && Date.now() - Date.parse(e.createdAt) < 60_000)).toBe(true);
    // A refused action (409) writes nothing.
    await mod(`posts/${post.id}/lock`);
    expect((await call('GET', '/api/community/moderation/log?limit=1', admin)).body[0].action).toBe('unsuspend');
  });
});

describe('rate limits', () => {
  let limited: Community;
  beforeAll(async () => {
    limited = await startCommunity('community_limits', { POST_LIMIT_PER_HOUR: '2', COMMENT_LIMIT_PER_HOUR: '3' });
  });
  afterAll(async () => limited?.close());

  it('past POST_LIMIT_PER_HOUR posts an account gets 429 rate_limited with retry-after and the error shape, and nothing is stored; another account still posts', async () => {
    const eve = await limited.tokenFor(user('eve'));
    const post = (title: string, token = eve) =>
      limited.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title, content: 'Text' } });
    expect((await post('One')).statusCode).toBe(201);
    expect((await post('Two')).statusCode).toBe(201);
    const third = await post('Three');
    expect(third.statusCode).toBe(429);
    const wait = Number(third.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(third.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/^You can write 2 posts an hour\. Please wait (1 hour|59 minutes) and try again\.$/) } });
    expect(await limited.sql("select title from posts where author_id = 'user-eve' order by created_at")).toEqual([{ title: 'One' }, { title: 'Two' }]);
    expect((await post('Other account', await limited.tokenFor(user('fay')))).statusCode).toBe(201);
  });

  it('past COMMENT_LIMIT_PER_HOUR comments likewise (429 with retry-after)', async () => {
    const gus = await limited.tokenFor(user('gus'));
    const host = await limited.tokenFor(user('host'));
    const { id } = (await limited.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(host), payload: { title: 'Chatty', content: 'Talk' } })).json();
    const comment = () => limited.app.inject({ method: 'POST', url: `/api/community/posts/${id}/comments`, headers: auth(gus), payload: { content: 'Hi' } });
    for (let i = 0; i < 3; i++) expect((await comment()).statusCode).toBe(201);
    const fourth = await comment();
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(fourth.json().error.code).toBe('rate_limited');
    expect(fourth.json().error.message).toMatch(/^You can write 3 comments an hour\./);
    expect(await limited.sql('select comment_count from posts where id = $1', [id])).toEqual([{ comment_count: 3 }]);
  });
});
