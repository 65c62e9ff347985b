/**
 * Gazetteer of US and Canadian populated places: GeoNames cities500 (places of 500+ people,
 * CC BY 4.0, "GeoNames (geonames.org)"), compacted by `build.ts` into `data/towns.tsv.gz`
 * (committed; `npm run gazetteer:build` rebuilds it byte for byte). Pure: the file is read and
 * indexed lazily, once per process, on first use (~22,500 places).
 *
 * Lookups fold case, accents and punctuation and expand St./Ste./Mt./Ft. (`normalizeTownName`);
 * `findTowns` is exact (name, ASCII name or a kept alternate), `findTownsFuzzy` also accepts up
 * to two edits (Damerau–Levenshtein) for names of six letters or more.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { normalizeTownName } from './normalize.js';
import { haversineKm, type LatLng } from '../geo/index.js';
import { countryOfRegion, regionCode, type CountryCode, type RegionCode } from './regions.js';
import { withinEdits } from './fuzzy.js';

export * from './regions.js';
export { abroadName, type Abroad } from './abroad.js';
export { findAreas, allAreas, inArea, type Area, type AreaKind, type AreaMatch } from './areas.js';
export { haversineKm, distanceToPolylineKm, type LatLng } from '../geo/index.js';
export { normalizeTownName } from './normalize.js';
export { withinEdits } from './fuzzy.js';

export interface Town {
  name: string;
  region: RegionCode;
  country: CountryCode;
  lat: number;
  lng: number;
  population: number;
  /** GeoNames id (supplement rows ≥ 900,000,000). */
  id?: number;
  /** GeoNames feature code: PPL, PPLA… (seats), PPLC (capital), PPLX (a section of a city: a neighbourhood). */
  featureCode?: string;
}

/** One way a town is found under a key. */
interface Entry {
  town: Town;
  /** Found under an alternate spelling, not its own name. */
  alt: boolean;
}

interface Index {
  towns: Town[];
  byName: Map<string, Entry[]>;
  /** Keys by first letter and length ("k:8"), for fuzzy lookups. */
  keysByBucket: Map<string, string[]>;
  loadMs: number;
}

export const GAZETTEER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'data', 'towns.tsv.gz');

let index: Index | undefined;

function addKey(map: Map<string, Entry[]>, key: string, town: Town, alt: boolean) {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [{ town, alt }]);
  else if (!list.some((e) => e.town === town)) list.push({ town, alt });
}

function buildIndex(): Index {
  const started = performance.now();
  const text = gunzipSync(readFileSync(GAZETTEER_FILE)).toString('utf8');
  const towns: Town[] = [];
  const byName = new Map<string, Entry[]>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [id, name, ascii, alternates, lat, lng, featureCode, region, population] = line.split('\t');
    const country = countryOfRegion(region);
    if (!country) continue;
    const town: Town = {
      name,
      region: region as RegionCode,
      country,
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
      id: Number(id),
      featureCode,
    };
    towns.push(town);
    addKey(byName, normalizeTownName(name), town, false);
    if (ascii !== name) addKey(byName, normalizeTownName(ascii), town, false);
    // "Washington, D.C." is also findable as "Washington".
    if (name.includes(',')) addKey(byName, normalizeTownName(name.split(',')[0]), town, false);
    if (alternates) for (const a of alternates.split('|')) addKey(byName, normalizeTownName(a), town, true);
  }
  const keysByBucket = new Map<string, string[]>();
  for (const [key, list] of byName) {
    // a town's own name first, then by population: findTown('Springville', 'NY') is Springville
    list.sort((a, b) => Number(a.alt) - Number(b.alt) || b.town.population - a.town.population);
    const b = bucketOf(key[0], key.length);
    const bucket = keysByBucket.get(b);
    if (bucket) bucket.push(key);
    else keysByBucket.set(b, [key]);
  }
  return { towns, byName, keysByBucket, loadMs: performance.now() - started };
}

const bucketOf = (first: string, length: number) => `${first}:${length}`;

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** How long the one load took (ms), and how many places it holds. */
export function gazetteerStats(): { towns: number; keys: number; loadMs: number } {
  const i = getIndex();
  return { towns: i.towns.length, keys: i.byName.size, loadMs: Math.round(i.loadMs) };
}

/** All US/CA towns in the gazetteer. */
export function allTowns(): readonly Town[] {
  return getIndex().towns;
}

function regionFilter(region?: string, country?: CountryCode): ((t: Town) => boolean) | null {
  const code = region ? regionCode(region, country) : undefined;
  if (region && !code) return null;
  return (t) => (!code || t.region === code) && (!country || t.country === country);
}

/**
 * Every town with this name (case/accent-insensitive, alt names too), optionally restricted
 * to a region (code or name) and/or a country; most populous first.
 */
export function findTowns(name: string, region?: string, country?: CountryCode): Town[] {
  const keep = regionFilter(region, country);
  if (!keep) return [];
  return (getIndex().byName.get(normalizeTownName(name)) ?? []).map((e) => e.town).filter(keep);
}

/** The town with this name in this region (most populous if several), or undefined. */
export function findTown(name: string, region: string, country?: CountryCode): Town | undefined {
  return findTowns(name, region, country)[0];
}

export interface TownMatch {
  town: Town;
  /** 0 for an exact (folded) match. */
  edits: number;
  /** Matched an alternate spelling rather than the town's own name. */
  alt: boolean;
}

/** Names shorter than this (letters, folded) are matched exactly only. */
export const FUZZY_MIN_LETTERS = 6;
export const FUZZY_MAX_EDITS = 2;

/**
 * Towns whose name (or a kept alternate) is within two edits of `name` (Damerau–Levenshtein:
 * insert, delete, substitute, swap two neighbours), exact matches first with edits 0, restricted
 * like `findTowns`. Names under six letters match exactly only, and a misspelling keeps the first
 * letter (people misspell the middle of a name, not its start), which also keeps this fast. With
 * `slips`, a letter written for another counts as a slip only when it is one (fuzzy.ts): a
 * neighbouring key, a vowel, a letter that sounds alike; any other costs two edits.
 */
export function findTownsFuzzy(name: string, region?: string, country?: CountryCode, maxEdits = FUZZY_MAX_EDITS, slips = false): TownMatch[] {
  const keep = regionFilter(region, country);
  if (!keep) return [];
  const key = normalizeTownName(name);
  const { byName, keysByBucket } = getIndex();
  const out: TownMatch[] = [];
  const seen = new Set<Town>();
  const push = (k: string, edits: number) => {
    for (const e of byName.get(k) ?? []) {
      if (!keep(e.town) || seen.has(e.town)) continue;
      seen.add(e.town);
      out.push({ town: e.town, edits, alt: e.alt });
    }
  };
  push(key, 0);
  const letters = key.replace(/ /g, '').length;
  if (letters >= FUZZY_MIN_LETTERS && maxEdits > 0) {
    const max = maxEdits;
    const found: { k: string; d: number }[] = [];
    for (let len = key.length - max; len <= key.length + max; len++) {
      for (const k of keysByBucket.get(bucketOf(key[0], len)) ?? []) {
        if (k === key) continue;
        const d = withinEdits(key, k, max, slips);
        if (d > 0 && d <= max) found.push({ k, d });
      }
    }
    found.sort((a, b) => a.d - b.d || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
    for (const { k, d } of found) push(k, d);
  }
  return out;
}

/** Nearest gazetteer towns to a point, closest first. */
export function nearestTowns(
  point: LatLng,
  opts: { limit?: number; country?: CountryCode; region?: string; maxKm?: number; minPopulation?: number } = {},
): { town: Town; km: number }[] {
  const { limit = 5, country, maxKm = Infinity, minPopulation = 0 } = opts;
  const code = opts.region ? regionCode(opts.region, country) : undefined;
  const out: { town: Town; km: number }[] = [];
  for (const town of getIndex().towns) {
    if (country && town.country !== country) continue;
    if (code && town.region !== code) continue;
    if (town.population < minPopulation) continue;
    // cheap bounding pre-filter (1 degree of latitude ≈ 111 km)
    if (Math.abs(town.lat - point.lat) > Math.min(maxKm, 500) / 111 + 0.01) continue;
    const km = haversineKm(point, town);
    if (km <= maxKm) out.push({ town, km });
  }
  out.sort((a, b) => a.km - b.km);
  return out.slice(0, limit);
}
