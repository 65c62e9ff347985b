import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeSession, makeUser, type FakeRoute } from '../test/app-harness';
import { AuthProvider, useAuth } from './auth-context';
import { createAuthClient } from './auth-client';
import { createQueryClient } from './query-client';

function Probe() {
  const { loading, user, isAuthenticated } = useAuth();
  return <p>{loading ? 'loading' : isAuthenticated ? `in:${user!.email}` : 'out'}</p>;
}

function setup(options: { href: string; canonicalOrigin?: string; route?: FakeRoute; session?: boolean }) {
  const fetchMock = fakeFetch((request) => {
    if (request.path === '/api/auth/config') {
      return {
        status: 200,
        body: { externalProvider: null, requireEmailConfirmation: false, canonicalOrigin: options.canonicalOrigin, previewHostSuffixes: ['.pages.dev'] },
      };
    }
    return options.route?.(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  if (options.session) localStorage.setItem('rg.session', JSON.stringify(makeSession()));
  const client = createAuthClient({ autoRefresh: false, storage: localStorage });
  const navigateTo = vi.fn<(url: string) => void>();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider client={client} navigateTo={navigateTo} currentLocation={() => ({ href: options.href })}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { client, navigateTo, fetchMock };
}

describe('AuthProvider: session events reach the auth state', () => {
  it('signed in, token refreshed, user updated, password recovery and signed out all update the state', async () => {
    const refreshed = makeSession({ access_token: 'access-2', user: makeUser({ email: 'renamed@example.com' }) });
    const { client } = setup({
      href: 'http://localhost:3000/',
      route: ({ path }) => {
        if (path === '/api/auth/sign-in') return { status: 200, body: { user: makeUser(), session: makeSession() } };
        if (path === '/api/auth/refresh') return { status: 200, body: { session: refreshed } };
        if (path === '/api/auth/user') return { status: 200, body: { user: makeUser({ email: 'updated@example.com' }) } };
        if (path === '/api/auth/sign-out') return { status: 204 };
        return undefined;
      },
    });
    expect(await screen.findByText('out')).toBeInTheDocument();

    await act(() => client.signInWithPassword({ email: 'gremlin.fan@example.com', password: 'x' }));
    expect(screen.getByText('in:gremlin.fan@example.com')).toBeInTheDocument();
    await act(() => client.refreshSession());
    expect(screen.getByText('in:renamed@example.com')).toBeInTheDocument();
    await act(() => client.getUser());
    expect(screen.getByText('in:updated@example.com')).toBeInTheDocument();
    act(() => client.notifyPasswordRecovery());
    expect(screen.getByText('in:updated@example.com')).toBeInTheDocument();
    await act(() => client.signOut());
    expect(screen.getByText('out')).toBeInTheDocument();
    client.dispose();
  });

  it('a signed-in event syncs the user with first and last name split from the full name', async () => {
    const external = makeSession({
      user: makeUser({ user_metadata: { full_name: 'Ada Byron King' }, app_metadata: { provider: 'google' } }),
    });
    const { client, fetchMock } = setup({
      href: 'http://localhost:3000/auth/callback',
      route: ({ path }) => (path === '/api/auth/refresh' ? { status: 200, body: { session: external } } : undefined),
    });
    await screen.findByText('out');
    await act(() => client.setSession({ access_token: 'a', refresh_token: 'r' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/users/sync')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/sync')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      id: 'user-1',
      email: 'gremlin.fan@example.com',
      firstName: 'Ada',
      lastName: 'Byron King',
      profileImageUrl: null,
      provider: 'google',
      providerId: 'user-1',
    });
    client.dispose();
  });
});

describe('AuthProvider: canonical origin redirects', () => {
  it('a visitor on another host is sent to the canonical origin with path, query and hash', async () => {
    const { navigateTo, client } = setup({ href: 'https://gremlin.herokuapp.com/community?c=all#top', canonicalOrigin: 'https://roadgremlin.app' });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://roadgremlin.app/community?c=all#top'));
    client.dispose();
  });

  it('a preview host stays, and nothing happens on the canonical origin', async () => {
    const preview = setup({ href: 'https://pr-3.road-gremlin.pages.dev/', canonicalOrigin: 'https://roadgremlin.app' });
    await screen.findByText('out');
    expect(preview.navigateTo).not.toHaveBeenCalled();
    preview.client.dispose();
  });

  it('a sign-in on the www form goes to the canonical root; a sign-out there goes to the canonical /auth', async () => {
    const { navigateTo, client } = setup({
      href: 'https://www.roadgremlin.app/auth',
      canonicalOrigin: 'https://roadgremlin.app',
      route: ({ path }) => {
        if (path === '/api/auth/sign-in') return { status: 200, body: { user: makeUser(), session: makeSession() } };
        if (path === '/api/auth/sign-out') return { status: 204 };
        return undefined;
      },
    });
    await screen.findByText('out');
    expect(navigateTo).not.toHaveBeenCalled();
    // Whether the config arrives before or after the sign-in, the sign-in ends on the canonical root.
    await act(() => client.signInWithPassword({ email: 'gremlin.fan@example.com', password: 'x' }));
    await waitFor(() => expect(navigateTo).toHaveBeenLastCalledWith('https://roadgremlin.app/'));
    expect(navigateTo).toHaveBeenCalledTimes(1);
    await act(() => client.signOut());
    await waitFor(() => expect(navigateTo).toHaveBeenLastCalledWith('https://roadgremlin.app/auth'));
    client.dispose();
  });
});
