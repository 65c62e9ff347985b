import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { fakeFetch, makeSession, makeUser } from '../test/app-harness';
import { createAuthClient } from './auth-client';
import { FakeWebSocket } from '../test/fake-websocket';
import { createQueryClient } from './query-client';
import { TrackingClient } from './tracking';
import { usePageTracking } from './use-page-tracking';

function Layout({ client }: { client: TrackingClient | null }) {
  usePageTracking(client);
  return <Outlet />;
}

function setup(client: TrackingClient | null) {
  const session = makeSession({ access_token: 'jwt-ada', user: makeUser({ email: 'ada@example.com' }) });
  vi.stubGlobal(
    'fetch',
    fakeFetch(({ path }) => (path === '/api/auth/sign-in' ? { status: 200, body: { user: session.user, session } } : undefined)),
  );
  const authClient = createAuthClient({ autoRefresh: false, storage: localStorage });
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout client={client} />, children: [{ path: '*', element: <p>page</p> }, { index: true, element: <p>home</p> }] }],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()} authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, authClient, view };
}

beforeEach(() => FakeWebSocket.reset());

describe('usePageTracking', () => {
  it('opens one socket for a visitor, reports every route change, on sign-in reconnects with the token and sends user_login, on sign-out starts a new session', async () => {
    const client = new TrackingClient({ sessionId: 'tab-1', createSocket: (url) => new FakeWebSocket(url), location: { protocol: 'https:', host: 'rg.app' } });
    const { router, authClient, view } = setup(client);
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const visitor = FakeWebSocket.last();
    expect(visitor.url).toBe('wss://rg.app/ws/track');
    act(() => visitor.open());
    await act(() => router.navigate('/community?category=all#top'));
    expect(visitor.messages).toEqual([
      { type: 'page_change', sessionId: 'tab-1', currentPage: '/' },
      { type: 'page_change', sessionId: 'tab-1', currentPage: '/community' },
    ]);

    await act(() => authClient.signInWithPassword({ email: 'ada@example.com', password: 'pw' }));
    const member = FakeWebSocket.last();
    expect(member).not.toBe(visitor);
    expect(member.url).toBe('wss://rg.app/ws/track?access_token=jwt-ada');
    act(() => member.open());
    expect(member.messages).toEqual([
      { type: 'page_change', sessionId: 'tab-1', currentPage: '/community' },
      { type: 'user_login', sessionId: 'tab-1', email: 'ada@example.com', currentPage: '/community' },
    ]);
    expect(FakeWebSocket.instances).toHaveLength(2);

    // Signing out: a new visit (new session id) on a socket without a token.
    await act(() => authClient.signOut());
    expect(member.closedWith).toBe(1000);
    const after = FakeWebSocket.last();
    expect(after.url).toBe('wss://rg.app/ws/track');
    act(() => after.open());
    expect(client.sessionId).not.toBe('tab-1');
    expect(after.messages).toEqual([{ type: 'page_change', sessionId: client.sessionId, currentPage: '/community' }]);
    expect(FakeWebSocket.instances).toHaveLength(3);

    view.unmount();
    expect(after.closedWith).toBe(1000);
  });

  it('opens nothing under Vitest when no client is given (screen tests render the real layout)', async () => {
    const created = vi.fn();
    vi.stubGlobal('WebSocket', created);
    render(
      <AppProviders queryClient={createQueryClient()} authClient={createAuthClient({ autoRefresh: false, storage: localStorage })}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <LayoutDefault /> }])} />
      </AppProviders>,
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(created).not.toHaveBeenCalled();
  });
});

function LayoutDefault() {
  usePageTracking();
  return null;
}
