/**
 * Builds the routing graph from the Natural Earth road layer (GeoJSON LineStrings with `class` and
 * `type`, see ../shared/data/map/README.md) and writes data/road-graph.bin.gz (format.ts).
 *
 *   npm run routing:build            (root script; same as `npx nx run trips:routing:build`)
 *   tsx src/routing/build.ts [in.geojson.gz] [out.bin.gz]
 *
 * The method follows the data README (verify_roads.py):
 * 1. Junctions are shared vertices, not line ends: a coordinate used twice or more (by two lines,
 *    or twice by one) is a node; every line end is a node; lines are split at nodes into edges.
 * 2. Every line end is also joined to the nearest point of each other line within 200 m (a short
 *    `connector` edge; an interior point is inserted into that line): tile-cut gaps and T-junctions.
 * 2c. A line end that meets nothing within 200 m (and no other line runs through it) is joined to
 *    the nearest road within 5 km: gaps in the layer wider than 200 m (US-91 at Brigham City).
 * 2b. Two lines that cross between their vertices meet there (the crossing becomes a vertex of
 *    both), ferries excepted.
 * 3. The repair links of repairs.ts (documented in README.md) are added as lines of their class
 *    before step 2.
 * Output is deterministic: features, nodes and edges keep input order, no timestamps.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { encodeGraph, RoadClass, type RawGraph, type RoadClassCode } from '@roadgremlin/engine/routing/format';
import { haversineM, segmentFraction } from '@roadgremlin/engine/geo';
import { ROUTING_DATA, SHARED_DATA } from '../paths.js';
import { REPAIR_LINKS, type RepairLink } from './repairs.js';

export const SNAP_M = 200;
/** A road that ends in nothing continues to the nearest road this close (step 2c). */
export const DANGLE_M = 5000;

export interface RoadFeature {
  type: 'Feature';
  properties: { class?: string; type?: string } & Record<string, unknown>;
  geometry: { type: 'LineString'; coordinates: number[][] } | { type: 'MultiLineString'; coordinates: number[][][] };
}

/** Natural Earth class/type → graph class. Type wins over class for ferries, unpaved, winter and freeways. */
export function classify(cls: string | undefined, type: string | undefined): RoadClassCode {
  if (type === 'Ferry') return RoadClass.ferry;
  if (type === 'Winter') return RoadClass.winter;
  if (type === 'Unpaved') return RoadClass.unpaved;
  if (cls === 'connector' || type === 'Connector') return RoadClass.connector;
  if (cls === 'U/C') return RoadClass.underConstruction;
  if (cls === 'Interstate' || type === 'Freeway' || type === 'Tollway' || type === 'Beltway') return RoadClass.freeway;
  if (cls === 'Federal' || type === 'Major Highway') return RoadClass.federal;
  if (cls === 'State' || type === 'Secondary Highway') return RoadClass.state;
  return RoadClass.other;
}

interface Line {
  x: number[]; // 1e-5 degrees
  y: number[];
  cls: RoadClassCode;
}

const key = (x: number, y: number) => (x + 20_000_000) * 20_000_000 + (y + 10_000_000);

export function buildGraph(features: RoadFeature[], repairs: RepairLink[] = []): RawGraph {
  const lines: Line[] = [];
  const addLine = (coords: number[][], cls: RoadClassCode) => {
    const x: number[] = [];
    const y: number[] = [];
    for (const c of coords) {
      const cx = Math.round(c[0] * 1e5);
      const cy = Math.round(c[1] * 1e5);
      if (x.length && x[x.length - 1] === cx && y[y.length - 1] === cy) continue;
      x.push(cx);
      y.push(cy);
    }
    if (x.length >= 2) lines.push({ x, y, cls });
  };
  for (const f of features) {
    const cls = classify(f.properties?.class, f.properties?.type);
    if (f.geometry.type === 'LineString') addLine(f.geometry.coordinates, cls);
    else for (const part of f.geometry.coordinates) addLine(part, cls);
  }
  // ── 3. repair links, as lines of the layer (their ends take part in the 200 m joins) ─────────
  for (const r of repairs) addLine(r.coords, r.cls);
  const sourceLines = lines.length;

  // ── 2. line ends joined to other lines within SNAP_M ──────────────────────────────────────────
  const CELL = 5000; // 0.05° grid of segments
  const grid = new Map<number, number[]>(); // cell → packed (line, segment) ids
  const segLine: number[] = [];
  const segIdx: number[] = [];
  for (let li = 0; li < sourceLines; li++) {
    const { x, y } = lines[li];
    for (let i = 0; i + 1 < x.length; i++) {
      const s = segLine.length;
      segLine.push(li);
      segIdx.push(i);
      const gx0 = Math.floor(Math.min(x[i], x[i + 1]) / CELL);
      const gx1 = Math.floor(Math.max(x[i], x[i + 1]) / CELL);
      const gy0 = Math.floor(Math.min(y[i], y[i + 1]) / CELL);
      const gy1 = Math.floor(Math.max(y[i], y[i + 1]) / CELL);
      for (let gx = gx0; gx <= gx1; gx++)
        for (let gy = gy0; gy <= gy1; gy++) {
          const k = gx * 100_000 + gy;
          const list = grid.get(k);
          if (list) list.push(s);
          else grid.set(k, [s]);
        }
    }
  }
  const inserts = new Map<number, { t: number; x: number; y: number }[]>(); // segment → interior points
  const links: [number, number, number, number][] = [];
  // lines through each vertex (a line end another line passes through is no dead end)
  const endUses = new Map<number, number>();
  for (let li = 0; li < sourceLines; li++) {
    const { x, y } = lines[li];
    const own = new Set<number>();
    for (let i = 0; i < x.length; i++) own.add(key(x[i], y[i]));
    for (const k of own) endUses.set(k, (endUses.get(k) ?? 0) + 1);
  }
  const cellOf = (x: number, y: number) => Math.floor(x / CELL) * 100_000 + Math.floor(y / CELL);
  for (let li = 0; li < sourceLines; li++) {
    const L = lines[li];
    const last = L.x.length - 1;
    const ends = L.x[0] === L.x[last] && L.y[0] === L.y[last] ? [0] : [0, last];
    for (const ei of ends) {
      const ex = L.x[ei];
      const ey = L.y[ei];
      const kx = Math.cos((ey / 1e5) * (Math.PI / 180));
      const gx = Math.floor(ex / CELL);
      const gy = Math.floor(ey / CELL);
      const perLine = new Map<number, { d: number; s: number; t: number; qx: number; qy: number }>();
      let nearest: { d: number; s: number; t: number; qx: number; qy: number } | undefined;
      const seen = new Set<number>();
      for (let dx = -2; dx <= 2; dx++)
        for (let dy = -2; dy <= 2; dy++) {
          for (const s of grid.get((gx + dx) * 100_000 + gy + dy) ?? []) {
            const ol = segLine[s];
            if (ol === li || seen.has(s)) continue;
            seen.add(s);
            const O = lines[ol];
            const i = segIdx[s];
            const ax = O.x[i];
            const ay = O.y[i];
            const t = segmentFraction(ax, ay, O.x[i + 1], O.y[i + 1], ex, ey, kx);
            const qx = Math.round(ax + t * (O.x[i + 1] - ax));
            const qy = Math.round(ay + t * (O.y[i + 1] - ay));
            const d = haversineM(ex / 1e5, ey / 1e5, qx / 1e5, qy / 1e5);
            if (d <= DANGLE_M && O.cls !== RoadClass.ferry && (!nearest || d < nearest.d || (d === nearest.d && s < nearest.s))) nearest = { d, s, t, qx, qy };
            if (d > SNAP_M) continue;
            const best = perLine.get(ol);
            if (!best || d < best.d || (d === best.d && s < best.s)) perLine.set(ol, { d, s, t, qx, qy });
          }
        }
      // ── 2c. a road that ends in nothing (no other line within SNAP_M, no line through its end)
      // continues to the nearest road within DANGLE_M: the layer's gaps are wider than 200 m in places
      // (US-91 stops 3 km short of I-15 at Brigham City; the Canso Causeway to Cape Breton is absent).
      if (!perLine.size && nearest && L.cls !== RoadClass.ferry && (endUses.get(key(ex, ey)) ?? 0) < 2) perLine.set(segLine[nearest.s], nearest);
      // Map iteration order is insertion order, itself fixed by the grid scan: deterministic.
      for (const { s, t, qx, qy } of perLine.values()) {
        if (qx === ex && qy === ey) continue; // already a shared vertex
        const O = lines[segLine[s]];
        const i = segIdx[s];
        const atA = qx === O.x[i] && qy === O.y[i];
        const atB = qx === O.x[i + 1] && qy === O.y[i + 1];
        if (!atA && !atB && t > 0 && t < 1) {
          const list = inserts.get(s);
          if (list) list.push({ t, x: qx, y: qy });
          else inserts.set(s, [{ t, x: qx, y: qy }]);
        }
        links.push([ex, ey, qx, qy]);
      }
    }
  }
  // ── 2b. roads that cross without a shared vertex meet there ──────────────────────────────────
  // The layer draws some junctions as two lines crossing between their vertices (I-25 and I-80 at
  // Cheyenne: Denver → Cheyenne went round through Nebraska, 542 km for ≈ 160). At 1:10m two
  // highways that cross almost always meet, so the crossing point becomes a vertex of both. Not
  // ferries: a ferry line over a road is no junction.
  for (const [cell, segs] of grid) {
    for (let p = 0; p < segs.length; p++) {
      const s1 = segs[p];
      const L1 = lines[segLine[s1]];
      if (L1.cls === RoadClass.ferry) continue;
      const i1 = segIdx[s1];
      const ax = L1.x[i1], ay = L1.y[i1], bx = L1.x[i1 + 1], by = L1.y[i1 + 1];
      for (let q = p + 1; q < segs.length; q++) {
        const s2 = segs[q];
        if (segLine[s2] === segLine[s1]) continue;
        const L2 = lines[segLine[s2]];
        if (L2.cls === RoadClass.ferry) continue;
        const i2 = segIdx[s2];
        const cx = L2.x[i2], cy = L2.y[i2], dx = L2.x[i2 + 1], dy = L2.y[i2 + 1];
        const den = (bx - ax) * (dy - cy) - (by - ay) * (dx - cx);
        if (den === 0) continue;
        const t = ((cx - ax) * (dy - cy) - (cy - ay) * (dx - cx)) / den;
        const u = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / den;
        if (t <= 0 || t >= 1 || u <= 0 || u >= 1) continue; // meeting at a vertex or not at all
        const qx = Math.round(ax + t * (bx - ax));
        const qy = Math.round(ay + t * (by - ay));
        // each crossing once: in the grid cell that holds it
        if (cellOf(qx, qy) !== cell) continue;
        for (const [sg, tt, X, Y] of [[s1, t, L1.x, L1.y], [s2, u, L2.x, L2.y]] as const) {
          const i = segIdx[sg];
          if ((qx === X[i] && qy === Y[i]) || (qx === X[i + 1] && qy === Y[i + 1])) continue;
          const list = inserts.get(sg);
          if (list) list.push({ t: tt, x: qx, y: qy });
          else inserts.set(sg, [{ t: tt, x: qx, y: qy }]);
        }
      }
    }
  }
  // Insert the interior snap points into their lines (segment order, then t).
  const bySegLine = new Map<number, number[]>();
  for (const s of [...inserts.keys()].sort((a, b) => a - b)) {
    const ol = segLine[s];
    const list = bySegLine.get(ol);
    if (list) list.push(s);
    else bySegLine.set(ol, [s]);
  }
  for (const [ol, segs] of bySegLine) {
    const O = lines[ol];
    const x: number[] = [];
    const y: number[] = [];
    let si = 0;
    for (let i = 0; i < O.x.length; i++) {
      if (!x.length || x[x.length - 1] !== O.x[i] || y[y.length - 1] !== O.y[i]) {
        x.push(O.x[i]);
        y.push(O.y[i]);
      }
      while (si < segs.length && segIdx[segs[si]] === i) {
        const pts = inserts.get(segs[si])!.sort((a, b) => a.t - b.t || a.x - b.x || a.y - b.y);
        for (const p of pts) {
          if (x[x.length - 1] === p.x && y[y.length - 1] === p.y) continue;
          x.push(p.x);
          y.push(p.y);
        }
        si++;
      }
    }
    O.x = x;
    O.y = y;
  }
  for (const [ax, ay, bx, by] of links) lines.push({ x: [ax, bx], y: [ay, by], cls: RoadClass.connector });

  // ── 1. nodes and edges ────────────────────────────────────────────────────────────────────────
  const uses = new Map<number, number>();
  for (const L of lines) for (let i = 0; i < L.x.length; i++) uses.set(key(L.x[i], L.y[i]), (uses.get(key(L.x[i], L.y[i])) ?? 0) + 1);
  const nodeId = new Map<number, number>();
  const nodeLng: number[] = [];
  const nodeLat: number[] = [];
  const node = (x: number, y: number) => {
    const k = key(x, y);
    let id = nodeId.get(k);
    if (id === undefined) {
      id = nodeLng.length;
      nodeId.set(k, id);
      nodeLng.push(x);
      nodeLat.push(y);
    }
    return id;
  };
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const edgeClass: number[] = [];
  const edgeLen: number[] = [];
  const polyStart: number[] = [];
  const vx: number[] = [];
  const vy: number[] = [];
  for (const L of lines) {
    let start = 0;
    const last = L.x.length - 1;
    for (let i = 1; i <= last; i++) {
      if (i < last && (uses.get(key(L.x[i], L.y[i])) ?? 0) < 2) continue;
      const a = node(L.x[start], L.y[start]);
      const b = node(L.x[i], L.y[i]);
      if (a !== b) {
        edgeFrom.push(a);
        edgeTo.push(b);
        edgeClass.push(L.cls);
        polyStart.push(vx.length);
        let len = 0;
        for (let j = start; j <= i; j++) {
          vx.push(L.x[j]);
          vy.push(L.y[j]);
          if (j > start) len += haversineM(L.x[j - 1] / 1e5, L.y[j - 1] / 1e5, L.x[j] / 1e5, L.y[j] / 1e5);
        }
        edgeLen.push(Math.max(1, Math.round(len)));
      }
      start = i;
    }
  }
  polyStart.push(vx.length);
  return {
    nodeLng: Int32Array.from(nodeLng),
    nodeLat: Int32Array.from(nodeLat),
    edgeFrom: Uint32Array.from(edgeFrom),
    edgeTo: Uint32Array.from(edgeTo),
    edgeClass: Uint8Array.from(edgeClass),
    edgeLengthM: Uint32Array.from(edgeLen),
    polyStart: Uint32Array.from(polyStart),
    vertexLng: Int32Array.from(vx),
    vertexLat: Int32Array.from(vy),
  };
}

export const DEFAULT_INPUT = `${SHARED_DATA}map/roads.geojson.gz`;
export const DEFAULT_OUTPUT = `${ROUTING_DATA}/road-graph.bin.gz`;

export function buildGraphFile(input = DEFAULT_INPUT): Buffer {
  const fc = JSON.parse(gunzipSync(readFileSync(input)).toString('utf8')) as { features: RoadFeature[] };
  return encodeGraph(buildGraph(fc.features, REPAIR_LINKS));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const input = process.argv[2] ?? DEFAULT_INPUT;
  const output = process.argv[3] ?? DEFAULT_OUTPUT;
  const t0 = performance.now();
  const bytes = buildGraphFile(input);
  writeFileSync(output, bytes);
  console.log(`road graph: ${input} → ${output}, ${bytes.length} bytes gzip, ${(performance.now() - t0).toFixed(0)} ms`);
}
