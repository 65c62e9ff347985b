/**
 * The offline navigator (docs/product/screens.md#offline-navigator) on the real stack: the Trip Navigator of a saved trip works offline. Online,
 * opening it keeps the app, the trip, the glyphs and the basemap ranges along the route ("Available
 * offline"); then the network is cut for the page and for the service worker's own fetches, the page
 * reloads, and the navigator shows the trip, the route and real basemap roads, with "You're offline".
 * Screenshots of the offline navigator at 1280×800 and 390×844 go to screenshots/.
 *
 * Without the service worker this test fails at the offline reload (checked once by disabling the
 * registration: Chromium shows its own "No internet" page and no navigator heading).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, expectToast, uniqueEmail, signUpInBrowser } from '../src/fixtures.js';
import { prepare, waitForMapIdle } from '../src/maps.js';

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function renderedLayers(page: Page) {
  return page.evaluate(() => {
    const count: Record<string, number> = {};
    for (const f of window.__rgMaps!.at(-1)!.queryRenderedFeatures()) count[f.layer.id] = (count[f.layer.id] ?? 0) + 1;
    return count;
  });
}

const cutNetwork = (route: Route) => route.abort('internetdisconnected');

test('a saved trip’s navigator, opened once online, opens offline with its trip, route and basemap roads', async ({ page, context }) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await prepare(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // Plan and save a trip, then open it from My Trips and start its navigator.
  await signUpInBrowser(page, uniqueEmail('offline'));
  await page.getByLabel('Your trip').fill('ghost towns from Las Vegas to Salt Lake City');
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/generate-stops') && r.request().method() === 'POST', { timeout: 45_000 });
  await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
  const { tripId } = (await (await generated).json()) as { tripId: string };
  await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: /Save Trip/ }).click();
  await expectToast(page, 'Trip Saved!');

  await page.goto(`/my-trips/${tripId}`);
  const title = (await page.getByTestId('opened-trip-title').textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: /Start Navigation/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-trips/${tripId}\\?view=navigator$`));
  const navigator = page.getByRole('dialog', { name: 'Trip Navigator' });
  await expect(navigator.getByTestId('offline-status')).toHaveText(/Saving for offline|Available offline/, { timeout: 20_000 });
  await expect(navigator.getByTestId('offline-status')).toHaveText(/Available offline · [\d.]+ (KB|MB) on this device/, { timeout: 90_000 });
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, `offline-navigator-saved-${name}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  const firstStop = (await navigator.getByRole('region', { name: 'Current Stop' }).getByRole('heading').textContent())!.trim();
  const stopNames = (await navigator.getByRole('listitem').allTextContents()).map((t) => t.replace(/^\d+\./, '').trim());
  expect(stopNames.length).toBeGreaterThan(1);
  // What was kept: the trip (one answer, keyed to this user), the glyphs and the archive's ranges.
  const kept = await page.evaluate(async () => {
    const trips = await (await caches.open('rg-offline-trips-v1')).keys();
    const map = await (await caches.open('rg-offline-map-v1')).keys();
    return { trips: trips.map((r) => new URL(r.url).pathname), ranges: map.filter((r) => r.url.includes('rg-range=')).length, glyphs: map.filter((r) => r.url.includes('/glyphs/')).length };
  });
  expect(kept.trips).toEqual([`/api/trips/${tripId}`]);
  expect(kept.ranges).toBeGreaterThan(20);
  expect(kept.glyphs).toBe(12);

  // Cut the network: setOffline (navigator.onLine false; in Playwright 1.65's Chromium it also cuts
  // the service worker's own fetches, checked once without the route below) and, belt and braces,
  // route() aborting every request that still leaves the browser.
  await context.setOffline(true);
  await context.route('**', cutNetwork);
  const reach = await page.evaluate(async () => {
    const attempt = (url: string, init?: RequestInit) => fetch(url, init).then((r) => `answered ${r.status}`, () => 'failed');
    return {
      // not kept by the worker: straight to the (cut) network
      api: await attempt('/api/auth/config'),
      // a range the worker never kept: its own fetch goes to the (cut) network
      range: await attempt('/basemap/basemap.pmtiles', { headers: { range: 'bytes=7000000-7000099' } }),
    };
  });
  expect(reach).toEqual({ api: 'failed', range: 'failed' });
  // The kept trip answers only this very session: the same user's token with another session id, or
  // no token, gets nothing from the worker.
  const served = await page.evaluate(async (id) => {
    const token = (JSON.parse(localStorage.getItem('rg.session') ?? '{}') as { access_token: string }).access_token;
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    const other = btoa(JSON.stringify({ ...claims, sid: 'another-session' })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const attempt = (authorization?: string) =>
      fetch(`/api/trips/${id}`, { headers: authorization ? { authorization } : {} }).then((r) => r.status, () => 'failed');
    return { own: await attempt(`Bearer ${token}`), otherSession: await attempt(`Bearer ${head}.${other}.${signature}`), none: await attempt() };
  }, tripId);
  expect(served).toEqual({ own: 200, otherSession: 'failed', none: 'failed' });

  await page.reload();
  await expect(navigator).toBeVisible({ timeout: 30_000 });
  await expect(navigator.getByRole('heading', { name: 'Trip Navigator' })).toBeVisible();
  await expect(navigator.getByTestId('offline-note')).toContainText("You're offline");
  await expect(navigator.getByRole('region', { name: 'Current Stop' }).getByRole('heading')).toHaveText(firstStop);
  for (const name of stopNames) await expect(navigator.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
  // The trip behind the navigator is the saved one (its title, from the worker's copy).
  await expect(page.getByTestId('opened-trip-title')).toHaveText(title);
  await expect(navigator.getByRole('button', { name: /Open in Maps/ })).toBeDisabled();

  // The map: the route is drawn at the navigator's zoom, and the basemap draws roads and towns
  // (zoomed out to the tiles the trip kept; the navigator itself sits at zoom 15 on the stop).
  await waitForMapIdle(page);
  expect((await renderedLayers(page))['route-line'] ?? 0).toBeGreaterThan(0);
  const stopPosition = await page.evaluate(() => {
    const map = window.__rgMaps!.at(-1)! as unknown as { getCenter(): { lng: number; lat: number } };
    const c = map.getCenter();
    return [c.lng, c.lat] as [number, number];
  });
  await page.evaluate((center) => window.__rgMaps!.at(-1)!.jumpTo({ center, zoom: 7.5 }), stopPosition);
  await waitForMapIdle(page);
  const zoomedOut = await renderedLayers(page);
  expect(Object.keys(zoomedOut).filter((id) => id.startsWith('road-')).reduce((n, id) => n + zoomedOut[id]!, 0), JSON.stringify(zoomedOut)).toBeGreaterThan(0);
  expect((zoomedOut['label-city'] ?? 0) + (zoomedOut['label-town'] ?? 0), JSON.stringify(zoomedOut)).toBeGreaterThan(0);
  // The pictures after five presses of −: at the navigator's zoom 15 a stop in the desert shows little
  // but land and the route, and the point is to see the kept basemap (roads, towns, rivers).
  for (const [name, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate((center) => window.__rgMaps!.at(-1)!.jumpTo({ center, zoom: 15 }), stopPosition);
    await waitForMapIdle(page);
    for (let i = 0; i < 5; i++) await navigator.getByRole('button', { name: 'Zoom out' }).click();
    await waitForMapIdle(page);
    await page.screenshot({ path: path.join(SHOTS, `offline-navigator-${name}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.desktop);

  // Behind the navigator, what needs the network says so and is not offered.
  await navigator.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('results-offline-note')).toContainText("You're offline");
  await expect(page.getByRole('button', { name: /Share/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Regenerate Trip/ })).toBeDisabled();
  await page.getByRole('button', { name: /Replace with Surprise/ }).first().click();
  await expectToast(page, 'Reroll failed');
  await expectToast(page, /You're offline: this needs the network/);

  // Back online: signing out drops the kept trips (the map data is public and stays).
  await context.unroute('**', cutNetwork);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => caches.has('rg-offline-trips-v1'))).toBe(false);
});
