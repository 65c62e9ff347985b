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

describe('/my-trips: open, rename, delete with Undo, unsave, filter, pages', () => {
  const trip = (i: number): StoredTrip => ({ ...newer, id: `trip-${i}`, prompt: `trip number ${i}`, title: null });

  it('rename is inline: an empty or too long title shows the reason and sends nothing; a good one PATCHes', async () => {
    let current = { ...newer };
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path, body }) => {
        if (path === '/api/user/saved-trips') return { status: 200, body: [] };
        if (path === '/api/user/trips') return { status: 200, body: [current] };
        if (method === 'PATCH' && path === '/api/trips/trip-new') {
          current = { ...current, title: (body as { title: string }).title };
          return { status: 200, body: current };
        }
        return undefined;
      }),
    });
    const all = within(await screen.findByRole('region', { name: 'All Generated Trips' }));
    await user.click(await all.findByRole('button', { name: 'Rename' }));
    const input = all.getByLabelText('Trip title');
    await user.click(all.getByRole('button', { name: 'Save title' }));
    expect(await all.findByText('The title cannot be empty.')).toBeInTheDocument();
    await user.type(input, 'x'.repeat(81));
    await user.click(all.getByRole('button', { name: 'Save title' }));
    expect(await all.findByText('The title must be at most 80 characters.')).toBeInTheDocument();
    expect(calls(fetch).some((c) => c.startsWith('PATCH'))).toBe(false);

    await user.clear(input);
    await user.type(input, 'Ohio oddities');
    await user.click(all.getByRole('button', { name: 'Save title' }));
    expect(await all.findByRole('heading', { name: 'Ohio oddities' })).toBeInTheDocument();
    expect(calls(fetch)).toContain('PATCH /api/trips/trip-new');
  });

  it("delete asks first, then hides the trip and offers 'Undo', which restores it", async () => {
    let deleted = false;
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path }) => {
        if (path === '/api/user/saved-trips') return { status: 200, body: [] };
        if (path === '/api/user/trips') return { status: 200, body: deleted ? [] : [newer] };
        if (method === 'DELETE' && path === '/api/trips/trip-new') {
          deleted = true;
          return { status: 200, body: { success: true } };
        }
        if (method === 'POST' && path === '/api/trips/trip-new/restore') {
          deleted = false;
          return { status: 200, body: newer };
        }
        return undefined;
      }),
    });
    const all = within(await screen.findByRole('region', { name: 'All Generated Trips' }));
    await user.click(await all.findByRole('button', { name: 'Delete' }));
    expect(calls(fetch)).not.toContain('DELETE /api/trips/trip-new');
    await user.click(all.getByRole('button', { name: 'Keep it' }));
    await user.click(all.getByRole('button', { name: 'Delete' }));
    await user.click(all.getByRole('button', { name: 'Delete trip' }));
    expect(await findToast('Trip deleted')).toBeInTheDocument();
    await waitFor(() => expect(all.queryByRole('article', { name: 'weird Ohio' })).not.toBeInTheDocument());
    expect(all.getByText(/No trips yet/)).toBeInTheDocument();
    expect(all.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await all.findByRole('article', { name: 'weird Ohio' }, TOAST_WAIT)).toBeInTheDocument();
    expect(calls(fetch)).toContain('POST /api/trips/trip-new/restore');
  });

  it('Unsave sends DELETE /api/user/save-trip/{id}; Open links to /my-trips/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    const { fetch } = renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ method, path }) => {
        if (path === '/api/user/saved-trips') return { status: 200, body: [older] };
        if (path === '/api/user/trips') return { status: 200, body: [older] };
        if (method === 'DELETE' && path === '/api/user/save-trip/trip-old') return { status: 200, body: { success: true, trip: { ...older, isSaved: false } } };
        return undefined;
      }),
    });
    const saved = within(await screen.findByRole('region', { name: 'Saved Trips' }));
    expect(await saved.findByRole('link', { name: 'Open Nevada weekend' })).toHaveAttribute('href', '/my-trips/trip-old');
    await user.click(saved.getByRole('button', { name: 'Unsave' }));
    await waitFor(() => expect(calls(fetch)).toContain('DELETE /api/user/save-trip/trip-old'));
  });

  it('pages of 20 with Load more (the x-next-cursor header), and the filter asks the server with ?q=', async () => {
    const user = userEvent.setup({ delay: null });
    const first = Array.from({ length: 20 }, (_, i) => trip(i));
    const { fetch } = renderApp('/my-trips', {
      session: makeSession(),
      fetch: fakeFetch(({ path }) => {
        if (path.startsWith('/api/user/saved-trips')) return { status: 200, body: [] };
        if (path === '/api/user/trips') return { status: 200, body: first, headers: { 'x-next-cursor': 'CUR' } };
        if (path === '/api/user/trips?cursor=CUR') return { status: 200, body: [trip(20)] };
        if (path === '/api/user/trips?q=zebra') return { status: 200, body: [] };
        return undefined;
      }),
    });
    const all = within(await screen.findByRole('region', { name: 'All Generated Trips' }));
    expect(await all.findAllByTestId('trip-card')).toHaveLength(20);
    await user.click(all.getByRole('button', { name: 'Load more' }));
    expect(await all.findByRole('article', { name: 'trip number 20' })).toBeInTheDocument();
    expect(all.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter trips by prompt or title' }), 'zebra');
    expect(await all.findByText(/No trips match “zebra”/, {}, TOAST_WAIT)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/api/user/trips?q=zebra');
  });
});
