/**
 * One signed-up traveller per worker with one generated trip (its planner state), one opened trip and
 * one forum post, plus the administrator's signed-in state: the a11y and toast specs reuse them so
 * the suite plans one trip instead of one per test.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test as base, expect, uniqueEmail, signUpInBrowser, ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures.js';

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface Traveller {
  /** Cookies and localStorage (the session). */
  state: StorageState;
  /** The planner tab's sessionStorage right after the trip was generated (see withTrip). */
  plannerSession: [string, string][];
  tripId: string;
  postId: string;
  postTitle: string;
}

export const test = base.extend<{}, { traveller: Traveller; admin: StorageState }>({
  traveller: [
    async ({ browser, stack }, use) => {
      const context = await browser.newContext({ baseURL: stack.url });
      const page = await context.newPage();
      // The first load of a fresh stack on a busy machine can be slow: wait for it once, generously.
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: "Don't have an account? Sign up" })).toBeVisible({ timeout: 30_000 });
      await signUpInBrowser(page, uniqueEmail('traveller'));

      await page.getByLabel('Your trip').fill('ghost towns from Las Vegas to Reno');
      await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
      await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'Save Trip' })).toBeEnabled();
      const plannerSession = await page.evaluate(() => Object.entries(sessionStorage));

      await page.goto('/my-trips');
      const opened = page.locator('a[href^="/my-trips/"]').first();
      await expect(opened).toBeVisible();
      const tripId = (await opened.getAttribute('href'))!.split('/').pop()!;

      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('rg.session') ?? '{}') as { access_token?: string }).access_token);
      const postTitle = 'Sunset at the Clown Motel';
      const res = await page.request.post('/api/community/posts', {
        data: { title: postTitle, content: 'Tonopah, Nevada. Room 108 has the most clowns.', category: 'hidden-gems' },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
      const postId = ((await res.json()) as { id: string }).id;

      const state = await context.storageState();
      await context.close();
      await use({ state, plannerSession, tripId, postId, postTitle });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  admin: [
    async ({ browser, stack }, use) => {
      const context = await browser.newContext({ baseURL: stack.url });
      const page = await context.newPage();
      await page.goto('/auth');
      await page.getByLabel(/^Email/).fill(ADMIN_EMAIL);
      await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: "Let's Get Lost" }).click();
      await expect(page).toHaveURL(/\/$/);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** A page in a context of its own (viewport, and a signed-in state when given). */
export async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, state?: StorageState) {
  const context = await browser.newContext({ baseURL, viewport, storageState: state });
  return context.newPage();
}

/** Restores the traveller's generated trip into a tab before the planner reads it. */
export async function withTrip(page: Page, traveller: Traveller) {
  await page.addInitScript((entries) => {
    for (const [k, v] of entries) if (sessionStorage.getItem(k) === null) sessionStorage.setItem(k, v);
  }, traveller.plannerSession);
}
