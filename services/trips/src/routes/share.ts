import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShareTripResponse, SharedTrip, errorResponses } from '@roadgremlin/contracts';
import type { Config } from '../config.js';
import type { TripRow } from '../db/types.js';
import { GPX_CONTENT_TYPE, gpxFilename, toGpx } from '../trips/gpx.js';
import { tripNotFound } from './errors.js';
import { HttpError } from '@roadgremlin/service-kit';

const tags = ['trips'];
const security = [{ bearer: [] }];
const TripParams = z.object({ id: z.string().max(100) });
// 128 random bits in base64url are 22 characters.
const ShareParams = z.object({ shareId: z.string().max(64) });
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

const sharedNotFound = () => new HttpError(404, 'not_found', 'This shared trip does not exist or its link was turned off.');

/** Read-only share links and GPX export (the Share button's public link and a file for map apps; docs/product/api.md#saved-and-stored-trips). */
export const shareRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const shareUrl = (shareId: string) => `${config.PUBLIC_ORIGIN.replace(/\/+$/, '')}/shared/${shareId}`;

  const findShared = async (shareId: string) => {
    const row = SHARE_ID.test(shareId) ? await app.trips.findByShareId(shareId) : undefined;
    if (!row) throw sharedNotFound();
    return row;
  };

  app.post(
    '/api/trips/:id/share',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Turn on the trip's public read-only link (the same link again if it is on)",
        description: 'The link id is 128 random bits (base64url). Only the owner may share; anyone else gets 404.',
        security,
        params: TripParams,
        response: { 200: ShareTripResponse, ...errorResponses },
      },
    },
    async (request) => {
      const shareId = await app.trips.share(request.params.id, request.user!.sub, randomBytes(16).toString('base64url'));
      if (!shareId) throw tripNotFound();
      return { shareId, url: shareUrl(shareId) };
    },
  );

  app.delete(
    '/api/trips/:id/share',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn the link off for good (sharing again makes a new one)',
        security,
        params: TripParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const revoked = await app.trips.revokeShare(request.params.id, request.user!.sub);
      if (!revoked) throw tripNotFound();
      if (revoked.shareId) await app.tripShares.ended([{ tripId: request.params.id, shareId: revoked.shareId }]);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/trips/shared/:shareId',
    {
      schema: {
        tags,
        summary: 'A shared trip, read-only, for anyone with the link; 404 once the link is off',
        params: ShareParams,
        response: { 200: SharedTrip, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await findShared(request.params.shareId);
      reply.header('cache-control', 'private, no-cache');
      return {
        shareId: row.share_id!,
        title: row.title,
        prompt: row.prompt,
        generatedAt: row.generated_at.toISOString(),
        mode: row.mode,
        stops: row.stops,
        accommodations: row.accommodations,
        ...(row.trip_route ? { route: row.trip_route } : {}),
        days: row.days,
      };
    },
  );

  const sendGpx = (row: TripRow, reply: import('fastify').FastifyReply, link?: string) =>
    reply
      .header('content-type', GPX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${gpxFilename(row.title, row.prompt)}"`)
      .header('cache-control', 'private, no-cache')
      .send(
        toGpx({
          title: row.title,
          prompt: row.prompt,
          generatedAt: row.generated_at.toISOString(),
          stops: row.stops,
          accommodations: row.accommodations,
          link,
        }),
      );

  app.get(
    '/api/trips/:id/gpx',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The caller's trip as a GPX 1.1 file (waypoints + route)", security, params: TripParams, produces: ['application/gpx+xml'] },
    },
    async (request, reply) => {
      const row = await app.trips.findOwned(request.params.id, request.user!.sub);
      if (!row) throw tripNotFound();
      return sendGpx(row, reply, row.share_id ? shareUrl(row.share_id) : undefined);
    },
  );

  app.get(
    '/api/trips/shared/:shareId/gpx',
    { schema: { tags, summary: 'A shared trip as a GPX 1.1 file; 404 once the link is off', params: ShareParams, produces: ['application/gpx+xml'] } },
    async (request, reply) => {
      const row = await findShared(request.params.shareId);
      return sendGpx(row, reply, shareUrl(row.share_id!));
    },
  );
};
