import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { formatTraceparent, traceOf, traceOfRaw } from '@roadgremlin/service-kit';

/** A client's request id is kept when it is a plain token of at most 128 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:/+=@-]{0,127}$/;

/**
 * Fastify `genReqId`: the caller's x-request-id when sane, else the request's trace id (W3C
 * traceparent: the client's when valid, else a new trace), so the id the services log is the trace.
 */
export function requestId(req: IncomingMessage): string {
  const h = req.headers['x-request-id'];
  return typeof h === 'string' && SANE_REQUEST_ID.test(h) ? h : traceOfRaw(req).traceId;
}

/**
 * Header names a client must never be able to set on the way to a service: identity assertions that
 * some proxies and platforms use (oauth2-proxy's x-forwarded-user/email, x-auth-request-*, x-remote-user,
 * Azure's x-ms-client-principal, ALB's x-amzn-oidc-*), our own internal namespaces, and URL overrides.
 * Services identify the caller only from the bearer token, but a header that never arrives cannot be
 * trusted by mistake.
 */
const INTERNAL_PREFIXES = [
  'x-user',
  'x-internal',
  'x-gremlin',
  'x-auth',
  'x-authenticated',
  'x-remote-',
  'x-forwarded-user',
  'x-forwarded-email',
  'x-forwarded-groups',
  'x-forwarded-preferred-username',
  'x-forwarded-access-token',
  'x-ms-client-principal',
  'x-amzn-oidc-',
  'x-original-',
  'x-rewrite-url',
  'x-http-method-override',
  'x-real-ip',
];

export function isInternalHeader(name: string): boolean {
  // Every entry starts with "x-": a cheap test first keeps this off the hot path for normal headers.
  if (name.charCodeAt(0) !== 120 || name.charCodeAt(1) !== 45) return false;
  for (const p of INTERNAL_PREFIXES) if (name.startsWith(p)) return true;
  return false;
}

/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1) and the ones we set ourselves. `expect` goes too: Node already
 * answered the 100-continue, and undici refuses to send it.
 */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'expect',
  'x-request-id',
  'traceparent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);
/** Forwarding headers only a trusted proxy in front of us may set. */
const FORWARDING = new Set(['forwarded', 'x-forwarded-port', 'x-forwarded-prefix']);

/** The client address the gateway resolved (see forwardHeaders); services prefer it over X-Forwarded-For. */
export const CLIENT_ADDRESS_HEADER = 'x-gremlin-client-ip';

export type OutgoingHeaders = Record<string, string | string[]>;

/**
 * The headers sent to a service: the client's, minus hop-by-hop and internal ones, plus x-request-id,
 * traceparent and X-Forwarded-For/Proto/Host. The client's forwarding headers are only kept (and X-Forwarded-For
 * appended to) when TRUST_PROXY says the hop in front of us sets them.
 */
export function forwardHeaders(request: FastifyRequest, trustProxy: boolean, host: string): OutgoingHeaders {
  const src = request.headers;
  const out: OutgoingHeaders = {};
  for (const name in src) {
    if (NOT_FORWARDED.has(name) || isInternalHeader(name) || (!trustProxy && FORWARDING.has(name))) continue;
    const value = src[name];
    if (value !== undefined) out[name] = value;
  }
  // Headers named in Connection are hop-by-hop too (RFC 9110 section 7.6.1).
  const connection = src.connection;
  if (connection && connection !== 'keep-alive' && connection !== 'close') {
    for (const token of connection.split(',')) delete out[token.trim().toLowerCase()];
  }
  out.host = host;
  out['x-request-id'] = request.id;
  // The trace goes on with the gateway's span as the parent (the client's traceparent was its parent).
  out.traceparent = formatTraceparent(traceOf(request));
  const peer = request.socket.remoteAddress ?? '';
  const prior = trustProxy ? src['x-forwarded-for'] : undefined;
  out['x-forwarded-for'] = prior ? `${prior}, ${peer}` : peer;
  // The client's address as TRUST_PROXY resolves it (the peer, or the address the trusted proxy
  // appended), so a service never has to guess from X-Forwarded-For, whose leftmost entries the client
  // writes. identity throttles sign-ins by it. `x-gremlin-*` from clients was dropped above.
  out[CLIENT_ADDRESS_HEADER] = request.ip;
  // request.protocol/host already honour trustProxy (Fastify reads X-Forwarded-Proto/Host only then).
  out['x-forwarded-proto'] = request.protocol;
  out['x-forwarded-host'] = request.host;
  return out;
}

/** Keeps access tokens, OAuth codes and one-time tickets out of the logs. */
export function redactUrl(url: string): string {
  return url.includes('=') ? url.replace(/([?&](?:access_token|token|ticket|code|state)=)[^&#]*/gi, '$1[redacted]') : url;
}

/**
 * Every /api answer: `X-Content-Type-Options: nosniff` always, and `Cache-Control: no-store`
 * unless the service chose its own caching (public postcards, the JWKS, journey activity: the
 * service's header replaces this default when its answer is relayed, forward.ts). So private JSON
 * (`/api/auth/user`, `/api/user/trips`…) and the gateway's own answers (401, 413, 429, 503) are never
 * stored by a browser or a shared cache. Set at onRequest: one cheap hook, no onSend.
 */
export function apiHeaders(_request: FastifyRequest, reply: { header(name: string, value: string): unknown }, done: () => void) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'no-store');
  done();
}
