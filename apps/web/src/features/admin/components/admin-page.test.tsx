import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatsSnapshot } from '@roadgremlin/contracts';
import { AppProviders } from '../../../app/providers';
import { createAuthClient } from '../../../lib/auth-client';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { createQueryClient } from '../../../lib/query-client';
import { calls, fakeFetch, makeSession, makeUser, renderApp } from '../../../test/app-harness';
import { AdminPage } from './admin-page';

const ADMIN = makeSession({ access_token: 'admin.jwt', user: makeUser({ id: 'admin-1', email: 'admin@roadgremlin.local' }) });
const RIDER = makeSession({ access_token: 'rider.jwt', user: makeUser({ id: 'rider-1', email: 'rider@example.com' }) });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function snapshot(overrides: Partial<AdminStatsSnapshot> = {}): AdminStatsSnapshot {
  const start = Date.UTC(2026, 0, 1, 0);
  return {
    stats: { activeUsers: 2, totalSessions: 17, peakConcurrent: 5, averageSessionTime: 3.5, newUsersToday: 4, tripsGenerated: 9 },
    sessions: [
      { id: 's-1', email: 'rider@example.com', currentPage: '/community', joinedAt: ago(5 * 60_000), lastActivity: ago(20_000) },
      { id: 's-2', email: null, currentPage: '/', joinedAt: ago(2 * 3_600_000), lastActivity: ago(2_000) },
    ],
    history: Array.from({ length: 24 }, (_, i) => ({ hour: new Date(start + i * 3_600_000).toISOString(), sessions: i, trips: i % 3 })),
    ...overrides,
  };
}

function setup(session: typeof ADMIN | null, answer: { status: number; body?: unknown }) {
  if (session) localStorage.setItem('rg.session', JSON.stringify(session));
  const fetchMock = fakeFetch(({ path }) => (path === '/api/admin/stats' ? answer : undefined));
  vi.stubGlobal('fetch', fetchMock);
  const reload = vi.fn();
  const authClient = createAuthClient({ autoRefresh: false, storage: localStorage });
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminPage createSocket={(url) => new FakeWebSocket(url)} reload={reload} /> },
      { path: '/auth', element: <p>the sign-in page</p> },
    ],
    { initialEntries: ['/admin'] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()} authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, reload, router, view, authClient };
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => vi.useRealTimers());

describe('AdminPage', () => {
  it('shows a signed-out visitor the access notice with a sign-in link, asks nothing and opens no socket', async () => {
    const { fetchMock, router } = setup(null, { status: 200, body: snapshot() });
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('GET /api/admin/stats');
    expect(FakeWebSocket.instances).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it.each([403, 401])('shows a signed-in user the access notice when the server answers %i, and opens no socket', async (status) => {
    const { fetchMock } = setup(RIDER, { status, body: { error: { code: 'forbidden', message: 'Administrator Access Required' } } });
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const asked = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/admin/stats'));
    expect(new Headers(asked?.[1]?.headers).get('authorization')).toBe('Bearer rider.jwt');
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('offers a retry when the statistics fail for another reason', async () => {
    setup(ADMIN, { status: 503, body: { error: { code: 'unavailable', message: 'down' } } });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Administrator Access Required')).not.toBeInTheDocument();
  });

  it('shows the administrator the stat cards, the sessions and the 24 h charts, and connects to /ws/admin with the token', async () => {
    setup(ADMIN, { status: 200, body: snapshot() });
    expect(await screen.findByText('Active right now')).toBeInTheDocument();
    expect(screen.getByTestId('stat-activeUsers')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-totalSessions')).toHaveTextContent('17');
    expect(screen.getByTestId('stat-peakConcurrent')).toHaveTextContent('5');
    expect(screen.getByTestId('stat-averageSessionTime')).toHaveTextContent('3.5 min');
    expect(screen.getByTestId('stat-newUsersToday')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-tripsGenerated')).toHaveTextContent('9');
    for (const label of ['Sessions today', 'Busiest moment today', 'Average visit', 'New sign-ups today', 'Trips planned today']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }

    const table = screen.getByRole('table', { name: 'Current sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['rider@example.com', '/community', '5 min ago', '20 s ago'],
      ['visitor', '/', '2 h ago', 'just now'],
    ]);

    expect(screen.getAllByTestId('sessions-bar')).toHaveLength(24);
    expect(screen.getAllByTestId('trips-bar')).toHaveLength(24);
    expect(screen.getByRole('img', { name: /Sessions per hour: 276 in the last 24 hours/ })).toBeInTheDocument();

    const ws = FakeWebSocket.last();
    expect(ws.url).toBe(`ws://${window.location.host}/ws/admin?access_token=admin.jwt`);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    act(() => ws.open());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('applies every stats_update from the socket and ignores anything else', async () => {
    setup(ADMIN, { status: 200, body: snapshot() });
    await screen.findByText('Active right now');
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    const next = snapshot({
      stats: { activeUsers: 3, totalSessions: 18, peakConcurrent: 5, averageSessionTime: 0.5, newUsersToday: 5, tripsGenerated: 9 },
      sessions: [{ id: 's-3', email: 'new@example.com', currentPage: '/my-trips', joinedAt: ago(0), lastActivity: ago(0) }, ...snapshot().sessions],
    });
    act(() => ws.receive({ type: 'stats_update', ...next }));
    expect(screen.getByTestId('stat-activeUsers')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-averageSessionTime')).toHaveTextContent('30 s');
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText('/my-trips')).toBeInTheDocument();

    act(() => {
      ws.receive('not json');
      ws.receive({ type: 'hello' });
      ws.receive({ type: 'stats_update', stats: null, sessions: [] });
    });
    expect(screen.getByTestId('stat-activeUsers')).toHaveTextContent('3');
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('shows Disconnected when the socket closes and reloads the page 5 s later', async () => {
    const { reload } = setup(ADMIN, { status: 200, body: snapshot() });
    await screen.findByText('Active right now');
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    vi.useFakeTimers();
    act(() => ws.serverClose(1008, 'Your session has expired.'));
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    // The last numbers stay on screen meanwhile.
    expect(screen.getByTestId('stat-activeUsers')).toHaveTextContent('2');
    act(() => vi.advanceTimersByTime(4_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows Disconnected on a socket error', async () => {
    setup(ADMIN, { status: 200, body: snapshot() });
    await screen.findByText('Active right now');
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    act(() => ws.onerror?.(new Event('error')));
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
  });

  it('closes the socket and cancels the reload when the page is left', async () => {
    const { reload, view } = setup(ADMIN, { status: 200, body: snapshot() });
    await screen.findByText('Active right now');
    const ws = FakeWebSocket.last();
    act(() => ws.open());
    vi.useFakeTimers();
    view.unmount();
    expect(ws.closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when nobody is on the site', async () => {
    setup(ADMIN, { status: 200, body: snapshot({ sessions: [], stats: { ...snapshot().stats, activeUsers: 0 } }) });
    expect(await screen.findByText('Nobody is on the site right now.')).toBeInTheDocument();
  });
});

describe('/admin route', () => {
  it('is wired to the dashboard: a signed-out visitor sees the access notice', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    renderApp('/admin');
    expect(await screen.findByText('Administrator Access Required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument());
  });
});
