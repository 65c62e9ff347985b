import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectToast, uniqueEmail, signUpInBrowser } from '../src/fixtures.js';
import { prepare, setTheme, waitForMapIdle } from '../src/maps.js';


/** Written by this spec on every run and looked at by a human before a map change ships (README). */
const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['dark', 'light'] as const;

async function renderedLayers(page: Page) {
  return page.evaluate(() => {
    const map = window.__rgMaps!.at(-1)!;
    const count: Record<string, number> = {};
    const names: string[] = [];
    for (const f of map.queryRenderedFeatures()) {
      const id = f.layer.id;
      count[id] = (count[id] ?? 0) + 1;
      if (id.startsWith('label-') && typeof f.properties?.name === 'string') names.push(f.properties.name);
    }
    return { count, names };
  });
}

test('the basemap: landing and results maps render roads, place names and water (screenshots, dark and light)', async ({ page }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await prepare(page);

  // Landing (signed out): the journey-activity map.
  await page.goto('/');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.reload();
      await page.locator('.maplibregl-canvas').first().scrollIntoViewIfNeeded();
      await waitForMapIdle(page);
      const { count } = await renderedLayers(page);
      expect(count['road-interstate'] ?? 0).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, `landing-${name}-${theme}.png`) });
    }
  }

  // Sign up and generate a trip.
  await setTheme(page, 'dark');
  await page.setViewportSize(VIEWPORTS.desktop);
  await signUpInBrowser(page, uniqueEmail('mapper'));
  await page.getByLabel('Your trip').fill('ghost towns from Las Vegas to Salt Lake City');
  await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
  await expectToast(page, 'Trip Generated!');
  const cards = page.getByTestId('stop-card');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  const panel = page.getByTestId('route-map').first();
  await expect(panel.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByTestId('map-fallback')).toHaveCount(0);

  for (const theme of THEMES) {
    await setTheme(page, theme);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(cards.first()).toBeVisible({ timeout: 20_000 });
      // Centred, so the sticky header does not cover the map in the panel screenshot.
      await panel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await waitForMapIdle(page);
      const { count, names } = await renderedLayers(page);
      // A road layer, a place label and the route itself are drawn.
      expect(Object.keys(count).filter((id) => id.startsWith('road-')).length, JSON.stringify(count)).toBeGreaterThan(0);
      expect((count['label-city'] ?? 0) + (count['label-town'] ?? 0), JSON.stringify(count)).toBeGreaterThan(0);
      expect(count['route-line'] ?? 0).toBeGreaterThan(0);
      if (name === 'desktop') expect(names.some((n) => ['Las Vegas', 'Salt Lake City', 'St. George', 'Cedar City', 'Provo'].includes(n)), names.join(', ')).toBe(true);
      await panel.screenshot({ path: path.join(SHOTS, `results-map-${name}-${theme}.png`) });
      await page.screenshot({ path: path.join(SHOTS, `results-${name}-${theme}.png`) });
    }
    // Zoomed in near St. George (zoom 7-10, docs/product/quality.md#maps-and-routes): state roads, towns, rivers and lakes by name.
    for (const zoom of [7.5, 9.5]) {
      await page.evaluate((z) => window.__rgMaps!.at(-1)!.jumpTo({ center: [-113.4, 37.3], zoom: z }), zoom);
      await waitForMapIdle(page);
      const { count } = await renderedLayers(page);
      expect(count['label-town'] ?? 0, JSON.stringify(count)).toBeGreaterThan(2);
      await panel.screenshot({ path: path.join(SHOTS, `results-map-zoom${Math.floor(zoom)}-phone-${theme}.png`) });
    }
  }
});
