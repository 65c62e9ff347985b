/**
 * `npm run db:backup [-- <file>]`: pg_dump of every service's schema (identity, trips, community,
 * connections, admin_stats) from DATABASE_URL (else the embedded PostgreSQL of a running `npm start`)
 * into BACKUP_DIR (.data/backups) or <file>, with a manifest of every table's row count beside it.
 * The pg_dump used is the oldest found that is not older than the server (PG_BIN_DIR to choose).
 */
import path from 'node:path';
import { backupDatabase, defaultDatabaseUrl, DEFAULT_DATA_DIR } from '@roadgremlin/runtime';

try {
  const url = defaultDatabaseUrl();
  const dir = process.env.BACKUP_DIR ?? path.join(process.env.DATA_DIR ?? DEFAULT_DATA_DIR, 'backups');
  const file = process.argv[2];
  const { manifest, pgDump, ...out } = await backupDatabase({ url, dir, file });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`backed up ${manifest.schemas.join(', ')}: ${Object.keys(manifest.tables).length} tables, ${rows} rows (PostgreSQL ${manifest.serverVersion}, ${pgDump.version})`);
  console.log(`  ${out.file}`);
  console.log(`  ${out.manifestFile}`);
} catch (err) {
  console.error(`db:backup failed: ${(err as Error).message}`);
  process.exit(1);
}
