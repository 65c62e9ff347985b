import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationItem, ModerationLogEntry, ModerationResult } from '@roadgremlin/contracts';
import { apiClient } from '../../../lib/api-client';

export type { ModerationItem, ModerationLogEntry };
export type QueueStatus = 'open' | 'hidden' | 'all';

const BASE = '/api/community/moderation';
export const MODERATION_KEY = [BASE] as const;

/**
 * GET /api/community/moderation/queue: reported and hidden posts and comments. The community service
 * decides who is an administrator (ADMIN_EMAILS): 401/403 mean "not you". Keyed by user and status.
 */
export const moderationQueueOptions = (userId: string, status: QueueStatus) =>
  queryOptions({
    queryKey: [...MODERATION_KEY, 'queue', userId, status],
    queryFn: ({ signal }) => apiClient.get<ModerationItem[]>(`${BASE}/queue?status=${status}`, { signal }),
    gcTime: 0,
  });

export const useModerationQueue = (userId: string | null, status: QueueStatus) =>
  useQuery({ ...moderationQueueOptions(userId ?? '', status), enabled: !!userId });

/** GET /api/community/moderation/log: who did what, newest first. */
export const useModerationLog = (userId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...MODERATION_KEY, 'log', userId ?? ''],
    queryFn: ({ signal }) => apiClient.get<ModerationLogEntry[]>(`${BASE}/log?limit=50`, { signal }),
    enabled: !!userId && enabled,
    gcTime: 0,
  });

export type ItemAction = 'hide' | 'restore' | 'lock' | 'unlock' | 'dismiss' | 'suspend' | 'unsuspend';

/** Where an action on an item goes: the item itself, its thread (lock) or its author (suspend). */
export function actionPath(item: ModerationItem, action: ItemAction): string {
  if (action === 'suspend' || action === 'unsuspend') return `${BASE}/users/${encodeURIComponent(item.authorId)}/${action}`;
  if (action === 'lock' || action === 'unlock') return `${BASE}/posts/${encodeURIComponent(item.postId)}/${action}`;
  return `${BASE}/${item.kind === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(item.id)}/${action}`;
}

/** POST one moderation action with its reason; the queue and the log are read again after it. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action, reason }: { item: ModerationItem; action: ItemAction; reason: string }) =>
      apiClient.post<ModerationResult>(actionPath(item, action), reason.trim() ? { reason: reason.trim() } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  });
}
