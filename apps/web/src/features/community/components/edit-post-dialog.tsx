import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useUpdatePost } from '../api/edit-post';
import { type Post } from '../api/types';
import { notifyCommunityError } from '../lib/notify';
import { isDraftBlank, PostFormFields, type PostDraft } from './post-form-fields';

/** The author edits their post (docs/product/screens.md#community-thread); same rules as a new post. Mounted while open. */
export function EditPostDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const [draft, setDraft] = useState<PostDraft>({ title: post.title, content: post.content, category: post.category });
  const update = useUpdatePost(post.id);
  const blank = isDraftBlank(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    if (blank) {
      notify({ type: 'error', title: 'Missing Information', description: 'Please fill in both title and content' });
      return;
    }
    update.mutate(
      { title: draft.title.trim(), content: draft.content.trim(), category: draft.category },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Post updated' });
          onClose();
        },
        onError: (error) => notifyCommunityError(error, 'Failed to update post'),
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !update.isPending && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label="Edit Post">
            <form onSubmit={submit} noValidate aria-label="Edit post">
              <Dialog.Header>
                <Dialog.Title>Edit Post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <PostFormFields draft={draft} onChange={setDraft} disabled={update.isPending} />
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={update.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="slime" disabled={blank || update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={update.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
