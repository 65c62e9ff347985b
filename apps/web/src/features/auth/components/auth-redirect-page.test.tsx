import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calls, fakeFetch, makeSession, renderApp } from '../../../test/app-harness';

const EXPIRED = 'The authentication link has expired. Please try signing in again.';

describe('/auth-redirect', () => {
  it.each([
    ['error=access_denied in the query', '/auth-redirect?error=access_denied&error_description=Whatever'],
    ['error=access_denied in the hash', '/auth-redirect#error=access_denied'],
    ['a description mentioning expiry', '/auth-redirect?error=invalid_request&error_description=Email+link+is+invalid+or+has+expired'],
    ['an expired description in the hash', '/auth-redirect#error_description=Token%20Expired'],
  ])('%s shows the expired-link message', async (_, path) => {
    renderApp(path);
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('another error shows "Authentication failed:" with the description', async () => {
    renderApp('/auth-redirect?error=server_error&error_description=Database+unavailable');
    expect(await screen.findByText('Authentication failed: Database unavailable')).toBeInTheDocument();
  });

  it('an error without a description shows the error code', async () => {
    renderApp('/auth-redirect#error=unauthorized_client');
    expect(await screen.findByText('Authentication failed: unauthorized_client')).toBeInTheDocument();
  });

  it('tokens in the hash without a session set the session and go to /', async () => {
    const session = makeSession({ access_token: 'fresh-access' });
    const { router, fetch } = renderApp('/auth-redirect#access_token=link-access&refresh_token=link-refresh&type=signup', {
      fetch: fakeFetch(({ path, body }) =>
        path === '/api/auth/refresh' && (body as { refresh_token: string }).refresh_token === 'link-refresh'
          ? { status: 200, body: { session } }
          : undefined,
      ),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls(fetch)).toContain('POST /api/auth/refresh');
    expect(JSON.parse(localStorage.getItem('rg.session')!).access_token).toBe('fresh-access');
  });

  it('no error, no session and no tokens shows "No valid authentication found"', async () => {
    renderApp('/auth-redirect');
    expect(await screen.findByText('No valid authentication found. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
  });

  it('tokens that the server rejects end on "No valid authentication found"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/auth-redirect#access_token=a&refresh_token=bad', {
      fetch: fakeFetch(() => ({ status: 401, body: { error: { code: 'invalid_grant', message: 'Invalid refresh token' } } })),
    });
    expect(await screen.findByText('No valid authentication found. Please sign in again.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
