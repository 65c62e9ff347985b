import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient, errorMessage } from '../../../lib/api-client';
import type { StoredTrip } from '../../../lib/trip-types';

export const SAVED_TRIPS_KEY = ['/api/user/saved-trips'] as const;
export const ALL_TRIPS_KEY = ['/api/user/trips'] as const;

/** GET /api/user/saved-trips (signed in). */
export const savedTripsQueryOptions = () =>
  queryOptions({ queryKey: SAVED_TRIPS_KEY, queryFn: ({ signal }) => apiClient.get<StoredTrip[]>(SAVED_TRIPS_KEY[0], { signal }) });

/** GET /api/user/trips (signed in): every generated trip. */
export const allTripsQueryOptions = () =>
  queryOptions({ queryKey: ALL_TRIPS_KEY, queryFn: ({ signal }) => apiClient.get<StoredTrip[]>(ALL_TRIPS_KEY[0], { signal }) });

export const useSavedTrips = () => useQuery(savedTripsQueryOptions());
export const useAllTrips = () => useQuery(allTripsQueryOptions());

/** POST /api/user/save-trip; both lists are refetched afterwards (SPEC.md §4 Save). */
export function useSaveStoredTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => apiClient.post('/api/user/save-trip', { tripId }),
    onSuccess: async () => {
      notify({ title: 'Trip Saved!', description: 'It now sits with your saved trips.', type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SAVED_TRIPS_KEY }),
        queryClient.invalidateQueries({ queryKey: ALL_TRIPS_KEY }),
      ]);
    },
    onError: (error) => {
      notify({ title: 'Save Failed', description: errorMessage(error, 'Failed to save trip. Please try again.'), type: 'error' });
    },
  });
}

/** GET /api/trips/{id}/gpx. */
export function fetchTripGpx(tripId: string): Promise<string> {
  return apiClient.get<string>(`/api/trips/${encodeURIComponent(tripId)}/gpx`, { headers: { Accept: 'application/gpx+xml' } });
}
