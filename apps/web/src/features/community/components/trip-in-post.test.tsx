import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, renderApp } from '../../../test/app-harness';
import type { TripCard } from '../api/types';
import { communityFetch, makePost, requests } from '../test/community-fixtures';

const card: TripCard = {
  shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
  title: 'Ghost towns from Las Vegas to Reno',
  mode: 'driving',
  distanceKm: 703.4,
  durationMin: 456,
  days: 2,
  stopCount: 5,
  stops: [
    { name: 'Rhyolite', lat: 36.9, lng: -116.83 },
    { name: 'Goldfield', lat: 37.71, lng: -117.24 },
    { name: 'Tonopah', lat: 38.07, lng: -117.23 },
    { name: 'Berlin', lat: 38.88, lng: -117.61 },
    { name: 'Virginia City', lat: 39.31, lng: -119.65 },
  ],
  line: [
    [-115.14, 36.17],
    [-117.23, 38.07],
    [-119.81, 39.53],
  ],
};
const trips = [{ id: 'trip-1', title: null, prompt: 'ghost towns from Las Vegas to Reno', generatedAt: '2026-11-26T10:00:00Z', stops: card.stops, isSaved: false, mode: 'driving', accommodations: [], shareId: null }];

describe('a trip in a post', () => {
  it('a post carrying a trip shows its card: map, distance, days, stops, and a link to the shared trip', async () => {
    renderApp('/community', {
      fetch: communityFetch(({ path }) => (path === '/api/community/posts' ? { status: 200, body: [makePost({ trip: card })] } : undefined)),
    });
    const tripCard = await screen.findByTestId('trip-card');
    expect(within(tripCard).getByRole('img', { name: /Route map of Ghost towns from Las Vegas to Reno/ })).toBeInTheDocument();
    expect(within(tripCard).getByTestId('trip-facts')).toHaveTextContent('703 km (437 mi) · 2 days · 5 stops');
    expect(within(tripCard).getByText('Rhyolite')).toBeInTheDocument();
    expect(within(tripCard).getByRole('link', { name: 'Open the trip' })).toHaveAttribute('href', `/shared/${card.shareId}`);
  });

  it('"Post to community" (?attach=) opens the dialog with the trip chosen and Trip Reports; it is sent only once the author agrees to share it', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = communityFetch(({ method, path }) => {
      if (path === '/api/user/trips') return { status: 200, body: trips };
      if (method === 'POST' && path === '/api/community/posts') return { status: 201, body: makePost({ trip: card }) };
      if (path === '/api/community/posts') return { status: 200, body: [] };
      return undefined;
    });
    const { router } = renderApp('/community?attach=trip-1', { session: makeSession(), fetch: fetchMock });
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Post' });
    await waitFor(() => expect(within(dialog).getByLabelText('Attach one of your trips')).toHaveValue('trip-1'));
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('trip-reports');
    expect(router.state.location.search).toBe('');

    await user.type(within(dialog).getByLabelText(/^Title/), 'Nevada ghost loop');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Two days, five ghost towns.');
    const create = within(dialog).getByRole('button', { name: 'Create Post' });
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Share this trip/ }));
    await user.click(create);
    await waitFor(() => expect(requests(fetchMock).some((r) => r.method === 'POST' && r.path === '/api/community/posts')).toBe(true));
    const sent = requests(fetchMock).find((r) => r.method === 'POST' && r.path === '/api/community/posts')!;
    expect(sent.body).toEqual({ title: 'Nevada ghost loop', content: 'Two days, five ghost towns.', category: 'trip-reports', tripId: 'trip-1', shareTrip: true });
  });
});
