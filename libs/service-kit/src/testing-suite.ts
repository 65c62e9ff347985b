import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createTestEnv } from './testing.js';

export interface BasicsSuiteOptions {
  service: string;
  schema: string;
  /** Tables the migrations must create in the schema. */
  tables: string[];
  build: (env: Record<string, string>) => Promise<FastifyInstance>;
}

/** The tests every service owes: health, readiness, migrations (idempotent), OpenAPI, error shape. */
export function serviceBasicsSuite(opts: BasicsSuiteOptions) {
  describe(`${opts.service} basics`, () => {
    let env: Awaited<ReturnType<typeof createTestEnv>>;
    let app: FastifyInstance;

    beforeAll(async () => {
      env = await createTestEnv(opts.service);
      app = await opts.build(env.env);
    });
    afterAll(async () => {
      await app?.close();
      await env?.cleanup();
    });

    it('GET /healthz answers 200 with the service name', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', service: opts.service });
    });

    it('GET /readyz answers 200 when Postgres and Redis answer', async () => {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.postgres.ok).toBe(true);
      expect(res.json().checks.redis.ok).toBe(true);
    });

    it(`migrations create ${opts.tables.join(', ')} in schema ${opts.schema} and run again as a no-op`, async () => {
      const client = new pg.Client({ connectionString: env.database.url });
      await client.connect();
      try {
        const q = await client.query(`select table_name from information_schema.tables where table_schema = $1`, [opts.schema]);
        const names = q.rows.map((r) => r.table_name);
        for (const t of opts.tables) expect(names).toContain(t);
        const before = await client.query(`select name from ${opts.schema}.kysely_migration order by name`);
        expect(before.rowCount).toBeGreaterThan(0);
        const second = await opts.build(env.env);
        await second.close();
        const after = await client.query(`select name from ${opts.schema}.kysely_migration order by name`);
        expect(after.rows).toEqual(before.rows);
      } finally {
        await client.end();
      }
    });

    it('GET /openapi.json describes the service', async () => {
      const res = await app.inject({ method: 'GET', url: '/openapi.json' });
      expect(res.statusCode).toBe(200);
      expect(res.json().openapi).toMatch(/^3\./);
    });

    it('an unknown route answers 404 in the shared error shape', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/definitely-not-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    });

    it('GET /readyz answers 503 naming Postgres when the database is gone', async () => {
      const broken = await opts.build({ ...env.env });
      // Point the pool at nothing by ending it: readiness must report, not hang.
      await broken.ctx.db.destroy();
      const res = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.postgres.ok).toBe(false);
      await broken.close().catch(() => {});
    });
  });
}
