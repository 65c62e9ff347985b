/**
 * The map's look. By default an offline dark style built from our own atlas data (no key, no
 * tile server, no internet). Set VITE_MAP_STYLE_URL at build time to any MapLibre style URL
 * (vector tiles, e.g. https://tiles.openfreemap.org/styles/dark) to use real tiles instead.
 * https://maplibre.org/maplibre-style-spec/
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { AtlasLayers } from './atlas';
import { canadaProvinceBorders } from './canada-provinces';

export const MAP_COLORS = {
  background: '#0c0815',
  land: '#1c152c',
  coast: '#4b1d96',
  countryBorder: '#7c3aed',
  stateBorder: '#3b2d5c',
  route: '#4ade80',
  arc: '#b797ff',
} as const;

export function configuredStyleUrl(): string | null {
  const url = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  return url?.trim() ? url.trim() : null;
}

export function offlineDarkStyle(atlas: AtlasLayers): StyleSpecification {
  return {
    version: 8,
    name: 'Road Gremlin offline dark',
    sources: {
      land: { type: 'geojson', data: atlas.land },
      coastlines: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: atlas.coastlines } },
      'country-borders': { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: atlas.countryBorders } },
      'state-borders': { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: atlas.stateBorders } },
      'province-borders': { type: 'geojson', data: canadaProvinceBorders },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_COLORS.background } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': MAP_COLORS.land } },
      {
        id: 'state-borders',
        type: 'line',
        source: 'state-borders',
        paint: { 'line-color': MAP_COLORS.stateBorder, 'line-width': 0.8, 'line-dasharray': [2, 2] },
      },
      {
        id: 'province-borders',
        type: 'line',
        source: 'province-borders',
        paint: { 'line-color': MAP_COLORS.stateBorder, 'line-width': 0.8, 'line-dasharray': [2, 2] },
      },
      { id: 'coastlines', type: 'line', source: 'coastlines', paint: { 'line-color': MAP_COLORS.coast, 'line-width': 1 } },
      {
        id: 'country-borders',
        type: 'line',
        source: 'country-borders',
        paint: { 'line-color': MAP_COLORS.countryBorder, 'line-width': 1.2 },
      },
    ],
  };
}
