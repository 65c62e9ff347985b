import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ReportReason } from '../categories';
import { POSTS_PATH } from './keys';

export interface ReportTarget {
  kind: 'post' | 'comment';
  id: string;
}

export interface ReportInput {
  reason: ReportReason;
  note?: string;
}

const COMMENTS_PATH = '/api/community/comments';

/**
 * POST /api/community/posts/:id/report or /comments/:id/report {reason, note?} → 201; 409 the second
 * time, 403 for one's own item (the server's message says which).
 */
export function report(target: ReportTarget, input: ReportInput): Promise<unknown> {
  const base = target.kind === 'post' ? POSTS_PATH : COMMENTS_PATH;
  return apiClient.post(`${base}/${encodeURIComponent(target.id)}/report`, input);
}

export function useReport(target: ReportTarget) {
  return useMutation({ mutationFn: (input: ReportInput) => report(target, input) });
}
