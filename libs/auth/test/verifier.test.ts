import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import Fastify from 'fastify';
import { SignJWT, generateKeyPair, exportJWK, createLocalJWKSet, type JWK } from 'jose';
import { Redis } from 'ioredis';
import { TokenVerifier, AuthError, bearerToken, MAX_TOKEN_AGE_SECONDS } from '../src/verifier.js';
import { RevocationList, publishRevocation } from '../src/revocation.js';
import { authPlugin } from '../src/plugin.js';

const ISS = 'http://localhost:8080';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `rgtest:auth:${Math.random().toString(36).slice(2)}:`;

type Key = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];
let signKey: Key;
let otherKey: Key;
let jwks: ReturnType<typeof createLocalJWKSet>;
let redis: Redis;
let revocations: RevocationList;
let verifier: TokenVerifier;

async function token(claims: Record<string, unknown> = {}, key: Key = signKey, exp: string | number = '15m') {
  return new SignJWT({ email: 'ada@example.com', sid: 'sess-1', ...claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
    .setSubject((claims.sub as string) ?? 'user-1')
    .setIssuer(ISS)
    .setAudience(ISS)
    .setIssuedAt((claims.iat as number | undefined) ?? Math.floor(Date.now() / 1000))
    .setExpirationTime(exp)
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  signKey = pair.privateKey;
  otherKey = (await generateKeyPair('EdDSA')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  jwks = createLocalJWKSet({ keys: [jwk] });
  redis = new Redis(redisUrl);
  revocations = new RevocationList(prefix);
  await revocations.start(redis);
  verifier = new TokenVerifier({ jwks, issuer: ISS, audience: ISS, revocations });
});
afterAll(async () => {
  await revocations.stop();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

async function expectCode(p: Promise<unknown>, code: string) {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AuthError);
  expect((err as AuthError).code).toBe(code);
}

describe('TokenVerifier', () => {
  it('accepts a token signed by the identity key and returns its claims', async () => {
    const claims = await verifier.verify(await token());
    expect(claims).toMatchObject({ sub: 'user-1', email: 'ada@example.com', sid: 'sess-1' });
  });
  it('refuses a token signed by another key', async () => {
    await expectCode(verifier.verify(await token({}, otherKey)), 'invalid_token');
  });
  it('refuses an expired token', async () => {
    await expectCode(verifier.verify(await token({}, signKey, Math.floor(Date.now() / 1000) - 10)), 'token_expired');
  });
  it('caps the age: a validly signed one-year token is refused once older than 15 minutes + skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const year = now + 365 * 24 * 3600;
    // Issued 16 minutes ago, expiring in a year: older than MAX_TOKEN_AGE_SECONDS.
    await expectCode(verifier.verify(await token({ iat: now - 16 * 60, sid: 'old-long' }, signKey, year)), 'token_expired');
    // Just issued with the same year-long exp: accepted now, but only until the cap (cache included).
    const fresh = await token({ sid: 'fresh-long' }, signKey, year);
    await verifier.verify(fresh);
    vi.useFakeTimers({ now: Date.now() + (MAX_TOKEN_AGE_SECONDS + 2) * 1000, toFake: ['Date'] });
    try {
      await expectCode(verifier.verify(fresh), 'token_expired');
    } finally {
      vi.useRealTimers();
    }
    expect(MAX_TOKEN_AGE_SECONDS).toBe(15 * 60 + 30);
  });
  it('refuses a validly signed token issued in the future (beyond the clock skew), accepts a little skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectCode(verifier.verify(await token({ iat: now + 3600, sid: 'future' }, signKey, now + 3600 + 600)), 'invalid_token');
    await expectCode(verifier.verify(await token({ iat: now + 120, sid: 'future2' }, signKey, now + 600)), 'invalid_token');
    await verifier.verify(await token({ iat: now + 10, sid: 'skewed' }, signKey, now + 600));
  });
  it('refuses a token without iat', async () => {
    const t = await new SignJWT({ email: 'a@b.c', sid: 's' }).setProtectedHeader({ alg: 'EdDSA', kid: 'k1' }).setSubject('u').setIssuer(ISS).setAudience(ISS).setExpirationTime('5m').sign(signKey);
    await expectCode(verifier.verify(t), 'invalid_token');
  });
  it('refuses alg:none', async () => {
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'user-1', email: 'a@b.c', sid: 's', iat: now, exp: now + 600, iss: ISS, aud: ISS })}.`;
    await expectCode(verifier.verify(unsigned), 'invalid_token');
  });
  it('refuses a token of another issuer', async () => {
    const t = await new SignJWT({ email: 'a@b.c', sid: 's' }).setProtectedHeader({ alg: 'EdDSA', kid: 'k1' }).setSubject('u').setIssuer('https://evil.example').setAudience(ISS).setIssuedAt().setExpirationTime('5m').sign(signKey);
    await expectCode(verifier.verify(t), 'invalid_token');
  });
  it('refuses a token missing the session claim', async () => {
    await expectCode(verifier.verify(await token({ sid: undefined })), 'invalid_token');
  });
  it('refuses a cached token once its session is revoked over Redis', async () => {
    const t = await token({ sid: 'sess-revoke-me' });
    await verifier.verify(t);
    await publishRevocation(redis, prefix, { sid: 'sess-revoke-me', exp: Math.floor(Date.now() / 1000) + 900 });
    await expect.poll(() => verifier.verify(t).then(() => 'ok', (e) => e.code)).toBe('token_revoked');
  });
  it('refuses every earlier token of a deleted user, and a late joiner learns it from the sorted set', async () => {
    const t = await token({ sub: 'user-gone', sid: 'sess-x' });
    await publishRevocation(redis, prefix, { userId: 'user-gone', before: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900 });
    const late = new RevocationList(prefix);
    await late.start(redis);
    const lateVerifier = new TokenVerifier({ jwks, issuer: ISS, audience: ISS, revocations: late });
    await expectCode(lateVerifier.verify(t), 'token_revoked');
    await late.stop();
  });
  it('verifies each distinct token once (cache) and evicts beyond its bound', async () => {
    let calls = 0;
    const counting = (...args: Parameters<typeof jwks>) => {
      calls++;
      return jwks(...args);
    };
    const v = new TokenVerifier({ jwks: counting, issuer: ISS, audience: ISS, cacheMax: 2 });
    const [a, b, c] = await Promise.all([token({ sid: 'a' }), token({ sid: 'b' }), token({ sid: 'c' })]);
    await v.verify(a);
    await v.verify(a);
    expect(calls).toBe(1);
    await v.verify(b);
    await v.verify(c); // evicts a
    await v.verify(a);
    expect(calls).toBe(4);
  });
  it('an unreachable key set is identity_unavailable (503), not a reason to sign out', async () => {
    const v = new TokenVerifier({ jwks: 'http://127.0.0.1:9/api/auth/jwks', issuer: ISS, audience: ISS });
    await expectCode(v.verify(await token()), 'identity_unavailable');
  });
  it('reads bearer tokens strictly', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('authPlugin', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(authPlugin, { verifier: new TokenVerifier({ jwks, issuer: ISS, audience: ISS }), adminEmails: 'Boss@Example.com, other@example.com' });
    app.get('/me', { preHandler: app.requireUser }, async (req) => ({ sub: req.user!.sub, admin: req.user!.isAdmin }));
    app.get('/maybe', { preHandler: app.optionalUser }, async (req) => ({ user: req.user?.sub ?? null }));
    app.get('/admin', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
    const body = { type: 'object', required: ['title'], properties: { title: { type: 'string', minLength: 1 } } };
    app.post('/things', { schema: { body }, preHandler: app.requireUser }, async (req) => ({ by: req.user!.sub }));
    app.post('/maybe-things', { schema: { body }, preHandler: [app.optionalUser] }, async (req) => ({ by: req.user?.sub ?? null }));
    app.post('/admin-things', { schema: { body }, preHandler: [app.requireAdmin, async () => {}] }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('requireUser answers 401 in the shared shape without a token', async () => {
    const res = await app.inject({ url: '/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('missing_token');
  });
  it('optionalUser lets anonymous callers through but refuses a bad token', async () => {
    expect((await app.inject({ url: '/maybe' })).json()).toEqual({ user: null });
    const bad = await app.inject({ url: '/maybe', headers: { authorization: `Bearer ${await token({}, otherKey)}` } });
    expect(bad.statusCode).toBe(401);
  });
  it('authenticates before validating: 401/403 before 400, whatever the body, so nothing about the request shape leaks to strangers', async () => {
    for (const payload of [{}, { title: 42 }, 'not json at all']) {
      const none = await app.inject({ method: 'POST', url: '/things', payload: payload as object, headers: { 'content-type': 'application/json' } });
      expect(none.statusCode).toBe(401);
      expect(none.json().error.code).toBe('missing_token');
      const forged = await app.inject({ method: 'POST', url: '/maybe-things', payload: payload as object, headers: { 'content-type': 'application/json', authorization: `Bearer ${await token({}, otherKey)}` } });
      expect(forged.statusCode).toBe(401);
      const user = await app.inject({ method: 'POST', url: '/admin-things', payload: payload as object, headers: { 'content-type': 'application/json', authorization: `Bearer ${await token()}` } });
      expect(user.statusCode).toBe(403);
    }
    // With a valid token the body is validated as before.
    const bad = await app.inject({ method: 'POST', url: '/things', payload: {}, headers: { authorization: `Bearer ${await token()}` } });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({ method: 'POST', url: '/things', payload: { title: 'Route 66' }, headers: { authorization: `Bearer ${await token()}` } });
    expect(good.json()).toEqual({ by: 'user-1' });
    expect((await app.inject({ method: 'POST', url: '/maybe-things', payload: { title: 'x' } })).json()).toEqual({ by: null });
  });
  it('requireAdmin: 403 for a user, 200 for an admin e-mail in any case', async () => {
    const user = await app.inject({ url: '/admin', headers: { authorization: `Bearer ${await token()}` } });
    expect(user.statusCode).toBe(403);
    expect(user.json().error.message).toBe('Administrator Access Required');
    const boss = await app.inject({ url: '/admin', headers: { authorization: `Bearer ${await token({ email: 'boss@example.com' })}` } });
    expect(boss.statusCode).toBe(200);
  });
});
