import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startStack, type Stack } from './harness.js';

/**
 * Every /api answer carries `X-Content-Type-Options: nosniff`; private answers
 * `Cache-Control: no-store`; an answer whose service set its own caching (public postcards) keeps it.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_PER_MINUTE: '100000' }, {
    tripsRoutes: (app) => {
      app.get('/api/trips/postcards/:id', async (_request, reply) =>
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=604800').send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      );
    },
  });
});
afterAll(() => stack?.close());

function expectPrivate(res: { headers: Record<string, unknown> }) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('headers on /api answers', () => {
  it('authenticated JSON relayed from a service: no-store and nosniff', async () => {
    const token = await mintToken(stack.keys);
    for (const url of ['/api/auth/user', '/api/user/trips', '/api/users/me', '/api/connections', '/api/admin/stats']) {
      const res = await stack.gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expectPrivate(res);
    }
  });

  it("the gateway's own answers under /api too: 401, 413, 404, bad path", async () => {
    expectPrivate(await stack.gateway.inject({ method: 'GET', url: '/api/user/trips' }));
    const big = await stack.gateway.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(70 * 1024) });
    expect(big.statusCode).toBe(413);
    expectPrivate(big);
    const missing = await stack.gateway.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expectPrivate(missing);
    const climb = await stack.gateway.inject({ method: 'GET', url: '/api/community/posts%2f..%2f..%2fusers' });
    expect(climb.statusCode).toBe(400);
    expectPrivate(climb);
  });

  it('a public answer whose service sets its own caching keeps it (postcards), with nosniff', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/trips/postcards/abc.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the web app keeps its own caching (not under /api)', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
