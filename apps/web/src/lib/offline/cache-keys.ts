/**
 * What the offline navigator's service worker (src/service-worker/sw.ts) and the page agree on: the
 * cache names, the request header that asks the worker to keep an answer, and the pure helpers that
 * turn requests into cache keys. No DOM and no worker globals here, so it typechecks for both and is
 * unit-tested in Vitest.
 *
 * Why synthetic keys for ranges: the Cache API refuses to store a 206 (Partial Content) answer
 * (https://w3c.github.io/ServiceWorker/#cache-put step "If response's status is 206, throw a
 * TypeError"), and a stored 200 of the whole 8 MB archive would defeat "only the tiles along the
 * route". So each range the pmtiles reader asks for is stored as a 200 holding just those bytes, under
 * the archive URL plus `?rg-range=<start>-<end>`, and the same Range request is answered from it
 * with a 206 and the Content-Range the server had sent. The pmtiles reader asks for exactly the
 * same ranges every time (the 16 KiB header, then each directory and tile by offset and length), so
 * the ranges the page fetched while saving are the ranges the map asks for offline.
 */

/** Trips the traveller saved for offline use: GET /api/trips/{id} answers, one per user and trip. Cleared at sign-out. */
export const OFFLINE_TRIPS_CACHE = 'rg-offline-trips-v1';
/** Public map data kept for offline use: archive ranges and label glyphs. */
export const OFFLINE_MAP_CACHE = 'rg-offline-map-v1';
/** The app shell (index.html, hashed JS/CSS) of one build: `rg-shell-<build version>`. */
export const SHELL_CACHE_PREFIX = 'rg-shell-';
/** Every cache name this app owns starts with this; the worker deletes the ones it no longer knows. */
export const CACHE_NAME_PREFIX = 'rg-';

/** Request header by which the page asks the worker to fetch from the network and keep the answer. */
export const OFFLINE_SAVE_HEADER = 'x-rg-offline';
export const OFFLINE_SAVE_VALUE = 'save';
/** Answer header the worker adds when it answers from its offline copy (the network was unreachable). */
export const OFFLINE_COPY_HEADER = 'x-rg-offline-copy';

/** The basemap archive and glyphs, as served by the gateway (libs/basemap). */
export const BASEMAP_ARCHIVE_PATH = '/basemap/basemap.pmtiles';
export const GLYPHS_PREFIX = '/basemap/glyphs/';

/** The navigator's trip answer: GET /api/trips/{id} (nothing under it: versions etc. are not kept). */
export const TRIP_PATH = /^\/api\/trips\/([^/]+)$/;

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive (HTTP's `bytes=start-end`). */
  end: number;
}

/** A single `bytes=<start>-<end>` range (the only form the pmtiles reader sends); anything else is null. */
export function parseRange(header: string | null | undefined): ByteRange | null {
  const match = /^bytes=(\d+)-(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  return { start, end };
}

/** `bytes 0-16383/8600000` → the range and the total size (null when the total is `*` or the header is malformed). */
export function parseContentRange(header: string | null | undefined): (ByteRange & { total: number }) | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

/** The cache key of one range of a file: its URL without query or fragment, plus `?rg-range=start-end`. */
export function rangeCacheKey(url: string, range: ByteRange): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}?rg-range=${range.start}-${range.end}`;
}

/**
 * A 206 answer of the network turned into something the Cache API keeps: a 200 with the same bytes,
 * its Content-Type and ETag, and the range and total in headers of our own. Null when the answer is
 * not exactly the asked range (a server that ignored Range, another range, an error).
 */
export async function storableRange(response: Response, range: ByteRange): Promise<Response | null> {
  if (response.status !== 206) return null;
  const got = parseContentRange(response.headers.get('content-range'));
  if (!got || got.start !== range.start || got.end !== range.end) return null;
  const body = await response.arrayBuffer();
  if (body.byteLength !== range.end - range.start + 1) return null;
  const headers = new Headers({
    'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': String(body.byteLength),
    'x-rg-range': `${range.start}-${range.end}`,
    'x-rg-total': String(got.total),
  });
  const etag = response.headers.get('etag');
  if (etag) headers.set('etag', etag);
  return new Response(body, { status: 200, headers });
}

/** The 206 that answers `range` from a stored range (see storableRange); null if it holds other bytes. */
export function partialFromStored(stored: Response, range: ByteRange): Response | null {
  if (stored.headers.get('x-rg-range') !== `${range.start}-${range.end}`) return null;
  const total = stored.headers.get('x-rg-total') ?? '*';
  const headers = new Headers({
    'content-type': stored.headers.get('content-type') ?? 'application/octet-stream',
    'content-length': String(range.end - range.start + 1),
    'content-range': `bytes ${range.start}-${range.end}/${total}`,
    'accept-ranges': 'bytes',
    [OFFLINE_COPY_HEADER]: '1',
  });
  const etag = stored.headers.get('etag');
  if (etag) headers.set('etag', etag);
  return new Response(stored.body, { status: 206, statusText: 'Partial Content', headers });
}

/** The session a kept trip belongs to: the access token's user (`sub`) and session (`sid`). */
export interface SessionOwner {
  sub: string;
  sid: string;
}

/**
 * The user and session an access token names, read without verifying it: the worker only uses it to
 * keep one session's trips apart from every other's on a shared device, never to grant anything (the
 * server verifies every token it is sent). The session id stays the same across token refreshes and
 * changes at every sign-in. Null when there is no readable JWT with both.
 */
export function tokenSession(token: string | null | undefined): SessionOwner | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, sid } = claims as { sub?: unknown; sid?: unknown };
    return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { sub, sid } : null;
  } catch {
    return null;
  }
}

/** The session of an `Authorization: Bearer <jwt>` header (tokenSession). */
export function bearerSession(authorization: string | null | undefined): SessionOwner | null {
  return tokenSession(/^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1]);
}

/** The cache key of a trip answer for one session: the trip URL plus `?rg-user=<sub>&rg-session=<sid>`. */
export function tripCacheKey(url: string, owner: SessionOwner): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}?rg-user=${encodeURIComponent(owner.sub)}&rg-session=${encodeURIComponent(owner.sid)}`;
}

/** The session a trip cache key belongs to (tripCacheKey backwards); null for any other key. */
export function tripKeyOwner(key: string): SessionOwner | null {
  const params = new URL(key).searchParams;
  const sub = params.get('rg-user');
  const sid = params.get('rg-session');
  return sub && sid ? { sub, sid } : null;
}

/** One key per glyph file however its font stack was escaped (`Noto Sans Bold`, `Noto%20Sans%20Bold`). */
export function glyphCacheKey(url: string): string {
  const u = new URL(url);
  let path = u.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: keep the path as sent
  }
  return new URL(path.split('/').map(encodeURIComponent).join('/'), u.origin).href;
}
