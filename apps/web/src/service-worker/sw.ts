/// <reference lib="webworker" />
/**
 * The service worker of the offline Trip Navigator (docs/product/screens.md#offline-navigator): built by vite.config.ts into
 * dist/sw.js (production builds only) and registered by the navigator of a saved trip
 * (src/lib/offline/save-trip-offline.ts), never by the landing page.
 *
 * | request                               | strategy                                                        |
 * | ------------------------------------- | --------------------------------------------------------------- |
 * | navigations                           | network first; offline, the cached index.html (the SPA shell)    |
 * | /assets/* and the shell's other files | cache first (hashed names: a name never changes content)        |
 * | GET /api/trips/{id}                   | network first; a copy kept only for trips saved offline, per session (user + session id); offline, that copy to that session only |
 * | /basemap/basemap.pmtiles with Range   | cache first per exact range (the header range network first), stored only when the page saves |
 * | /basemap/glyphs/*                     | cache first, stored only when the page saves                     |
 * | anything else                         | not touched: the browser goes to the network as without a worker |
 *
 * The page marks the requests it wants kept with `x-rg-offline: save`; the worker then always asks
 * the network and keeps the answer. Nothing else is ever written, so other users' answers, sign-in
 * and session calls, lists and every POST pass through untouched.
 */
import {
  BASEMAP_ARCHIVE_PATH,
  bearerSession,
  CACHE_NAME_PREFIX,
  GLYPHS_PREFIX,
  glyphCacheKey,
  OFFLINE_COPY_HEADER,
  OFFLINE_MAP_CACHE,
  OFFLINE_SAVE_HEADER,
  OFFLINE_SAVE_VALUE,
  OFFLINE_TRIPS_CACHE,
  parseRange,
  partialFromStored,
  rangeCacheKey,
  SHELL_CACHE_PREFIX,
  storableRange,
  TRIP_PATH,
  tripCacheKey,
  type ByteRange,
} from '../lib/offline/cache-keys';

declare const self: ServiceWorkerGlobalScope;
/** Injected at build time: the build's files (hashed JS/CSS, favicon) and a version naming the shell cache. */
declare const __RG_PRECACHE__: string[];
declare const __RG_BUILD__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__RG_BUILD__}`;
const SHELL_INDEX = '/index.html';
const PRECACHED = new Set(__RG_PRECACHE__);
const KNOWN_CACHES = new Set([SHELL_CACHE, OFFLINE_TRIPS_CACHE, OFFLINE_MAP_CACHE]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // index.html under its own key: `/` may be answered by anything the gateway routes there.
      const index = await fetch('/', { cache: 'no-store' });
      if (!index.ok) throw new Error(`index.html answered ${index.status}`);
      await cache.put(SHELL_INDEX, index);
      await cache.addAll(__RG_PRECACHE__);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Older builds' shells and data caches of an older layout go; the saved trips and map stay.
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_NAME_PREFIX) && !KNOWN_CACHES.has(n)).map((n) => caches.delete(n)));
      // The page that registered us saves its trip at once: take it over now, not at its next load.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/assets/') || PRECACHED.has(url.pathname)) {
    event.respondWith(shellFile(request));
  } else if (TRIP_PATH.test(url.pathname)) {
    // Kept copies are per session: a request without this very session's token never reads one.
    const owner = bearerSession(request.headers.get('authorization'));
    if (owner) event.respondWith(tripAnswer(request, tripCacheKey(request.url, owner)));
  } else if (url.pathname === BASEMAP_ARCHIVE_PATH) {
    const range = parseRange(request.headers.get('range'));
    if (range) event.respondWith(archiveRange(request, range));
  } else if (url.pathname.startsWith(GLYPHS_PREFIX)) {
    event.respondWith(glyphs(request));
  }
});

const wantsSave = (request: Request) => request.headers.get(OFFLINE_SAVE_HEADER) === OFFLINE_SAVE_VALUE;

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_INDEX, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function shellFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Network first. A fresh answer refreshes the copy when this user saved the trip offline (or is
 * saving it now); a 404 or 403 removes it (deleted, or no longer theirs). With no network, the copy.
 */
async function tripAnswer(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(OFFLINE_TRIPS_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await cache.match(key);
    if (!copy) throw error;
    const headers = new Headers(copy.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(copy.body, { status: 200, headers });
  }
  if (response.ok && (wantsSave(request) || (await cache.match(key)))) {
    const body = await response.clone().arrayBuffer();
    await cache.put(key, new Response(body, { status: 200, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json', 'x-rg-saved-at': new Date().toISOString() } }));
  } else if (response.status === 404 || response.status === 403) {
    await cache.delete(key);
  }
  return response;
}

/**
 * One range of the basemap archive. Stored ranges answer first, except the 16 KiB header the
 * reader starts with: that one asks the network first, so a rebuilt archive (new ETag) is seen and
 * the ranges of the old one are dropped instead of mixing two archives (the reader would refuse).
 */
async function archiveRange(request: Request, range: ByteRange): Promise<Response> {
  const cache = await caches.open(OFFLINE_MAP_CACHE);
  const key = rangeCacheKey(request.url, range);
  const stored = await cache.match(key);
  const save = wantsSave(request);
  // Under one ETag a range never changes, so a stored one serves a repeated save too.
  if (stored && range.start !== 0) {
    const answer = partialFromStored(stored, range);
    if (answer) return answer;
  }
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const answer = stored && partialFromStored(stored, range);
    if (answer) return answer;
    throw error;
  }
  if (range.start === 0 && stored && response.status === 206) {
    const etag = response.headers.get('etag');
    if (etag && etag !== stored.headers.get('etag')) await dropArchiveRanges(cache, request.url);
  }
  if (save || (stored && range.start === 0)) {
    const storable = await storableRange(response.clone(), range);
    if (storable) await cache.put(key, storable);
  }
  return response;
}

async function dropArchiveRanges(cache: Cache, url: string) {
  const prefix = rangeCacheKey(url, { start: 0, end: 0 }).replace(/0-0$/, '');
  const keys = await cache.keys();
  await Promise.all(keys.filter((k) => k.url.startsWith(prefix)).map((k) => cache.delete(k)));
}

/** Glyph files are built once per font and range: a stored one also serves a repeated save (1.1 MB not fetched again). */
async function glyphs(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_MAP_CACHE);
  const key = glyphCacheKey(request.url);
  const stored = await cache.match(key);
  if (stored) return stored;
  if (!wantsSave(request)) return fetch(request);
  const response = await fetch(request);
  if (response.ok) {
    const body = await response.clone().arrayBuffer();
    await cache.put(key, new Response(body, { status: 200, headers: { 'content-type': response.headers.get('content-type') ?? 'application/x-protobuf' } }));
  }
  return response;
}
