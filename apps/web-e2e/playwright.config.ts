import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/browser.js';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the whole stack, started by
 * the same code as `npm start` on free ports (see src/fixtures.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './src/global-setup.ts',
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
  },
  outputDir: 'test-results',
});
