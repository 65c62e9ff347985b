import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { AUTH_CONFIG_QUERY_KEY } from '../../../lib/auth-context';
import type { AuthConfig } from '../../../lib/auth-client';

export type { AuthConfig };
export type ExternalProvider = NonNullable<AuthConfig['externalProvider']>;

/** GET /api/auth/config: which sign-in options this deployment offers (shared with the auth provider's query). */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: AUTH_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.get<AuthConfig>('/api/auth/config', { signal, accessToken: null }),
  });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
