/** The trip calls of the results view and the share page (docs/product/api.md#trips). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { SharedTrip, Stop, StoredTrip, TransportMode } from '../../../lib/trip-types';

export interface RerollRequest {
  currentStopLat: number;
  currentStopLng: number;
  allStops: Stop[];
  originalPrompt: string;
  theme: string;
  vibe: string;
  mode: TransportMode;
  tripId?: string;
  stopIndex?: number;
}

/** POST /api/reroll-stop → one new stop. */
export function rerollStop(request: RerollRequest): Promise<Stop> {
  return apiClient.post<Stop>('/api/reroll-stop', request);
}

/** GET /api/trips/{id}: the owner's stored trip, with its route as the server last computed it (after a reroll too). */
export function getTrip(tripId: string): Promise<StoredTrip> {
  return apiClient.get<StoredTrip>(`/api/trips/${encodeURIComponent(tripId)}`);
}

/** POST /api/user/save-trip. */
export function saveTrip(tripId: string, title?: string | null): Promise<unknown> {
  return apiClient.post('/api/user/save-trip', title ? { tripId, title } : { tripId });
}

/** POST /api/trips/{id}/share → the read-only link. */
export function shareTrip(tripId: string): Promise<{ shareId: string; url: string }> {
  return apiClient.post(`/api/trips/${encodeURIComponent(tripId)}/share`);
}

/** GET /api/trips/{id}/gpx (the owner's trip, as GPX text). */
export function tripGpx(tripId: string): Promise<string> {
  return apiClient.get<string>(`/api/trips/${encodeURIComponent(tripId)}/gpx`, { headers: { Accept: 'application/gpx+xml' } });
}

/** GET /api/trips/shared/{shareId}/gpx: the shared trip as GPX (public). */
export function sharedTripGpx(shareId: string): Promise<string> {
  return apiClient.get<string>(`/api/trips/shared/${encodeURIComponent(shareId)}/gpx`, {
    accessToken: null,
    headers: { Accept: 'application/gpx+xml' },
  });
}

/** GET /api/trips/shared/{shareId}: public, so no token is sent. */
export const sharedTripQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: [`/api/trips/shared/${encodeURIComponent(shareId)}`],
    queryFn: ({ signal }) =>
      apiClient.get<SharedTrip>(`/api/trips/shared/${encodeURIComponent(shareId)}`, { signal, accessToken: null }),
  });

/** One forum post a shared trip is attached to (community's GET /api/community/trips/{shareId}/discussions). */
export interface TripDiscussion {
  postId: string;
  title: string;
  commentCount: number;
  createdAt: string;
}

/** The posts a shared trip is attached to: the shared page links back to the discussion. */
export const tripDiscussionsQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: ['/api/community/trips', shareId, 'discussions'],
    queryFn: ({ signal }) =>
      apiClient.get<TripDiscussion[]>(`/api/community/trips/${encodeURIComponent(shareId)}/discussions`, { signal, accessToken: null }),
    retry: false,
  });

/** The My Trips lists refetch after a save. */
export const TRIP_LIST_KEYS = [['/api/user/saved-trips'], ['/api/user/trips']] as const;
