import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createDb, createRedis } from '@roadgremlin/service-kit';
import { clearRedisPrefix, createTestDatabase, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/types.js';

export const ADMIN_EMAIL = 'admin@roadgremlin.local';
export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** One test file's world: its own database, Redis prefix, data directory and secret. */
export interface TestEnv {
  label: string;
  dbUrl: string;
  /** search_path identity; for assertions on what was stored. */
  db: Kysely<Database>;
  redis: Redis;
  prefix: string;
  dataDir: string;
  env(overrides?: Record<string, string | undefined>): Record<string, string | undefined>;
  build(overrides?: Record<string, string | undefined>, options?: Omit<Parameters<typeof buildApp>[0], 'config'>): ReturnType<typeof buildApp>;
  userCount(): Promise<number>;
  cleanup(): Promise<void>;
}

export async function createTestEnv(label: string): Promise<TestEnv> {
  const database = await createTestDatabase(`identity_${label}`);
  const prefix = testRedisPrefix(`identity-${label}`);
  const redis = createRedis(testRedisUrl());
  const dataDir = await mkdtemp(path.join(tmpdir(), `rg-identity-${label}-`));
  const db = createDb<Database>({ url: database.url, schema: 'identity' });
  const secret = randomBytes(32).toString('base64url');
  const apps: { close(): Promise<unknown> }[] = [];
  const env = (overrides: Record<string, string | undefined> = {}) => ({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: secret,
    ADMIN_PASSWORD,
    // Every file signs up many accounts from one address; test/account.test.ts checks the limit itself.
    SIGNUP_LIMIT_PER_HOUR: '0',
    // No trips, forum or connections service here: their part of a person's data is checked in their
    // own tests and, all together, in the browser tests (apps/web-e2e account.spec.ts).
    TRIPS_URL: '',
    COMMUNITY_URL: '',
    CONNECTIONS_URL: '',
    ...overrides,
  });
  return {
    label,
    dbUrl: database.url,
    db,
    redis,
    prefix,
    dataDir,
    env,
    async build(overrides, options = {}) {
      const app = await buildApp({ ...options, config: loadConfig(env(overrides)) });
      apps.push(app);
      return app;
    },
    async userCount() {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity."user"`.execute(db);
      return rows[0].n;
    },
    async cleanup() {
      for (const app of apps) await app.close().catch(() => {});
      await db.destroy();
      await clearRedisPrefix(redis, prefix);
      await redis.quit();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

export function post(app: App, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

let counter = 0;
export function uniqueEmail(tag = 'traveller') {
  return `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
}

export async function signUp(app: App, email = uniqueEmail(), password = 'gremlin-pass-1', names: { firstName?: string; lastName?: string } = {}) {
  const res = await post(app, '/api/auth/sign-up', { email, password, ...names });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, ...res.json() };
}

export async function signIn(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  return post(app, '/api/auth/sign-in', { email, password }, headers);
}
