/**
 * Readers for the open-data files under shared/data (see sources/README.md and
 * reference/README.md there). They turn each row into a SourceRecord of FACTS only (name, kind,
 * coordinates, locality, county, region, ids, licence) and report every bad row with its file
 * and line instead of throwing. NPS itinerary descriptions are never read past the name.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REGION_CODES } from '@roadgremlin/engine/catalogue/schema';
import { US_STATES } from '@roadgremlin/engine/gazetteer';

export interface SourceRecord {
  source: string;
  sourceId: string;
  licence: string;
  name: string;
  kind: string;
  lat: number;
  lng: number;
  locality?: string;
  county?: string;
  /** USPS / Canada Post code as the source gives it (may be a US territory: dropped later). */
  region?: string;
  country?: 'US' | 'CA';
  /** NPS itinerary slug (file name), e.g. "route-66". */
  itinerary?: string;
  /** `enwiki:<title>`: the place has an English Wikipedia article (the optional `fame` column). */
  fame?: string;
  /** Coordinates only to ~1 km (NOAA rows at ≤ 2 decimals): merges allow 1 km instead of 150 m. */
  coarse?: boolean;
  file: string;
  line: number;
}

export interface BadRow {
  file: string;
  line: number;
  reason: string;
}

export interface ReadResult {
  records: SourceRecord[];
  bad: BadRow[];
  /** Rows read (data rows, header excluded) per file. */
  read: Record<string, number>;
}

const KNOWN_REGIONS = new Set<string>(REGION_CODES);
/** US territories present in the sources but outside the catalogue's regions. */
const US_TERRITORIES = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);

/** The README: "no quoting, backslash is the escape char". */
function unescapeField(s: string): string {
  return s.replace(/\\(.)/g, (_, c: string) => (c === 't' ? ' ' : c === 'n' ? ' ' : c));
}

function decimals(s: string): number {
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

const TSV_COLUMNS = ['source', 'source_id', 'name', 'kind', 'lat', 'lng', 'locality', 'county', 'region', 'country', 'licence'];

/** One of the four sources/*.tsv files (common column layout). */
export function readSourceTsv(path: string, into: ReadResult): void {
  const file = `sources/${basename(path)}`;
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0]?.split('\t') ?? [];
  // an optional trailing `fame` column (sources/README.md)
  const columns = header[TSV_COLUMNS.length] === 'fame' ? TSV_COLUMNS.length + 1 : TSV_COLUMNS.length;
  if (TSV_COLUMNS.some((c, i) => header[i] !== c) || header.length !== columns) {
    into.bad.push({ file, line: 1, reason: `unexpected header: ${header.join(',')}` });
    return;
  }
  let read = 0;
  const ghostTownIdsSeen = new Map<string, string[]>();
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i];
    if (!text.trim()) continue;
    read++;
    const f = text.split('\t').map(unescapeField);
    const line = i + 1;
    if (f.length !== columns) {
      into.bad.push({ file, line, reason: `expected ${columns} columns, got ${f.length}` });
      continue;
    }
    const [source, sourceId, name, kind, latS, lngS, locality, county, region, country, licence, fame] = f;
    const lat = Number(latS);
    const lng = Number(lngS);
    if (!latS || !lngS || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      into.bad.push({ file, line, reason: `bad coordinates "${latS}","${lngS}"` });
      continue;
    }
    if (!name.trim() || !sourceId.trim() || !kind.trim()) {
      into.bad.push({ file, line, reason: 'missing name, id or kind' });
      continue;
    }
    if (country !== 'US' && country !== 'CA') {
      into.bad.push({ file, line, reason: `unknown country "${country}"` });
      continue;
    }
    if (!KNOWN_REGIONS.has(region) && !US_TERRITORIES.has(region)) {
      into.bad.push({ file, line, reason: `unknown region "${region}"` });
      continue;
    }
    const record: SourceRecord = {
      source,
      sourceId,
      licence,
      name,
      kind,
      lat,
      lng,
      locality: locality.trim() || undefined,
      county: county.trim() || undefined,
      region,
      country,
      ...(fame?.trim() ? { fame: fame.trim() } : {}),
      coarse: Math.min(decimals(latS), decimals(lngS)) <= 2,
      file,
      line,
    };
    into.records.push(source === GHOST_TOWN_LISTS ? ghostTownIds(record, ghostTownIdsSeen) : record);
  }
  into.read[file] = read;
}

/**
 * Sources read for their facts but never imported as places, and why (sources/README.md):
 * the haunted-places list's licence is not cleared (a lead and tagging list only: its rows and
 * coordinates are never shipped); the roadside photo archive gives town-centre points of places
 * photographed 1972–2008, many gone (leads for curated entries).
 */
export const LEAD_ONLY_SOURCES: ReadonlyMap<string, string> = new Map([
  ['shadowlands_haunted_places', 'lead list only: licence not cleared, never shipped'],
  ['loc_margolies_roadside_america', 'lead list only: town-centre points, places photographed 1972–2008'],
]);

/**
 * English Wikipedia's state lists of ghost towns (CO, NM, TX, UT, WY), imported as a separately
 * credited layer: facts only (name, coordinates, the list's status class, the article title) under
 * the lists' CC BY-SA 4.0, with the attribution below on every place, in the root README and on /credits.
 */
export const GHOST_TOWN_LISTS = 'wikipedia_ghost_town_lists';
export const GHOST_TOWN_LICENCE = 'CC BY-SA 4.0 (Ghost-town locations from Wikipedia)';

/**
 * A ghost-town row's ids: a row whose list links an article is known by that article
 * ("enwiki:Animas_Forks,_Colorado", spaces as underscores: source ids have none), the fame signal a
 * later step can use; one without keeps the file's id, made unique when the list names two towns
 * alike ("Adelaide" in Fremont and in Lake County: the second becomes "WPGT-CO-Adelaide-2"). Rows of
 * one article (Glenrio in the New Mexico and the Texas list) keep one id, so they merge as twins.
 */
function ghostTownIds(rec: SourceRecord, seen: Map<string, string[]>): SourceRecord {
  let sourceId = rec.fame?.startsWith('enwiki:') ? `enwiki:${rec.fame.slice('enwiki:'.length).trim().replace(/\s+/g, '_')}` : rec.sourceId;
  if (!rec.fame) {
    const at = `${rec.lat},${rec.lng}`;
    const coords = seen.get(sourceId) ?? [];
    const n = coords.includes(at) ? coords.indexOf(at) : coords.push(at) - 1;
    seen.set(sourceId, coords);
    if (n > 0) sourceId = `${sourceId}-${n + 1}`;
  }
  return { ...rec, sourceId, licence: GHOST_TOWN_LICENCE };
}

const STATE_BY_NAME = new Map<string, string>([
  ...Object.entries(US_STATES).map(([code, name]) => [name, code] as [string, string]),
  ['Puerto Rico', 'PR'],
  ['United States Virgin Islands', 'VI'],
  ['Guam', 'GU'],
  ['American Samoa', 'AS'],
  ['Commonwealth of the Northern Mariana Islands', 'MP'],
]);

const CURIOUS_KIND: Record<string, string> = {
  Arch: 'arch',
  Crater: 'crater',
  Falls: 'waterfall',
  Glacier: 'glacier',
  Lava: 'lava',
  Pillar: 'rock_formation:pillar',
  // the README: the slice holds hot springs (the class is "Spring"; names say Hot/Boiling/Warm)
  Spring: 'hot_spring',
};

/** reference/gnis-curious.tsv: GNIS features incl. "(historical)" populated places. */
export function readGnisCurious(path: string, into: ReadResult): void {
  const file = `reference/${basename(path)}`;
  const lines = readFileSync(path, 'utf8').split('\n');
  let read = 0;
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i];
    if (!text.trim()) continue;
    read++;
    const line = i + 1;
    const f = text.split('\t');
    if (f.length !== 7) {
      into.bad.push({ file, line, reason: `expected 7 columns, got ${f.length}` });
      continue;
    }
    const [id, name, cls, stateName, county, latS, lngS] = f;
    const lat = Number(latS);
    const lng = Number(lngS);
    if (!latS || !lngS || !Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) {
      into.bad.push({ file, line, reason: `bad coordinates "${latS}","${lngS}"` });
      continue;
    }
    const region = STATE_BY_NAME.get(stateName);
    if (!region) {
      into.bad.push({ file, line, reason: `unknown state "${stateName}"` });
      continue;
    }
    let kind = CURIOUS_KIND[cls];
    if (cls === 'Populated Place') {
      // only "(historical)" populated places are in the slice; anything else is not ours to guess
      if (!/\(historical\)\s*$/.test(name)) {
        into.bad.push({ file, line, reason: 'populated place not marked (historical)' });
        continue;
      }
      kind = 'populated_place:historical';
    }
    if (!kind || !name.trim() || !/^\d+$/.test(id)) {
      into.bad.push({ file, line, reason: `unknown class "${cls}" or missing name/id` });
      continue;
    }
    into.records.push({
      source: 'usgs_gnis_curious',
      // the same GNIS feature id as the natural-features file, so the two dedupe by id
      sourceId: `GNIS-${id}`,
      licence: 'Public domain (US Gov, USGS GNIS)',
      // GNIS writes a vanished town as "Aikman (historical)"; a traveller reads "Site of Aikman"
      name: kind === 'populated_place:historical' ? `Site of ${name.replace(/\s*\(historical\)\s*$/, '').trim()}` : name,
      kind,
      lat,
      lng,
      county: county.trim() || undefined,
      region,
      country: 'US',
      file,
      line,
    });
  }
  into.read[file] = read;
}

interface GeoJsonFeature {
  geometry?: { type: string; coordinates: unknown } | null;
  properties?: { name?: unknown } | null;
}

/** Flattens any GeoJSON coordinates into [lng, lat] pairs. */
function positions(c: unknown, out: [number, number][] = []): [number, number][] {
  if (Array.isArray(c) && typeof c[0] === 'number') out.push([c[0], c[1] as number]);
  else if (Array.isArray(c)) for (const x of c) positions(x, out);
  return out;
}

/**
 * reference/nps-heritage/*.geojson: one itinerary a file. Points as they are; polygons (historic
 * districts, parks) by the mean of their vertices; lines (roads, trails) are skipped: their mean
 * can fall anywhere. Only `name` and the geometry are read — never `description`.
 */
export function readNpsHeritage(dir: string, into: ReadResult): void {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.geojson')).sort()) {
    const file = `reference/nps-heritage/${f}`;
    const itinerary = f.replace(/\.geojson$/, '');
    let features: GeoJsonFeature[];
    try {
      features = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { features: GeoJsonFeature[] }).features;
    } catch (e) {
      into.bad.push({ file, line: 0, reason: `unreadable GeoJSON: ${(e as Error).message}` });
      continue;
    }
    into.read[file] = features.length;
    features.forEach((ft, i) => {
      // "line" for a GeoJSON file is the feature's 1-based index
      const line = i + 1;
      const name = typeof ft.properties?.name === 'string' ? ft.properties.name.trim() : '';
      const g = ft.geometry;
      if (!name || !g) {
        into.bad.push({ file, line, reason: 'feature without name or geometry' });
        return;
      }
      if (g.type === 'LineString' || g.type === 'MultiLineString') {
        into.bad.push({ file, line, reason: `line geometry (${g.type}) skipped` });
        return;
      }
      const pts = positions(g.coordinates);
      if (!pts.length || pts.some(([x, y]) => !Number.isFinite(x) || !Number.isFinite(y))) {
        into.bad.push({ file, line, reason: 'bad coordinates' });
        return;
      }
      const lng = pts.reduce((s, p) => s + p[0], 0) / pts.length;
      const lat = pts.reduce((s, p) => s + p[1], 0) / pts.length;
      into.records.push({
        source: 'nps_shared_heritage',
        sourceId: `NPS-${itinerary}-${line}`,
        licence: 'Public domain (US Gov, NPS)',
        name,
        kind: 'nps_itinerary',
        lat,
        lng,
        country: 'US',
        itinerary,
        file,
        line,
      });
    });
  }
}

export function emptyRead(): ReadResult {
  return { records: [], bad: [], read: {} };
}
