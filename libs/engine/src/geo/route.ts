/**
 * Small-scale geometry for routes: polylines as arrays of points, projection of a point onto a
 * polyline (distance off the line and distance along it). Local equirectangular projection per
 * segment, so segments are kept short (see `densify`).
 */
import { haversineKm, type LatLng } from './distance.js';


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

/** Latitude band (degrees) of the per-route segment index used by `project`. */
const BAND_DEG = 0.25;

/** A route's segments in the local equirectangular metric `project` uses, indexed by latitude band. */
interface Segments {
  n: number;
  ax: Float64Array; // lng of the segment's start
  ay: Float64Array; // lat of the segment's start
  kx: Float64Array; // km per degree of longitude at the segment's middle
  dx: Float64Array;
  dy: Float64Array;
  len2: Float64Array;
  minLat: Float64Array;
  maxLat: Float64Array;
  minLng: Float64Array;
  maxLng: Float64Array;
  bands: Map<number, number[]>;
  lowBand: number;
  highBand: number;
  seen: Uint32Array;
  stamp: number;
}

const segmentCache = new WeakMap<Route, Segments>();

function segmentsOf(route: Route): Segments {
  const cached = segmentCache.get(route);
  if (cached) return cached;
  const pts = route.points;
  const n = pts.length - 1;
  const f = () => new Float64Array(n);
  const s: Segments = { n, ax: f(), ay: f(), kx: f(), dx: f(), dy: f(), len2: f(), minLat: f(), maxLat: f(), minLng: f(), maxLng: f(), bands: new Map(), lowBand: Infinity, highBand: -Infinity, seen: new Uint32Array(n), stamp: 0 };
  for (let i = 0; i < n; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const kx = Math.cos(toRad((a.lat + b.lat) / 2)) * KM_PER_DEG;
    const dx = (b.lng - a.lng) * kx;
    const dy = (b.lat - a.lat) * KM_PER_DEG;
    s.ax[i] = a.lng;
    s.ay[i] = a.lat;
    s.kx[i] = kx;
    s.dx[i] = dx;
    s.dy[i] = dy;
    s.len2[i] = dx * dx + dy * dy;
    s.minLat[i] = Math.min(a.lat, b.lat);
    s.maxLat[i] = Math.max(a.lat, b.lat);
    s.minLng[i] = Math.min(a.lng, b.lng);
    s.maxLng[i] = Math.max(a.lng, b.lng);
    const lo = Math.floor(s.minLat[i] / BAND_DEG);
    const hi = Math.floor(s.maxLat[i] / BAND_DEG);
    for (let band = lo; band <= hi; band++) {
      const list = s.bands.get(band);
      if (list) list.push(i);
      else s.bands.set(band, [i]);
    }
    s.lowBand = Math.min(s.lowBand, lo);
    s.highBand = Math.max(s.highBand, hi);
  }
  segmentCache.set(route, s);
  return s;
}

/** The best segment so far of the `project` call under way (module state: no allocation per call). */
const near = { off: Infinity, i: -1, t: 0 };

function visitBand(s: Segments, band: readonly number[] | undefined, p: LatLng): void {
  if (!band) return;
  for (let k = 0; k < band.length; k++) {
    const i = band[k];
    if (s.seen[i] === s.stamp) continue;
    s.seen[i] = s.stamp;
    const kx = s.kx[i];
    // lower bound: the distance to the segment's box in the segment's own metric
    const dLat = Math.max(0, s.minLat[i] - p.lat, p.lat - s.maxLat[i]) * KM_PER_DEG;
    const dLng = Math.max(0, s.minLng[i] - p.lng, p.lng - s.maxLng[i]) * kx;
    const lb = Math.sqrt(dLat * dLat + dLng * dLng);
    if (lb > near.off || (lb === near.off && i > near.i)) continue;
    const dx = s.dx[i];
    const dy = s.dy[i];
    const px = (p.lng - s.ax[i]) * kx;
    const py = (p.lat - s.ay[i]) * KM_PER_DEG;
    const len2 = s.len2[i];
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
    const ex = px - t * dx;
    const ey = py - t * dy;
    const off = Math.sqrt(ex * ex + ey * ey);
    if (off < near.off || (off === near.off && i < near.i)) {
      near.off = off;
      near.i = i;
      near.t = t;
    }
  }
}

/**
 * Nearest point of the route to `p`: how far off the route and how far along it. Exact (the same
 * answer as trying every segment, the lowest segment index winning a tie), but it visits only the
 * latitude bands that can still hold a nearer segment and skips a segment whose box is already
 * farther than the best so far.
 */
export function project(route: Route, p: LatLng): Projection {
  const pts = route.points;
  if (pts.length === 1) return { offKm: haversineKm(p, pts[0]), alongKm: 0 };
  const s = segmentsOf(route);
  const stamp = ++s.stamp;
  if (stamp === 0xffffffff) {
    s.seen.fill(0);
    s.stamp = 1;
  }
  near.off = Infinity;
  near.i = -1;
  near.t = 0;
  const home = Math.min(s.highBand, Math.max(s.lowBand, Math.floor(p.lat / BAND_DEG)));
  for (let r = 0; ; r++) {
    const up = home + r;
    const down = home - r;
    // the nearest a segment first met in band `up` (or `down`) can be, by latitude alone
    const upKm = up > s.highBand ? Infinity : r === 0 ? 0 : Math.max(0, (up * BAND_DEG - p.lat) * KM_PER_DEG);
    const downKm = down < s.lowBand ? Infinity : r === 0 ? 0 : Math.max(0, (p.lat - (down + 1) * BAND_DEG) * KM_PER_DEG);
    if (upKm > near.off && downKm > near.off) break;
    if (upKm <= near.off) visitBand(s, s.bands.get(up), p);
    if (r > 0 && downKm <= near.off) visitBand(s, s.bands.get(down), p);
    if (up >= s.highBand && down <= s.lowBand) break;
  }
  const bestOff = near.off;
  const bestI = near.i;
  const bestT = near.t;
  return { offKm: bestOff, alongKm: route.cum[bestI] + bestT * (route.cum[bestI + 1] - route.cum[bestI]) };
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
