import { Box, Button, Field, Flex, HStack, Textarea } from '@chakra-ui/react';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { useDeleteComment, useUpdateComment } from '../api/edit-comment';
import { type Comment } from '../api/types';
import { LOGIN_TO_VOTE_COMMENT, notifyCommunityError, notifyLoginRequired } from '../lib/notify';
import { useVoteComment } from '../api/vote-comment';
import { COMMENT_MAX } from '../categories';
import { useViewer } from '../hooks/use-viewer';
import { CharCount } from './char-count';
import { ConfirmDialog } from './confirm-dialog';
import { Byline } from './byline';
import { LinkedText } from './linked-text';
import { HiddenBadge } from './moderation-badges';
import { ReportDialog } from './report-dialog';
import { VoteButtons } from './vote-buttons';

/** One comment: author, relative time, content with its line breaks and links, votes (docs/product/screens.md#community-thread); Report for others' comments. */
export function CommentItem({ postId, comment }: { postId: string; comment: Comment }) {
  const { isAuthenticated } = useViewer();
  const vote = useVoteComment(postId, comment.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  const remove = useDeleteComment(postId, comment.id);

  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="gremlin.950" bg="bg.subtle" rounded="lg" p="4" data-testid="comment">
      <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
        <Byline authorName={comment.authorName} authorColor={comment.authorColor} createdAt={comment.createdAt} editedAt={comment.editedAt} />
        {comment.hiddenByModerator && <HiddenBadge />}
      </HStack>
      {editing ? (
        <EditCommentForm postId={postId} comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <LinkedText text={comment.content} mt="2" whiteSpace="pre-wrap" wordBreak="break-word" />
      )}
      <HStack mt="2" gap="2" wrap="wrap">
        <VoteButtons
          size="xs"
          upvotes={comment.upvotes}
          downvotes={comment.downvotes}
          userVote={comment.userVote}
          busy={vote.isPending || !!comment.hiddenByModerator}
          onVote={(voteType) => {
            if (!isAuthenticated) return notifyLoginRequired(LOGIN_TO_VOTE_COMMENT);
            vote.mutate(voteType);
          }}
        />
        {comment.isOwn && !editing && (
          <>
            <Button size="xs" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </>
        )}
        {isAuthenticated && !comment.isOwn && (
          <Button size="xs" variant="ghost" disabled={reported} onClick={() => setReporting(true)}>
            <Flag aria-hidden /> {reported ? 'Reported' : 'Report'}
          </Button>
        )}
      </HStack>
      {reporting && <ReportDialog target={{ kind: 'comment', id: comment.id }} onClose={() => setReporting(false)} onSent={() => setReported(true)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        message="It disappears from the thread for everyone. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notify({ type: 'success', title: 'Comment deleted' });
            },
            onError: (error) => notifyCommunityError(error, 'Failed to delete comment'),
          })
        }
      />
    </Box>
  );
}

function EditCommentForm({ postId, comment, onDone }: { postId: string; comment: Comment; onDone: () => void }) {
  const [content, setContent] = useState(comment.content);
  const update = useUpdateComment(postId, comment.id);
  const blank = !content.trim();

  function save() {
    if (blank) {
      notify({ type: 'error', title: 'Empty Comment', description: 'Please write something before posting' });
      return;
    }
    update.mutate(content.trim(), {
      onSuccess: onDone,
      onError: (error) => notifyCommunityError(error, 'Failed to update comment'),
    });
  }

  return (
    <Box mt="2">
      <Field.Root disabled={update.isPending}>
        <Field.Label srOnly>Edit comment</Field.Label>
        <Textarea rows={4} value={content} maxLength={COMMENT_MAX} onChange={(event) => setContent(event.target.value)} />
        <CharCount length={content.length} max={COMMENT_MAX} />
      </Field.Root>
      <Flex gap="2" justify="end" mt="2">
        <Button size="xs" variant="ghost" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" colorPalette="slime" disabled={blank || update.isPending} onClick={save}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Flex>
    </Box>
  );
}
