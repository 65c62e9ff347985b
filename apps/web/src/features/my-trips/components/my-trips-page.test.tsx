import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoredTrip } from '../../../lib/trip-types';
import { calls, fakeFetch, makeSession, renderApp } from '../../../test/app-harness';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const stops = [
  { name: 'Rhyolite', description: 'ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'mining town', lat: 37.71, lng: -117.23 },
];
const older: StoredTrip = { id: 'trip-old', title: 'Nevada weekend', prompt: 'ghost towns in Nevada', generatedAt: '2026-11-01T10:00:00Z', stops, isSaved: true, mode: 'driving', accommodations: [], shareId: null };
const newer: StoredTrip = { id: 'trip-new', title: null, prompt: 'weird Ohio', generatedAt: '2026-11-20T10:00:00Z', stops: [stops[0]], isSaved: false, mode: 'driving', accommodations: [], shareId: null };

describe('/my-trips', () => {
  it("lists 'Saved Trips' and 'All Generated Trips'; Save posts, refetches and shows the Saved badge", async () => {
    let saved = [older];
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path, body }) => {
        if (path === '/api/user/saved-trips') return { status: 200, body: saved };
        if (path === '/api/user/trips') return { status: 200, body: [{ ...newer, isSaved: saved.some((t) => t.id === newer.id) }, older] };
        if (method === 'POST' && path === '/api/user/save-trip') {
          expect(body).toEqual({ tripId: 'trip-new' });
          saved = [{ ...newer, isSaved: true }, older];
          return { status: 200, body: { success: true, trip: saved[0] } };
        }
        return undefined;
      }),
    });

    const savedSection = within(await screen.findByRole('region', { name: 'Saved Trips' }));
    expect(await savedSection.findByRole('heading', { name: 'Nevada weekend' })).toBeInTheDocument();
    expect(savedSection.getByText('“ghost towns in Nevada”')).toBeInTheDocument();
    expect(savedSection.getByText('Saved')).toBeInTheDocument();
    expect(savedSection.getByRole('list', { name: 'Stops' })).toHaveTextContent('RhyoliteGoldfield');

    const all = within(screen.getByRole('region', { name: 'All Generated Trips' }));
    const card = within(await all.findByRole('article', { name: 'weird Ohio' }));
    expect(card.getByText(/Generated/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Save' }));

    expect(await findToast('Trip Saved!')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch).filter((c) => c === 'GET /api/user/saved-trips')).toHaveLength(2));
    expect(await savedSection.findByRole('article', { name: 'weird Ohio' })).toBeInTheDocument();
    await waitFor(() => expect(card.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(card.getByText('Saved')).toBeInTheDocument();
  });

  it("a failed save toasts 'Save Failed' with the fallback text", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path }) => {
        if (path === '/api/user/saved-trips') return { status: 200, body: [] };
        if (path === '/api/user/trips') return { status: 200, body: [newer] };
        if (method === 'POST' && path === '/api/user/save-trip') return { status: 500, body: 'nope' };
        return undefined;
      }),
    });
    expect(await screen.findByText(/No saved trips yet/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await findToast('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to save trip. Please try again.')).toBeInTheDocument();
  });
});
