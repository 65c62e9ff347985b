import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pg from 'pg';
import { sql, type Migration } from 'kysely';
import { baseServiceEnv, parseConfig } from '../src/config.js';
import { createServiceContext } from '../src/context.js';
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
});
