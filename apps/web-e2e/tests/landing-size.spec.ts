/**
 * Issue #14 §3: the signed-out landing's first-load JavaScript is at most 150 KB gzip. Measured on
 * the production build the browser tests run against (global setup builds it), by the same script
 * a developer runs (`node apps/web/scripts/landing-size.mjs 150`): the entry chunk, the home route
 * and every chunk they import statically; code loaded later (the activity map, maplibre) is not
 * counted.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '@roadgremlin/runtime';

const BUDGET_KB = 150;

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
