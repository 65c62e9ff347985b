/**
 * `npm run db:restore [-- <file>]`: restores a `npm run db:backup` dump (the newest in BACKUP_DIR,
 * .data/backups, when no file is named) into DATABASE_URL (else the embedded PostgreSQL of a running
 * `npm start`). Each schema in the dump is replaced as a whole, in one transaction; the restored row
 * counts are checked against the backup's manifest. Stop the services first (`docker compose stop
 * identity trips trips-worker community connections admin-stats gateway`, or Ctrl-C `npm start` and
 * run only its database) so nothing writes meanwhile.
 */
import path from 'node:path';
import { defaultDatabaseUrl, latestBackup, restoreDatabase, DEFAULT_DATA_DIR } from '@roadgremlin/runtime';

try {
  const url = defaultDatabaseUrl();
  const dir = process.env.BACKUP_DIR ?? path.join(process.env.DATA_DIR ?? DEFAULT_DATA_DIR, 'backups');
  const file = path.resolve(process.argv[2] ?? latestBackup(dir));
  const { tables, pgRestore } = await restoreDatabase({ url, file });
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  console.log(`restored ${file}: ${Object.keys(tables).length} tables, ${rows} rows, every count as in the backup (${pgRestore.version})`);
} catch (err) {
  console.error(`db:restore failed: ${(err as Error).message}`);
  process.exit(1);
}
