import { sql, type Kysely } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import { migrateToLatest } from '@roadgremlin/service-kit';
import { migrations } from './migrations/index.js';
import { backfillPublicProfiles } from '../profiles/backfill.js';

export const SCHEMA = 'identity';

/**
 * Brings schema `identity` up to date: better-auth's tables first (its own `getMigrations`, which
 * diffs the live schema against the configured options and plugins), then ours (Kysely migrations).
 *
 * Two processes booting together would race on CREATE SCHEMA / CREATE TABLE, so everything runs on one
 * connection holding a PostgreSQL advisory lock; `whileLocked` (the admin bootstrap, the first JWT
 * key) runs under the same lock. The second process waits, then finds nothing left to do.
 */
export async function migrateIdentity(db: Kysely<any>, options: BetterAuthOptions, whileLocked?: () => Promise<void>) {
  const lock = sql`hashtext('roadgremlin:identity:migrations')`;
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${lock})`.execute(conn);
    try {
      await sql`create schema if not exists ${sql.id(SCHEMA)}`.execute(conn);
      const plan = await getMigrations({ ...options, database: { db: conn, type: 'postgres', schemaName: SCHEMA } });
      await plan.runMigrations();
      const ours = await migrateToLatest(conn, SCHEMA, migrations);
      const profiles = await backfillPublicProfiles(conn);
      await whileLocked?.();
      return {
        betterAuth: [...plan.toBeCreated.map((t) => `create ${t.table}`), ...plan.toBeAdded.map((t) => `alter ${t.table}`)],
        ours: ours.map((r) => `${r.migrationName}: ${r.status}`),
        ...(profiles ? { displayNamesGenerated: profiles } : {}),
      };
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(conn);
    }
  });
}
