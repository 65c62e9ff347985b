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

/** Migrations are passed as a map (static imports) so the same code runs from source, tests and bundles. */
export async function migrateToLatest(db: Kysely<any>, schema: string, migrations: Record<string, Migration>) {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} of schema ${schema} failed: ${(error as Error)?.message ?? error}`);
  }
  return results ?? [];
}

export async function pingDb(db: Kysely<any>) {
  await sql`select 1`.execute(db);
}
