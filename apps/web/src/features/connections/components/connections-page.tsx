/** `/connections` (signed in): the Account connections panel on its own page, for a direct link. */
import { Card } from '@chakra-ui/react';
import { PageContainer } from '../../../components/page-container';
import { useConnectionReturn } from '../hooks/use-connection-return';
import { ConnectionsPanel } from './connections-panel';

export function ConnectionsPage() {
  useConnectionReturn();
  return (
    <PageContainer maxW="3xl">
      <Card.Root bg="bg.panel" borderColor="gremlin.800">
        <Card.Body p={{ base: '4', md: '6' }}>
          <ConnectionsPanel />
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
