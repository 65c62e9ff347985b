import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { toaster } from '../../../../components/toaster';
import { createQueryClient } from '../../../../lib/query-client';
import type { Stop } from '../../../../lib/trip-types';
import { fakeFetch, type FakeRoute } from '../../../../test/app-harness';
import { TripPlanView, type TripPlanViewProps } from './trip-plan-view';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const stops: Stop[] = [
  { name: 'Goodsprings Pioneer Saloon', description: 'A saloon with a bullet hole', lat: 35.83123, lng: -115.43456, personalizedNote: 'You like old bars' },
  { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'A half-empty mining town', lat: 37.71, lng: -117.23 },
];

function Harness(props: Partial<TripPlanViewProps> & { onChange?: (stops: Stop[], index: number) => void }) {
  const [list, setList] = useState(props.stops ?? stops);
  return (
    <TripPlanView
      stops={list}
      originalPrompt="ghost towns from Las Vegas to Reno"
      personalizedInsights={props.personalizedInsights ?? []}
      accommodations={props.accommodations ?? []}
      tripId="trip-1"
      variant={props.variant}
      onStopsChange={(next, index) => {
        props.onChange?.(next, index);
        setList(next);
      }}
    />
  );
}

function renderView(props: Parameters<typeof Harness>[0] = {}, route: FakeRoute = () => undefined) {
  const fetch = fakeFetch(route);
  vi.stubGlobal('fetch', fetch);
  toaster.remove();
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, fetch };
}

describe('TripPlanView', { timeout: 45_000 }, () => {
  it('renders nothing when the stop list is empty', () => {
    const { container } = render(
      <AppProviders queryClient={createQueryClient()}>
        <TripPlanView stops={[]} originalPrompt="x" personalizedInsights={[]} accommodations={[]} />
      </AppProviders>,
    );
    expect(container.querySelector('[data-testid="stop-list"]')).toBeNull();
    expect(screen.queryByText('VIBE')).not.toBeInTheDocument();
  });

  it('shows VIBE, PACING and BONUS, and each card with number, name, 4-decimal coordinates, note and actions', () => {
    renderView();
    expect(screen.getByTestId('summary-vibe')).toHaveTextContent("Gremlin's Choice");
    expect(screen.getByTestId('summary-pacing')).toHaveTextContent('43 min average between stops');
    expect(screen.getByTestId('summary-bonus')).toHaveTextContent('Gremlin Surprise');
    const card = screen.getByRole('article', { name: 'Stop 1: Goodsprings Pioneer Saloon' });
    expect(within(card).getByText('35.8312, -115.4346')).toBeInTheDocument();
    expect(within(card).getByText(/You like old bars/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=35.83123%2C-115.43456',
    );
    expect(screen.getAllByRole('button', { name: /Replace with Surprise/ })).toHaveLength(3);
    expect(screen.getByTestId('stop-list')).toHaveStyle({ height: '600px' });
  });

  it("'Replace with Surprise' reads 'Rolling...' for 1.5 s, then the stop is replaced and 'Stop Rerolled!' toasts", async () => {
    const bodies: unknown[] = [];
    const onChange = vi.fn();
    const { user } = renderView({ onChange }, ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/reroll-stop') {
        bodies.push(body);
        return { status: 200, body: { name: 'Clown Motel', description: 'Haunted and full of clowns', lat: 38.07, lng: -117.23 } };
      }
      return undefined;
    });
    const card = screen.getByRole('article', { name: 'Stop 2: Rhyolite' });
    const started = Date.now();
    await user.click(within(card).getByRole('button', { name: /Replace with Surprise/ }));
    expect(within(card).getByRole('button', { name: /Rolling\.\.\./ })).toBeDisabled();
    // Every other reroll waits too.
    expect(screen.getAllByRole('button', { name: /Replace with Surprise/ }).every((b) => b.hasAttribute('disabled'))).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Clown Motel' })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(screen.queryByRole('heading', { name: 'Rhyolite' })).not.toBeInTheDocument();
    expect(await findToast('Stop Rerolled!')).toBeInTheDocument();
    expect(screen.getByText(/Clown Motel: the Gremlin found you something new and weird/)).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ name: 'Clown Motel' })]), 1);
    expect(bodies[0]).toMatchObject({
      currentStopLat: 36.9,
      currentStopLng: -116.83,
      originalPrompt: 'ghost towns from Las Vegas to Reno',
      theme: 'abandoned',
      vibe: 'classic',
      mode: 'driving',
      tripId: 'trip-1',
      stopIndex: 1,
    });
    expect((bodies[0] as { allStops: unknown[] }).allStops).toHaveLength(3);
  });

  it("a failed reroll toasts 'Reroll failed' with the server's message and keeps the stop", async () => {
    const { user } = renderView({}, ({ path }) =>
      path === '/api/reroll-stop' ? { status: 404, body: { error: { code: 'no_candidate', message: 'Nothing weird left nearby.' } } } : undefined,
    );
    await user.click(within(screen.getByRole('article', { name: 'Stop 3: Goldfield' })).getByRole('button', { name: /Replace with Surprise/ }));
    expect(await findToast('Reroll failed')).toBeInTheDocument();
    expect(screen.getByText('Nothing weird left nearby.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Goldfield' })).toBeInTheDocument();
  });

  it("a reroll failure without a message says 'The Gremlin couldn't find a replacement'", async () => {
    const { user } = renderView({}, ({ path }) => (path === '/api/reroll-stop' ? { status: 500, body: 'oops' } : undefined));
    await user.click(screen.getAllByRole('button', { name: /Replace with Surprise/ })[0]);
    expect(await findToast("The Gremlin couldn't find a replacement")).toBeInTheDocument();
  });

  it('clicking a card focuses that stop on the map (the fallback list marks it)', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('article', { name: 'Stop 2: Rhyolite' }));
    expect(screen.getByRole('article', { name: 'Stop 2: Rhyolite' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('focused-stop-badge')).toHaveTextContent('2. Rhyolite');
    const fallback = screen.getByTestId('map-fallback');
    expect(within(fallback).getByRole('button', { name: /2\. Rhyolite/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the rich list shows the Gremlin Pick badge, a real rating and reviews only, visit time, tags, Navigate and a local favourite', async () => {
    const rich: Stop[] = [
      { name: 'Neon Museum', description: 'Old casino signs', lat: 36.17, lng: -115.13, gremlinSays: 'Go at night.', tags: ['neon', 'vegas', 'signs', 'retro', 'extra'] },
      { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83, rating: 4.6, reviews: 321 },
    ];
    const { user } = renderView({ stops: rich, variant: 'rich' });
    const first = screen.getByRole('article', { name: 'Stop 1: Neon Museum' });
    expect(within(first).getByText('Gremlin Pick')).toBeInTheDocument();
    expect(within(first).getByText('Gremlin Says')).toBeInTheDocument();
    expect(within(first).getByText('2-3 hours')).toBeInTheDocument();
    expect(within(first).getAllByText(/^#/).map((t) => t.textContent)).toEqual(['#1', '#neon', '#vegas', '#signs', '#retro']);
    expect(within(first).getByRole('link', { name: /Navigate/ })).toHaveAttribute('href', expect.stringContaining('destination=36.17%2C-115.13'));
    expect(within(first).getByRole('button', { name: /Reroll This Stop/ })).toBeInTheDocument();
    // no source rated the first stop: no stars and no review count, never made-up ones
    expect(within(first).queryByText(/reviews\)/)).toBeNull();
    expect(within(first).queryByLabelText(/^Rated /)).toBeNull();
    const second = screen.getByRole('article', { name: 'Stop 2: Rhyolite' });
    expect(within(second).getByText('(321 reviews)')).toBeInTheDocument();
    expect(within(second).getByText('4.6')).toBeInTheDocument();

    const heart = within(first).getByRole('button', { name: 'Add Neon Museum to favourites' });
    await user.click(heart);
    expect(within(first).getByRole('button', { name: 'Remove Neon Museum from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("lists lodging under 'Where to Rest Your Weary Head' with price band, first 4 amenities and '+N more'", () => {
    renderView({
      accommodations: [
        {
          name: 'Mizpah Hotel',
          address: '100 N Main St, Tonopah, NV',
          description: 'A haunted 1907 hotel',
          type: 'Historic hotel',
          priceRange: 'mid-range',
          estimatedPrice: 129,
          amenities: ['Wi-Fi', 'Parking', 'Restaurant', 'Bar', 'Ghosts', 'Pets'],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Where to Rest Your Weary Head' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Mizpah Hotel' });
    expect(within(card).getByText('$$ Mid-range')).toBeInTheDocument();
    expect(within(card).getByText('$129/night')).toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(within(card).queryByText('Ghosts')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Find a room/ })).toHaveAttribute('href', expect.stringContaining('Mizpah+Hotel'));
  });
});

describe('StopImage', () => {
  it('shows a spinner, then falls back to the street-view image when the picture fails', async () => {
    renderView({ stops: [{ ...stops[0], serperImage: '/api/trips/postcards/x.svg' }], variant: 'rich' });
    expect(screen.getByTestId('stop-image-spinner')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: stops[0].name });
    expect(img).toHaveAttribute('src', '/api/trips/postcards/x.svg');
    fireEvent.error(img);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: stops[0].name })).toHaveAttribute('src', '/api/google-streetview?lat=35.83123&lng=-115.43456'),
    );
  });
});
