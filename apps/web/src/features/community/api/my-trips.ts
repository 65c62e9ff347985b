import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import type { StoredTrip } from '../../../lib/trip-types';

/** GET /api/user/trips (first page, newest first): the trips a new post can attach. */
export function useAttachableTrips(enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/user/trips', 'attach', user?.id ?? ''],
    queryFn: ({ signal }) => apiClient.get<StoredTrip[]>('/api/user/trips', { signal }),
    enabled: enabled && !!user,
    staleTime: 30_000,
  });
}
