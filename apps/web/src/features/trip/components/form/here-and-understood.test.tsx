/**
 * Reading places (docs/product/quality.md#planner-rules) in the web app: the browser's location is asked for only when the sentence says
 * "from here", "near me"…, and sent rounded; the results show what the Gremlin understood; an
 * ambiguous name's 422 message reaches the 'Gremlin got confused!' toast.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeSession, renderApp, type FakeRoute } from '../../../../test/app-harness';
import { usesHere } from '../../lib/here';
import { ignoredText, readingParts, understoodText } from '../results/understood-line';

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

  it('the results show the rest of the reading and the words that were ignored', async () => {
    const full = { ...understood, interests: ['covered bridges'], days: 3, nights: 2, daysFrom: 'sentence', startDate: '2026-05-08', endDate: '2026-05-10', mode: 'driving', shape: 'oneway', slow: false, ignored: ['blorp'] };
    await plan('covered bridges Richmond to Williamsburg this weekend blorp', () => ({ status: 200, body: { stops, tripId: 't-3', personalizedInsights: [], accommodations: [], understood: full } }));
    expect(await screen.findByTestId('understood-details', {}, TOAST_WAIT)).toHaveTextContent('covered bridges · 2 nights, May 8 – May 10, from your sentence · by car · one way');
    expect(screen.getByTestId('understood-ignored')).toHaveTextContent("Not understood, ignored: 'blorp'");
  });
});

describe('what was understood', { timeout: 45_000 }, () => {
  it('reads an A→B trip, a loop and a whole region', () => {
    expect(understoodText(understood)).toBe('Richmond, VA → Williamsburg, VA');
    expect(understoodText({ origin: understood.origin, destination: null, area: 'Toronto, ON' })).toBe('around Toronto, ON');
  });

  it('the whole reading: via places, the road, interests, nights and where they came from, mode, shape, ignored words', () => {
    const tonopah = { name: 'Tonopah', region: 'NV', country: 'US', lat: 38.07, lng: -117.23 };
    const u = {
      ...understood,
      via: [tonopah],
      road: 'US-95',
      interests: ['old drive-in theatres'],
      days: 4,
      nights: 3,
      daysFrom: 'sentence' as const,
      startDate: '2026-05-03',
      endDate: '2026-05-06',
      mode: 'driving' as const,
      shape: 'return' as const,
      slow: true,
      ignored: ['blorp', 'zzx'],
    };
    expect(understoodText(u)).toBe('Richmond, VA → Tonopah, NV → Williamsburg, VA and back along US-95');
    expect(readingParts(u)).toEqual(['old drive-in theatres', '3 nights, May 3 – May 6, from your sentence', 'by car', 'the slow way']);
    expect(ignoredText(u)).toBe("Not understood, ignored: 'blorp', 'zzx'");
    const loop = { origin: understood.origin, destination: null, area: 'Nevada', days: 1, nights: 0, daysFrom: 'default' as const, mode: 'walking' as const, shape: 'loop' as const, ignored: [] };
    expect(understoodText(loop)).toBe('around Nevada');
    expect(readingParts(loop)).toEqual(['a day trip, for the distance', 'on foot', 'a loop']);
    expect(readingParts({ ...loop, pace: 'easy' })).toEqual(['a day trip, for the distance', 'on foot', 'a loop', 'an easy pace']);
    expect(readingParts({ ...loop, pace: 'full' }).at(-1)).toBe('a full pace');
    expect(ignoredText(loop)).toBeNull();
    expect(understoodText({ origin: { ...understood.origin, name: 'Nevada', region: 'NV' }, destination: null, area: 'Nevada' })).toBe('around Nevada');
  });

  it('an ambiguous name: the toast asks which one', async () => {
    const message = 'Did you mean Kingston, ON or Kingston, NY? Gremlin knows more than one "Kingston": add the state or province (e.g. "Kingston, ON").';
    await plan('weird stuff around Kingston', () => ({ status: 422, body: { error: { code: 'ambiguous_place', message, details: { place: 'Kingston', readings: [] } } } }));
    expect(await screen.findByText(message, {}, TOAST_WAIT)).toBeInTheDocument();
  });
});
