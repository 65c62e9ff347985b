import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, makeSession, renderApp } from '../../../test/app-harness';

describe('/auth/callback', () => {
  it('tokens in the hash complete the sign-in and go to /', async () => {
    const session = makeSession({ access_token: 'cb-access' });
    const { router } = renderApp('/auth/callback#access_token=x&refresh_token=y', {
      fetch: fakeFetch(({ path }) => (path === '/api/auth/refresh' ? { status: 200, body: { session } } : undefined)),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem('rg.session')!).access_token).toBe('cb-access');
  });

  it('an existing session goes to /', async () => {
    const { router } = renderApp('/auth/callback', { session: makeSession() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('no session goes to /auth', async () => {
    const { router } = renderApp('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('a provider error toasts "Authentication Error" with its message and goes to /auth', async () => {
    const { router } = renderApp('/auth/callback?error=access_denied&error_description=The+user+denied+access');
    expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
    expect(screen.getByText('The user denied access')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('a failure without a server message toasts the generic text', async () => {
    const { router } = renderApp('/auth/callback#access_token=x&refresh_token=y', {
      fetch: fakeFetch(() => ({ status: 400, body: 'nope' })),
    });
    expect(await screen.findByText('An unexpected error occurred during authentication.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
