/** `/connections` (signed in): the Account connections panel on its own page, for a direct link. */
import { Card, Heading } from '@chakra-ui/react';
import { PageContainer } from '../../../components/page-container';
import { useConnectionReturn } from '../hooks/use-connection-return';
import { ConnectionsPanel } from './connections-panel';

export function ConnectionsPage() {
  useConnectionReturn();
  return (
    <PageContainer maxW="3xl">
      {/* The page's title for screen readers and the outline; the panel's own heading is an h2. */}
      <Heading as="h1" srOnly>
        Account connections
      </Heading>
      <Card.Root bg="bg.panel" borderColor="gremlin.800">
        <Card.Body p={{ base: '4', md: '6' }}>
          <ConnectionsPanel />
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
