import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsSnapshot } from '@roadgremlin/contracts';
import { apiClient, isApiError } from '../../../lib/api-client';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

/**
 * GET /api/admin/stats: the snapshot the live socket also pushes. The server decides who is the
 * administrator (services/admin-stats checks ADMIN_EMAILS): 401/403 mean "not you".
 * Keyed by user so another sign-in asks again rather than reusing the previous user's answer, and
 * never cached past the page (gcTime 0): the live socket keeps it current.
 */
export const adminStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ADMIN_STATS_KEY, userId],
    queryFn: ({ signal }) => apiClient.get<AdminStatsSnapshot>(ADMIN_STATS_KEY[0], { signal }),
    gcTime: 0,
  });

export const useAdminStats = (userId: string | null) => useQuery({ ...adminStatsQueryOptions(userId ?? ''), enabled: !!userId });

/** The answer that means the signed-in user is not the administrator (or no longer signed in). */
export function isAccessDenied(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
