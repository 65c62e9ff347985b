/**
 * Saves a trip for the offline Trip Navigator (docs/product/screens.md#offline-navigator): registers the service worker
 * (src/service-worker/sw.ts), then fetches, each marked `x-rg-offline: save` so the worker keeps it,
 * the trip's answer (GET /api/trips/{id}), the label glyphs and, read with the `pmtiles` library
 * exactly as the map reads them, the archive's header, the directories and the tiles along the route
 * (zooms 0–8, one tile of margin). Offline, the map's own requests for those ranges are then answered
 * by the worker. Only the navigator (a lazy chunk) imports this file: the landing page never loads
 * the pmtiles reader nor registers the worker.
 */
import { FetchSource, PMTiles } from 'pmtiles';
import { FONTSTACKS } from '@roadgremlin/basemap/style';
import { apiClient } from '../api-client';
import { BASEMAP_ARCHIVE_PATH, OFFLINE_MAP_CACHE, OFFLINE_SAVE_HEADER, OFFLINE_SAVE_VALUE, OFFLINE_TRIPS_CACHE } from './cache-keys';
import { tilesAlongRoute, tripLines, type Position } from './route-tiles';

/** The glyph files libs/basemap builds (its README, "Glyphs"): 256 code points each. */
const GLYPH_RANGES = ['0-255', '256-511', '768-1023', '8192-8447'];
/** Tile reads at once: the browser's six connections per host, no more. */
const CONCURRENCY = 6;

export interface SaveProgress {
  done: number;
  total: number;
}

export interface SavedOffline {
  tiles: number;
  /** Bytes this device now keeps for offline use (every saved trip and the map data they share). */
  bytes: number;
}

export interface SaveTripOfflineOptions {
  tripId: string;
  stops: readonly { lat: number; lng: number }[];
  geometry?: readonly Position[] | null;
  onProgress?: (progress: SaveProgress) => void;
  signal?: AbortSignal;
}

/**
 * Whether this build can save trips offline: a production build (the worker exists only in
 * dist/), a browser with service workers and the Cache API (a secure context: https or localhost).
 */
export function offlineSupported(): boolean {
  return import.meta.env.PROD && import.meta.env.MODE !== 'test' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/** Registers /sw.js and resolves once it controls this page (it claims the page on activation). */
async function controllingWorker(signal?: AbortSignal): Promise<void> {
  const container = navigator.serviceWorker;
  await container.register('/sw.js', { scope: '/' });
  await container.ready;
  if (container.controller) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The offline worker did not take over the page')), 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    container.addEventListener('controllerchange', done, { once: true });
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
    if (container.controller) done();
  });
}

const SAVE_HEADERS = { [OFFLINE_SAVE_HEADER]: OFFLINE_SAVE_VALUE };

async function saveGlyphs(signal?: AbortSignal) {
  const stacks = [...new Set(Object.values(FONTSTACKS))];
  await Promise.all(
    stacks.flatMap((stack) =>
      GLYPH_RANGES.map(async (range) => {
        const response = await fetch(`/basemap/glyphs/${encodeURIComponent(stack)}/${range}.pbf`, { headers: SAVE_HEADERS, signal });
        if (!response.ok) throw new Error(`Glyphs ${stack} ${range} answered ${response.status}`);
        await response.arrayBuffer();
      }),
    ),
  );
}

/** What the offline caches hold now, in bytes. */
export async function offlineBytes(): Promise<number> {
  let total = 0;
  for (const name of [OFFLINE_TRIPS_CACHE, OFFLINE_MAP_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const length = Number(response?.headers.get('content-length'));
      total += Number.isFinite(length) && length > 0 ? length : ((await response?.arrayBuffer())?.byteLength ?? 0);
    }
  }
  return total;
}

export async function saveTripOffline({ tripId, stops, geometry, onProgress, signal }: SaveTripOfflineOptions): Promise<SavedOffline> {
  await controllingWorker(signal);

  const tiles = tilesAlongRoute(tripLines(stops, geometry), { minZoom: 0, maxZoom: 8, margin: 1 });
  const total = tiles.length + 2;
  let done = 0;
  const step = () => onProgress?.({ done: ++done, total });
  onProgress?.({ done, total });

  await apiClient.get(`/api/trips/${encodeURIComponent(tripId)}`, { headers: SAVE_HEADERS, signal });
  step();
  await saveGlyphs(signal);
  step();

  // The same reader the map uses (use-map-style.ts), on the same URL, so the ranges are the same.
  const archive = new PMTiles(new FetchSource(`${window.location.origin}${BASEMAP_ARCHIVE_PATH}`, new Headers(SAVE_HEADERS)));
  const header = await archive.getHeader();
  const wanted = tiles.filter((t) => t.z >= header.minZoom && t.z <= header.maxZoom);
  done += tiles.length - wanted.length;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      signal?.throwIfAborted();
      const tile = wanted[next++]!;
      await archive.getZxy(tile.z, tile.x, tile.y, signal);
      step();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
  return { tiles: wanted.length, bytes: await offlineBytes() };
}
