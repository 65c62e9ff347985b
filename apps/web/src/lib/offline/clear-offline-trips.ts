import { OFFLINE_TRIPS_CACHE, tripKeyOwner, type SessionOwner } from './cache-keys';

/**
 * Drops every trip kept for the offline navigator: at every end of a session (sign-out here or
 * elsewhere, a password reset, a refresh refused, expiry) the next person at this device must not
 * open them. The public map data stays. Never throws: signing out must not fail on storage.
 */
export async function clearOfflineTrips(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(OFFLINE_TRIPS_CACHE);
  } catch {
    // Storage unavailable (private mode, quota): nothing was kept then either.
  }
}

/**
 * A session began: every trip kept by another session goes (another person's, or this person's from
 * a session whose end this page never saw). Without a readable session, all of them.
 */
export async function keepOnlySessionTrips(owner: SessionOwner | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (!owner) return clearOfflineTrips();
  try {
    if (!(await caches.has(OFFLINE_TRIPS_CACHE))) return;
    const cache = await caches.open(OFFLINE_TRIPS_CACHE);
    for (const request of await cache.keys()) {
      const kept = tripKeyOwner(request.url);
      if (!kept || kept.sub !== owner.sub || kept.sid !== owner.sid) await cache.delete(request);
    }
  } catch {
    // Storage unavailable: nothing to read back either.
  }
}
