import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/toaster';
import { apiClient, errorMessage } from '../../../lib/api-client';

export interface StartPersonalizationResponse {
  message: string;
  startedAt?: string;
}

/** POST /api/start-personalization; failure: 'Gremlin Brain Malfunction'. */
export function useStartPersonalization(onStarted: (startedAt: string) => void) {
  return useMutation({
    mutationFn: () => apiClient.post<StartPersonalizationResponse>('/api/start-personalization'),
    onSuccess: (data) => onStarted(data?.startedAt ?? new Date().toISOString()),
    onError: (error) => {
      notify({
        title: 'Gremlin Brain Malfunction',
        description: errorMessage(error, 'Failed to start personalization. Please try again.'),
        type: 'error',
      });
    },
  });
}
