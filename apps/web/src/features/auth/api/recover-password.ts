import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/recover: always answers ok, so it never reveals whether an account exists. */
export function recoverPassword(email: string): Promise<{ ok: true }> {
  return apiClient.post('/api/auth/recover', { email }, { accessToken: null });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
