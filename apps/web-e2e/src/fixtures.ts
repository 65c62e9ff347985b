import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startStack, type RunningStack } from '@roadgremlin/runtime';
import { createTestDatabase, testRedisPrefix, testRedisUrl, clearRedisPrefix } from '@roadgremlin/service-kit/testing';

export interface E2EStack {
  url: string;
  /** The stack's PostgreSQL database (every service's schema), for checking what was stored. */
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  /** Stops every process and starts them again on the same database, Redis and ports. */
  restart(): Promise<void>;
  /** The newest e-mail written to the outbox for `to` (embedded mail mode), as raw text. */
  latestMail(to: string, since?: number): Promise<string>;
}

export const ADMIN_EMAIL = 'admin@roadgremlin.local';
export const ADMIN_PASSWORD = 'gremlin-admin-e2e-password';

export interface StackFixtures {
  /**
   * Extra environment for the stack's processes (fake OAuth/OIDC providers…). Override it in a spec
   * file with `base.extend({ stackEnv: [async ({}, use) => { …start fakes…; await use({...}); }, { scope: 'worker' }] })`:
   * Playwright then runs that file in its own worker with its own stack.
   */
  stackEnv: Record<string, string>;
  stack: E2EStack;
}

export const test = base.extend<{}, StackFixtures>({
  stackEnv: [async ({}, use) => use({}), { scope: 'worker' }],
  stack: [
    async ({ stackEnv }, use) => {
      const database = await createTestDatabase('e2e');
      const prefix = testRedisPrefix('e2e');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-e2e-'));
      const logFile = path.join(dataDir, 'stack.log');
      const log = fs.createWriteStream(logFile);
      const port = await freePort();
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: prefix,
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        GATEWAY_HOST: '127.0.0.1',
        ADMIN_EMAILS: ADMIN_EMAIL,
        ADMIN_PASSWORD,
        RATE_LIMIT_PER_MINUTE: '100000',
        // Every test signs up from 127.0.0.1: the per-address sign-up limit is checked by identity's tests.
        SIGNUP_LIMIT_PER_HOUR: '100000',
        ...stackEnv,
      };
      const start = () => startStack({ ports: 'free', gatewayPort: port, env, onLog: (line) => log.write(`${line}\n`) });
      let running: RunningStack = await start().catch((err) => {
        throw new Error(`${err.message}\n(full log: ${logFile})`);
      });
      const outbox = path.join(dataDir, 'outbox');
      await use({
        url: running.url,
        databaseUrl: database.url,
        dataDir,
        logFile,
        async restart() {
          await running.stop();
          running = await start();
        },
        async latestMail(to: string, since = 0) {
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline) {
            const files = fs.existsSync(outbox)
              ? fs
                  .readdirSync(outbox)
                  .filter((f) => f.includes(to))
                  .map((f) => path.join(outbox, f))
                  .filter((f) => fs.statSync(f).mtimeMs >= since)
                  .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
              : [];
            if (files.length) return fs.readFileSync(files[0], 'utf8');
            await new Promise((r) => setTimeout(r, 200));
          }
          throw new Error(`no e-mail to ${to} in ${outbox}`);
        },
      });
      await running.stop();
      log.end();
      const { Redis } = await import('ioredis');
      const redis = new Redis(testRedisUrl());
      await clearRedisPrefix(redis, prefix);
      await redis.quit();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
});

export { expect };

/** A fresh e-mail for one test. */
export function uniqueEmail(label = 'traveller') {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Decodes a quoted-printable mail body enough to find links in it. */
export function decodeQuotedPrintable(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Signs a new traveller up through the /auth screen and waits for the home page. */
export async function signUpInBrowser(page: Page, email: string, password = 'trip-password-1') {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: "I don't know where I'm going" }).click();
  await expect(page).toHaveURL(/\/$/);
}
