/**
 * Checks hand-written (curated) places the way the catalogue's tests do, and verifies them against
 * the open data: every place must parse (PlaceSchema), carry a reference a person can check (`ref`),
 * lie within 40 km of its named town in its own state or province (and not copied from that town's own
 * gazetteer point: a place is located at itself, never a town centre), not repeat another curated
 * place (same name, or within 150 m), and not be closed. Then each is looked up in the open sources
 * (IMLS museums, ODCAF, NOAA springs, GNIS features, Wikipedia ghost-town lists, the roadside photo
 * archive and the haunted-places list as leads): a record with a similar name within 30 km in the
 * same region verifies it; one that puts it more than 3 km away is reported.
 *   npx tsx tools/engine-data/src/catalogue-import/check-curated.ts [files…]   (default: every places-*.json)
 *   --all   also list the places no source knows (verified by their town only)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PlaceSchema, type Place } from '@roadgremlin/engine/catalogue/schema';
import { findTowns, haversineKm } from '@roadgremlin/engine/gazetteer';
import { CATALOGUE_DATA, SHARED_DATA } from '../paths.js';
import { nameSimilarity, nameTokens } from './names.js';
import { emptyRead, readSourceTsv, type SourceRecord } from './sources.js';

export const MAX_TOWN_KM = 40;
const MIN_SPACING_M = 50;
const SOURCE_MATCH_KM = 30;
const SOURCE_NEAR_KM = 3;
const TOWN_POINT_M = 10;

export interface CuratedReport {
  errors: string[];
  /** Source twins that put a place farther than SOURCE_NEAR_KM away. */
  warnings: string[];
  verifiedBySource: number;
  verifiedByTown: number;
  unverifiedIds: string[];
}

function curatedFiles(): string[] {
  return readdirSync(CATALOGUE_DATA)
    .filter((f) => f.startsWith('places-') && f.endsWith('.json'))
    .sort()
    .map((f) => join(CATALOGUE_DATA, f));
}

let sourceIndex: Map<string, SourceRecord[]> | undefined;
/** Source records by region, for name look-ups. */
function sourcesByRegion(): Map<string, SourceRecord[]> {
  if (sourceIndex) return sourceIndex;
  sourceIndex = new Map();
  const dir = join(SHARED_DATA, 'sources');
  if (!existsSync(dir)) return sourceIndex;
  const read = emptyRead();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.tsv')).sort()) readSourceTsv(join(dir, f), read);
  for (const r of read.records) {
    const list = sourceIndex.get(r.region ?? '') ?? [];
    list.push(r);
    sourceIndex.set(r.region ?? '', list);
  }
  return sourceIndex;
}

/** The best similar-named source record for a place in its region, if any. */
export function sourceTwin(p: Place): { rec: SourceRecord; km: number } | undefined {
  const mine = nameTokens(p.name);
  let best: { rec: SourceRecord; km: number; sim: number } | undefined;
  for (const rec of sourcesByRegion().get(p.region) ?? []) {
    const km = haversineKm(p, rec);
    if (km > SOURCE_MATCH_KM) continue;
    const sim = nameSimilarity(mine, nameTokens(rec.name));
    if (sim < 0.5) continue;
    if (!best || sim > best.sim || (sim === best.sim && km < best.km)) best = { rec, km, sim };
  }
  return best && { rec: best.rec, km: best.km };
}

export function checkCurated(files: readonly string[] = curatedFiles()): CuratedReport {
  const report: CuratedReport = { errors: [], warnings: [], verifiedBySource: 0, verifiedByTown: 0, unverifiedIds: [] };
  // every curated place (to find repeats across files), then the ones to check
  const all: { p: Place; file: string }[] = [];
  for (const f of curatedFiles()) {
    for (const row of JSON.parse(readFileSync(f, 'utf8')) as unknown[]) {
      const r = PlaceSchema.safeParse(row);
      if (r.success) all.push({ p: r.data, file: basename(f) });
    }
  }
  // a historic hotel can be a stop and a lodging, but under two ids: trips key stops and nights by id
  const lodgingIds = new Set((JSON.parse(readFileSync(join(CATALOGUE_DATA, 'lodgings.json'), 'utf8')) as { id: string }[]).map((l) => l.id));
  for (const file of files) {
    const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
    for (const [i, row] of rows.entries()) {
      const where = `${basename(file)} ${(row as { id?: string })?.id ?? `#${i}`}`;
      const r = PlaceSchema.safeParse(row);
      if (!r.success) {
        report.errors.push(`${where}: ${r.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
        continue;
      }
      const p = r.data;
      if (!p.ref) report.errors.push(`${where}: no ref (a Wikipedia title, a register id or the official name and operator)`);
      if (p.status === 'closed') report.errors.push(`${where}: closed places are not stops; leave it out`);
      const towns = findTowns(p.town, p.region);
      const town = towns.sort((a, b) => haversineKm(p, a) - haversineKm(p, b))[0];
      if (!town) report.errors.push(`${where}: town "${p.town}" is not a gazetteer town in ${p.region}`);
      else {
        const km = haversineKm(p, town);
        if (km > MAX_TOWN_KM) report.errors.push(`${where}: ${km.toFixed(1)} km from ${p.town}, ${p.region} (at most ${MAX_TOWN_KM}; name the nearest town)`);
        if (km * 1000 < TOWN_POINT_M && !/town|village|district|quarter|street|square|plaza|hamlet/i.test(p.kind ?? '')) {
          report.errors.push(`${where}: on ${p.town}'s own point (${Math.round(km * 1000)} m): give the place's own coordinates`);
        }
      }
      for (const o of all) {
        if (o.p.id === p.id) continue;
        if (o.p.name.toLowerCase() === p.name.toLowerCase()) report.errors.push(`${where}: the name "${p.name}" is already used by ${o.p.id} (${o.file})`);
        else if (haversineKm(o.p, p) * 1000 < MIN_SPACING_M) report.errors.push(`${where}: within ${MIN_SPACING_M} m of ${o.p.id} (${o.file}): the same place?`);
      }
      if (all.filter((o) => o.p.id === p.id).length > 1) report.errors.push(`${where}: id used twice`);
      if (lodgingIds.has(p.id)) report.errors.push(`${where}: id already used by a lodging (lodgings.json): give the stop its own id`);
      const twin = sourceTwin(p);
      if (twin) {
        report.verifiedBySource++;
        if (twin.km > SOURCE_NEAR_KM) report.warnings.push(`${where}: ${twin.rec.source} "${twin.rec.name}" is ${twin.km.toFixed(1)} km away (${twin.rec.lat}, ${twin.rec.lng})`);
      } else {
        report.verifiedByTown++;
        report.unverifiedIds.push(p.id);
      }
    }
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--')).map((a) => resolve(a));
  const report = checkCurated(files.length ? files : undefined);
  for (const e of report.errors) console.log(`error   ${e}`);
  for (const w of report.warnings) console.log(`warning ${w}`);
  if (args.includes('--all')) for (const id of report.unverifiedIds) console.log(`town    ${id}`);
  console.log(`${report.errors.length} errors, ${report.warnings.length} warnings; verified by a source ${report.verifiedBySource}, by their town ${report.verifiedByTown}`);
  process.exit(report.errors.length ? 1 : 0);
}
