import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pg from 'pg';
import { sql, type Migration } from 'kysely';
import { baseServiceEnv, parseConfig } from '../src/config.js';
import Fastify from 'fastify';
import { createServiceContext, registerServiceBasics } from '../src/context.js';
import { createDb, migrateToLatest } from '../src/db.js';
import { createTestEnv } from '../src/testing.js';

const Env = z.object(baseServiceEnv);
let testEnv: Awaited<ReturnType<typeof createTestEnv>>;
let config: z.infer<typeof Env>;
let admin: pg.Client;

/** Connections to the test database other than the admin client's own. */
async function openConnections() {
  const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [testEnv.database.name]);
  return rows[0].n as number;
}

beforeAll(async () => {
  testEnv = await createTestEnv('context');
  config = parseConfig(Env, testEnv.env);
  admin = new pg.Client({ connectionString: testEnv.database.url });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await testEnv.cleanup();
});

const ok: Record<string, Migration> = {
  '0001_table': { up: async (db) => void (await sql`create table things (id int primary key)`.execute(db)) },
};

describe('createServiceContext', () => {
  it('migrates, sizes its own pool by poolMax, and closes every connection on close()', async () => {
    const ctx = await createServiceContext({ config, schema: 'ctx_ok', migrations: ok, poolMax: 3 });
    await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(ctx.db)));
    expect(await openConnections()).toBeLessThanOrEqual(3);
    expect(await openConnections()).toBeGreaterThan(0);
    await ctx.close();
    await expect.poll(openConnections).toBe(0);
  });

  it('a migration that fails closes what it opened and rethrows: no connection is left behind', async () => {
    const broken: Record<string, Migration> = {
      '0001_broken': { up: async (db) => void (await sql`create table nope (id no_such_type)`.execute(db)) },
    };
    await expect(createServiceContext({ config, schema: 'ctx_broken', migrations: broken })).rejects.toThrow(/no_such_type/);
    await expect.poll(openConnections).toBe(0);
  });

  it('MIGRATE_ON_START=false: nothing is migrated, /readyz answers 503 naming the pending migrations until a migration run, then 200', async () => {
    const two: Record<string, Migration> = {
      ...ok,
      '0002_more': { up: async (db) => void (await sql`create table more_things (id int primary key)`.execute(db)) },
    };
    const ctx = await createServiceContext({ config, schema: 'ctx_job', migrations: two, migrate: false });
    const app = Fastify({ logger: false });
    await registerServiceBasics(app, 'ctx-test', ctx, config);
    const before = await app.inject({ method: 'GET', url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json().checks.migrations).toMatchObject({ ok: false, error: '2 migration(s) not run yet: 0001_table, 0002_more' });
    expect((await admin.query(`select count(*)::int as n from information_schema.schemata where schema_name = 'ctx_job'`)).rows[0].n).toBe(0);
    // the release's migration Job
    const job = createDb({ url: config.DATABASE_URL, schema: 'ctx_job', poolMax: 1 });
    await migrateToLatest(job, 'ctx_job', two);
    await job.destroy();
    const after = await app.inject({ method: 'GET', url: '/readyz' });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().checks.migrations.ok).toBe(true);
    await app.close();
  });

  it('replicas starting together migrate one at a time: eight at once on a fresh schema all succeed, each migration runs once', async () => {
    let runs = 0;
    const counted: Record<string, Migration> = {
      '0001_slow': {
        up: async (db) => {
          runs++;
          await sql`create table slow_things (id int primary key)`.execute(db);
          await sql`select pg_sleep(0.1)`.execute(db);
        },
      },
    };
    const replicas = Array.from({ length: 8 }, () => createDb({ url: config.DATABASE_URL, schema: 'ctx_race', poolMax: 2 }));
    const results = await Promise.allSettled(replicas.map((db) => migrateToLatest(db, 'ctx_race', counted)));
    await Promise.all(replicas.map((db) => db.destroy()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(runs).toBe(1);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.length : -1)).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
  });
});
