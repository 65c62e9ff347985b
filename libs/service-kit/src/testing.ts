import pg from 'pg';
import { randomBytes } from 'node:crypto';

/** Admin URL of the PostgreSQL the tests may create databases on. */
export function testAdminDatabaseUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}
export function testRedisUrl() {
  return process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A fresh, uniquely named database for one test file; `drop()` removes it. */
export async function createTestDatabase(label = 'test') {
  const admin = testAdminDatabaseUrl();
  const name = `rg_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A unique Redis key/channel prefix for one test file. */
export function testRedisPrefix(label = 'test') {
  return `rgtest:${label}:${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under a prefix (SCAN, not KEYS). */
export async function clearRedisPrefix(redis: import('ioredis').Redis, prefix: string) {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
}

/**
 * Config for a service under test: a fresh database, a private Redis prefix, and quiet logs.
 * `cleanup()` drops the database and the prefix's keys.
 */
export async function createTestEnv(label: string, extra: Record<string, string> = {}) {
  const database = await createTestDatabase(label);
  const prefix = testRedisPrefix(label);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    ...extra,
  };
  return {
    env,
    database,
    prefix,
    async cleanup() {
      const { Redis } = await import('ioredis');
      const redis = new Redis(testRedisUrl());
      await clearRedisPrefix(redis, prefix);
      await redis.quit();
      await database.drop();
    },
  };
}
