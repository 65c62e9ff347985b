/**
 * The engine's area file (libs/engine/src/gazetteer/data/areas.json.gz): every US county, parish
 * and borough from the Census boundaries in `us-atlas` (public domain; its bbox and the centre of
 * its bbox), and the hand-written regions, parks, neighbourhoods and Canadian divisions of
 * data/areas/*.json (checked by check.ts first), each with its anchor town resolved in the
 * gazetteer. Deterministic: the same inputs give the same bytes.
 *   npm run areas:build
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { allTowns, findTowns, haversineKm } from '@roadgremlin/engine/gazetteer';
import { GAZETTEER_DATA } from '../paths.js';
import { checkAreas, readAreas } from './check.js';

export const DEFAULT_OUTPUT = join(GAZETTEER_DATA, 'areas.json.gz');

/** US state FIPS → USPS code. */
const STATE_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC', '12': 'FL',
  '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME',
  '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH',
  '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI',
  '56': 'WY',
};

/** One area as the engine reads it. */
export interface BuiltArea {
  id: string;
  name: string;
  kind: string;
  aliases: string[];
  regions: string[];
  /** [west, south, east, north]. */
  bbox: [number, number, number, number];
  /** [lat, lng] of the middle of the bbox. */
  centre: [number, number];
  /** The anchor town: name, [lat, lng]. */
  anchor: [string, number, number];
  source: string;
}

const r5 = (n: number) => Math.round(n * 1e5) / 1e5;

function countyAreas(): BuiltArea[] {
  const require = createRequire(import.meta.url);
  const topo = require('us-atlas/counties-10m.json') as Topology;
  const fc = feature(topo, topo.objects.counties as GeometryCollection<{ name: string }>);
  const out: BuiltArea[] = [];
  for (const f of fc.features) {
    const fips = String(f.id);
    const state = STATE_FIPS[fips.slice(0, 2)];
    if (!state || !f.geometry) continue;
    let w = Infinity, s = Infinity, e = -Infinity, n = -Infinity;
    const visit = (c: unknown): void => {
      if (Array.isArray(c) && typeof c[0] === 'number') {
        const [x, y] = c as [number, number];
        if (x < w) w = x;
        if (x > e) e = x;
        if (y < s) s = y;
        if (y > n) n = y;
      } else if (Array.isArray(c)) for (const k of c) visit(k);
    };
    visit((f.geometry as { coordinates: unknown }).coordinates);
    if (!Number.isFinite(w) || e - w > 30) continue; // the Aleutians cross the antimeridian
    const name = f.properties!.name;
    const suffix = state === 'LA' ? 'Parish' : state === 'AK' ? 'Borough' : /city$/i.test(name) ? '' : 'County';
    const full = suffix ? `${name} ${suffix}` : name;
    const centre: [number, number] = [r5((s + n) / 2), r5((w + e) / 2)];
    // the anchor: the biggest town of the state inside the county's bbox, else the nearest one
    const anchor = anchorIn(state, [w, s, e, n], centre);
    if (!anchor) continue;
    out.push({
      id: `us-${state.toLowerCase()}-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${suffix.toLowerCase() || 'city'}-${fips}`,
      name: full,
      kind: 'county',
      aliases: suffix === 'County' ? [`${name} Co`, `${name} Co.`] : [],
      regions: [state],
      bbox: [r5(w), r5(s), r5(e), r5(n)],
      centre,
      anchor,
      source: 'US Census Bureau cartographic boundaries via us-atlas (public domain)',
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

function anchorIn(region: string, [w, s, e, n]: [number, number, number, number], centre: [number, number]): [string, number, number] | undefined {
  const inBox = regionTowns(region).filter((t) => t.lng >= w && t.lng <= e && t.lat >= s && t.lat <= n);
  const pick = inBox.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : 1))[0]
    ?? regionTowns(region).sort((a, b) => haversineKm({ lat: centre[0], lng: centre[1] }, a) - haversineKm({ lat: centre[0], lng: centre[1] }, b))[0];
  return pick ? [pick.name, pick.lat, pick.lng] : undefined;
}

let regionTownCache: Map<string, { name: string; lat: number; lng: number; population: number }[]> | undefined;
function regionTowns(region: string) {
  if (!regionTownCache) {
    regionTownCache = new Map();
    for (const t of allTowns()) {
      const list = regionTownCache.get(t.region) ?? [];
      list.push(t);
      regionTownCache.set(t.region, list);
    }
  }
  return regionTownCache.get(region) ?? [];
}

export function buildAreas(): { gz: Buffer; areas: BuiltArea[]; problems: string[] } {
  const { entries, problems } = readAreas();
  problems.push(...checkAreas(entries));
  const written: BuiltArea[] = entries.map((a) => {
    const towns = a.regions.flatMap((r) => findTowns(a.anchor, r));
    const [w, s, e, n] = a.bbox;
    const inside = towns.find((t) => t.lng >= w - 0.1 && t.lng <= e + 0.1 && t.lat >= s - 0.07 && t.lat <= n + 0.07) ?? towns[0];
    return {
      id: a.id,
      name: a.name,
      kind: a.kind,
      aliases: a.aliases,
      regions: a.regions,
      bbox: [r5(w), r5(s), r5(e), r5(n)],
      centre: [r5((s + n) / 2), r5((w + e) / 2)],
      anchor: inside ? [inside.name, inside.lat, inside.lng] : [a.anchor, r5((s + n) / 2), r5((w + e) / 2)],
      source: a.source,
    };
  });
  const areas = [...written.sort((a, b) => (a.id < b.id ? -1 : 1)), ...countyAreas()];
  const text = `${JSON.stringify({ format: 1, note: 'Areas travellers name: US counties (US Census via us-atlas, public domain) and hand-written regions, parks, neighbourhoods and Canadian divisions (Road Gremlin editors). Built by tools/engine-data/src/areas/build.ts.' })}\n${areas.map((a) => JSON.stringify(a)).join('\n')}\n`;
  return { gz: gzipSync(Buffer.from(text, 'utf8'), { level: 9 }), areas, problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { gz, areas, problems } = buildAreas();
  for (const p of problems) console.log(`  ${p}`);
  if (problems.length && !process.argv.includes('--force')) {
    console.error(`areas: ${problems.length} problems in data/areas (fix them, or --force to write the rest)`);
    process.exit(1);
  }
  mkdirSync(GAZETTEER_DATA, { recursive: true });
  writeFileSync(DEFAULT_OUTPUT, gz);
  const byKind = new Map<string, number>();
  for (const a of areas) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
  console.log(`areas: ${areas.length} (${[...byKind].map(([k, v]) => `${k} ${v}`).join(', ')}), ${Math.round(gz.length / 1024)} KB gzipped → ${DEFAULT_OUTPUT}`);
}
