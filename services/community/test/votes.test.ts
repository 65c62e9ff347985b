import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Comment, Post } from '@roadgremlin/contracts';
import { startCommunity, user, type Community } from './helpers.js';

let c: Community;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  c = await startCommunity('community_votes');
});
afterAll(async () => c?.close());

async function newPost(token: string): Promise<Post> {
  const res = await c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title: 'Vote on me', content: 'Please' } });
  expect(res.statusCode).toBe(201);
  return res.json();
}
async function newComment(token: string, postId: string): Promise<Comment> {
  const res = await c.app.inject({ method: 'POST', url: `/api/community/posts/${postId}/comments`, headers: auth(token), payload: { content: 'A comment' } });
  expect(res.statusCode).toBe(201);
  return res.json();
}
function vote(token: string, url: string, voteType: string) {
  return c.app.inject({ method: 'POST', url, headers: auth(token), payload: { voteType } });
}

/** The stored counters next to what the vote rows say. */
async function postCounts(postId: string) {
  const [row] = await c.sql(
    `select p.upvotes, p.downvotes,
            (select count(*)::int from post_votes v where v.post_id = p.id and v.vote = 1) as rows_up,
            (select count(*)::int from post_votes v where v.post_id = p.id and v.vote = -1) as rows_down
       from posts p where p.id = $1`,
    [postId],
  );
  return row as { upvotes: number; downvotes: number; rows_up: number; rows_down: number };
}
async function commentCounts(commentId: string) {
  const [row] = await c.sql(
    `select c.upvotes, c.downvotes,
            (select count(*)::int from comment_votes v where v.comment_id = c.id and v.vote = 1) as rows_up,
            (select count(*)::int from comment_votes v where v.comment_id = c.id and v.vote = -1) as rows_down
       from comments c where c.id = $1`,
    [commentId],
  );
  return row as { upvotes: number; downvotes: number; rows_up: number; rows_down: number };
}

describe('post votes', () => {
  it('up, up again takes it back, down switches it, down again takes it back; the answer is the updated post', async () => {
    const author = await c.tokenFor(user('author'));
    const voter = await c.tokenFor(user('voter'));
    const post = await newPost(author);
    const url = `/api/community/posts/${post.id}/vote`;

    const steps: [string, Partial<Post>][] = [
      ['up', { upvotes: 1, downvotes: 0, userVote: 'up' }],
      ['up', { upvotes: 0, downvotes: 0, userVote: 'none' }],
      ['down', { upvotes: 0, downvotes: 1, userVote: 'down' }],
      ['up', { upvotes: 1, downvotes: 0, userVote: 'up' }],
      ['down', { upvotes: 0, downvotes: 1, userVote: 'down' }],
      ['down', { upvotes: 0, downvotes: 0, userVote: 'none' }],
    ];
    for (const [type, expected] of steps) {
      const res = await vote(voter, url, type);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, ...expected });
      const counts = await postCounts(post.id);
      expect([counts.upvotes, counts.downvotes]).toEqual([expected.upvotes, expected.downvotes]);
      expect([counts.rows_up, counts.rows_down]).toEqual([expected.upvotes, expected.downvotes]);
    }
  });

  it("voteType other than up/down answers 400 with the contract's message; no token answers 401", async () => {
    const t = await c.tokenFor(user('v2'));
    const post = await newPost(t);
    const bad = await vote(t, `/api/community/posts/${post.id}/vote`, 'sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("voteType must be 'up' or 'down'");
    const anon = await c.app.inject({ method: 'POST', url: `/api/community/posts/${post.id}/vote`, payload: { voteType: 'up' } });
    expect(anon.statusCode).toBe(401);
    expect(await postCounts(post.id)).toEqual({ upvotes: 0, downvotes: 0, rows_up: 0, rows_down: 0 });
  });

  it('200 users voting concurrently on one post give exact counts', async () => {
    const post = await newPost(await c.tokenFor(user('popular')));
    const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => c.tokenFor(user(`crowd-${i}`))));
    const results = await Promise.all(tokens.map((t, i) => vote(t, `/api/community/posts/${post.id}/vote`, i % 4 === 0 ? 'down' : 'up')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await postCounts(post.id)).toEqual({ upvotes: 150, downvotes: 50, rows_up: 150, rows_down: 50 });
    const listed = (await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}`, headers: auth(tokens[0]!) })).json();
    expect(listed).toMatchObject({ upvotes: 150, downvotes: 50, userVote: 'down' });
  });

  it('one user sending 50 concurrent mixed votes holds at most one vote and the counts equal the rows, every time', async () => {
    const t = await c.tokenFor(user('frantic'));
    for (let round = 0; round < 3; round++) {
      const post = await newPost(t);
      const types = Array.from({ length: 50 }, (_, i) => ((i * 7 + round) % 3 === 0 ? 'down' : 'up'));
      const results = await Promise.all(types.map((type) => vote(t, `/api/community/posts/${post.id}/vote`, type)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const counts = await postCounts(post.id);
      expect(counts.rows_up + counts.rows_down).toBeLessThanOrEqual(1);
      expect([counts.upvotes, counts.downvotes]).toEqual([counts.rows_up, counts.rows_down]);
      // The answers were produced one after another: replaying them in any serial order must end in
      // the stored state, so the stored vote is one that some answer reported.
      const finalVote = counts.rows_up ? 'up' : counts.rows_down ? 'down' : 'none';
      expect(results.map((r) => r.json().userVote)).toContain(finalVote);
    }
  });
});

describe('comment votes', () => {
  it('toggle and switch on a comment, with the comment as the answer', async () => {
    const a = await c.tokenFor(user('ca'));
    const post = await newPost(a);
    const comment = await newComment(a, post.id);
    const url = `/api/community/comments/${comment.id}/vote`;
    expect((await vote(a, url, 'up')).json()).toMatchObject({ id: comment.id, upvotes: 1, downvotes: 0, userVote: 'up' });
    expect((await vote(a, url, 'down')).json()).toMatchObject({ upvotes: 0, downvotes: 1, userVote: 'down' });
    expect((await vote(a, url, 'down')).json()).toMatchObject({ upvotes: 0, downvotes: 0, userVote: 'none' });
    expect(await commentCounts(comment.id)).toEqual({ upvotes: 0, downvotes: 0, rows_up: 0, rows_down: 0 });
    const missing = await vote(a, '/api/community/comments/00000000-0000-4000-8000-000000000000/vote', 'up');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Comment not found');
    expect((await vote(a, '/api/community/comments/xyz/vote', 'up')).statusCode).toBe(404);
  });

  it('100 users and one frantic user voting on one comment at once keep exact counts', async () => {
    const a = await c.tokenFor(user('cb'));
    const post = await newPost(a);
    const comment = await newComment(a, post.id);
    const url = `/api/community/comments/${comment.id}/vote`;
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => c.tokenFor(user(`ccrowd-${i}`))));
    const frantic = await c.tokenFor(user('cfrantic'));
    const results = await Promise.all([
      ...crowd.map((t, i) => vote(t, url, i % 5 === 0 ? 'down' : 'up')),
      ...Array.from({ length: 30 }, (_, i) => vote(frantic, url, i % 2 ? 'up' : 'down')),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const counts = await commentCounts(comment.id);
    expect([counts.upvotes, counts.downvotes]).toEqual([counts.rows_up, counts.rows_down]);
    const [{ n }] = await c.sql(`select count(*)::int as n from comment_votes where comment_id = $1 and user_id = 'user-cfrantic'`, [comment.id]);
    expect(n).toBeLessThanOrEqual(1);
    expect(counts.rows_up + counts.rows_down).toBe(100 + n);
  });

  it('votes on a comment of a deleted post answer 404 and change nothing', async () => {
    const a = await c.tokenFor(user('cc'));
    const post = await newPost(a);
    const comment = await newComment(a, post.id);
    await c.app.inject({ method: 'DELETE', url: `/api/community/posts/${post.id}`, headers: auth(a) });
    expect((await vote(a, `/api/community/comments/${comment.id}/vote`, 'up')).statusCode).toBe(404);
    expect(await commentCounts(comment.id)).toEqual({ upvotes: 0, downvotes: 0, rows_up: 0, rows_down: 0 });
  });
});
