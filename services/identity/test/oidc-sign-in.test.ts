import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig, oidcSettings } from '../src/config.js';
import { authorizeAtFakeOidcProvider, startFakeOidcProvider, type FakeOidcProvider } from '@roadgremlin/test-fakes';
import { callback, landing, PUBLIC_ORIGIN, signInExternally, startFlow } from './oidc-browser.js';
import { bearer, createTestEnv, post, signIn, signUp, type TestEnv } from './helpers.js';

let t: TestEnv;
let op: FakeOidcProvider;
let app: Awaited<ReturnType<TestEnv['build']>>;
const DOMAIN = 'roadgremlin.test';

/** What the app logged (JSON lines): the refusals' reasons, which the browser never sees. */
const logLines: Record<string, any>[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line)) };
/** The reason logged for the latest refusal: the openid-client error code, or our own detail. */
function lastRefusalReason() {
  const entry = [...logLines].reverse().find((l) => String(l.msg).startsWith('external sign-in refused'));
  return entry?.err?.cause?.error ?? entry?.err?.code ?? entry?.detail?.reason;
}

let n = 0;
/** A fresh address of the hosted domain; the provider names 'ada.byron+…' Ada Byron. */
const member = (tag = 'member') => `${tag}+${Date.now().toString(36)}${(n++).toString(36)}@${DOMAIN}`;

beforeAll(async () => {
  t = await createTestEnv('oidc');
  op = await startFakeOidcProvider();
  app = await t.build({
    PUBLIC_ORIGIN,
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_PROVIDER_NAME: 'Google',
    GOOGLE_HOSTED_DOMAIN: DOMAIN,
  }, { logger: { level: 'warn', stream: logStream } });
});
afterAll(async () => {
  await t?.cleanup();
  await op?.stop();
});

async function userByEmail(email: string) {
  return t.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();
}
async function accountsOf(userId: string) {
  const { rows } = await sql<{ providerId: string; accountId: string }>`
    select "providerId", "accountId" from identity.account where "userId" = ${userId} order by "createdAt"`.execute(t.db);
  return rows;
}

/** A callback that refused: it lands on /auth with error and error_description, and created no user. */
function expectRefusal(land: ReturnType<typeof landing>, error: string, description: RegExp) {
  expect(`${land.location.origin}${land.path}`).toBe(`${PUBLIC_ORIGIN}/auth`);
  expect(land.query.get('error')).toBe(error);
  expect(land.query.get('error_description')).toMatch(description);
  expect(land.location.hash).toBe('');
}

describe('configuration', () => {
  it('GET /api/auth/config names the provider and the canonical origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({
      externalProvider: { id: 'oidc', name: 'Google' },
      requireEmailConfirmation: false,
      canonicalOrigin: PUBLIC_ORIGIN,
      previewHostSuffixes: [],
    });
  });

  it('GOOGLE_CLIENT_ID/SECRET alone mean the issuer https://accounts.google.com, labelled Google; another issuer is SSO', () => {
    const base = { DATABASE_URL: 'postgres://x/y' };
    expect(oidcSettings(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toMatchObject({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      name: 'Google',
      provider: 'google',
    });
    expect(oidcSettings(loadConfig({ ...base, OIDC_ISSUER: 'https://sso.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }))).toMatchObject({ name: 'SSO', provider: 'oidc' });
    expect(oidcSettings(loadConfig(base))).toBeNull();
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://sso.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(/OIDC_ISSUER must use https/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'https://sso.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('without a provider there are no OIDC routes and the config says null', async () => {
    const plain = await t.build();
    expect((await plain.inject({ method: 'GET', url: '/api/auth/config' })).json().externalProvider).toBeNull();
    expect((await plain.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
  });
});

describe('GET /api/auth/oidc/start', () => {
  it('redirects to the issuer with code + PKCE S256, state, nonce, the hd hint, offline access, consent and openid email profile', async () => {
    const flow = await startFlow(app);
    const url = flow.authorizationUrl;
    expect(`${url.origin}${url.pathname}`).toBe(`${op.issuer}/auth`);
    const p = url.searchParams;
    expect(Object.fromEntries(p)).toMatchObject({
      client_id: op.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_ORIGIN}/api/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      hd: DOMAIN,
    });
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(flow.setCookie).toMatch(/^rg_oidc_flow=[A-Za-z0-9_-]+; Path=\/api\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax$/);
    // The verifier and nonce stay on the server, keyed by state, for ten minutes.
    expect(await t.redis.ttl(`${t.prefix}oidc:flow:${p.get('state')}`)).toBeGreaterThan(590);
  });

  it('an unreachable issuer sends the browser back to /auth with external_login_failed', async () => {
    const down = await t.build({ PUBLIC_ORIGIN, OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' });
    const res = await down.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expectRefusal(landing(res), 'external_login_failed', /SSO sign-in is not available right now/);
  });
});

describe('the code flow through the real login and consent pages', () => {
  it('creates the user and a session, and lands on /auth/callback with the tokens in the hash', async () => {
    const email = member('ada.byron');
    const before = await t.userCount();
    const land = await signInExternally(app, email);

    expect(`${land.location.origin}${land.path}`).toBe(`${PUBLIC_ORIGIN}/auth/callback`);
    expect(land.location.search).toBe('');
    expect(land.hash.get('token_type')).toBe('bearer');
    expect(Number(land.hash.get('expires_in'))).toBeGreaterThan(0);
    expect(await t.userCount()).toBe(before + 1);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(land.hash.get('access_token')!) });
    expect(me.statusCode).toBe(200);
    // The full name only: the web app splits it into first and last name for the user sync.
    expect(me.json().user).toMatchObject({
      email,
      user_metadata: { full_name: 'Ada Byron' },
      app_metadata: { provider: 'oidc', providers: ['oidc'] },
      email_confirmed_at: expect.any(String),
    });
    expect(me.json().user.user_metadata.first_name).toBeUndefined();
    const refreshed = await post(app, '/api/auth/refresh', { refresh_token: land.hash.get('refresh_token') });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().session.user.email).toBe(email);

    const user = await userByEmail(email);
    expect(await accountsOf(user!.id)).toEqual([{ providerId: `oidc:${op.issuer}`, accountId: email }]);
  });

  it('a second sign-in with the same identity reaches the same user', async () => {
    const email = member('returning');
    const first = await signInExternally(app, email);
    const count = await t.userCount();
    const second = await signInExternally(app, email);
    expect(await t.userCount()).toBe(count);
    const idOf = async (land: typeof first) =>
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(land.hash.get('access_token')!) })).json().user.id;
    expect(await idOf(second)).toBe(await idOf(first));
  });

  it('redirect_to=/auth-redirect is honoured; any other target falls back to /auth/callback', async () => {
    const flow = await startFlow(app, '/auth-redirect');
    const land = landing(await callback(app, await authorizeAtFakeOidcProvider(flow.authorizationUrl, member()), flow.cookie));
    expect(land.path).toBe('/auth-redirect');
    expect(land.hash.get('access_token')).toBeTruthy();

    const evil = await startFlow(app, 'https://evil.example/steal');
    const evilLand = landing(await callback(app, await authorizeAtFakeOidcProvider(evil.authorizationUrl, member()), evil.cookie));
    expect(`${evilLand.location.origin}${evilLand.path}`).toBe(`${PUBLIC_ORIGIN}/auth/callback`);
  });
});

describe('refusals', () => {
  it('a user of another hosted domain is refused with a message naming the allowed domain, and nothing is stored', async () => {
    const before = await t.userCount();
    const land = await signInExternally(app, `eve.${Date.now()}@elsewhere.test`);
    expectRefusal(land, 'access_denied', /^Only roadgremlin\.test accounts can sign in to Road Gremlin, and eve\.\d+@elsewhere\.test is not one\.$/);
    expect(await t.userCount()).toBe(before);
  });

  it('a tampered state is refused and creates nothing', async () => {
    const flow = await startFlow(app);
    const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member());
    const state = returned.searchParams.get('state')!;
    const tampered = new URL(returned);
    tampered.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`);
    const before = await t.userCount();
    expectRefusal(landing(await callback(app, tampered, flow.cookie)), 'external_login_failed', /expired or was started in another browser/);
    expect(lastRefusalReason()).toBe('unknown, used or expired state');
    expect(await t.userCount()).toBe(before);
  });

  it('a callback without the browser binding cookie (another browser: login CSRF) is refused', async () => {
    const flow = await startFlow(app);
    const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member());
    expectRefusal(landing(await callback(app, returned, null)), 'external_login_failed', /started in another browser/);
    expect(lastRefusalReason()).toBe('binding cookie mismatch');
    // The state is single use: the refusal consumed it.
    expectRefusal(landing(await callback(app, returned, flow.cookie)), 'external_login_failed', /expired/);
  });

  it('a reused callback (code and state already spent) is refused', async () => {
    const flow = await startFlow(app);
    const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member());
    expect(landing(await callback(app, returned, flow.cookie)).path).toBe('/auth/callback');
    expectRefusal(landing(await callback(app, returned, flow.cookie)), 'external_login_failed', /expired/);
  });

  it('an expired authorization code is refused by the token endpoint, and the sign-in fails', async () => {
    op.codeTtlSeconds = 1;
    try {
      const flow = await startFlow(app);
      const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member());
      await new Promise((r) => setTimeout(r, 2100));
      const before = await t.userCount();
      expectRefusal(landing(await callback(app, returned, flow.cookie)), 'external_login_failed', /could not verify your Google sign-in/);
      expect(lastRefusalReason()).toBe('invalid_grant');
      expect(await t.userCount()).toBe(before);
    } finally {
      op.codeTtlSeconds = 60;
    }
  });

  // Each re-signed token differs from a valid one in one respect only; the logged openid-client
  // error code shows which check refused it.
  const tampered: [string, NonNullable<FakeOidcProvider['tamper']>, string][] = [
    ['a wrong nonce', { signWith: 'provider', claims: (c) => ({ ...c, nonce: 'not-the-nonce-we-sent' }) }, 'OAUTH_JWT_CLAIM_COMPARISON_FAILED'],
    ['an ID token of another issuer', { signWith: 'provider', claims: (c) => ({ ...c, iss: 'http://127.0.0.1:1/another-issuer' }) }, 'OAUTH_JWT_CLAIM_COMPARISON_FAILED'],
    ['an ID token for another client (aud)', { signWith: 'provider', claims: (c) => ({ ...c, aud: 'someone-else' }) }, 'OAUTH_JWT_CLAIM_COMPARISON_FAILED'],
    ['an expired ID token', { signWith: 'provider', claims: (c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }) }, 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED'],
    ['an ID token signed with a key not in the issuer JWKS', { signWith: 'foreign', claims: (c) => c }, 'OAUTH_KEY_SELECTION_FAILED'],
  ];
  for (const [what, tamper, reason] of tampered) {
    it(`${what} is refused and creates nothing`, async () => {
      const flow = await startFlow(app);
      const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member('tampered'));
      op.tamper = tamper;
      try {
        const before = await t.userCount();
        expectRefusal(landing(await callback(app, returned, flow.cookie)), 'external_login_failed', /could not verify your Google sign-in/);
        expect(lastRefusalReason()).toBe(reason);
        expect(await t.userCount()).toBe(before);
      } finally {
        op.tamper = null;
      }
    });
  }

  it('the provider’s own error (the user cancelled) is passed on to /auth', async () => {
    const flow = await startFlow(app);
    const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, member(), { abort: true });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expectRefusal(landing(await callback(app, returned, flow.cookie)), 'access_denied', /aborted/);
  });

  it('a new user whose e-mail the provider has not verified is refused', async () => {
    const before = await t.userCount();
    const land = await signInExternally(app, member('new+unverified'));
    expectRefusal(land, 'external_login_failed', /has not verified/);
    expect(await t.userCount()).toBe(before);
  });
});

describe('linking rule: an e-mail that already has a password account', () => {
  it('links when the provider says email_verified; a confirmed account keeps its password', async () => {
    const email = member('linked');
    const { user } = await signUp(app, email, 'gremlin-pass-1');
    await t.db.updateTable('user').set({ emailVerified: true, emailConfirmedAt: new Date() }).where('id', '=', user.id).execute();

    const land = await signInExternally(app, email);
    expect(land.path).toBe('/auth/callback');
    const me = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(land.hash.get('access_token')!) })).json().user;
    expect(me.id).toBe(user.id);
    expect(me.app_metadata).toEqual({ provider: 'email', providers: ['email', 'oidc'] });
    expect((await accountsOf(user.id)).map((a) => a.providerId)).toEqual(['credential', `oidc:${op.issuer}`]);
    expect((await signIn(app, email, 'gremlin-pass-1')).statusCode).toBe(200);
  });

  it('links to a never-confirmed account, but drops its unproven password and its sessions', async () => {
    const email = member('squatted');
    const { user, session } = await signUp(app, email, 'squatter-pass');
    const land = await signInExternally(app, email);
    expect(land.path).toBe('/auth/callback');
    expect((await accountsOf(user.id)).map((a) => a.providerId)).toEqual([`oidc:${op.issuer}`]);
    expect((await signIn(app, email, 'squatter-pass')).statusCode).toBe(401);
    expect((await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session.access_token) })).statusCode).toBe(401);
    expect((await userByEmail(email))!.emailVerified).toBe(true);
  });

  it('refuses with account_conflict when the provider has not verified the e-mail; the password account is untouched', async () => {
    const email = member('conflict+unverified');
    const { user } = await signUp(app, email, 'gremlin-pass-1');
    const land = await signInExternally(app, email);
    expectRefusal(land, 'account_conflict', /already registered/);
    expect((await accountsOf(user.id)).map((a) => a.providerId)).toEqual(['credential']);
    expect((await signIn(app, email, 'gremlin-pass-1')).statusCode).toBe(200);
  });
});
