import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { CHANNELS, Session, User } from '@roadgremlin/contracts';
import { bearer, createTestEnv, post, signIn, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('flow');
  app = await t.build();
});
afterAll(() => t.cleanup());

describe('sign-up → sign-in → user → refresh → sign-out', () => {
  it('goes the whole way, and after sign-out the old access and refresh tokens answer 401', async () => {
    const email = uniqueEmail('flow');
    const up = await post(app, '/api/auth/sign-up', { email, password: 'secret-123', firstName: 'Ada', lastName: 'Lovelace' });
    expect(up.statusCode).toBe(200);
    const signUpBody = up.json();
    expect(User.parse(signUpBody.user)).toMatchObject({ email, user_metadata: { first_name: 'Ada', last_name: 'Lovelace' } });
    expect(Session.parse(signUpBody.session).token_type).toBe('bearer');

    const inRes = await signIn(app, email, 'secret-123');
    expect(inRes.statusCode).toBe(200);
    const { session, user } = inRes.json();
    expect(user.id).toBe(signUpBody.user.id);
    Session.parse(session);
    const claims = decodeJwt(session.access_token);
    expect(decodeProtectedHeader(session.access_token).alg).toBe('EdDSA');
    expect(claims).toMatchObject({ sub: user.id, email, name: 'Ada Lovelace', iss: 'http://localhost:8080', aud: 'http://localhost:8080' });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(session.expires_at).toBe(claims.exp);
    expect(session.expires_in).toBeGreaterThan(890);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, email, user_metadata: { first_name: 'Ada', last_name: 'Lovelace' } });

    const refreshed = await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().session;
    Session.parse(next);
    expect(decodeJwt(next.access_token)).toMatchObject({ sub: user.id, sid: claims.sid });

    const out = await post(app, '/api/auth/sign-out', { refresh_token: session.refresh_token }, bearer(session.access_token));
    expect(out.statusCode).toBe(204);

    for (const token of [session.access_token, next.access_token]) {
      const after = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
    }
    const again = await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toEqual({ code: 'invalid_refresh_token', message: 'Your session has ended. Please sign in again.' });
  });

  it('revokes the session in Redis so other services refuse it too', async () => {
    const email = uniqueEmail('revoke');
    await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
    const { session } = (await signIn(app, email, 'secret-123')).json();
    const sid = decodeJwt(session.access_token).sid as string;
    const out = await post(app, '/api/auth/sign-out', undefined, bearer(session.access_token));
    expect(out.statusCode).toBe(204);
    const stored = await t.redis.zrange(`${t.prefix}auth:revoked`, 0, -1);
    expect(stored.map((s) => JSON.parse(s))).toContainEqual({ sid, exp: expect.any(Number) });
    // Only the access token was given: the better-auth session is gone all the same.
    expect((await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
  });

  it('answers sign-out without any token with 204 (idempotent)', async () => {
    expect((await post(app, '/api/auth/sign-out', {})).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
  });

  it('refuses a second sign-up with the same e-mail with 422 user_already_exists and stores nothing', async () => {
    const email = uniqueEmail('dup');
    await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
    const before = await t.userCount();
    const res = await post(app, '/api/auth/sign-up', { email: email.toUpperCase(), password: 'other-secret' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    expect(await t.userCount()).toBe(before);
  });

  it('refuses a password shorter than 6 with 422 weak_password and the reason', async () => {
    const before = await t.userCount();
    const res = await post(app, '/api/auth/sign-up', { email: uniqueEmail('weak'), password: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', details: { reasons: ['length'] } });
    expect(await t.userCount()).toBe(before);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 invalid_credentials', async () => {
    const email = uniqueEmail('creds');
    await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
    const wrong = await signIn(app, email, 'not-the-password');
    const unknown = await signIn(app, uniqueEmail('nobody'), 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid email or password' });
    }
  });

  it('publishes user_signed_up on sign-up', async () => {
    const sub = t.redis.duplicate();
    const received: unknown[] = [];
    await sub.subscribe(`${t.prefix}${CHANNELS.userSignedUp}`);
    sub.on('message', (_c, raw) => received.push(JSON.parse(raw)));
    try {
      const email = uniqueEmail('event');
      const res = await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toEqual({ userId: res.json().user.id, email, at: expect.any(String) });
    } finally {
      await sub.quit();
    }
  });

  it('serves the JWKS and the auth config', async () => {
    const jwks = await app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: expect.any(String) });
    expect(jwks.json().keys[0]).not.toHaveProperty('d');
    const config = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ externalProvider: null, requireEmailConfirmation: false, canonicalOrigin: 'http://localhost:8080', previewHostSuffixes: [] });
  });

  it('lists the contract routes in /openapi.json', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const p of ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/refresh', '/api/auth/sign-out', '/api/auth/user', '/api/auth/recover', '/api/auth/reset-password', '/api/users/sync']) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });
});
