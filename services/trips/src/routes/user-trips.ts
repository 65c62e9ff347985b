import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DataErased,
  NEXT_CURSOR_HEADER,
  RenameTripRequest,
  SaveTripRequest,
  SaveTripResponse,
  StoredTrip,
  TripList,
  TripListQuery,
  TripsExport,
  TRIPS_PAGE_SIZE,
  errorResponses,
} from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import { requestOf, toStoredTrip } from '../trips/repository.js';
import { tripNotFound } from './errors.js';

const tags = ['trips'];
const security = [{ bearer: [] }];
const TripParams = z.object({ id: z.string().max(100) });
const Success = z.object({ success: z.literal(true) });

/**
 * My Trips (docs/product/screens.md#my-trips, docs/product/rules.md#trips): the lists (20 a page, filter by text), saving and unsaving,
 * opening, renaming, deleting (soft, with restore) and the versions a Regenerate makes. Every call
 * acts on the caller's own trips only: another user's trip is 404 and stays unchanged.
 */
export const userTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/trips/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Every trip the caller has stored (deleted ones still kept included) with every version: the trips part of 'Download my data'",
        security,
        response: { 200: TripsExport, ...errorResponses },
      },
    },
    async (request) => ({ trips: await app.trips.exportForUser(request.user!.sub) }),
  );

  app.delete(
    '/api/user/trips',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Removes every trip of the caller for good, with its versions and share links (account deletion; no undo)",
        security,
        response: { 200: DataErased, ...errorResponses },
      },
    },
    async (request) => {
      const gone = await app.trips.eraseForUser(request.user!.sub);
      await app.tripShares.ended(gone.filter((t) => t.share_id).map((t) => ({ tripId: t.id, shareId: t.share_id! })));
      return { deleted: { trips: gone.length } };
    },
  );

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

  app.delete(
    '/api/user/save-trip/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Unsave one of the caller's trips (it stays in All Generated Trips)", security, params: TripParams, response: { 200: SaveTripResponse, ...errorResponses } },
    },
    async (request) => {
      const row = await app.trips.unsaveForUser(request.params.id, request.user!.sub);
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
        summary: "One of the caller's trips as it was generated (stops, rerolls, lodging, route) with its versions; another user's trip is 404",
        security,
        params: TripParams,
        response: { 200: StoredTrip, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.trips.findOwned(request.params.id, request.user!.sub);
      if (!row) throw tripNotFound();
      return { ...toStoredTrip(row), version: row.version, versions: await app.trips.versions(row), request: requestOf(row) };
    },
  );

  app.patch(
    '/api/trips/:id',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Rename one of the caller's trips (title 1–80 characters)", security, params: TripParams, body: RenameTripRequest, response: { 200: StoredTrip, ...errorResponses } },
    },
    async (request) => {
      const row = await app.trips.rename(request.params.id, request.user!.sub, request.body.title);
      if (!row) throw tripNotFound();
      return toStoredTrip(row);
    },
  );

  app.delete(
    '/api/trips/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Delete one of the caller's trips (hidden at once; POST /api/trips/{id}/restore brings it back)",
        security,
        params: TripParams,
        response: { 200: Success, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await app.trips.softDelete(request.params.id, request.user!.sub);
      if (!deleted) throw tripNotFound();
      if (deleted.shareId) await app.tripShares.ended([{ tripId: request.params.id, shareId: deleted.shareId }]);
      return { success: true as const };
    },
  );

  app.post(
    '/api/trips/:id/restore',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Undo the delete of one of the caller's trips", security, params: TripParams, response: { 200: StoredTrip, ...errorResponses } },
    },
    async (request) => {
      const row = await app.trips.restore(request.params.id, request.user!.sub);
      if (!row) throw tripNotFound();
      return toStoredTrip(row);
    },
  );

  /** Versions are stored as PostgreSQL integers: a larger number is no version (400, not a database error). */
  const INT4_MAX = 2_147_483_647;
  app.post(
    '/api/trips/:id/versions/:version/restore',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Make an earlier version of the caller's trip current again (the current one is kept as a version)",
        security,
        params: z.object({ id: z.string().max(100), version: z.coerce.number({ error: 'version must be a number' }).int({ error: 'version must be a whole number' }).min(1, { error: 'version must be 1 or more' }).max(INT4_MAX, { error: `version must be at most ${INT4_MAX}` }) }),
        response: { 200: StoredTrip, ...errorResponses },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const row = await app.trips.restoreVersion(id, request.user!.sub, version);
      if (!row) {
        if (await app.trips.findOwned(id, request.user!.sub)) throw new HttpError(404, 'not_found', `This trip has no version ${version}.`);
        throw tripNotFound();
      }
      return { ...toStoredTrip(row), version: row.version, versions: await app.trips.versions(row), request: requestOf(row) };
    },
  );

  const listDescription = `Pages of ${TRIPS_PAGE_SIZE} (a JSON array). When more follow, the \`${NEXT_CURSOR_HEADER}\` header holds the cursor: pass it back as \`cursor\` (with the same \`q\`). \`q\` filters on prompt or title.`;

  app.get(
    '/api/user/trips',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The caller's generated trips, newest first (20 a page)", description: listDescription, security, querystring: TripListQuery, response: { 200: TripList, ...errorResponses } },
    },
    async (request, reply) => {
      const page = await app.trips.listPage(request.user!.sub, { q: request.query.q || undefined, cursor: request.query.cursor || undefined, limit: TRIPS_PAGE_SIZE });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(toStoredTrip);
    },
  );

  app.get(
    '/api/user/saved-trips',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The caller's saved trips, most recently saved first (20 a page)", description: listDescription, security, querystring: TripListQuery, response: { 200: TripList, ...errorResponses } },
    },
    async (request, reply) => {
      const page = await app.trips.listPage(request.user!.sub, { saved: true, q: request.query.q || undefined, cursor: request.query.cursor || undefined, limit: TRIPS_PAGE_SIZE });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.rows.map(toStoredTrip);
    },
  );
};
