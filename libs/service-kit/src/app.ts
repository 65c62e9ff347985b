import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@roadgremlin/contracts';
import { errorHandler } from './error-handler.js';
import { registerMetrics } from './metrics.js';
import { parseTraceparent, traceContextHook, traceOfRaw, tracingChildLoggerFactory } from './tracing.js';

export interface ServiceAppOptions {
  name: string;
  logLevel?: string;
  /** Largest accepted body; larger answers 413. */
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
  description?: string;
}

export type ServiceApp = FastifyInstance & ReturnType<FastifyInstance['withTypeProvider']>;

const MB = 1024 * 1024;

/**
 * Builds a Fastify instance with the house rules: zod schemas for validation and OpenAPI, request ids
 * taken from `x-request-id`, `traceId` in every request's log lines (W3C traceparent, tracing.ts),
 * Prometheus metrics at `/metrics` (metrics.ts), one error handler answering `{error:{code,message,details?}}`, and 5xx
 * without internals. Routes are added by the caller; it never listens.
 */
export function createServiceApp(opts: ServiceAppOptions) {
  const bodyLimit = opts.bodyLimit ?? MB;
  const app = Fastify({
    logger: opts.logger ?? { level: opts.logLevel ?? 'info' },
    bodyLimit,
    requestIdHeader: 'x-request-id',
    // Without an x-request-id (the gateway sends one), a request continuing a trace is known by its trace id.
    genReqId: (req) => (parseTraceparent(req.headers.traceparent) ? traceOfRaw(req).traceId : randomUUID()),
    // Every request's log lines carry `traceId` (the incoming traceparent's, or a new one).
    childLoggerFactory: tracingChildLoggerFactory(),
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text/plain body would otherwise reach validation as a string (→ 415 instead).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The request's trace follows the work it starts (a queued job carries it: tracedQueue).
  app.addHook('onRequest', traceContextHook);

  // Request counts and latencies by route pattern, and GET /metrics (services are not public: the
  // gateway forwards only /api/… prefixes, and answers 404 for /metrics itself).
  registerMetrics(app, opts.name, { route: true });

  app.register(swagger, {
    openapi: {
      info: { title: `Road Gremlin ${opts.name}`, description: opts.description, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with a zod id (contracts' `.meta({ id })`) are written as `$ref`s to
    // #/components/schemas/<id>; this fills components.schemas with them, so every `$ref` resolves.
    transformObject: jsonSchemaTransformObject,
  });
  app.register(async (scope) => {
    scope.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });

  app.setErrorHandler(errorHandler({ bodyLimit }));

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `There is nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}
