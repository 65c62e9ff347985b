/** The trips repository, the insights client and the share-link events, shared by the routes. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { CHANNELS, TripShareEndedEvent } from '@roadgremlin/contracts';
import { publishEvent } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { TripRepository } from '../trips/repository.js';
import { InsightsClient } from '../insights/client.js';

/**
 * Tells the rest of the product that share links stopped working (the owner stopped sharing, deleted
 * the trip or the account): a forum post showing the trip takes its card down (`trip_share_ended`).
 * A Redis hiccup is logged, never fails the owner's request.
 */
export interface TripShareEvents {
  ended(shares: { tripId: string; shareId: string }[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    trips: TripRepository;
    insights: InsightsClient;
    tripsConfig: Config;
    tripShares: TripShareEvents;
  }
}

export const tripsPlugin = fp<{ config: Config; db: Kysely<Database>; redis: Redis }>(
  async (app, { config, db, redis }) => {
    app.decorate('trips', new TripRepository(db));
    app.decorate('tripShares', {
      async ended(shares) {
        for (const { tripId, shareId } of shares) {
          await publishEvent(redis, config.REDIS_PREFIX, CHANNELS.tripShareEnded, TripShareEndedEvent, { tripId, shareId, at: new Date().toISOString() }).catch((err) =>
            app.log.error({ err, tripId }, 'could not publish trip_share_ended'),
          );
        }
      },
    } satisfies TripShareEvents);
    app.decorate('insights', new InsightsClient({ baseUrl: config.CONNECTIONS_URL?.replace(/\/+$/, ''), timeoutMs: config.INSIGHTS_TIMEOUT_MS }));
    app.decorate('tripsConfig', config);
  },
  { name: 'trips-domain', fastify: '5.x' },
);
