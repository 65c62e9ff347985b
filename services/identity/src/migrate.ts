import { createDb } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { SCHEMA, migrateIdentity } from './db/migrate.js';
import { authOptions } from './auth/better-auth.js';
import { resolveSecret } from './auth/secret.js';
import type { Mailer } from './mail/mailer.js';

/**
 * `nx run identity:db:migrate`: better-auth's tables and ours, without starting the service (the
 * service also migrates on boot). Sends no mail and bootstraps nothing.
 */
const config = loadConfig();
const db = createDb({ url: config.DATABASE_URL, schema: SCHEMA });
const noMail: Mailer = { send: async () => {}, close: () => {} };
const { secret } = await resolveSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR);
const log = { info: console.log, warn: console.warn, error: console.error, debug: () => {} } as never;
const options = authOptions({ config, secret, db, mailer: noMail, log, onPasswordReset: async () => {} });
const result = await migrateIdentity(db, options);
for (const step of [...result.betterAuth, ...result.ours]) console.log(`[identity] ${step}`);
if (!result.betterAuth.length && !result.ours.length) console.log('[identity] schema identity is up to date');
await db.destroy();
