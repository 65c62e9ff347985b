import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRevocation } from '@roadgremlin/auth';
import { closedPortUrl, makeKeys, mintToken, ORIGIN, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  stack.gateway.inject({ method: 'GET', url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

function expectShared401(res: { statusCode: number; json: () => any }, code: string) {
  expect(res.statusCode).toBe(401);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(10);
}

describe('routes that need a user', () => {
  it('GET /api/user/trips with a good token reaches trips with the Authorization header intact', async () => {
    const token = await mintToken(stack.keys);
    const res = await get('/api/user/trips?limit=5', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.service).toBe('trips');
    expect(body.url).toBe('/api/user/trips?limit=5');
    expect(body.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('without a token answers 401 missing_token and never reaches the service', async () => {
    const before = stack.upstreams.trips.seen.length;
    const res = await get('/api/user/trips', undefined, { 'x-request-id': 'rid-401' });
    expectShared401(res, 'missing_token');
    expect(res.headers['x-request-id']).toBe('rid-401');
    expect(stack.upstreams.trips.seen.length).toBe(before);
  });

  it('with a token signed by another key answers 401 invalid_token', async () => {
    const other = await makeKeys('test-key'); // same kid, different key: the signature cannot verify
    expectShared401(await get('/api/user/trips', await mintToken(other)), 'invalid_token');
    const unknownKid = await makeKeys('rogue');
    expectShared401(await get('/api/user/trips', await mintToken(unknownKid)), 'invalid_token');
  });

  it('with an expired token answers 401 token_expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    expectShared401(await get('/api/user/trips', await mintToken(stack.keys, { iat: now - 3600, exp: now - 60 })), 'token_expired');
  });

  it('with an alg:none token answers 401 invalid_token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'user-1', email: 'a@b.c', sid: 's', iat: now, exp: now + 600, iss: ORIGIN, aud: ORIGIN })}.`;
    expectShared401(await get('/api/user/trips', token), 'invalid_token');
  });

  it('with a token for another audience or issuer answers 401', async () => {
    expectShared401(await get('/api/user/trips', await mintToken(stack.keys, { aud: 'https://elsewhere.example' })), 'invalid_token');
    expectShared401(await get('/api/user/trips', await mintToken(stack.keys, { iss: 'https://elsewhere.example' })), 'invalid_token');
  });

  it('a token whose session is revoked works, then answers 401 token_revoked once identity publishes the revocation', async () => {
    const sid = `revoked-${Date.now()}`;
    const token = await mintToken(stack.keys, { sid });
    expect((await get('/api/users/me', token)).statusCode).toBe(200);
    await publishRevocation(stack.redis, stack.config.REDIS_PREFIX, { sid, exp: Math.floor(Date.now() / 1000) + 900 });
    // The revocation arrives over pub/sub: allow it a moment.
    let res = await get('/api/users/me', token);
    for (let i = 0; i < 50 && res.statusCode === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await get('/api/users/me', token);
    }
    expectShared401(res, 'token_revoked');
    // Another session of the same user is untouched.
    expect((await get('/api/users/me', await mintToken(stack.keys))).statusCode).toBe(200);
  });

  it('POST /api/community/posts needs a user; GET does not', async () => {
    const post = await stack.gateway.inject({ method: 'POST', url: '/api/community/posts', payload: { title: 't', content: 'c', category: 'general' } });
    expectShared401(post, 'missing_token');
    const token = await mintToken(stack.keys);
    const ok = await stack.gateway.inject({
      method: 'POST',
      url: '/api/community/posts',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 't', content: 'c', category: 'general' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().body).toEqual({ title: 't', content: 'c', category: 'general' });
  });

  it('/api/admin needs a user (the service checks the admin e-mail itself)', async () => {
    expectShared401(await get('/api/admin/stats'), 'missing_token');
    expect((await get('/api/admin/stats', await mintToken(stack.keys))).json().service).toBe('adminStats');
  });
});

describe('public routes', () => {
  it.each([
    ['/api/auth/signin', 'identity'],
    ['/api/journey-activity', 'trips'],
    ['/api/google-streetview?lat=1&lng=2', 'trips'],
    ['/api/trips/shared/abc123', 'trips'],
    ['/api/trips/postcards/us-nv-rhyolite.svg', 'trips'],
    ['/api/community/posts?category=all', 'community'],
    ['/api/oauth/spotify/start?ticket=t1', 'connections'],
    ['/api/oauth/spotify/callback?code=c&state=s', 'connections'],
  ])('GET %s passes without a token', async (url, service) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toBe(service);
  });

  it('the rest of /api/trips and /api/oauth still needs a user', async () => {
    expectShared401(await get('/api/trips/abc123'), 'missing_token');
    expectShared401(await stack.gateway.inject({ method: 'POST', url: '/api/oauth/save-connection', payload: {} }), 'missing_token');
    expectShared401(await get('/api/oauth/spotify/start/../../users/me'), 'missing_token');
  });

  it('a bad token on a public route answers 401', async () => {
    const other = await makeKeys('rogue');
    expectShared401(await get('/api/community/posts', await mintToken(other)), 'invalid_token');
    expectShared401(await get('/api/journey-activity', 'not-a-jwt'), 'invalid_token');
  });

  it('unknown /api paths answer 404 in the shared shape', async () => {
    const res = await get('/api/nope', undefined, { 'x-request-id': 'rid-404' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('rid-404');
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'There is nothing at GET /api/nope.' } });
  });
});

describe('identity down', () => {
  it('a new token answers 503 naming identity (not a 401 that would sign the user out)', async () => {
    const down = await startStack({ IDENTITY_URL: await closedPortUrl() });
    try {
      const res = await down.gateway.inject({ method: 'GET', url: '/api/user/trips', headers: { authorization: `Bearer ${await mintToken(down.keys)}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'service_unavailable',
        message: 'The identity service is not answering right now. Please try again in a moment.',
      });
    } finally {
      await down.close();
    }
  });
});
