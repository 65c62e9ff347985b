/**
 * My Trips (docs/product/screens.md#my-trips) on the real stack: a trip regenerated twice is one trip with 3 versions in My Trips;
 * it opens at /my-trips/{id} (reload, back button), is renamed, deleted and brought back with Undo;
 * another user can neither open nor change it (through the gateway). Screenshots of My Trips and
 * an opened trip at 1280×800 and 390×844 go to screenshots/.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectToast, uniqueEmail, signUpInBrowser } from '../src/fixtures.js';

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Runs `action` and waits for the generate call it makes, answering 200; returns the answer. */
async function generated(page: Page, action: () => Promise<void>) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/generate-stops') && r.request().method() === 'POST', { timeout: 45_000 });
  await action();
  const res = await answer;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { tripId: string; stops: unknown[] };
  await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 45_000 });
  return body;
}

async function shots(page: Page, label: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SHOTS, `${label}-${size.name}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('generate → regenerate twice → one trip with 3 versions → open, reload, back → rename → delete → Undo; another user gets nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpInBrowser(page, uniqueEmail('versions'));

  // Generate, then Regenerate twice: the answer keeps naming the same trip.
  await page.getByLabel('Your trip').fill('Dallas to Houston');
  const first = await generated(page, () => page.getByRole('button', { name: /Unleash the Gremlin/ }).click());
  const second = await generated(page, () => page.getByRole('button', { name: /Regenerate Trip/ }).click());
  const third = await generated(page, () => page.getByRole('button', { name: /Regenerate Trip/ }).click());
  expect(second.tripId).toBe(first.tripId);
  expect(third.tripId).toBe(first.tripId);
  const tripId = first.tripId;

  // My Trips: one trip, not three.
  await page.getByRole('link', { name: 'My Trips', exact: true }).first().click();
  await expect(page).toHaveURL(/\/my-trips$/);
  const all = page.getByRole('region', { name: 'All Generated Trips' });
  await expect(all.getByTestId('trip-card')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Saved Trips' }).getByText(/No saved trips yet/)).toBeVisible();
  await shots(page, 'my-trips');

  // Open it: the results view of the stored trip (no planning: no generate call), version 3 of 3.
  let planned = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/generate-stops')) planned += 1;
  });
  await all.getByRole('link', { name: 'Open Dallas to Houston' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-trips/${tripId}$`));
  await expect(page.getByTestId('version-count')).toHaveText('Version 3 of 3');
  await expect(page.getByTestId('results-stop-count')).toHaveText(`${third.stops.length} stops`);
  await expect(page.getByTestId('stop-card')).toHaveCount(third.stops.length);
  await page.reload();
  await expect(page.getByTestId('version-count')).toHaveText('Version 3 of 3', { timeout: 20_000 });
  await expect(page.getByTestId('stop-card')).toHaveCount(third.stops.length);
  await page.waitForTimeout(1500);
  await shots(page, 'my-trip-opened', true);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-trips$/);
  await page.goForward();
  await expect(page.getByTestId('version-count')).toHaveText('Version 3 of 3');
  expect(planned).toBe(0);

  // Back to version 1 and forward to 3 again.
  await page.getByRole('button', { name: /^Version 1,/ }).click();
  await expect(page.getByTestId('version-count')).toHaveText('Version 1 of 3');
  await expect(page.getByTestId('results-stop-count')).toHaveText(`${first.stops.length} stops`);
  await page.getByRole('button', { name: /^Version 3,/ }).click();
  await expect(page.getByTestId('version-count')).toHaveText('Version 3 of 3');

  // Rename inline: a too long title is refused with its reason, a good one sticks.
  await page.getByRole('link', { name: 'Back to My Trips' }).click();
  const card = all.getByTestId('trip-card');
  await card.getByRole('button', { name: 'Rename' }).click();
  await card.getByLabel('Trip title').fill('x'.repeat(81));
  await card.getByRole('button', { name: 'Save title' }).click();
  await expect(card.getByText('The title must be at most 80 characters.')).toBeVisible();
  await card.getByLabel('Trip title').fill('Texas triangle');
  await card.getByRole('button', { name: 'Save title' }).click();
  await expect(card.getByRole('heading', { name: 'Texas triangle' })).toBeVisible();

  // Delete (confirmed), then Undo: it is back.
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Delete trip' }).click();
  await expectToast(page, 'Trip deleted');
  await expect(all.getByTestId('trip-card')).toHaveCount(0);
  await expect(all.getByText(/No trips yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(all.getByRole('article', { name: 'Texas triangle' })).toBeVisible();
  await page.reload();
  await expect(all.getByRole('article', { name: 'Texas triangle' })).toBeVisible({ timeout: 20_000 });

  // Another user: the URL says 'Trip not found', and the calls through the gateway answer 404 and change nothing.
  const other = await browser.newContext({ baseURL });
  const them = await other.newPage();
  await signUpInBrowser(them, uniqueEmail('intruder'));
  await them.goto(`/my-trips/${tripId}`);
  await expect(them.getByRole('heading', { name: 'Trip not found' })).toBeVisible();
  const statuses = await them.evaluate(async (id) => {
    const token = (JSON.parse(localStorage.getItem('rg.session') ?? '{}') as { access_token?: string }).access_token;
    const call = async (method: string, url: string, body?: unknown) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
      return (await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined })).status;
    };
    return [
      await call('GET', `/api/trips/${id}`),
      await call('PATCH', `/api/trips/${id}`, { title: 'Mine now' }),
      await call('DELETE', `/api/trips/${id}`),
      await call('POST', `/api/trips/${id}/versions/1/restore`),
      await call('DELETE', `/api/user/save-trip/${id}`),
    ];
  }, tripId);
  expect(statuses).toEqual([404, 404, 404, 404, 404]);
  await other.close();
  await page.reload();
  await expect(all.getByRole('article', { name: 'Texas triangle' })).toBeVisible({ timeout: 20_000 });
});
