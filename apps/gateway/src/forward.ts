import { Readable, Transform } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { errorBody } from '@roadgremlin/contracts';
import { forwardHeaders } from './headers.js';
import type { Upstream } from './upstreams.js';

/**
 * The proxy's request path: one undici `dispatch` per request on the service's pool, straight from
 * Fastify's request to Fastify's reply.
 *
 * Why not @fastify/reply-from's `reply.from()` (http-proxy's default handler)? Measured on this code
 * (bench/gateway), it cost ~66 µs of CPU per proxied GET against ~45 µs for this handler: it wraps every
 * answer in undici's body stream and pipes it, builds and caches URL objects, and runs retry
 * bookkeeping per request. Here small answers (the usual JSON) are buffered and sent as one Buffer, and
 * only large or unsized ones (images, server-sent events) are streamed, with back-pressure.
 */

/** Answers up to this size with a known Content-Length are buffered and sent in one write. */
const BUFFER_LIMIT = 1024 * 1024;

/** Response headers that describe the upstream connection, not the answer. */
const RESPONSE_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'content-length']);

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** A kept-alive socket the service closed just as we reused it: safe to try once more for idempotent methods. */
const RETRYABLE_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ForwardOptions {
  trustProxy: boolean;
  /** Largest request body forwarded, bytes: a larger one answers 413 here and never reaches the service. */
  bodyLimit: number;
}

/** The error a body stream is destroyed with when it grows past the route's limit. */
class BodyTooLarge extends Error {
  readonly code = 'RG_BODY_TOO_LARGE';
}

/** How long the gateway goes on reading (and dropping) a body after answering early, before it cuts the connection. */
const LINGER_MS = 5_000;

/**
 * The gateway's own 413, sent before the request's body was all read: the rest of the body is read
 * and dropped, so a client still sending reads this answer instead of a reset
 * (closing at once makes the kernel answer its next bytes with RST: EPIPE, and the answer is lost).
 * A body still coming LINGER_MS after the answer went out costs the connection.
 */
function answeringEarly(reply: FastifyReply): FastifyReply {
  const req = reply.request.raw;
  if (req.readableEnded) return reply;
  req.unpipe(); // from the body-limit counter, when a chunked body ran over
  req.resume();
  reply.raw.once('finish', () => {
    if (req.readableEnded) return;
    const timer = setTimeout(() => req.socket?.destroy(), LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.socket?.once('close', () => clearTimeout(timer));
  });
  return reply;
}

/** 413 in the shared shape, worded like the services' own (libs/service-kit). */
export function payloadTooLarge(reply: FastifyReply, limit: number) {
  return answeringEarly(reply)
    .code(413)
    .send(errorBody('payload_too_large', `The request body is larger than the ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`} this endpoint accepts.`));
}

/** Passes the body through, failing it with BodyTooLarge once more than `limit` bytes went by (chunked bodies). */
function limitBody(body: Readable, limit: number): Readable {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > limit) done(new BodyTooLarge(`request body over ${limit} bytes`));
      else done(null, chunk);
    },
  });
  body.on('error', (err) => counted.destroy(err));
  return body.pipe(counted);
}

/** Shared-shape codes for an upstream's early error answer whose body we could not read whole. */
function earlyCode(status: number) {
  if (status === 413) return 'payload_too_large';
  if (status === 401) return 'invalid_token';
  if (status === 404) return 'not_found';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  return status < 500 ? 'bad_request' : 'internal';
}

/**
 * The answer when a service cannot be reached: 503 (refused, unresolvable, connect timeout, reset),
 * 504 when it accepted the request but did not answer within UPSTREAM_TIMEOUT_MS.
 */
export function upstreamFailure(reply: FastifyReply, error: unknown, up: Upstream) {
  const code = (error as { code?: string } | undefined)?.code ?? '';
  reply.request.log.warn({ err: error, service: up.name }, 'upstream request failed');
  if (TIMEOUT_CODES.has(code)) {
    return reply
      .code(504)
      .send(errorBody('gateway_timeout', `The ${up.label} service took too long to answer. Please try again in a moment.`));
  }
  return reply
    .code(503)
    .header('retry-after', '5')
    .send(errorBody('service_unavailable', `The ${up.label} service is not answering right now. Please try again in a moment.`));
}

class ForwardHandler implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: Record<string, string | string[]> | null = null;
  private chunks: Buffer[] | null = null;
  private stream: Readable | null = null;
  private done = false;
  private expected = -1;
  private received = 0;

  constructor(
    private readonly reply: FastifyReply,
    private readonly up: Upstream,
    private readonly options: Dispatcher.DispatchOptions & { bodyLimit?: number },
    private readonly attempt: number,
  ) {}

  start() {
    this.up.pool.dispatch(this.options, this);
  }

  onRequestStart() {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    if (statusCode < 200) return; // 1xx informational: the real answer follows
    if (statusCode > 599) {
      this.done = true;
      controller.abort(new Error(`invalid status ${statusCode}`));
      this.reply.code(502).send(errorBody('bad_gateway', `The ${this.up.label} service gave an answer we could not pass on. Please try again.`));
      return;
    }
    const out: Record<string, string | string[]> = {};
    let length = -1;
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      if (name === 'content-length') length = Number(value);
      if (!RESPONSE_HOP.has(name)) out[name] = value;
    }
    this.status = statusCode;
    this.headers = out;
    this.expected = length;
    if (length >= 0 && length <= BUFFER_LIMIT && this.options.method !== 'HEAD') {
      this.chunks = [];
      return;
    }
    // Large, unsized (chunked, server-sent events) or HEAD: stream it through, pausing the service's
    // socket while the client is slower.
    if (length >= 0) out['content-length'] = String(length);
    const stream = new Readable({ read: () => controller.resume() });
    this.stream = stream;
    this.reply.raw.once('close', () => {
      if (!this.done) controller.abort(new Error('the client went away'));
    });
    this.reply.code(statusCode).headers(out).send(stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    this.received += chunk.length;
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd() {
    this.done = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const body = chunks.length === 1 ? chunks[0] : chunks.length === 0 ? undefined : Buffer.concat(chunks);
    this.reply.code(this.status).headers(this.headers ?? {});
    // An early answer (the client is still sending a body nobody will read): end the connection after
    // it, or it would stay busy with a request that never completes.
    if (this.options.body && !this.reply.request.raw.readableEnded) this.reply.header('connection', 'close');
    this.reply.send(body);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    this.done = true;
    if (this.stream) {
      this.stream.destroy(error);
      return;
    }
    if (this.reply.sent) return; // e.g. the 502 for an invalid status, whose abort lands here
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof BodyTooLarge || code === 'RG_BODY_TOO_LARGE') {
      payloadTooLarge(this.reply, this.options.bodyLimit ?? 0);
      return;
    }
    // The service answered before it read the whole body (its own 413, a 401…) and closed the socket
    // while we were still sending: that answer is the answer, not a sign the service is down.
    if (this.status !== 0 && this.chunks) {
      const complete = this.expected >= 0 && this.received >= this.expected;
      if (complete) {
        this.onResponseEnd();
        return;
      }
      this.reply
        .code(this.status)
        .header('connection', 'close')
        .send(errorBody(earlyCode(this.status), `The ${this.up.label} service refused the request (HTTP ${this.status}).`));
      return;
    }
    // The service closed the connection while the body was still being written (EPIPE): it is up, it
    // refused this request before reading it all, and its answer was lost with the socket. Not a 503.
    if (this.status === 0 && code === 'EPIPE' && this.options.body) {
      this.reply.log.warn({ err: error, service: this.up.name }, 'upstream closed the connection mid-body');
      this.reply
        .code(502)
        .header('connection', 'close')
        .send(errorBody('bad_gateway', `The ${this.up.label} service closed the connection before reading the whole request. The body may be too large.`));
      return;
    }
    // Nothing was sent yet (buffered answers are sent whole at the end): retry or answer 503/504.
    if (this.status === 0 && this.attempt === 0 && RETRYABLE_CODES.has(code) && IDEMPOTENT.has(this.options.method)) {
      new ForwardHandler(this.reply, this.up, this.options, 1).start();
      return;
    }
    upstreamFailure(this.reply, error, this.up);
  }
}

/**
 * Forwards the request unchanged (method, path, query, body) to the service and relays its answer.
 * A body over `opts.bodyLimit` answers 413 here: at once when its Content-Length says so (the service
 * never sees it), or as soon as a chunked body grows past it.
 */
export function forward(request: FastifyRequest, reply: FastifyReply, up: Upstream, opts: ForwardOptions) {
  const method = request.method as Dispatcher.HttpMethod;
  // The proxy routes' catch-all content-type parser hands the raw request stream over, unread.
  let body = method === 'GET' || method === 'HEAD' ? null : ((request.body as Readable | undefined) ?? null);
  if (body) {
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > opts.bodyLimit) return payloadTooLarge(reply, opts.bodyLimit);
    } else {
      body = limitBody(body, opts.bodyLimit);
    }
  }
  const options = { method, path: request.url, headers: forwardHeaders(request, opts.trustProxy, up.host), body, bodyLimit: opts.bodyLimit };
  new ForwardHandler(reply, up, options, 0).start();
  return reply;
}
