import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient, errorMessage } from '../../../lib/api-client';
import type { StoredTrip } from '../../../lib/trip-types';

export const SAVED_TRIPS_KEY = ['/api/user/saved-trips'] as const;
export const ALL_TRIPS_KEY = ['/api/user/trips'] as const;
export const tripKey = (id: string) => ['/api/trips', id] as const;

/** Lists answer a JSON array; the next page's cursor comes in this header (contracts' NEXT_CURSOR_HEADER; no zod in the bundle). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** contracts' TRIP_TITLE_MAX: a title is 1–80 characters after trimming. */
export const TRIP_TITLE_MAX = 80;

/** What is wrong with a title (the server's words), or null when it is fine. */
export function titleProblem(title: string): string | null {
  const t = title.trim();
  if (!t) return 'The title cannot be empty.';
  if (t.length > TRIP_TITLE_MAX) return `The title must be at most ${TRIP_TITLE_MAX} characters.`;
  // eslint-disable-next-line no-control-regex -- the characters refused are exactly the control ones
  if (/[\u0000-\u001f\u007f-\u009f]/.test(t)) return 'The title cannot contain control characters (such as tabs, line breaks or NUL).';
  return null;
}

/** How long the 'Undo' of a delete stays on screen. */
export const UNDO_MS = 5000;

export interface TripPage {
  items: StoredTrip[];
  nextCursor: string | null;
}

async function listPage(path: string, q: string, cursor: string | null, signal: AbortSignal): Promise<TripPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const { data, headers } = await apiClient.requestWithHeaders<StoredTrip[]>(query ? `${path}?${query}` : path, { signal });
  return { items: data ?? [], nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

const listOptions = (key: typeof SAVED_TRIPS_KEY | typeof ALL_TRIPS_KEY, q: string) =>
  infiniteQueryOptions({
    queryKey: [...key, q] as const,
    queryFn: ({ pageParam, signal }) => listPage(key[0], q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/user/saved-trips (signed in): 20 a page, most recently saved first; `q` filters on prompt or title. */
export const useSavedTrips = (q = '') => useInfiniteQuery(listOptions(SAVED_TRIPS_KEY, q));
/** GET /api/user/trips (signed in): every generated trip, 20 a page, newest first. */
export const useAllTrips = (q = '') => useInfiniteQuery(listOptions(ALL_TRIPS_KEY, q));

/** GET /api/trips/{id}: the trip as stored (current version) with its versions. */
export const tripQueryOptions = (id: string) =>
  queryOptions({ queryKey: tripKey(id), queryFn: ({ signal }) => apiClient.get<StoredTrip>(`/api/trips/${encodeURIComponent(id)}`, { signal }), retry: false });
export const useStoredTrip = (id: string) => useQuery(tripQueryOptions(id));

function refreshLists(queryClient: QueryClient, tripId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SAVED_TRIPS_KEY }),
    queryClient.invalidateQueries({ queryKey: ALL_TRIPS_KEY }),
    ...(tripId ? [queryClient.invalidateQueries({ queryKey: tripKey(tripId) })] : []),
  ]);
}

/** POST /api/user/save-trip; both lists are refetched afterwards. */
export function useSaveStoredTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => apiClient.post('/api/user/save-trip', { tripId }),
    onSuccess: async () => {
      notify({ title: 'Trip Saved!', description: 'It now sits with your saved trips.', type: 'success' });
      await refreshLists(queryClient);
    },
    onError: (error) => {
      notify({ title: 'Save Failed', description: errorMessage(error, 'Failed to save trip. Please try again.'), type: 'error' });
    },
  });
}

/** DELETE /api/user/save-trip/{id}: the trip leaves Saved Trips (it stays in All Generated Trips). */
export function useUnsaveTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => apiClient.delete(`/api/user/save-trip/${encodeURIComponent(tripId)}`),
    onSuccess: async () => {
      notify({ title: 'Removed from saved trips', type: 'info' });
      await refreshLists(queryClient);
    },
    onError: (error) => notify({ title: 'Unsave Failed', description: errorMessage(error, 'Could not unsave the trip. Please try again.'), type: 'error' }),
  });
}

/** PATCH /api/trips/{id} {title}: the caller validates first (1–80 characters); the server checks again. */
export function useRenameTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, title }: { tripId: string; title: string }) => apiClient.patch<StoredTrip>(`/api/trips/${encodeURIComponent(tripId)}`, { title }),
    onSuccess: async (_trip, { tripId }) => {
      notify({ title: 'Trip renamed', type: 'success' });
      await refreshLists(queryClient, tripId);
    },
    onError: (error) => notify({ title: 'Rename Failed', description: errorMessage(error, 'Could not rename the trip. Please try again.'), type: 'error' }),
  });
}

/**
 * DELETE /api/trips/{id} (a soft delete), then an 'Undo' toast for 5 s that restores it
 * (POST /api/trips/{id}/restore): nothing is lost meanwhile.
 */
export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: string) => apiClient.delete(`/api/trips/${encodeURIComponent(tripId)}`),
    onSuccess: async (_res, tripId) => {
      notify({
        title: 'Trip deleted',
        type: 'info',
        duration: UNDO_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            apiClient
              .post(`/api/trips/${encodeURIComponent(tripId)}/restore`)
              .then(() => {
                notify({ title: 'Trip restored', type: 'success' });
                return refreshLists(queryClient, tripId);
              })
              .catch((error: unknown) => notify({ title: 'Undo Failed', description: errorMessage(error, 'Could not bring the trip back.'), type: 'error' }));
          },
        },
      });
      await refreshLists(queryClient, tripId);
    },
    onError: (error) => notify({ title: 'Delete Failed', description: errorMessage(error, 'Could not delete the trip. Please try again.'), type: 'error' }),
  });
}

/** POST /api/trips/{id}/versions/{n}/restore: an earlier version becomes current (the current one is kept). */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, version }: { tripId: string; version: number }) => apiClient.post<StoredTrip>(`/api/trips/${encodeURIComponent(tripId)}/versions/${version}/restore`),
    onSuccess: async (trip, { tripId, version }) => {
      queryClient.setQueryData(tripKey(tripId), trip);
      notify({ title: `Version ${version} is current again`, type: 'success' });
      await refreshLists(queryClient);
    },
    onError: (error) => notify({ title: 'Could not switch versions', description: errorMessage(error, 'Please try again.'), type: 'error' }),
  });
}

/** GET /api/trips/{id}/gpx. */
export function fetchTripGpx(tripId: string): Promise<string> {
  return apiClient.get<string>(`/api/trips/${encodeURIComponent(tripId)}/gpx`, { headers: { Accept: 'application/gpx+xml' } });
}
