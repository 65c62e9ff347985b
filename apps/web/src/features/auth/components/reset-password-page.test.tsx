import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calls, fakeFetch, renderApp } from '../../../test/app-harness';
import { AuthClient } from '../../../lib/auth-client';

const VALID = '/reset-password#access_token=rec-access&refresh_token=rec-refresh&type=recovery';

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(await screen.findByLabelText(/^New Password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('/reset-password', () => {
  it.each([
    ['no tokens at all', '/reset-password'],
    ['a link without type=recovery', '/reset-password#access_token=a&refresh_token=b&type=signup'],
    ['a link without a refresh token', '/reset-password?access_token=a&type=recovery'],
  ])('%s shows "Invalid Reset Link" and toasts', async (_, path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(await screen.findByText('Invalid reset link')).toBeInTheDocument();
    expect(screen.getAllByText(/This password reset link is invalid or has expired\./).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('opening a valid recovery link announces PASSWORD_RECOVERY once; an invalid one does not', async () => {
    const announce = vi.spyOn(AuthClient.prototype, 'notifyPasswordRecovery');
    renderApp(VALID);
    await screen.findByLabelText(/^New Password/);
    await waitFor(() => expect(announce).toHaveBeenCalledTimes(1));
    cleanup();
    announce.mockClear();
    renderApp('/reset-password#access_token=a&refresh_token=b&type=signup');
    await screen.findByRole('heading', { name: 'Invalid Reset Link' });
    expect(announce).not.toHaveBeenCalled();
  });

  it('accepts the tokens from the query as well', async () => {
    renderApp('/reset-password?access_token=a&refresh_token=b&type=recovery');
    expect(await screen.findByLabelText(/^New Password/)).toBeInTheDocument();
  });

  it('different passwords toast "Passwords don\'t match" and send nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp(VALID);
    await submit(user, 'secret1', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure both passwords are identical.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/auth/reset-password');
  });

  it('a password under 6 characters toasts "Password too short" and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp(VALID);
    await submit(user, 'abc12', 'abc12');
    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/auth/reset-password');
  });

  it('an empty confirmation toasts "Missing information"', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(VALID);
    await submit(user, 'secret1', '');
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
  });

  it('a server rejection toasts "Password reset failed" with its message', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(VALID, {
      fetch: fakeFetch(() => ({ status: 401, body: { error: { code: 'invalid_token', message: 'This reset link has expired' } } })),
    });
    await submit(user, 'secret1', 'secret1');
    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
    expect(screen.getByText('This reset link has expired')).toBeInTheDocument();
  });

  it('a valid reset posts the tokens and password, then goes to /auth after 2 s', async () => {
    const user = userEvent.setup({ delay: null });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { fetch, router } = renderApp(VALID, {
      fetch: fakeFetch(({ path }) => (path === '/api/auth/reset-password' ? { status: 200, body: { ok: true } } : undefined)),
    });
    await submit(user, 'secret1', 'secret1');
    expect(await screen.findByText('Password updated')).toBeInTheDocument();

    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/reset-password')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      access_token: 'rec-access',
      refresh_token: 'rec-refresh',
      password: 'secret1',
    });
    // The tokens are gone from the address bar.
    expect(router.state.location.hash).toBe('');

    // The move to /auth is scheduled 2 s out, not done at once.
    expect(timers.mock.calls.some(([, delay]) => delay === 2000)).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 5000 });
  });
});
