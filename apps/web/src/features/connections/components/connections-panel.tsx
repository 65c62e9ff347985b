/**
 * The Account connections panel (docs/product/screens.md#account-connections-panel): the travel personality,
 * one row per provider, and the privacy note. Shown on the signed-in home once personalization has
 * started, and on its own at /connections (see this feature's README).
 */
import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { notify } from '../../../components/toaster';
import { useConnections, useDisconnect, useServerProviders } from '../api/connections';
import { useInsights, useRefreshInsights } from '../api/insights';
import { useOAuthConnect } from '../hooks/use-oauth-connect';
import { PROVIDERS, SKELETON_ROWS } from '../lib/providers';
import { ProviderRow } from './provider-row';
import { TravelPersonalityCard } from './travel-personality-card';

export function ConnectionsPanel() {
  const connectionsQuery = useConnections();
  const connections = connectionsQuery.data ?? [];
  const serverProviders = useServerProviders();
  const { insights } = useInsights(connections);
  const refresh = useRefreshInsights(connections);
  const disconnect = useDisconnect();
  const { connect, connecting } = useOAuthConnect();

  return (
    <Stack gap="4" data-testid="connections-panel">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          Your Inner Gremlin is Awake!
        </Heading>
        <Text color="fg.muted">Connect your accounts to unlock smarter trip recommendations</Text>
      </Stack>

      {insights.length > 0 && (
        <TravelPersonalityCard insights={insights} onRefresh={() => refresh.mutate()} refreshing={refresh.isPending} canRefresh={refresh.canRefresh} />
      )}

      {connectionsQuery.isPending ? (
        <Stack as="ul" gap="2" aria-label="Loading connections" aria-busy="true" listStyleType="none">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <Skeleton as="li" key={i} height="16" rounded="lg" data-testid="connection-skeleton" />
          ))}
        </Stack>
      ) : (
        <Stack as="ul" gap="2" aria-label="Account connections" listStyleType="none">
          {connectionsQuery.isError && (
            <Text as="li" fontSize="sm" color="red.300">
              Your connections could not be loaded right now.
            </Text>
          )}
          {PROVIDERS.map((provider) => {
            const connection = connections.find((c) => c.provider === provider.id);
            return (
              <ProviderRow
                key={provider.id}
                provider={provider}
                server={serverProviders.data?.find((p) => p.id === provider.id)}
                connection={connection}
                connecting={connecting === provider.id}
                busy={connecting !== null && connecting !== provider.id}
                disconnecting={disconnect.isPending && disconnect.variables?.id === connection?.id}
                onConnect={() => connect(provider.id)}
                onDisconnect={() => connection && disconnect.mutate(connection)}
                onComingSoon={() => notify({ title: 'Coming Soon', description: `${provider.name} connection will be available soon!`, type: 'info' })}
              />
            );
          })}
        </Stack>
      )}

      <Box as="aside" aria-labelledby="privacy-heading" p="3" rounded="lg" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200">
        <HStack gap="2" mb="1">
          <ShieldCheck size={16} aria-hidden />
          <Text id="privacy-heading" fontWeight="semibold" fontSize="sm">
            Privacy & Security
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          Your data is encrypted, we only access what we need for recommendations, and you can disconnect any account at any
          time.
        </Text>
      </Box>
    </Stack>
  );
}
