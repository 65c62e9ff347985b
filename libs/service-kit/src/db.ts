import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';

// Return BIGINT/NUMERIC counts as numbers (they stay far below 2^53 here) and timestamps as Dates.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  url: string;
  /** The service's own schema: first on the search_path, home of its tables and migration table. */
  schema: string;
  poolMax?: number;
}

export function createDb<DB>(opts: DbOptions): Kysely<DB> {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    options: `-c search_path=${opts.schema},public`,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => {
    /* an idle client's error is reported by the next query */
  });
  // A connection that drops while checked out (PostgreSQL restarted, network cut) emits 'error' on
  // its client, where pg-pool listens only while the client is idle: without this the process would
  // die of an uncaught error. The query in flight is failed by pg itself; the pool replaces the client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Migrations are passed as a map (static imports) so the same code runs from source, tests and bundles.
 * Under a PostgreSQL advisory lock per schema, held on one connection for the whole run: replicas that
 * start together (or a migration Job beside them) take turns, and the later ones find nothing to do —
 * `create schema if not exists` itself is not safe to race (two creators collide on pg_namespace).
 */
export async function migrateToLatest(db: Kysely<any>, schema: string, migrations: Record<string, Migration>) {
  const lock = sql`hashtext(${`roadgremlin:migrations:${schema}`})`;
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${lock})`.execute(conn);
    try {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(conn);
      const provider: MigrationProvider = { getMigrations: async () => migrations };
      const migrator = new Migrator({ db: conn, provider, migrationTableSchema: schema });
      const { error, results } = await migrator.migrateToLatest();
      const failed = results?.find((r) => r.status === 'Error');
      if (error || failed) {
        throw new Error(`migration ${failed?.migrationName ?? ''} of schema ${schema} failed: ${(error as Error)?.message ?? error}`);
      }
      return results ?? [];
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(conn);
    }
  });
}

/**
 * The migrations of `schema` not yet run (names), for a process that does not migrate itself
 * (MIGRATE_ON_START=false): its /readyz stays 503 until the release's migration Job has run them.
 */
export async function pendingMigrations(db: Kysely<any>, schema: string, migrations: Record<string, Migration>): Promise<string[]> {
  const table = await sql<{ exists: boolean }>`select to_regclass(${`${schema}.kysely_migration`}) is not null as exists`.execute(db);
  if (!table.rows[0]?.exists) return Object.keys(migrations).sort();
  const done = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)}`.execute(db);
  const ran = new Set(done.rows.map((r) => r.name));
  return Object.keys(migrations)
    .filter((name) => !ran.has(name))
    .sort();
}

export async function pingDb(db: Kysely<any>) {
  await sql`select 1`.execute(db);
}
