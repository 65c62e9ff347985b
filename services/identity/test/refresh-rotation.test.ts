import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { bearer, createTestEnv, post, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/auth/accounts.js';

/** Refresh tokens rotate on every refresh; reusing a rotated-out one ends the session as stolen. */
let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('rotation');
  app = await t.build();
});
afterAll(() => t.cleanup());

async function session() {
  const { email, password } = await signUp(app, uniqueEmail('rotor'), 'right-pass-7');
  return (await signIn(app, email, password)).json().session as { access_token: string; refresh_token: string };
}
const refresh = (token: string) => post(app, '/api/auth/refresh', { refresh_token: token });
const me = (access: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(access) });

describe('refresh token rotation', () => {
  it('answers a new refresh token on every refresh, in the same session (sid)', async () => {
    const first = await session();
    const a = await refresh(first.refresh_token);
    expect(a.statusCode).toBe(200);
    const second = a.json().session;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);
    const b = await refresh(second.refresh_token);
    expect(b.statusCode).toBe(200);
    const third = b.json().session;
    expect(new Set([first.refresh_token, second.refresh_token, third.refresh_token]).size).toBe(3);
    expect((await me(third.access_token)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated-out refresh token as theft: the session ends everywhere (revocation published)', async () => {
    const first = await session();
    const sid = decodeJwt(first.access_token).sid as string;
    const second = (await refresh(first.refresh_token)).json().session;
    const third = (await refresh(second.refresh_token)).json().session; // the thief's (or the owner's) latest

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('invalid_refresh_token');
    // The current refresh token is dead too, and every access token of the session is refused.
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    for (const access of [first.access_token, second.access_token, third.access_token]) {
      const res = await me(access);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('token_revoked');
    }
    const stored = (await t.redis.zrange(`${t.prefix}auth:revoked`, 0, -1)).map((s) => JSON.parse(s));
    expect(stored).toContainEqual({ sid, exp: expect.any(Number) });
  });

  it('a second use of the latest-but-one token after its grace window is theft as well', async () => {
    const first = await session();
    const second = (await refresh(first.refresh_token)).json().session;
    // Age the rotation record past the grace window.
    const keys = await t.redis.keys(`${t.prefix}identity:refresh-rotated:*`);
    for (const key of keys) {
      const record = JSON.parse((await t.redis.get(key))!);
      if (record.next === second.refresh_token) {
        record.at -= (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
        await t.redis.set(key, JSON.stringify(record), 'KEEPTTL');
      }
    }
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('two tabs refreshing with the same token at once both get the same successor (no false alarm)', async () => {
    const first = await session();
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().session.refresh_token).toBe(b.json().session.refresh_token);
    const next = await refresh(a.json().session.refresh_token);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().session.access_token)).statusCode).toBe(200);
  });
});
