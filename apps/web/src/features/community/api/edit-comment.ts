/** The author's own comment: PATCH and DELETE (services/community README). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshComments, refreshLists, refreshPost, updateCommentInCache } from './cache';
import type { Comment } from './types';

const commentPath = (commentId: string) => `/api/community/comments/${encodeURIComponent(commentId)}`;

export function updateComment(commentId: string, content: string): Promise<Comment> {
  return apiClient.patch<Comment>(commentPath(commentId), { content });
}

export function deleteComment(commentId: string): Promise<void> {
  return apiClient.delete<void>(commentPath(commentId));
}

export function useUpdateComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => updateComment(commentId, content),
    onSuccess: async (comment) => {
      updateCommentInCache(queryClient, postId, commentId, (cached) => ({ ...cached, ...comment }));
      await refreshComments(queryClient, postId);
    },
  });
}

/** A deleted comment lowers the post's comment count, so the post and the lists refetch too. */
export function useDeleteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteComment(commentId),
    onSuccess: () =>
      Promise.all([refreshComments(queryClient, postId), refreshPost(queryClient, postId), refreshLists(queryClient)]),
  });
}
