/**
 * The one spatial index of the engine: a static k-d tree (kdbush, the maintained library) over the
 * catalogue's places (built once with the catalogue: `placeKdIndex`) and over its lodgings. Queries
 * take a box in degrees and return a superset of the items near a point or a polyline; callers
 * check exact distances.
 */
import KDBush from 'kdbush';
import { places, lodgings, placeKdIndex, type Place, type Lodging } from '../catalogue/index.js';
import { kmToLatDeg, kmToLngDeg, type LatLng } from '../geo/index.js';

export class KdIndex<T extends LatLng> {
  constructor(
    private readonly items: readonly T[],
    private readonly tree: KDBush,
  ) {}

  get size(): number {
    return this.items.length;
  }

  /** Every item inside a lat/lng box. */
  inBox(south: number, west: number, north: number, east: number, into: Set<T> = new Set()): Set<T> {
    for (const i of this.tree.range(west, south, east, north)) into.add(this.items[i]);
    return into;
  }

  /** Items possibly within `km` of `p` (a box around it; callers check the exact distance). */
  near(p: LatLng, km: number, into: Set<T> = new Set()): Set<T> {
    if (!Number.isFinite(km)) return this.inBox(-90, -180, 90, 180, into);
    const dLat = kmToLatDeg(km);
    const dLng = kmToLngDeg(km, Math.abs(p.lat) + dLat);
    return this.inBox(p.lat - dLat, p.lng - dLng, p.lat + dLat, p.lng + dLng, into);
  }

  /** Items possibly within `km` of any segment of the polyline (a box per segment). */
  nearLine(points: readonly LatLng[], km: number): Set<T> {
    const out = new Set<T>();
    const dLat = kmToLatDeg(km);
    for (let i = 0; i < points.length; i++) {
      const a = points[i];
      const b = points[Math.min(i + 1, points.length - 1)];
      const dLng = kmToLngDeg(km, Math.max(Math.abs(a.lat), Math.abs(b.lat)) + dLat);
      this.inBox(Math.min(a.lat, b.lat) - dLat, Math.min(a.lng, b.lng) - dLng, Math.max(a.lat, b.lat) + dLat, Math.max(a.lng, b.lng) + dLng, out);
    }
    return out;
  }
}

function lodgingTree(): KDBush {
  const tree = new KDBush(lodgings.length);
  for (const l of lodgings) tree.add(l.lng, l.lat);
  return tree.finish();
}

export const placeIndex = new KdIndex<Place>(places, placeKdIndex);
export const lodgingIndex = new KdIndex<Lodging>(lodgings, lodgingTree());
