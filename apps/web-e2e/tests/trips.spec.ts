import type { Page } from '@playwright/test';
import { test, expect, expectToast, uniqueEmail, signUpInBrowser } from '../src/fixtures.js';

/** The map panel shows either the MapLibre canvas or, without WebGL (common headless), the fallback. */
async function expectMapOrFallback(page: Page, stopCount: number) {
  const panel = page.getByTestId('route-map').first();
  await expect(panel.getByTestId('stop-count-badge')).toHaveText(`${stopCount} stops`);
  await expect(panel.locator('.maplibregl-canvas, [data-testid="map-fallback"]').first()).toBeVisible({ timeout: 20_000 });
  if (await panel.getByTestId('map-fallback').isVisible()) {
    await expect(panel.getByRole('heading', { name: 'Maps Loading Issue' })).toBeVisible();
    await expect(panel.getByRole('img', { name: `Route through ${stopCount} stops` })).toBeVisible();
  } else {
    await expect(panel.getByRole('button', { name: /^Stop 1:/ })).toBeVisible();
  }
}

test('plan → reroll → save → navigate → share: the whole trip journey', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, uniqueEmail('tripper'));

  // Generate.
  await expect(page.getByRole('heading', { name: 'Plan Trip', level: 1 })).toBeVisible();
  await page.getByLabel('Your trip').fill('ghost towns from Las Vegas to Reno');
  await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
  await expectToast(page, 'Trip Generated!');
  const cards = page.getByTestId('stop-card');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  const stopCount = await cards.count();
  expect(stopCount).toBeGreaterThan(1);
  await expectMapOrFallback(page, stopCount);

  // Reroll the second stop: 'Rolling...' then a different stop in its place.
  const second = cards.nth(1);
  const before = await second.getByRole('heading').textContent();
  await second.getByRole('button', { name: /Replace with Surprise/ }).click();
  await expect(second.getByRole('button', { name: /Rolling\.\.\./ })).toBeDisabled();
  await expectToast(page, 'Stop Rerolled!');
  await expect(cards.nth(1).getByRole('heading')).not.toHaveText(before ?? '');

  // Save.
  await page.getByRole('button', { name: 'Save Trip' }).click();
  await expectToast(page, 'Trip Saved!');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Off to the forum and back, then a reload: the trip, its rerolled stop and 'Saved' are all still there.
  const planned = await cards.evaluateAll((els) => els.map((el) => el.querySelector('h1,h2,h3,h4')?.textContent));
  await page.getByRole('link', { name: 'Community', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Plan Trip', exact: true }).first().click();
  await expect(cards).toHaveCount(stopCount);
  await page.reload();
  await expect(cards).toHaveCount(stopCount, { timeout: 20_000 });
  expect(await cards.evaluateAll((els) => els.map((el) => el.querySelector('h1,h2,h3,h4')?.textContent))).toEqual(planned);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Navigator, standing next to stop 1.
  const coords = (await cards.first().getByText(/^-?\d+\.\d{4}, -?\d+\.\d{4}$/).textContent())!.split(', ').map(Number);
  await page.context().grantPermissions(['geolocation'], { origin: baseURL });
  await page.context().setGeolocation({ latitude: coords[0] + 0.001, longitude: coords[1] });
  await page.getByRole('button', { name: /Start Navigation/ }).click();
  await expect(page.getByRole('heading', { name: 'Trip Navigator' })).toBeVisible();
  await expect(page.getByTestId('navigator-progress')).toHaveText(`Stop 1 of ${stopCount}`);
  await expect(page.getByTestId('distance-badge')).toHaveText(/^\d+ m$/);
  await page.getByRole('button', { name: /Start Adventure/ }).click();
  await expectToast(page, 'Approaching Destination');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Trip Navigator' })).toBeHidden();

  // Share: the public link comes from POST /api/trips/{id}/share.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const shared = page.waitForResponse((r) => /\/api\/trips\/[^/]+\/share$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Share/ }).click();
  const { url } = (await (await shared).json()) as { url: string };
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText(/Trip Copied!|Share manually/).first()).toBeVisible();

  // My Trips lists it as saved.
  await page.getByRole('link', { name: 'My Trips' }).first().click();
  const savedSection = page.getByRole('region', { name: 'Saved Trips' });
  const savedCard = savedSection.getByRole('article', { name: 'ghost towns from Las Vegas to Reno' });
  await expect(savedCard).toBeVisible();
  await expect(savedCard.getByText('Saved')).toBeVisible();

  // The share link opens for a signed-out visitor.
  const visitor = await browser.newContext({ baseURL });
  const guest = await visitor.newPage();
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByRole('heading', { name: 'ghost towns from Las Vegas to Reno', level: 1 })).toBeVisible();
  await expect(guest.getByTestId('stop-card')).toHaveCount(stopCount);
  await expect(guest.getByRole('button', { name: /Download GPX/ })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await visitor.close();
});

test('a blank prompt is refused without a request', async ({ page }) => {
  const generated: string[] = [];
  page.on('request', (r) => r.url().includes('/api/generate-stops') && generated.push(r.url()));
  await signUpInBrowser(page, uniqueEmail('blank'));
  await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
  await expectToast(page, 'Empty prompt!');
  expect(generated).toEqual([]);
});

test('the signed-out home shows the live journey map (or its static fallback) with stats', async ({ page }) => {
  await page.goto('/');
  const slot = page.getByTestId('journey-map-slot');
  await expect(slot).toBeVisible();
  await expect(slot.getByTestId('journey-stats')).toContainText('trips planned');
  await expect(slot.locator('.maplibregl-canvas, [data-testid="static-route-image"]').first()).toBeVisible({ timeout: 20_000 });
});
