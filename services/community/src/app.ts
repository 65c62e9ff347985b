import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { FastifyServerOptions } from 'fastify';
import { createServiceApp, createServiceContext, registerServiceBasics } from '@roadgremlin/service-kit';
import type { TokenVerifier } from '@roadgremlin/auth';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { ForumRepository } from './forum/repository.js';
import { startHotRefresh } from './forum/hot-refresh.js';
import { postRoutes } from './routes/posts.js';
import { commentRoutes } from './routes/comments.js';

export const SERVICE = 'community';
export const SCHEMA = 'community';

export interface BuildOptions {
  config: Config;
  db?: Kysely<Database>;
  redis?: Redis;
  verifier?: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    forum: ForumRepository;
  }
}

/** The community forum: posts, comments, votes, categories, reports. */
export async function buildApp(opts: BuildOptions) {
  const { config } = opts;
  const app = createServiceApp({ name: SERVICE, logLevel: config.LOG_LEVEL, logger: opts.logger, description: 'The community forum: posts, comments, votes, categories, reports.' });
  const ctx = await createServiceContext<Database>({ config, schema: SCHEMA, migrations, db: opts.db, redis: opts.redis, verifier: opts.verifier, poolMax: config.DB_POOL_MAX });
  await registerServiceBasics(app, SERVICE, ctx, config);
  const { db } = ctx;

  const forum = new ForumRepository(db);
  app.decorate('forum', forum);
  if (config.HOT_REFRESH_SECONDS > 0) {
    const stop = startHotRefresh({ forum, redis: app.ctx.redis, prefix: config.REDIS_PREFIX, everyMs: config.HOT_REFRESH_SECONDS * 1000, log: app.log });
    app.addHook('onClose', async () => stop());
  }

  await app.register(postRoutes, { forum });
  await app.register(commentRoutes, { forum });
  return app;
}
