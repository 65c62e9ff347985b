/**
 * The embedded router: a list of stops → one route over the road graph (synchronous, in process).
 * Each stop is snapped to the nearest point of the network; consecutive stops are joined by the
 * fastest path (search.ts) plus straight access lines from the stops to the road. A leg is drawn
 * straight and marked `onRoad: false` when a stop is farther than MAX_SNAP_KM from the network
 * (then the road part reaches the network point nearest to it) or when no path connects the two.
 */
import type { TripRoute } from '@roadgremlin/contracts';
import { haversineM, round5, simplifyLine, type LatLng } from '../geo/index.js';
import { roadGraph, type RoadGraph, type Snap } from './graph.js';
import { fastestPath } from './search.js';
import { ACCESS_SPEED_KMH, CYCLING_SPEED_KMH, MAX_SNAP_KM, OFF_NETWORK_SPEED_KMH, WALKING_SPEED_KMH } from './speeds.js';

export type RouteMode = 'driving' | 'walking' | 'bicycling' | 'transit';

/** Simplification tolerance of the returned geometry, metres (the source lines are ±100–200 m). */
export const SIMPLIFY_M = 40;
/** How far to look for the network point nearest to a stop off the network (for onRoad:false legs). */
const FAR_SNAP_M = 400_000;

export interface EmbeddedOptions {
  graph?: RoadGraph;
  simplifyM?: number;
  /** "The slow way": keep off freeways where another road goes (RoadGraph.slowCosts). */
  slow?: boolean;
}

export interface RoutedLeg {
  coords: [number, number][];
  distanceM: number;
  durationS: number;
  onRoad: boolean;
}

interface StopSnap {
  /** The nearest network point (within FAR_SNAP_M), or null. */
  nearest: Snap | null;
  /** Within MAX_SNAP_KM: the stop counts as on the network. */
  near: boolean;
  /** Where the route may join the network: the nearest point of each road within SNAP_EXTRA_M more. */
  candidates: Snap[];
}

/** Candidates up to this much farther than the nearest road (town streets missing from the layer). */
const SNAP_EXTRA_M = 5_000;
const SNAP_CANDIDATES = 8;
const ACCESS_S_PER_M = 3.6 / ACCESS_SPEED_KMH;

function snapStop(graph: RoadGraph, p: LatLng): StopSnap {
  const near = graph.snapCandidates(p.lng, p.lat, MAX_SNAP_KM * 1000, SNAP_EXTRA_M, SNAP_CANDIDATES);
  if (near.length) return { nearest: near[0], near: true, candidates: near };
  const far = graph.snapCandidates(p.lng, p.lat, FAR_SNAP_M, SNAP_EXTRA_M, SNAP_CANDIDATES);
  return { nearest: far[0] ?? null, near: false, candidates: far };
}

const straightLeg = (a: LatLng, b: LatLng, speedKmh: number): RoutedLeg => {
  const d = haversineM(a.lng, a.lat, b.lng, b.lat);
  return { coords: [[a.lng, a.lat], [b.lng, b.lat]], distanceM: d, durationS: (d / 1000 / speedKmh) * 3600, onRoad: false };
};

function roadLeg(graph: RoadGraph, a: LatLng, b: LatLng, sa: StopSnap, sb: StopSnap, costs: Float64Array): RoutedLeg {
  const straight = () => straightLeg(a, b, OFF_NETWORK_SPEED_KMH);
  if (!sa.nearest || !sb.nearest) return straight();
  // Both stops are off the road by more than they are apart: local roads, not the highway network.
  if (haversineM(a.lng, a.lat, b.lng, b.lat) <= sa.nearest.distanceM + sb.nearest.distanceM) return straight();
  let candA = sa.candidates;
  let candB = sb.candidates;
  const ca = graph.component[graph.edgeFrom[sa.nearest.edge]];
  const cb = graph.component[graph.edgeFrom[sb.nearest.edge]];
  if (ca !== cb) {
    // The nearest roads lie in different pieces of the network: try each stop on the other's piece.
    const altB = sb.near ? graph.snapCandidates(b.lng, b.lat, MAX_SNAP_KM * 1000, SNAP_EXTRA_M, SNAP_CANDIDATES, ca) : [];
    const altA = !altB.length && sa.near ? graph.snapCandidates(a.lng, a.lat, MAX_SNAP_KM * 1000, SNAP_EXTRA_M, SNAP_CANDIDATES, cb) : [];
    if (altB.length) candB = altB;
    else if (altA.length) candA = altA;
    else return straight();
  }
  const path = fastestPath(graph, candA, candB, b, ACCESS_S_PER_M, costs);
  if (!path) return straight();
  const coords: [number, number][] = [];
  if (path.source.distanceM > 1) coords.push([a.lng, a.lat]);
  for (const c of path.coords) coords.push(c);
  if (path.target.distanceM > 1) coords.push([b.lng, b.lat]);
  return {
    coords,
    distanceM: path.distanceM + path.source.distanceM + path.target.distanceM,
    durationS: path.durationS,
    onRoad: sa.near && sb.near,
  };
}

/** The legs between consecutive points, unsimplified (coordinates [lng, lat]). */
export function embeddedLegs(points: LatLng[], mode: RouteMode, opts: EmbeddedOptions = {}): RoutedLeg[] {
  if (points.length < 2) return [];
  if (mode === 'walking' || mode === 'bicycling') {
    const speed = mode === 'walking' ? WALKING_SPEED_KMH : CYCLING_SPEED_KMH;
    return points.slice(1).map((b, i) => straightLeg(points[i], b, speed));
  }
  // 'transit' runs on the same roads as driving (buses and coaches; no timetable data here).
  const graph = opts.graph ?? roadGraph();
  const snaps = points.map((p) => snapStop(graph, p));
  const costs = opts.slow ? graph.slowCosts() : graph.edgeCostS;
  return points.slice(1).map((b, i) => roadLeg(graph, points[i], b, snaps[i], snaps[i + 1], costs));
}

const km = (m: number) => Math.round(m / 100) / 10;
const min = (s: number) => Math.round(s / 60);

/** Joins legs into the TripRoute shape: one simplified line, legs and totals (totals = leg sums). */
export function toTripRoute(legs: RoutedLeg[], source: TripRoute['source'], simplifyM = SIMPLIFY_M): TripRoute {
  const coordinates: [number, number][] = [];
  for (const leg of legs) {
    const simple = simplifyLine(leg.coords, simplifyM);
    for (const [lng, lat] of simple) {
      const p: [number, number] = [round5(lng), round5(lat)];
      const q = coordinates[coordinates.length - 1];
      if (!q || q[0] !== p[0] || q[1] !== p[1]) coordinates.push(p);
    }
  }
  const outLegs = legs.map((l) => ({ distanceKm: km(l.distanceM), durationMin: min(l.durationS), onRoad: l.onRoad }));
  return {
    geometry: { type: 'LineString', coordinates },
    legs: outLegs,
    distanceKm: Math.round(outLegs.reduce((s, l) => s + l.distanceKm, 0) * 10) / 10,
    durationMin: outLegs.reduce((s, l) => s + l.durationMin, 0),
    source,
  };
}

/** Embedded routing of a list of points (synchronous). */
export function routeEmbedded(points: LatLng[], mode: RouteMode, opts: EmbeddedOptions = {}): TripRoute {
  return toTripRoute(embeddedLegs(points, mode, opts), 'embedded', opts.simplifyM);
}
