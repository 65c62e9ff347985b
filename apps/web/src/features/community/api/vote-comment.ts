import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshComments, restoreSnapshot, updateCommentInCache } from './cache';
import { communityKeys } from './keys';
import { applyVote, type Comment, type VoteType } from './types';
import { LOGIN_TO_VOTE_COMMENT, notifyCommunityError } from '../lib/notify';

/** POST /api/community/comments/:commentId/vote {voteType} → the updated comment. */
export function voteComment(commentId: string, voteType: VoteType): Promise<Comment> {
  return apiClient.post<Comment>(`/api/community/comments/${encodeURIComponent(commentId)}/vote`, { voteType });
}

/** Optimistic, then the server's comment, then the comment list refetched (docs/product/screens.md#community-thread). */
export function useVoteComment(postId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteType: VoteType) => voteComment(commentId, voteType),
    onMutate: async (voteType) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.comments(postId) });
      return updateCommentInCache(queryClient, postId, commentId, (comment) => applyVote(comment, voteType));
    },
    onSuccess: (comment) => {
      if (comment?.id) updateCommentInCache(queryClient, postId, commentId, (cached) => ({ ...cached, ...comment }));
    },
    onError: (error, _vote, snapshot) => {
      restoreSnapshot(queryClient, snapshot);
      notifyCommunityError(error, 'Failed to vote', LOGIN_TO_VOTE_COMMENT);
    },
    onSettled: () => refreshComments(queryClient, postId),
  });
}
