/**
 * The towns each named route passes, in order (libs/engine/src/routing/data/named-routes.json): for
 * every route of spec.ts, its alignment is found in the development reference
 * (../shared/data/roads, licence not settled: never shipped), the longest path through it taken, cut
 * to the stretch travellers mean, and the gazetteer towns within 4 km of it listed in order along it,
 * about one every 15 km (bigger towns first). Only those facts are written — town names and the
 * gazetteer's own coordinates — never the reference's geometry; the product routes through the
 * towns on its own network. Deterministic.
 *   npm run named-routes:build            (needs ../shared/data/roads)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { allTowns, findTowns, haversineKm, regionCode } from '@roadgremlin/engine/gazetteer';
import { makeRoute, project, type LatLng } from '@roadgremlin/engine/geo';
import { ROUTING_DATA, SHARED_DATA } from '../paths.js';
import { ROUTE_SPECS, type RouteSpec } from './spec.js';

export const DEFAULT_OUTPUT = join(ROUTING_DATA, 'named-routes.json');
const ROADS = join(SHARED_DATA, 'roads');
/** Towns this close to the alignment are on the route. */
const ON_ROUTE_KM = 4;
/** About one town every this many km along the route. */
const TOWN_EVERY_KM = 15;
/** A route's end is its nearest town this close. */
const END_TOWN_KM = 25;

interface Feature {
  properties: { ref?: string | null; refs?: string | null; name?: string | null; region?: string | null };
  geometry: { type: string; coordinates: [number, number][] };
}

function readLayer(file: string): Feature[] {
  return (JSON.parse(gunzipSync(readFileSync(join(ROADS, file))).toString('utf8')) as { features: Feature[] }).features.filter((f) => f.geometry?.type === 'LineString');
}

function selects(spec: RouteSpec, f: Feature, named: boolean): boolean {
  const p = f.properties;
  if (spec.regions && !spec.regions.includes(p.region ?? '')) return false;
  if (spec.refs && !named) {
    const refs = (p.refs ?? p.ref ?? '').split(';');
    return spec.refs.some((r) => refs.includes(r)) && !(spec.notRefs ?? []).some((r) => refs.includes(r));
  }
  if (spec.roadName) return !!p.name && p.name.toLowerCase().startsWith(spec.roadName.toLowerCase());
  if (spec.named && named) {
    // the main alignment, not its dated or local alternates ("Lincoln Highway (Tracy)")
    const name = p.name ?? '';
    return p.ref === spec.named || name === spec.named || (name.startsWith(spec.named) && (spec.variants || !name.includes('(')) && !/spur|loop|alt/i.test(name));
  }
  return false;
}

/** The longest path through the selected lines (vertex graph, two farthest-first searches). */
function longestPath(lines: [number, number][][]): LatLng[] {
  const key = (c: [number, number]) => `${c[0].toFixed(4)},${c[1].toFixed(4)}`;
  const coord = new Map<string, [number, number]>();
  const adj = new Map<string, Map<string, number>>();
  const link = (a: string, b: string, km: number) => {
    if (a === b) return;
    const m = adj.get(a) ?? new Map<string, number>();
    m.set(b, Math.min(m.get(b) ?? Infinity, km));
    adj.set(a, m);
  };
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [key(line[i - 1]), key(line[i])];
      coord.set(a, line[i - 1]);
      coord.set(b, line[i]);
      const km = haversineKm({ lat: line[i - 1][1], lng: line[i - 1][0] }, { lat: line[i][1], lng: line[i][0] });
      link(a, b, km);
      link(b, a, km);
    }
  }
  // join ends that nearly meet (a reference junction rounded differently): within 300 m
  const ends = [...adj.keys()].filter((k) => adj.get(k)!.size === 1);
  for (let i = 0; i < ends.length; i++) {
    for (let j = i + 1; j < ends.length; j++) {
      const [a, b] = [coord.get(ends[i])!, coord.get(ends[j])!];
      const km = haversineKm({ lat: a[1], lng: a[0] }, { lat: b[1], lng: b[0] });
      if (km < 0.3) {
        link(ends[i], ends[j], km);
        link(ends[j], ends[i], km);
      }
    }
  }
  const farthest = (from: string) => {
    const dist = new Map<string, number>([[from, 0]]);
    const prev = new Map<string, string>();
    const queue: [string, number][] = [[from, 0]];
    while (queue.length) {
      queue.sort((x, y) => y[1] - x[1]);
      const [u, d] = queue.pop()!;
      if (d > (dist.get(u) ?? Infinity)) continue;
      for (const [v, w] of adj.get(u) ?? []) {
        const nd = d + w;
        if (nd < (dist.get(v) ?? Infinity)) {
          dist.set(v, nd);
          prev.set(v, u);
          queue.push([v, nd]);
        }
      }
    }
    let best = from;
    for (const [k, d] of dist) if (d > dist.get(best)! || (d === dist.get(best)! && k < best)) best = k;
    return { best, prev, length: dist.get(best)! };
  };
  // every connected piece's longest path, then the pieces chained end to end (gaps of up to
  // CHAIN_GAP_KM bridged: a historic highway's surviving stretches, a ferry), the longest first
  const seen = new Set<string>();
  const pieces: LatLng[][] = [];
  for (const k of [...adj.keys()].sort()) {
    if (seen.has(k)) continue;
    const a = farthest(k);
    for (const v of a.prev.keys()) seen.add(v);
    seen.add(k);
    const { best: b, prev } = farthest(a.best);
    const path: LatLng[] = [];
    for (let v: string | undefined = b; v; v = prev.get(v)) {
      const [lng, lat] = coord.get(v)!;
      path.push({ lat, lng });
      if (v === a.best) break;
    }
    if (path.length >= 2) pieces.push(path);
  }
  const lengthOf = (p: LatLng[]) => p.reduce((acc, q, i) => acc + (i ? haversineKm(p[i - 1], q) : 0), 0);
  pieces.sort((x, y) => lengthOf(y) - lengthOf(x));
  let chain = pieces.shift() ?? [];
  for (let grew = true; grew && pieces.length; ) {
    grew = false;
    let best: { i: number; km: number; atStart: boolean; reverse: boolean } | undefined;
    pieces.forEach((p, i) => {
      for (const atStart of [false, true]) {
        const end = atStart ? chain[0] : chain[chain.length - 1];
        for (const reverse of [false, true]) {
          const q = reverse ? p[p.length - 1] : p[0];
          const km = haversineKm(end, q);
          if (km <= CHAIN_GAP_KM && (!best || km < best.km)) best = { i, km, atStart, reverse };
        }
      }
    });
    if (best) {
      const p = pieces.splice(best.i, 1)[0];
      const piece = best.reverse ? [...p].reverse() : p;
      chain = best.atStart ? [...[...piece].reverse(), ...chain] : [...chain, ...piece];
      grew = true;
    }
  }
  return chain;
}
/** Pieces of a route this far apart are still one route (a ferry crossing: North Sydney – Port aux Basques is 180 km). */
const CHAIN_GAP_KM = 200;

function townOf(spec: string): (LatLng & { name: string; region: string }) | undefined {
  const [name, rc] = spec.split(',').map((s) => s.trim());
  return findTowns(name, regionCode(rc) ?? rc)[0];
}

let layers: { roads: Feature[]; named: Feature[] } | undefined;
/** The development reference's alignment of one route (for measuring a trip against it; never shipped). */
export function referenceAlignment(id: string): LatLng[] | undefined {
  const spec = ROUTE_SPECS.find((s) => s.id === id);
  if (!spec || spec.towns || !existsSync(ROADS)) return undefined;
  layers ??= { roads: readLayer('tm_roads.geojson.gz'), named: readLayer('tm_named_routes.geojson.gz') };
  const lines = [...layers.roads.filter((f) => selects(spec, f, false)), ...layers.named.filter((f) => selects(spec, f, true))].map((f) => f.geometry.coordinates);
  return lines.length ? cutTo(spec, longestPath(lines)) : undefined;
}

/** The stretch of a path travellers mean (between the spec's `from` and `to` towns). */
function cutTo(spec: RouteSpec, path: LatLng[]): LatLng[] {
  if (!spec.from && !spec.to) return path;
  const line = makeRoute(path);
  const from = spec.from ? townOf(spec.from) : undefined;
  const to = spec.to ? townOf(spec.to) : undefined;
  const a = from ? project(line, from).alongKm : 0;
  const b = to ? project(line, to).alongKm : line.lengthKm;
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  const cut = line.points.filter((_, i) => line.cum[i] >= lo - 1 && line.cum[i] <= hi + 1);
  return a > b ? cut.reverse() : cut;
}

export interface BuiltRoute {
  id: string;
  name: string;
  aliases: string[];
  auto: boolean;
  /** [name, region, lat, lng] in order along the route. */
  towns: [string, string, number, number][];
}

export function buildNamedRoutes(): { routes: BuiltRoute[]; problems: string[] } {
  const roads = readLayer('tm_roads.geojson.gz');
  const named = readLayer('tm_named_routes.geojson.gz');
  const towns = allTowns().filter((t) => t.population >= 100);
  const routes: BuiltRoute[] = [];
  const problems: string[] = [];
  for (const spec of ROUTE_SPECS) {
    if (spec.towns) {
      // a route the reference does not hold, written as the towns it passes (our own facts)
      const listed = spec.towns.map(townOf);
      if (listed.some((t) => !t)) {
        problems.push(`${spec.id}: a listed town is not in the gazetteer`);
        continue;
      }
      routes.push({ id: spec.id, name: spec.name, aliases: spec.aliases, auto: !!spec.auto, towns: listed.map((t) => [t!.name, (t as { region: string }).region, t!.lat, t!.lng]) });
      continue;
    }
    const selected = [...roads.filter((f) => selects(spec, f, false)), ...named.filter((f) => selects(spec, f, true))];
    const lines = selected.map((f) => f.geometry.coordinates);
    if (!lines.length) {
      problems.push(`${spec.id}: nothing in the reference`);
      continue;
    }
    let path = longestPath(lines);
    let line = makeRoute(path);
    if (spec.from || spec.to) {
      const from = spec.from ? townOf(spec.from) : undefined;
      const to = spec.to ? townOf(spec.to) : undefined;
      if ((spec.from && !from) || (spec.to && !to)) {
        problems.push(`${spec.id}: no gazetteer town ${!from ? spec.from : spec.to}`);
        continue;
      }
      const a = from ? project(line, from).alongKm : 0;
      const b = to ? project(line, to).alongKm : line.lengthKm;
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      path = line.points.filter((_, i) => line.cum[i] >= lo - 1 && line.cum[i] <= hi + 1);
      if (a > b) path.reverse();
      if (path.length < 2) {
        problems.push(`${spec.id}: the stretch ${spec.from} – ${spec.to} is empty`);
        continue;
      }
      line = makeRoute(path);
    }
    // the towns along it (in the states/provinces it runs through), about one every TOWN_EVERY_KM
    // (the biggest of each stretch), and the towns nearest its two ends
    const regions = new Set(spec.regions ?? selected.map((f) => f.properties.region ?? ''));
    const inRegion = towns.filter((t) => regions.has(t.region));
    const near = inRegion
      .map((t) => ({ t, p: project(line, t) }))
      .filter((x) => x.p.offKm <= ON_ROUTE_KM)
      .sort((x, y) => x.p.alongKm - y.p.alongKm || (x.t.name < y.t.name ? -1 : 1));
    for (const end of [line.points[0], line.points[line.points.length - 1]]) {
      const t = inRegion.map((x) => ({ t: x, km: haversineKm(x, end) })).filter((x) => x.km <= END_TOWN_KM).sort((x, y) => x.km - y.km)[0];
      if (t && !near.some((x) => x.t === t.t)) near.push({ t: t.t, p: project(line, t.t) });
    }
    near.sort((x, y) => x.p.alongKm - y.p.alongKm || (x.t.name < y.t.name ? -1 : 1));
    const kept: typeof near = [];
    for (let start = 0; start < line.lengthKm; start += TOWN_EVERY_KM) {
      const stretch = near.filter((x) => x.p.alongKm >= start && x.p.alongKm < start + TOWN_EVERY_KM);
      const pick = stretch.sort((x, y) => y.t.population - x.t.population || (x.t.name < y.t.name ? -1 : 1))[0];
      if (pick) kept.push(pick);
    }
    kept.sort((x, y) => x.p.alongKm - y.p.alongKm);
    if (kept.length < 2) {
      problems.push(`${spec.id}: fewer than two gazetteer towns along it`);
      continue;
    }
    routes.push({
      id: spec.id,
      name: spec.name,
      aliases: spec.aliases,
      auto: !!spec.auto,
      towns: kept.map(({ t }) => [t.name, t.region, t.lat, t.lng]),
    });
  }
  return { routes, problems };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(ROADS)) {
    console.error(`named-routes: no ${ROADS}; the committed file is unchanged`);
    process.exit(2);
  }
  const { routes, problems } = buildNamedRoutes();
  for (const p of problems) console.log(`  ${p}`);
  const text = `${JSON.stringify(
    {
      note: 'Named routes as the ordered towns they pass (GeoNames gazetteer towns, CC BY 4.0), listed along each route by tools/engine-data/src/named-routes/build.ts; no route geometry is stored.',
      routes,
    },
    null,
    0,
  ).replace(/\{"id"/g, '\n{"id"')}\n`;
  writeFileSync(DEFAULT_OUTPUT, text);
  console.log(`named routes: ${routes.length} (${routes.reduce((a, r) => a + r.towns.length, 0)} towns) → ${DEFAULT_OUTPUT}`);
  for (const r of routes) console.log(`  ${r.id.padEnd(30)} ${String(r.towns.length).padStart(4)} towns  ${r.towns[0][0]}, ${r.towns[0][1]} → ${r.towns[r.towns.length - 1][0]}, ${r.towns[r.towns.length - 1][1]}`);
}
