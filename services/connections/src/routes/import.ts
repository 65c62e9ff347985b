import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, errorResponses, IMPORT_CONTENT_TYPES, IMPORT_MAX_BYTES, IMPORT_MAX_UNCOMPRESSED_BYTES, IMPORT_MAX_ZIP_ENTRIES, ImportResponse } from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import type { ConnectionsService } from '../connections/service.js';

export interface ImportRoutesOptions {
  service: ConnectionsService;
  /** Largest upload, bytes (IMPORT_MAX_BYTES; tests lower it). */
  maxBytes?: number;
}

const MB = 1024 * 1024;
const tooLarge = (max: number) =>
  new HttpError(413, 'file_too_large', `The file is larger than the ${Math.round(max / MB)} MB an import accepts. Upload only the parts of the export named in the instructions.`);

/** The request body as one Buffer, counted as it arrives: past `max` the upload is refused (413) without reading on. */
async function readBody(request: FastifyRequest, payload: NodeJS.ReadableStream, max: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge(max);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * POST /api/connections/import/{provider}: "Import your data". The body is the export file itself
 * (zip, JSON or CSV, any of IMPORT_CONTENT_TYPES), read into memory, turned into themes and dropped.
 * Its own scope: the raw-body parser and the 20 MB limit apply to this route only.
 */
export const importRoutes: FastifyPluginAsync<ImportRoutesOptions> = async (fastify, { service, maxBytes = IMPORT_MAX_BYTES }) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { bodyLimit: maxBytes + 1 }, async (request: FastifyRequest, payload: NodeJS.ReadableStream) => readBody(request, payload, maxBytes));
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/connections/import/:provider',
    {
      preHandler: app.requireUser,
      bodyLimit: maxBytes + 1,
      schema: {
        summary: "Imports a provider's own data export (zip or one JSON/CSV file) instead of connecting over OAuth",
        description: [
          `The body is the file, at most ${Math.round(maxBytes / MB)} MB (Content-Type ${IMPORT_CONTENT_TYPES.join(', ')}).`,
          'Spotify: the Account data zip or StreamingHistory_music_N.json / YourLibrary.json / PlaylistN.json, or the Extended streaming history (Streaming_History_Audio_*.json).',
          'Reddit: the export zip or subscribed_subreddits.csv / saved_posts.csv. Instagram and Facebook: the "Download your information" zip in JSON format, or',
          "your_topics.json, posts_1.json, saved_posts.json / pages_you've_liked.json, your_saved_items.json.",
          'Only the derived themes, insight line and reasons are stored; the file is discarded. It replaces an earlier import or',
          'connection of the same provider, and Disconnect (DELETE /api/connections/{id}) deletes it.',
          `Zips are read with guards: at most ${IMPORT_MAX_ZIP_ENTRIES} entries and ${Math.round(IMPORT_MAX_UNCOMPRESSED_BYTES / MB)} MB unpacked.`,
        ].join(' '),
        security: [{ bearer: [] }],
        consumes: [...IMPORT_CONTENT_TYPES],
        params: z.object({ provider: z.string().max(40) }),
        // Documentation only: the body is the file's bytes (a Buffer after the raw parser above).
        body: z.any().meta({ type: 'string', format: 'binary', description: 'The export file itself' }),
        response: { 200: ImportResponse, ...errorResponses, 409: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, 'empty_file', 'The request carried no file. Choose the export file you downloaded.');
      return service.importExport(request.user!.sub, request.params.provider, body);
    },
  );
};
