import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface BasemapOptions {
  /** Folder holding basemap.pmtiles and glyphs/ (libs/basemap/assets by default). */
  dir: string;
}

/**
 * The offline basemap under /basemap/: one PMTiles archive that MapLibre reads with HTTP Range
 * requests (@fastify/static answers them with 206 Partial Content) and the label glyphs. Neither
 * file name is hashed, so they are cached for a day and revalidated with their ETag.
 */
export async function registerBasemap(app: FastifyInstance, opts: BasemapOptions) {
  await app.register(async (scope) => {
    // send picks the type from its mime table, after setHeaders: name ours on the way out.
    scope.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0];
      if (reply.statusCode >= 300) return payload;
      if (path.endsWith('.pmtiles')) reply.header('content-type', 'application/vnd.pmtiles');
      else if (path.endsWith('.pbf')) reply.header('content-type', 'application/x-protobuf');
      return payload;
    });
    await registerFiles(scope, opts);
  });
}

async function registerFiles(app: FastifyInstance, opts: BasemapOptions) {
  await app.register(fastifyStatic, {
    root: opts.dir,
    prefix: '/basemap/',
    decorateReply: false,
    wildcard: true,
    index: false,
    acceptRanges: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400');
      // A tile archive is useless to other sites' pages; same-origin fetches only.
      res.setHeader('cross-origin-resource-policy', 'same-origin');
    },
  });
}
