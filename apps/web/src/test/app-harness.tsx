/**
 * Renders the real route table in a memory router with fresh providers, a fake fetch and a
 * fresh auth client, so screen tests exercise the same code as the browser.
 */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, vi, type Mock } from 'vitest';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { toaster } from '../components/toaster';
import { createAuthClient, type AuthClient, type Session, type User } from '../lib/auth-client';
import { createQueryClient } from '../lib/query-client';

export type FakeRoute = (request: { method: string; path: string; body: unknown; headers: Headers }) =>
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | undefined;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A fetch stub answering by route; the user sync succeeds and other unknown calls answer 404. */
export function fakeFetch(route: FakeRoute): Mock<typeof fetch> {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = route({
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body,
      headers: new Headers(init?.headers),
    });
    if (!answer && url.pathname === '/api/users/sync') return jsonResponse(200, { ok: true });
    if (!answer) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    return jsonResponse(answer.status, answer.body, answer.headers);
  });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'gremlin.fan@example.com',
    user_metadata: {},
    created_at: '2025-08-01T00:00:00Z',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: makeUser(),
    ...overrides,
  };
}

export interface RenderAppOptions {
  session?: Session | null;
  fetch?: Mock<typeof fetch>;
}

export interface RenderAppResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  fetch: Mock<typeof fetch>;
  authClient: AuthClient;
}

const clients: AuthClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

export function renderApp(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const fetchMock = options.fetch ?? fakeFetch(() => undefined);
  vi.stubGlobal('fetch', fetchMock);
  if (options.session) localStorage.setItem('rg.session', JSON.stringify(options.session));
  toaster.remove();
  const authClient = createAuthClient({ autoRefresh: false, storage: localStorage });
  clients.push(authClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()} authClient={authClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, fetch: fetchMock, authClient };
}

/** The calls the fake fetch received, as "METHOD /path". */
export function calls(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}
