import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { providerName } from '../lib/providers';
import { connectionKeys, CONNECTIONS_PATH, PROVIDERS_PATH } from './keys';

/** GET /api/connections item ({id, provider} plus display fields; never a token). */
export interface Connection {
  id: string;
  provider: string;
  connectedAt?: string;
  displayName?: string | null;
  /** `import`: derived from an uploaded data export (no tokens; refresh does not apply). */
  source?: 'oauth' | 'import';
}

/** GET /api/connections/providers item. */
export interface ServerProvider {
  id: string;
  name: string;
  description: string;
  status: 'available' | 'coming_soon';
  /** Client id and secret are set on the server. */
  configured: boolean;
  /** When not configured: what an operator has to set (the server sends it to administrators only). */
  setup?: string;
  /** The traveller can upload the provider's own data export instead ('Import your data'). */
  importable?: boolean;
}

/** POST /api/connections/import/{provider} answer: what was derived (the file itself is not kept). */
export interface ImportResult {
  success: true;
  connection: { id: string; provider: string };
  insight: string | null;
  themes: string[];
  itemsRead: number;
}

/** Largest upload the server takes (IMPORT_MAX_BYTES in libs/contracts): checked here first to spare a 20 MB round trip. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** GET /api/connections. This query does not retry. */
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

/** GET /api/connections/providers: which available providers the server can actually connect (per user: administrators also get what to set). */
export function useServerProviders() {
  const { user } = useAuth();
  return useQuery({
    queryKey: connectionKeys.providers(user?.id ?? ''),
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

/**
 * "Import your data": POST /api/connections/import/{provider} with the picked file as the body. On
 * success the connections and insights are refetched; the caller shows errors (the server's
 * sentence names the problem).
 */
export function useImportExport() {
  const refresh = useRefreshConnections();
  return useMutation({
    mutationFn: ({ provider, file }: { provider: string; file: File }) => {
      if (file.size > IMPORT_MAX_BYTES) {
        return Promise.reject(new Error(`The file is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MB an import accepts. Upload only the parts of the export named above.`));
      }
      return apiClient.post<ImportResult>(`/api/connections/import/${encodeURIComponent(provider)}`, file);
    },
    onSuccess: (result, { provider }) => {
      notify({ title: 'Data imported!', description: result.insight ?? `${providerName(provider)} data read: your travel personality is up to date.`, type: 'success' });
      return refresh();
    },
  });
}

/** DELETE /api/connections/{id}. */
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
