import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import type { Stop } from '../../lib/trip-types';
import { fakeFetch } from '../../test/app-harness';
import { RouteMap } from './route-map';

const stops: Stop[] = [
  { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'Mining town', lat: 37.71, lng: -117.23, isBonus: true },
  { name: 'Tonopah', description: 'Clown motel', lat: 38.07, lng: -117.23 },
];

function renderMap(props: Partial<Parameters<typeof RouteMap>[0]> = {}) {
  vi.stubGlobal('fetch', fakeFetch(() => undefined));
  const onSelectStop = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouteMap stops={stops} onSelectStop={onSelectStop} {...props} />
    </AppProviders>,
  );
  return { onSelectStop, user: userEvent.setup({ delay: null }) };
}

describe('RouteMap', () => {
  it("without WebGL (jsdom, many headless browsers) shows 'Maps Loading Issue', a clickable numbered list and a static route image", async () => {
    const { onSelectStop, user } = renderMap({ selectedIndex: 0 });
    const fallback = screen.getByTestId('map-fallback');
    expect(within(fallback).getByRole('heading', { name: 'Maps Loading Issue' })).toBeInTheDocument();
    const list = within(fallback).getByRole('list', { name: 'Stops on the route' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('1. Rhyolite'), expect.stringContaining('2. Goldfield'), expect.stringContaining('3. Tonopah')]),
    );
    const image = within(fallback).getByRole('img', { name: 'Route through 3 stops' });
    // The route line plus one numbered circle per stop.
    expect(image.querySelectorAll('circle')).toHaveLength(3);
    expect(image.querySelector('path[stroke="#4ade80"]')).not.toBeNull();

    await user.click(within(list).getByRole('button', { name: /3\. Tonopah/ }));
    expect(onSelectStop).toHaveBeenCalledWith(2);
  });

  it('shows the stop-count badge, the focused stop, the legend and a fullscreen toggle', async () => {
    const { user } = renderMap({ selectedIndex: 1 });
    expect(screen.getByTestId('stop-count-badge')).toHaveTextContent('3 stops');
    expect(screen.getByTestId('focused-stop-badge')).toHaveTextContent('2. Goldfield');
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gremlin-picked', 'Bonus stop', 'Rerolled', 'Selected', 'As the crow flies']);
    await user.click(screen.getByRole('button', { name: 'Enter fullscreen' }));
    expect(screen.getByRole('button', { name: 'Exit fullscreen' })).toHaveAttribute('aria-pressed', 'true');
    // Fullscreen lives in a portal on <body> (above the header) and Escape leaves it.
    expect(screen.getByRole('dialog', { name: 'Route map, fullscreen' })).toHaveAttribute('data-fullscreen');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Enter fullscreen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('with height 100% fills its parent: the panel takes the full height and the map area grows into it (the navigator)', () => {
    renderMap({ height: '100%', showLegend: false });
    const panel = getComputedStyle(screen.getByTestId('route-map'));
    const area = getComputedStyle(screen.getByTestId('route-map-area'));
    expect(panel.height).toBe('100%');
    expect(area.flexGrow).toBe('1');
    expect(area.minHeight).toBe('0px');
  });

  it('draws the legend of the route lines: on roads, and the straight legs "as the crow flies"', () => {
    renderMap({
      route: {
        geometry: { type: 'LineString', coordinates: [[-116.8, 36.8], [-116.83, 36.9], [-117.23, 37.71], [-117.23, 38.07], [-117.3, 38.2]] },
        legs: [
          { distanceKm: 12, durationMin: 10, onRoad: true },
          { distanceKm: 95, durationMin: 70, onRoad: true },
          { distanceKm: 40, durationMin: 30, onRoad: false },
          { distanceKm: 16, durationMin: 12, onRoad: true },
        ],
        distanceKm: 163,
        durationMin: 122,
        source: 'embedded',
      },
    });
    expect(screen.getByTestId('legend-road')).toHaveTextContent('Route on roads');
    expect(screen.getByTestId('legend-straight')).toHaveTextContent('As the crow flies');
  });

  it("shows 'Map will appear here' without stops", () => {
    renderMap({ stops: [] });
    expect(screen.getByText('Map will appear here')).toBeInTheDocument();
    expect(screen.queryByTestId('map-fallback')).not.toBeInTheDocument();
  });
});
