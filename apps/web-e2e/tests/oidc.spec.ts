import type { Page } from '@playwright/test';
import { startFakeOidcProvider } from '@roadgremlin/test-fakes';
import { test as base, expect, expectToast } from '../src/fixtures.js';

const DOMAIN = 'roadgremlin.test';

/** This file's stack signs in with a real OpenID Connect provider, configured like Google with a hosted domain. */
const test = base.extend<{}, { stackEnv: Record<string, string> }>({
  stackEnv: [
    async ({}, use) => {
      const provider = await startFakeOidcProvider();
      await use({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_PROVIDER_NAME: 'Google',
        GOOGLE_HOSTED_DOMAIN: DOMAIN,
      });
      await provider.stop();
    },
    { scope: 'worker' },
  ],
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** From /auth through the provider's real login and consent pages. */
async function continueWithProvider(page: Page, login: string) {
  await page.goto('/auth');
  await expect(page.getByText(/signed in to a different Google account/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The provider's development login page…
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // …and its consent page (prompt=consent).
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('Continue with Google signs in through the provider’s login and consent pages, lands on / signed in and syncs the split name', async ({ page }) => {
  const email = `ada.byron+${unique()}@${DOMAIN}`;
  const local = email.split('@')[0];
  const sync = page.waitForRequest((r) => r.url().endsWith('/api/users/sync') && r.method() === 'POST');

  await continueWithProvider(page, email);

  await expect(page).toHaveURL(/\/$/);
  // Greeted by a display name, never by the e-mail address.
  await expect(page.getByTestId('account-link').first()).toBeVisible();
  await expect(page.getByTestId('account-link').first()).not.toContainText(local);
  // The tokens were read from the hash and removed from the address bar.
  expect(new URL(page.url()).hash).toBe('');
  expect((await sync).postDataJSON()).toMatchObject({ email, firstName: 'Ada', lastName: 'Byron', provider: 'oidc' });

  // A reload keeps the session; Sign Out goes to /auth.
  await page.reload();
  await expect(page.getByTestId('account-link').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a user of another hosted domain is refused: back on /auth with the Account Sign-in Issue toast naming the domain', async ({ page }) => {
  const email = `eve.${unique()}@elsewhere.test`;
  await continueWithProvider(page, email);

  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Account Sign-in Issue');
  await expectToast(page, `Only ${DOMAIN} accounts can sign in to Road Gremlin, and ${email} is not one.`);
  await expectToast(page, /Sign out of all your Google accounts in this browser/);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('an e-mail whose password account the provider cannot vouch for is an Account Conflict', async ({ page, request }) => {
  const email = `conflict+unverified.${unique()}@${DOMAIN}`;
  const up = await request.post('/api/auth/sign-up', { data: { email, password: 'gremlin-pass-1' } });
  expect(up.status()).toBe(200);

  await continueWithProvider(page, email);
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Account Conflict Detected');
});

test('a tampered state comes back as Google Login Failed', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/api/auth/oidc/callback?code=forged&state=not-a-state-we-ever-issued-0000`);
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Google Login Failed');
  await expectToast(page, /expired or was started in another browser/);
});

test.describe('/auth-redirect: return-link errors and hash tokens', () => {
  const EXPIRED = 'The authentication link has expired. Please try signing in again.';
  for (const [shape, path, message] of [
    ['access_denied in the query', '/auth-redirect?error=access_denied&error_description=Whatever', EXPIRED],
    ['an expired description in the hash', '/auth-redirect#error=invalid_request&error_description=Email+link+is+invalid+or+has+expired', EXPIRED],
    ['another error with a description', '/auth-redirect?error=server_error&error_description=Database+unavailable', 'Authentication failed: Database unavailable'],
    ['an error code alone, in the hash', '/auth-redirect#error=unauthorized_client', 'Authentication failed: unauthorized_client'],
    ['no error and no tokens', '/auth-redirect', 'No valid authentication found. Please sign in again.'],
  ] as const) {
    test(`${shape} shows “${message}” and a Back to Sign In link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(message)).toBeVisible();
      await page.getByRole('link', { name: 'Back to Sign In' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('tokens in the hash set the session and go to /', async ({ page, request }) => {
    const email = `hash.${unique()}@example.com`;
    const up = await request.post('/api/auth/sign-up', { data: { email, password: 'gremlin-pass-1' } });
    const { session, user } = await up.json();
    await page.goto(`/auth-redirect#access_token=${session.access_token}&refresh_token=${session.refresh_token}&token_type=bearer`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome ${user.user_metadata.display_name}`).first()).toBeVisible();
  });
});
