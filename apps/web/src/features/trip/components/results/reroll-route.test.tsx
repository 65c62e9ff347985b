/** After a reroll of a stored trip the web app refetches GET /api/trips/{id} for the new route. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, fakeFetch, makeSession, renderApp } from '../../../../test/app-harness';

const stops = [
  { name: 'Goodsprings', description: 'A ghost town saloon', lat: 35.83, lng: -115.43 },
  { name: 'Pioche', description: 'A mining town', lat: 37.93, lng: -114.45 },
];
const leg = (distanceKm: number, durationMin: number) => ({ distanceKm, durationMin, onRoad: true });
const route = (second: number) => ({
  geometry: { type: 'LineString', coordinates: [[-115.14, 36.17], [-115.43, 35.83], [-114.45, 37.93], [-111.89, 40.76]] },
  legs: [leg(55.2, 41), leg(second, 200), leg(420, 260)],
  distanceKm: 55.2 + second + 420,
  durationMin: 501,
  source: 'embedded',
});

describe('reroll → new route', { timeout: 45_000 }, () => {
  it('the leg labels and the summary show the route the server stored after the reroll', async () => {
    const fetch = fakeFetch(({ method, path }) => {
      if (path === '/api/generate-stops')
        return { status: 200, body: { stops, tripId: 'trip-7', personalizedInsights: [], accommodations: [], route: route(301.4), notice: 'Only 2 ghost town stops along this route; we looked up to 80 km off it.' } };
      if (path === '/api/enhance-stops') return { status: 200, body: { success: true, stops } };
      if (method === 'POST' && path === '/api/reroll-stop') return { status: 200, body: { name: 'Delamar', description: 'A ghost town', lat: 37.46, lng: -114.77 } };
      if (method === 'GET' && path === '/api/trips/trip-7') return { status: 200, body: { id: 'trip-7', stops: [stops[0], { name: 'Delamar', description: 'A ghost town', lat: 37.46, lng: -114.77 }], route: route(250.7) } };
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/', { session: makeSession(), fetch });
    await user.type(await screen.findByLabelText('Your trip', {}, { timeout: 15_000 }), 'ghost towns from Las Vegas to Salt Lake City');
    await user.click(screen.getByRole('button', { name: /Unleash the Gremlin/ }));
    await screen.findByTestId('trip-results');
    expect(screen.getByTestId('trip-notice')).toHaveTextContent('Only 2 ghost town stops');
    const cards = () => screen.getAllByTestId('stop-card');
    expect(within(cards()[1]).getByTestId('leg-label')).toHaveTextContent('301.4 km · 3 h 20 min from the previous stop');

    await user.click(within(cards()[1]).getByRole('button', { name: /Replace with Surprise/ }));
    await waitFor(() => expect(within(cards()[1]).getByTestId('leg-label')).toHaveTextContent('250.7 km · 3 h 20 min from the previous stop'), { timeout: 10_000 });
    expect(calls(fetch)).toContain('GET /api/trips/trip-7');
    expect(screen.getByTestId('total-distance')).toHaveTextContent('725.9 km');
  });
});
