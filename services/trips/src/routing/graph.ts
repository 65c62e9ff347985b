/**
 * The in-memory road graph: adjacency (CSR), edge polylines, connected components and a spatial
 * index of edge segments for snapping. Built from a RawGraph (format.ts); the real network is
 * loaded lazily once per process by `roadGraph()`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import KDBush from 'kdbush';
import { decodeGraph, RoadClass, type RawGraph } from './format.js';
import { EARTH_RADIUS_M, haversineM } from './geo.js';
import { FERRY_BOARDING_MIN, SECONDS_PER_M } from './speeds.js';

/** Sample points along each segment at most this far apart (m): the snap search's resolution. */
const SAMPLE_SPACING_M = 1000;
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
  readonly polyStart: Uint32Array;
  readonly vertexLng: Float64Array;
  readonly vertexLat: Float64Array;
  readonly adjStart: Uint32Array;
  readonly adjEdge: Uint32Array;
  readonly adjTo: Uint32Array;
  readonly component: Uint32Array;
  private readonly index: KDBush;
  private readonly sampleSegment: Uint32Array;
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

    // Segment sample points for snapping: every vertex, plus points every ≤ SAMPLE_SPACING_M on long
    // segments, so any point of a segment is within SAMPLE_SPACING_M / 2 of a sample of that segment.
    this.vertexEdge = new Uint32Array(v);
    const sx: number[] = [];
    const sy: number[] = [];
    const sseg: number[] = [];
    for (let e = 0; e < m; e++) {
      const end = this.polyStart[e + 1] - 1;
      for (let i = this.polyStart[e]; i <= end; i++) {
        this.vertexEdge[i] = e;
        if (i === end) {
          sx.push(this.vertexLng[i]);
          sy.push(this.vertexLat[i]);
          sseg.push(i - 1);
          break;
        }
        const len = haversineM(this.vertexLng[i], this.vertexLat[i], this.vertexLng[i + 1], this.vertexLat[i + 1]);
        const k = Math.max(1, Math.ceil(len / SAMPLE_SPACING_M));
        for (let j = 0; j < k; j++) {
          sx.push(this.vertexLng[i] + ((this.vertexLng[i + 1] - this.vertexLng[i]) * j) / k);
          sy.push(this.vertexLat[i] + ((this.vertexLat[i + 1] - this.vertexLat[i]) * j) / k);
          sseg.push(i);
        }
      }
    }
    this.index = new KDBush(Math.max(1, sx.length));
    for (let i = 0; i < sx.length; i++) this.index.add(sx[i], sy[i]);
    if (!sx.length) this.index.add(0, 0);
    this.index.finish();
    this.sampleSegment = Uint32Array.from(sseg.length ? sseg : [0]);
  }

  /** Straight-line lower bound (metres) between node u and a unit vector (tx, ty, tz). */
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
    const half = SAMPLE_SPACING_M / 2;
    let r = 2000;
    for (;;) {
      const radius = Math.min(r, maxM + half);
      const dLat = radius / (EARTH_RADIUS_M * RAD);
      const dLng = dLat / kx;
      const ids = this.index.range(lng - dLng, lat - dLat, lng + dLng, lat + dLat);
      let best: Snap | null = null;
      const seen = new Set<number>();
      for (const id of ids) {
        const s = this.sampleSegment[id];
        if (seen.has(s)) continue;
        seen.add(s);
        const e = this.vertexEdge[s];
        if (component !== undefined && this.component[this.edgeFrom[e]] !== component) continue;
        const c = this.project(lng, lat, kx, s);
        if (c.distanceM <= maxM && (!best || c.distanceM < best.distanceM || (c.distanceM === best.distanceM && s < best.segment))) best = c;
      }
      // Any closer segment has a sample within (its distance + half) of the point: inside this radius.
      if ((best && best.distanceM + half <= radius) || radius >= maxM + half) {
        if (best) best.offsetM = this.offsetAlong(best.edge, best.segment, best.offsetM);
        return best;
      }
      r *= 3;
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
    const radius = Math.min(maxM, first.distanceM + extraM) + SAMPLE_SPACING_M / 2;
    const kx = Math.max(0.01, Math.cos(lat * RAD));
    const dLat = radius / (EARTH_RADIUS_M * RAD);
    const dLng = dLat / kx;
    const perEdge = new Map<number, Snap>();
    for (const id of this.index.range(lng - dLng, lat - dLat, lng + dLng, lat + dLat)) {
      const s = this.sampleSegment[id];
      const e = this.vertexEdge[s];
      if (this.component[this.edgeFrom[e]] !== comp) continue;
      const c = this.project(lng, lat, kx, s);
      const prev = perEdge.get(e);
      if (c.distanceM <= first.distanceM + extraM && (!prev || c.distanceM < prev.distanceM || (c.distanceM === prev.distanceM && s < prev.segment))) perEdge.set(e, c);
    }
    perEdge.set(first.edge, first);
    const out = [...perEdge.values()].sort((a, b) => a.distanceM - b.distanceM || a.edge - b.edge).slice(0, limit);
    for (const c of out) if (c !== first) c.offsetM = this.offsetAlong(c.edge, c.segment, c.offsetM);
    return out;
  }

  /** (lng, lat) projected on segment s; offsetM holds the fraction t of the segment until converted. */
  private project(lng: number, lat: number, kx: number, s: number): Snap {
    const ax = this.vertexLng[s];
    const ay = this.vertexLat[s];
    const vx = (this.vertexLng[s + 1] - ax) * kx;
    const vy = this.vertexLat[s + 1] - ay;
    const wx = (lng - ax) * kx;
    const wy = lat - ay;
    const l2 = vx * vx + vy * vy;
    const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, (wx * vx + wy * vy) / l2));
    const qx = ax + t * (this.vertexLng[s + 1] - ax);
    const qy = ay + t * vy;
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
