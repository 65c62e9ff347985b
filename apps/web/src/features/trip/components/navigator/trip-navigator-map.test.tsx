/**
 * The navigator's map must have a height (once it was a 0 px panel). jsdom does not lay
 * out, so this checks what gives it one: the grid row (≥ 300 px on a phone), the cell filling the
 * row, and the map panel filling the cell; the browser test (web-e2e tests/route-maps.spec.ts)
 * measures the canvas.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import type { Stop } from '../../../../lib/trip-types';
import { fakeFetch } from '../../../../test/app-harness';
import { NAVIGATOR_MAP_ROWS, TripNavigator } from './trip-navigator';

const stops: Stop[] = [
  { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'Mining town', lat: 37.71, lng: -117.23 },
];

describe('navigator map height', () => {
  it('the map row is at least 300 px on a phone and the whole height from lg', () => {
    expect(NAVIGATOR_MAP_ROWS.base).toMatch(/^minmax\(300px, 45dvh\)/);
    expect(NAVIGATOR_MAP_ROWS.lg).toBe('minmax(0, 1fr)');
  });

  it('the map cell and the map panel fill the row', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => undefined));
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { watchPosition: () => 1, clearWatch: vi.fn() } });
    render(
      <AppProviders queryClient={createQueryClient()}>
        <TripNavigator stops={stops} open onClose={() => undefined} />
      </AppProviders>,
    );
    const cell = await screen.findByTestId('navigator-map');
    expect(getComputedStyle(cell).height).toMatch(/100%|sizes-full/);
    expect(getComputedStyle(cell).minHeight).toBe('0px');
    const panel = cell.querySelector('[data-testid="route-map"]') as HTMLElement;
    expect(getComputedStyle(panel).height).toBe('100%');
    expect(getComputedStyle(cell.querySelector('[data-testid="route-map-area"]') as HTMLElement).flexGrow).toBe('1');
  });
});
