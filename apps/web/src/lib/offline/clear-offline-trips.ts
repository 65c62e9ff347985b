import { OFFLINE_TRIPS_CACHE } from './cache-keys';

/**
 * Drops every trip kept for the offline navigator (sign-out: the next person at this device must not
 * open them). The public map data stays. Never throws: signing out must not fail on storage.
 */
export async function clearOfflineTrips(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_TRIPS_CACHE);
  } catch {
    // Storage unavailable (private mode, quota): nothing was kept then either.
  }
}
