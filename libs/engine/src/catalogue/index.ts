/**
 * Road Gremlin's catalogue of real unusual places and quirky lodgings in the US and Canada:
 * the hand-written (`curated`) JSON files plus the `imported` tier built from open data by
 * `npm run catalogue:import` (data/imported.json.gz, committed). Everything is validated against
 * the schemas once, at module load; a curated place carries the source ids of the imported
 * twins it absorbed (data/curated-source-ids.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import KDBush from 'kdbush';
import { z } from 'zod';
import { PlaceSchema, LodgingSchema, REGION_CODES, THEMES, type Place, type Lodging } from './schema.js';
import { decodeImported } from './imported-format.js';

import lodgingData from './data/lodgings.json';
import curatedSourceIds from './data/curated-source-ids.json';

export * from './schema.js';

const DATA_DIR = new URL('./data/', import.meta.url);

/**
 * Raw data files, by name, for tests and tooling: every `data/places-*.json` (hand-written places,
 * one file per region or state), read in name order.
 */
export const PLACE_FILES: Readonly<Record<string, readonly unknown[]>> = Object.fromEntries(
  readdirSync(DATA_DIR)
    .filter((f) => f.startsWith('places-') && f.endsWith('.json'))
    .sort()
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(f, DATA_DIR), 'utf8')) as unknown[]]),
);
export const LODGING_FILES: Readonly<Record<string, readonly unknown[]>> = {
  lodgings: lodgingData,
};

function parseAll<T>(schema: z.ZodType<T>, files: Readonly<Record<string, readonly unknown[]>>, what: string): T[] {
  const out: T[] = [];
  const errors: string[] = [];
  for (const [file, rows] of Object.entries(files)) {
    rows.forEach((row, i) => {
      const r = schema.safeParse(row);
      if (r.success) out.push(r.data);
      else {
        const id = (row as { id?: unknown })?.id ?? `#${i}`;
        errors.push(`${file} ${String(id)}: ${r.error.issues.map((x) => `${x.path.join('.')} ${x.message}`).join('; ')}`);
      }
    });
  }
  if (errors.length) throw new Error(`Invalid ${what} in the catalogue:\n${errors.join('\n')}`);
  return out;
}

const IMPORTED_URL = new URL('./data/imported.json.gz', import.meta.url);

/** The imported tier as places (empty when the file is absent, e.g. before the first import). */
export function readImportedRows(): Place[] {
  let buf: Buffer;
  try {
    buf = readFileSync(IMPORTED_URL);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return decodeImported(gunzipSync(buf).toString('utf8'));
}

const loadStart = performance.now();
const curatedPlaces = parseAll(PlaceSchema, PLACE_FILES, 'places').map((p) => {
  const ids = (curatedSourceIds as Record<string, string[]>)[p.id];
  return ids ? { ...p, sourceIds: ids } : p;
});

/**
 * The imported tier is validated with the full PlaceSchema when it is built (scripts/catalogue-import.ts
 * refuses to write an invalid place) and by test/catalogue.test.ts on the committed file; at service
 * start a cheap structural check keeps the 2 s load budget (zod over ~47k places alone takes 1–4 s on
 * the shared VM). A file that fails it stops the service, as an invalid curated file does.
 */
function checkImported(rows: Place[]): Place[] {
  const bad: string[] = [];
  for (const [i, row] of rows.entries()) {
    const p = row as Partial<Place>;
    const ok =
      typeof p.id === 'string' &&
      typeof p.name === 'string' &&
      typeof p.description === 'string' &&
      typeof p.town === 'string' &&
      typeof p.lat === 'number' &&
      typeof p.lng === 'number' &&
      typeof p.oddness === 'number' &&
      typeof p.visitMinutes === 'number' &&
      Array.isArray(p.themes) &&
      p.themes.length > 0 &&
      p.themes.every((t) => THEME_SET.has(t)) &&
      REGION_SET.has(p.region as string) &&
      (p.country === 'US' || p.country === 'CA') &&
      p.tier === 'imported' &&
      typeof p.source === 'string' &&
      typeof p.sourceId === 'string' &&
      typeof p.licence === 'string';
    if (!ok && bad.length < 20) bad.push(`imported line ${i + 1}: ${String(p.id)}`);
  }
  if (bad.length) throw new Error(`Invalid imported places in the catalogue (run npm run catalogue:import):\n${bad.join('\n')}`);
  return rows as Place[];
}
const THEME_SET = new Set<string>(THEMES);
const REGION_SET = new Set<string>(REGION_CODES);
const importedPlaces = checkImported(readImportedRows());

/** Curated first, then imported (sorted by id, as the importer writes them). */
export const places: readonly Place[] = Object.freeze([...curatedPlaces, ...importedPlaces]);
/** Milliseconds spent reading, decompressing and checking the places at module load. */
export const catalogueLoadMs = performance.now() - loadStart;
export const lodgings: readonly Lodging[] = Object.freeze(parseAll(LodgingSchema, LODGING_FILES, 'lodgings'));

const placesById = new Map(places.map((p) => [p.id, p]));

/**
 * Static k-d tree over `places` (same order: index i is places[i]) for box look-ups in degrees;
 * callers check exact distances. The planner queries it through planner/spatial.ts.
 */
export const placeKdIndex: KDBush = (() => {
  const index = new KDBush(places.length);
  for (const p of places) index.add(p.lng, p.lat);
  return index.finish();
})();

/** Places inside a lat/lng box, via the k-d tree. */
export function placesInBox(south: number, west: number, north: number, east: number): Place[] {
  return placeKdIndex.range(west, south, east, north).map((i) => places[i]);
}
const lodgingsById = new Map(lodgings.map((l) => [l.id, l]));

export function placeById(id: string): Place | undefined {
  return placesById.get(id);
}

export function lodgingById(id: string): Lodging | undefined {
  return lodgingsById.get(id);
}

export type { Place, Lodging };
