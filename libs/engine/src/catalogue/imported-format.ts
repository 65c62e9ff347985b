/**
 * The committed file of the imported tier, data/imported.json.gz: compact columnar JSON (one array
 * a place, one place a line, sources and licences by index), so the service parses ~10 MB instead
 * of ~19 MB of repeated keys at start. Written by tools/engine-data/src/catalogue-import (npm run catalogue:import), read by index.ts.
 */
import { countryOfRegion } from '../gazetteer/regions.js';
import type { Place } from './schema.js';

export const IMPORTED_FORMAT = 1;
export const IMPORTED_COLUMNS = [
  'id', 'name', 'description', 'lat', 'lng', 'town', 'region', 'themes', 'oddness', 'visitMinutes',
  'source', 'sourceId', 'licence', 'sourceIds',
] as const;

type Row = [string, string, string, number, number, string, string, string[], number, number, number, string, number, string[]?];

interface ImportedFile {
  format: number;
  columns: readonly string[];
  sources: string[];
  licences: string[];
  rows: Row[];
}

/** Serialises imported places (already sorted) to the file's text; byte-stable for the same input. */
export function encodeImported(places: readonly Place[]): string {
  const sources = [...new Set(places.map((p) => p.source!))].sort();
  const licences = [...new Set(places.map((p) => p.licence!))].sort();
  const rows = places.map((p) => {
    const row: Row = [
      p.id, p.name, p.description, p.lat, p.lng, p.town, p.region, p.themes, p.oddness, p.visitMinutes,
      sources.indexOf(p.source!), p.sourceId!, licences.indexOf(p.licence!),
    ];
    if (p.sourceIds?.length) row.push(p.sourceIds);
    return JSON.stringify(row);
  });
  const head = JSON.stringify({ format: IMPORTED_FORMAT, columns: IMPORTED_COLUMNS, sources, licences }).slice(0, -1);
  return `${head},"rows":[\n${rows.join(',\n')}\n]}\n`;
}

/** Parses the file's text back into places (tier "imported", country from the region). */
export function decodeImported(text: string): Place[] {
  const file = JSON.parse(text) as ImportedFile;
  if (file.format !== IMPORTED_FORMAT || file.columns.join() !== IMPORTED_COLUMNS.join()) {
    throw new Error(`imported catalogue: unknown format ${file.format} (run npm run catalogue:import)`);
  }
  return file.rows.map((r) => {
    const place: Place = {
      id: r[0],
      name: r[1],
      description: r[2],
      lat: r[3],
      lng: r[4],
      town: r[5],
      region: r[6] as Place['region'],
      country: countryOfRegion(r[6]) as Place['country'],
      themes: r[7] as Place['themes'],
      oddness: r[8],
      visitMinutes: r[9],
      tier: 'imported',
      source: file.sources[r[10]],
      sourceId: r[11],
      licence: file.licences[r[12]],
    };
    if (r[13]) place.sourceIds = r[13];
    return place;
  });
}
