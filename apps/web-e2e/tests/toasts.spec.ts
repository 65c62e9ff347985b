/**
 * Toasts never cover the controls a user needs next (docs/product/screens.md#toasts): on the trip form, the results and
 * in the navigator, at 1280×800 and 390×844, no toast's box meets the form's submit, the results'
 * action bar buttons or the navigator's buttons; at most 3 show at once, each with a close button.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '../src/fixtures.js';
import { test, newPage, withTrip } from '../src/traveller.js';

const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toasts on screen now (not the ones fading out). */
function toasts(page: Page) {
  return page.locator('[data-testid="toast"][data-state="open"]');
}

/**
 * Every visible toast lies clear of every visible control in `controls`, and fits the viewport;
 * at most 3 toasts show, each with a close button.
 */
async function expectToastsClearOf(page: Page, controls: Locator, what: string) {
  const shown = toasts(page);
  // The pointer over the stack pauses the toasts' timers while they are measured.
  await shown.first().hover();
  const count = await shown.count();
  expect(count, 'toasts on screen').toBeGreaterThan(0);
  expect(count, 'at most 3 toasts at once').toBeLessThanOrEqual(3);
  const viewport = page.viewportSize()!;
  const targets: { name: string; box: Box }[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && box.width > 0 && box.height > 0) targets.push({ name: (await control.innerText()).trim() || (await control.getAttribute('aria-label')) || '?', box });
  }
  expect(targets.length, `${what}: controls measured`).toBeGreaterThan(0);
  for (const toast of await shown.all()) {
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
    const box = (await toast.boundingBox())!;
    const title = (await toast.innerText()).split('\n')[0];
    expect(box.y + box.height, `toast '${title}' inside the viewport`).toBeLessThanOrEqual(viewport.height);
    for (const target of targets) {
      expect(intersects(box, target.box), `toast '${title}' ${JSON.stringify(box)} covers ${what} '${target.name}' ${JSON.stringify(target.box)}`).toBe(false);
    }
  }
}

/** Lets the toasts' enter animation finish so the boxes are where they stay. */
async function settle(page: Page) {
  await page.waitForTimeout(500);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`toasts at ${name} ${viewport.width}×${viewport.height} stay clear of the form's submit, the results' action bar and the navigator's buttons; at most 3`, async ({
    browser,
    baseURL,
    traveller,
  }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, baseURL!, viewport, traveller.state);
    await page.context().grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.context().setGeolocation({ latitude: 36.17, longitude: -115.14 });

    // The trip form: a blank prompt is refused with a toast.
    await page.goto('/');
    const submit = page.getByRole('button', { name: /Unleash the Gremlin/ });
    await submit.click();
    await expect(toasts(page).filter({ hasText: 'Empty prompt!' })).toBeVisible();
    await settle(page);
    await expectToastsClearOf(page, submit, 'the form submit');
    await page.screenshot({ path: path.join(SHOTS, `toasts-form-${name}.png`) });

    // The results: Share, then a reroll, then a second reroll (the same title replaces the first).
    await withTrip(page, traveller);
    await page.reload();
    const cards = page.getByTestId('stop-card');
    await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    const actions = page.getByRole('region', { name: 'Trip actions' });
    const actionButtons = actions.getByRole('button');
    await actions.getByRole('button', { name: /Share/ }).click();
    await expect(toasts(page).filter({ hasText: /Trip Copied!|Share manually/ })).toBeVisible();
    await settle(page);
    await expectToastsClearOf(page, actionButtons, 'the action bar');
    await page.screenshot({ path: path.join(SHOTS, `toasts-results-${name}.png`) });

    await cards.nth(1).getByRole('button', { name: /Replace with Surprise/ }).click();
    await expect(toasts(page).filter({ hasText: 'Stop Rerolled!' })).toBeVisible({ timeout: 15_000 });
    // The user goes back up to the action bar next.
    await actions.scrollIntoViewIfNeeded();
    await settle(page);
    await expectToastsClearOf(page, actionButtons, 'the action bar');

    // A toast closes with its close button.
    const rerolled = toasts(page).filter({ hasText: 'Stop Rerolled!' });
    await rerolled.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(rerolled).toHaveCount(0);

    // The navigator: four different messages in a row; the oldest gives way, three stay.
    const second = (await cards.nth(1).getByText(/^-?\d+\.\d{4}, -?\d+\.\d{4}$/).textContent())!.split(', ').map(Number);
    await actions.getByRole('button', { name: /Start Navigation/ }).click();
    const navigator = page.getByRole('dialog', { name: 'Trip Navigator' });
    await expect(navigator.getByRole('heading', { name: 'Trip Navigator' })).toBeVisible();
    const navButtons = navigator.getByRole('button').filter({ hasText: /Start Adventure|Pause|Next Stop|Finish Adventure/ }).or(navigator.getByRole('button', { name: 'Close' }));
    // Pressed from inside the page, in quick succession, while the pointer rests on the toasts
    // (which pauses their 5 s): Playwright's own clicks wait for the busy map and move the pointer.
    const press = (labels: string[]) =>
      page.evaluate(async (names) => {
        const dialog = document.querySelector('[role="dialog"]')!;
        for (const label of names) {
          const button = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent?.trim() === label)!;
          button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          button.click();
          await new Promise((r) => setTimeout(r, 150));
        }
      }, labels);
    await press(['Start Adventure', 'Next Stop', 'Pause']);
    await toasts(page).first().hover();
    await expect(toasts(page)).toHaveCount(3);
    // Standing at stop 2, the gremlin says 'Adventure Started!' again (replacing the first) and 'Approaching Destination'.
    await page.context().setGeolocation({ latitude: second[0] + 0.001, longitude: second[1] });
    await press(['Start Adventure']);
    await expect(toasts(page).filter({ hasText: 'Approaching Destination' })).toBeVisible();
    await settle(page);
    await expect(toasts(page)).toHaveCount(3);
    await expect(toasts(page).filter({ hasText: 'Next Stop' })).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: 'Adventure Started!' })).toHaveCount(1);
    await expectToastsClearOf(page, navButtons, 'the navigator');
    await page.screenshot({ path: path.join(SHOTS, `toasts-navigator-${name}.png`) });

    // Closing a toast over the navigator leaves the navigator open.
    await toasts(page).filter({ hasText: 'Approaching Destination' }).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toasts(page).filter({ hasText: 'Approaching Destination' })).toHaveCount(0);
    await expect(navigator).toBeVisible();
    await page.context().close();
  });
}
