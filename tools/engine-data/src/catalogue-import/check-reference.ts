/**
 * Compares catalogue coordinates with public-domain reference points (NPS "Discover Our
 * Shared Heritage" itineraries and a USGS GNIS slice) and prints every catalogue entry whose
 * name matches a reference point that lies more than 2 km away.
 *
 *   npx tsx tools/engine-data/src/catalogue-import/check-reference.ts [--all] [--max-km=2]
 *
 * The reference data is read at run time from <repo>/../shared/data/reference/ and is never
 * copied into the repository. Exits 0 (with a notice) when that folder is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { places, lodgings } from '@roadgremlin/engine/catalogue';
import { haversineKm, regionCode } from '@roadgremlin/engine/gazetteer';
import { SHARED_DATA } from '../paths.js';

const refDir = resolve(SHARED_DATA, 'reference');
const args = process.argv.slice(2);
const showAll = args.includes('--all');
const maxKm = Number(args.find((a) => a.startsWith('--max-km='))?.split('=')[1] ?? 2);

if (!existsSync(refDir)) {
  console.log(`reference folder not found (${refDir}); nothing to check`);
  process.exit(0);
}

interface RefPoint {
  source: string;
  name: string;
  region?: string;
  lat: number;
  lng: number;
  keys: Set<string>[];
  historicalPlace?: boolean;
}

const STOP = new Set(['the', 'of', 'and', 'a', 'an', 'at', 'in', 'on', 'historical', 'historic', 'district', 'site', 'national', 'state', 'monument', 'memorial', 'park', 'museum', 'world', 's', 'st', 'saint', 'n', 'hp', 'nhp', 'nhs']);
/** Words too generic to identify a place on their own. */
const GENERIC = new Set(['house', 'station', 'motel', 'hotel', 'bridge', 'falls', 'fall', 'arch', 'spring', 'springs', 'hot', 'cave', 'caves', 'crater', 'church', 'building', 'store', 'cafe', 'theater', 'theatre', 'lake', 'creek', 'mountain', 'river', 'city', 'town', 'county', 'court', 'lodge', 'inn', 'trading', 'post', 'old', 'new', 'big', 'little', 'great', 'rock', 'rocks', 'gas', 'service', 'center', 'centre', 'garden', 'gardens', 'fort', 'mill', 'mine', 'school', 'hall', 'tower', 'canyon', 'valley', 'road', 'trail', 'highway', 'route', 'square', 'street', 'lighthouse', 'light', 'cemetery', 'chapel', 'natural', 'pillar', 'pillars', 'glacier', 'lava', 'beds', 'bed', 'field', 'hill', 'hills', 'point', 'island', 'black', 'white', 'red', 'blue', 'green', 'north', 'south', 'east', 'west', 'upper', 'lower', 'twin', 'bear', 'eagle', 'indian', 'devils', 'devil', 'castle', 'tree', 'ranch', 'farm', 'drive', 'diner', 'restaurant', 'company', 'co', 'shop', 'bar', 'auto', 'motor', 'grand']);

function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}
function tokens(s: string): Set<string> {
  return new Set(fold(s).split(' ').filter((w) => w && !STOP.has(w)));
}
/** The NPS data has names garbled by a bad find-and-replace: "Westigwam" for "Wigwam", "Northob" for "Nob". */
function repairs(name: string): string[] {
  const fixed = name.replace(/\b(West|North|East|South)(?=[a-z])/g, (m) => m[0]);
  return fixed === name ? [name] : [name, fixed];
}

function loadReference(): RefPoint[] {
  const out: RefPoint[] = [];
  const npsDir = join(refDir, 'nps-heritage');
  if (existsSync(npsDir)) {
    for (const f of readdirSync(npsDir).filter((x) => x.endsWith('.geojson'))) {
      const gj = JSON.parse(readFileSync(join(npsDir, f), 'utf8')) as {
        features: { geometry: { type: string; coordinates: unknown } | null; properties: Record<string, unknown> }[];
      };
      for (const feat of gj.features ?? []) {
        const name = String(feat.properties?.name ?? feat.properties?.Name ?? '').trim();
        if (!name || feat.geometry?.type !== 'Point') continue;
        const [lng, lat] = feat.geometry.coordinates as [number, number];
        out.push({ source: `nps:${f.replace('.geojson', '')}`, name, lat, lng, keys: repairs(name).map(tokens) });
      }
    }
  }
  const gnis = join(refDir, 'gnis-curious.tsv');
  if (existsSync(gnis)) {
    const [header, ...rows] = readFileSync(gnis, 'utf8').split('\n');
    const cols = header.split('\t');
    const at = (k: string) => cols.indexOf(k);
    for (const row of rows) {
      const c = row.split('\t');
      if (c.length < cols.length) continue;
      const name = c[at('feature_name')];
      const lat = Number(c[at('lat')]);
      const lng = Number(c[at('lng')]);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
      out.push({
        source: `gnis:${c[at('feature_class')]}`,
        name,
        region: regionCode(c[at('state_name')], 'US'),
        lat,
        lng,
        keys: [tokens(name.replace(/\(historical\)/i, ''))],
        historicalPlace: c[at('feature_class')] === 'Populated Place',
      });
    }
  }
  return out;
}

/** Names match when the distinctive words of one are all found in the other. */
function similar(a: Set<string>, b: Set<string>): boolean {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return false;
  let distinctive = 0;
  for (const w of small) {
    if (!big.has(w)) return false;
    if (!GENERIC.has(w) && w.length >= 4) distinctive++;
  }
  return distinctive > 0;
}

const refs = loadReference();
const entries = [
  ...places.map((p) => ({ kind: 'place', id: p.id, name: p.name, region: p.region, lat: p.lat, lng: p.lng, ghostTown: p.themes.includes('ghost-town') })),
  ...lodgings.map((l) => ({ kind: 'lodging', id: l.id, name: l.name, region: l.region, lat: l.lat, lng: l.lng, ghostTown: false })),
];

let confirmed = 0;
let flagged = 0;
for (const e of entries) {
  const key = tokens(e.name);
  const matches = refs
    .filter((r) => (r.region ? r.region === e.region : true))
    // "(historical)" populated places are only compared with ghost towns, not with "Cuba Murals".
    .filter((r) => !r.historicalPlace || e.ghostTown)
    .filter((r) => r.keys.some((k) => similar(key, k)))
    .map((r) => ({ r, km: haversineKm(e, r) }))
    // NPS points carry no state: ignore same-named points in another part of the country.
    .filter((m) => m.r.region || m.km < 300)
    .sort((a, b) => a.km - b.km);
  if (!matches.length) continue;
  const best = matches[0];
  if (best.km <= maxKm) {
    confirmed++;
    if (showAll) console.log(`ok    ${e.id} ≈ ${best.r.source} "${best.r.name}" (${best.km.toFixed(2)} km)`);
    continue;
  }
  flagged++;
  console.log(
    `CHECK ${e.kind} ${e.id} (${e.lat}, ${e.lng}) — nearest similar reference: ` +
      matches.slice(0, 3).map((m) => `${m.r.source} "${m.r.name}" ${m.r.lat.toFixed(5)},${m.r.lng.toFixed(5)} (${m.km.toFixed(1)} km)`).join(' | '),
  );
}
console.log(`\n${entries.length} entries, ${refs.length} reference points: ${confirmed} confirmed within ${maxKm} km, ${flagged} to check`);
