import Fastify, { type FastifyInstance, type FastifyServerOptions, type FastifyError } from 'fastify';
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import {
  serializerCompiler,
  validatorCompiler,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorBody } from '@roadgremlin/contracts';
import { HttpError } from './errors.js';
import { dependencyUnavailable, isDependencyUnavailable } from './unavailable.js';
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

function issuePath(path: readonly PropertyKey[] | undefined) {
  return path && path.length ? path.map(String).join('.') : '';
}

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

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => {
        const where = issuePath(v.instancePath.split('/').filter(Boolean));
        const prefix = [err.validationContext, where].filter(Boolean).join('.');
        return { path: prefix, message: v.message ?? 'is invalid' };
      });
      return reply.code(400).send(errorBody('validation_failed', humanise(issues) || 'The request is not valid.', { issues }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.code(500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(clientCode(err), clientMessage(err, bodyLimit)));
    }
    // PostgreSQL or Redis away (a restart, a network cut): the client may retry; /readyz says which.
    if (isDependencyUnavailable(err)) {
      request.log.warn({ err }, 'a dependency is unavailable');
      const unavailable = dependencyUnavailable();
      return reply.code(503).headers(unavailable.headers!).send(errorBody(unavailable.code, unavailable.message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send(errorBody('internal', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('not_found', `There is nothing at ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}

/** A validation message a person can act on: the zod message, prefixed by the field when it helps. */
function humanise(issues: { path: string; message: string }[]) {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const i of issues) {
    const field = i.path.replace(/^(body|querystring|params|headers)\.?/, '');
    // Messages written for people (contracts) already name the field; zod's defaults do not.
    const zodDefault = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/.test(i.message);
    const text = field && zodDefault ? `${field}: ${i.message}` : i.message;
    if (!seen.has(text)) {
      seen.add(text);
      parts.push(text);
    }
  }
  return parts.join('; ');
}

function clientCode(err: FastifyError) {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return 'rate_limited';
    default:
      return err.statusCode === 429 ? 'rate_limited' : 'bad_request';
  }
}

function clientMessage(err: FastifyError, bodyLimit: number) {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is larger than the ${Math.round(bodyLimit / 1024)} KB this endpoint accepts.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      if (err instanceof SyntaxError) return 'The request body is not valid JSON.';
      return err.message;
  }
}
