import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { toaster } from '../../../../components/toaster';
import { createQueryClient } from '../../../../lib/query-client';
import type { Stop } from '../../../../lib/trip-types';
import { fakeFetch } from '../../../../test/app-harness';
import { TripNavigator } from './trip-navigator';

/** Toasts replace each other one at a time with an exit animation; a busy parallel run needs patience. */
const TOAST_WAIT = { timeout: 10_000 };
const findToast = (text: string) => screen.findByText(text, {}, TOAST_WAIT);

const stops: Stop[] = [
  { name: 'Rhyolite', description: 'An abandoned ghost town', lat: 36.9, lng: -116.83 },
  { name: 'Goldfield', description: 'Mining town', lat: 37.71, lng: -117.23 },
];

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; PERMISSION_DENIED: number }) => void;
let watchers: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
const notifications: string[] = [];

beforeEach(() => {
  watchers = [];
  notifications.length = 0;
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: Success, failure: Failure, options?: PositionOptions) => watchers.push({ success, failure, options }),
      clearWatch: vi.fn(),
    },
  });
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = requestPermission;
    constructor(title: string) {
      notifications.push(title);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
});

function renderNavigator(offlineTripId: string | null = null) {
  vi.stubGlobal('fetch', fakeFetch(() => undefined));
  toaster.remove();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <TripNavigator stops={stops} open onClose={() => undefined} offlineTripId={offlineTripId} />
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const at = (lat: number, lng: number) => act(() => watchers.at(-1)!.success({ coords: { latitude: lat, longitude: lng } }));

describe('TripNavigator', { timeout: 45_000 }, () => {
  it('watches the position with high accuracy, 10 s maximum age and 5 s timeout, and shows the distance', async () => {
    renderNavigator();
    expect(await screen.findByRole('heading', { name: 'Trip Navigator' })).toBeInTheDocument();
    expect(screen.getByTestId('navigator-progress')).toHaveTextContent('Stop 1 of 2');
    expect(watchers[0].options).toEqual({ enableHighAccuracy: true, maximumAge: 10_000, timeout: 5_000 });
    await at(36.9, -116.8);
    expect(screen.getByTestId('distance-badge')).toHaveTextContent('2.7 km');
    await at(36.902, -116.83);
    expect(screen.getByTestId('distance-badge')).toHaveTextContent('222 m');
  });

  it("Start Adventure asks for notification permission and toasts; within 0.5 km it toasts 'Approaching Destination' once", async () => {
    const user = renderNavigator();
    await user.click(await screen.findByRole('button', { name: /Start Adventure/ }));
    expect(await findToast('Adventure Started!')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalled();
    expect(screen.getByText('Active')).toBeInTheDocument();

    (Notification as unknown as { permission: string }).permission = 'granted';
    await at(36.903, -116.83);
    expect(await findToast('Approaching Destination')).toBeInTheDocument();
    expect(notifications).toEqual(['Approaching Destination']);
    await at(36.902, -116.83);
    expect(notifications).toHaveLength(1);
  });

  it("Next Stop advances and is disabled on the last stop; finishing gives 'Adventure Complete!'; Pause toasts", async () => {
    const user = renderNavigator();
    await user.click(await screen.findByRole('button', { name: /Start Adventure/ }));
    await user.click(screen.getByRole('button', { name: /Next Stop/ }));
    expect(await screen.findByText('Next Stop', { selector: '[data-part="title"]' }, TOAST_WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('navigator-progress')).toHaveTextContent('Stop 2 of 2');
    expect(screen.getByRole('button', { name: /Next Stop/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Finish Adventure/ }));
    expect(await findToast('Adventure Complete!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start Adventure/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Start Adventure/ }));
    expect(await findToast('Adventure Started!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pause/ }));
    expect(await findToast('Navigation Paused')).toBeInTheDocument();
  });

  it('a click in All Stops jumps there and earlier stops show done', async () => {
    const user = renderNavigator();
    const allStops = within(await screen.findByRole('region', { name: 'All Stops' }));
    await user.click(allStops.getByRole('button', { name: /Goldfield/ }));
    expect(screen.getByTestId('navigator-progress')).toHaveTextContent('Stop 2 of 2');
    expect(allStops.getByRole('button', { name: /Rhyolite/ })).toContainElement(allStops.getByLabelText('done'));
  });

  it("a refused location toasts 'Location Access'", async () => {
    renderNavigator();
    await screen.findByRole('heading', { name: 'Trip Navigator' });
    act(() => watchers[0].failure({ code: 1, PERMISSION_DENIED: 1 }));
    expect(await findToast('Location Access')).toBeInTheDocument();
    expect(screen.getByText('Enable location access for better navigation experience')).toBeInTheDocument();
  });
});


describe('TripNavigator offline', { timeout: 45_000 }, () => {
  it('offline, it says so and offers the links to other sites only as disabled buttons; online again, they are back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNavigator();

    expect(await screen.findByTestId('offline-note')).toHaveTextContent("You're offline");
    expect(screen.getByRole('button', { name: /Open in Maps/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Call Venue/ })).toBeDisabled();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-note')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', expect.stringContaining('36.9'));
  });

  it('in unit tests and dev builds there is no service worker: a saved trip shows no offline status at all', async () => {
    renderNavigator('trip-1');
    await screen.findByText('Stop 1 of 2');
    expect(screen.queryByTestId('offline-status')).toBeNull();
  });
});
