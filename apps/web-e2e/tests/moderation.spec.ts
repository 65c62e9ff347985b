import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, uniqueEmail, ADMIN_EMAIL, ADMIN_PASSWORD } from '../src/fixtures.js';

/**
 * Forum moderation as people live it: a reader reports a post, the administrator finds it in the
 * moderation queue and hides it, another reader no longer finds it while its author still sees it
 * marked, the administrator restores it and it is back for everyone. Writes `moderation-…` screenshots
 * of the report dialog, the queue and the author's hidden post at 1280×800 and 390×844.
 */

const PASSWORD = 'moderation-e2e-password-1';
const SHOTS = path.join(import.meta.dirname, '..', 'screenshots');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function signUp(request: APIRequestContext, name: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const res = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, firstName: name, displayName: `${name} the Wanderer` } });
  expect(res.status(), await res.text()).toBe(200);
  return { email, token: ((await res.json()) as { session: { access_token: string } }).session.access_token };
}

async function signedInPage(browser: Browser, baseURL: string, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByText('Welcome back')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: "Let's Get Lost" }).click();
  await expect(page.getByTestId('account-link')).toBeVisible();
  return page;
}

/** A screenshot at both sizes, the page settled (fonts, no animation). */
async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `moderation-${name}-${size}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(DESKTOP);
}

test('a reported post: the admin hides it from the queue, another user no longer sees it, the admin restores it and it is back', async ({ browser, request, stack }) => {
  test.setTimeout(240_000);
  const author = await signUp(request, 'Wendell');
  const reporter = await signUp(request, 'Rosa');
  const reader = await signUp(request, 'Otto');
  const title = `Cheap motel deals ${Date.now()}`;
  const created = await request.post('/api/community/posts', {
    data: { title, content: 'Rooms from $9 at https://example.com/deals, ask for Sal.', category: 'hidden-gems' },
    headers: { Authorization: `Bearer ${author.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = ((await created.json()) as { id: string }).id;
  const other = await request.post('/api/community/posts', {
    data: { title: `Giant fiddle in Sydney ${Date.now()}`, content: 'Worth the stop.', category: 'hidden-gems' },
    headers: { Authorization: `Bearer ${author.token}` },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherTitle = ((await other.json()) as { title: string }).title;

  // A reader reports it with a reason.
  const rosa = await signedInPage(browser, stack.url, reporter.email);
  await rosa.goto(`/community/thread/${postId}`);
  await expect(rosa.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(rosa.getByTestId('post-content').getByRole('link', { name: 'https://example.com/deals' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  await rosa.getByRole('button', { name: 'Report' }).click();
  const dialog = rosa.getByRole('dialog', { name: 'Report Post' });
  await dialog.getByText('Spam or advertising').click();
  await dialog.getByLabel(/^Anything to add/).fill('The same link in three threads today');
  await shoot(rosa, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(rosa.getByText('Report sent')).toBeVisible();
  await expect(rosa.getByRole('button', { name: 'Reported' })).toBeDisabled();

  // The administrator finds it in the queue and hides it.
  const admin = await signedInPage(browser, stack.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin');
  // The dashboard links to the queue (its live cards keep the page busy: open the address itself).
  await expect(admin.getByRole('link', { name: 'Moderation queue' })).toHaveAttribute('href', '/admin/moderation');
  await admin.goto('/admin/moderation');
  const item = admin.getByTestId('moderation-item').filter({ has: admin.getByRole('link', { name: title }) });
  await expect(item).toBeVisible();
  await expect(item.getByText('1 report')).toBeVisible();
  await expect(item.getByText('Spam or advertising')).toBeVisible();
  await expect(item.getByText('“The same link in three threads today”')).toBeVisible();
  await expect(item.getByText('Wendell the Wanderer')).toBeVisible();
  await item.getByLabel(/Reason for the log/).fill('Advertising');
  await shoot(admin, 'queue');
  await item.getByRole('button', { name: 'Hide post' }).click();
  await expect(item.getByRole('button', { name: 'Restore post' })).toBeVisible();
  await expect(admin.getByTestId('log-entry').first()).toContainText(`hid the post “${title}”`);

  // Another user no longer sees it, in the list or at its address.
  const otto = await signedInPage(browser, stack.url, reader.email);
  await otto.goto('/community');
  await expect(otto.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  await expect(otto.getByRole('link', { name: otherTitle })).toBeVisible();
  await expect(otto.getByRole('link', { name: title })).toHaveCount(0);
  await otto.goto(`/community/thread/${postId}`);
  await expect(otto.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();

  // Its author still sees it, marked.
  const wendell = await signedInPage(browser, stack.url, author.email);
  await wendell.goto(`/community/thread/${postId}`);
  await expect(wendell.getByTestId('hidden-marker')).toHaveText('Hidden by a moderator');
  await expect(wendell.getByText('A moderator hid this post: only you can see it.')).toBeVisible();
  await shoot(wendell, 'hidden-post');

  // The administrator restores it: it is back for the other user.
  await item.getByRole('button', { name: 'Restore post' }).click();
  // Restored, with no open report left, it leaves the queue.
  await expect(item).toHaveCount(0);
  await expect(admin.getByTestId('log-entry').first()).toContainText(`restored the post “${title}”`);
  await otto.goto('/community');
  await expect(otto.getByRole('link', { name: title })).toBeVisible();
  await otto.getByRole('link', { name: title }).click();
  await expect(otto.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(otto.getByTestId('hidden-marker')).toHaveCount(0);
});
