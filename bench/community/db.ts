import pg from 'pg';

/** The benchmark's own database (never a real one): BENCH_DATABASE_URL or a local default. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rg_bench_community';

/** Creates the benchmark database when it does not exist yet. */
export async function ensureDatabase(url = BENCH_DATABASE_URL) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function connect(url = BENCH_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set search_path = community, public');
  return client;
}
