import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { errorBody } from '@roadgremlin/contracts';
import { RevocationList, TokenVerifier } from '@roadgremlin/auth';
import { createRedis, errorHandler, registerHealth, registerMetrics, tracingChildLoggerFactory, type HealthCheck } from '@roadgremlin/service-kit';
import type { GatewayConfig } from './config.js';
import { apiHeaders, redactUrl, requestId } from './headers.js';
import { lazyChildLoggerFactory } from './lazy-logger.js';
import { closeUpstreams, createUpstreams, getJson } from './upstreams.js';
import { accessGuard, IdentityKeySet } from './plugins/access.js';
import { proxyRoutes } from './plugins/proxy.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWeb } from './plugins/web.js';
import { registerBasemap } from './plugins/basemap.js';
import { registerTracking } from './plugins/tracking.js';
import { OpenApiAggregator, registerOpenApi } from './plugins/openapi.js';

export interface BuildAppOptions {
  config: GatewayConfig;
  /** Shared Redis connection (rate limits, revocations, /readyz); created from REDIS_URL when omitted. */
  redis?: Redis;
  /** Token verifier; by default one on identity's JWKS with a Redis-fed revocation list. */
  verifier?: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

type LogLevel = GatewayConfig['REQUEST_LOG_LEVEL'];

/**
 * One access-log line per request ("request completed", with status and time) at REQUEST_LOG_LEVEL,
 * instead of Fastify's two info lines. `off` drops it (benchmarks); errors and stream failures are
 * still logged.
 */
class GatewayLogController extends LogController {
  constructor(private readonly level: LogLevel) {
    super();
  }
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.level === 'off' || this.level === 'silent') return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log[this.level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Pino options: LOG_LEVEL, and request lines without tokens, OAuth codes or tickets in the URL. */
export function gatewayLoggerOptions(config: GatewayConfig) {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: (req: { method: string; url: string; ip: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** The gateway's own parsed bodies; proxied ones are streamed under each route's limit (routes.ts, forward.ts). */
const GATEWAY_BODY_LIMIT = 1024 * 1024;

/** Builds the gateway (never listens). The caller closes it; everything it opened closes with it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const trustProxy = config.TRUST_PROXY !== false;

  const app = Fastify({
    logger: opts.logger ?? gatewayLoggerOptions(config),
    logController: new GatewayLogController(config.REQUEST_LOG_LEVEL),
    // Each request's log lines carry traceId (W3C traceparent: the client's when valid, else a new trace).
    childLoggerFactory: tracingChildLoggerFactory(lazyChildLoggerFactory),
    // x-request-id is ours to check: a client's id is kept only when it is a sane token (headers.ts).
    requestIdHeader: false,
    genReqId: requestId,
    // A hop count is accepted at run time (proxy-addr) though the types only list boolean/string/string[].
    trustProxy: config.TRUST_PROXY as FastifyServerOptions['trustProxy'],
    // Proxied bodies are streamed to the services, under each route's own limit (routes.ts, forward.ts).
    bodyLimit: GATEWAY_BODY_LIMIT,
  });

  // --- resources -------------------------------------------------------------------------------------
  const ownsRedis = !opts.redis;
  const redis = opts.redis ?? createRedis(config.REDIS_URL);
  const upstreams = createUpstreams(config);

  let verifier = opts.verifier;
  let keySet: IdentityKeySet | undefined;
  let revocations: RevocationList | undefined;
  if (!verifier) {
    keySet = new IdentityKeySet(`${config.IDENTITY_URL}/api/auth/jwks`, config.UPSTREAM_CONNECT_TIMEOUT_MS);
    revocations = new RevocationList(config.REDIS_PREFIX);
    await revocations.start(redis);
    verifier = new TokenVerifier({
      jwks: keySet.getKey,
      issuer: config.JWT_ISSUER ?? config.PUBLIC_ORIGIN,
      audience: config.JWT_AUDIENCE ?? config.PUBLIC_ORIGIN,
      revocations,
    });
  }

  app.addHook('onClose', async () => {
    await closeUpstreams(upstreams);
    await revocations?.stop();
    if (ownsRedis) await redis.quit().catch(() => redis.disconnect());
  });

  // --- every request ---------------------------------------------------------------------------------
  app.decorateRequest('user', null);
  // Counts and latencies by route pattern; served on GATEWAY_METRICS_PORT (server.ts), never here.
  registerMetrics(app, 'gateway');
  // x-request-id is echoed by this hook outside the API, and by the access guard on proxied routes.
  const echoRequestId = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('x-request-id', request.id);
    done();
  };

  // The same handler as every service: the shared shape, an HttpError's headers (Retry-After), no internals.
  app.setErrorHandler(errorHandler({ bodyLimit: GATEWAY_BODY_LIMIT }));

  // --- the web app, the docs and every 404: with helmet's security headers (CSP…) ---------------------
  // The proxied API is registered beside this scope, not in it: the services answer JSON, and helmet's
  // hooks cost several µs per request on the hot path for headers that only matter to HTML.
  await app.register(async (web) => {
    web.addHook('onRequest', echoRequestId);
    await registerSecurityHeaders(web, { publicOrigin: config.PUBLIC_ORIGIN, mapStyleUrl: config.MAP_STYLE_URL });
    await registerBasemap(web, { dir: config.BASEMAP_DIR });
    const serveApp = await registerWeb(web, { dist: config.WEB_DIST });
    // Prometheus metrics are on their own port (GATEWAY_METRICS_PORT), not on the public one: /metrics
    // here is a plain 404 (not the web app's index.html).
    web.get('/metrics', (request, reply) => reply.code(404).send(errorBody('not_found', `There is nothing at ${request.method} /metrics.`)));
    await registerOpenApi(
      web,
      new OpenApiAggregator({ upstreams, publicOrigin: config.PUBLIC_ORIGIN, cacheMs: config.OPENAPI_CACHE_MS, fetchTimeoutMs: 2_000 }),
    );
    web.setNotFoundHandler((request, reply) => {
      const q = request.url.indexOf('?');
      const path = q === -1 ? request.url : request.url.slice(0, q);
      if (serveApp(request, reply, path)) return reply;
      if (path.startsWith('/api/')) reply.header('cache-control', 'no-store');
      return reply.code(404).send(errorBody('not_found', `There is nothing at ${request.method} ${path}.`));
    });
  });

  const checks: Record<string, HealthCheck> = {};
  for (const up of upstreams.values()) {
    checks[up.name] = async () => {
      const { status } = await getJson(up, '/healthz', 2_000);
      if (status !== 200) throw new Error(`/healthz answered ${status}`);
    };
  }
  checks.redis = () => redis.ping();
  await app.register(async (health) => {
    health.addHook('onRequest', echoRequestId);
    registerHealth(health, 'gateway', checks);
  });

  const guard = accessGuard({ verifier, adminEmails: config.ADMIN_EMAILS, keySet, revocations });
  await app.register(async (api) => {
    // First, so the guard's 401s and the rate limit's 429s carry them too.
    api.addHook('onRequest', apiHeaders);
    await registerRateLimit(api, { perMinute: config.RATE_LIMIT_PER_MINUTE, redis, prefix: config.REDIS_PREFIX });
    await proxyRoutes(api, {
      upstreams,
      guard,
      trustProxy,
      connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    });
  });

  // /ws/track: the page-tracking socket, terminated here (publishes `activity` events on Redis).
  await registerTracking(app, { config, redis, verifier, revocations });

  return app;
}
