import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** "Delete this …?" — a destructive action asks once. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !busy && onOpenChange(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label={title}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="ghost" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" disabled={busy} onClick={onConfirm}>
                {busy ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
