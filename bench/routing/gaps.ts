/**
 * Gaps in the road network a traveller would notice: for each of Natural Earth's 1,024 populated
 * places of the US and Canada (../shared/data/map/places.geojson.gz), routes to its nearest other
 * place more than 80 km (and less than 400 km) away with the embedded router, and lists the drives
 * that leave the roads or take more than --max-ratio (2.2) times the distance as the crow flies.
 * Most of what it lists are fly-in or ferry communities (Alaska, the North); the rest are highways
 * the 1:10m layer lacks — candidates for tools/engine-data/src/routing-build/repairs.ts.
 *
 *   npx tsx bench/routing/gaps.ts [--max-ratio 2.2] [--all]   (--all: also the fly-in places)
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { routeStopsEmbedded } from '@roadgremlin/engine/routing';
import { haversineKm } from '@roadgremlin/engine/geo';

const { values: args } = parseArgs({ options: { 'max-ratio': { type: 'string', default: '2.2' }, all: { type: 'boolean', default: false } } });
const maxRatio = Number(args['max-ratio']);
const FLY_IN = /Alaska|Nunavut|Northwest Territories/;

interface Place {
  name: string;
  region: string;
  lat: number;
  lng: number;
}
const file = new URL('../../../shared/data/map/places.geojson.gz', import.meta.url);
const places: Place[] = JSON.parse(gunzipSync(readFileSync(file)).toString()).features.map(
  (f: { properties: { name: string; adm1name?: string }; geometry: { coordinates: [number, number] } }) => ({
    name: f.properties.name,
    region: f.properties.adm1name ?? '',
    lat: f.geometry.coordinates[1],
    lng: f.geometry.coordinates[0],
  }),
);

let listed = 0;
let routed = 0;
for (const p of places) {
  if (!args.all && FLY_IN.test(p.region)) continue;
  let best: Place | undefined;
  let bestKm = Infinity;
  for (const q of places) {
    const d = haversineKm(p, q);
    if (d > 80 && d < bestKm) {
      bestKm = d;
      best = q;
    }
  }
  if (!best || bestKm > 400) continue;
  routed++;
  const r = routeStopsEmbedded([p, best], 'driving');
  const ratio = r.distanceKm / bestKm;
  if (r.legs[0].onRoad && ratio <= maxRatio) continue;
  listed++;
  console.log(`${p.name} (${p.region}) → ${best.name} (${best.region}): ${r.distanceKm.toFixed(0)} km, crow ${bestKm.toFixed(0)} (×${ratio.toFixed(1)})${r.legs[0].onRoad ? '' : ', leaves the roads'}`);
}
console.log(`\n${listed} of ${routed} drives listed${args.all ? '' : ' (fly-in regions skipped; --all to include them)'}`);
