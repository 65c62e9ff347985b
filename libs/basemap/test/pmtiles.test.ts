import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { BASEMAP_ARCHIVE, BASEMAP_DIR } from '../src/index';
import { Compression, TileType, writePmtiles } from '../src/build/pmtiles';

/** The reader's view of an in-memory archive. */
function memorySource(bytes: Uint8Array): Source {
  return {
    getKey: () => 'memory',
    getBytes: async (offset: number, length: number): Promise<RangeResponse> => ({
      data: bytes.slice(offset, offset + length).buffer as ArrayBuffer,
    }),
  };
}

const tileBytes = (text: string) => new Uint8Array(gzipSync(Buffer.from(text)));

describe('PMTiles v3 writer', () => {
  it('writes an archive the pmtiles reader opens: header, metadata and every tile by z/x/y', async () => {
    const tiles = [
      { z: 0, x: 0, y: 0, data: tileBytes('zero') },
      { z: 3, x: 1, y: 2, data: tileBytes('three') },
      { z: 1, x: 1, y: 0, data: tileBytes('one') },
    ];
    const archive = writePmtiles({
      tiles,
      metadata: { name: 'test', vector_layers: [] },
      tileCompression: Compression.Gzip,
      tileType: TileType.Mvt,
      minZoom: 0,
      maxZoom: 3,
      bounds: [-170, 14, -50, 84],
      center: [-98.5, 39.8, 4],
    });
    const reader = new PMTiles(memorySource(archive));
    const header = await reader.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 3, tileType: TileType.Mvt, numAddressedTiles: 3, clustered: true });
    expect(header.minLon).toBeCloseTo(-170);
    expect(header.maxLat).toBeCloseTo(84);
    expect(await reader.getMetadata()).toEqual({ name: 'test', vector_layers: [] });
    for (const t of tiles) {
      const got = await reader.getZxy(t.z, t.x, t.y);
      // The reader un-gzips tiles as the header's tile compression says.
      expect(Buffer.from(got!.data).toString()).toBe(gunzipSync(t.data).toString());
    }
    expect(await reader.getZxy(3, 0, 0)).toBeUndefined();
  });

  it('stores identical tiles once and still finds each of them, through leaf directories when the root is full', async () => {
    const same = tileBytes('same');
    const tiles = [];
    // 2^8 × 2^8 tiles at z8: far more entries than fit a 16 KiB root directory.
    for (let x = 0; x < 256; x++) for (let y = 0; y < 256; y++) tiles.push({ z: 8, x, y, data: (x * 7 + y) % 5 === 0 ? tileBytes(`t${x}-${y}`) : same });
    const archive = writePmtiles({
      tiles,
      metadata: {},
      tileCompression: Compression.Gzip,
      tileType: TileType.Mvt,
      minZoom: 8,
      maxZoom: 8,
      bounds: [-180, -85, 180, 85],
      center: [0, 0, 8],
    });
    const reader = new PMTiles(memorySource(archive));
    const header = await reader.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.numTileContents).toBeLessThan(tiles.length / 4);
    for (const [x, y] of [[0, 0], [5, 0], [255, 255], [100, 37], [17, 200]]) {
      const got = await reader.getZxy(8, x, y);
      expect(Buffer.from(got!.data).toString()).toBe((x * 7 + y) % 5 === 0 ? `t${x}-${y}` : 'same');
    }
  });

  it('the committed basemap archive opens and holds z0..8 of North America', async () => {
    const reader = new PMTiles(memorySource(new Uint8Array(readFileSync(join(BASEMAP_DIR, BASEMAP_ARCHIVE)))));
    const header = await reader.getHeader();
    expect(header).toMatchObject({ minZoom: 0, maxZoom: 8, tileCompression: Compression.Gzip });
    // Las Vegas at z8.
    expect(await reader.getZxy(8, 47, 101)).toBeDefined();
    const meta = (await reader.getMetadata()) as { vector_layers: { id: string }[]; attribution: string };
    expect(meta.vector_layers.map((l) => l.id)).toEqual(expect.arrayContaining(['roads', 'places', 'water', 'rivers', 'boundaries', 'urban', 'land']));
    expect(meta.attribution).toContain('GeoNames');
  });
});
