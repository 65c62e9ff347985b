/**
 * The signed-out landing, fast the honest way: React in production (as in development and the unit
 * tests), the first screen prerendered at build time (apps/web/src/prerender.tsx) so it paints before
 * any script runs, and at most 180 KB gzip of first-load JavaScript — measured on the production
 * build the browser tests run against (global setup builds it) by the script a developer runs
 * (`node apps/web/scripts/landing-size.mjs 180`): the entry chunk, the home route and every chunk they
 * import statically; code loaded later (the activity map, maplibre) is not counted.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';
import { REPO_ROOT } from '@roadgremlin/runtime';
import { test } from '../src/fixtures.js';

const BUDGET_KB = 180;
const ASSETS = path.join(REPO_ROOT, 'apps/web/dist/assets');

test(`the signed-out landing loads at most ${BUDGET_KB} KB of JavaScript (gzip) before first paint`, () => {
  const script = path.join(REPO_ROOT, 'apps/web/scripts/landing-size.mjs');
  let out: string;
  try {
    out = execFileSync(process.execPath, [script, String(BUDGET_KB)], { encoding: 'utf8' });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    throw new Error(`landing page JavaScript over ${BUDGET_KB} KB gzip:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
  console.log(out.trim().split('\n').at(-1));
  const total = Number(/([\d.]+) KB\s+landing page JavaScript/.exec(out)?.[1]);
  expect(total).toBeGreaterThan(20); // the script found the build
  expect(total).toBeLessThanOrEqual(BUDGET_KB);
});

test('the production build ships React and react-dom, not a stand-in', () => {
  const reactDom = createRequire(path.join(REPO_ROOT, 'apps/web/package.json'))('react-dom/package.json') as { version: string };
  const chunks = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const text = chunks.map((f) => readFileSync(path.join(ASSETS, f), 'utf8'));
  // react-dom checks its own version against React's at start: the literal is in the build
  const literal = new RegExp(`["'\`]${reactDom.version.replace(/\./g, '\\.')}["'\`]`);
  expect(text.some((t) => literal.test(t)), `react-dom ${reactDom.version} in a chunk`).toBe(true);
  expect(chunks.filter((_, i) => /preact/i.test(text[i]))).toEqual([]);
});

test('with JavaScript off, the landing still shows the hero, the tagline and the way to start', async ({ browser, baseURL }) => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Road Gremlin' })).toBeVisible();
    await expect(page.getByText("Discover routes you didn't know you needed")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.getByRole('link', { name: 'Sign in to start planning' }).getAttribute('href')).toBe('/auth');
    await context.close();
  }
});

test('with JavaScript on, the app takes over the prerendered landing: one copy, and elsewhere none at all', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Live journeys')).toBeVisible(); // the app's own widget, after first paint
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.goto('/community');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Road Gremlin' })).toHaveCount(0);
});
