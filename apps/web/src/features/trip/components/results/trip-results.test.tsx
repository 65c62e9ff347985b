import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, fakeFetch, makeSession, renderApp, type FakeRoute } from '../../../../test/app-harness';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const stops = [
  { name: 'Pioneer Saloon', description: 'A saloon with a secret cellar', lat: 35.83, lng: -115.43 },
  { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'A mining town with a museum', lat: 37.71, lng: -117.23 },
];

function routes(extra: FakeRoute = () => undefined): FakeRoute {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.path === '/api/generate-stops')
      return { status: 200, body: { stops, tripId: 'trip-9', personalizedInsights: ['You love retro music', 'b', 'c', 'd'], accommodations: [] } };
    if (request.path === '/api/enhance-stops') return { status: 200, body: { success: true, stops } };
    return undefined;
  };
}

async function generate(route: FakeRoute = routes()) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp('/', { session: makeSession(), fetch: fakeFetch(route) });
  await user.type(await screen.findByLabelText('Your trip'), 'ghost towns from Las Vegas to Reno');
  await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
  await screen.findByTestId('trip-results');
  return { user, ...app };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('results view', { timeout: 45_000 }, () => {
  it('shows the Trip Plan summary (score, trip type, between stops), Route Themes and at most 3 personalized touches', async () => {
    await generate();
    // the results show the sentence that was asked (a loaded machine can be slow to settle the form)
    expect(await screen.findByText('“ghost towns from Las Vegas to Reno”')).toBeInTheDocument();
    // 3 themes (culture, historic, unique) → no theme points; insights +0.5 +0.5 bonus.
    expect(screen.getByTestId('trip-score')).toHaveTextContent('8/10');
    expect(screen.getByTestId('trip-type')).toHaveTextContent('Ghost Town Run'); // from A to B: not a loop
    expect(screen.getByTestId('average-distance')).toHaveTextContent('35-60 min');
    expect(screen.getByTestId('summary-vibe')).toHaveTextContent('Retro + Musical');
    expect(screen.getByTestId('summary-bonus')).toHaveTextContent('Gremlin Surprise');
    expect(screen.getAllByTestId('route-theme').map((t) => t.textContent)).toEqual(['Historic Route · 1', 'Ghost Towns · 2', 'Cultural Heritage · 3']);
    const touches = within(screen.getByRole('region', { name: 'Personalized touches' }));
    expect(touches.getAllByRole('listitem')).toHaveLength(3);
  });

  it('a bonus stop leads the personalized touches (still at most 3) and is marked on its card and in the rich list', async () => {
    const personal = [
      stops[0],
      { ...stops[1], personalizedNote: 'Your Spotify leans outlaw country — expect a ghost town or two.', personalReason: 'Because you listen to outlaw country — Waylon Jennings' },
      { ...stops[2], isBonus: true, personalizedNote: 'Bonus stop for you: more ghost towns ahead.' },
    ];
    const { user } = await generate(
      routes(({ path }) =>
        path === '/api/generate-stops'
          ? { status: 200, body: { stops: personal, tripId: 'trip-9', personalizedInsights: ['You love retro music', 'b', 'c'], accommodations: [] } }
          : path === '/api/enhance-stops'
            ? { status: 200, body: { success: true, stops: personal } }
            : undefined,
      ),
    );
    const touches = within(screen.getByRole('region', { name: 'Personalized touches' }));
    expect(touches.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bonus stop unlocked: Goldfield', 'You love retro music', 'b']);
    const cards = screen.getAllByTestId('stop-card');
    expect(within(cards[2]).getByTestId('bonus-badge')).toHaveTextContent('Bonus stop');
    expect(within(cards[0]).queryByTestId('bonus-badge')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText(/Your Spotify leans outlaw country/)).toBeInTheDocument();
    // Why the stop was chosen, on its card; a stop without a reason shows none.
    expect(within(cards[1]).getByTestId('personal-reason')).toHaveTextContent('Because you listen to outlaw country — Waylon Jennings');
    expect(within(cards[0]).queryByTestId('personal-reason')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Rich list/ }));
    const rich = screen.getAllByTestId('rich-stop-card');
    expect(within(rich[1]).getByTestId('personal-reason')).toHaveTextContent('Because you listen to outlaw country');
    expect(within(rich[2]).getByTestId('bonus-badge')).toBeInTheDocument();
    expect(within(rich[2]).getByText(/Bonus stop for you: more ghost towns ahead/)).toBeInTheDocument();
  });

  it('toggles to the rich list and back', async () => {
    const { user } = await generate();
    await user.click(screen.getByRole('button', { name: /Rich list/ }));
    expect(screen.getAllByTestId('rich-stop-card')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Stop cards/ }));
    expect(screen.getAllByTestId('stop-card')).toHaveLength(3);
  });

  it("Save Trip posts the tripId and toasts; a failure says 'Save Failed' with the server's message", async () => {
    let fail = true;
    const { user, fetch } = await generate(
      routes(({ path, body }) => {
        if (path !== '/api/user/save-trip') return undefined;
        expect(body).toEqual({ tripId: 'trip-9' });
        return fail ? { status: 503, body: { error: { code: 'unavailable', message: 'Database napping.' } } } : { status: 200, body: { success: true } };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    expect(await findToast('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Database napping.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save Trip' }));
    expect(await findToast('Trip Saved!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(calls(fetch).filter((c) => c === 'POST /api/user/save-trip')).toHaveLength(2);
  });

  it("Share without a native share sheet copies the trip text with its public link → 'Trip Copied!'", async () => {
    const { user } = await generate(
      routes(({ method, path }) =>
        method === 'POST' && path === '/api/trips/trip-9/share' ? { status: 200, body: { shareId: 'abc', url: '/shared/abc' } } : undefined,
      ),
    );
    // After user-event's setup, which installs its own clipboard.
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(await findToast('Trip Copied!')).toBeInTheDocument();
    const text = writeText.mock.calls[0][0];
    expect(text).toContain('1. Pioneer Saloon');
    expect(text).toContain(`${window.location.origin}/shared/abc`);
    expect(text).toContain('https://www.google.com/maps/dir/');
  });

  it("Share uses navigator.share when present; with neither share nor clipboard it says 'Share manually'", async () => {
    const { user } = await generate();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Road Gremlin trip' })));

    Reflect.deleteProperty(navigator, 'share');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    await user.click(await screen.findByRole('button', { name: /Share/ }));
    expect(await findToast('Share manually')).toBeInTheDocument();
    expect(screen.getByText('Copy this trip info to share it with others.')).toBeInTheDocument();
  });

  it('Start Navigation opens the Trip Navigator', async () => {
    const { user } = await generate();
    await user.click(screen.getByRole('button', { name: /Start Navigation/ }));
    expect(await screen.findByRole('heading', { name: 'Trip Navigator' })).toBeInTheDocument();
    expect(screen.getByTestId('navigator-progress')).toHaveTextContent('Stop 1 of 3');
  });
});

describe('/shared/:shareId', () => {
  it('shows a shared trip read-only to a signed-out visitor, with a GPX download', async () => {
    const createObjectURL = vi.fn(() => 'blob:gpx');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const user = userEvent.setup({ delay: null });
    renderApp('/shared/abc', {
      fetch: fakeFetch(({ path, headers }) => {
        if (path !== '/api/trips/shared/abc') return undefined;
        expect(headers.get('authorization')).toBeNull();
        return {
          status: 200,
          body: { shareId: 'abc', title: 'Nevada weekend', prompt: 'ghost towns', generatedAt: '2026-11-20T10:00:00Z', mode: 'driving', stops, accommodations: [] },
        };
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nevada weekend', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('stop-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Replace with Surprise/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('map-fallback')).toBeInTheDocument();
    // The server's GPX is missing here (404), so the page builds the file itself.
    await user.click(screen.getByRole('button', { name: /Download GPX/ }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });

  it("says 'Trip Not Found' for an unknown link", async () => {
    renderApp('/shared/nope');
    expect(await screen.findByRole('heading', { name: 'Trip Not Found' })).toBeInTheDocument();
  });
});
