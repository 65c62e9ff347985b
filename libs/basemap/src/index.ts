/**
 * Where the built basemap lives on disk, for the gateway to serve: `basemap.pmtiles` (vector tiles)
 * and `glyphs/{fontstack}/{start}-{end}.pbf` (label glyphs). Both are committed; `npm run map:build`
 * regenerates them (README.md).
 */
import { fileURLToPath } from 'node:url';

export const BASEMAP_DIR = fileURLToPath(new URL('../assets/', import.meta.url));
export const BASEMAP_ARCHIVE = 'basemap.pmtiles';
export { BASEMAP_PATH, GLYPHS_PATH } from './style';
