/**
 * How closely the planned route of a long drive follows its interstate (docs/product/quality.md#maps-and-routes: ≥ 90 % of
 * the route within 5 km of I-15): plans "ghost towns from Las Vegas to Salt Lake City" with seeds
 * 1..N, routes each trip with the embedded router as the generate job does, and prints the share of
 * the route within 5 km of I-15 as mapped (apps/web-e2e/src/corridor.ts, the measure of
 * tests/route-maps.spec.ts), the stops and each stop's distance off I-15.
 *
 *   npx tsx bench/routing/i15-share.ts [--seeds 30] [--prompt "…"]
 */
import { parseArgs } from 'node:util';
import { I15_MAPPED, distanceToPolylineKm, shareWithin } from '../../apps/web-e2e/src/corridor.js';
import { plan } from '@roadgremlin/engine';
import { routeTrip } from '@roadgremlin/engine';

const { values: args } = parseArgs({
  options: { seeds: { type: 'string', default: '30' }, prompt: { type: 'string', default: 'ghost towns from Las Vegas to Salt Lake City' } },
});

async function main() {
  const shares: number[] = [];
  for (let seed = 1; seed <= Number(args.seeds); seed++) {
    const trip = plan({ prompt: args.prompt!, mode: 'driving' }, { seed });
    const route = await routeTrip(trip, trip.stops, trip.mode, {});
    if (!route) {
      console.log(`seed ${seed}: no route`);
      continue;
    }
    const { share, totalKm } = shareWithin(route.geometry.coordinates as [number, number][], I15_MAPPED, 5);
    shares.push(share);
    const stops = trip.stops.map((s) => `${s.name} (${distanceToPolylineKm([s.lng, s.lat], I15_MAPPED).toFixed(0)} km)`).join(', ');
    console.log(`seed ${String(seed).padStart(2)}: ${(share * 100).toFixed(1)} % of ${totalKm.toFixed(0)} km · ${stops}`);
  }
  shares.sort((a, b) => a - b);
  const pc = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(`\nmin ${pc(shares[0])} · median ${pc(shares[Math.floor(shares.length / 2)])} · seeds ≥ 90 %: ${shares.filter((s) => s >= 0.9).length}/${shares.length}`);
}

void main();
