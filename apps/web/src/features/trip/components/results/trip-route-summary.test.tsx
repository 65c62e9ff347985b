import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import type { TripRoute } from '../../../../lib/route-legs';
import type { Stop } from '../../../../lib/trip-types';
import { fakeFetch } from '../../../../test/app-harness';
import { PlanSummaryCard, TripPlanSummaryCard } from './summary-cards';
import { TripNotice } from './trip-notice';
import { StopCard } from './stop-card';

const stops: Stop[] = [
  { name: 'Goodsprings', description: 'A ghost town saloon', lat: 35.83, lng: -115.43 },
  { name: 'Pioche', description: 'A mining town', lat: 37.93, lng: -114.45 },
  { name: 'Frisco', description: 'Abandoned silver camp', lat: 38.46, lng: -113.26 },
];
const route: TripRoute = {
  geometry: { type: 'LineString', coordinates: [[-115.14, 36.17], [-115.43, 35.83], [-114.45, 37.93], [-113.26, 38.46], [-111.89, 40.76]] },
  legs: [
    { distanceKm: 55.2, durationMin: 41, onRoad: true },
    { distanceKm: 301.4, durationMin: 214, onRoad: true },
    { distanceKm: 121.9, durationMin: 96, onRoad: false },
    { distanceKm: 330.5, durationMin: 200, onRoad: true },
  ],
  distanceKm: 809,
  durationMin: 551,
  source: 'embedded',
};

function renderWith(node: React.ReactNode) {
  vi.stubGlobal('fetch', fakeFetch(() => undefined));
  return render(<AppProviders queryClient={createQueryClient()}>{node}</AppProviders>);
}

describe('the summary reads the route', () => {
  it('total distance, drive time and one computed "between stops" number, the same as PACING', () => {
    renderWith(
      <>
        <TripPlanSummaryCard stops={stops} insights={[]} prompt="ghost towns from Las Vegas to Salt Lake City" mode="driving" route={route} />
        <PlanSummaryCard stops={stops} insights={[]} route={route} />
      </>,
    );
    expect(screen.getByTestId('total-distance')).toHaveTextContent('809.0 km');
    expect(screen.getByTestId('total-time')).toHaveTextContent('9 h 11 min');
    // (214 + 96) / 2 = 155
    expect(screen.getByTestId('average-distance')).toHaveTextContent('155 min');
    expect(screen.getByTestId('summary-pacing')).toHaveTextContent('155 min average between stops');
    expect(screen.getByTestId('trip-type')).toHaveTextContent('Ghost Town Run');
    expect(screen.getByText('partly as the crow flies')).toBeInTheDocument();
    // inside the stat's <dl> only <dt>/<dd> may stand (axe definition-list: a <span> here failed CI)
    expect(screen.getByText('partly as the crow flies').tagName).toBe('DD');
  });

  it('a loop route keeps the Ghost Loop label', () => {
    const loop = { ...route, geometry: { type: 'LineString' as const, coordinates: [...route.geometry.coordinates, [-115.14, 36.17] as [number, number]] } };
    renderWith(<TripPlanSummaryCard stops={stops} insights={[]} prompt="ghost towns near Las Vegas" mode="driving" route={loop} />);
    expect(screen.getByTestId('trip-type')).toHaveTextContent('Ghost Loop');
  });

  it('stop cards say how far the previous stop is, and when it is a straight line', () => {
    renderWith(
      <>
        {stops.map((stop, i) => (
          <StopCard key={stop.name} stop={stop} index={i} selected={false} rolling={false} rerollDisabled={false} onSelect={() => undefined} route={route} />
        ))}
      </>,
    );
    const labels = screen.getAllByTestId('leg-label').map((el) => el.textContent);
    expect(labels).toEqual([
      '55.2 km · 41 min from the start',
      '301.4 km · 3 h 34 min from the previous stop',
      '121.9 km · 1 h 36 min from the previous stop (as the crow flies)',
    ]);
  });
});

describe('the notice callout', () => {
  it('shows the planner notice as a polite status, not an alert', () => {
    renderWith(<TripNotice notice="Only 3 ghost town stops along this route; we looked up to 80 km off it." />);
    const callout = screen.getByRole('status');
    expect(within(callout).getByText(/Only 3 ghost town stops/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('shows nothing without a notice', () => {
    renderWith(<TripNotice notice={null} />);
    expect(screen.queryByTestId('trip-notice')).not.toBeInTheDocument();
  });
});
