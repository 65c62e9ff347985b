import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { FastifyServerOptions } from 'fastify';
import { createServiceApp, createServiceContext, registerServiceBasics } from '@roadgremlin/service-kit';
import type { TokenVerifier } from '@roadgremlin/auth';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';

export const SERVICE = 'admin-stats';
export const SCHEMA = 'admin_stats';

export interface BuildOptions {
  config: Config;
  db?: Kysely<Database>;
  redis?: Redis;
  verifier?: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

/** Live usage statistics for the administrator: sessions and counters in Redis, durable daily counters in Postgres. */
export async function buildApp(opts: BuildOptions) {
  const { config } = opts;
  const app = createServiceApp({ name: SERVICE, logLevel: config.LOG_LEVEL, logger: opts.logger, description: 'Live usage statistics for the administrator: sessions and counters in Redis, durable daily counters in Postgres.' });
  const ctx = await createServiceContext<Database>({ config, schema: SCHEMA, migrations, db: opts.db, redis: opts.redis, verifier: opts.verifier });
  await registerServiceBasics(app, SERVICE, ctx, config);
  return app;
}
