/** The trips repository and the insights client, shared by the routes. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { TripRepository } from '../trips/repository.js';
import { InsightsClient } from '../insights/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    trips: TripRepository;
    insights: InsightsClient;
    tripsConfig: Config;
  }
}

export const tripsPlugin = fp<{ config: Config; db: Kysely<Database> }>(
  async (app, { config, db }) => {
    app.decorate('trips', new TripRepository(db));
    app.decorate('insights', new InsightsClient({ baseUrl: config.CONNECTIONS_URL?.replace(/\/+$/, ''), timeoutMs: config.INSIGHTS_TIMEOUT_MS }));
    app.decorate('tripsConfig', config);
  },
  { name: 'trips-domain', fastify: '5.x' },
);
