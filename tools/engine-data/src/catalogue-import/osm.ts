/**
 * Optional OpenStreetMap import (ODbL: "© OpenStreetMap contributors"). No JS PBF reader is
 * installed, so the .osm.pbf is converted by Debian's osmium-tool (`osmium export` to a GeoJSON
 * text sequence) in a child process; nodes only, named, with one of the tags below.
 */
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import type { ReadResult } from './sources.js';

/** tag=value → a kind of KIND_RULES; first match wins. */
export const OSM_TAGS: [string, string, string][] = [
  ['natural', 'hot_spring', 'hot_spring'],
  ['waterway', 'waterfall', 'waterfall'],
  ['natural', 'arch', 'arch'],
  ['natural', 'rock', 'rock_formation:pillar'],
  ['tourism', 'museum', 'museum:general'],
  ['tourism', 'artwork', 'osm:artwork'],
  ['historic', 'ruins', 'osm:ruins'],
  ['abandoned', 'yes', 'osm:abandoned'],
  ['historic', 'ghost_town', 'osm:ghost_town'],
  ['tourism', 'viewpoint', 'osm:viewpoint'],
  ['tourism', 'attraction', 'osm:attraction'],
  ['historic', 'monument', 'osm:monument'],
];

interface OsmFeature {
  type: string;
  id?: string | number;
  geometry?: { type: string; coordinates: number[] };
  properties?: Record<string, string>;
}

export function osmKind(tags: Record<string, string>): string | undefined {
  return OSM_TAGS.find(([k, v]) => tags[k] === v)?.[2];
}

/** Reads named, tagged nodes of an .osm.pbf (or .osm) file through `osmium export`. */
export function readOsmPbf(path: string, into: ReadResult): void {
  const file = `osm/${basename(path)}`;
  let text: string;
  try {
    text = execFileSync('osmium', ['export', '-f', 'geojsonseq', '-x', 'print_record_separator=false', '-a', 'type,id', '-u', 'type_id', path], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
  } catch (e) {
    into.bad.push({ file, line: 0, reason: `osmium export failed: ${(e as Error).message.split('\n')[0]}` });
    return;
  }
  const lines = text.split('\n').filter((l) => l.trim());
  into.read[file] = lines.length;
  lines.forEach((l, i) => {
    const line = i + 1;
    let f: OsmFeature;
    try {
      f = JSON.parse(l) as OsmFeature;
    } catch {
      into.bad.push({ file, line, reason: 'unparsable GeoJSON line' });
      return;
    }
    const tags = f.properties ?? {};
    const id = String(f.id ?? tags['@id'] ?? '');
    const kind = osmKind(tags);
    if (!kind) return; // untagged ways, members and other features are not ours
    if (f.geometry?.type !== 'Point' || !tags.name || !/^n\d+$/.test(id)) {
      into.bad.push({ file, line, reason: 'not a named node' });
      return;
    }
    const [lng, lat] = f.geometry.coordinates;
    into.records.push({
      source: 'openstreetmap',
      sourceId: `OSM-${id}`,
      licence: 'ODbL 1.0 (© OpenStreetMap contributors)',
      name: tags.name,
      kind,
      lat,
      lng,
      locality: tags['addr:city'],
      file,
      line,
    });
  });
}
