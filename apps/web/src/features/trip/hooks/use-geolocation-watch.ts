/**
 * Follows the traveller's position while the navigator is open (watch options: docs/product/rules.md#navigator).
 * https://developer.mozilla.org/docs/Web/API/Geolocation/watchPosition
 */
import { useEffect, useState } from 'react';
import { notify } from '../../../components/toaster';
import type { LatLng } from '../../../lib/geo';
import { WATCH_OPTIONS } from '../lib/navigator-state';

export function useGeolocationWatch(enabled: boolean): LatLng | null {
  const [position, setPosition] = useState<LatLng | null>(null);
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!enabled || !geolocation) return;
    let warned = false;
    const id = geolocation.watchPosition(
      (p) => setPosition({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (error) => {
        // Timeouts and unavailable fixes are retried by the watch itself; only a refusal needs words.
        if (error.code === error.PERMISSION_DENIED && !warned) {
          warned = true;
          notify({ title: 'Location Access', description: 'Enable location access for better navigation experience', type: 'warning' });
        }
      },
      WATCH_OPTIONS,
    );
    return () => geolocation.clearWatch(id);
  }, [enabled]);
  return position;
}
