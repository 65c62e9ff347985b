import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { basemapStyle, FONTSTACKS } from '../src/style';

describe('the basemap style', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`${theme}: valid MapLibre style with one pmtiles source, local glyphs and every basemap layer`, () => {
      const style = basemapStyle({ theme, origin: 'http://gremlin.test' });
      expect(validateStyleMin(style)).toEqual([]);
      expect(style.sources.basemap).toMatchObject({ type: 'vector', url: 'pmtiles://http://gremlin.test/basemap/basemap.pmtiles' });
      expect(style.glyphs).toBe('http://gremlin.test/basemap/glyphs/{fontstack}/{range}.pbf');
      const ids = style.layers.map((l) => l.id);
      expect(ids[0]).toBe('background');
      for (const id of ['land', 'water', 'rivers', 'boundary-state', 'boundary-country', 'road-interstate', 'road-federal', 'road-state', 'label-city', 'label-town', 'label-water', 'label-river'])
        expect(ids).toContain(id);
      // Labels are drawn last, above every road, border and water layer.
      const firstLabel = style.layers.findIndex((l) => l.type === 'symbol');
      expect(style.layers.slice(firstLabel).every((l) => l.type === 'symbol')).toBe(true);
      const fonts = new Set(style.layers.flatMap((l) => (l.type === 'symbol' ? (l.layout?.['text-font'] as string[]) : [])));
      expect([...fonts].every((f) => Object.values(FONTSTACKS).includes(f as never))).toBe(true);
    });
  }

  it('the dark theme keeps the app look: #0c0815 background, #1c152c land', () => {
    const style = basemapStyle({ theme: 'dark', origin: '' });
    const paint = (id: string) => style.layers.find((l) => l.id === id)!.paint as Record<string, unknown>;
    expect(paint('background')['background-color']).toBe('#0c0815');
    expect(paint('land')['fill-color']).toBe('#1c152c');
  });
});
