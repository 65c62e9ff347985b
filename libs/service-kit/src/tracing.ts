import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';

/**
 * One trace per request, W3C Trace Context (`traceparent: 00-<trace-id>-<parent-id>-<flags>`,
 * https://www.w3.org/TR/trace-context/). The gateway accepts a valid incoming traceparent or starts a
 * trace, and forwards a traceparent naming its own span; every service continues the trace it is
 * given; a request that enqueues a job puts its traceparent in the job data, and the worker logs the
 * job with it. Every log line of the request (and of the job) carries `traceId`.
 */
export interface TraceContext {
  traceId: string;
  /** This hop's span id (what the next hop sees as parent-id). */
  spanId: string;
  /** The caller's span id, when the trace came in. */
  parentId?: string;
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** The trace a `traceparent` value names; undefined when it is not a valid one (then a new trace starts). */
export function parseTraceparent(value: unknown): { traceId: string; parentId: string; flags: string } | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  const m = TRACEPARENT.exec(value.trim());
  if (!m) return undefined;
  const [, version, traceId, parentId, flags, rest] = m;
  // Version ff is invalid; version 00 has exactly four fields; later versions may add fields.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return undefined;
  return { traceId, parentId, flags };
}

// Random ids from randomUUID (Node keeps a cache of random bytes for it: ~10x cheaper than a
// randomBytes call per id, which matters at the gateway's request rate). A v4 UUID has 122 random
// bits; the trace id is its 32 hex digits, a span id 16 of another's (the version nibble skipped).
const uuidHex = () => randomUUID().replace(/-/g, '');
const newSpanId = () => {
  const u = randomUUID();
  return u.slice(0, 8) + u.slice(9, 13) + u.slice(15, 18) + u.slice(19, 20);
};

/** A new span of the trace `incoming` names (a `traceparent` value), or of a new trace. */
export function continueTrace(incoming: unknown): TraceContext {
  const parent = parseTraceparent(incoming);
  if (parent) return { traceId: parent.traceId, spanId: newSpanId(), parentId: parent.parentId, flags: parent.flags };
  return { traceId: uuidHex(), spanId: newSpanId(), flags: '01' };
}

export function formatTraceparent(ctx: TraceContext) {
  return `00-${ctx.traceId}-${ctx.spanId}-${ctx.flags}`;
}

const TRACE = Symbol('rg.trace');
type Traced = IncomingMessage & { [TRACE]?: TraceContext };

/** The trace of a raw request (created from its `traceparent` on first use, then kept). */
export function traceOfRaw(req: IncomingMessage): TraceContext {
  const r = req as Traced;
  return (r[TRACE] ??= continueTrace(req.headers.traceparent));
}

/** The request's trace (see traceOfRaw). */
export function traceOf(request: FastifyRequest): TraceContext {
  return traceOfRaw(request.raw);
}

/** The `traceparent` to send downstream (a proxied call, a job) on behalf of this request. */
export function traceparentOf(request: FastifyRequest): string {
  return formatTraceparent(traceOf(request));
}

/**
 * Fastify `childLoggerFactory`: every request's logger is bound to `traceId` besides `reqId`.
 * `inner` makes the child (Fastify's default `logger.child`, or the gateway's lazy one).
 */
export function tracingChildLoggerFactory(inner?: FastifyChildLoggerFactory): FastifyChildLoggerFactory {
  return function (this: unknown, logger, bindings, options, rawReq) {
    const withTrace = { ...bindings, traceId: traceOfRaw(rawReq as IncomingMessage).traceId };
    return inner ? inner.call(this as never, logger, withTrace, options, rawReq) : logger.child(withTrace, options);
  } as FastifyChildLoggerFactory;
}

/** The request being served in this async context (set by createServiceApp's onRequest hook). */
const current = new AsyncLocalStorage<IncomingMessage>();

/** Fastify onRequest hook: what runs for this request (handler, awaits, queue calls) knows its trace. */
export function traceContextHook(request: FastifyRequest, _reply: unknown, done: () => void) {
  current.run(request.raw, done);
}

/** The traceparent of the request being served here, if any (for work it hands on: a job). */
export function currentTraceparent(): string | undefined {
  const raw = current.getStore();
  return raw ? formatTraceparent(traceOfRaw(raw)) : undefined;
}

/** `{ traceparent }` for a call to another service made while serving a request (else nothing). */
export function traceHeaders(): { traceparent?: string } {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}

/** What tracedQueue needs of a BullMQ Queue. */
interface AddingQueue {
  add(name: string, data: any, opts?: any): Promise<unknown>;
}

/**
 * Every job `queue.add` enqueues while a request is served carries that request's `traceparent` in
 * its data (unless the caller set one), so the worker logs the job with the request's traceId
 * (traceLogger). Returns the same queue.
 */
export function tracedQueue<Q extends AddingQueue>(queue: Q): Q {
  const add = queue.add.bind(queue);
  queue.add = ((name: string, data: any, opts?: any) => {
    const traceparent = currentTraceparent();
    const withTrace = traceparent && data && typeof data === 'object' && !('traceparent' in data) ? { ...data, traceparent } : data;
    return add(name, withTrace, opts);
  }) as Q['add'];
  return queue;
}

/** A logger for work done on behalf of a traced request (a job): bound to its traceId. */
export function traceLogger<L>(log: { child(bindings: Record<string, unknown>): L }, traceparent: unknown, bindings: Record<string, unknown> = {}): L {
  const parent = parseTraceparent(traceparent);
  return log.child({ ...bindings, traceId: parent?.traceId ?? continueTrace(undefined).traceId });
}
