import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBody } from '@roadgremlin/contracts';
import { HttpError } from './errors.js';
import { dependencyUnavailable, isDependencyUnavailable } from './unavailable.js';

export interface ErrorHandlerOptions {
  /** The process's body limit, named in the 413 message. */
  bodyLimit: number;
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

function issuePath(path: readonly PropertyKey[] | undefined) {
  return path && path.length ? path.map(String).join('.') : '';
}

/**
 * The one error handler of every process (the services and the gateway): the shared shape
 * `{error:{code,message,details?}}`, the headers an HttpError carries (Retry-After of a 429 or a 503),
 * 400 with every validation issue, 503 + Retry-After when PostgreSQL or Redis is away, and 5xx without
 * internals (the full error goes to the log with the request id).
 */
export function errorHandler(opts: ErrorHandlerOptions) {
  return function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
      return reply.code(500).send(errorBody('internal', SERVER_ERROR));
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(clientCode(err), clientMessage(err, opts.bodyLimit)));
    }
    // PostgreSQL or Redis away (a restart, a network cut): the client may retry; /readyz says which.
    if (isDependencyUnavailable(err)) {
      request.log.warn({ err }, 'a dependency is unavailable');
      const unavailable = dependencyUnavailable();
      return reply.code(503).headers(unavailable.headers!).send(errorBody(unavailable.code, unavailable.message));
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status === 503 ? 503 : 500).send(errorBody('internal', SERVER_ERROR));
  };
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
      if (err.statusCode === 429) return 'rate_limited';
      if (err.statusCode === 413) return 'payload_too_large';
      if (err.statusCode === 404) return 'not_found';
      return 'bad_request';
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
