import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Pbf from 'pbf';
import { VectorTile } from '@mapbox/vector-tile';
import { PMTiles, type Source } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { BASEMAP_ARCHIVE, BASEMAP_DIR } from '../src/index';
import { buildBasemap } from '../src/build/basemap';

const source = resolve(process.env.BASEMAP_SOURCE ?? join(BASEMAP_DIR, '../../../../shared/data/map'));
const fonts = '/usr/share/fonts/truetype/noto';
const canBuild = existsSync(join(source, 'roads.geojson.gz')) && existsSync(join(fonts, 'NotoSans-Regular.ttf'));
const usedFonts = JSON.parse(readFileSync(join(BASEMAP_DIR, 'glyphs', 'fonts.json'), 'utf8')) as Record<string, { sha256: string }>;

const archive = new Uint8Array(readFileSync(join(BASEMAP_DIR, BASEMAP_ARCHIVE)));
const reader = new PMTiles({
  getKey: () => 'committed',
  getBytes: async (offset: number, length: number) => ({ data: archive.slice(offset, offset + length).buffer as ArrayBuffer }),
} satisfies Source);

async function tile(z: number, x: number, y: number) {
  const got = await reader.getZxy(z, x, y);
  // @mapbox/vector-tile types its reader as its own Pbf flavour; the pbf package is the same at run time.
  return new VectorTile(new Pbf(new Uint8Array(got!.data)) as unknown as ConstructorParameters<typeof VectorTile>[0]);
}

function features(t: VectorTile, layer: string) {
  const l = t.layers[layer];
  return l ? Array.from({ length: l.length }, (_, i) => l.feature(i).properties) : [];
}

describe('the built basemap', () => {
  it('z8 around Las Vegas has I-15, state roads, Las Vegas and GeoNames towns, Lake Mead by name', async () => {
    const t = await tile(8, 46, 100);
    const roads = features(t, 'roads');
    expect(roads.some((r) => r.class === 'interstate')).toBe(true);
    expect(roads.some((r) => r.class === 'state' || r.class === 'federal')).toBe(true);
    const places = features(t, 'places');
    expect(places.find((p) => p.name === 'Las Vegas')).toMatchObject({ source: 'ne' });
    expect(places.filter((p) => p.source === 'geonames').length).toBeGreaterThan(5);
    expect(features(t, 'water_labels').map((w) => w.name)).toContain('Lake Mead');
    expect(t.layers.land).toBeDefined();
  });

  it('z4 holds interstates and big cities but no small towns', async () => {
    // The z4 tile of Las Vegas and Los Angeles.
    const t = await tile(4, 2, 6);
    const roads = features(t, 'roads');
    expect(roads.some((r) => r.class === 'interstate')).toBe(true);
    expect(roads.some((r) => r.class === 'connector')).toBe(false);
    const places = features(t, 'places');
    expect(places.map((p) => p.name)).toEqual(expect.arrayContaining(['Las Vegas', 'Los Angeles']));
    expect(places.every((p) => Number(p.population) >= 50_000)).toBe(true);
    expect(features(t, 'boundaries').some((b) => b.kind === 'state')).toBe(true);
  });

  it('the committed archive is under 15 MB', () => {
    expect(archive.length).toBeLessThan(15e6);
  });

  it.skipIf(!canBuild)(
    'a rebuild is byte-identical (the archive and a glyph range), so the committed files are reproducible',
    () => {
      const read = (file: string) => new Uint8Array(readFileSync(join(fonts, file)));
      const a = buildBasemap({ source, fonts: read, maxZoom: 4 });
      const b = buildBasemap({ source, fonts: read, maxZoom: 4 });
      expect(a.archive.length).toBeGreaterThan(100_000);
      expect(Buffer.compare(Buffer.from(a.archive), Buffer.from(b.archive))).toBe(0);
      const glyph = 'Noto Sans Regular/0-255.pbf';
      expect(Buffer.compare(Buffer.from(a.glyphs.get(glyph)!), Buffer.from(b.glyphs.get(glyph)!))).toBe(0);
      // Against the committed file only when this machine has the very font files the commit was made from.
      const built = JSON.parse(Buffer.from(a.glyphs.get('fonts.json')!).toString()) as typeof usedFonts;
      if (built['Noto Sans Regular'].sha256 === usedFonts['Noto Sans Regular'].sha256) {
        expect(Buffer.compare(Buffer.from(a.glyphs.get(glyph)!), readFileSync(join(BASEMAP_DIR, 'glyphs', glyph)))).toBe(0);
      }
    },
    240_000,
  );
});
