import type { Page } from '@playwright/test';
import { test, expect, uniqueEmail, decodeQuotedPrintable } from '../src/fixtures.js';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: "Let's Get Lost" }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('sign up → Welcome → sign out → sign in → reset the password by e-mail → sign in with the new one', async ({ page, stack }) => {
  const email = uniqueEmail('ada');
  const local = email.split('@')[0];
  const welcome = 'Welcome Ada the Gremlin';

  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByText('Join the adventure')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Display name/).fill('Ada the Gremlin');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('first-password-1');
  await page.getByRole('button', { name: "I don't know where I'm going" }).click();
  await expect(page.getByText(welcome).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The greeting uses the display name: nothing of the e-mail address is on the page.
  expect(await page.locator('body').innerText()).not.toContain(local);

  await signOut(page);
  await signIn(page, email, 'first-password-1');
  await expect(page.getByText('Welcome back!').first()).toBeVisible();
  await expect(page.getByText(welcome).first()).toBeVisible();
  await signOut(page);

  // Password recovery through the e-mailed link.
  const asked = Date.now() - 1000;
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email').first()).toBeVisible();
  const mail = decodeQuotedPrintable(await stack.latestMail(email, asked));
  const link = mail.match(/https?:\/\/[^\s"'<>]+\/reset-password[^\s"'<>]*/)?.[0];
  expect(link, 'the e-mail carries a /reset-password link').toBeTruthy();
  expect(link).toContain('type=recovery');

  await page.goto(link!.replace(/&amp;/g, '&'));
  await page.getByLabel(/^New Password/).fill('second-password-2');
  await page.getByLabel(/^Confirm Password/).fill('second-password-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  await signIn(page, email, 'first-password-1');
  await expect(page.getByText('Login failed').first()).toBeVisible();
  await signIn(page, email, 'second-password-2');
  await expect(page.getByText(welcome).first()).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('This road leads nowhere: check the address, or head back and plan a trip.')).toBeVisible();
});

test('/my-trips signed out lands on /auth', async ({ page }) => {
  await page.goto('/my-trips');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
});

test("empty sign-in fields give the 'Missing information' toast and send nothing", async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/sign-in') && calls.push(r.url()));
  await page.goto('/auth');
  await page.getByRole('button', { name: "Let's Get Lost" }).click();
  await expect(page.getByText(/Missing information/).first()).toBeVisible();
  expect(calls).toEqual([]);
});

test('a restart of the whole stack keeps a signed-up account able to sign in', async ({ page, stack, request }) => {
  const email = uniqueEmail('kept');
  const res = await request.post('/api/auth/sign-up', { data: { email, password: 'survives-restarts-1' } });
  expect(res.status()).toBe(200);
  const { user } = await res.json();
  await stack.restart();
  await signIn(page, email, 'survives-restarts-1');
  await expect(page.getByText(`Welcome ${user.user_metadata.display_name}`).first()).toBeVisible();
});
