import { Button, Stack, Text } from '@chakra-ui/react';
import { useComments } from '../api/get-comments';
import { LoadError } from '../../../components/load-error';
import { CommentItem } from './comment-item';

/** 'Loading comments...', the empty text, or the comments oldest first with 'Load more comments'. */
export function CommentList({ postId }: { postId: string }) {
  const comments = useComments(postId);

  if (comments.isPending) return <Text color="fg.muted">Loading comments...</Text>;
  if (comments.isError) {
    return <LoadError message="Could not load the comments." size="xs" gap="2" onRetry={() => void comments.refetch()} />;
  }

  const items = comments.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <Text color="fg.muted">No comments yet. Be the first to share your thoughts!</Text>;
  }
  return (
    <Stack gap="3">
      <Stack as="ul" gap="3" m="0" p="0" aria-label="Comments">
        {items.map((comment) => (
          <CommentItem key={comment.id} postId={postId} comment={comment} />
        ))}
      </Stack>
      {comments.hasNextPage && (
        <Button
          alignSelf="center"
          size="sm"
          variant="outline"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {comments.isFetchingNextPage ? 'Loading more comments...' : 'Load more comments'}
        </Button>
      )}
    </Stack>
  );
}
