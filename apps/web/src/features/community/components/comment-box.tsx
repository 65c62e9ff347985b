import { Box, Button, Field, Flex, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useCreateComment } from '../api/create-comment';
import { LOGIN_TO_COMMENT, notifyCommunityError, notifyLoginRequired } from '../lib/notify';
import { COMMENT_MAX } from '../categories';
import { useViewer } from '../hooks/use-viewer';
import { CharCount } from './char-count';

/** 'Add a Comment' (docs/product/screens.md#community-thread): 4 rows, 'Posting...' while busy, cleared on success. */
export function CommentBox({ postId }: { postId: string }) {
  const { isAuthenticated } = useViewer();
  const [content, setContent] = useState('');
  const create = useCreateComment(postId);
  const blank = !content.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (!isAuthenticated) return notifyLoginRequired(LOGIN_TO_COMMENT);
    if (blank) {
      notify({ type: 'error', title: 'Empty Comment', description: 'Please write something before posting' });
      return;
    }
    create.mutate(content.trim(), {
      onSuccess: () => setContent(''),
      onError: (error) => notifyCommunityError(error, 'Failed to add comment', LOGIN_TO_COMMENT),
    });
  }

  return (
    <Box asChild borderWidth="1px" borderColor="gremlin.900" bg="bg.panel" rounded="xl" p={{ base: '4', md: '5' }}>
      <form onSubmit={submit} noValidate aria-label="New comment">
      <Field.Root disabled={create.isPending}>
        <Field.Label fontSize="lg" fontWeight="semibold" fontFamily="heading" mb="1">
          Add a Comment
        </Field.Label>
        <Textarea
          rows={4}
          value={content}
          maxLength={COMMENT_MAX}
          placeholder="Share your thoughts..."
          onChange={(event) => setContent(event.target.value)}
        />
        <CharCount length={content.length} max={COMMENT_MAX} />
      </Field.Root>
      <Flex justify="end" mt="3">
        <Button type="submit" colorPalette="slime" disabled={blank || create.isPending}>
          {create.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </Flex>
      </form>
    </Box>
  );
}
