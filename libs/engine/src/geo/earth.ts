/** Small geodesy helpers for the router (degrees in, metres out; spherical Earth, IUGG mean radius). */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres between two [lng, lat] points. */
export function haversineM(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const p1 = lat1 * RAD;
  const p2 = lat2 * RAD;
  const dp = p2 - p1;
  const dl = (lng2 - lng1) * RAD;
  const h = Math.sin(dp / 2) ** 2 + Math.cos(p1) * Math.cos(p2) * Math.sin(dl / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Douglas–Peucker on [lng, lat] pairs in a local equirectangular frame (x scaled by cos(lat) of the
 * first point), tolerance in metres. Keeps the first and last point. Iterative: long legs have
 * thousands of vertices.
 */
export function simplifyLine(coords: [number, number][], toleranceM: number): [number, number][] {
  const n = coords.length;
  if (n <= 2 || toleranceM <= 0) return coords.slice();
  const kx = Math.cos(coords[0][1] * RAD);
  const tol = toleranceM / (EARTH_RADIUS_M * RAD); // metres → degrees of latitude
  const tol2 = tol * tol;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: number[] = [0, n - 1];
  while (stack.length) {
    const last = stack.pop()!;
    const first = stack.pop()!;
    const ax = coords[first][0] * kx;
    const ay = coords[first][1];
    const dx = coords[last][0] * kx - ax;
    const dy = coords[last][1] - ay;
    const len2 = dx * dx + dy * dy;
    let maxD = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const px = coords[i][0] * kx - ax;
      const py = coords[i][1] - ay;
      let t = len2 > 0 ? (px * dx + py * dy) / len2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const d = ex * ex + ey * ey;
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    if (index >= 0 && maxD > tol2) {
      keep[index] = 1;
      stack.push(first, index, index, last);
    }
  }
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(coords[i]);
  return out;
}

/** Rounds to 5 decimals (≈ 1 m), the precision of the source data. */
export const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

/**
 * Where point p falls on segment a→b, as the clamped fraction t (0 at a, 1 at b), in a local frame
 * whose x (longitude) is scaled by kx = cos(latitude). Any consistent units (degrees, 1e-5 degrees).
 */
export function segmentFraction(ax: number, ay: number, bx: number, by: number, px: number, py: number, kx: number): number {
  const vx = (bx - ax) * kx;
  const vy = by - ay;
  const l2 = vx * vx + vy * vy;
  return l2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * kx * vx + (py - ay) * vy) / l2));
}
