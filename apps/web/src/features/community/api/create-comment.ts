import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshComments, refreshLists, refreshPost } from './cache';
import { POSTS_PATH } from './keys';
import type { Comment } from './types';

/** POST /api/community/posts/:postId/comments {content} → 201 the comment. */
export function createComment(postId: string, content: string): Promise<Comment> {
  return apiClient.post<Comment>(`${POSTS_PATH}/${encodeURIComponent(postId)}/comments`, { content });
}

/** After a comment the comment list and the post are refetched (docs/product/screens.md#community-thread); lists show the new count. */
export function useCreateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createComment(postId, content),
    onSuccess: () =>
      Promise.all([refreshComments(queryClient, postId), refreshPost(queryClient, postId), refreshLists(queryClient)]),
  });
}
