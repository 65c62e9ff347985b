import { defineService, type BuildOptions } from '@roadgremlin/service-kit';
import { loadConfig, type Config } from './config.js';
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

/** Trip planning: the catalogue of odd places, the planner, BullMQ jobs, trips, sharing and journey activity. */
export const tripsService = defineService<Config, Database>({
  name: SERVICE,
  description: 'Trip planning: the catalogue of odd places, the planner, BullMQ jobs, trips, sharing and journey activity.',
  loadConfig,
  schema: SCHEMA,
  migrations,
  async register(app, { config, ctx }) {
    await app.register(tripsPlugin, { config, db: ctx.db, redis: ctx.redis });
    await app.register(queuesPlugin, { config });
    await app.register(generateRoutes, { config });
    await app.register(rerollRoutes, { config });
    await app.register(userTripRoutes);
    await app.register(journeyRoutes, { config });
    await app.register(shareRoutes, { config });
    await app.register(imageRoutes, { config });
  },
});

export type { BuildOptions };
export const buildApp = (opts: BuildOptions<Config, Database>) => tripsService.buildApp(opts);
