import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoredTrip } from '../lib/trip-types';
import { calls, fakeFetch, makeSession, renderApp } from '../test/app-harness';

const stops = [
  { id: 'a', name: 'Rhyolite', description: 'ghost town', lat: 36.9, lng: -116.83 },
  { id: 'b', name: 'Goldfield', description: 'mining town', lat: 37.71, lng: -117.23 },
];
const versions = [
  { version: 1, generatedAt: '2026-11-20T10:00:00Z', stopCount: 2 },
  { version: 2, generatedAt: '2026-11-20T11:00:00Z', stopCount: 2 },
  { version: 3, generatedAt: '2026-11-20T12:00:00Z', stopCount: 1 },
];
const v3: StoredTrip = { id: 'trip-1', title: 'Nevada weekend', prompt: 'ghost towns in Nevada', generatedAt: versions[2].generatedAt, stops: [stops[1]], isSaved: true, mode: 'driving', accommodations: [], shareId: null, version: 3, versions };
const v1: StoredTrip = { ...v3, generatedAt: versions[0].generatedAt, stops, version: 1 };

describe('/my-trips/:tripId', () => {
  it('opens the stored trip in the results view without planning it again; an earlier version can be made current', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips/trip-1', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path }) => {
        if (method === 'GET' && path === '/api/trips/trip-1') return { status: 200, body: v3 };
        if (method === 'POST' && path === '/api/trips/trip-1/versions/1/restore') return { status: 200, body: v1 };
        return undefined;
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nevada weekend', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('trip-results')).toBeInTheDocument();
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('1 stop');
    expect(screen.getByTestId('version-count')).toHaveTextContent('Version 3 of 3');
    expect(calls(fetch).some((c) => c.includes('/api/generate-stops'))).toBe(false);

    const group = within(screen.getByRole('group', { name: 'Versions' }));
    await user.click(group.getByRole('button', { name: /^Version 1,/ }));
    await waitFor(() => expect(screen.getByTestId('version-count')).toHaveTextContent('Version 1 of 3'));
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('2 stops');
    expect(calls(fetch)).toContain('POST /api/trips/trip-1/versions/1/restore');
    expect(screen.getByRole('link', { name: 'Back to My Trips' })).toHaveAttribute('href', '/my-trips');
  });

  it('Regenerate there plans a new version of the same trip (regenerateOf), with its dates and party, and shows it', async () => {
    const request = { prompt: 'ghost towns in Nevada', mode: 'driving' as const, style: 'classic', startDate: '2026-12-04', endDate: '2026-12-06', adults: 3, children: 1, pets: 1 };
    let stored: StoredTrip = { ...v3, request };
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips/trip-1', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path, body }) => {
        if (method === 'GET' && path === '/api/trips/trip-1') return { status: 200, body: stored };
        if (method === 'POST' && path === '/api/generate-stops') {
          expect(body).toMatchObject({ ...request, regenerateOf: 'trip-1' });
          const v4 = { version: 4, generatedAt: '2026-11-20T13:00:00Z', stopCount: 2 };
          stored = { ...v3, stops, generatedAt: v4.generatedAt, version: 4, versions: [...versions, v4] };
          return { status: 200, body: { stops, tripId: 'trip-1', personalizedInsights: [], accommodations: [] } };
        }
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Regenerate Trip/ }));
    await waitFor(() => expect(screen.getByTestId('version-count')).toHaveTextContent('Version 4 of 4'), { timeout: 10_000 });
    expect(screen.getByTestId('results-stop-count')).toHaveTextContent('2 stops');
    expect(calls(fetch).filter((c) => c === 'POST /api/generate-stops')).toHaveLength(1);
  });

  it("another user's or a deleted trip (404) says so and links back to My Trips", async () => {
    renderApp('/my-trips/nope', { session: makeSession(), fetch: fakeFetch(() => undefined) });
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByText(/belongs to another account/)).toBeInTheDocument();
  });
});
