import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { authorizeAtFakeOidcProvider, nameFromEmail, startFakeOidcProvider, type FakeOidcProvider } from '../src/index.js';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/auth/oidc/callback';
let op: FakeOidcProvider;

beforeAll(async () => {
  op = await startFakeOidcProvider();
});
afterAll(() => op?.stop());

/** An authorization request of our client (PKCE S256), as the identity service sends it. */
function authorizationUrl(verifier: string) {
  const url = new URL(`${op.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: op.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    prompt: 'consent',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

async function exchange(code: string, verifier: string) {
  const res = await fetch(`${op.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: op.clientId,
      client_secret: op.clientSecret,
    }),
  });
  return { status: res.status, body: (await res.json()) as { id_token?: string; error?: string } };
}

async function signIn(login: string) {
  const verifier = randomBytes(32).toString('base64url');
  const returned = await authorizeAtFakeOidcProvider(authorizationUrl(verifier), login);
  expect(`${returned.origin}${returned.pathname}`).toBe(REDIRECT_URI);
  expect(returned.searchParams.get('state')).toBe('state-1');
  return exchange(returned.searchParams.get('code')!, verifier);
}

describe('startFakeOidcProvider', () => {
  it('publishes discovery on 127.0.0.1 with PKCE S256 and its signing key', async () => {
    expect(op.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (await fetch(`${op.issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string };
    expect(discovery).toMatchObject({ issuer: op.issuer, code_challenge_methods_supported: ['S256'] });
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual(['test-key-1']);
  });

  it('signs in whoever logs in, with Google-like claims in the ID token', async () => {
    const { status, body } = await signIn('Ada.Byron@roadgremlin.test');
    expect(status).toBe(200);
    const { payload } = await jwtVerify(body.id_token!, createRemoteJWKSet(new URL(`${op.issuer}/jwks`)), {
      issuer: op.issuer,
      audience: op.clientId,
    });
    expect(payload).toMatchObject({
      sub: 'Ada.Byron@roadgremlin.test',
      email: 'ada.byron@roadgremlin.test',
      email_verified: true,
      hd: 'roadgremlin.test',
      name: 'Ada Byron',
      given_name: 'Ada',
      family_name: 'Byron',
      nonce: 'nonce-1',
    });
  });

  it('marks +unverified addresses unverified', async () => {
    const { body } = await signIn('eve+unverified@elsewhere.test');
    expect(decodeJwt(body.id_token!)).toMatchObject({ email_verified: false, hd: 'elsewhere.test', name: 'Eve' });
  });

  it('requires PKCE: a wrong code_verifier is refused', async () => {
    const returned = await authorizeAtFakeOidcProvider(authorizationUrl(randomBytes(32).toString('base64url')), 'ada@roadgremlin.test');
    const { status, body } = await exchange(returned.searchParams.get('code')!, randomBytes(32).toString('base64url'));
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('tamper rewrites the next ID tokens until reset', async () => {
    op.tamper = { signWith: 'foreign', claims: (c) => ({ ...c, aud: 'someone-else' }) };
    try {
      const { body } = await signIn('ada@roadgremlin.test');
      expect(decodeJwt(body.id_token!).aud).toBe('someone-else');
    } finally {
      op.tamper = null;
    }
    const { body } = await signIn('ada@roadgremlin.test');
    expect(decodeJwt(body.id_token!).aud).toBe(op.clientId);
  });

  it('abort cancels at the login page: access_denied at the redirect URI', async () => {
    const returned = await authorizeAtFakeOidcProvider(authorizationUrl(randomBytes(32).toString('base64url')), 'x@y.test', { abort: true });
    expect(`${returned.origin}${returned.pathname}`).toBe(REDIRECT_URI);
    expect(returned.searchParams.get('error')).toBe('access_denied');
  });
});

describe('nameFromEmail', () => {
  it('names the local part without its +tag', () => {
    expect(nameFromEmail('ada.byron+x1@roadgremlin.test')).toBe('Ada Byron');
    expect(nameFromEmail('grace_hopper@example.com')).toBe('Grace Hopper');
  });
});
