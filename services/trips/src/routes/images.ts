import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StreetViewQuery } from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import { postcardFor, renderPostcard, renderStreetView } from '../images/postcard.js';

const tags = ['images'];
const PostcardParams = z.object({ file: z.string().regex(/^[a-z0-9-]{1,100}\.svg$/, { error: 'postcard names look like {id}.svg' }) });
const PostcardQuery = z.object({
  name: z.string().max(120).optional(),
  theme: z.string().max(40).optional(),
  town: z.string().max(80).optional(),
});
// An SVG is a document: make sure nothing in it could ever run or load.
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/** Stop postcards and the street-view image (public: <img> tags carry no bearer token). */
export const imageRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/trips/postcards/:file',
    {
      schema: {
        tags,
        summary: "A stop's SVG postcard: a catalogue id, or a hash with ?name&theme&town; public and cacheable",
        params: PostcardParams,
        querystring: PostcardQuery,
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const key = request.params.file.slice(0, -'.svg'.length);
      const card = postcardFor(key, request.query);
      if (!card) throw new HttpError(404, 'not_found', 'No postcard by that name.');
      return reply.headers({ ...SVG_HEADERS, 'cache-control': 'public, max-age=604800' }).send(renderPostcard(card));
    },
  );

  app.get(
    '/api/google-streetview',
    {
      schema: {
        tags,
        summary: 'A street-level image of a point, the fallback for a stop picture that fails; public',
        description: 'Proxies the Google Street View Static API when GOOGLE_MAPS_API_KEY is set (no imagery or any failure: our own SVG); otherwise our own SVG of the point.',
        querystring: StreetViewQuery,
        produces: ['image/jpeg', 'image/svg+xml'],
      },
    },
    async (request, reply) => {
      const { lat, lng } = request.query;
      if (config.GOOGLE_MAPS_API_KEY) {
        const url = `${config.GOOGLE_STREETVIEW_URL}?${new URLSearchParams({ size: '640x400', location: `${lat},${lng}`, fov: '90', return_error_code: 'true', key: config.GOOGLE_MAPS_API_KEY })}`;
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(config.STREETVIEW_TIMEOUT_MS) });
          const type = res.headers.get('content-type') ?? '';
          if (res.ok && type.startsWith('image/')) {
            const body = Buffer.from(await res.arrayBuffer());
            return reply.headers({ 'content-type': type, 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' }).send(body);
          }
          await res.body?.cancel().catch(() => {});
        } catch (err) {
          request.log.warn({ err }, 'street view fetch failed; answering our own image');
        }
      }
      return reply.headers({ ...SVG_HEADERS, 'cache-control': 'public, max-age=86400' }).send(renderStreetView(lat, lng));
    },
  );
};
