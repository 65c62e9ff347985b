/** The author's own post: PATCH and DELETE (services/community README). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshLists, updatePostInCache } from './cache';
import type { NewPost } from './create-post';
import { communityKeys, POSTS_PATH } from './keys';
import type { Post } from './types';

export function updatePost(postId: string, changes: Partial<NewPost>): Promise<Post> {
  return apiClient.patch<Post>(`${POSTS_PATH}/${encodeURIComponent(postId)}`, changes);
}

export function deletePost(postId: string): Promise<void> {
  return apiClient.delete<void>(`${POSTS_PATH}/${encodeURIComponent(postId)}`);
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NewPost>) => updatePost(postId, changes),
    onSuccess: async (post) => {
      updatePostInCache(queryClient, postId, (cached) => ({ ...cached, ...post }));
      await refreshLists(queryClient);
    },
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
      queryClient.removeQueries({ queryKey: communityKeys.comments(postId) });
      await refreshLists(queryClient);
    },
  });
}
