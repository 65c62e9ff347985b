import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakeFetch, makeSession, makeUser, renderApp, type FakeRoute } from '../../../test/app-harness';
import { LOADING_MESSAGES, LOADING_SUBTEXT } from '../lib/loading-messages';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const stops = [
  { name: 'Goodsprings Pioneer Saloon', description: 'A haunted 1913 saloon', lat: 35.83, lng: -115.43 },
  { name: 'Rhyolite', description: 'An abandoned gold rush ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'A half-empty mining town', lat: 37.71, lng: -117.23 },
];
const generated = { stops, tripId: 'trip-1', personalizedInsights: [], accommodations: [] };

function route(overrides: Partial<Record<string, ReturnType<FakeRoute>>> = {}): FakeRoute {
  return ({ method, path }) => {
    const key = `${method} ${path.split('?')[0]}`;
    if (key in overrides) return overrides[key];
    if (key === 'POST /api/generate-stops') return { status: 200, body: generated };
    if (key === 'POST /api/enhance-stops') return { status: 200, body: { success: true, stops } };
    return undefined;
  };
}

/** The first POST /api/generate-stops waits for `gate`, then gets the default answer; every other request goes on as before. */
function holdGenerate(fetch: ReturnType<typeof fakeFetch>, gate: Promise<void>) {
  const before = fetch.getMockImplementation()!;
  let held = false;
  fetch.mockImplementation(async (input, init) => {
    if (!held && String(input).endsWith('/api/generate-stops') && init?.method === 'POST') {
      held = true;
      await gate;
      return fakeFetch(route())(input, init);
    }
    return before(input, init);
  });
}

async function signedIn(routes: FakeRoute = route()) {
  const user = userEvent.setup({ delay: null });
  const app = renderApp('/', { session: makeSession(), fetch: fakeFetch(routes) });
  await screen.findByRole('heading', { name: 'Plan Trip', level: 1 });
  // the screen settled: its lazy personalization card (its own chunk) is in, before anything is typed
  await screen.findByRole('region', { name: 'Find My Inner Gremlin' }, { timeout: 15_000 });
  return { user, ...app };
}

describe('signed-in home: the prompt form', () => {
  it('starts with driving, classic, 2 adults, 0 children, 0 pets, and no counter goes below its minimum', async () => {
    const { user } = await signedIn();
    expect(screen.getByLabelText('Transport mode')).toHaveValue('driving');
    expect(screen.getByLabelText('Style')).toHaveValue('classic');
    expect(screen.getByTestId('adults-count')).toHaveTextContent('2');
    expect(screen.getByTestId('children-count')).toHaveTextContent('0');
    expect(screen.getByTestId('pets-count')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    expect(screen.getByTestId('adults-count')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer children' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fewer pets' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More pets' }));
    expect(screen.getByTestId('pets-count')).toHaveTextContent('1');
  });

  it('a blank prompt toasts "Empty prompt!" and sends nothing', async () => {
    const { user, fetch } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), '   ');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    expect(await findToast('Empty prompt!')).toBeInTheDocument();
    expect(screen.getByText('Tell the gremlin where you want to explore!')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/generate-stops');
  });

  it('the date picker shows two months and disables days before today', async () => {
    const { user } = await signedIn();
    await user.click(screen.getByRole('button', { name: /Trip dates/ }));
    const calendar = await screen.findByTestId('two-month-calendar');
    // (the popover may still be opening: its months become accessible once it has)
    expect(await within(calendar).findAllByRole('table')).toHaveLength(2);
    const now = new Date();
    const todayLabel = new RegExp(`${now.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}$`);
    expect(within(calendar).getByRole('button', { name: todayLabel })).toBeEnabled();
    if (now.getDate() > 1) {
      const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
      const label = new RegExp(`${yesterday.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}$`);
      expect(within(calendar).getByRole('button', { name: label })).toBeDisabled();
    }
  });
});

describe('signed-in home: trip generation (idle, pending, success or error)', { timeout: 45_000 }, () => {
  it('sends the request, shows a loading message, toasts "Trip Generated!" with the count, enhances and shows the results', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const enhanced = stops.map((s) => ({ ...s, name: `${s.name} ✨` }));
    const bodies: unknown[] = [];
    const { user, fetch } = await signedIn(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/generate-stops') {
        bodies.push(body);
        return { status: 200, body: generated };
      }
      if (method === 'POST' && path === '/api/enhance-stops') return { status: 200, body: { success: true, stops: enhanced } };
      return undefined;
    });
    // Hold the generate answer until the loading message has been seen (that request only: the
    // screen's other requests may come first)
    holdGenerate(fetch, gate);
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns from Las Vegas to Reno');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));

    const message = await screen.findByTestId('loading-message');
    expect(LOADING_MESSAGES).toContain(message.textContent);
    expect(screen.getByText(LOADING_SUBTEXT)).toBeInTheDocument();
    release();

    expect(await findToast('Trip Generated!')).toBeInTheDocument();
    expect(screen.getByText('Found 3 stops for your adventure.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rhyolite ✨' })).toBeInTheDocument();
    expect(calls(fetch)).toContain('POST /api/enhance-stops');
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('3 stops');
    expect(screen.getByRole('button', { name: 'Save Trip' })).toBeInTheDocument();
    // The nav bar's Back button appears while results are shown.
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('posts the prompt with mode, style, party and dates', async () => {
    const bodies: unknown[] = [];
    const { user } = await signedIn(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/generate-stops') {
        bodies.push(body);
        return { status: 200, body: generated };
      }
      return route()({ method, path, body, headers: new Headers() });
    });
    await user.type(screen.getByLabelText('Your trip'), ' weird Ohio ');
    await user.selectOptions(screen.getByLabelText('Transport mode'), 'walking');
    await user.click(screen.getByRole('button', { name: 'More children' }));
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await findToast('Trip Generated!');
    expect(bodies[0]).toEqual({ prompt: 'weird Ohio', mode: 'walking', style: 'classic', startDate: null, endDate: null, adults: 2, children: 1, pets: 0 });
  });

  it('keeps the plain stops when enhancement fails, silently', async () => {
    const { user } = await signedIn(route({ 'POST /api/enhance-stops': { status: 500, body: { error: { code: 'x', message: 'boom' } } } }));
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    expect(await screen.findByRole('heading', { name: 'Rhyolite' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('skips the enhance call when there are no stops', async () => {
    const { user, fetch } = await signedIn(route({ 'POST /api/generate-stops': { status: 200, body: { ...generated, stops: [] } } }));
    await user.type(screen.getByLabelText('Your trip'), 'nowhere at all');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    expect(await findToast('Found 0 stops for your adventure.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/enhance-stops');
  });

  it("a failure toasts 'Gremlin got confused!' with the server's message (an unknown place)", async () => {
    const { user } = await signedIn(
      route({
        'POST /api/generate-stops': { status: 422, body: { error: { code: 'unknown_place', message: "The Gremlin couldn't find 'Atlantis' on any map." } } },
      }),
    );
    await user.type(screen.getByLabelText('Your trip'), 'from Atlantis to Reno');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    expect(await findToast('Gremlin got confused!')).toBeInTheDocument();
    expect(screen.getByText("The Gremlin couldn't find 'Atlantis' on any map.")).toBeInTheDocument();
  });

  it('a failure without a message falls back to "Failed to generate trip. Try rephrasing your request."', async () => {
    const { user } = await signedIn(route({ 'POST /api/generate-stops': { status: 502, body: 'Bad gateway' } }));
    await user.type(screen.getByLabelText('Your trip'), 'somewhere');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    expect(await findToast('Failed to generate trip. Try rephrasing your request.')).toBeInTheDocument();
  });

  it('New Search clears the results and the prompt; Regenerate resubmits the remembered prompt, naming the trip it replaces', async () => {
    const { user, fetch } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByRole('heading', { name: 'Rhyolite' });

    await user.click(screen.getByRole('button', { name: /Regenerate Trip/ }));
    await waitFor(() => expect(calls(fetch).filter((c) => c === 'POST /api/generate-stops')).toHaveLength(2));
    const second = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/generate-stops'))[1];
    expect(JSON.parse(String(second[1]?.body))).toMatchObject({ prompt: 'ghost towns', regenerateOf: generated.tripId });
    const first = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/generate-stops'))[0];
    expect(JSON.parse(String(first[1]?.body))).not.toHaveProperty('regenerateOf');
    await screen.findByRole('heading', { name: 'Rhyolite' });

    await user.click(screen.getByRole('button', { name: /New Search/ }));
    expect(await screen.findByLabelText('Your trip')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("the nav bar's Back button clears the results", async () => {
    const { user } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByRole('heading', { name: 'Rhyolite' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Plan Trip', level: 1 })).toBeInTheDocument();
  });
});

describe('signed-in home: nothing typed or planned is lost (session drafts)', { timeout: 45_000 }, () => {
  const tripKey = (userId: string) => `rg.draft.v1.planner.trip.${userId}`;
  const formKey = (userId: string) => `rg.draft.v1.planner.form.${userId}`;
  const storedTrip = { stops, tripId: 'trip-9', insights: [], accommodations: [], rerolled: [1], prompt: 'ghost towns' };

  it('a half-typed prompt and the chosen options are still there after a visit to another screen', async () => {
    const { user, router } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), 'haunted lighthouses of Maine');
    await user.selectOptions(screen.getByLabelText('Transport mode'), 'bicycling');
    await user.click(screen.getByRole('button', { name: 'More pets' }));
    await router.navigate('/community');
    await waitFor(() => expect(screen.queryByLabelText('Your trip')).not.toBeInTheDocument());
    await router.navigate('/');
    expect(await screen.findByLabelText('Your trip')).toHaveValue('haunted lighthouses of Maine');
    expect(screen.getByLabelText('Transport mode')).toHaveValue('bicycling');
    expect(screen.getByTestId('pets-count')).toHaveTextContent('1');
  });

  it('the planned trip is still there after a visit to another screen, and New Search then clears it for good', async () => {
    const { user, router } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByRole('heading', { name: 'Rhyolite' });
    await router.navigate('/community');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Rhyolite' })).not.toBeInTheDocument());
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Rhyolite' })).toBeInTheDocument();
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('3 stops');

    await user.click(screen.getByRole('button', { name: /New Search/ }));
    expect(await screen.findByLabelText('Your trip')).toHaveValue('');
    await router.navigate('/community');
    await router.navigate('/');
    expect(await screen.findByLabelText('Your trip')).toHaveValue('');
    expect(JSON.parse(sessionStorage.getItem(tripKey('user-1'))!)).toMatchObject({ stops: [] });
  });

  it('a trip that finishes while the traveller is on another screen is there when they come back', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, router, fetch } = await signedIn();
    holdGenerate(fetch, gate);
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByTestId('loading-message');
    await router.navigate('/community');
    release();
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(tripKey('user-1')) ?? '{}').tripId).toBe('trip-1'), TOAST_WAIT);
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: /Rhyolite/ }, TOAST_WAIT)).toBeInTheDocument();
  });

  it('after a reload the trip comes back from the tab’s storage', async () => {
    sessionStorage.setItem(tripKey('user-1'), JSON.stringify(storedTrip));
    renderApp('/', { session: makeSession(), fetch: fakeFetch(route()) });
    expect(await screen.findByRole('heading', { name: 'Rhyolite' })).toBeInTheDocument();
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('3 stops');
  });

  it("another user signed in on the same tab does not see the first user's trip or prompt", async () => {
    sessionStorage.setItem(tripKey('user-1'), JSON.stringify(storedTrip));
    sessionStorage.setItem(formKey('user-1'), JSON.stringify({ prompt: 'my secret trip', options: { mode: 'driving', style: 'classic', dates: { start: null, end: null }, adults: 2, children: 0, pets: 0 } }));
    renderApp('/', { session: makeSession({ user: makeUser({ id: 'user-2', email: 'other@example.com' }) }), fetch: fakeFetch(route()) });
    expect(await screen.findByLabelText('Your trip')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Rhyolite' })).not.toBeInTheDocument();
  });

  it('damaged or foreign storage is ignored: the home starts empty', async () => {
    sessionStorage.setItem(tripKey('user-1'), '{"stops":[{"name":1}],"tripId":null}');
    sessionStorage.setItem(formKey('user-1'), 'not json');
    renderApp('/', { session: makeSession(), fetch: fakeFetch(route()) });
    expect(await screen.findByLabelText('Your trip')).toHaveValue('');
    expect(screen.getByLabelText('Transport mode')).toHaveValue('driving');
  });

  it('dates that have passed since they were picked are dropped', async () => {
    sessionStorage.setItem(formKey('user-1'), JSON.stringify({ prompt: 'x', options: { mode: 'walking', style: 'classic', dates: { start: '2020-01-01', end: '2020-01-03' }, adults: 2, children: 0, pets: 0 } }));
    renderApp('/', { session: makeSession(), fetch: fakeFetch(route()) });
    expect(await screen.findByLabelText('Your trip')).toHaveValue('x');
    expect(screen.getByLabelText('Transport mode')).toHaveValue('walking');
    expect(screen.getByRole('button', { name: /Trip dates/ })).not.toHaveTextContent('2020');
  });

  it('Sign Out drops every draft on this device', async () => {
    const { user } = await signedIn();
    await user.type(screen.getByLabelText('Your trip'), 'ghost towns');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByRole('heading', { name: 'Rhyolite' });
    expect(sessionStorage.getItem(tripKey('user-1'))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(Object.keys(sessionStorage).filter((k) => k.startsWith('rg.draft.'))).toEqual([]));
  });
});
