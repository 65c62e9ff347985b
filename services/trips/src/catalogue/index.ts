/**
 * Road Gremlin's catalogue of real unusual places and quirky lodgings in the US and Canada.
 * The JSON data files are validated against the schemas once, at module load.
 */
import { z } from 'zod';
import { PlaceSchema, LodgingSchema, type Place, type Lodging } from './schema.js';

import usSouthwest from './data/places-us-southwest.json';
import usCalifornia from './data/places-us-california.json';
import usNorthwest from './data/places-us-northwest.json';
import usPlains from './data/places-us-plains.json';
import usTexasOklahoma from './data/places-us-texas-oklahoma.json';
import usMidwest from './data/places-us-midwest.json';
import usSouth from './data/places-us-south.json';
import usMidAtlantic from './data/places-us-mid-atlantic.json';
import usNewEngland from './data/places-us-new-england.json';
import canadaWest from './data/places-canada-west.json';
import canadaEast from './data/places-canada-east.json';
import lodgingData from './data/lodgings.json';

export * from './schema.js';

/** Raw data files, by name, for tests and tooling. */
export const PLACE_FILES: Readonly<Record<string, readonly unknown[]>> = {
  'places-us-southwest': usSouthwest,
  'places-us-california': usCalifornia,
  'places-us-northwest': usNorthwest,
  'places-us-plains': usPlains,
  'places-us-texas-oklahoma': usTexasOklahoma,
  'places-us-midwest': usMidwest,
  'places-us-south': usSouth,
  'places-us-mid-atlantic': usMidAtlantic,
  'places-us-new-england': usNewEngland,
  'places-canada-west': canadaWest,
  'places-canada-east': canadaEast,
};
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

export const places: readonly Place[] = Object.freeze(parseAll(PlaceSchema, PLACE_FILES, 'places'));
export const lodgings: readonly Lodging[] = Object.freeze(parseAll(LodgingSchema, LODGING_FILES, 'lodgings'));

const placesById = new Map(places.map((p) => [p.id, p]));
const lodgingsById = new Map(lodgings.map((l) => [l.id, l]));

export function placeById(id: string): Place | undefined {
  return placesById.get(id);
}

export function lodgingById(id: string): Lodging | undefined {
  return lodgingsById.get(id);
}

export type { Place, Lodging };
