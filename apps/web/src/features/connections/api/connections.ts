import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { providerName } from '../lib/providers';
import { connectionKeys, CONNECTIONS_PATH, PROVIDERS_PATH } from './keys';

/** GET /api/connections item (SPEC.md §3 Connection, plus display fields; never a token). */
export interface Connection {
  id: string;
  provider: string;
  connectedAt?: string;
  displayName?: string | null;
}

/** GET /api/connections/providers item. */
export interface ServerProvider {
  id: string;
  name: string;
  description: string;
  status: 'available' | 'coming_soon';
  /** Client id and secret are set on the server. */
  configured: boolean;
  /** When not configured: what an operator has to set. */
  setup?: string;
}

/** GET /api/connections. SPEC.md §9: this query does not retry. */
export const connectionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: connectionKeys.connections(userId),
    queryFn: ({ signal }) => apiClient.get<Connection[]>(CONNECTIONS_PATH, { signal }),
    retry: false,
  });

export function useConnections() {
  const { user } = useAuth();
  return useQuery({ ...connectionsQueryOptions(user?.id ?? ''), enabled: !!user });
}

/** GET /api/connections/providers: which available providers the server can actually connect. */
export function useServerProviders() {
  return useQuery({
    queryKey: connectionKeys.providers(),
    queryFn: ({ signal }) => apiClient.get<{ providers: ServerProvider[] }>(PROVIDERS_PATH, { signal }),
    select: (data) => data.providers,
    retry: false,
  });
}

/** POST /api/oauth/{provider}/ticket → the one-time URL the popup opens (valid ≤ 60 s). */
export function createOAuthTicket(provider: string): Promise<{ url: string; expiresIn: number }> {
  return apiClient.post(`/api/oauth/${encodeURIComponent(provider)}/ticket`);
}

/** Connections and insights are refetched after a connect, disconnect or refresh. */
export function useRefreshConnections() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CONNECTIONS_PATH] }),
      queryClient.invalidateQueries({ queryKey: connectionKeys.allInsights() }),
    ]);
}

/** DELETE /api/connections/{id} (SPEC.md §7). */
export function useDisconnect() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: (connection: Connection) => apiClient.delete(`${CONNECTIONS_PATH}/${encodeURIComponent(connection.id)}`),
    onSuccess: (_data, connection) => {
      notify({ title: 'Account disconnected', description: `${providerName(connection.provider)} has been disconnected.`, type: 'success' });
    },
    onError: () => {
      notify({ title: 'Disconnection failed', description: 'Failed to disconnect account. Please try again.', type: 'error' });
    },
    onSettled: () => refresh(),
  });
}
