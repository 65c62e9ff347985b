import { Box, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useCreatePost } from '../api/create-post';
import { notifyCommunityError } from '../lib/notify';
import { EMPTY_DRAFT, isDraftBlank, PostFormFields, type PostDraft } from './post-form-fields';
import { TripAttachFields } from './trip-attach-fields';

/**
 * The 'New Post' dialog (docs/product/screens.md#community-list). On success it closes, the form
 * goes back to an empty title and content with category questions, and the lists refetch.
 * Cancelling keeps the draft. A trip can be attached (shared only when the author ticks the
 * consent); `initialTripId` (from "Post to community" on a trip) preselects one, with the Trip
 * Reports category.
 */
export function NewPostDialog({
  open,
  onOpenChange,
  initialTripId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTripId?: string;
}) {
  const [draft, setDraft] = useState<PostDraft>(EMPTY_DRAFT);
  const [attach, setAttach] = useState({ tripId: '', shareTrip: false });
  const create = useCreatePost();
  const blank = isDraftBlank(draft);
  const needsConsent = !!attach.tripId && !attach.shareTrip;

  useEffect(() => {
    if (!initialTripId) return;
    setAttach({ tripId: initialTripId, shareTrip: false });
    setDraft((d) => ({ ...d, category: 'trip-reports' }));
  }, [initialTripId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (blank) {
      notify({ type: 'error', title: 'Missing Information', description: 'Please fill in both title and content' });
      return;
    }
    if (needsConsent) {
      notify({ type: 'error', title: 'Share the trip?', description: 'Tick “Share this trip” to attach it, or choose No trip.' });
      return;
    }
    create.mutate(
      { title: draft.title.trim(), content: draft.content.trim(), category: draft.category, ...(attach.tripId ? { tripId: attach.tripId, shareTrip: true } : {}) },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          setAttach({ tripId: '', shareTrip: false });
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
                <Box mt="4">
                  <TripAttachFields
                    open={open}
                    tripId={attach.tripId}
                    shareTrip={attach.shareTrip}
                    disabled={create.isPending}
                    onChange={(next) => {
                      // Attaching a trip suggests Trip Reports, unless another category was chosen.
                      if (next.tripId && !attach.tripId && draft.category === EMPTY_DRAFT.category) setDraft({ ...draft, category: 'trip-reports' });
                      setAttach(next);
                    }}
                  />
                </Box>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={create.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="slime" disabled={blank || needsConsent || create.isPending}>
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
