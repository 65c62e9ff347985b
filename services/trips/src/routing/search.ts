/**
 * A* on travel time between two snapped points of a RoadGraph. The heuristic is the straight-line
 * (chord) distance to the target at the fastest class speed, a lower bound of the remaining time,
 * so the first settled path is the fastest. Work arrays are allocated once per graph and reused
 * (the router is synchronous, so no two searches overlap).
 */
import type { RoadGraph, Snap } from './graph.js';
import { MAX_SPEED_KMH } from './speeds.js';

const SECONDS_PER_M_MAX = 3.6 / MAX_SPEED_KMH;

export interface PathResult {
  /** [lng, lat] from the source snap point to the target snap point along the roads. */
  coords: [number, number][];
  distanceM: number;
  durationS: number;
}

/** Binary min-heap on (key, node) with lazy deletion. */
class Heap {
  keys = new Float64Array(1024);
  vals = new Uint32Array(1024);
  size = 0;
  push(k: number, v: number) {
    if (this.size === this.keys.length) {
      const nk = new Float64Array(this.size * 2);
      nk.set(this.keys);
      this.keys = nk;
      const nv = new Uint32Array(this.size * 2);
      nv.set(this.vals);
      this.vals = nv;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p] <= k) break;
      this.keys[i] = this.keys[p];
      this.vals[i] = this.vals[p];
      i = p;
    }
    this.keys[i] = k;
    this.vals[i] = v;
  }
  /** Removes the minimum; read `topKey`/`topVal` first. */
  pop() {
    const k = this.keys[--this.size];
    const v = this.vals[this.size];
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.keys[c + 1] < this.keys[c]) c++;
      if (this.keys[c] >= k) break;
      this.keys[i] = this.keys[c];
      this.vals[i] = this.vals[c];
      i = c;
    }
    this.keys[i] = k;
    this.vals[i] = v;
  }
}

interface Work {
  g: Float64Array;
  stamp: Uint32Array;
  prevEdge: Int32Array;
  closed: Uint32Array;
  run: number;
  heap: Heap;
}
const works = new WeakMap<RoadGraph, Work>();
function work(graph: RoadGraph): Work {
  let w = works.get(graph);
  if (!w) {
    const n = graph.nodeCount;
    w = { g: new Float64Array(n), stamp: new Uint32Array(n), prevEdge: new Int32Array(n), closed: new Uint32Array(n), run: 0, heap: new Heap() };
    works.set(graph, w);
  }
  return w;
}

/** Settled-node count of the last search (for the bench). */
export let lastSettled = 0;

/** The fastest path between two snapped points, or null when they are not connected. */
export function fastestPath(graph: RoadGraph, a: Snap, b: Snap): PathResult | null {
  const w = work(graph);
  const run = ++w.run;
  const heap = w.heap;
  heap.size = 0;
  const { g, stamp, prevEdge, closed } = w;
  const RAD = Math.PI / 180;
  const cl = Math.cos(b.lat * RAD);
  const tx = cl * Math.cos(b.lng * RAD);
  const ty = cl * Math.sin(b.lng * RAD);
  const tz = Math.sin(b.lat * RAD);
  const h = (u: number) => graph.chordM(u, tx, ty, tz) * SECONDS_PER_M_MAX;

  const ea = a.edge;
  const eb = b.edge;
  const perMa = graph.edgeCostS[ea] / graph.edgeLengthM[ea];
  const perMb = graph.edgeCostS[eb] / graph.edgeLengthM[eb];
  const bFrom = graph.edgeFrom[eb];
  const bTo = graph.edgeTo[eb];
  const tailFrom = b.offsetM * perMb;
  const tailTo = (graph.edgeLengthM[eb] - b.offsetM) * perMb;

  let best = Infinity;
  let bestNode = -1; // -2: along the shared edge directly
  if (ea === eb) {
    best = Math.abs(a.offsetM - b.offsetM) * perMa;
    bestNode = -2;
  }
  const seed = (u: number, cost: number) => {
    if (stamp[u] !== run || cost < g[u]) {
      stamp[u] = run;
      g[u] = cost;
      prevEdge[u] = -1;
      heap.push(cost + h(u), u);
    }
  };
  seed(graph.edgeFrom[ea], a.offsetM * perMa);
  seed(graph.edgeTo[ea], (graph.edgeLengthM[ea] - a.offsetM) * perMa);

  let settled = 0;
  while (heap.size) {
    const f = heap.keys[0];
    const u = heap.vals[0];
    heap.pop();
    if (f >= best) break;
    if (closed[u] === run) continue;
    closed[u] = run;
    settled++;
    const gu = g[u];
    if (u === bFrom && gu + tailFrom < best) {
      best = gu + tailFrom;
      bestNode = u;
    }
    if (u === bTo && gu + tailTo < best) {
      best = gu + tailTo;
      bestNode = u;
    }
    for (let k = graph.adjStart[u], end = graph.adjStart[u + 1]; k < end; k++) {
      const v = graph.adjTo[k];
      if (closed[v] === run) continue;
      const e = graph.adjEdge[k];
      const nv = gu + graph.edgeCostS[e];
      if (stamp[v] !== run || nv < g[v]) {
        stamp[v] = run;
        g[v] = nv;
        prevEdge[v] = e;
        heap.push(nv + h(v), v);
      }
    }
  }
  lastSettled = settled;
  if (bestNode === -1) return null;

  const coords: [number, number][] = [];
  if (bestNode === -2) {
    graph.slice(ea, a.offsetM, b.offsetM, coords);
    return { coords, distanceM: Math.abs(a.offsetM - b.offsetM), durationS: best };
  }
  // Walk back from the target node to a source node.
  const chain: number[] = [];
  let u = bestNode;
  while (prevEdge[u] !== -1) {
    const e = prevEdge[u];
    chain.push(e);
    u = graph.edgeFrom[e] === u ? graph.edgeTo[e] : graph.edgeFrom[e];
  }
  const startNode = u;
  let distanceM = 0;
  // Source edge part: from a's point to the start node.
  const toStartM = startNode === graph.edgeFrom[ea] ? 0 : graph.edgeLengthM[ea];
  graph.slice(ea, a.offsetM, toStartM, coords);
  distanceM += Math.abs(a.offsetM - toStartM);
  let at = startNode;
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i];
    const forward = graph.edgeFrom[e] === at;
    graph.slice(e, forward ? 0 : graph.edgeLengthM[e], forward ? graph.edgeLengthM[e] : 0, coords);
    distanceM += graph.edgeLengthM[e];
    at = forward ? graph.edgeTo[e] : graph.edgeFrom[e];
  }
  const fromM = at === bFrom ? 0 : graph.edgeLengthM[eb];
  graph.slice(eb, fromM, b.offsetM, coords);
  distanceM += Math.abs(fromM - b.offsetM);
  return { coords: dedupe(coords), distanceM, durationS: best };
}

function dedupe(c: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of c) {
    const q = out[out.length - 1];
    if (!q || Math.abs(q[0] - p[0]) > 1e-9 || Math.abs(q[1] - p[1]) > 1e-9) out.push(p);
  }
  return out;
}
