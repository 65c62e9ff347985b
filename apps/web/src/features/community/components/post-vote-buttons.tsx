import { useVotePost } from '../api/vote-post';
import { type Post } from '../api/types';
import { LOGIN_TO_VOTE_POST, notifyLoginRequired } from '../lib/notify';
import { useViewer } from '../hooks/use-viewer';
import { VoteButtons } from './vote-buttons';

/** A post's votes; visitors are told to log in ('Please log in to vote on posts', docs/product/screens.md#community-thread). */
export function PostVoteButtons({ post, size }: { post: Post; size?: 'xs' | 'sm' }) {
  const { isAuthenticated } = useViewer();
  const vote = useVotePost(post.id);
  return (
    <VoteButtons
      upvotes={post.upvotes}
      downvotes={post.downvotes}
      userVote={post.userVote}
      size={size}
      // Nobody votes on what a moderator hid (the server answers 404).
      busy={vote.isPending || !!post.hiddenByModerator}
      onVote={(voteType) => {
        if (!isAuthenticated) return notifyLoginRequired(LOGIN_TO_VOTE_POST);
        vote.mutate(voteType);
      }}
    />
  );
}
