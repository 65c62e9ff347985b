import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useReportPost } from '../api/report-post';
import { notifyCommunityError } from '../lib/notify';
import { REPORT_REASON_MAX } from '../categories';
import { CharCount } from './char-count';

/** Report a post to the moderators with a reason (beyond SPEC.md). Mounted while open. */
export function ReportPostDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const report = useReportPost(postId);
  const blank = !reason.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || report.isPending) return;
    report.mutate(reason.trim(), {
      onSuccess: () => {
        notify({ type: 'success', title: 'Report sent', description: 'Thanks, a moderator will take a look.' });
        onClose();
      },
      onError: (error) => notifyCommunityError(error, 'Failed to report post', 'Please log in to report posts'),
    });
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !report.isPending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label="Report Post">
            <form onSubmit={submit} noValidate aria-label="Report post">
              <Dialog.Header>
                <Dialog.Title>Report Post</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" fontSize="sm" mb="4">
                  Tell the moderators what is wrong with this post.
                </Text>
                <Field.Root required disabled={report.isPending}>
                  <Field.Label>Reason</Field.Label>
                  <Textarea
                    rows={4}
                    value={reason}
                    maxLength={REPORT_REASON_MAX}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <CharCount length={reason.length} max={REPORT_REASON_MAX} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={report.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" disabled={blank || report.isPending}>
                  {report.isPending ? 'Sending...' : 'Send Report'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={report.isPending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
