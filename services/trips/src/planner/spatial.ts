/**
 * Grid bucket index over points (0.25° cells), built once at module load for the catalogue's
 * places and lodgings, so a corridor or radius query touches only the cells it overlaps.
 */
import { places, lodgings, type Place, type Lodging } from '../catalogue/index.js';
import { kmToLatDeg, kmToLngDeg, type LatLng } from './geo.js';

const CELL_DEG = 0.25;

export class GridIndex<T extends LatLng> {
  private readonly cells = new Map<number, T[]>();
  readonly size: number;

  constructor(private readonly items: readonly T[]) {
    for (const item of items) {
      const key = GridIndex.key(GridIndex.row(item.lat), GridIndex.col(item.lng));
      const list = this.cells.get(key);
      if (list) list.push(item);
      else this.cells.set(key, [item]);
    }
    this.size = items.length;
  }

  private static row(lat: number) {
    return Math.floor((lat + 90) / CELL_DEG);
  }
  private static col(lng: number) {
    return Math.floor((lng + 180) / CELL_DEG);
  }
  private static key(row: number, col: number) {
    return row * 2000 + col;
  }

  /** Every item in the cells overlapping a lat/lng box (a superset of the items inside it). */
  inBox(south: number, west: number, north: number, east: number, into: Set<T> = new Set()): Set<T> {
    const r0 = GridIndex.row(south), r1 = GridIndex.row(north);
    const c0 = GridIndex.col(west), c1 = GridIndex.col(east);
    // a box with more cells than items: a straight scan is cheaper than walking empty cells
    if ((r1 - r0 + 1) * (c1 - c0 + 1) > this.items.length) {
      for (const item of this.items) {
        if (item.lat >= south && item.lat <= north && item.lng >= west && item.lng <= east) into.add(item);
      }
      return into;
    }
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const list = this.cells.get(GridIndex.key(r, c));
        if (list) for (const item of list) into.add(item);
      }
    }
    return into;
  }

  /** Items possibly within `km` of `p` (box prefilter; callers check the exact distance). */
  near(p: LatLng, km: number, into: Set<T> = new Set()): Set<T> {
    const dLat = kmToLatDeg(km);
    const dLng = kmToLngDeg(km, Math.abs(p.lat) + dLat);
    if (!Number.isFinite(km)) return this.inBox(-90, -180, 90, 180, into);
    return this.inBox(p.lat - dLat, p.lng - dLng, p.lat + dLat, p.lng + dLng, into);
  }

  /** Items possibly within `km` of any segment of the polyline (box prefilter per segment). */
  nearLine(points: readonly LatLng[], km: number): Set<T> {
    const out = new Set<T>();
    const dLat = kmToLatDeg(km);
    for (let i = 0; i < points.length; i++) {
      const a = points[i];
      const b = points[Math.min(i + 1, points.length - 1)];
      const maxLat = Math.max(Math.abs(a.lat), Math.abs(b.lat)) + dLat;
      const dLng = kmToLngDeg(km, maxLat);
      this.inBox(
        Math.min(a.lat, b.lat) - dLat,
        Math.min(a.lng, b.lng) - dLng,
        Math.max(a.lat, b.lat) + dLat,
        Math.max(a.lng, b.lng) + dLng,
        out,
      );
    }
    return out;
  }
}

export const placeIndex = new GridIndex<Place>(places);
export const lodgingIndex = new GridIndex<Lodging>(lodgings);
