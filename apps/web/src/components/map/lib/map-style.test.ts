import { describe, expect, it, vi } from 'vitest';
import { configuredStyleUrl, MAP_THEME_KEY, mapTheme, offlineStyle } from './map-style';

describe('map style choice', () => {
  it('without VITE_MAP_STYLE_URL the offline basemap is used: one pmtiles:// source and glyphs on this origin', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', '');
    expect(configuredStyleUrl()).toBeNull();
    const style = offlineStyle('dark', 'http://localhost:8080');
    expect(style.sources.basemap).toMatchObject({ type: 'vector', url: 'pmtiles://http://localhost:8080/basemap/basemap.pmtiles' });
    expect(style.glyphs).toBe('http://localhost:8080/basemap/glyphs/{fontstack}/{range}.pbf');
  });

  it('VITE_MAP_STYLE_URL switches to a hosted style', () => {
    vi.stubEnv('VITE_MAP_STYLE_URL', ' https://tiles.openfreemap.org/styles/dark ');
    expect(configuredStyleUrl()).toBe('https://tiles.openfreemap.org/styles/dark');
    vi.unstubAllEnvs();
  });

  it("the theme is dark unless localStorage says 'light'", () => {
    localStorage.removeItem(MAP_THEME_KEY);
    expect(mapTheme()).toBe('dark');
    localStorage.setItem(MAP_THEME_KEY, 'light');
    expect(mapTheme()).toBe('light');
    expect((offlineStyle(undefined, 'http://x').layers[0].paint as Record<string, string>)['background-color']).not.toBe('#0c0815');
    localStorage.removeItem(MAP_THEME_KEY);
  });
});
