/** The whole build, without file output: layers → tiles → PMTiles archive, plus the glyph ranges. */
import { createHash } from 'node:crypto';
import { readSourceLayers } from './layers';
import { Compression, TileType, writePmtiles } from './pmtiles';
import { BOUNDS, buildTiles, MAX_ZOOM } from './tiles';
import { glyphRange, loadFont } from './glyphs';
import { FONTSTACKS } from '../style';

export const ATTRIBUTION = 'Natural Earth (public domain) · towns: GeoNames (CC BY 4.0)';

/** Fontstack name → file under the font folder. */
export const FONT_FILES: Record<string, string> = {
  [FONTSTACKS.regular]: 'NotoSans-Regular.ttf',
  [FONTSTACKS.bold]: 'NotoSans-Bold.ttf',
  [FONTSTACKS.italic]: 'NotoSans-Italic.ttf',
};

export interface BuildOptions {
  source: string;
  fonts: (file: string) => Uint8Array;
  maxZoom?: number;
}

export function buildBasemap(opts: BuildOptions) {
  const layers = readSourceLayers(opts.source);
  const maxZoom = opts.maxZoom ?? MAX_ZOOM;
  const tiles = buildTiles(layers, maxZoom);
  const perZoom = new Map<number, { count: number; bytes: number }>();
  for (const t of tiles) {
    const s = perZoom.get(t.z) ?? { count: 0, bytes: 0 };
    s.count++;
    s.bytes += t.data.length;
    perZoom.set(t.z, s);
  }
  const fields = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'String']));
  const archive = writePmtiles({
    tiles,
    tileCompression: Compression.Gzip,
    tileType: TileType.Mvt,
    minZoom: 0,
    maxZoom,
    bounds: BOUNDS,
    center: [-98.58, 39.83, 4],
    metadata: {
      name: 'Road Gremlin basemap',
      description: 'North America: roads, places, water, boundaries, urban areas (libs/basemap)',
      attribution: ATTRIBUTION,
      version: '1',
      vector_layers: Object.keys(layers).map((id) => ({ id, minzoom: 0, maxzoom: maxZoom, fields: fields(id === 'roads' ? ['class', 'type', 'scalerank'] : id === 'places' ? ['name', 'population', 'capital', 'source'] : ['name', 'kind', 'scalerank']) })),
    },
  });

  // Every code point any label uses decides which 256-point ranges are needed; 0-255 and 256-511 always.
  const starts = new Set([0, 256]);
  for (const name of ['places', 'water_labels', 'rivers'] as const) {
    for (const f of layers[name]) {
      const label = f.feature.properties.name;
      if (typeof label === 'string') for (const ch of label) starts.add(Math.floor(ch.codePointAt(0)! / 256) * 256);
    }
  }
  const glyphs = new Map<string, Uint8Array>();
  // Which font files made the glyphs: a rebuild elsewhere is byte-identical only from the same files.
  const fonts: Record<string, { file: string; sha256: string }> = {};
  for (const [stack, file] of Object.entries(FONT_FILES)) {
    const bytes = opts.fonts(file);
    fonts[stack] = { file, sha256: createHash('sha256').update(bytes).digest('hex') };
    const font = loadFont(bytes);
    for (const start of [...starts].sort((a, b) => a - b)) glyphs.set(`${stack}/${start}-${start + 255}.pbf`, glyphRange(font, stack, start));
  }
  glyphs.set('fonts.json', new TextEncoder().encode(`${JSON.stringify(fonts, null, 2)}\n`));
  return { archive, tileCount: tiles.length, perZoom, glyphs };
}
