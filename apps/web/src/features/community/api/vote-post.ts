import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshLists, refreshPost, restoreSnapshot, updatePostInCache } from './cache';
import { communityKeys, POSTS_PATH } from './keys';
import { applyVote, type Post, type VoteType } from './types';
import { LOGIN_TO_VOTE_POST, notifyCommunityError } from '../lib/notify';

/** POST /api/community/posts/:postId/vote {voteType} → the updated post. */
export function votePost(postId: string, voteType: VoteType): Promise<Post> {
  return apiClient.post<Post>(`${POSTS_PATH}/${encodeURIComponent(postId)}/vote`, { voteType });
}

/**
 * Votes optimistically in every list and the thread, then writes the server's post and refetches
 * the lists and the post, as after any vote (docs/product/screens.md#community-thread).
 */
export function useVotePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteType: VoteType) => votePost(postId, voteType),
    onMutate: async (voteType) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.lists() });
      await queryClient.cancelQueries({ queryKey: communityKeys.post(postId) });
      return updatePostInCache(queryClient, postId, (post) => applyVote(post, voteType));
    },
    onSuccess: (post) => {
      if (post?.id) updatePostInCache(queryClient, postId, (cached) => ({ ...cached, ...post }));
    },
    onError: (error, _vote, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      notifyCommunityError(error, 'Failed to vote', LOGIN_TO_VOTE_POST);
    },
    onSettled: () => Promise.all([refreshLists(queryClient), refreshPost(queryClient, postId)]),
  });
}
