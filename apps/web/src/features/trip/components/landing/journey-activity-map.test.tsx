import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { calls, fakeFetch } from '../../../../test/app-harness';
import { journeyActivityQueryOptions } from '../../api/journey-activity';
import { JourneyActivityMap } from './journey-activity-map';

describe('JourneyActivityMap', () => {
  it('loads GET /api/journey-activity, refreshes every 5 minutes and shows the stats over the static arcs without WebGL', async () => {
    expect(journeyActivityQueryOptions().refetchInterval).toBe(5 * 60 * 1000);
    const fetch = fakeFetch(({ path }) =>
      path === '/api/journey-activity'
        ? {
            status: 200,
            body: {
              journeys: [
                {
                  id: 'j1',
                  originLat: 36.17,
                  originLng: -115.14,
                  originCity: 'Las Vegas',
                  destinationLat: 39.53,
                  destinationLng: -119.81,
                  destinationCity: 'Reno',
                  routeRegion: 'Nevada',
                  generatedAt: '2026-11-21T08:00:00Z',
                },
              ],
              stats: { totalJourneys: 42, activeRegions: ['Nevada', 'Ohio'], recentActivity: 7, topDestinations: [{ city: 'Reno' }] },
            },
          }
        : undefined,
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <JourneyActivityMap height="384px" />
      </AppProviders>,
    );
    const stats = within(await screen.findByTestId('journey-stats'));
    expect(await stats.findByText('42')).toBeInTheDocument();
    expect(stats.getByText('7')).toBeInTheDocument();
    expect(stats.getByText('2 active regions')).toBeInTheDocument();
    expect(stats.getByText('Reno')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 recent journeys across North America' })).toBeInTheDocument();
    expect(calls(fetch)).toContain('GET /api/journey-activity');
  });
});
