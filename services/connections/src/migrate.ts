import { createDb, migrateToLatest } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { SCHEMA } from './app.js';
import { migrations } from './db/migrations/index.js';

/** `nx run connections:db:migrate`: runs the schema's migrations without starting the service. */
const config = loadConfig();
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const results = await migrateToLatest(db, SCHEMA, migrations);
for (const r of results) console.log(`[connections] ${r.migrationName}: ${r.status}`);
if (!results.length) console.log('[connections] schema connections is up to date');
await db.destroy();
