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
  /** [lng, lat] from the chosen source snap point to the chosen target snap point along the roads. */
  coords: [number, number][];
  /** Metres on the roads. */
  distanceM: number;
  /** Seconds: roads plus the straight accesses to the chosen snap points. */
  durationS: number;
  source: Snap;
  target: Snap;
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
  seedOf: Int32Array;
  tailStamp: Uint32Array;
  tail: Float64Array;
  tailOf: Int32Array;
  closed: Uint32Array;
  run: number;
  heap: Heap;
}
const works = new WeakMap<RoadGraph, Work>();
function work(graph: RoadGraph): Work {
  let w = works.get(graph);
  if (!w) {
    const n = graph.nodeCount;
    w = {
      g: new Float64Array(n),
      stamp: new Uint32Array(n),
      prevEdge: new Int32Array(n),
      seedOf: new Int32Array(n),
      tailStamp: new Uint32Array(n),
      tail: new Float64Array(n),
      tailOf: new Int32Array(n),
      closed: new Uint32Array(n),
      run: 0,
      heap: new Heap(),
    };
    works.set(graph, w);
  }
  return w;
}

/** Settled-node count of the last search, and the heuristic switch (bench/routing compares A* with plain Dijkstra). */
export let lastSettled = 0;
export const searchOptions = { heuristic: true };

/**
 * The fastest path from any of the source snaps to any of the target snaps (each costs its straight
 * access, `distanceM` × accessSPerM, on top of the road), or null when none is connected. `to` is
 * the stop the targets belong to: the heuristic aims at it (road + access ≥ the straight line).
 */
export function fastestPath(
  graph: RoadGraph,
  sources: Snap[],
  targets: Snap[],
  to: { lng: number; lat: number },
  accessSPerM: number,
  costs: Float64Array = graph.edgeCostS,
): PathResult | null {
  const w = work(graph);
  const run = ++w.run;
  const heap = w.heap;
  heap.size = 0;
  const { g, stamp, prevEdge, seedOf, tailStamp, tail, tailOf, closed } = w;
  const RAD = Math.PI / 180;
  const cl = Math.cos(to.lat * RAD);
  const tx = cl * Math.cos(to.lng * RAD);
  const ty = cl * Math.sin(to.lng * RAD);
  const tz = Math.sin(to.lat * RAD);
  const hScale = searchOptions.heuristic ? SECONDS_PER_M_MAX : 0;
  const h = (u: number) => graph.chordM(u, tx, ty, tz) * hScale;
  const perM = (e: number) => costs[e] / graph.edgeLengthM[e];
  /** Real seconds per metre (the time a traveller drives, whatever the costs preferred). */
  const timePerM = (e: number) => graph.edgeCostS[e] / graph.edgeLengthM[e];

  let best = Infinity;
  let bestNode = -1; // -2: along a shared edge directly
  let bestSource = -1;
  let bestTarget = -1;
  // Target nodes: the cheapest way from each to its target point (partial edge + access).
  for (let j = 0; j < targets.length; j++) {
    const b = targets[j];
    const e = b.edge;
    const access = b.distanceM * accessSPerM;
    const ends: [number, number][] = [
      [graph.edgeFrom[e], b.offsetM * perM(e) + access],
      [graph.edgeTo[e], (graph.edgeLengthM[e] - b.offsetM) * perM(e) + access],
    ];
    for (const [u, cost] of ends) {
      if (tailStamp[u] !== run || cost < tail[u]) {
        tailStamp[u] = run;
        tail[u] = cost;
        tailOf[u] = j;
      }
    }
    for (let i = 0; i < sources.length; i++) {
      const a = sources[i];
      if (a.edge !== e) continue;
      const direct = Math.abs(a.offsetM - b.offsetM) * perM(e) + access + a.distanceM * accessSPerM;
      if (direct < best) {
        best = direct;
        bestNode = -2;
        bestSource = i;
        bestTarget = j;
      }
    }
  }
  const seed = (u: number, cost: number, i: number) => {
    if (stamp[u] !== run || cost < g[u]) {
      stamp[u] = run;
      g[u] = cost;
      prevEdge[u] = -1;
      seedOf[u] = i;
      heap.push(cost + h(u), u);
    }
  };
  for (let i = 0; i < sources.length; i++) {
    const a = sources[i];
    const e = a.edge;
    const access = a.distanceM * accessSPerM;
    seed(graph.edgeFrom[e], a.offsetM * perM(e) + access, i);
    seed(graph.edgeTo[e], (graph.edgeLengthM[e] - a.offsetM) * perM(e) + access, i);
  }

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
    if (tailStamp[u] === run && gu + tail[u] < best) {
      best = gu + tail[u];
      bestNode = u;
      bestTarget = tailOf[u];
    }
    for (let k = graph.adjStart[u], end = graph.adjStart[u + 1]; k < end; k++) {
      const v = graph.adjTo[k];
      if (closed[v] === run) continue;
      const e = graph.adjEdge[k];
      const nv = gu + costs[e];
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
    const a = sources[bestSource];
    const b = targets[bestTarget];
    graph.slice(a.edge, a.offsetM, b.offsetM, coords);
    const durationS = Math.abs(a.offsetM - b.offsetM) * timePerM(a.edge) + (a.distanceM + b.distanceM) * accessSPerM;
    return { coords: dedupe(coords), distanceM: Math.abs(a.offsetM - b.offsetM), durationS, source: a, target: b };
  }
  // Walk back from the target node to a source node.
  const chain: number[] = [];
  let u = bestNode;
  while (prevEdge[u] !== -1) {
    const e = prevEdge[u];
    chain.push(e);
    u = graph.edgeFrom[e] === u ? graph.edgeTo[e] : graph.edgeFrom[e];
  }
  const a = sources[seedOf[u]];
  const b = targets[bestTarget];
  const ea = a.edge;
  const eb = b.edge;
  let distanceM = 0;
  // Source edge part: from a's point to the start node.
  const toStartM = u === graph.edgeFrom[ea] ? 0 : graph.edgeLengthM[ea];
  graph.slice(ea, a.offsetM, toStartM, coords);
  distanceM += Math.abs(a.offsetM - toStartM);
  let durationS = Math.abs(a.offsetM - toStartM) * timePerM(ea) + (a.distanceM + b.distanceM) * accessSPerM;
  let at = u;
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i];
    const forward = graph.edgeFrom[e] === at;
    graph.slice(e, forward ? 0 : graph.edgeLengthM[e], forward ? graph.edgeLengthM[e] : 0, coords);
    distanceM += graph.edgeLengthM[e];
    durationS += graph.edgeCostS[e];
    at = forward ? graph.edgeTo[e] : graph.edgeFrom[e];
  }
  const fromM = at === graph.edgeFrom[eb] ? 0 : graph.edgeLengthM[eb];
  graph.slice(eb, fromM, b.offsetM, coords);
  distanceM += Math.abs(fromM - b.offsetM);
  durationS += Math.abs(fromM - b.offsetM) * timePerM(eb);
  return { coords: dedupe(coords), distanceM, durationS, source: a, target: b };
}
function dedupe(c: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of c) {
    const q = out[out.length - 1];
    if (!q || Math.abs(q[0] - p[0]) > 1e-9 || Math.abs(q[1] - p[1]) > 1e-9) out.push(p);
  }
  return out;
}
