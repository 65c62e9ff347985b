import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ExternalProvider {
  id: string;
  name: string;
}

/** GET /api/auth/config: which sign-in options this deployment offers. */
export interface AuthConfig {
  externalProvider: ExternalProvider | null;
  requireEmailConfirmation: boolean;
}

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/config'],
    queryFn: ({ signal }) => apiClient.get<AuthConfig>('/api/auth/config', { signal, accessToken: null }),
  });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
