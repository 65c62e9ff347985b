/**
 * The in-memory road graph: adjacency (CSR), edge polylines, connected components and a grid
 * index of edge segments for snapping (a uniform 0.1° grid built by counting sort: ~10× faster to
 * build than a k-d tree of segment sample points, and exact, see README.md). Built from a RawGraph (format.ts); the real network is
 * loaded lazily once per process by `roadGraph()`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeGraph, RoadClass, type RawGraph } from './format.js';
import { EARTH_RADIUS_M, haversineM, segmentFraction } from '../geo/index.js';
import { FERRY_BOARDING_MIN, SECONDS_PER_M, SLOW_FREEWAY_FACTOR } from './speeds.js';

/** Grid cell size of the segment index, degrees (≈ 11 km of latitude). */
const CELL_DEG = 0.1;
const RAD = Math.PI / 180;

export interface Snap {
  /** The edge and its segment (global vertex index of the segment's first point). */
  edge: number;
  /** Metres along the edge from its `from` node to the snapped point. */
  offsetM: number;
  lng: number;
  lat: number;
  /** Metres from the query point to the snapped point. */
  distanceM: number;
  segment: number;
}

export class RoadGraph {
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly nodeLng: Float64Array;
  readonly nodeLat: Float64Array;
  /** Unit vectors of the nodes: chord length × R is a cheap lower bound of the great-circle distance. */
  readonly nodeXYZ: Float64Array;
  readonly edgeFrom: Uint32Array;
  readonly edgeTo: Uint32Array;
  readonly edgeClass: Uint8Array;
  readonly edgeLengthM: Uint32Array;
  /** Travel time of the whole edge, seconds. */
  readonly edgeCostS: Float64Array;
  private slowCostS?: Float64Array;
  readonly polyStart: Uint32Array;
  readonly vertexLng: Float64Array;
  readonly vertexLat: Float64Array;
  readonly adjStart: Uint32Array;
  readonly adjEdge: Uint32Array;
  readonly adjTo: Uint32Array;
  readonly component: Uint32Array;
  /** Segment grid: cell (cx, cy) holds segments cellSegs[cellStart[c] … cellStart[c+1]-1]; a segment is in every cell its bounding box touches. */
  private readonly grid: { x0: number; y0: number; nx: number; ny: number; cellStart: Uint32Array; cellSegs: Uint32Array };
  private readonly segStamp: Uint32Array;
  private query = 0;
  private readonly vertexEdge: Uint32Array;

  constructor(raw: RawGraph) {
    const n = (this.nodeCount = raw.nodeLng.length);
    const m = (this.edgeCount = raw.edgeFrom.length);
    this.nodeLng = new Float64Array(n);
    this.nodeLat = new Float64Array(n);
    this.nodeXYZ = new Float64Array(3 * n);
    for (let i = 0; i < n; i++) {
      const lng = (this.nodeLng[i] = raw.nodeLng[i] / 1e5);
      const lat = (this.nodeLat[i] = raw.nodeLat[i] / 1e5);
      const cl = Math.cos(lat * RAD);
      this.nodeXYZ[3 * i] = cl * Math.cos(lng * RAD);
      this.nodeXYZ[3 * i + 1] = cl * Math.sin(lng * RAD);
      this.nodeXYZ[3 * i + 2] = Math.sin(lat * RAD);
    }
    this.edgeFrom = raw.edgeFrom;
    this.edgeTo = raw.edgeTo;
    this.edgeClass = raw.edgeClass;
    this.edgeLengthM = raw.edgeLengthM;
    this.polyStart = raw.polyStart;
    this.edgeCostS = new Float64Array(m);
    for (let e = 0; e < m; e++) {
      this.edgeCostS[e] = raw.edgeLengthM[e] * SECONDS_PER_M[raw.edgeClass[e]] + (raw.edgeClass[e] === RoadClass.ferry ? FERRY_BOARDING_MIN * 60 : 0);
    }
    const v = raw.vertexLng.length;
    this.vertexLng = new Float64Array(v);
    this.vertexLat = new Float64Array(v);
    for (let i = 0; i < v; i++) {
      this.vertexLng[i] = raw.vertexLng[i] / 1e5;
      this.vertexLat[i] = raw.vertexLat[i] / 1e5;
    }

    // CSR adjacency, both directions (the network has no one-way information).
    const deg = new Uint32Array(n + 1);
    for (let e = 0; e < m; e++) {
      deg[raw.edgeFrom[e]]++;
      deg[raw.edgeTo[e]]++;
    }
    this.adjStart = new Uint32Array(n + 1);
    for (let i = 0; i < n; i++) this.adjStart[i + 1] = this.adjStart[i] + deg[i];
    const fill = this.adjStart.slice(0, n);
    this.adjEdge = new Uint32Array(2 * m);
    this.adjTo = new Uint32Array(2 * m);
    for (let e = 0; e < m; e++) {
      const a = raw.edgeFrom[e];
      const b = raw.edgeTo[e];
      this.adjEdge[fill[a]] = e;
      this.adjTo[fill[a]++] = b;
      this.adjEdge[fill[b]] = e;
      this.adjTo[fill[b]++] = a;
    }

    // Connected components (iterative DFS).
    this.component = new Uint32Array(n).fill(0xffffffff);
    const stack = new Uint32Array(n);
    let comp = 0;
    for (let s = 0; s < n; s++) {
      if (this.component[s] !== 0xffffffff) continue;
      let top = 0;
      stack[top++] = s;
      this.component[s] = comp;
      while (top) {
        const u = stack[--top];
        for (let k = this.adjStart[u]; k < this.adjStart[u + 1]; k++) {
          const w = this.adjTo[k];
          if (this.component[w] === 0xffffffff) {
            this.component[w] = comp;
            stack[top++] = w;
          }
        }
      }
      comp++;
    }

    // Segment grid for snapping (a counting sort: two passes over the segments, no per-item objects).
    this.vertexEdge = new Uint32Array(v);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let e = 0; e < m; e++) {
      for (let i = this.polyStart[e]; i < this.polyStart[e + 1]; i++) {
        this.vertexEdge[i] = e;
        const x = this.vertexLng[i];
        const y = this.vertexLat[i];
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    if (!v) minX = minY = maxX = maxY = 0;
    const x0 = Math.floor(minX / CELL_DEG);
    const y0 = Math.floor(minY / CELL_DEG);
    const nx = Math.floor(maxX / CELL_DEG) - x0 + 1;
    const ny = Math.floor(maxY / CELL_DEG) - y0 + 1;
    const cellStart = new Uint32Array(nx * ny + 1);
    // Pass 0 counts, pass 1 fills (the same cell walk twice, inlined: this runs for every segment).
    let cellSegs = new Uint32Array(0);
    let fillAt = new Uint32Array(0);
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i + 1 < v; i++) {
        if (this.vertexEdge[i + 1] !== this.vertexEdge[i]) continue; // i is the last vertex of its edge
        const ax = this.vertexLng[i];
        const bx = this.vertexLng[i + 1];
        const ay = this.vertexLat[i];
        const by = this.vertexLat[i + 1];
        const cx0 = Math.floor((ax < bx ? ax : bx) / CELL_DEG) - x0;
        const cx1 = Math.floor((ax < bx ? bx : ax) / CELL_DEG) - x0;
        const cy0 = Math.floor((ay < by ? ay : by) / CELL_DEG) - y0;
        const cy1 = Math.floor((ay < by ? by : ay) / CELL_DEG) - y0;
        for (let cy = cy0; cy <= cy1; cy++) {
          for (let cx = cx0; cx <= cx1; cx++) {
            const c = cy * nx + cx;
            if (pass === 0) cellStart[c + 1]++;
            else cellSegs[fillAt[c]++] = i;
          }
        }
      }
      if (pass === 0) {
        for (let c = 0; c < nx * ny; c++) cellStart[c + 1] += cellStart[c];
        cellSegs = new Uint32Array(cellStart[nx * ny]);
        fillAt = cellStart.slice(0, nx * ny);
      }
    }
    this.grid = { x0, y0, nx, ny, cellStart, cellSegs };
    this.segStamp = new Uint32Array(v);
  }

  /**
   * Calls fn once for every segment whose bounding box meets the box of `radiusM` around (lng, lat):
   * a superset of the segments within radiusM of the point.
   */
  private forSegmentsNear(lng: number, lat: number, radiusM: number, fn: (s: number) => void): void {
    const dLat = radiusM / (EARTH_RADIUS_M * RAD);
    // The box must be wide enough at its poleward edge, where a degree of longitude is shortest.
    const kx = Math.max(0.01, Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD));
    const dLng = Math.min(180, dLat / kx);
    const { x0, y0, nx, ny, cellStart, cellSegs } = this.grid;
    const cx0 = Math.max(0, Math.floor((lng - dLng) / CELL_DEG) - x0);
    const cx1 = Math.min(nx - 1, Math.floor((lng + dLng) / CELL_DEG) - x0);
    const cy0 = Math.max(0, Math.floor((lat - dLat) / CELL_DEG) - y0);
    const cy1 = Math.min(ny - 1, Math.floor((lat + dLat) / CELL_DEG) - y0);
    const q = ++this.query;
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) {
        const c = cy * nx + cx;
        for (let k = cellStart[c]; k < cellStart[c + 1]; k++) {
          const sIdx = cellSegs[k];
          if (this.segStamp[sIdx] === q) continue;
          this.segStamp[sIdx] = q;
          fn(sIdx);
        }
      }
    }
  }

  /** Straight-line lower bound (metres) between node u and a unit vector (tx, ty, tz). */
  /**
   * Edge costs for "the slow way": freeways cost SLOW_FREEWAY_FACTOR times their time, so a route
   * takes them only where nothing else goes (costs only grow: the A* heuristic stays admissible).
   */
  slowCosts(): Float64Array {
    if (!this.slowCostS) {
      this.slowCostS = Float64Array.from(this.edgeCostS, (c, e) => (this.edgeClass[e] === RoadClass.freeway ? c * SLOW_FREEWAY_FACTOR : c));
    }
    return this.slowCostS;
  }

  chordM(u: number, tx: number, ty: number, tz: number): number {
    const dx = this.nodeXYZ[3 * u] - tx;
    const dy = this.nodeXYZ[3 * u + 1] - ty;
    const dz = this.nodeXYZ[3 * u + 2] - tz;
    return Math.sqrt(dx * dx + dy * dy + dz * dz) * EARTH_RADIUS_M;
  }

  /**
   * The nearest point of the network to (lng, lat) within maxM metres, on any segment (not only at
   * vertices); with `component`, only edges of that connected component. null when none.
   */
  snap(lng: number, lat: number, maxM: number, component?: number): Snap | null {
    if (this.edgeCount === 0) return null;
    const kx = Math.max(0.01, Math.cos(lat * RAD));
    for (let r = 2000; ; r *= 3) {
      const radius = Math.min(r, maxM);
      let best: Snap | null = null;
      this.forSegmentsNear(lng, lat, radius, (s) => {
        if (component !== undefined && this.component[this.edgeFrom[this.vertexEdge[s]]] !== component) return;
        const c = this.project(lng, lat, kx, s);
        if (c.distanceM <= radius && (!best || c.distanceM < best.distanceM || (c.distanceM === best.distanceM && s < best.segment))) best = c;
      });
      // Every segment within `radius` was looked at, so a hit inside it is the nearest.
      const hit = best as Snap | null;
      if (hit || radius >= maxM) {
        if (hit) hit.offsetM = this.offsetAlong(hit.edge, hit.segment, hit.offsetM);
        return hit;
      }
    }
  }

  /**
   * Snap candidates: the nearest point of each edge within `extraM` metres beyond the nearest one
   * (at most `limit`, nearest first), all in the nearest one's component unless `component` is given.
   * A stop in a town whose road of the layer ends downtown (a dangling line end) can then also
   * reach the highway that passes 3 km away, as local streets would let it.
   */
  snapCandidates(lng: number, lat: number, maxM: number, extraM: number, limit: number, component?: number): Snap[] {
    const first = this.snap(lng, lat, maxM, component);
    if (!first) return [];
    const comp = component ?? this.component[this.edgeFrom[first.edge]];
    const radius = Math.min(maxM, first.distanceM + extraM);
    const kx = Math.max(0.01, Math.cos(lat * RAD));
    const perEdge = new Map<number, Snap>();
    this.forSegmentsNear(lng, lat, radius, (s) => {
      const e = this.vertexEdge[s];
      if (this.component[this.edgeFrom[e]] !== comp) return;
      const c = this.project(lng, lat, kx, s);
      const prev = perEdge.get(e);
      if (c.distanceM <= radius && (!prev || c.distanceM < prev.distanceM || (c.distanceM === prev.distanceM && s < prev.segment))) perEdge.set(e, c);
    });
    perEdge.set(first.edge, first);
    const out = [...perEdge.values()].sort((a, b) => a.distanceM - b.distanceM || a.edge - b.edge).slice(0, limit);
    for (const c of out) if (c !== first) c.offsetM = this.offsetAlong(c.edge, c.segment, c.offsetM);
    return out;
  }

  /** (lng, lat) projected on segment s; offsetM holds the fraction t of the segment until converted. */
  private project(lng: number, lat: number, kx: number, s: number): Snap {
    const ax = this.vertexLng[s];
    const ay = this.vertexLat[s];
    const t = segmentFraction(ax, ay, this.vertexLng[s + 1], this.vertexLat[s + 1], lng, lat, kx);
    const qx = ax + t * (this.vertexLng[s + 1] - ax);
    const qy = ay + t * (this.vertexLat[s + 1] - ay);
    return { edge: this.vertexEdge[s], segment: s, offsetM: t, lng: qx, lat: qy, distanceM: haversineM(lng, lat, qx, qy) };
  }

  /** Metres from edge e's from-node to fraction t of its segment s, scaled to the stored length. */
  private offsetAlong(e: number, s: number, t: number): number {
    let along = 0;
    let total = 0;
    const end = this.polyStart[e + 1] - 1;
    for (let i = this.polyStart[e]; i < end; i++) {
      const len = haversineM(this.vertexLng[i], this.vertexLat[i], this.vertexLng[i + 1], this.vertexLat[i + 1]);
      if (i < s) along += len;
      else if (i === s) along += t * len;
      total += len;
    }
    return total > 0 ? (along / total) * this.edgeLengthM[e] : 0;
  }

  /**
   * The polyline of edge e between offsets fromM and toM (metres from its from-node; fromM > toM
   * walks it backwards), as [lng, lat] pairs, both cut points included.
   */
  slice(e: number, fromM: number, toM: number, out: [number, number][]): void {
    const start = this.polyStart[e];
    const end = this.polyStart[e + 1] - 1;
    const cum: number[] = [0];
    for (let i = start; i < end; i++) cum.push(cum[cum.length - 1] + haversineM(this.vertexLng[i], this.vertexLat[i], this.vertexLng[i + 1], this.vertexLat[i + 1]));
    const scale = cum[cum.length - 1] > 0 ? cum[cum.length - 1] / this.edgeLengthM[e] : 0;
    const a = fromM * scale;
    const b = toM * scale;
    const at = (d: number): [number, number] => {
      let k = 0;
      while (k < cum.length - 2 && cum[k + 1] < d) k++;
      const seg = cum[k + 1] - cum[k];
      const t = seg > 0 ? Math.max(0, Math.min(1, (d - cum[k]) / seg)) : 0;
      const i = start + k;
      return [this.vertexLng[i] + t * (this.vertexLng[i + 1] - this.vertexLng[i]), this.vertexLat[i] + t * (this.vertexLat[i + 1] - this.vertexLat[i])];
    };
    out.push(at(a));
    if (a <= b) {
      for (let k = 1; k < cum.length - 1; k++) if (cum[k] > a && cum[k] < b) out.push([this.vertexLng[start + k], this.vertexLat[start + k]]);
    } else {
      for (let k = cum.length - 2; k >= 1; k--) if (cum[k] < a && cum[k] > b) out.push([this.vertexLng[start + k], this.vertexLat[start + k]]);
    }
    out.push(at(b));
  }
}

export const GRAPH_FILE = fileURLToPath(new URL('./data/road-graph.bin.gz', import.meta.url));

let cached: RoadGraph | undefined;
/** The Natural Earth road graph, loaded on first use and kept for the life of the process. */
export function roadGraph(): RoadGraph {
  cached ??= new RoadGraph(decodeGraph(readFileSync(GRAPH_FILE)));
  return cached;
}
