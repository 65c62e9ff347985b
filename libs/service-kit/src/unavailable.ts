import { HttpError } from './errors.js';

/**
 * PostgreSQL SQLSTATEs that mean "the server is not there right now": class 08 (connection exception),
 * 57P01–57P03 (admin/crash shutdown, cannot connect now: a restart), 53300 (too many connections).
 */
const PG_UNAVAILABLE = /^(08|57P0[123]$|53300$)/;
/** Socket errors of a connection refused, cut or timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/**
 * Messages of node-postgres (pool and client) and ioredis (a command refused or abandoned while the
 * server is away) that carry no code.
 */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Client was closed and is not queryable/,
  /^Connection is closed/,
  /Stream isn't writeable and enableOfflineQueue options is false/,
  /Reached the max retries per request limit/,
];

/**
 * Whether `err` (or its cause) says PostgreSQL or Redis cannot be reached, rather than that the request
 * or our code is wrong: such a failure is a 503 the client can retry, never a 500.
 */
export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || (/^[0-9A-Z]{5}$/.test(e.code) && PG_UNAVAILABLE.test(e.code)))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // AggregateError (a connect that tried IPv4 and IPv6) and wrapped errors.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDependencyUnavailable(x, depth + 1))) return true;
  return isDependencyUnavailable(e.cause, depth + 1);
}

/** The answer while a dependency is away: 503 with Retry-After, in the shared error shape. */
export function dependencyUnavailable() {
  return new HttpError(503, 'unavailable', 'We cannot reach our data store right now. Please try again in a moment.', undefined, { 'retry-after': '5' });
}

/**
 * Runs `job`, and again every `stepMs` while it fails because PostgreSQL or Redis is away, for at most
 * `withinMs`: a restart of a second or two is ridden out instead of answered 503. Any other error, or
 * the last one past the deadline, is thrown. Only for jobs that are safe to repeat (idempotent: a
 * BullMQ add with a fixed job id, a read).
 */
export async function retryWhileUnavailable<T>(job: () => Promise<T>, withinMs = 5_000, stepMs = 250): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await job();
    } catch (err) {
      if (!isDependencyUnavailable(err) || Date.now() + stepMs > deadline) throw err;
      await new Promise((r) => setTimeout(r, stepMs));
    }
  }
}
