/**
 * The I-15 corridor from Las Vegas to Salt Lake City, and how much of a route lies within it
 * (docs/product/quality.md#maps-and-routes: "at least 90 % of the route lies within 5 km of I-15
 * as mapped"). Used by tests/route-maps.spec.ts and by bench/routing/i15-share.ts.
 *
 * Two independent descriptions of the interstate:
 * - I15_TOWNS: GeoNames centres of the 21 towns it passes, in order. Between towns a straight line
 *   is up to 8 km off the real road (the Virgin River Gorge, Paragonah → Beaver, Cove Fort → Meadow),
 *   so on its own it is too coarse a ruler for a 5 km tolerance: a route with no stops at all kept
 *   only 94.6 % of its length within 5 km of it.
 * - I15_MAPPED: I-15 as Natural Earth maps it (ne_10m_roads_north_america via ../shared/data/map,
 *   the one class-Interstate line from San Bernardino to Idaho, cut at the vertices nearest Las Vegas
 *   and Salt Lake City, Douglas–Peucker at 0.25 km, 142 vertices). It passes within 2 km of every
 *   town of I15_TOWNS; tests/route-maps.spec.ts checks that (≤ 3 km) before it measures against it.
 */

/** [lng, lat] of the town centres I-15 passes, Las Vegas → Salt Lake City. */
export const I15_TOWNS: [number, number][] = [
  [-115.137, 36.175], // Las Vegas
  [-114.877, 36.422], // Apex / Dry Lake (the I-15 bend north-east)
  [-114.566, 36.663], // Glendale / Moapa
  [-114.067, 36.805], // Mesquite
  [-113.932, 36.893], // Littlefield (Virgin River Gorge)
  [-113.584, 37.104], // St. George
  [-113.362, 37.237], // Leeds
  [-113.184, 37.537], // Kanarraville
  [-113.061, 37.677], // Cedar City
  [-112.828, 37.842], // Parowan
  [-112.641, 38.277], // Beaver
  [-112.585, 38.6], // Cove Fort
  [-112.41, 38.888], // Meadow
  [-112.324, 38.967], // Fillmore
  [-112.103, 39.245], // Scipio
  [-111.836, 39.71], // Nephi
  [-111.785, 39.976], // Santaquin
  [-111.655, 40.115], // Spanish Fork
  [-111.658, 40.234], // Provo
  [-111.851, 40.392], // Lehi
  [-111.891, 40.761], // Salt Lake City
];

/** [lng, lat] of I-15 as Natural Earth maps it, Las Vegas → Salt Lake City. */
export const I15_MAPPED: [number, number][] = [
  [-115.1457, 36.1806], [-115.1374, 36.1994], [-115.1175, 36.2271], [-115.0729, 36.2636],
  [-114.9493, 36.3107], [-114.9232, 36.329], [-114.9039, 36.3533], [-114.8957, 36.3749],
  [-114.8538, 36.4428], [-114.8257, 36.4699], [-114.7529, 36.5074], [-114.6561, 36.5802],
  [-114.6389, 36.6023], [-114.573, 36.6624], [-114.5208, 36.6712], [-114.5071, 36.6893],
  [-114.492, 36.7009], [-114.4171, 36.7455], [-114.3601, 36.7614], [-114.264, 36.7785],
  [-114.2365, 36.7708], [-114.1795, 36.7636], [-114.1672, 36.7653], [-114.1095, 36.8021],
  [-114.0642, 36.8038], [-114.0635, 36.8093], [-114.0546, 36.8153], [-114.0044, 36.8318],
  [-113.979, 36.8598], [-113.9289, 36.8917], [-113.9104, 36.8956], [-113.874, 36.917],
  [-113.8534, 36.9224], [-113.8431, 36.9153], [-113.8341, 36.9159], [-113.8238, 36.9389],
  [-113.7827, 36.9598], [-113.7614, 36.9614], [-113.7483, 36.9713], [-113.7174, 36.9702],
  [-113.7099, 36.974], [-113.6893, 36.9718], [-113.6707, 36.9795], [-113.6467, 36.9806],
  [-113.6268, 36.9888], [-113.5883, 37.047], [-113.5828, 37.0601], [-113.5835, 37.0804],
  [-113.5622, 37.0974], [-113.5561, 37.111], [-113.5053, 37.1401], [-113.486, 37.1466],
  [-113.4744, 37.1576], [-113.4167, 37.1795], [-113.3837, 37.2194], [-113.3611, 37.2396],
  [-113.3288, 37.2587], [-113.3054, 37.2822], [-113.2972, 37.3068], [-113.2484, 37.3762],
  [-113.2375, 37.4023], [-113.2333, 37.4318], [-113.2024, 37.5391], [-113.1482, 37.6164],
  [-113.1015, 37.6333], [-113.0878, 37.6431], [-113.0795, 37.6594], [-113.0775, 37.6914],
  [-113.0658, 37.7126], [-113.0136, 37.762], [-112.9024, 37.8255], [-112.8371, 37.8505],
  [-112.7747, 37.9095], [-112.6861, 38.0735], [-112.638, 38.1162], [-112.6133, 38.1459],
  [-112.6147, 38.1567], [-112.625, 38.1734], [-112.6449, 38.1972], [-112.6497, 38.2926],
  [-112.662, 38.3734], [-112.6497, 38.4181], [-112.6305, 38.4369], [-112.6119, 38.4708],
  [-112.6167, 38.4891], [-112.6023, 38.575], [-112.6099, 38.6324], [-112.5879, 38.6662],
  [-112.6009, 38.6839], [-112.5968, 38.7193], [-112.579, 38.7418], [-112.4609, 38.8509],
  [-112.3538, 38.9402], [-112.3386, 38.976], [-112.3084, 39.008], [-112.2762, 39.081],
  [-112.2576, 39.0992], [-112.2308, 39.1498], [-112.1931, 39.1886], [-112.1601, 39.2067],
  [-112.1512, 39.2216], [-112.1285, 39.2376], [-112.0956, 39.2716], [-112.0805, 39.337],
  [-112.0777, 39.3789], [-112.0393, 39.4282], [-111.9747, 39.4818], [-111.9624, 39.5062],
  [-111.9472, 39.5554], [-111.9067, 39.6062], [-111.9019, 39.6358], [-111.8944, 39.6496],
  [-111.8326, 39.6839], [-111.8168, 39.7072], [-111.8394, 39.7711], [-111.8326, 39.818],
  [-111.8353, 39.8497], [-111.8278, 39.8734], [-111.8278, 39.8945], [-111.8106, 39.9213],
  [-111.8106, 39.9376], [-111.7962, 39.9555], [-111.7667, 39.9803], [-111.7612, 40.0245],
  [-111.6898, 40.0965], [-111.6465, 40.129], [-111.6458, 40.1888], [-111.7241, 40.2816],
  [-111.7275, 40.323], [-111.8003, 40.3696], [-111.8298, 40.3826], [-111.8388, 40.3942],
  [-111.8772, 40.4177], [-111.9136, 40.4522], [-111.9136, 40.4611], [-111.8903, 40.4908],
  [-111.8903, 40.5295], [-111.9054, 40.6093], [-111.9006, 40.6619], [-111.9033, 40.7426],
  [-111.9095, 40.7488], [-111.9129, 40.7634]
];

const R = 6371;
const rad = (d: number) => (d * Math.PI) / 180;
/** Local equirectangular km coordinates around `lat0` (fine at these distances). */
const km = ([lng, lat]: [number, number], lat0: number) => [rad(lng) * R * Math.cos(rad(lat0)), rad(lat) * R] as const;

export function distanceToPolylineKm(p: [number, number], line: [number, number][]): number {
  const [px, py] = km(p, p[1]);
  let best = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = km(line[i], p[1]);
    const [bx, by] = km(line[i + 1], p[1]);
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), py - (ay + t * dy)));
  }
  return best;
}

/** Share of the line's length (sampled every ~0.5 km) that lies within `toleranceKm` of `corridor`. */
export function shareWithin(line: [number, number][], corridor: [number, number][], toleranceKm: number) {
  let inside = 0;
  let total = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = km(line[i], line[i][1]);
    const [bx, by] = km(line[i + 1], line[i][1]);
    const length = Math.hypot(bx - ax, by - ay);
    const steps = Math.max(1, Math.ceil(length / 0.5));
    for (let s = 0; s < steps; s++) {
      const t = (s + 0.5) / steps;
      const p: [number, number] = [line[i][0] + t * (line[i + 1][0] - line[i][0]), line[i][1] + t * (line[i + 1][1] - line[i][1])];
      total += length / steps;
      if (distanceToPolylineKm(p, corridor) <= toleranceKm) inside += length / steps;
    }
  }
  return { share: inside / total, totalKm: total };
}
