import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, FileCheck } from 'lucide-react';
import type { Connection, ServerProvider } from '../api/connections';
import type { ProviderMeta } from '../lib/providers';
import { ImportDialog } from './import-dialog';

export interface ProviderRowProps {
  provider: ProviderMeta;
  /** The server's view of it (configured or not); undefined while unknown. */
  server?: ServerProvider;
  connection?: Connection;
  connecting: boolean;
  /** Another provider is connecting: this one waits. */
  busy: boolean;
  disconnecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  onComingSoon: () => void;
}

/**
 * One provider: icon, name, description, and Connect or Connected + Disconnect. When
 * the server has no OAuth credentials for it, the row offers 'Import your data' instead of a
 * Connect that cannot work; what an operator must set is shown only when the server sent it, which
 * it does for administrators only.
 */
export function ProviderRow(props: ProviderRowProps) {
  const { provider, server, connection, connecting } = props;
  const Icon = provider.icon;
  const comingSoon = provider.status === 'coming_soon';
  // Known to be missing its client id/secret on the server: offer the import instead of a broken popup.
  const unconfigured = !comingSoon && !connection && server?.configured === false;
  const imported = connection?.source === 'import';
  return (
    <HStack
      as="li"
      aria-label={provider.name}
      data-testid={`provider-${provider.id}`}
      gap="3"
      p="3"
      // On a phone a wide action (Import your data) goes under the name rather than squeezing it.
      wrap="wrap"
      rounded="lg"
      borderWidth="1px"
      borderColor={connection ? 'slime.800' : 'whiteAlpha.200'}
    >
      {/* Only the icon is dimmed for 'Coming Soon' (the badge says it): dimmed text fails contrast (axe). */}
      <Box p="2" rounded="md" bg={`${provider.color}22`} color={provider.color} opacity={comingSoon ? 0.6 : 1} aria-hidden>
        <Icon size={20} />
      </Box>
      <Stack gap="0" flex="1" minW="9rem">
        <HStack gap="2">
          <Text fontWeight="semibold">{provider.name}</Text>
          {comingSoon && (
            <Badge size="sm" variant="subtle">
              Coming Soon
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {provider.description}
        </Text>
        {unconfigured && server?.setup && (
          <Text fontSize="xs" color="orange.300" data-testid={`setup-${provider.id}`}>
            Server set-up (administrators only): {server.setup}
          </Text>
        )}
      </Stack>
      {comingSoon ? (
        // Not `disabled`: a click still explains (the 'available soon' toast).
        <Button size="sm" variant="outline" aria-disabled="true" opacity={0.6} cursor="not-allowed" onClick={props.onComingSoon}>
          Connect
        </Button>
      ) : connection ? (
        <HStack gap="2">
          <Badge colorPalette="green" variant="subtle" gap="1">
            {imported ? (
              <>
                <FileCheck size={12} /> Imported
              </>
            ) : (
              <>
                <Check size={12} /> Connected
              </>
            )}
          </Badge>
          <Button size="sm" variant="outline" colorPalette="red" onClick={props.onDisconnect} loading={props.disconnecting} loadingText="Disconnect">
            Disconnect
          </Button>
        </HStack>
      ) : unconfigured ? (
        <Box ms="auto">
          <ImportDialog provider={provider} disabled={props.busy} />
        </Box>
      ) : (
        <Button size="sm" colorPalette="gremlin" onClick={props.onConnect} disabled={connecting || props.busy}>
          {connecting ? 'Connecting...' : 'Connect'}
        </Button>
      )}
    </HStack>
  );
}
