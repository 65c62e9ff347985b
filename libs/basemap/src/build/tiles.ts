/**
 * Cuts the source layers into Mapbox Vector Tiles, z0..MAX_ZOOM (MapLibre overzooms beyond), with
 * geojson-vt (clipping and per-zoom simplification) and vt-pbf (encoding). Each zoom gets its own
 * index holding only the features shown from that zoom, so small towns and minor roads never weigh
 * on the low-zoom tiles. From z4 on, tiles are cut to North America only.
 */
import { gzipSync } from 'node:zlib';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import vtpbf from 'vt-pbf';
import type { LayerName, SourceLayers } from './layers';

export const MAX_ZOOM = 8;
/** West, south, east, north: the Natural Earth extract's box (../shared/data/map/README.md). */
export const BOUNDS: [number, number, number, number] = [-170, 14, -50, 84];
/** Below this zoom the world is tiled (land and country borders only outside North America). */
const WORLD_BELOW = 4;
const EXTENT = 4096;
/** Douglas–Peucker tolerance in tile units (4096 per tile): ~0.6 px on a 512 px tile. */
const TOLERANCE = 5;

/** Tile order inside each tile, bottom to top; the style decides the drawing order anyway. */
export const LAYER_ORDER: LayerName[] = ['land', 'urban', 'water', 'rivers', 'boundaries', 'roads', 'water_labels', 'places'];

function lngToX(lng: number, z: number) {
  return Math.floor(((lng + 180) / 360) * 2 ** z);
}

function latToY(lat: number, z: number) {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
}

export function tileRange(z: number) {
  const n = 2 ** z;
  if (z < WORLD_BELOW) return { x0: 0, x1: n - 1, y0: 0, y1: n - 1 };
  return { x0: lngToX(BOUNDS[0], z), x1: lngToX(BOUNDS[2], z), y0: latToY(BOUNDS[3], z), y1: latToY(BOUNDS[1], z) };
}

export interface BuiltTile {
  z: number;
  x: number;
  y: number;
  /** gzipped MVT */
  data: Uint8Array;
}

export function buildTiles(layers: SourceLayers, maxZoom = MAX_ZOOM): BuiltTile[] {
  const out: BuiltTile[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    const indexes: [LayerName, GeoJSONVT][] = [];
    for (const name of LAYER_ORDER) {
      const features = layers[name].filter((f) => f.minZoom <= z && (f.maxZoom ?? Infinity) >= z).map((f) => f.feature);
      if (!features.length) continue;
      const index = new GeoJSONVT(
        { type: 'FeatureCollection', features },
        { maxZoom: z, indexMaxZoom: Math.min(z, 5), tolerance: TOLERANCE, extent: EXTENT, buffer: 64 },
      );
      indexes.push([name, index]);
    }
    const { x0, x1, y0, y1 } = tileRange(z);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const tile: Record<string, LegacyTile> = {};
        let any = false;
        for (const [name, index] of indexes) {
          const t = index.getTile(z, x, y);
          if (t && t.features.length) {
            tile[name] = t;
            any = true;
          }
        }
        if (!any) continue;
        const mvt = vtpbf.fromGeojsonVt(tile, { version: 2, extent: EXTENT });
        out.push({ z, x, y, data: new Uint8Array(gzipSync(mvt, { level: 9 })) });
      }
    }
  }
  return out;
}
