import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { INSIGHT_PROVIDERS, REFRESHABLE_PROVIDERS } from '../lib/providers';
import type { Connection } from './connections';
import { connectionKeys, INSIGHTS_PATH } from './keys';

/** The insights answer: `insights` is an object with a themes list, or a plain list. */
export interface InsightsResponse {
  insights: { themes: string[]; weights?: Record<string, number> } | string[];
  travelThemes?: string[];
}

/** The readable insight strings, whichever shape the answer has. */
export function insightStrings(data: InsightsResponse | null | undefined): string[] {
  if (!data) return [];
  const list = Array.isArray(data.insights) ? data.insights : data.insights?.themes;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];
}

export const hasInsightSource = (connections: readonly Connection[]) => connections.some((c) => INSIGHT_PROVIDERS.includes(c.provider));

/**
 * GET /api/user/insights, only while one of spotify, reddit, instagram, facebook is connected
 * (docs/product/rules.md#personalisation); it does not retry.
 */
export function useInsights(connections: readonly Connection[]) {
  const { user } = useAuth();
  const enabled = !!user && hasInsightSource(connections);
  const query = useQuery({
    queryKey: connectionKeys.insights(user?.id ?? ''),
    queryFn: ({ signal }) => apiClient.get<InsightsResponse>(INSIGHTS_PATH, { signal }),
    select: insightStrings,
    enabled,
    retry: false,
  });
  // A cached answer from before the last disconnect must not keep the card on screen.
  return { ...query, insights: enabled ? (query.data ?? []) : [] };
}

/**
 * The refresh button: POST /api/refresh-connection-data/{provider} for every connected spotify and
 * reddit account, then the insights are refetched.
 */
export function useRefreshInsights(connections: readonly Connection[]) {
  const queryClient = useQueryClient();
  // An imported export cannot be re-read: a newer export is imported instead.
  const providers = [...new Set(connections.filter((c) => c.source !== 'import').map((c) => c.provider).filter((p) => REFRESHABLE_PROVIDERS.includes(p)))];
  const mutation = useMutation({
    mutationFn: () => Promise.all(providers.map((p) => apiClient.post(`/api/refresh-connection-data/${encodeURIComponent(p)}`))),
    onSuccess: async () => {
      notify({ title: 'Data refreshed!', description: 'Your travel personality is up to date.', type: 'success' });
      await queryClient.invalidateQueries({ queryKey: connectionKeys.allInsights() });
    },
    onError: () => {
      notify({ title: 'Refresh failed', description: 'Failed to refresh data. Please try again.', type: 'error' });
    },
  });
  return { ...mutation, canRefresh: providers.length > 0 };
}
