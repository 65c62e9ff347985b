import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useCreatePost } from '../api/create-post';
import { notifyCommunityError } from '../lib/notify';
import { EMPTY_DRAFT, isDraftBlank, PostFormFields, type PostDraft } from './post-form-fields';

/**
 * The 'New Post' dialog (SPEC.md §2, §4, §5). On success it closes, the form goes back to an empty
 * title and content with category questions, and the lists refetch. Cancelling keeps the draft.
 */
export function NewPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<PostDraft>(EMPTY_DRAFT);
  const create = useCreatePost();
  const blank = isDraftBlank(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (blank) {
      notify({ type: 'error', title: 'Missing Information', description: 'Please fill in both title and content' });
      return;
    }
    create.mutate(
      { title: draft.title.trim(), content: draft.content.trim(), category: draft.category },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          onOpenChange(false);
          notify({ type: 'success', title: 'Post created', description: 'Your post is live in the community.' });
        },
        onError: (error) => notifyCommunityError(error, 'Failed to create post'),
      },
    );
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !create.isPending && onOpenChange(details.open)}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label="Create a New Post">
            <form onSubmit={submit} noValidate aria-label="New post">
              <Dialog.Header>
                <Dialog.Title>Create a New Post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <PostFormFields draft={draft} onChange={setDraft} disabled={create.isPending} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={create.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="slime" disabled={blank || create.isPending}>
                  {create.isPending ? 'Creating...' : 'Create Post'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={create.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
