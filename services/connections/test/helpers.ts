import { SignJWT, generateKeyPair, exportJWK, createLocalJWKSet, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { createTestEnv } from '@roadgremlin/service-kit/testing';
import { TokenVerifier } from '@roadgremlin/auth';
import { startFakeOAuthProvider, type FakeOAuthProviderId } from '@roadgremlin/test-fakes';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { readPopupPage } from '../src/oauth/popup-page.js';

export const ORIGIN = 'http://localhost:8080';

export interface TestUser {
  sub: string;
  email: string;
}
export const user = (n: number | string): TestUser => ({ sub: `user-${n}`, email: `traveller${n}@example.com` });

/**
 * The connections app on a fresh database and Redis prefix, a local fake of the four providers, and
 * a local Ed25519 key set standing in for identity's JWKS.
 */
export async function startConnections(label: string, opts: { configured?: FakeOAuthProviderId[]; extraEnv?: Record<string, string> } = {}) {
  const fake = await startFakeOAuthProvider({ redirectBase: ORIGIN });
  const key = randomBytes(32);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rg-connections-'));
  const env = await createTestEnv(label, {
    PUBLIC_ORIGIN: ORIGIN,
    CONNECTIONS_ENCRYPTION_KEY: key.toString('base64'),
    DATA_DIR: dataDir,
    PROVIDER_TIMEOUT_MS: '3000',
    ...fake.env(opts.configured),
    ...opts.extraEnv,
  });
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  const verifier = new TokenVerifier({ jwks: createLocalJWKSet({ keys: [jwk] }), issuer: ORIGIN, audience: ORIGIN });
  const app = await buildApp({ config: loadConfig(env.env), verifier, logger: false });
  const client = new pg.Client({ connectionString: env.database.url });
  await client.connect();
  await client.query('set search_path = connections');

  const tokenFor = (u: TestUser) =>
    new SignJWT({ email: u.email, sid: `sess-${u.sub}` })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(u.sub)
      .setIssuer(ORIGIN)
      .setAudience(ORIGIN)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(pair.privateKey);

  async function auth(u: TestUser) {
    return { authorization: `Bearer ${await tokenFor(u)}` };
  }

  async function ticket(u: TestUser, provider: string) {
    const res = await app.inject({ method: 'POST', url: `/api/oauth/${provider}/ticket`, headers: await auth(u) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  /** Opens the popup URL: ticket → start (302 to the fake's consent page, with the browser cookie). */
  async function start(u: TestUser, provider: FakeOAuthProviderId) {
    const url = await ticket(u, provider);
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, res.body).toBe(302);
    const setCookie = String(res.headers['set-cookie'] ?? '');
    const cookie = setCookie.split(';')[0];
    return { authorizeUrl: String(res.headers.location), cookie, setCookie };
  }

  /** The browser at the fake's consent page: it redirects back to our callback. */
  async function consent(authorizeUrl: string) {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status, await res.clone().text()).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin).toBe(ORIGIN);
    return back.pathname + back.search;
  }

  async function callback(callbackPath: string, cookie?: string) {
    const res = await app.inject({ method: 'GET', url: callbackPath, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    return { res, page: readPopupPage(res.body) };
  }

  /** The whole popup flow, as a browser would walk it. */
  async function connect(u: TestUser, provider: FakeOAuthProviderId) {
    const s = await start(u, provider);
    const callbackPath = await consent(s.authorizeUrl);
    const result = await callback(callbackPath, s.cookie);
    return { ...result, callbackPath, cookie: s.cookie };
  }

  return {
    app,
    env,
    fake,
    key,
    dataDir,
    tokenFor,
    auth,
    ticket,
    start,
    consent,
    callback,
    connect,
    async sql<T extends pg.QueryResultRow = any>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    async close() {
      await client.end();
      await app.close();
      await fake.stop();
      await env.cleanup();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startConnections>>;
