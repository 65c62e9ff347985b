import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, onRequestHookHandler } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { errorBody } from '@roadgremlin/contracts';
import { DEFAULT_BODY_LIMIT, ROUTES, type GatewayRoute, type ServiceName } from '../routes.js';
import type { Upstream } from '../upstreams.js';
import { forwardHeaders } from '../headers.js';
import { forward } from '../forward.js';
import { tokenFromQuery } from './access.js';

export interface ProxyRoutesOptions {
  upstreams: Map<ServiceName, Upstream>;
  /** onRequest hook enforcing the route's access rule (see access.ts). */
  guard: (route: GatewayRoute) => onRequestHookHandler;
  trustProxy: boolean;
  connectTimeoutMs: number;
}

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A path that could climb out of its prefix once a service decodes and normalises it
 * (`/api/community/../users/me`, `%2e%2e`, `%2f`, backslashes): refused with 400 before any routing
 * decision is trusted. The fast check keeps ordinary paths at one scan.
 */
export function isUnsafePath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes('%') && !path.includes('\\') && !path.includes('/.')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (decoded.includes('\\') || /%2f|%5c/i.test(path)) return true;
  return decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

/**
 * `…/metrics`: never relayed. The services serve Prometheus metrics at their own `/metrics`, outside
 * /api, so no route here reaches it; this keeps any `/api/…/metrics` from ever reaching a service.
 */
export function isMetricsPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  return path.endsWith('/metrics') || path.endsWith('/metrics/');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const q = request.url.indexOf('?');
  return reply.code(404).send(errorBody('not_found', `There is nothing at ${request.method} ${q === -1 ? request.url : request.url.slice(0, q)}.`));
}

/** Headers for the upstream WebSocket handshake: the same forwarding rules, only what a service can use. */
const WS_FORWARD = ['authorization', 'cookie', 'origin', 'user-agent', 'accept-language', 'x-request-id', 'traceparent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

function wsHeaders(request: FastifyRequest, up: Upstream, trustProxy: boolean) {
  const all = forwardHeaders(request, trustProxy, up.host);
  const out: Record<string, string> = {};
  for (const name of WS_FORWARD) {
    const v = all[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}

/**
 * Every route-table prefix, each in its own scope with the route's access hook. Paths are forwarded
 * unchanged (services keep their full /api paths), on the service's shared undici pool.
 *
 * HTTP routes are plain Fastify routes (`prefix` and `prefix/*`) handled by `forward`. WebSocket routes
 * go through @fastify/http-proxy, which upgrades both sides and pipes the frames. The HTTP routes once
 * went through http-proxy too; its per-request URL work (query re-encoding, three URL objects, a
 * decodeURI per path character) measured ~11 µs of CPU per request — a sixth of the gateway's budget
 * (bench/gateway) — for a rewrite we do not do.
 */
export async function proxyRoutes(app: FastifyInstance, opts: ProxyRoutesOptions) {
  for (const route of ROUTES) {
    const up = opts.upstreams.get(route.service);
    if (!up) throw new Error(`no upstream for ${route.service}`);
    const forwardOpts = { trustProxy: opts.trustProxy, bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT };
    await app.register(async (scope) => {
      if (route.websocket) {
        scope.addHook('onRequest', tokenFromQuery);
        scope.addHook('onRequest', opts.guard(route));
        await scope.register(httpProxy, {
          upstream: up.url,
          prefix: route.prefix,
          rewritePrefix: route.prefix,
          undici: up.pool,
          disableRequestLogging: true,
          websocket: true,
          // A plain HTTP request to a socket path is relayed like any other.
          handler: (request, reply) => forward(request, reply, up, forwardOpts),
          wsClientOptions: {
            handshakeTimeout: opts.connectTimeoutMs,
            rewriteRequestHeaders: (_headers: unknown, request: FastifyRequest) => wsHeaders(request, up, opts.trustProxy),
          },
        });
        return;
      }
      scope.addHook('onRequest', opts.guard(route));
      // Bodies are not parsed here: the raw request stream is handed to the service as it arrives.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        if (isUnsafePath(request.url)) {
          return reply.code(400).send(errorBody('bad_request', 'The request path is not valid.'));
        }
        if (isMetricsPath(request.url)) return notFound(request, reply);
        return forward(request, reply, up, forwardOpts);
      };
      scope.route({ method: METHODS, url: route.prefix, handler });
      scope.route({ method: METHODS, url: `${route.prefix}/*`, handler });
    });
  }
}
