/**
 * Small-scale geometry for routes: polylines as arrays of points, projection of a point onto a
 * polyline (distance off the line and distance along it). Local equirectangular projection per
 * segment, so segments are kept short (see `densify`).
 */
import { haversineKm, type LatLng } from '../gazetteer/index.js';

export { haversineKm, type LatLng };

const KM_PER_DEG = 111.195;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export interface Route {
  points: LatLng[];
  /** cumulative km at each point; `cum[0] = 0`, `cum[n-1]` = length. */
  cum: number[];
  lengthKm: number;
}

/** Splits long segments so none is longer than `maxKm` (linear in lat/lng). */
export function densify(points: readonly LatLng[], maxKm = 60): LatLng[] {
  const out: LatLng[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    if (i === 0) {
      out.push({ lat: a.lat, lng: a.lng });
      continue;
    }
    const p = points[i - 1];
    const d = haversineKm(p, a);
    const n = Math.max(1, Math.ceil(d / maxKm));
    for (let k = 1; k <= n; k++) {
      const t = k / n;
      out.push({ lat: p.lat + (a.lat - p.lat) * t, lng: p.lng + (a.lng - p.lng) * t });
    }
  }
  return out;
}

export function makeRoute(points: readonly LatLng[]): Route {
  const pts = densify(points);
  const cum = [0];
  for (let i = 1; i < pts.length; i++) cum.push(cum[i - 1] + haversineKm(pts[i - 1], pts[i]));
  return { points: pts, cum, lengthKm: cum[cum.length - 1] };
}

export interface Projection {
  /** km from the point to the nearest point of the route */
  offKm: number;
  /** km along the route to that nearest point */
  alongKm: number;
}

/** Nearest point of the route to `p`: how far off the route and how far along it. */
export function project(route: Route, p: LatLng): Projection {
  const pts = route.points;
  if (pts.length === 1) return { offKm: haversineKm(p, pts[0]), alongKm: 0 };
  let best: Projection = { offKm: Infinity, alongKm: 0 };
  for (let i = 0; i < pts.length - 1; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const kx = Math.cos(toRad((a.lat + b.lat) / 2)) * KM_PER_DEG;
    const ky = KM_PER_DEG;
    const dx = (b.lng - a.lng) * kx;
    const dy = (b.lat - a.lat) * ky;
    const px = (p.lng - a.lng) * kx;
    const py = (p.lat - a.lat) * ky;
    // quick reject: the point is farther from the segment's box than the best so far
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const ex = px - t * dx;
    const ey = py - t * dy;
    const off = Math.sqrt(ex * ex + ey * ey);
    if (off < best.offKm) best = { offKm: off, alongKm: route.cum[i] + t * (route.cum[i + 1] - route.cum[i]) };
  }
  return best;
}

/** The point `km` along the route (clamped to its ends). */
export function pointAlong(route: Route, km: number): LatLng {
  const { points: pts, cum } = route;
  if (km <= 0 || pts.length === 1) return pts[0];
  if (km >= route.lengthKm) return pts[pts.length - 1];
  let i = 1;
  while (cum[i] < km) i++;
  const t = (km - cum[i - 1]) / (cum[i] - cum[i - 1] || 1);
  const a = pts[i - 1];
  const b = pts[i];
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

/** The part of a route between two along-route distances, as points (inclusive ends). */
export function slice(route: Route, fromKm: number, toKm: number): LatLng[] {
  const lo = Math.min(fromKm, toKm);
  const hi = Math.max(fromKm, toKm);
  const out: LatLng[] = [pointAlong(route, lo)];
  for (let i = 0; i < route.points.length; i++) {
    if (route.cum[i] > lo && route.cum[i] < hi) out.push(route.points[i]);
  }
  out.push(pointAlong(route, hi));
  return fromKm <= toKm ? out : out.reverse();
}

/** Degrees of longitude that span `km` at latitude `lat`. */
export function kmToLngDeg(km: number, lat: number): number {
  return km / (KM_PER_DEG * Math.max(0.05, Math.cos(toRad(lat))));
}

export function kmToLatDeg(km: number): number {
  return km / KM_PER_DEG;
}

/** Length of a closed or open tour through points, in km. */
export function tourKm(points: readonly LatLng[], closed: boolean): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += haversineKm(points[i - 1], points[i]);
  if (closed && points.length > 1) km += haversineKm(points[points.length - 1], points[0]);
  return km;
}
