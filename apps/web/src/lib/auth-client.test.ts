import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_REFRESH_TICK_MS,
  createAuthClient,
  SESSION_STORAGE_KEY,
  type AuthChangeEvent,
  type AuthClient,
  type Session,
} from './auth-client';
import { OFFLINE_TRIPS_CACHE } from './offline/cache-keys';

const START = new Date('2025-08-03T12:00:00Z').getTime();

function session(expiresInSeconds: number, suffix = '1'): Session {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    expires_in: expiresInSeconds,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    token_type: 'bearer',
    user: { id: 'u1', email: 'gremlin@example.com', user_metadata: {}, created_at: '2025-08-01T00:00:00Z' },
  };
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A refresh endpoint whose answers are scripted; records the time of every call. */
function refreshEndpoint(answers: Array<() => Response | Promise<Response>>) {
  const times: number[] = [];
  let index = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (!String(input).endsWith('/api/auth/refresh')) return json(404);
    times.push(Date.now() - START);
    const answer = answers[Math.min(index, answers.length - 1)]!;
    index += 1;
    return answer();
  });
  return { fetchMock, times };
}

const unavailable = () => json(503, { error: { code: 'unavailable', message: 'Try later' } });
const revoked = () => json(401, { error: { code: 'invalid_grant', message: 'Refresh token revoked' } });
const refreshed = () => json(200, { session: session(3600, '2') });

describe('auth client auto refresh', () => {
  let client: AuthClient | undefined;
  let events: AuthChangeEvent[];

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    events = [];
    localStorage.clear();
  });

  afterEach(() => {
    client?.dispose();
    client = undefined;
    vi.useRealTimers();
  });

  async function start(stored: Session | null, fetchMock: typeof fetch) {
    if (stored) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    client = createAuthClient({ fetch: fetchMock, storage: localStorage, logger: { warn() {}, error() {} } });
    client.onAuthStateChange((event) => events.push(event));
    await client.initialize();
    await vi.advanceTimersByTimeAsync(0);
    return client;
  }

  it('does not refresh while the session has more than 90 s left, and refreshes on the first tick within 90 s', async () => {
    const { fetchMock, times } = refreshEndpoint([refreshed]);
    const auth = await start(session(121), fetchMock);

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS); // 91 s left
    expect(fetchMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS); // 61 s left
    expect(times).toEqual([60_000]);
    expect(auth.getAccessToken()).toBe('access-2');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).refresh_token).toBe('refresh-2');
    expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('sends the refresh token in the body to POST /api/auth/refresh', async () => {
    const { fetchMock } = refreshEndpoint([refreshed]);
    await start(session(100), fetchMock);
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/refresh');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-1' });
  });

  it('retries a 503 with 200 ms doubling back-off inside the 30 s budget, keeps the session, and the next tick starts over', async () => {
    const { fetchMock, times } = refreshEndpoint([unavailable]);
    const auth = await start(session(100), fetchMock);

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS + 29_000);
    const offsets = times.map((time) => time - AUTO_REFRESH_TICK_MS);
    // Delays 200, 400, 800 … 12 800 ms; the next (25 600 ms) would pass the 30 s budget.
    expect(offsets).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);

    // The following tick begins a new round with the short delays again.
    await vi.advanceTimersByTimeAsync(1000 + 700);
    expect(times.slice(8).map((time) => time - 2 * AUTO_REFRESH_TICK_MS)).toEqual([0, 200, 600]);
    expect(auth.getAccessToken()).toBe('access-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(events).not.toContain('SIGNED_OUT');
  });

  it('a network failure is retried and the refresh succeeds on a later attempt', async () => {
    const { fetchMock, times } = refreshEndpoint([
      () => Promise.reject(new TypeError('Failed to fetch')),
      unavailable,
      refreshed,
    ]);
    const auth = await start(session(100), fetchMock);

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS + 1000);

    expect(times.map((time) => time - AUTO_REFRESH_TICK_MS)).toEqual([0, 200, 600]);
    expect(auth.getAccessToken()).toBe('access-2');
    expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('a 401 on refresh is not retried: the session is removed and SIGNED_OUT emitted', async () => {
    const { fetchMock, times } = refreshEndpoint([revoked]);
    const auth = await start(session(100), fetchMock);

    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_TICK_MS + 5000);

    expect(times).toHaveLength(1);
    expect(auth.getAccessToken()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('refreshes on start when the stored session has already expired', async () => {
    const { fetchMock, times } = refreshEndpoint([refreshed]);
    const initial: Array<string | null> = [];
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(-10)));
    client = createAuthClient({ fetch: fetchMock, storage: localStorage, logger: { warn() {}, error() {} } });
    client.onAuthStateChange((event, current) => {
      if (event === 'INITIAL_SESSION') initial.push(current?.access_token ?? null);
    });
    await client.initialize();
    await vi.advanceTimersByTimeAsync(0);

    expect(times).toEqual([0]);
    expect(initial).toEqual(['access-2']);
  });

  it('a fresh session needs no refresh on start and INITIAL_SESSION carries it', async () => {
    const { fetchMock } = refreshEndpoint([refreshed]);
    const auth = await start(session(3600), fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await auth.getSession()).toMatchObject({ access_token: 'access-1' });
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('follows another tab: a removed session signs out, a new one signs in', async () => {
    const { fetchMock } = refreshEndpoint([refreshed]);
    const auth = await start(session(3600), fetchMock);

    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(auth.getAccessToken()).toBeNull();

    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: JSON.stringify(session(3600, '9')) }),
    );
    expect(auth.getAccessToken()).toBe('access-9');
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT', 'SIGNED_IN']);
  });
});

describe('auth client sign-in, sign-up and sign-out', () => {
  afterEach(() => localStorage.clear());

  it('sign-in stores the session and emits SIGNED_IN', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { user: session(3600).user, session: session(3600) }));
    const client = createAuthClient({ fetch: fetchMock, storage: localStorage, autoRefresh: false });
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => events.push(event));

    await client.signInWithPassword({ email: 'gremlin@example.com', password: 'secret1' });

    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).access_token).toBe('access-1');
    expect(events).toContain('SIGNED_IN');
    client.dispose();
  });

  it('sign-up without a session (confirmation needed) stores nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { user: session(3600).user, session: null }));
    const client = createAuthClient({ fetch: fetchMock, storage: localStorage, autoRefresh: false });

    const result = await client.signUp({ email: 'a@b.co', password: 'secret1', firstName: ' Ada ', lastName: '' });

    expect(result.session).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      email: 'a@b.co',
      password: 'secret1',
      firstName: 'Ada',
    });
    client.dispose();
  });

  it.each([401, 403, 404])('a %i on sign-out is ignored and the local session is still cleared', async (status) => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(3600)));
    const fetchMock = vi.fn<typeof fetch>(async () => json(status, { error: { code: 'x', message: 'gone' } }));
    const warn = vi.fn();
    const client = createAuthClient({ fetch: fetchMock, storage: localStorage, autoRefresh: false, logger: { warn, error: vi.fn() } });
    await client.initialize();
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => events.push(event));

    await client.signOut();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/sign-out');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(warn).not.toHaveBeenCalled();
    client.dispose();
  });

  it('sign-out drops the trips kept for the offline navigator (the public map data stays)', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(3600)));
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
    const client = createAuthClient({ fetch: vi.fn<typeof fetch>(async () => json(200, {})), storage: localStorage, autoRefresh: false });
    await client.initialize();
    deleted.length = 0;

    await client.signOut();

    expect(deleted).toEqual([OFFLINE_TRIPS_CACHE]);
    client.dispose();
  });

  /** An access token the offline cache keys can read (sub + sid), as identity issues them. */
  const jwtFor = (sub: string, sid: string) => `h.${btoa(JSON.stringify({ sub, sid })).replace(/=+$/, '')}.sig`;
  const sessionOf = (sub: string, sid: string, expiresInSeconds = 3600): Session => ({ ...session(expiresInSeconds, sid), access_token: jwtFor(sub, sid) });
  /** A Cache Storage holding kept trips under their session keys (tripCacheKey). */
  function keptTrips(keys: string[]) {
    const left = new Set(keys);
    const deletedCaches: string[] = [];
    const cache = {
      keys: vi.fn(async () => [...left].map((url) => new Request(url))),
      delete: vi.fn(async (request: Request) => left.delete(request.url)),
    };
    vi.stubGlobal('caches', {
      has: vi.fn(async () => left.size > 0),
      open: vi.fn(async () => cache),
      delete: vi.fn(async (name: string) => {
        deletedCaches.push(name);
        left.clear();
        return true;
      }),
    });
    return { left, deletedCaches };
  }
  const trip = (id: string, sub: string, sid: string) => `http://localhost/api/trips/${id}?rg-user=${sub}&rg-session=${sid}`;

  it('a session that ends by a refused refresh (signed out elsewhere, reset, reuse, expiry) drops the kept trips too', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionOf('ada', 'sid-1', 10)));
    const store = keptTrips([trip('t1', 'ada', 'sid-1')]);
    const client = createAuthClient({ fetch: vi.fn<typeof fetch>(async () => revoked()), storage: localStorage, autoRefresh: false, logger: { warn: vi.fn(), error: vi.fn() } });

    await client.initialize();

    expect(client.getAccessToken()).toBeNull();
    expect(store.deletedCaches).toEqual([OFFLINE_TRIPS_CACHE]);
    expect(store.left.size).toBe(0);
    client.dispose();
  });

  it('no session at start (it ended while the page was closed): nothing kept survives', async () => {
    const store = keptTrips([trip('t1', 'ada', 'sid-1')]);
    const client = createAuthClient({ fetch: vi.fn<typeof fetch>(async () => json(404)), storage: localStorage, autoRefresh: false });
    await client.initialize();
    expect(store.left.size).toBe(0);
    client.dispose();
  });

  it("another person signing in keeps none of the earlier session's trips; a reload of the same session keeps its own", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionOf('ada', 'sid-1')));
    const store = keptTrips([trip('t1', 'ada', 'sid-1'), trip('t2', 'ada', 'sid-0'), trip('t3', 'bo', 'sid-9')]);
    const reloaded = createAuthClient({ fetch: vi.fn<typeof fetch>(async () => json(404)), storage: localStorage, autoRefresh: false });
    await reloaded.initialize();
    expect([...store.left]).toEqual([trip('t1', 'ada', 'sid-1')]);
    reloaded.dispose();

    localStorage.clear();
    const signIn = vi.fn<typeof fetch>(async () => json(200, { user: sessionOf('bo', 'sid-7').user, session: sessionOf('bo', 'sid-7') }));
    const next = createAuthClient({ fetch: signIn, storage: localStorage, autoRefresh: false });
    await next.initialize();
    store.left.add(trip('t1', 'ada', 'sid-1')); // as if the page never saw ada's session end
    await next.signInWithPassword({ email: 'bo@example.com', password: 'pw-123456' });
    await vi.waitFor(() => expect(store.left.size).toBe(0));
    next.dispose();
  });

  it('signed out in another tab: this tab drops the kept trips as well', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionOf('ada', 'sid-1')));
    const store = keptTrips([trip('t1', 'ada', 'sid-1')]);
    const client = createAuthClient({ fetch: vi.fn<typeof fetch>(async () => json(404)), storage: localStorage, autoRefresh: false, eventTarget: window });
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => events.push(event));
    await client.initialize();
    expect(store.left.size).toBe(1);

    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));

    await vi.waitFor(() => expect(store.left.size).toBe(0));
    expect(events).toContain('SIGNED_OUT');
    client.dispose();
  });

  it('offline, an expiring session is kept after one refresh attempt instead of 30 s of retries', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(10)));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch')));
    const client = createAuthClient({ fetch: fetchMock, storage: localStorage, autoRefresh: false, logger: { warn: vi.fn(), error: vi.fn() } });
    const startedAt = Date.now();

    await client.initialize();

    // Retrying would take the 30 s budget (and this test's 20 s timeout); offline it is one try.
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getAccessToken()).toBe('access-1');
    client.dispose();
  });

  it('setSession validates the tokens by refreshing them', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { session: session(3600, '5') }));
    const client = createAuthClient({ fetch: fetchMock, storage: localStorage, autoRefresh: false });

    const result = await client.setSession({ access_token: 'from-link', refresh_token: 'link-refresh' });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/refresh');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ refresh_token: 'link-refresh' });
    expect(result.access_token).toBe('access-5');
    expect(client.getAccessToken()).toBe('access-5');
    client.dispose();
  });

  it('notifyPasswordRecovery emits PASSWORD_RECOVERY with the current session, unchanged', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session(3600, '7')));
    const client = createAuthClient({ fetch: vi.fn<typeof fetch>(), storage: localStorage, autoRefresh: false });
    const events: [AuthChangeEvent, string | undefined][] = [];
    client.onAuthStateChange((event, s) => events.push([event, s?.access_token]));
    await client.initialize();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    client.notifyPasswordRecovery();
    expect(events).toEqual([
      ['INITIAL_SESSION', 'access-7'],
      ['PASSWORD_RECOVERY', 'access-7'],
    ]);
    expect(client.getAccessToken()).toBe('access-7');
    client.dispose();
  });
});
