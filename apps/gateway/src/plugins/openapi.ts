import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routeFor, type ServiceName } from '../routes.js';
import { getJson, type Upstream } from '../upstreams.js';

type Json = Record<string, any>;

export interface MergedDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Json;
  components: Json;
  tags?: { name: string; description?: string }[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * Merges the services' `/openapi.json` into one document: paths and components. Only the paths the
 * gateway routes to that service are kept (a service may document something the gateway does not
 * expose). A service that does not answer is left out and named in `info.description`.
 */
export function mergeDocuments(publicOrigin: string, docs: { up: Upstream; doc?: Json; error?: string }[]): MergedDocument {
  const merged: MergedDocument = {
    openapi: '3.0.3',
    info: { title: 'Road Gremlin API', version: '1.0.0', description: '' },
    servers: [{ url: publicOrigin }],
    paths: {},
    components: {},
  };
  const included: string[] = [];
  const missing: string[] = [];
  const tags = new Map<string, { name: string; description?: string }>();
  let versionSet = false;
  for (const { up, doc, error } of docs) {
    if (!doc || typeof doc !== 'object' || typeof doc.paths !== 'object') {
      missing.push(`${up.label} (${error ?? 'no OpenAPI document'})`);
      continue;
    }
    included.push(up.label);
    if (!versionSet && typeof doc.openapi === 'string') {
      merged.openapi = doc.openapi;
      versionSet = true;
    }
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      if (routeFor(openApiPathToConcrete(path))?.service !== up.name) continue;
      const target = (merged.paths[path] ??= {});
      for (const [key, op] of Object.entries(item as Json)) {
        if (HTTP_METHODS.has(key) && target[key]) continue; // first service wins on a clash
        target[key] ??= op;
      }
    }
    for (const [section, entries] of Object.entries((doc.components ?? {}) as Json)) {
      if (!entries || typeof entries !== 'object') continue;
      const target = (merged.components[section] ??= {});
      for (const [name, value] of Object.entries(entries as Json)) target[name] ??= value;
    }
    for (const t of (doc.tags ?? []) as { name: string; description?: string }[]) if (t?.name && !tags.has(t.name)) tags.set(t.name, t);
  }
  if (tags.size) merged.tags = [...tags.values()];
  const lines = [`Every Road Gremlin service behind the gateway, merged. Send the access token as \`Authorization: Bearer <token>\`.`];
  lines.push(`Included: ${included.join(', ') || 'none'}.`);
  if (missing.length) lines.push(`Not included because the service is not answering right now: ${missing.join('; ')}. Reload in a moment.`);
  merged.info.description = lines.join('\n\n');
  return merged;
}

/** `/api/community/posts/{postId}` → `/api/community/posts/x`: enough to find its route-table prefix. */
function openApiPathToConcrete(path: string) {
  return path.replace(/\{[^}]+\}/g, 'x');
}

export interface OpenApiOptions {
  upstreams: Map<ServiceName, Upstream>;
  publicOrigin: string;
  cacheMs: number;
  fetchTimeoutMs: number;
}

/** Fetches and merges at request time; keeps the result `cacheMs` (5 s when a service was missing). */
export class OpenApiAggregator {
  private cached?: { doc: MergedDocument; until: number };
  private inflight?: Promise<MergedDocument>;

  constructor(private readonly opts: OpenApiOptions) {}

  async document(): Promise<MergedDocument> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.doc;
    this.inflight ??= this.build().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  /** The last merged document (the docs page's /json, after the onRequest hook refreshed it). */
  current(): MergedDocument {
    return this.cached?.doc ?? mergeDocuments(this.opts.publicOrigin, []);
  }

  private async build() {
    const results = await Promise.all(
      [...this.opts.upstreams.values()].map(async (up) => {
        try {
          const { status, body } = await getJson(up, '/openapi.json', this.opts.fetchTimeoutMs);
          if (status !== 200) return { up, error: `answered ${status}` };
          return { up, doc: body as Json };
        } catch (err) {
          return { up, error: (err as Error).name === 'TimeoutError' ? 'timed out' : 'not reachable' };
        }
      }),
    );
    const doc = mergeDocuments(this.opts.publicOrigin, results);
    const complete = results.every((r) => r.doc);
    this.cached = { doc, until: Date.now() + (complete ? this.opts.cacheMs : Math.min(this.opts.cacheMs, 5_000)) };
    return doc;
  }
}

/**
 * `GET /api/openapi.json` (the merged document) and `GET /api/docs` (Swagger UI reading it). Swagger UI
 * needs @fastify/swagger registered; it is given an empty static document and Swagger UI's /json is
 * answered with the merged one instead.
 */
export async function registerOpenApi(app: FastifyInstance, aggregator: OpenApiAggregator) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return aggregator.document();
  });

  await app.register(async (docs) => {
    await docs.register(swagger, {
      mode: 'static',
      specification: { document: { openapi: '3.0.3', info: { title: 'Road Gremlin API', version: '1.0.0' }, paths: {} } },
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { deepLinking: true, persistAuthorization: true },
      uiHooks: {
        onRequest: async (request) => {
          if (request.url.split('?')[0].endsWith('/json')) await aggregator.document();
        },
      },
      transformSpecification: () => aggregator.current() as unknown as Record<string, unknown>,
      transformSpecificationClone: false,
    });
  });
}
