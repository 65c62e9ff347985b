import { defineService, type BuildOptions } from '@roadgremlin/service-kit';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { ForumRepository } from './forum/repository.js';
import { startHotRefresh } from './forum/hot-refresh.js';
import { postRoutes } from './routes/posts.js';
import { commentRoutes } from './routes/comments.js';

export const SERVICE = 'community';
export const SCHEMA = 'community';

declare module 'fastify' {
  interface FastifyInstance {
    forum: ForumRepository;
  }
}

/** The community forum: posts, comments, votes, categories, reports. */
export const communityService = defineService<Config, Database>({
  name: SERVICE,
  description: 'The community forum: posts, comments, votes, categories, reports.',
  loadConfig,
  schema: SCHEMA,
  migrations,
  async register(app, { config, ctx }) {
    const forum = new ForumRepository(ctx.db);
    app.decorate('forum', forum);
    if (config.HOT_REFRESH_SECONDS > 0) {
      const stop = startHotRefresh({ forum, redis: ctx.redis, prefix: config.REDIS_PREFIX, everyMs: config.HOT_REFRESH_SECONDS * 1000, log: app.log });
      app.addHook('onClose', async () => stop());
    }
    await app.register(postRoutes, { forum });
    await app.register(commentRoutes, { forum });
  },
});

export type { BuildOptions };
export const buildApp = (opts: BuildOptions<Config, Database>) => communityService.buildApp(opts);
