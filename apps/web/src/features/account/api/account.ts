/** The account page's calls (identity's /api/auth/*, and the connections list for its summary). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';

/** GET /api/auth/sessions item: one signed-in device. */
export interface AccountSession {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  device: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** GET /api/connections item (never a token). */
export interface ConnectionSummary {
  id: string;
  provider: string;
  connectedAt?: string;
  displayName?: string | null;
  source?: 'oauth' | 'import';
}

export const accountKeys = {
  sessions: (userId: string) => ['account', userId, 'sessions'] as const,
  connections: (userId: string) => ['account', userId, 'connections'] as const,
};

const sessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: ({ signal }) => apiClient.get<{ sessions: AccountSession[] }>('/api/auth/sessions', { signal }).then((r) => r.sessions),
  });

export function useAccountSessions() {
  const { user } = useAuth();
  return useQuery({ ...sessionsQuery(user?.id ?? ''), enabled: !!user });
}

export function useAccountConnections() {
  const { user } = useAuth();
  return useQuery({
    queryKey: accountKeys.connections(user?.id ?? ''),
    queryFn: ({ signal }) => apiClient.get<ConnectionSummary[]>('/api/connections', { signal }),
    enabled: !!user,
    retry: false,
  });
}

/** Ends every session but this one, or one named session; the list is read again after. */
export function useEndSessions() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string | 'others') =>
      sessionId === 'others'
        ? apiClient.post<{ ended: number }>('/api/auth/sessions/sign-out-others').then((r) => r.ended)
        : apiClient.delete<null>(`/api/auth/sessions/${encodeURIComponent(sessionId)}`).then(() => 1),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(user?.id ?? '') }),
  });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return apiClient.post<{ ended: number }>('/api/auth/change-password', { currentPassword, newPassword });
}

/** GET /api/auth/user/export: the zip of everything kept about the account. */
export function downloadMyData() {
  return apiClient.getFile('/api/auth/user/export');
}
