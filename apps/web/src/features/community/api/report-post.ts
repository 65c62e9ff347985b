import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { POSTS_PATH } from './keys';

/** POST /api/community/posts/:postId/report {reason} → 201; 409 the second time (beyond SPEC.md). */
export function reportPost(postId: string, reason: string): Promise<unknown> {
  return apiClient.post(`${POSTS_PATH}/${encodeURIComponent(postId)}/report`, { reason });
}

export function useReportPost(postId: string) {
  return useMutation({ mutationFn: (reason: string) => reportPost(postId, reason) });
}
