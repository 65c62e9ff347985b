import { Button, CloseButton, Dialog, Field, Portal, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { useReport, type ReportTarget } from '../api/report';
import { notifyCommunityError } from '../lib/notify';
import { REPORT_REASONS, REPORT_REASON_MAX, type ReportReason } from '../categories';
import { CharCount } from './char-count';

/**
 * Report a post or a comment to the moderators: a reason from the server's list and an optional note
 * (needed for 'Something else'). Mounted while open; `onSent` runs once the server took the report.
 */
export function ReportDialog({ target, onClose, onSent }: { target: ReportTarget; onClose: () => void; onSent: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReport(target);
  const needsNote = reason === 'other' && !note.trim();
  const ready = reason !== null && !needsNote;
  const what = target.kind === 'post' ? 'post' : 'comment';
  const title = target.kind === 'post' ? 'Report Post' : 'Report Comment';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || report.isPending) return;
    report.mutate(
      { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          notify({ type: 'success', title: 'Report sent', description: `Thanks. A moderator will review this ${what}.` });
          onSent();
          onClose();
        },
        onError: (error) => notifyCommunityError(error, `Failed to report ${what}`, `Please log in to report ${what}s`),
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !report.isPending && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label={title}>
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" fontSize="sm" mb="4">
                  What is wrong with this {what}? Only the moderators see your report.
                </Text>
                <RadioGroup.Root
                  value={reason}
                  onValueChange={(details) => setReason(details.value as ReportReason)}
                  disabled={report.isPending}
                  aria-label="Reason"
                  colorPalette="red"
                >
                  <Stack gap="2.5">
                    {REPORT_REASONS.map((option) => (
                      <RadioGroup.Item key={option.id} value={option.id}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <Field.Root mt="4" disabled={report.isPending} required={reason === 'other'}>
                  <Field.Label>{reason === 'other' ? 'What is wrong' : 'Anything to add (optional)'}</Field.Label>
                  <Textarea rows={3} value={note} maxLength={REPORT_REASON_MAX} onChange={(event) => setNote(event.target.value)} />
                  <CharCount length={note.length} max={REPORT_REASON_MAX} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={report.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" disabled={!ready || report.isPending}>
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
