/**
 * How closely a trip along each named route follows it: plans "along the <route>" (the whole route,
 * through its towns), routes it on the embedded network as the trips service does, and measures the
 * share of the trip's road line within 10 km of the route's alignment in the development reference
 * (../shared/data/roads; read here, never shipped). Target: ≥ 90 % for every route.
 *   npx tsx bench/routing/named-routes.ts [--min 90]
 */
import { CORRIDORS, plan, routeTrip } from '@roadgremlin/engine';
import { makeRoute, project, type LatLng } from '@roadgremlin/engine/geo';
import { referenceAlignment } from '../../tools/engine-data/src/named-routes/build.js';

const at = process.argv.indexOf('--min');
const min = at > 0 ? Number(process.argv[at + 1]) : 90;
const rows: { id: string; share: number; km: number }[] = [];
for (const c of CORRIDORS) {
  const ref = referenceAlignment(c.id);
  if (!ref) continue;
  const refLine = makeRoute(ref);
  let trip;
  try {
    trip = plan({ prompt: `weird stuff along ${c.aliases[0]}` });
  } catch (err) {
    console.log(`  ${c.id}: "${c.aliases[0]}" not read (${(err as Error).message})`);
    continue;
  }
  const route = await routeTrip(trip, trip.stops, 'driving');
  if (!route) continue;
  const pts: LatLng[] = route.geometry.coordinates.map(([lng, lat]) => ({ lat, lng }));
  const line = makeRoute(pts);
  let near = 0;
  for (let i = 1; i < line.points.length; i++) {
    const seg = line.cum[i] - line.cum[i - 1];
    if (project(refLine, line.points[i]).offKm <= 10) near += seg;
  }
  rows.push({ id: c.id, share: line.lengthKm ? (100 * near) / line.lengthKm : 0, km: Math.round(line.lengthKm) });
}
rows.sort((a, b) => a.share - b.share);
for (const r of rows) console.log(`${r.share.toFixed(1).padStart(6)} %  ${String(r.km).padStart(6)} km  ${r.id}`);
const ok = rows.filter((r) => r.share >= min).length;
console.log(`\n${ok} of ${rows.length} named routes ≥ ${min} % within 10 km of their alignment`);
