import { createDb, migrateToLatest } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { SCHEMA } from './app.js';
import { migrations } from './db/migrations/index.js';

/** `nx run admin-stats:db:migrate`: runs the schema's migrations without starting the service. */
const config = loadConfig();
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const results = await migrateToLatest(db, SCHEMA, migrations);
for (const r of results) console.log(`[admin-stats] ${r.migrationName}: ${r.status}`);
if (!results.length) console.log('[admin-stats] schema admin_stats is up to date');
await db.destroy();
