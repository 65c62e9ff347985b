import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { SERVICE_SCHEMAS, findPgTool, serverMajor } from '../src/backup.js';
import { REPO_ROOT } from '../src/paths.js';

const run = promisify(execFile);

/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them (the npm scripts, as child
 * processes) against a seeded database of every service schema: back up, wipe and change, restore,
 * and every row of every table is back exactly (content checksums, not only counts).
 */
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `rg_backup_${randomBytes(4).toString('hex')}`;
const url = (() => {
  const u = new URL(admin);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-backup-'));

async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = [], target = url) {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return await client.query<T>(text, params);
  } finally {
    await client.end();
  }
}

/** Every table of the service schemas → md5 of its rows (sorted), so any changed, lost or extra row shows. */
async function fingerprint() {
  const tables = await sql<{ s: string; t: string }>(
    "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2",
    [SERVICE_SCHEMAS],
  );
  const out: Record<string, string> = {};
  for (const { s, t } of tables.rows) {
    const r = await sql<{ n: string; h: string }>(`select count(*) as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${s}"."${t}" x`);
    out[`${s}.${t}`] = `${r.rows[0].n}:${r.rows[0].h}`;
  }
  return out;
}

const npm = (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  run('npm', ['run', '--silent', script, '--', ...args], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url, BACKUP_DIR: dir, ...env }, maxBuffer: 8 * 1024 * 1024 });

beforeAll(async () => {
  await sql(`create database ${dbName}`, [], admin);
  // Each service schema, with the kinds of data they hold: uuids, jsonb, timestamps, arrays, bytes,
  // unicode, NULLs, sequences, foreign keys, indexes.
  await sql(`
    create schema identity; create schema trips; create schema community; create schema connections; create schema admin_stats;
    create table identity."user" (id text primary key, email text unique not null, name text, created_at timestamptz not null default now());
    create table identity.session (id bigserial primary key, user_id text not null references identity."user"(id) on delete cascade, expires_at timestamptz);
    create table trips.trips (id uuid primary key, user_id text not null, stops jsonb not null, seed bigint, tags text[], created_at timestamptz default now());
    create index trips_user on trips.trips (user_id);
    create table community.posts (id serial primary key, title text not null, body text, votes int default 0);
    create table community.comments (id serial primary key, post_id int references community.posts(id), body text);
    create table connections.connections (user_id text, provider text, token bytea, primary key (user_id, provider));
    create table admin_stats.daily (day date primary key, counters jsonb);
    create table public.not_ours (v text);
  `);
  await sql(`
    insert into identity."user" (id, email, name) select 'u' || g, 'u' || g || '@example.com', case when g % 7 = 0 then null else 'Zoë ' || g || ' 🚐' end from generate_series(1, 300) g;
    insert into identity.session (user_id, expires_at) select 'u' || (1 + g % 300), now() + g * interval '1 minute' from generate_series(1, 900) g;
    insert into trips.trips (id, user_id, stops, seed, tags) select gen_random_uuid(), 'u' || (1 + g % 300), jsonb_build_array(jsonb_build_object('name', 'Stop ' || g, 'lat', 36.1 + g / 1000.0)), g::bigint * 9007199254, array['odd', 'ghost-' || g] from generate_series(1, 2000) g;
    insert into community.posts (title, body, votes) select 'Post "' || g || '"', repeat('x', g % 50), g % 11 from generate_series(1, 500) g;
    insert into community.comments (post_id, body) select 1 + g % 500, E'line\\nbreak ' || g from generate_series(1, 1500) g;
    insert into connections.connections select 'u' || g, 'spotify', decode(md5(g::text), 'hex') from generate_series(1, 120) g;
    insert into admin_stats.daily select date '2026-01-01' + g, jsonb_build_object('sessions', g) from generate_series(0, 99) g;
    insert into public.not_ours values ('left alone');
  `);
}, 60_000);

afterAll(async () => {
  await sql(`drop database if exists ${dbName} with (force)`, [], admin).catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore', () => {
  it("backs up each service's own schema: services.ts names the SCHEMA every service declares (read as text)", () => {
    const declared = ['identity/src/db/migrate.ts', 'trips/src/app.ts', 'community/src/app.ts', 'connections/src/app.ts', 'admin-stats/src/app.ts'].map(
      (f) => /export const SCHEMA = '([a-z_]+)'/.exec(fs.readFileSync(path.join(REPO_ROOT, 'services', f), 'utf8'))![1],
    );
    expect(SERVICE_SCHEMAS).toEqual(declared);
    const services = fs.readdirSync(path.join(REPO_ROOT, 'services')).filter((d) => fs.existsSync(path.join(REPO_ROOT, 'services', d, 'src/migrate.ts')));
    expect(services.length).toBe(SERVICE_SCHEMAS.length);
  });

  it('picks a pg_dump not older than the server, and says what to install when there is none', async () => {
    const server = await serverMajor(url);
    const tool = await findPgTool('pg_dump', server.major);
    expect(tool.major).toBeGreaterThanOrEqual(server.major);
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(/No pg_dump of PostgreSQL 99 or newer was found .*postgresql-client-99.*PG_BIN_DIR/s);
  });

  it('backs up every service schema, and a restore after wiping and changing them brings back every row exactly', async () => {
    const before = await fingerprint();
    expect(Object.keys(before).sort()).toEqual(
      ['admin_stats.daily', 'community.comments', 'community.posts', 'connections.connections', 'identity.session', 'identity.user', 'trips.trips'].sort(),
    );

    const backup = await npm('db:backup');
    expect(backup.stdout).toMatch(/backed up identity, trips, community, connections, admin_stats: 7 tables, 5420 rows/);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.dump'))!;
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, `${file}.json`), 'utf8'));
    expect(manifest.tables['trips.trips']).toBe(2000);
    expect(manifest.schemas).toEqual(SERVICE_SCHEMAS);

    // Disaster: a schema dropped, rows deleted and changed, a row and a table added.
    await sql(`
      drop schema trips cascade;
      delete from identity.session where id % 2 = 0;
      update community.posts set votes = -1;
      insert into admin_stats.daily values ('2030-01-01', '{}');
      create table connections.stray (v int);
      truncate connections.connections;
    `);
    expect(await fingerprint()).not.toEqual(before);

    const restored = await npm('db:restore');
    expect(restored.stdout).toMatch(/restored .*\.dump: 7 tables, 5420 rows, every count as in the backup/);
    expect(await fingerprint()).toEqual(before);
    // The restore replaced the service schemas only.
    expect((await sql("select to_regclass('connections.stray') as t")).rows[0].t).toBeNull();
    expect((await sql('select v from public.not_ours')).rows).toEqual([{ v: 'left alone' }]);
    // Sequences come back too: the next post gets the next id, not a duplicate.
    expect((await sql("insert into community.posts (title) values ('after') returning id")).rows[0].id).toBe(501);
  }, 120_000);

  it('a broken dump changes nothing and says so (one transaction)', async () => {
    const before = await fingerprint();
    const broken = path.join(dir, 'broken.dump');
    const good = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.dump') && f !== 'broken.dump')!);
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const failed = await npm('db:restore', [broken]).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/db:restore failed: restore failed .*the database is unchanged/s);
    expect(await fingerprint()).toEqual(before);
  }, 60_000);

  it('no database to back up is a clear error', async () => {
    const failed = await npm('db:backup', [], { DATABASE_URL: '', DATA_DIR: path.join(dir, 'nothing-here') }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/DATABASE_URL is not set and there is no embedded PostgreSQL .*run `npm start` first/);
  });
});
