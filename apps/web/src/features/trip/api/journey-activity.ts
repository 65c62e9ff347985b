import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { JourneyActivityResponse } from '../../../lib/trip-types';

/** The journey activity refreshes every 5 minutes. */
export const JOURNEY_REFRESH_MS = 5 * 60 * 1000;

/** GET /api/journey-activity (public): loaded at start and every 5 minutes; a failure is only logged. */
export const journeyActivityQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/journey-activity'],
    queryFn: async ({ signal }) => {
      try {
        return await apiClient.get<JourneyActivityResponse>('/api/journey-activity', { signal });
      } catch (error) {
        console.warn('Journey activity failed to load', error);
        throw error;
      }
    },
    refetchInterval: JOURNEY_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: JOURNEY_REFRESH_MS,
  });

export function useJourneyActivity() {
  return useQuery(journeyActivityQueryOptions());
}
