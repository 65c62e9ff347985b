import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, uniqueEmail, ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/fixtures.js';

const PASSWORD = 'admin-e2e-password-1';

/** Signs up through the API (no e-mail confirmation in the e2e stack). */
async function signUp(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const res = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** Fills the sign-in form of a page already on /auth. */
async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: "Let's Get Lost" }).click();
  // Signed in: the nav bar greets by display name (never the e-mail address) and links to /account.
  await expect(page.getByTestId('account-link').first()).toBeVisible();
  await expect(page.getByTestId('account-link').first()).not.toContainText(email.split('@')[0]);
}

test("the admin's dashboard shows another browser's visit, page change and sign-in live", async ({ page, browser, baseURL, request }) => {
  await page.goto('/auth');
  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('Active right now')).toBeVisible();
  const table = page.getByRole('table', { name: 'Current sessions' });
  // The admin's own tab is a session too.
  await expect(table.getByRole('row').filter({ hasText: ADMIN_EMAIL }).filter({ hasText: '/admin' })).toBeVisible();

  // A second browser (its own context: no shared storage) visits, then moves inside the app.
  const email = await signUp(request, 'watched');
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  try {
    await visitor.goto('/terms');
    const visitorRows = () => table.getByRole('row').filter({ hasText: 'visitor' });
    await expect(visitorRows().filter({ hasText: '/terms' })).toHaveCount(1);

    await visitor.getByRole('link', { name: 'Community' }).first().click();
    await expect(visitor).toHaveURL(/\/community$/);
    // Same session (a client-side navigation), now on /community.
    await expect(visitorRows().filter({ hasText: '/community' })).toHaveCount(1);
    await expect(visitorRows().filter({ hasText: '/terms' })).toHaveCount(0);

    // It signs in: the same session now shows its (server-verified) e-mail.
    await visitor.getByRole('link', { name: 'Sign In' }).first().click();
    await submitSignIn(visitor, email, PASSWORD);
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(visitorRows()).toHaveCount(0);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a signed-in user who is not the administrator sees 'Administrator Access Required'", async ({ page, request }) => {
  const email = await signUp(request, 'nosy');
  await page.goto('/auth');
  await submitSignIn(page, email, PASSWORD);
  await page.goto('/admin');
  await expect(page.getByText('Administrator Access Required')).toBeVisible();
  await expect(page.getByText('Active right now')).toHaveCount(0);
  await expect(page.getByText('Live', { exact: true })).toHaveCount(0);
});

test("a signed-out visitor on /admin sees 'Administrator Access Required' and a way to sign in", async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Administrator Access Required')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
