import { Card, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LOADING_SUBTEXT, randomLoadingMessage } from '../../lib/loading-messages';

/** While a trip is generating: a random funny line and the fixed subtext. */
export function GeneratingNotice() {
  const [message] = useState(() => randomLoadingMessage());
  return (
    <Card.Root bg="bg.panel" borderColor="gremlin.800" role="status" aria-live="polite">
      <Card.Body>
        <Stack align="center" gap="3" py="6" textAlign="center">
          <Spinner size="lg" color="slime.solid" />
          <Text fontWeight="semibold" fontSize="lg" data-testid="loading-message">
            {message}
          </Text>
          <Text color="fg.muted">{LOADING_SUBTEXT}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
