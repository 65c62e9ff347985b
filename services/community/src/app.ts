import { defineService, subscribeEvents, type BuildOptions } from '@roadgremlin/service-kit';
import { CHANNELS, TripShareEndedEvent, UserProfileUpdatedEvent } from '@roadgremlin/contracts';
import { TripCards } from './forum/trip-cards.js';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { ForumRepository } from './forum/repository.js';
import { startHotRefresh } from './forum/hot-refresh.js';
import { postRoutes } from './routes/posts.js';
import { commentRoutes } from './routes/comments.js';
import { meRoutes } from './routes/me.js';
import { moderationRoutes } from './routes/moderation.js';
import { WriteLimits } from './routes/limits.js';
import { Moderation } from './forum/moderation.js';
import { AccountData } from './forum/account-data.js';

export const SERVICE = 'community';
export const SCHEMA = 'community';

declare module 'fastify' {
  interface FastifyInstance {
    forum: ForumRepository;
  }
}

/** The community forum: posts, comments, votes, categories, reports and moderation. */
export const communityService = defineService<Config, Database>({
  name: SERVICE,
  description: 'The community forum: posts, comments, votes, categories, reports and moderation.',
  loadConfig,
  schema: SCHEMA,
  migrations,
  async register(app, { config, ctx }) {
    const forum = new ForumRepository(ctx.db);
    app.decorate('forum', forum);
    const backfilled = await forum.authors.backfill();
    if (backfilled) app.log.info({ authors: backfilled }, 'display names given to the authors of posts written before them');
    // Display names change on the account page: identity announces it, every old post shows it. A
    // shared trip's link that stops working takes its card off the posts showing it.
    const stopEvents = await subscribeEvents(
      ctx.redis,
      config.REDIS_PREFIX,
      { [CHANNELS.userProfileUpdated]: UserProfileUpdatedEvent, [CHANNELS.tripShareEnded]: TripShareEndedEvent },
      async (channel, event) => {
        try {
          if (channel === CHANNELS.userProfileUpdated) await forum.authors.applyProfile(event as UserProfileUpdatedEvent);
          else await forum.dropTripCard((event as TripShareEndedEvent).shareId);
        } catch (err) {
          app.log.error({ err, channel }, 'could not apply an event');
        }
      },
      (channel, raw) => app.log.warn({ channel, raw: raw.slice(0, 300) }, 'dropped a malformed event'),
    );
    app.addHook('onClose', async () => stopEvents());
    if (config.HOT_REFRESH_SECONDS > 0) {
      const stop = startHotRefresh({ forum, redis: ctx.redis, prefix: config.REDIS_PREFIX, everyMs: config.HOT_REFRESH_SECONDS * 1000, log: app.log });
      app.addHook('onClose', async () => stop());
    }
    const limits = new WriteLimits(ctx.redis, config.REDIS_PREFIX, config);
    await app.register(postRoutes, { forum, limits, tripCards: new TripCards(config.TRIPS_URL.trim().replace(/\/+$/, '')) });
    await app.register(commentRoutes, { forum, limits });
    await app.register(moderationRoutes, { moderation: new Moderation(ctx.db) });
    await app.register(meRoutes, { accountData: new AccountData(ctx.db) });
  },
});

export type { BuildOptions };
export const buildApp = (opts: BuildOptions<Config, Database>) => communityService.buildApp(opts);
