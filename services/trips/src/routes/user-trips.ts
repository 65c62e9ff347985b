import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SaveTripRequest, SaveTripResponse, StoredTrip, TripList, errorResponses } from '@roadgremlin/contracts';
import { toStoredTrip } from '../trips/repository.js';
import { tripNotFound } from './errors.js';

const tags = ['trips'];
const security = [{ bearer: [] }];

/** My Trips (SPEC §2): every generated trip, the saved ones, and saving. */
export const userTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/save-trip',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Save one of the caller's trips (optionally titled); another user's trip is 404 and stays unchanged",
        security,
        body: SaveTripRequest,
        response: { 200: SaveTripResponse, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.trips.saveForUser(request.body.tripId, request.user!.sub, request.body.title);
      if (!row) throw tripNotFound();
      return { success: true as const, trip: toStoredTrip(row) };
    },
  );

  app.get(
    '/api/trips/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "One of the caller's trips as it was generated (stops, rerolls, lodging, route); another user's trip is 404",
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: StoredTrip, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.trips.findOwned(request.params.id, request.user!.sub);
      if (!row) throw tripNotFound();
      return toStoredTrip(row);
    },
  );

  app.get(
    '/api/user/trips',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The caller's generated trips, newest first (at most 100)", security, response: { 200: TripList, ...errorResponses } },
    },
    async (request) => (await app.trips.listByUser(request.user!.sub)).map(toStoredTrip),
  );

  app.get(
    '/api/user/saved-trips',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The caller's saved trips, most recently saved first (at most 100)", security, response: { 200: TripList, ...errorResponses } },
    },
    async (request) => (await app.trips.listSavedByUser(request.user!.sub)).map(toStoredTrip),
  );
};
