/** /community/thread/:postId: one thread (docs/product/screens.md#community-thread). */
import { Box, Button, Heading, HStack, Link, Spacer, Stack, Text, VStack } from '@chakra-ui/react';
import { ArrowLeft, Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { notify } from '../../../components/toaster';
import { useDeletePost } from '../api/edit-post';
import { usePost } from '../api/get-post';
import { type Post } from '../api/types';
import { notifyCommunityError } from '../lib/notify';
import { useViewer } from '../hooks/use-viewer';
import { COMMUNITY_PATH } from '../paths';
import { CommentBox } from './comment-box';
import { commentCountText } from './comment-count-link';
import { CommentList } from './comment-list';
import { ConfirmDialog } from './confirm-dialog';
import { EditPostDialog } from './edit-post-dialog';
import { PostMeta } from './post-meta';
import { PostVoteButtons } from './post-vote-buttons';
import { LinkedText } from './linked-text';
import { HiddenNotice, LockedNotice } from './moderation-badges';
import { ReportDialog } from './report-dialog';
import { TripCard } from './trip-card';

export function ThreadPage() {
  const { postId = '' } = useParams();
  const post = usePost(postId);

  return (
    <PageContainer maxW="4xl">
      <Stack gap="6">
        <Link asChild color="slime.300" fontSize="sm" alignSelf="start">
          <RouterLink to={COMMUNITY_PATH}>
            <ArrowLeft size={16} /> Back to Community
          </RouterLink>
        </Link>
        {post.isPending ? (
          <Text color="fg.muted" textAlign="center" py="12">
            Loading post...
          </Text>
        ) : post.isError ? (
          <PostNotFound />
        ) : (
          <Thread post={post.data} />
        )}
      </Stack>
    </PageContainer>
  );
}

/** Any failed read (404 for a missing or deleted post, or otherwise) reads 'Post Not Found' (docs/product/screens.md#community-thread). */
function PostNotFound() {
  return (
    <VStack gap="4" py="12" textAlign="center">
      <Heading as="h1" size="2xl">
        Post Not Found
      </Heading>
      <Text color="fg.muted">The post you are looking for does not exist or has been removed.</Text>
      <Button asChild colorPalette="gremlin">
        <RouterLink to={COMMUNITY_PATH}>
          <ArrowLeft aria-hidden /> Back to Community
        </RouterLink>
      </Button>
    </VStack>
  );
}

function Thread({ post }: { post: Post }) {
  const { isAuthenticated } = useViewer();
  return (
    <>
      <Box as="article" aria-labelledby="thread-title" borderWidth="1px" borderColor="gremlin.900" bg="bg.panel" rounded="xl" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <PostMeta post={post} />
          <Heading as="h1" id="thread-title" size="2xl" wordBreak="break-word">
            {post.title}
          </Heading>
          {post.hiddenByModerator && <HiddenNotice what="post" />}
          {/* Plain text with its line breaks and web addresses as links; never parsed as HTML. */}
          <LinkedText text={post.content} whiteSpace="pre-wrap" wordBreak="break-word" data-testid="post-content" />
          {post.trip && <TripCard trip={post.trip} />}
          <HStack gap="3" wrap="wrap">
            <PostVoteButtons post={post} />
            <Text fontSize="sm" color="fg.muted" data-testid="comment-count">
              {commentCountText(post.commentCount)}
            </Text>
            <Spacer />
            <PostActions post={post} />
          </HStack>
        </Stack>
      </Box>

      {post.isLocked ? (
        <LockedNotice />
      ) : post.hiddenByModerator ? null : isAuthenticated ? (
        <CommentBox postId={post.id} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          <Link asChild color="slime.300">
            <RouterLink to="/auth">Sign in</RouterLink>
          </Link>{' '}
          to join the conversation.
        </Text>
      )}

      <Stack as="section" aria-labelledby="comments-heading" gap="4">
        <Heading as="h2" id="comments-heading" size="lg">
          Comments ({post.commentCount})
        </Heading>
        <CommentList postId={post.id} />
      </Stack>
    </>
  );
}

/** Edit/Delete for the author, Report for other signed-in users (docs/product/screens.md#community-thread). */
function PostActions({ post }: { post: Post }) {
  const { isAuthenticated } = useViewer();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'report' | null>(null);
  const [reported, setReported] = useState(false);
  const remove = useDeletePost(post.id);

  if (!isAuthenticated) return null;
  if (!post.isOwn) {
    return (
      <>
        <Button size="xs" variant="ghost" disabled={reported} onClick={() => setDialog('report')}>
          <Flag aria-hidden /> {reported ? 'Reported' : 'Report'}
        </Button>
        {dialog === 'report' && <ReportDialog target={{ kind: 'post', id: post.id }} onClose={() => setDialog(null)} onSent={() => setReported(true)} />}
      </>
    );
  }
  return (
    <HStack gap="1">
      <Button size="xs" variant="ghost" onClick={() => setDialog('edit')}>
        <Pencil aria-hidden /> Edit
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDialog('delete')}>
        <Trash2 aria-hidden /> Delete
      </Button>
      {dialog === 'edit' && <EditPostDialog post={post} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title="Delete this post?"
        message="The post and its comments disappear from the community. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notify({ type: 'success', title: 'Post deleted' });
              void navigate(COMMUNITY_PATH, { replace: true });
            },
            onError: (error) => notifyCommunityError(error, 'Failed to delete post'),
          })
        }
      />
    </HStack>
  );
}
