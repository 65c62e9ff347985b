import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fakeFetch, makeSession, renderApp, type FakeRoute } from '../../../test/app-harness';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const PERSONALITY = [
  'Your Spotify leans outlaw country — expect honky-tonks and a ghost town or two.',
  'You hang out in r/AbandonedPorn — we will find you abandoned places worth the detour.',
];
/** What an administrator gets: `setup` for the provider the server has no credentials for. */
const SERVER_PROVIDERS = {
  providers: [
    { id: 'spotify', name: 'Spotify', description: 'x', status: 'available', configured: true, importable: true },
    { id: 'reddit', name: 'Reddit', description: 'x', status: 'available', configured: false, importable: true, setup: 'Set REDDIT_CLIENT_ID and REDDIT_CLIENT_SECRET' },
    { id: 'instagram', name: 'Instagram', description: 'x', status: 'available', configured: true, importable: true },
    { id: 'facebook', name: 'Facebook', description: 'x', status: 'available', configured: false, importable: true, setup: 'Set FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET' },
  ],
};
/** What a traveller gets: the same without `setup`. */
const TRAVELLER_PROVIDERS = { providers: SERVER_PROVIDERS.providers.map(({ setup: _setup, ...p }) => p) };

type Answer = ReturnType<FakeRoute>;

/** A fake connections service: `connections` is read on every GET, so a test can change it. */
function service(state: { connections: { id: string; provider: string }[] }, overrides: Record<string, Answer | (() => Answer)> = {}): FakeRoute {
  return ({ method, path }) => {
    const key = `${method} ${path.split('?')[0]}`;
    if (key in overrides) {
      const o = overrides[key];
      return typeof o === 'function' ? o() : o;
    }
    if (key === 'GET /api/connections') return { status: 200, body: state.connections };
    if (key === 'GET /api/connections/providers') return { status: 200, body: SERVER_PROVIDERS };
    if (key === 'GET /api/user/insights') return { status: 200, body: { insights: { themes: PERSONALITY, weights: {} }, travelThemes: ['music'] } };
    if (key === 'POST /api/start-personalization') return { status: 200, body: { message: 'Your Inner Gremlin is awake', startedAt: '2026-01-01T00:00:00Z' } };
    if (method === 'POST' && path.startsWith('/api/refresh-connection-data/')) return { status: 200, body: { success: true } };
    if (method === 'DELETE' && path.startsWith('/api/connections/')) {
      state.connections = state.connections.filter((c) => `/api/connections/${c.id}` !== path);
      return { status: 204 };
    }
    if (key === 'POST /api/oauth/spotify/ticket') return { status: 200, body: { url: '/api/oauth/spotify/start?ticket=t-1', expiresIn: 60 } };
    return undefined;
  };
}

function openPage(route: FakeRoute, path = '/connections', session = makeSession()) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp(path, { session, fetch: fakeFetch(route) });
  return { user, ...app };
}

const row = (name: string) => screen.findByRole('listitem', { name });
const count = (fetch: Parameters<typeof calls>[0], call: string) => calls(fetch).filter((c) => c === call).length;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the Account connections panel', () => {
  it('shows the heading, 4 skeleton rows while loading, then one row per provider with its description', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const state = { connections: [] as { id: string; provider: string }[] };
    const route = service(state);
    const slowFetch = fakeFetch(route);
    const inner = slowFetch.getMockImplementation()!;
    slowFetch.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/connections')) await gate;
      return inner(input, init);
    });
    renderApp('/connections', { session: makeSession(), fetch: slowFetch });

    expect(await screen.findByRole('heading', { name: 'Your Inner Gremlin is Awake!' })).toBeInTheDocument();
    expect(screen.getByText('Connect your accounts to unlock smarter trip recommendations')).toBeInTheDocument();
    expect(screen.getAllByTestId('connection-skeleton')).toHaveLength(4);
    release();

    const list = await screen.findByRole('list', { name: 'Account connections' });
    expect(screen.queryByTestId('connection-skeleton')).not.toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Spotify', 'Reddit', 'Instagram', 'Facebook', 'YouTube', 'TikTok', 'Google']);
    const descriptions = {
      Spotify: 'music taste destinations',
      Reddit: 'community discoveries',
      Instagram: 'photo-worthy places',
      Facebook: 'travel memories',
      YouTube: 'watch history insights',
      TikTok: 'niche obsessions',
      Google: 'search and maps data',
    };
    for (const [name, description] of Object.entries(descriptions)) {
      expect(within(await row(name)).getByText(description)).toBeInTheDocument();
    }
    for (const name of ['YouTube', 'TikTok', 'Google']) expect(within(await row(name)).getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Privacy & Security')).toBeInTheDocument();
    expect(screen.getByText(/data is encrypted.*only access what we need for recommendations.*disconnect any account at any time/)).toBeInTheDocument();
    // Nothing connected: no insights call, no personality card.
    expect(calls(slowFetch)).not.toContain('GET /api/user/insights');
    expect(screen.queryByRole('heading', { name: 'Your Travel Personality' })).not.toBeInTheDocument();
  });

  it('a coming-soon provider says it will be available soon, and opens nothing', async () => {
    const open = vi.spyOn(window, 'open');
    const { user } = openPage(service({ connections: [] }));
    await user.click(within(await row('TikTok')).getByRole('button', { name: 'Connect' }));
    expect(await findToast('TikTok connection will be available soon!')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("a provider the server has no OAuth credentials for offers 'Import your data' instead of Connect, and no server set-up text", async () => {
    const { fetch } = openPage(service({ connections: [] }, { 'GET /api/connections/providers': { status: 200, body: TRAVELLER_PROVIDERS } }));
    const facebook = await row('Facebook');
    await waitFor(() => expect(within(facebook).getByRole('button', { name: 'Import your data' })).toBeEnabled());
    expect(within(facebook).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(within(facebook).queryByTestId('setup-facebook')).not.toBeInTheDocument();
    expect(screen.queryByText(/FACEBOOK_CLIENT_ID/)).not.toBeInTheDocument();
    expect(within(await row('Spotify')).getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(calls(fetch)).toContain('GET /api/connections/providers');
  });

  it('an administrator (the server sends them `setup`) also sees what to set on the server', async () => {
    openPage(service({ connections: [] }));
    const facebook = await row('Facebook');
    await waitFor(() => expect(within(facebook).getByTestId('setup-facebook')).toHaveTextContent('Server set-up (administrators only): Set FACEBOOK_CLIENT_ID and FACEBOOK_CLIENT_SECRET'));
    expect(within(facebook).getByRole('button', { name: 'Import your data' })).toBeInTheDocument();
  });

  it('importing a file posts it as the body, toasts the insight, and the row shows Imported + Disconnect', async () => {
    const state = { connections: [] as { id: string; provider: string; source?: string }[] };
    const { user, fetch } = openPage(
      service(state, {
        'POST /api/connections/import/facebook': () => {
          state.connections = [{ id: 'c-9', provider: 'facebook', source: 'import' }];
          return { status: 200, body: { success: true, connection: { id: 'c-9', provider: 'facebook' }, insight: 'You liked or saved Bodie Ghost Town on Facebook — more ghost towns ahead.', themes: ['ghost-town'], itemsRead: 6 } };
        },
      }),
    );
    await user.click(within(await row('Facebook')).getByRole('button', { name: 'Import your data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import your Facebook data' });
    expect(within(dialog).getByText(/Download your information, and choose the JSON format/)).toBeInTheDocument();
    const file = new File(['{"page_likes_v2":[{"name":"Bodie Ghost Town"}]}'], "pages_you've_liked.json", { type: 'application/json' });
    await user.upload(within(dialog).getByLabelText('Export file (.zip, .json or .csv)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await findToast('Data imported!')).toBeInTheDocument();
    expect(screen.getByText('You liked or saved Bodie Ghost Town on Facebook — more ghost towns ahead.')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/api/connections/import/facebook') && init?.method === 'POST')!;
    expect(post[1]!.body).toBe(file);
    const facebook = await row('Facebook');
    await waitFor(() => expect(within(facebook).getByText('Imported')).toBeInTheDocument());
    expect(within(facebook).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it("a refused file keeps the dialog open with the server's sentence naming the problem", async () => {
    const { user } = openPage(
      service({ connections: [] }, {
        'POST /api/connections/import/reddit': { status: 400, body: { error: { code: 'wrong_export', message: 'This zip holds no Reddit subscriptions or saved posts (subscribed_subreddits.csv, saved_posts.csv).' } } },
      }),
    );
    await user.click(within(await row('Reddit')).getByRole('button', { name: 'Import your data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import your Reddit data' });
    await user.upload(within(dialog).getByLabelText('Export file (.zip, .json or .csv)'), new File(['PK'], 'export.zip', { type: 'application/zip' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This zip holds no Reddit subscriptions or saved posts');
    expect(screen.getByRole('dialog', { name: 'Import your Reddit data' })).toBeInTheDocument();
  });

  it('with Spotify connected: Connected + Disconnect, and the personality card lists the insights', async () => {
    const { fetch } = openPage(service({ connections: [{ id: 'c-1', provider: 'spotify' }] }));
    const spotify = await row('Spotify');
    expect(within(spotify).getByText('Connected')).toBeInTheDocument();
    expect(within(spotify).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Your Travel Personality' })).closest('section')!;
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(PERSONALITY);
    expect(count(fetch, 'GET /api/user/insights')).toBe(1);
  });

  it('a failed insights call is not retried and shows no personality card', async () => {
    const { fetch } = openPage(
      service({ connections: [{ id: 'c-1', provider: 'reddit' }] }, { 'GET /api/user/insights': { status: 500, body: { error: { code: 'internal', message: 'boom' } } } }),
    );
    await row('Reddit');
    await waitFor(() => expect(count(fetch, 'GET /api/user/insights')).toBe(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(count(fetch, 'GET /api/user/insights')).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Your Travel Personality' })).not.toBeInTheDocument();
  });

  it('refresh re-reads every connected Spotify and Reddit account (not Instagram), toasts and refetches the insights', async () => {
    const { user, fetch } = openPage(
      service({ connections: [{ id: 'c-1', provider: 'spotify' }, { id: 'c-2', provider: 'reddit' }, { id: 'c-3', provider: 'instagram' }] }),
    );
    await screen.findByRole('heading', { name: 'Your Travel Personality' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findToast('Data refreshed!')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST /api/refresh-connection-data/')).sort()).toEqual([
      'POST /api/refresh-connection-data/reddit',
      'POST /api/refresh-connection-data/spotify',
    ]);
    await waitFor(() => expect(count(fetch, 'GET /api/user/insights')).toBe(2));
  });

  it('refresh leaves an imported export alone (it cannot be re-read)', async () => {
    const { user, fetch } = openPage(service({ connections: [{ id: 'c-1', provider: 'spotify', source: 'import' } as never, { id: 'c-2', provider: 'reddit' }] }));
    await screen.findByRole('heading', { name: 'Your Travel Personality' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findToast('Data refreshed!')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST /api/refresh-connection-data/'))).toEqual(['POST /api/refresh-connection-data/reddit']);
  });

  it("a failed refresh toasts 'Refresh failed'", async () => {
    const { user } = openPage(
      service({ connections: [{ id: 'c-1', provider: 'spotify' }] }, { 'POST /api/refresh-connection-data/spotify': { status: 409, body: { error: { code: 'reconnect_required', message: 'x' } } } }),
    );
    await screen.findByRole('heading', { name: 'Your Travel Personality' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await findToast('Refresh failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to refresh data. Please try again.')).toBeInTheDocument();
  });

  it('disconnect deletes the connection, toasts, and the card goes with the last source', async () => {
    const state = { connections: [{ id: 'c-1', provider: 'spotify' }] };
    const { user, fetch } = openPage(service(state));
    await screen.findByRole('heading', { name: 'Your Travel Personality' });
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Disconnect' }));
    expect(await findToast('Account disconnected')).toBeInTheDocument();
    expect(calls(fetch)).toContain('DELETE /api/connections/c-1');
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Spotify' })).getByRole('button', { name: 'Connect' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Your Travel Personality' })).not.toBeInTheDocument();
  });

  it("a failed disconnect toasts 'Disconnection failed'", async () => {
    const { user } = openPage(service({ connections: [{ id: 'c-1', provider: 'spotify' }] }, { 'DELETE /api/connections/c-1': { status: 500 } }));
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Disconnect' }));
    expect(await findToast('Disconnection failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to disconnect account. Please try again.')).toBeInTheDocument();
  });
});

/** A stand-in popup window: records where it was sent and can be closed. */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(() => void (popup.closed = true)) };
  return popup;
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('connecting an account', () => {
  it("opens a 600×700 popup on the click, sends it to the ticket URL, shows 'Connecting...', and on oauth_success toasts and refetches", async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const state = { connections: [] as { id: string; provider: string }[] };
    const { user, fetch } = openPage(service(state));
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Connect' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][2]).toMatch(/width=600,height=700/);
    const button = within(screen.getByRole('listitem', { name: 'Spotify' })).getByRole('button', { name: 'Connecting...' });
    expect(button).toBeDisabled();
    expect(within(screen.getByRole('listitem', { name: 'Instagram' })).getByRole('button', { name: 'Connect' })).toBeDisabled();
    expect(within(screen.getByRole('listitem', { name: 'Reddit' })).getByRole('button', { name: 'Import your data' })).toBeDisabled();
    await waitFor(() => expect(popup.location.href).toBe('/api/oauth/spotify/start?ticket=t-1'));
    expect(calls(fetch)).toContain('POST /api/oauth/spotify/ticket');

    // Another origin cannot finish the flow.
    postFromPopup({ type: 'oauth_success', data: { provider: 'spotify' } }, 'https://evil.example');
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();

    state.connections = [{ id: 'c-9', provider: 'spotify' }];
    postFromPopup({ type: 'oauth_success', data: { provider: 'spotify', userInfo: { id: 'u', displayName: 'Dusty' } } });
    expect(await findToast('Account connected!')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Spotify' })).getByText('Connected')).toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Your Travel Personality' })).toBeInTheDocument();
    // The server already stored it: no save-connection call.
    expect(calls(fetch)).not.toContain('POST /api/oauth/save-connection');
  });

  it("oauth_error toasts 'OAuth Error' with the reason and returns to idle", async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { user } = openPage(service({ connections: [] }));
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Connecting...' });
    postFromPopup({ type: 'oauth_error', data: { provider: 'spotify', error: 'access_denied' } });
    expect(await findToast('OAuth Error')).toBeInTheDocument();
    expect(screen.getByText('Connection failed: access_denied')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Spotify' })).getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('closing the popup returns the button to Connect within the 1 s poll', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = openPage(service({ connections: [] }));
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Connect' }));
    await screen.findByRole('button', { name: 'Connecting...' });
    popup.closed = true;
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Spotify' })).getByRole('button', { name: 'Connect' })).toBeEnabled(), {
      timeout: 2500,
    });
  });

  it("a refused ticket closes the popup and toasts 'Connection failed' with the reason", async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = openPage(
      service({ connections: [] }, { 'POST /api/oauth/spotify/ticket': { status: 503, body: { error: { code: 'provider_not_configured', message: 'Spotify is not configured' } } } }),
    );
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Connect' }));
    expect(await findToast('Connection failed')).toBeInTheDocument();
    expect(screen.getByText('Spotify is not configured')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it("without an access token: 'Authentication Required' and no popup", async () => {
    const open = vi.spyOn(window, 'open');
    const { user, fetch } = openPage(service({ connections: [] }), '/connections', makeSession({ access_token: '' }));
    await user.click(within(await row('Spotify')).getByRole('button', { name: 'Connect' }));
    expect(await findToast('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to connect your accounts')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(calls(fetch)).not.toContain('POST /api/oauth/spotify/ticket');
  });
});

describe('the home personalization card', () => {
  it('before personalization starts it offers to start it; a successful start shows the panel', async () => {
    const { user, fetch } = openPage(service({ connections: [] }), '/');
    await user.click(await screen.findByRole('button', { name: /Find My Inner Gremlin/ }));
    expect(await screen.findByRole('heading', { name: 'Your Inner Gremlin is Awake!' })).toBeInTheDocument();
    expect(calls(fetch)).toContain('POST /api/start-personalization');
    expect(await row('Spotify')).toBeInTheDocument();
  });

  it("a failed start toasts 'Gremlin Brain Malfunction' with the server's message, else the fallback", async () => {
    const { user } = openPage(
      service({ connections: [] }, { 'POST /api/start-personalization': { status: 503, body: { error: { code: 'unavailable', message: 'The Gremlin is napping' } } } }),
      '/',
    );
    await user.click(await screen.findByRole('button', { name: /Find My Inner Gremlin/ }));
    expect(await findToast('Gremlin Brain Malfunction')).toBeInTheDocument();
    expect(screen.getByText('The Gremlin is napping')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Inner Gremlin is Awake!' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to start personalization. Please try again.' when the failure carries no message", async () => {
    const { user } = openPage(service({ connections: [] }, { 'POST /api/start-personalization': { status: 500 } }), '/');
    await user.click(await screen.findByRole('button', { name: /Find My Inner Gremlin/ }));
    expect(await findToast('Failed to start personalization. Please try again.')).toBeInTheDocument();
  });

  it('a traveller who already has a connection sees the panel straight away', async () => {
    openPage(service({ connections: [{ id: 'c-1', provider: 'spotify' }] }), '/');
    expect(await screen.findByRole('heading', { name: 'Your Inner Gremlin is Awake!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Find My Inner Gremlin/ })).not.toBeInTheDocument();
  });

  it('landing with ?connected=spotify toasts success, cleans the URL and refetches the connections', async () => {
    const { router, fetch } = openPage(service({ connections: [{ id: 'c-1', provider: 'spotify' }] }), '/?connected=spotify');
    expect(await findToast('Account connected!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(count(fetch, 'GET /api/connections')).toBeGreaterThanOrEqual(1));
  });

  it('landing with ?error= toasts the failure and cleans the URL', async () => {
    const { router } = openPage(service({ connections: [] }), '/?error=access_denied&provider=spotify');
    expect(await findToast('Connection failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect account. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
