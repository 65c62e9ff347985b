import { createDb, migrateToLatest } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { SCHEMA } from './app.js';
import { migrations } from './db/migrations/index.js';

/** `nx run trips:db:migrate`: runs the schema's migrations without starting the service. */
const config = loadConfig();
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const results = await migrateToLatest(db, SCHEMA, migrations);
for (const r of results) console.log(`[trips] ${r.migrationName}: ${r.status}`);
if (!results.length) console.log('[trips] schema trips is up to date');
await db.destroy();
