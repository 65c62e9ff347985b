/**
 * The MapLibre style of the offline basemap, generated in code for a dark and a light theme
 * (https://maplibre.org/maplibre-style-spec/). Browser-safe: no Node imports. The tiles come from one
 * PMTiles archive read with HTTP Range requests through the `pmtiles://` protocol, the glyphs from
 * PBF files made by the build; both are served by the gateway under /basemap/.
 */
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';

export type MapTheme = 'dark' | 'light';

export const BASEMAP_PATH = '/basemap/basemap.pmtiles';
export const GLYPHS_PATH = '/basemap/glyphs/{fontstack}/{range}.pbf';
export const FONTSTACKS = { regular: 'Noto Sans Regular', bold: 'Noto Sans Bold', italic: 'Noto Sans Italic' } as const;
export const BASEMAP_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/">Natural Earth</a> · <a href="https://www.geonames.org/">GeoNames</a> (<a href="https://creativecommons.org/licenses/by/4.0/">CC BY</a>)';

interface Palette {
  ocean: string;
  land: string;
  urban: string;
  water: string;
  river: string;
  stateBorder: string;
  countryBorder: string;
  interstate: string;
  interstateCasing: string;
  federal: string;
  state: string;
  minor: string;
  ferry: string;
  city: string;
  town: string;
  halo: string;
  waterLabel: string;
}

export const PALETTES: Record<MapTheme, Palette> = {
  dark: {
    ocean: '#0c0815',
    land: '#1c152c',
    urban: '#2a2040',
    water: '#1a2552',
    river: '#3652a6',
    stateBorder: '#5a4785',
    countryBorder: '#8b5cf6',
    interstate: '#e9c9ff',
    interstateCasing: '#0c0815',
    federal: '#bca5f5',
    state: '#8b78c4',
    minor: '#54457a',
    ferry: '#4a64a8',
    city: '#f4efff',
    town: '#cfc4ea',
    halo: '#0c0815',
    waterLabel: '#8aa2e8',
  },
  light: {
    ocean: '#a8cbe3',
    land: '#f4f1ea',
    urban: '#e8e1d3',
    water: '#a8cbe3',
    river: '#86b4d6',
    stateBorder: '#8e7fae',
    countryBorder: '#6d55a3',
    interstate: '#e5742d',
    interstateCasing: '#ffffff',
    federal: '#eda640',
    state: '#cf9a45',
    minor: '#ada18b',
    ferry: '#5f8fc2',
    city: '#1f1a2b',
    town: '#3d354d',
    halo: '#ffffff',
    waterLabel: '#2f6690',
  },
};

const byZoom = (...stops: number[]): ExpressionSpecification =>
  ['interpolate', ['exponential', 1.4], ['zoom'], ...stops] as unknown as ExpressionSpecification;

/** Width by zoom, wider for Natural Earth's main rivers than for its North American supplement. */
const byMain = (...stops: [number, number, number][]): ExpressionSpecification =>
  ['interpolate', ['exponential', 1.4], ['zoom'], ...stops.flatMap(([z, main, other]) => [z, ['case', ['==', ['get', 'main'], 1], main, other]])] as unknown as ExpressionSpecification;

const roadClass = (...classes: string[]): ExpressionSpecification => ['in', ['get', 'class'], ['literal', classes]];

export interface BasemapStyleOptions {
  theme: MapTheme;
  /** Absolute origin the archive and glyphs are fetched from, e.g. location.origin. */
  origin: string;
}

export function basemapLayers(theme: MapTheme): LayerSpecification[] {
  const c = PALETTES[theme];
  const source = 'basemap';
  const notFerry: ExpressionSpecification = ['!=', ['get', 'type'], 'ferry'];
  return [
    { id: 'background', type: 'background', paint: { 'background-color': c.ocean } },
    { id: 'land', type: 'fill', source, 'source-layer': 'land', paint: { 'fill-color': c.land } },
    { id: 'urban', type: 'fill', source, 'source-layer': 'urban', minzoom: 4, paint: { 'fill-color': c.urban, 'fill-opacity': byZoom(4, 0.5, 8, 1) } },
    { id: 'water', type: 'fill', source, 'source-layer': 'water', paint: { 'fill-color': c.water } },
    {
      id: 'rivers',
      type: 'line',
      source,
      'source-layer': 'rivers',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.river, 'line-width': byMain([3, 0.5, 0.3], [7, 1.1, 0.6], [10, 2.4, 1.3]) },
    },
    {
      id: 'boundary-state',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: ['==', ['get', 'kind'], 'state'],
      paint: { 'line-color': c.stateBorder, 'line-width': byZoom(2, 0.6, 8, 1.4), 'line-dasharray': [3, 2] },
    },
    {
      id: 'boundary-country',
      type: 'line',
      source,
      'source-layer': 'boundaries',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'line-color': c.countryBorder, 'line-width': byZoom(0, 0.8, 8, 2) },
    },
    {
      id: 'road-ferry',
      type: 'line',
      source,
      'source-layer': 'roads',
      filter: ['==', ['get', 'type'], 'ferry'],
      paint: { 'line-color': c.ferry, 'line-width': 1, 'line-dasharray': [3, 3] },
    },
    {
      id: 'road-minor',
      type: 'line',
      source,
      'source-layer': 'roads',
      minzoom: 6,
      filter: ['all', notFerry, roadClass('other', 'road', 'uc', 'connector')],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.minor, 'line-width': byZoom(6, 0.4, 10, 1.4) },
    },
    {
      id: 'road-state',
      type: 'line',
      source,
      'source-layer': 'roads',
      filter: ['all', notFerry, roadClass('state')],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.state, 'line-width': byZoom(5, 0.6, 8, 1.4, 10, 2.2) },
    },
    {
      id: 'road-federal',
      type: 'line',
      source,
      'source-layer': 'roads',
      filter: ['all', notFerry, roadClass('federal')],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.federal, 'line-width': byZoom(3, 0.6, 6, 1.5, 10, 3) },
    },
    {
      id: 'road-interstate-casing',
      type: 'line',
      source,
      'source-layer': 'roads',
      minzoom: 6,
      filter: ['all', notFerry, roadClass('interstate')],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.interstateCasing, 'line-width': byZoom(6, 2.6, 10, 5.4), 'line-opacity': 0.8 },
    },
    {
      id: 'road-interstate',
      type: 'line',
      source,
      'source-layer': 'roads',
      filter: ['all', notFerry, roadClass('interstate')],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': c.interstate, 'line-width': byZoom(3, 0.8, 6, 2, 10, 4) },
    },
    {
      id: 'label-river',
      type: 'symbol',
      source,
      'source-layer': 'rivers',
      minzoom: 6,
      filter: ['has', 'name'],
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 400,
        'text-field': ['get', 'name'],
        'text-font': [FONTSTACKS.italic],
        'text-size': 11,
        'text-letter-spacing': 0.05,
      },
      paint: { 'text-color': c.waterLabel, 'text-halo-color': c.halo, 'text-halo-width': 1.2 },
    },
    {
      id: 'label-water',
      type: 'symbol',
      source,
      'source-layer': 'water_labels',
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [FONTSTACKS.italic],
        'text-size': ['interpolate', ['linear'], ['get', 'area'], 0, 10, 1, 12, 10, 14],
        'text-max-width': 7,
        'symbol-sort-key': ['-', ['get', 'area']],
      },
      paint: { 'text-color': c.waterLabel, 'text-halo-color': c.halo, 'text-halo-width': 1.2 },
    },
    {
      id: 'label-town',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: ['<', ['get', 'population'], 100000],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [FONTSTACKS.regular],
        'text-size': ['interpolate', ['linear'], ['get', 'population'], 1000, 10.5, 20000, 12, 100000, 13],
        'text-max-width': 8,
        'text-padding': 3,
        'symbol-sort-key': ['-', ['get', 'population']],
      },
      paint: { 'text-color': c.town, 'text-halo-color': c.halo, 'text-halo-width': 1.4 },
    },
    {
      id: 'label-city',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: ['>=', ['get', 'population'], 100000],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [FONTSTACKS.bold],
        'text-size': ['interpolate', ['linear'], ['zoom'], 3, ['case', ['>=', ['get', 'population'], 1000000], 12, 11], 8, ['case', ['>=', ['get', 'population'], 1000000], 17, 14]],
        'text-max-width': 8,
        'text-padding': 4,
        'symbol-sort-key': ['-', ['get', 'population']],
      },
      paint: { 'text-color': c.city, 'text-halo-color': c.halo, 'text-halo-width': 1.6 },
    },
  ];
}

export function basemapStyle({ theme, origin }: BasemapStyleOptions): StyleSpecification {
  return {
    version: 8,
    name: `Road Gremlin ${theme}`,
    glyphs: `${origin}${GLYPHS_PATH}`,
    sources: {
      basemap: {
        type: 'vector',
        url: `pmtiles://${origin}${BASEMAP_PATH}`,
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    layers: basemapLayers(theme),
  };
}
