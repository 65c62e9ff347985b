/**
 * Issue #13 §2 in the web app: the browser's location is asked for only when the sentence says
 * "from here", "near me"…, and sent rounded; the results show what the Gremlin understood; an
 * ambiguous name's 422 message reaches the 'Gremlin got confused!' toast.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeSession, renderApp, type FakeRoute } from '../../../../test/app-harness';
import { usesHere } from '../../lib/here';
import { understoodText } from '../results/understood-line';

const TOAST_WAIT = { timeout: 10_000 };

const stops = [
  { name: 'Colonial Capitol', description: 'Rebuilt 1705 capitol', lat: 37.27, lng: -76.7 },
  { name: 'Edgar Allan Poe Museum', description: 'Poe in Richmond', lat: 37.53, lng: -77.43 },
];
const understood = {
  origin: { name: 'Richmond', region: 'VA', country: 'US', lat: 37.55376, lng: -77.46026 },
  destination: { name: 'Williamsburg', region: 'VA', country: 'US', lat: 37.2707, lng: -76.70746 },
};

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number }) => void;
const getCurrentPosition = vi.fn<(ok: Success, fail: Failure, options?: PositionOptions) => void>();

beforeEach(() => {
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } });
});

async function plan(prompt: string, answer: (body: Record<string, unknown>) => { status: number; body?: unknown }) {
  const bodies: Record<string, unknown>[] = [];
  const route: FakeRoute = ({ method, path, body }) => {
    if (method === 'POST' && path === '/api/generate-stops') {
      bodies.push(body as Record<string, unknown>);
      return answer(body as Record<string, unknown>);
    }
    if (method === 'POST' && path === '/api/enhance-stops') return { status: 200, body: { success: false, stops } };
    return undefined;
  };
  const user = userEvent.setup({ delay: null });
  renderApp('/', { session: makeSession(), fetch: fakeFetch(route) });
  await screen.findByRole('heading', { name: 'Plan Trip', level: 1 }, TOAST_WAIT);
  await user.type(screen.getByLabelText('Your trip'), prompt);
  await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
  return bodies;
}

describe('"here" words', { timeout: 45_000 }, () => {
  it.each([
    ['weird stuff near me', true],
    ['ghost towns from here to Reno', true],
    ['art around my location', true],
    ['oddities nearby', true],
    ['show me ghost towns from Las Vegas to Reno', false],
    ['Richmond to Williamsburg', false],
    ['a trip to Hereford', false],
  ])('usesHere(%j) is %s', (prompt, expected) => {
    expect(usesHere(prompt)).toBe(expected);
  });

  it('"near me" asks the browser once and sends the location rounded to ~1 km', async () => {
    getCurrentPosition.mockImplementation((ok) => ok({ coords: { latitude: 30.309734, longitude: -104.021341 } }));
    const bodies = await plan('weird stuff near me', () => ({
      status: 200,
      body: { stops, tripId: 't-1', personalizedInsights: [], accommodations: [], understood: { origin: { ...understood.origin, name: 'Marfa', region: 'TX', lat: 30.31, lng: -104.02 }, destination: null, area: 'Marfa, TX' } },
    }));
    expect(await screen.findByTestId('understood', {}, TOAST_WAIT)).toHaveTextContent('around Marfa, TX');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ prompt: 'weird stuff near me', here: { lat: 30.31, lng: -104.02 } });
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('a refused location sends none, and the 422 message is the toast', async () => {
    getCurrentPosition.mockImplementation((_ok, fail) => fail({ code: 1 }));
    const message = "Gremlin doesn't know where 'here' is: allow location access or name a town to start from.";
    const bodies = await plan('ghost towns near me', () => ({ status: 422, body: { error: { code: 'no_location', message } } }));
    expect(await screen.findByText('Gremlin got confused!', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('here');
  });

  it('a sentence without a "here" word never asks for the location', async () => {
    const bodies = await plan('Richmond to Williamsburg', () => ({ status: 200, body: { stops, tripId: 't-2', personalizedInsights: [], accommodations: [], understood } }));
    expect(await screen.findByTestId('understood', {}, TOAST_WAIT)).toHaveTextContent('Richmond, VA → Williamsburg, VA');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(bodies[0]).not.toHaveProperty('here');
  });
});

describe('what was understood', { timeout: 45_000 }, () => {
  it('reads an A→B trip, a loop and a whole region', () => {
    expect(understoodText(understood)).toBe('Richmond, VA → Williamsburg, VA');
    expect(understoodText({ origin: understood.origin, destination: null, area: 'Toronto, ON' })).toBe('around Toronto, ON');
    expect(understoodText({ origin: { ...understood.origin, name: 'Nevada', region: 'NV' }, destination: null, area: 'Nevada' })).toBe('around Nevada');
  });

  it('an ambiguous name: the toast asks which one', async () => {
    const message = 'Did you mean Kingston, ON or Kingston, NY? Gremlin knows more than one "Kingston": add the state or province (e.g. "Kingston, ON").';
    await plan('weird stuff around Kingston', () => ({ status: 422, body: { error: { code: 'ambiguous_place', message, details: { place: 'Kingston', readings: [] } } } }));
    expect(await screen.findByText(message, {}, TOAST_WAIT)).toBeInTheDocument();
  });
});
