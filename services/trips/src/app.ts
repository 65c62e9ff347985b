import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { FastifyServerOptions } from 'fastify';
import { createServiceApp, createServiceContext, registerServiceBasics } from '@roadgremlin/service-kit';
import type { TokenVerifier } from '@roadgremlin/auth';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { queuesPlugin } from './plugins/queues.js';
import { tripsPlugin } from './plugins/trips.js';
import { generateRoutes } from './routes/generate.js';
import { rerollRoutes } from './routes/reroll.js';
import { userTripRoutes } from './routes/user-trips.js';
import { journeyRoutes } from './routes/journey-activity.js';
import { shareRoutes } from './routes/share.js';
import { imageRoutes } from './routes/images.js';

export const SERVICE = 'trips';
export const SCHEMA = 'trips';

export interface BuildOptions {
  config: Config;
  db?: Kysely<Database>;
  redis?: Redis;
  verifier?: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

/** Trip planning: the catalogue of odd places, the planner, BullMQ jobs, trips, sharing and journey activity. */
export async function buildApp(opts: BuildOptions) {
  const { config } = opts;
  const app = createServiceApp({ name: SERVICE, logLevel: config.LOG_LEVEL, logger: opts.logger, description: 'Trip planning: the catalogue of odd places, the planner, BullMQ jobs, trips, sharing and journey activity.' });
  const ctx = await createServiceContext<Database>({ config, schema: SCHEMA, migrations, db: opts.db, redis: opts.redis, verifier: opts.verifier, poolMax: config.DB_POOL_MAX });
  await registerServiceBasics(app, SERVICE, ctx, config);
  const { db } = ctx;

  await app.register(tripsPlugin, { config, db });
  await app.register(queuesPlugin, { config });
  await app.register(generateRoutes, { config });
  await app.register(rerollRoutes);
  await app.register(userTripRoutes);
  await app.register(journeyRoutes, { config });
  await app.register(shareRoutes, { config });
  await app.register(imageRoutes, { config });
  return app;
}
