import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, type JWTPayload } from 'jose';
import { bearer, createTestEnv, signIn, signUp, type TestEnv } from './helpers.js';
import { forgedTokens } from './forged-tokens.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;
let bad: Record<string, string>;
let user: { id: string; email: string; accessToken: string };

const ORIGIN = 'http://localhost:8080';

/** The two protected routes, called with the given token (or none). */
const calls = {
  'GET /api/auth/user': (token?: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: token ? bearer(token) : {} }),
  'POST /api/users/sync': (token?: string) =>
    app.inject({ method: 'POST', url: '/api/users/sync', headers: token ? bearer(token) : {}, payload: { id: user.id, email: user.email, firstName: 'Eve' } }),
};

beforeAll(async () => {
  t = await createTestEnv('tokens');
  app = await t.build();
  const account = await signUp(app);
  const { session } = (await signIn(app, account.email, account.password)).json();
  user = { id: account.user.id, email: account.email, accessToken: session.access_token };
  const sign = async (payload: JWTPayload) => (await app.identity.auth.api.signJWT({ body: { payload } })).token;
  bad = await forgedTokens({ claims: { sub: user.id, email: user.email, sid: decodeJwt(session.access_token).sid as string }, issuer: ORIGIN, audience: ORIGIN, sign });
});
afterAll(() => t.cleanup());

describe('protected routes refuse tokens that are not good', () => {
  for (const [route, call] of Object.entries(calls)) {
    it(`${route} answers 200 with the genuine token (the control case)`, async () => {
      expect((await call(user.accessToken)).statusCode).toBe(200);
    });

    it(`${route} answers 401 without a token`, async () => {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('missing_token');
    });

    for (const name of ['otherKey', 'expired', 'yearLong', 'futureIat', 'algNone', 'wrongAudience', 'tampered', 'garbage']) {
      it(`${route} answers 401 to a forged token: ${name}`, async () => {
        const res = await call(bad[name]);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toMatch(name === 'expired' || name === 'yearLong' ? /^token_expired$/ : /^invalid_token$/);
        expect(res.json().error.message).toMatch(/sign in again/i);
      });
    }
  }

  it('refuses the still-unexpired token of a deleted account on both routes', async () => {
    const account = await signUp(app);
    const { session } = (await signIn(app, account.email, account.password)).json();
    const token = session.access_token;
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);

    const del = await app.inject({ method: 'DELETE', url: '/api/auth/user', headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(await t.db.selectFrom('user').select('id').where('id', '=', account.user.id).execute()).toHaveLength(0);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('token_revoked');
    const sync = await app.inject({ method: 'POST', url: '/api/users/sync', headers: bearer(token), payload: { id: account.user.id, email: account.email } });
    expect(sync.statusCode).toBe(401);
    // Its refresh token is gone too, and the user revocation reached Redis for the other services.
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refresh_token } })).statusCode).toBe(401);
    const stored = (await t.redis.zrange(`${t.prefix}auth:revoked`, 0, -1)).map((s) => JSON.parse(s));
    expect(stored).toContainEqual({ userId: account.user.id, before: expect.any(Number), exp: expect.any(Number) });
    // And the account cannot sign in any more.
    expect((await signIn(app, account.email, account.password)).statusCode).toBe(401);
  });
});
