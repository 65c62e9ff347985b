/**
 * Checks the hand-written area files (data/areas/*.json): the schema, unique ids and names per
 * region, the anchor a gazetteer town in one of the area's regions inside its bbox (a few km for a
 * neighbourhood, up to 80 km for a park's gateway town),
 * and a bbox size that fits the kind. Prints every problem; exits 1 when there is one.
 *   npx tsx tools/engine-data/src/areas/check.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTowns, haversineKm } from '@roadgremlin/engine/gazetteer';
import { AreaSchema, type AreaEntry } from './schema.js';

export const AREAS_DIR = fileURLToPath(new URL('../../data/areas/', import.meta.url));

/** Largest bbox diagonal (km) per kind. */
const MAX_DIAGONAL_KM: Record<AreaEntry['kind'], number> = {
  neighbourhood: 15,
  park: 400,
  county: 400,
  island: 700,
  lake: 500,
  valley: 600,
  mountains: 1500,
  coast: 1500,
  wine: 300,
  region: 1500,
};

/**
 * How far outside its bbox an area's anchor town may lie: a park's gateway town (Torrey for Capitol
 * Reef, Jasper for the Icefields) is often well outside the park; a neighbourhood's is its city.
 */
const ANCHOR_SLACK_KM: Record<AreaEntry['kind'], number> = {
  neighbourhood: 15,
  park: 80,
  county: 30,
  island: 60,
  lake: 40,
  valley: 30,
  mountains: 60,
  coast: 30,
  wine: 30,
  region: 30,
};

export function readAreas(dir = AREAS_DIR): { entries: AreaEntry[]; problems: string[] } {
  const entries: AreaEntry[] = [];
  const problems: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const rows = JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown[];
    rows.forEach((row, i) => {
      const r = AreaSchema.safeParse(row);
      if (!r.success) problems.push(`${f} #${i} ${(row as { id?: string })?.id ?? ''}: ${r.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
      else entries.push(r.data);
    });
  }
  return { entries, problems };
}

export function checkAreas(entries: readonly AreaEntry[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const a of entries) {
    if (ids.has(a.id)) problems.push(`${a.id}: id repeated`);
    ids.add(a.id);
    if (!a.id.startsWith(`${a.regions[0].length === 2 && ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].includes(a.regions[0]) ? 'ca' : 'us'}-${a.regions[0].toLowerCase()}-`)) {
      problems.push(`${a.id}: id must start with <country>-<first region>-`);
    }
    const [w, s, e, n] = a.bbox;
    const diag = haversineKm({ lat: s, lng: w }, { lat: n, lng: e });
    if (diag > MAX_DIAGONAL_KM[a.kind]) problems.push(`${a.id}: bbox ${Math.round(diag)} km across, more than ${MAX_DIAGONAL_KM[a.kind]} km for a ${a.kind}`);
    const towns = a.regions.flatMap((r) => findTowns(a.anchor, r));
    if (!towns.length) {
      problems.push(`${a.id}: anchor "${a.anchor}" is not a gazetteer town in ${a.regions.join('/')}`);
      continue;
    }
    const slack = ANCHOR_SLACK_KM[a.kind] / 111;
    const inside = towns.some((t) => t.lng >= w - slack * 1.5 && t.lng <= e + slack * 1.5 && t.lat >= s - slack && t.lat <= n + slack);
    if (!inside) problems.push(`${a.id}: anchor ${a.anchor} (${towns[0].lat.toFixed(3)}, ${towns[0].lng.toFixed(3)}) lies more than ${ANCHOR_SLACK_KM[a.kind]} km outside the bbox`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { entries, problems } = readAreas();
  problems.push(...checkAreas(entries));
  const byKind = new Map<string, number>();
  for (const a of entries) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
  console.log(`${entries.length} areas: ${[...byKind].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(problems.length ? 1 : 0);
}
