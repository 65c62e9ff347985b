import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Redis } from 'ioredis';
import { CHANNELS, defaultAvatarColor, generatedHandle } from '@roadgremlin/contracts';
import { testRedisUrl } from '@roadgremlin/service-kit/testing';
import { startCommunity, user, type Community } from './helpers.js';

let c: Community;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  c = await startCommunity('community_authors');
});
afterAll(async () => c?.close());

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('display names in the forum', () => {
  it('a new display name (identity’s user_profile_updated) shows on every earlier post and comment at once, and replaces the stored name', async () => {
    const jane = user('jane', { email: 'jane.doe1984@example.com', displayName: 'Dusty Jackalope', avatarColor: 'amber' });
    const token = await c.tokenFor(jane);
    const post = (await c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title: 'Clown Motel', content: 'Room 108' } })).json();
    await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/comments`, headers: auth(token), payload: { content: 'Still there in 2026' } });
    expect(post).toMatchObject({ authorName: 'Dusty Jackalope', authorColor: 'amber' });

    const redis = new Redis(testRedisUrl());
    await redis.publish(
      `${c.env.prefix}${CHANNELS.userProfileUpdated}`,
      JSON.stringify({ userId: 'user-jane', displayName: 'Neon Heron', avatarColor: 'sky', at: new Date().toISOString() }),
    );
    await redis.quit();

    const read = async () => (await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).json();
    expect(await until(read, (p) => p.authorName === 'Neon Heron')).toMatchObject({ authorName: 'Neon Heron', authorColor: 'sky' });
    const comments = (await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}/comments` })).json();
    expect(comments[0]).toMatchObject({ authorName: 'Neon Heron', authorColor: 'sky' });
    expect(await c.sql('select distinct author_name from posts where author_id = $1', ['user-jane'])).toEqual([{ author_name: 'Neon Heron' }]);
    expect(await c.sql('select distinct author_name from comments where author_id = $1', ['user-jane'])).toEqual([{ author_name: 'Neon Heron' }]);
  });

  it('posts and comments written before display names (named after the e-mail address) get the account’s generated handle on boot, and the old name is gone from the database', async () => {
    const [p] = await c.sql<{ id: string }>(
      `insert into posts (author_id, author_name, title, content, category) values ('legacy-1', 'jane.doe1984', 'Old post', 'From before', 'questions') returning id`,
    );
    await c.sql(`insert into comments (post_id, author_id, author_name, content) values ($1, 'legacy-2', 'bob.smith', 'Old comment')`, [p.id]);
    const backfilled = await c.app.forum.authors.backfill();
    expect(backfilled).toBe(2);
    expect(await c.app.forum.authors.backfill()).toBe(0);

    const post = (await c.app.inject({ method: 'GET', url: `/api/community/posts/${p.id}` })).json();
    expect(post).toMatchObject({ authorName: generatedHandle('legacy-1'), authorColor: defaultAvatarColor('legacy-1') });
    const [comment] = (await c.app.inject({ method: 'GET', url: `/api/community/posts/${p.id}/comments` })).json();
    expect(comment.authorName).toBe(generatedHandle('legacy-2'));
    const leftovers = await c.sql(`select author_name from posts where author_name in ('jane.doe1984', 'bob.smith') union all select author_name from comments where author_name in ('jane.doe1984', 'bob.smith')`);
    expect(leftovers).toEqual([]);
  });

  it('no forum answer, to a visitor or another user, holds the author’s e-mail address or any part of it', async () => {
    const email = 'margaret.hamilton1936@example.com';
    const token = await c.tokenFor(user('mh', { email }));
    const post = (await c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title: 'Apollo stop', content: 'Space museum' } })).json();
    await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/comments`, headers: auth(token), payload: { content: 'Open daily' } });
    const other = await c.tokenFor(user('reader'));
    for (const headers of [{}, auth(other)]) {
      for (const url of ['/api/community/posts', `/api/community/posts/${post.id}`, `/api/community/posts/${post.id}/comments`, '/api/community/posts?sort=top']) {
        const body = (await c.app.inject({ method: 'GET', url, headers })).body.toLowerCase();
        for (const part of ['margaret', 'hamilton', '1936', 'example.com']) expect(body, `${url} ${part}`).not.toContain(part);
      }
    }
  });
});
