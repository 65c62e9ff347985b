/**
 * Find My Inner Gremlin (docs/product/screens.md#find-my-inner-gremlin), in Chromium against the whole stack, with Spotify played by a
 * local fake OAuth provider: sign in → open the panel → Connect Spotify in a real popup →
 * 'Account connected!' → the personality card shows insights → a generated trip shows personal
 * notes and a bonus stop → Disconnect → the card is gone.
 */
import { startFakeOAuthProvider } from '@roadgremlin/test-fakes';
import { test as base, expect, expectToast, uniqueEmail, signUpInBrowser } from '../src/fixtures.js';

// Its own worker and stack: the connections service starts with Spotify pointed at the fake (the
// other providers stay unconfigured). Without `redirectBase` the fake registers the redirect URI of
// the first authorize request, since the stack draws its port after the fake has started.
const test = base.extend<{}, { stackEnv: Record<string, string> }>({
  stackEnv: [
    async ({}, use) => {
      const provider = await startFakeOAuthProvider();
      await use(provider.env(['spotify']));
      await provider.stop();
    },
    { scope: 'worker' },
  ],
});

test('connect Spotify in a popup → personality → personalised trip with a bonus stop → disconnect', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpInBrowser(page, uniqueEmail('gremlin-fan'), 'gremlin-password-1');

  // The personalization card starts it; then the panel.
  await page.getByRole('button', { name: /Find My Inner Gremlin/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Inner Gremlin is Awake!' })).toBeVisible();
  await expect(page.getByText('Connect your accounts to unlock smarter trip recommendations')).toBeVisible();
  const spotify = page.getByRole('listitem', { name: 'Spotify' });
  await expect(spotify.getByText('music taste destinations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Travel Personality' })).toBeHidden();

  // Connect in a real popup: ticket → start → the fake provider's consent → our callback → postMessage.
  const popupOpened = page.waitForEvent('popup');
  await spotify.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  await expectToast(page, 'Account connected!');
  await popup.waitForEvent('close', { timeout: 10_000 }).catch(() => {});
  expect(popup.isClosed()).toBe(true);
  await expect(spotify.getByText('Connected')).toBeVisible();
  await expect(spotify.getByRole('button', { name: 'Disconnect' })).toBeVisible();

  // The personality computed from the fake's real-shaped data (outlaw country top artists).
  const personality = page.getByRole('region', { name: 'Your Travel Personality' });
  await expect(personality).toBeVisible();
  await expect(personality.getByRole('listitem').first()).toContainText('Your Spotify leans outlaw country');

  // A trip that knows it.
  await page.getByLabel('Your trip').fill('ghost towns from Las Vegas to Reno');
  await page.getByRole('button', { name: /Unleash the Gremlin/ }).click();
  await expectToast(page, 'Trip Generated!');
  const cards = page.getByTestId('stop-card');
  await expect(cards.first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('bonus-badge')).toHaveCount(1);
  await expect(page.getByTestId('bonus-badge')).toHaveText('Bonus stop');
  await expect(cards.filter({ hasText: 'Your Spotify leans outlaw country' }).first()).toBeVisible();
  const touches = page.getByRole('region', { name: 'Personalized touches' });
  await expect(touches.getByRole('listitem').first()).toContainText('Bonus stop unlocked:');
  expect(await touches.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('summary-vibe')).toContainText('Retro + Musical');

  // Back to the form and the panel: disconnect, and the personality card goes.
  await page.getByRole('button', { name: /New Search/ }).click();
  await expect(spotify.getByText('Connected')).toBeVisible();
  await spotify.getByRole('button', { name: 'Disconnect' }).click();
  await expectToast(page, 'Account disconnected');
  await expect(spotify.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Travel Personality' })).toBeHidden();
});
