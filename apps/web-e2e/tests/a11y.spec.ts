/**
 * Accessibility of every screen (docs/product/quality.md#accessibility): axe-core in Chromium at 1280×800 and 390×844 finds no
 * serious or critical violation, and keyboard focus is visible on the landing page and the results'
 * action bar.
 *
 * To keep the suite quick, one traveller is signed up per worker, plans one trip, writes one post, and
 * every test reuses that browser state (src/traveller.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../src/fixtures.js';
import { test, newPage, withTrip } from '../src/traveller.js';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** axe-core on the whole page; only serious and critical violations fail the test. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`,
  );
  expect(report, `axe on ${page.url()}`).toEqual([]);
}

async function waitForMapOrFallback(scope: Locator) {
  await expect(scope.locator('.maplibregl-canvas, [data-testid="map-fallback"]').first()).toBeVisible({ timeout: 20_000 });
}

/** Whether the focused element shows a focus ring: an outline or a box-shadow. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { label, visible: outline || shadow, outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
  });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe at ${name} ${viewport.width}×${viewport.height}`, () => {
    test('signed out: landing, sign-in, sign-up, credits, terms, privacy, 404', async ({ browser, baseURL }) => {
      const page = await newPage(browser, baseURL!, viewport);
      await page.goto('/');
      await expect(page.getByTestId('journey-map-slot')).toBeVisible();
      await waitForMapOrFallback(page.getByTestId('journey-map-slot'));
      await expectNoSeriousViolations(page);

      await page.goto('/auth');
      await expect(page.getByText('Welcome back')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
      await expect(page.getByRole('button', { name: "I don't know where I'm going" })).toBeVisible();
      await expectNoSeriousViolations(page);

      for (const [path, heading] of [
        ['/credits', 'Data sources and credits'],
        ['/terms', 'Terms of Service'],
        ['/privacy', 'Privacy Policy'],
        ['/no-such-page', 'Page Not Found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
      await page.context().close();
    });

    test('signed in: trip form, results (list + map), navigator', async ({ browser, baseURL, traveller }) => {
      const page = await newPage(browser, baseURL!, viewport, traveller.state);
      await page.goto('/');
      await expect(page.getByLabel('Your trip')).toBeVisible();
      await expectNoSeriousViolations(page);

      await withTrip(page, traveller);
      await page.reload();
      await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 20_000 });
      await waitForMapOrFallback(page.getByTestId('route-map').first());
      await expectNoSeriousViolations(page);

      await page.context().grantPermissions(['geolocation'], { origin: baseURL });
      await page.context().setGeolocation({ latitude: 36.17, longitude: -115.14 });
      await page.getByRole('button', { name: /Start Navigation/ }).click();
      await expect(page.getByRole('heading', { name: 'Trip Navigator' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.context().close();
    });

    test('signed in: My Trips, an opened trip, community list, a thread, new post, connections', async ({ browser, baseURL, traveller }) => {
      const page = await newPage(browser, baseURL!, viewport, traveller.state);
      await page.goto('/my-trips');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto(`/my-trips/${traveller.tripId}`);
      await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 20_000 });
      await waitForMapOrFallback(page.getByTestId('route-map').first());
      await expectNoSeriousViolations(page);

      await page.goto('/community');
      await expect(page.getByRole('link', { name: traveller.postTitle })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: 'New Post' }).click();
      await expect(page.getByRole('dialog', { name: 'Create a New Post' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(`/community/thread/${traveller.postId}`);
      await expect(page.getByRole('heading', { name: traveller.postTitle, level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/connections');
      await expect(page.getByRole('heading', { level: 1, name: 'Account connections' })).toBeAttached();
      await expect(page.getByText(/Spotify/).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.context().close();
    });

    test('the admin dashboard', async ({ browser, baseURL, admin }) => {
      const page = await newPage(browser, baseURL!, viewport, admin);
      await page.goto('/admin');
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Current sessions' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.context().close();
    });
  });
}

test.describe('keyboard', () => {
  test('tabbing through the landing page and the results action bar: every stop shows a visible focus ring', async ({ browser, baseURL, traveller }) => {
    const signedOut = await newPage(browser, baseURL!, { width: 1280, height: 800 });
    await signedOut.goto('/');
    await expect(signedOut.getByTestId('journey-map-slot')).toBeVisible();
    const seen: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      await signedOut.keyboard.press('Tab');
      const focus = await focusIndicator(signedOut);
      if (!focus) continue;
      seen.push(focus.label);
      expect(focus.visible, `no visible focus on ${focus.label} (outline ${focus.outline}, box-shadow ${focus.shadow})`).toBe(true);
    }
    expect(seen.length).toBeGreaterThan(5);
    await signedOut.context().close();

    const page = await newPage(browser, baseURL!, { width: 1280, height: 800 }, traveller.state);
    await withTrip(page, traveller);
    await page.goto('/');
    await expect(page.getByTestId('stop-card').first()).toBeVisible({ timeout: 20_000 });
    const bar = page.getByRole('region', { name: 'Trip actions' });
    const buttons = bar.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(2);
    await buttons.first().focus();
    // Focus through a mouse-free path: Shift+Tab out and Tab back in so :focus-visible applies.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    for (let i = 0; i < count; i += 1) {
      const focus = await focusIndicator(page);
      expect(focus, 'something has focus').not.toBeNull();
      expect(focus!.visible, `no visible focus on ${focus!.label} (outline ${focus!.outline}, box-shadow ${focus!.shadow})`).toBe(true);
      expect(await bar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      if (i < count - 1) await page.keyboard.press('Tab');
    }
    await page.context().close();
  });
});
