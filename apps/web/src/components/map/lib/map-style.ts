/**
 * The map's look. By default our own offline basemap (libs/basemap: vector tiles in one PMTiles
 * archive, glyphs and style generated at build time, served by the gateway under /basemap/; no key,
 * no internet). Set VITE_MAP_STYLE_URL at build time to any MapLibre style URL (e.g.
 * https://tiles.openfreemap.org/styles/dark) to use a hosted style instead.
 * https://maplibre.org/maplibre-style-spec/
 */
import type { StyleSpecification } from 'maplibre-gl';
import { basemapStyle, type MapTheme } from '@roadgremlin/basemap/style';

export { MAP_COLORS } from './map-colors';

/** localStorage key choosing the light basemap ('light'); anything else is the dark one. */
export const MAP_THEME_KEY = 'rg:map-theme';

export function configuredStyleUrl(): string | null {
  const url = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  return url?.trim() ? url.trim() : null;
}

export function mapTheme(): MapTheme {
  try {
    return localStorage.getItem(MAP_THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function offlineStyle(theme: MapTheme = mapTheme(), origin = window.location.origin): StyleSpecification {
  return basemapStyle({ theme, origin });
}
