import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useRecoverPassword } from '../api/recover-password';

/** "Forgot password?": asks for the e-mail and sends a reset link (POST /api/auth/recover). */
export function ForgotPasswordDialog({ initialEmail, disabled }: { initialEmail: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const recover = useRecoverPassword();

  function onOpenChange(next: boolean) {
    if (next) setEmail(initialEmail);
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      notify({ type: 'error', title: 'Missing information', description: 'Please fill in all required fields' });
      return;
    }
    recover.mutate(address, {
      onSuccess: () => {
        notify({
          type: 'success',
          title: 'Check your email',
          description: `If an account exists for ${address}, a link to reset your password is on its way.`,
        });
        setOpen(false);
      },
      onError: (error) => {
        notify({
          type: 'error',
          title: 'Password reset failed',
          description: errorMessage(error, 'Could not send the reset link. Please try again.'),
        });
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button variant="plain" size="xs" color="slime.300" px="0" h="auto" disabled={disabled}>
          Forgot password?
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: zag names the dialog by its title only if the title is in the DOM one frame after opening (aria-dialog-name). */}
          <Dialog.Content bg="bg.panel" mx="4" aria-label="Reset your password">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Reset your password</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    Enter the email you signed up with and we will send you a link to choose a new password.
                  </Text>
                  <Field.Root required>
                    <Field.Label>
                      Email <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      disabled={recover.isPending}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={recover.isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="slime" loading={recover.isPending}>
                  Send reset link
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
