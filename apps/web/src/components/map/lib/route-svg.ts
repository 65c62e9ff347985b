/**
 * The static route image of the map fallback ('Maps Loading Issue', docs/product/screens.md#route-map): we draw it
 * ourselves as SVG in Web Mercator, fitted to the stops, over the atlas outlines when loaded.
 */
import type { Geometry, Position } from 'geojson';
import type { LatLng } from '../../../lib/geo';

export interface Projection {
  width: number;
  height: number;
  project: (lng: number, lat: number) => [number, number];
}

const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
};
const mercatorX = (lng: number) => (lng * Math.PI) / 180;

/** A projection that fits the points into width × height with a padding share on each side. */
export function fitProjection(points: readonly LatLng[], width: number, height: number, padding = 0.15): Projection {
  const xs = points.map((p) => mercatorX(p.lng));
  const ys = points.map((p) => mercatorY(p.lat));
  // A minimum span keeps one stop (or stops on top of each other) from zooming in forever.
  const minSpan = 0.02;
  let [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  let [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
  if (!points.length) [minX, maxX, minY, maxY] = [-2.2, -1.1, 0.4, 1.0];
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const spanX = Math.max(maxX - minX, minSpan);
  const spanY = Math.max(maxY - minY, minSpan);
  const scale = Math.min((width * (1 - 2 * padding)) / spanX, (height * (1 - 2 * padding)) / spanY);
  return {
    width,
    height,
    project: (lng, lat) => [width / 2 + (mercatorX(lng) - cx) * scale, height / 2 - (mercatorY(lat) - cy) * scale],
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function ring(coords: readonly Position[], projection: Projection, close: boolean): string {
  if (!coords.length) return '';
  const parts = coords.map(([lng, lat], i) => {
    const [x, y] = projection.project(lng, lat);
    return `${i ? 'L' : 'M'}${round(x)} ${round(y)}`;
  });
  return parts.join('') + (close ? 'Z' : '');
}

/** An SVG path `d` for any GeoJSON geometry (polygons closed, lines open). */
export function geometryPath(geometry: Geometry | null, projection: Projection): string {
  if (!geometry) return '';
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.map((r) => ring(r, projection, true)).join('');
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((poly) => poly.map((r) => ring(r, projection, true))).join('');
    case 'LineString':
      return ring(geometry.coordinates, projection, false);
    case 'MultiLineString':
      return geometry.coordinates.map((line) => ring(line, projection, false)).join('');
    case 'GeometryCollection':
      return geometry.geometries.map((g) => geometryPath(g, projection)).join('');
    default:
      return '';
  }
}

/** The route through the stops in order. */
export function routePath(stops: readonly LatLng[], projection: Projection): string {
  return ring(
    stops.map((s) => [s.lng, s.lat]),
    projection,
    false,
  );
}
