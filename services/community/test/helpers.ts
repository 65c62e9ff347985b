import { SignJWT, generateKeyPair, exportJWK, createLocalJWKSet, type JWK } from 'jose';
import pg from 'pg';
import { createTestEnv } from '@roadgremlin/service-kit/testing';
import { TokenVerifier } from '@roadgremlin/auth';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const ISS = 'http://localhost:8080';
export const ADMIN_EMAIL = 'admin@roadgremlin.local';

export interface TestUser {
  sub: string;
  email: string;
  name?: string;
  /** The display name and avatar colour claims identity puts in every token. */
  displayName?: string;
  avatarColor?: string;
}

/**
 * The community app on a fresh database and Redis prefix, with a local Ed25519 key set standing in
 * for identity's JWKS. `sql` reads what was stored; `tokenFor` mints access tokens.
 */
export async function startCommunity(label: string, extraEnv: Record<string, string> = {}) {
  // Write limits off unless a test sets them: most tests write more than an account may in an hour.
  const env = await createTestEnv(label, { HOT_REFRESH_SECONDS: '0', DB_POOL_MAX: '20', POST_LIMIT_PER_HOUR: '0', COMMENT_LIMIT_PER_HOUR: '0', ...extraEnv });
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  const other = await generateKeyPair('EdDSA');
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  const verifier = new TokenVerifier({ jwks: createLocalJWKSet({ keys: [jwk] }), issuer: ISS, audience: ISS });
  const app = await buildApp({ config: loadConfig(env.env), verifier, logger: false });
  const client = new pg.Client({ connectionString: env.database.url });
  await client.connect();
  await client.query('set search_path = community');

  const sign = (user: TestUser, key: typeof pair.privateKey) =>
    new SignJWT({
      email: user.email,
      sid: `sess-${user.sub}`,
      ...(user.name ? { name: user.name } : {}),
      ...(user.displayName ? { displayName: user.displayName } : {}),
      ...(user.avatarColor ? { avatarColor: user.avatarColor } : {}),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(user.sub)
      .setIssuer(ISS)
      .setAudience(ISS)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(key);

  return {
    app,
    env,
    async sql<T extends pg.QueryResultRow = any>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    tokenFor: (user: TestUser) => sign(user, pair.privateKey),
    /** A well-formed token signed by a key the service does not trust. */
    foreignToken: (user: TestUser) => sign(user, other.privateKey),
    async close() {
      await client.end();
      await app.close();
      await env.cleanup();
    },
  };
}

export type Community = Awaited<ReturnType<typeof startCommunity>>;

export function user(n: number | string, extra: Partial<TestUser> = {}): TestUser {
  return { sub: `user-${n}`, email: `traveller${n}@example.com`, ...extra };
}
