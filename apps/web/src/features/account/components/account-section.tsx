import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One card of the account page: a heading (h2), a sentence, its content. */
export function AccountSection({ title, description, children, tone }: { title: string; description?: ReactNode; children: ReactNode; tone?: 'danger' }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} bg="bg.panel" borderColor={tone === 'danger' ? 'red.700' : 'border.emphasized'}>
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" size="md" id={id}>
              {title}
            </Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
