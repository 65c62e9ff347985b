/**
 * The embedded router: a list of stops → one route over the road graph (synchronous, in process).
 * Each stop is snapped to the nearest point of the network; consecutive stops are joined by the
 * fastest path (search.ts) plus straight access lines from the stops to the road. A leg is drawn
 * straight and marked `onRoad: false` when a stop is farther than MAX_SNAP_KM from the network
 * (then the road part reaches the network point nearest to it) or when no path connects the two.
 */
import type { TripRoute } from '@roadgremlin/contracts';
import { haversineM, round5, simplifyLine, type LatLng } from './geo.js';
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
}

export interface RoutedLeg {
  coords: [number, number][];
  distanceM: number;
  durationS: number;
  onRoad: boolean;
}

interface StopSnap {
  snap: Snap | null;
  near: boolean;
}

function snapStop(graph: RoadGraph, p: LatLng): StopSnap {
  const near = graph.snap(p.lng, p.lat, MAX_SNAP_KM * 1000);
  if (near) return { snap: near, near: true };
  return { snap: graph.snap(p.lng, p.lat, FAR_SNAP_M), near: false };
}

const straightLeg = (a: LatLng, b: LatLng, speedKmh: number): RoutedLeg => {
  const d = haversineM(a.lng, a.lat, b.lng, b.lat);
  return { coords: [[a.lng, a.lat], [b.lng, b.lat]], distanceM: d, durationS: (d / 1000 / speedKmh) * 3600, onRoad: false };
};

function roadLeg(graph: RoadGraph, a: LatLng, b: LatLng, sa: StopSnap, sb: StopSnap): RoutedLeg {
  const straight = () => straightLeg(a, b, OFF_NETWORK_SPEED_KMH);
  let snapA = sa.snap;
  let snapB = sb.snap;
  if (!snapA || !snapB) return straight();
  // Both stops are off the road by more than they are apart: local roads, not the highway network.
  if (haversineM(a.lng, a.lat, b.lng, b.lat) <= snapA.distanceM + snapB.distanceM) return straight();
  let nearA = sa.near;
  let nearB = sb.near;
  const ca = graph.component[graph.edgeFrom[snapA.edge]];
  const cb = graph.component[graph.edgeFrom[snapB.edge]];
  if (ca !== cb) {
    // The nearest roads lie in different pieces of the network: try each stop on the other's piece.
    const altB = nearB ? graph.snap(b.lng, b.lat, MAX_SNAP_KM * 1000, ca) : null;
    const altA = !altB && nearA ? graph.snap(a.lng, a.lat, MAX_SNAP_KM * 1000, cb) : null;
    if (altB) snapB = altB;
    else if (altA) snapA = altA;
    else return straight();
    nearA = nearA && (altB !== null || altA !== null);
    nearB = nearB && (altB !== null || altA !== null);
  }
  const path = fastestPath(graph, snapA, snapB);
  if (!path) return straight();
  const coords: [number, number][] = [];
  if (snapA.distanceM > 1) coords.push([a.lng, a.lat]);
  for (const c of path.coords) coords.push(c);
  if (snapB.distanceM > 1) coords.push([b.lng, b.lat]);
  const accessM = snapA.distanceM + snapB.distanceM;
  const accessSpeed = nearA && nearB ? ACCESS_SPEED_KMH : OFF_NETWORK_SPEED_KMH;
  return {
    coords,
    distanceM: path.distanceM + accessM,
    durationS: path.durationS + (accessM / 1000 / accessSpeed) * 3600,
    onRoad: nearA && nearB,
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
  return points.slice(1).map((b, i) => roadLeg(graph, points[i], b, snaps[i], snaps[i + 1]));
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
