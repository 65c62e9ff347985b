import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JourneyActivityResponse } from '@roadgremlin/contracts';
import type { Config } from '../config.js';
import type { JourneyActivity } from '../trips/repository.js';

/** GET /api/journey-activity: the landing page's live map, from real generated trips. */
export const journeyRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // One computation per JOURNEY_CACHE_MS per process, shared by concurrent callers.
  let cached: { at: number; value: Promise<JourneyActivity> } | undefined;
  const current = () => {
    if (!cached || Date.now() - cached.at >= config.JOURNEY_CACHE_MS) {
      const value = app.trips.journeyActivity();
      cached = { at: Date.now(), value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };

  app.get(
    '/api/journey-activity',
    {
      schema: {
        tags: ['trips'],
        summary: 'The last 50 journeys and stats (total, active regions, last 24 h, top destinations); public',
        description: `Computed from stored trips at most every ${config.JOURNEY_CACHE_MS} ms. Regions and destinations rank the last 30 days. No user data.`,
        response: { 200: JourneyActivityResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${Math.max(1, Math.round(config.JOURNEY_CACHE_MS / 1000))}`);
      return current();
    },
  );
};
