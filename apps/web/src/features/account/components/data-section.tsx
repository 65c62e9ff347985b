/**
 * "Your data": download everything kept about the account (a zip, one JSON file per part, the way the
 * providers' own exports work), and delete the account with all of it, as the privacy page promises.
 */
import { Box, Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { displayNameOf, useAuth } from '../../../lib/auth-context';
import { downloadBlob } from '../../../lib/download';
import { downloadMyData } from '../api/account';
import { AccountSection } from './account-section';

export function DataSection() {
  const { user, client } = useAuth();
  const name = displayNameOf(user);
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadMyData();
      downloadBlob(filename ?? 'road-gremlin-data.zip', blob);
      notify({ type: 'success', title: 'Your data is downloading', description: 'A zip with your account, trips, posts, comments, votes and travel personality.' });
    } catch (error) {
      notify({ type: 'error', title: 'Download failed', description: errorMessage(error, 'Could not gather your data. Please try again.') });
    } finally {
      setDownloading(false);
    }
  }

  async function remove() {
    setDeleting(true);
    try {
      await client.deleteAccount();
      notify({ type: 'success', title: 'Account deleted', description: 'Your account and everything it held are gone. Safe travels!' });
    } catch (error) {
      notify({ type: 'error', title: 'Account not deleted', description: errorMessage(error, 'Could not delete your account. Please try again.') });
      setDeleting(false);
    }
  }

  return (
    <>
      <AccountSection title="Download my data" description="A zip of everything Road Gremlin keeps about you: account, trips, posts and comments, votes, connected accounts and your travel personality.">
        <Box>
          <Button variant="outline" colorPalette="gremlin" loading={downloading} loadingText="Gathering your data…" onClick={() => void download()}>
            <Download aria-hidden /> Download my data
          </Button>
        </Box>
      </AccountSection>
      <AccountSection
        tone="danger"
        title="Delete my account"
        description="Deletes your account and, everywhere, everything it holds: trips, posts with their threads, comments, votes, reports, connected accounts and your travel personality. This cannot be undone."
      >
        <Box>
          <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
            <Trash2 aria-hidden /> Delete my account
          </Button>
        </Box>
      </AccountSection>
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(d) => {
          if (deleting) return;
          setOpen(d.open);
          if (!d.open) setTyped('');
        }}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="bg.panel" mx="4" aria-label="Delete your account?">
              <Dialog.Header>
                <Dialog.Title>Delete your account?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    Everything goes, for good: your trips, your posts and their threads, your comments and votes, your connected
                    accounts and travel personality. Download your data first if you want a copy.
                  </Text>
                  <Field.Root required>
                    <Field.Label>Type your display name, {name}, to confirm</Field.Label>
                    <Input value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} disabled={deleting} />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="ghost" disabled={deleting}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" disabled={typed.trim() !== name || deleting} onClick={() => void remove()}>
                  {deleting ? 'Deleting…' : 'Delete everything'}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
