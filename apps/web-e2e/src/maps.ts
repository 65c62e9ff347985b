import type { Page } from '@playwright/test';

/**
 * The part of a MapLibre map the browser tests use. apps/web puts its maps on window.__rgMaps when
 * localStorage 'rg:expose-maps' is set (see each spec's prepare()).
 */
export interface MapHandle {
  loaded(): boolean;
  areTilesLoaded(): boolean;
  isMoving(): boolean;
  getCanvas(): HTMLCanvasElement;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  queryRenderedFeatures(): { layer: { id: string }; properties: Record<string, unknown> | null }[];
}

declare global {
  interface Window {
    __rgMaps?: MapHandle[];
  }
}

/** Exposes the map instances (window.__rgMaps) and picks the basemap theme before any app code runs. */
export async function prepare(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('rg:expose-maps', '1');
    const theme = sessionStorage.getItem('e2e:theme');
    if (theme) localStorage.setItem('rg:map-theme', theme);
  });
}

/** The basemap theme for this page and the next loads. */
export async function setTheme(page: Page, theme: string) {
  await page.evaluate((t) => {
    sessionStorage.setItem('e2e:theme', t);
    localStorage.setItem('rg:map-theme', t);
  }, theme);
}

/** Waits until the newest map has its style, tiles and glyphs loaded and labels faded in. */
export async function waitForMapIdle(page: Page) {
  await page.waitForFunction(
    () => {
      const map = window.__rgMaps?.at(-1);
      return !!map && map.loaded() && map.areTilesLoaded() && !map.isMoving();
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(800);
}
