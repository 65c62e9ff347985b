/** "Where you're signed in": every device with a session, and signing the others out. */
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Monitor } from 'lucide-react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAccountSessions, useEndSessions } from '../api/account';
import { AccountSection } from './account-section';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const { data, isPending, isError } = useAccountSessions();
  const end = useEndSessions();
  const others = data?.filter((s) => !s.current).length ?? 0;

  async function endSessions(id: string | 'others') {
    try {
      const ended = await end.mutateAsync(id);
      notify({ type: 'success', title: 'Signed out', description: ended === 1 ? 'That device is signed out.' : `${ended} devices are signed out.` });
    } catch (error) {
      notify({ type: 'error', title: 'Not signed out', description: errorMessage(error, 'Could not sign that device out. Please try again.') });
    }
  }

  return (
    <AccountSection title="Where you're signed in" description="Signing a device out ends its session at once, everywhere.">
      {isPending ? (
        <Text color="fg.muted">Loading your devices…</Text>
      ) : isError ? (
        <Text color="fg.muted">Your devices could not be loaded right now.</Text>
      ) : (
        <List.Root gap="3" variant="plain" aria-label="Signed-in devices">
          {data.map((s) => (
            <List.Item key={s.id} data-testid="account-session">
              <HStack gap="3" align="start" w="full" justify="space-between" wrap="wrap">
                <HStack gap="3" align="start" minW="0">
                  <Box color="fg.muted" pt="0.5">
                    <Monitor size={18} aria-hidden />
                  </Box>
                  <Stack gap="0" minW="0">
                    <HStack gap="2">
                      <Text fontWeight="medium">{s.device ?? 'Unknown device'}</Text>
                      {s.current && (
                        <Badge colorPalette="slime" variant="subtle">
                          This device
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      Last active {when(s.lastActiveAt)}
                      {s.ipAddress ? ` · ${s.ipAddress}` : ''}
                    </Text>
                  </Stack>
                </HStack>
                {!s.current && (
                  <Button size="sm" variant="ghost" colorPalette="red" disabled={end.isPending} onClick={() => void endSessions(s.id)}>
                    Sign out
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Box>
        <Button variant="outline" colorPalette="gremlin" disabled={!others || end.isPending} onClick={() => void endSessions('others')}>
          Sign out everywhere else
        </Button>
      </Box>
    </AccountSection>
  );
}
