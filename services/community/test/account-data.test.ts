import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CommunityExport } from '@roadgremlin/contracts';
import { startCommunity, user, type Community } from './helpers.js';

let c: Community;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  c = await startCommunity('community_account_data');
});
afterAll(async () => c?.close());

async function call<T = any>(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object): Promise<{ status: number; body: T }> {
  const res = await c.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
}

describe('download and delete my forum data', () => {
  it('exports what the user wrote, their votes and reports; deleting removes all of it, takes their votes and comments off other people’s counters, and leaves others’ content alone', async () => {
    const leaving = await c.tokenFor(user('leaving', { displayName: 'Gone Gremlin', avatarColor: 'rose' }));
    const staying = await c.tokenFor(user('staying', { displayName: 'Still Here' }));

    const own = (await call('POST', '/api/community/posts', leaving, { title: 'My own thread', content: 'Mine' })).body;
    const other = (await call('POST', '/api/community/posts', staying, { title: 'Somebody else’s thread', content: 'Theirs' })).body;
    const othersComment = (await call('POST', `/api/community/posts/${own.id}/comments`, staying, { content: 'A reply on the leaving thread' })).body;
    const theirCommentOnMine = (await call('POST', `/api/community/posts/${other.id}/comments`, staying, { content: 'Stays' })).body;
    await call('POST', `/api/community/posts/${other.id}/comments`, leaving, { content: 'My reply elsewhere' });
    await call('POST', `/api/community/posts/${other.id}/vote`, leaving, { voteType: 'up' });
    await call('POST', `/api/community/comments/${theirCommentOnMine.id}/vote`, leaving, { voteType: 'down' });
    await call('POST', `/api/community/posts/${other.id}/report`, leaving, { reason: 'other', note: 'Testing reports' });

    const exported = await call('GET', '/api/community/me/export', leaving);
    expect(exported.status).toBe(200);
    const data = CommunityExport.parse(exported.body);
    expect(data.profile).toEqual({ displayName: 'Gone Gremlin', avatarColor: 'rose' });
    expect(data.posts.map((p) => p.title)).toEqual(['My own thread']);
    expect(data.comments.map((x) => x.content)).toEqual(['My reply elsewhere']);
    expect(data.votes).toEqual([
      expect.objectContaining({ on: 'post', id: other.id, vote: 'up' }),
      expect.objectContaining({ on: 'comment', id: theirCommentOnMine.id, vote: 'down' }),
    ]);
    expect(data.reports).toEqual([expect.objectContaining({ postId: other.id, commentId: null, reason: 'other', note: 'Testing reports' })]);
    expect(JSON.stringify(data)).not.toContain('A reply on the leaving thread');

    expect((await call('GET', `/api/community/posts/${other.id}`)).body).toMatchObject({ upvotes: 1, commentCount: 2 });
    const erased = await call('DELETE', '/api/community/me', leaving);
    expect(erased).toEqual({ status: 200, body: { deleted: { posts: 1, comments: 1, votes: 2, reports: 1 } } });

    expect((await call('GET', `/api/community/posts/${own.id}`)).status).toBe(404);
    expect((await call('GET', `/api/community/posts/${other.id}`)).body).toMatchObject({ upvotes: 0, downvotes: 0, commentCount: 1 });
    const remaining = (await call('GET', `/api/community/posts/${other.id}/comments`)).body;
    expect(remaining).toEqual([expect.objectContaining({ id: theirCommentOnMine.id, downvotes: 0, authorName: 'Still Here' })]);
    for (const [table, column] of [['posts', 'author_id'], ['comments', 'author_id'], ['post_votes', 'user_id'], ['comment_votes', 'user_id'], ['reports', 'reporter_id'], ['authors', 'user_id']]) {
      expect(await c.sql(`select 1 from ${table} where ${column} = 'user-leaving'`), table).toEqual([]);
    }
    expect(await c.sql('select 1 from comments where id = $1', [othersComment.id])).toEqual([]);
    // counters still equal their rows
    const [drift] = await c.sql(`select count(*)::int as n from posts p where p.upvotes <> (select count(*) from post_votes v where v.post_id = p.id and v.vote = 1)
      or p.comment_count <> (select count(*) from comments x where x.post_id = p.id and x.deleted_at is null)`);
    expect(drift.n).toBe(0);
    expect((await call('GET', '/api/community/me/export', leaving)).body).toEqual({ profile: null, posts: [], comments: [], votes: [], reports: [] });
  });

  it('both need a signed-in user', async () => {
    expect((await call('GET', '/api/community/me/export')).status).toBe(401);
    expect((await call('DELETE', '/api/community/me')).status).toBe(401);
  });
});
