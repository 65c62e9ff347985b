/**
 * Client of an OSRM-compatible route service (ROUTING_URL), HTTP API v1:
 * `GET {base}/route/v1/{profile}/{lng,lat;lng,lat…}?overview=full&geometries=geojson&steps=false`
 * (https://github.com/Project-OSRM/osrm-backend/blob/master/docs/http.md). A success is
 * `{ code: 'Ok', routes: [{ geometry: LineString, legs: [{ distance (m), duration (s) }], … }] }`;
 * errors are `{ code, message }` (NoRoute, NoSegment, InvalidQuery, InvalidService … with HTTP 400).
 * Every failure comes back as a reason string, never an exception: the caller falls back.
 */
import type { LatLng } from '../geo/index.js';
import type { RoutedLeg, RouteMode } from './embedded.js';

export const OSRM_PROFILE: Record<RouteMode, string> = {
  driving: 'driving',
  transit: 'driving',
  walking: 'walking',
  bicycling: 'cycling',
};

export interface OsrmOptions {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * "The slow way": `exclude=motorway` (the car profile's class; a server whose profile lacks it
   * answers an error and the embedded router, which keeps off freeways too, answers instead).
   */
  slow?: boolean;
}

export type OsrmResult = { ok: true; legs: RoutedLeg[] } | { ok: false; reason: string };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export async function osrmLegs(points: LatLng[], mode: RouteMode, opts: OsrmOptions): Promise<OsrmResult> {
  const coords = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
  const exclude = opts.slow && OSRM_PROFILE[mode] === 'driving' ? '&exclude=motorway' : '';
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/route/v1/${OSRM_PROFILE[mode]}/${coords}?overview=full&geometries=geojson&steps=false${exclude}`;
  let body: unknown;
  let status: number;
  try {
    const res = await (opts.fetch ?? fetch)(url, { signal: AbortSignal.timeout(opts.timeoutMs), headers: { accept: 'application/json' } });
    status = res.status;
    const text = await res.text();
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, reason: `HTTP ${status}, not JSON` };
    }
  } catch (err) {
    const e = err as Error;
    return { ok: false, reason: e.name === 'TimeoutError' || e.name === 'AbortError' ? `timeout after ${opts.timeoutMs} ms` : `request failed: ${e.message}` };
  }
  const b = body as { code?: unknown; message?: unknown; routes?: unknown };
  if (!b || typeof b !== 'object') return { ok: false, reason: `HTTP ${status}, unexpected body` };
  if (b.code !== 'Ok') return { ok: false, reason: `${String(b.code ?? `HTTP ${status}`)}: ${String(b.message ?? '')}`.trim() };
  if (status < 200 || status >= 300) return { ok: false, reason: `HTTP ${status}` };
  const route = Array.isArray(b.routes) ? (b.routes[0] as { geometry?: { type?: unknown; coordinates?: unknown }; legs?: unknown }) : undefined;
  const line = route?.geometry?.coordinates;
  const legs = route?.legs;
  if (!route || route.geometry?.type !== 'LineString' || !Array.isArray(line) || !Array.isArray(legs) || legs.length !== points.length - 1) {
    return { ok: false, reason: 'Ok without a usable route (geometry or legs missing)' };
  }
  const coordsOut: [number, number][] = [];
  for (const c of line) {
    if (!Array.isArray(c) || !isNum(c[0]) || !isNum(c[1])) return { ok: false, reason: 'bad coordinate in geometry' };
    coordsOut.push([c[0], c[1]]);
  }
  const parsed: RoutedLeg[] = [];
  for (const l of legs as { distance?: unknown; duration?: unknown }[]) {
    if (!isNum(l?.distance) || !isNum(l?.duration)) return { ok: false, reason: 'leg without distance/duration' };
    parsed.push({ coords: [], distanceM: l.distance, durationS: l.duration, onRoad: true });
  }
  // overview=full gives one line for the whole route; the legs carry only numbers (steps=false).
  if (parsed.length) parsed[0].coords = coordsOut;
  return { ok: true, legs: parsed };
}
