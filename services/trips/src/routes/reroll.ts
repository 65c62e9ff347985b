import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RerollStopRequest, RerollStopResponse, errorResponses } from '@roadgremlin/contracts';
import { reroll } from '@roadgremlin/engine';
import { enhanceStop } from '../enhance/enhance.js';
import { asHttpError, tripNotFound } from './errors.js';
import type { Config } from '../config.js';
import { routeTrip } from '@roadgremlin/engine';

const tags = ['trips'];

/** POST /api/reroll-stop ('Replace with Surprise'): fast and pure, so it runs in the request. */
export const rerollRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/api/reroll-stop',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Swap one stop for another odd place nearby',
        description: [
          'The stop at `stopIndex` (else the one nearest currentStopLat/Lng) is replaced by a different catalogue place near it,',
          'of `theme` when one fits (`general`: the old stop\'s own themes), never a place already in the trip, placed so the',
          "route order holds. With `tripId` (the caller's own trip, else 404) the stored trip's corridor is respected and its",
          'stops are updated. 422 when nothing else fits.',
        ].join(' '),
        security: [{ bearer: [] }],
        body: RerollStopRequest,
        response: { 200: RerollStopResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body;
      const row = body.tripId ? await app.trips.findOwned(body.tripId, user.sub) : undefined;
      if (body.tripId && !row) throw tripNotFound();
      // The stored trip is the truth for a saved trip (it carries the catalogue ids).
      const stops = row ? row.stops : body.allStops;
      let result;
      try {
        result = reroll({
          stops,
          ...(body.stopIndex !== undefined && body.stopIndex < stops.length ? { index: body.stopIndex } : { lat: body.currentStopLat, lng: body.currentStopLng }),
          theme: body.theme,
          // The planner's default seed is derived from the trip, so rerolling the same stop again
          // would swing between the same two places; a fresh seed per press gives a new surprise.
          seed: randomInt(1, 2 ** 31 - 1),
          mode: row ? row.mode : body.mode,
          ...(row && row.route.length
            ? { route: row.route, corridorKm: row.corridor_km ?? undefined, loop: row.loop }
            : {}),
        });
      } catch (err) {
        throw asHttpError(err);
      }
      if (row) {
        // The stored trip's route follows its stops (GET /api/trips/{id} answers the new one).
        const route = await routeTrip(
          {
            origin: { lat: row.origin_lat ?? result.stops[0].lat, lng: row.origin_lng ?? result.stops[0].lng },
            destination: row.destination_lat !== null && row.destination_lng !== null ? { lat: row.destination_lat, lng: row.destination_lng } : null,
            loop: row.loop,
            nights: row.accommodations,
            slow: row.understood?.slow,
          },
          result.stops,
          row.mode,
          { routingUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS, log: request.log },
        );
        await app.trips.updateStops(row.id, user.sub, result.stops, route);
      }
      return enhanceStop(result.stop);
    },
  );
};
