/**
 * The home page's personalization card (docs/product/screens.md#personalisation-card): before personalization starts it offers
 * to start it (POST /api/start-personalization); afterwards it holds the Account connections panel.
 */
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useConnections } from '../api/connections';
import { useStartPersonalization } from '../api/start-personalization';
import { useConnectionReturn } from '../hooks/use-connection-return';
import { usePersonalizationStarted } from '../hooks/use-personalization-started';
import { ConnectionsPanel } from './connections-panel';

export function PersonalizationCard() {
  useConnectionReturn();
  const { started, markStarted } = usePersonalizationStarted();
  const connections = useConnections();
  const start = useStartPersonalization(markStarted);
  const awake = started || (connections.data?.length ?? 0) > 0;

  return (
    <Card.Root as="section" aria-label="Find My Inner Gremlin" bg="bg.panel" borderColor="gremlin.800" data-testid="personalization-card">
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        {awake ? (
          <ConnectionsPanel />
        ) : (
          <Stack gap="3" align="start">
            <Heading as="h2" size="lg">
              Find My Inner Gremlin
            </Heading>
            <Text color="fg.muted">
              Let the Gremlin read your music, communities and photos to build your travel personality. Your trips lean your way,
              and you unlock a bonus stop.
            </Text>
            <Button colorPalette="gremlin" onClick={() => start.mutate()} loading={start.isPending} loadingText="Waking the Gremlin...">
              <Sparkles /> Find My Inner Gremlin
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
