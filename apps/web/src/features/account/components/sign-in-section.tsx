/** "Sign-in": the e-mail address (seen by its owner only) and a password change. */
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { accountKeys, changePassword } from '../api/account';
import { AccountSection } from './account-section';

export function SignInSection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const external = user?.app_metadata?.provider && user.app_metadata.provider !== 'email';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || !next || !confirm) {
      notify({ type: 'error', title: 'Missing information', description: 'Please fill in all required fields' });
      return;
    }
    if (next !== confirm) {
      notify({ type: 'error', title: "Passwords don't match", description: 'Please make sure both passwords are identical.' });
      return;
    }
    if (next.length < 6) {
      notify({ type: 'error', title: 'Password too short', description: 'Password must be at least 6 characters long.' });
      return;
    }
    setBusy(true);
    try {
      const { ended } = await changePassword(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      notify({
        type: 'success',
        title: 'Password changed',
        description: ended ? `Signed out on ${ended} other ${ended === 1 ? 'device' : 'devices'}.` : 'Use it the next time you sign in.',
      });
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions(user?.id ?? '') });
    } catch (error) {
      notify({ type: 'error', title: 'Password not changed', description: errorMessage(error, 'Could not change your password. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection title="Sign-in" description="Only you (and the site's administrators) ever see your e-mail address.">
      <Box>
        <Text fontSize="sm" color="fg.muted">
          E-mail address
        </Text>
        <Text fontWeight="medium" wordBreak="break-all" data-testid="account-email">
          {user?.email}
        </Text>
      </Box>
      {external && (
        <Text fontSize="sm" color="fg.muted">
          You sign in with an external account. To add a password, use “Forgot password?” on the sign-in page.
        </Text>
      )}
      <form onSubmit={submit} aria-label="Change password" noValidate>
        <Stack gap="3">
          <Text as="h3" fontWeight="semibold">
            Change password
          </Text>
          <Field.Root required disabled={busy}>
            <Field.Label>Current password</Field.Label>
            <Input type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          </Field.Root>
          <Field.Root required disabled={busy}>
            <Field.Label>New password</Field.Label>
            <Input type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
            <Field.HelperText>At least 6 characters. Every other device you are signed in on is signed out.</Field.HelperText>
          </Field.Root>
          <Field.Root required disabled={busy}>
            <Field.Label>Confirm new password</Field.Label>
            <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </Field.Root>
          <Box>
            <Button type="submit" variant="outline" colorPalette="gremlin" loading={busy} loadingText="Changing…">
              Change password
            </Button>
          </Box>
        </Stack>
      </form>
    </AccountSection>
  );
}
