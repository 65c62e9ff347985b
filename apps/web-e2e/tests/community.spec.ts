import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, uniqueEmail } from '../src/fixtures.js';

const PASSWORD = 'community-e2e-password-1';

interface Account {
  email: string;
  token: string;
}

/** Signs up through the API (no e-mail confirmation in the e2e stack) and returns the access token. */
async function signUp(request: APIRequestContext, firstName: string): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/auth/sign-up', { data: { email, password: PASSWORD, firstName, displayName: `${firstName} the Wanderer` } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { session: { access_token: string } | null };
  expect(body.session, 'sign-up answers a session').toBeTruthy();
  return { email, token: body.session!.access_token };
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: "Let's Get Lost" }).click();
  await expect(page.getByTestId('account-link')).toBeVisible();
}

async function apiPost<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

function card(page: Page, title: string): Locator {
  return page.getByTestId('post-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/** The numbers on a pair of vote buttons, e.g. [1, 0]. */
async function votes(scope: Locator): Promise<[string, string]> {
  return [
    (await scope.getByRole('button', { name: 'Upvote' }).textContent())!.trim(),
    (await scope.getByRole('button', { name: 'Downvote' }).textContent())!.trim(),
  ];
}

test('a visitor reads the list and a thread and is told to log in when voting', async ({ page, request }) => {
  const author = await signUp(request, 'Quinn');
  const title = `Mystery spot off Route 66 ${Date.now()}`;
  const post = await apiPost<{ id: string }>(request, author.token, '/api/community/posts', {
    title,
    content: 'Gravity feels wrong here.\nBring a level.',
    category: 'hidden-gems',
  });
  await apiPost(request, author.token, `/api/community/posts/${post.id}/comments`, { content: 'Also: the gift shop.' });
  await apiPost(request, author.token, `/api/community/posts/${post.id}/vote`, { voteType: 'up' });

  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Plan Trip/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  const item = card(page, title);
  await expect(item).toBeVisible();
  await expect(item.getByText('Hidden Gems')).toBeVisible();
  await expect(item.getByText('Quinn the Wanderer')).toBeVisible();
  await expect(item.getByText('Just now')).toBeVisible();
  await expect(item.getByRole('link', { name: '1 comment' })).toBeVisible();
  expect(await votes(item)).toEqual(['1', '0']);

  await item.getByRole('button', { name: 'Upvote' }).click();
  await expect(page.getByText('Please log in to vote on posts')).toBeVisible();
  await expect(page.getByText('Login Required').first()).toBeVisible();
  expect(await votes(item)).toEqual(['1', '0']);

  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/community/thread/${post.id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('post-content')).toHaveText('Gravity feels wrong here.\nBring a level.');
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(page.getByText('Also: the gift shop.')).toBeVisible();
  await expect(page.getByLabel('Add a Comment')).toHaveCount(0);

  await page.getByTestId('comment').getByRole('button', { name: 'Upvote' }).click();
  await expect(page.getByText('Please log in to vote on comments')).toBeVisible();

  await page.goto('/community/thread/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
});

test('a signed-in user posts, filters, comments and votes, and sees the numbers change', async ({ page, request }) => {
  const { email } = await signUp(request, 'Marlo');
  await signIn(page, email);
  const title = `Ghost town loop in Nevada ${Date.now()}`;

  await page.getByRole('link', { name: 'Community' }).first().click();
  await expect(page).toHaveURL(/\/community$/);
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Create Post' });
  await expect(dialog.getByLabel(/^Category/)).toHaveValue('questions');
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Content/).fill('Rhyolite, then Goldfield.\nFuel up in Beatty.');
  await dialog.getByLabel(/^Category/).selectOption('trip-reports');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();

  // The category row filters on the server.
  const filters = page.getByRole('group', { name: 'Filter by category' });
  await filters.getByRole('button', { name: 'Route Sharing' }).click();
  await expect(page).toHaveURL(/category=route-sharing/);
  await expect(card(page, title)).toHaveCount(0);
  await filters.getByRole('button', { name: 'Trip Reports' }).click();
  await expect(page).toHaveURL(/category=trip-reports/);
  const item = card(page, title);
  await expect(item).toBeVisible();
  await expect(item.getByText('Trip Reports')).toBeVisible();
  await expect(item.getByText('Marlo')).toBeVisible();

  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(page.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();

  const box = page.getByLabel('Add a Comment');
  const postComment = page.getByRole('button', { name: 'Post Comment' });
  await expect(postComment).toBeDisabled();
  await box.fill('Beatty has the best jerky.');
  await postComment.click();
  await expect(page.getByTestId('comment').getByText('Beatty has the best jerky.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(box).toHaveValue('');

  const article = page.getByRole('article');
  expect(await votes(article)).toEqual(['0', '0']);
  await article.getByRole('button', { name: 'Upvote' }).click();
  await expect(article.getByRole('button', { name: 'Upvote' })).toHaveText('1');
  await expect(article.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
  // The other way switches the vote.
  await article.getByRole('button', { name: 'Downvote' }).click();
  await expect(article.getByRole('button', { name: 'Downvote' })).toHaveText('1');
  await expect(article.getByRole('button', { name: 'Upvote' })).toHaveText('0');

  const comment = page.getByTestId('comment');
  await comment.getByRole('button', { name: 'Upvote' }).click();
  await expect(comment.getByRole('button', { name: 'Upvote' })).toHaveText('1');
  await expect(comment.getByRole('button', { name: 'Upvote' })).toBeEnabled();

  // The numbers are the server's: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Downvote' })).toHaveText('1');
  await expect(article.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
  expect(await votes(article)).toEqual(['0', '1']);
  await expect(comment.getByRole('button', { name: 'Upvote' })).toHaveText('1');
  await expect(comment.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: /Back to Community/ }).click();
  const listed = card(page, title);
  await expect(listed.getByRole('link', { name: '1 comment' })).toBeVisible();
  expect(await votes(listed)).toEqual(['0', '1']);
});

test('a title with <script> shows as text and runs nothing', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { email } = await signUp(request, 'Mallory');
  await signIn(page, email);
  const title = `<script>alert(1)</script> ${Date.now()}`;

  await page.goto('/community');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Content/).fill('<img src=x onerror="alert(2)">');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toBeHidden();

  const item = card(page, title);
  await expect(item).toBeVisible();
  await expect(item.getByText('<img src=x onerror="alert(2)">')).toBeVisible();
  await item.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toHaveText(title);
  await expect(page.getByTestId('post-content')).toHaveText('<img src=x onerror="alert(2)">');
  await expect(page.locator('main script, main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
