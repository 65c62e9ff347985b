/**
 * Which basemap tiles a trip needs offline: at every zoom from 0 to 8 (the archive's range; the map
 * overzooms z8 tiles beyond), the tiles the route's line crosses plus a margin of one tile around
 * each, so the navigator's map at zoom 15 on any stop, or panned a little, still has its ground.
 * Web Mercator tile numbering as in https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames.
 */

/** [longitude, latitude], as GeoJSON and the trip route give them. */
export type Position = [number, number];

export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

export interface RouteTilesOptions {
  minZoom?: number;
  maxZoom?: number;
  /** Tiles added on every side of each tile the line crosses. */
  margin?: number;
}

/** Web Mercator's latitude limit: tiles stop here. */
const MAX_LAT = 85.0511287798;

/** The fractional tile position of a point at zoom z. */
export function tileFraction([lng, lat]: Position, z: number): [number, number] {
  const n = 2 ** z;
  const clampedLat = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const phi = (clampedLat * Math.PI) / 180;
  const x = ((lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * n;
  return [x, y];
}

/**
 * Every tile of zooms minZoom…maxZoom that the lines cross (a one-point line is a point), widened by
 * `margin` tiles, sorted by zoom, then x, then y. Segments are walked in steps of a quarter tile, so
 * no tile a segment passes through is skipped; x wraps around the antimeridian, y stays in the world.
 */
export function tilesAlongRoute(lines: readonly (readonly Position[])[], options: RouteTilesOptions = {}): TileCoord[] {
  const { minZoom = 0, maxZoom = 8, margin = 1 } = options;
  const tiles: TileCoord[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const n = 2 ** z;
    const crossed = new Set<string>();
    const mark = (fx: number, fy: number) => {
      const x = Math.min(n - 1, Math.max(0, Math.floor(fx)));
      const y = Math.min(n - 1, Math.max(0, Math.floor(fy)));
      crossed.add(`${x}/${y}`);
    };
    for (const line of lines) {
      if (line.length === 0) continue;
      let previous = tileFraction(line[0]!, z);
      mark(...previous);
      for (let i = 1; i < line.length; i++) {
        const next = tileFraction(line[i]!, z);
        const steps = Math.ceil(Math.max(Math.abs(next[0] - previous[0]), Math.abs(next[1] - previous[1])) * 4);
        for (let s = 1; s <= steps; s++) {
          const t = s / steps;
          mark(previous[0] + (next[0] - previous[0]) * t, previous[1] + (next[1] - previous[1]) * t);
        }
        previous = next;
      }
    }
    const wanted = new Set<string>();
    for (const key of crossed) {
      const [cx, cy] = key.split('/').map(Number) as [number, number];
      for (let dx = -margin; dx <= margin; dx++) {
        for (let dy = -margin; dy <= margin; dy++) {
          const y = cy + dy;
          if (y < 0 || y >= n) continue;
          const x = (((cx + dx) % n) + n) % n;
          wanted.add(`${x}/${y}`);
        }
      }
    }
    const sorted = [...wanted].map((key) => key.split('/').map(Number) as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [x, y] of sorted) tiles.push({ z, x, y });
  }
  return tiles;
}

/**
 * The lines a trip is drawn along: its routed geometry when it has one, else its stops joined in
 * order; and every stop on its own as well (a stop off the routed line still gets its tiles).
 */
export function tripLines(stops: readonly { lat: number; lng: number }[], geometry?: readonly Position[] | null): Position[][] {
  const points = stops.map((s): Position => [s.lng, s.lat]);
  const main = geometry && geometry.length >= 2 ? geometry.map(([lng, lat]): Position => [lng, lat]) : points;
  return [main, ...points.map((p) => [p])];
}
