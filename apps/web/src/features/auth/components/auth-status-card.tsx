import { Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { GremlinLogo } from '../../../components/gremlin-logo';

/** The small centred card the return-link screens share. */
export function AuthStatusCard({ title, children, action = true }: { title: string; children: ReactNode; action?: boolean }) {
  return (
    <Center minH="60vh" px="4" py="10">
      <Card.Root w="full" maxW="md" bg="bg.panel" borderColor="gremlin.900">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            <GremlinLogo size="12" />
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {typeof children === 'string' ? <Text color="fg.muted">{children}</Text> : children}
            {action && (
              <Button asChild colorPalette="slime">
                <RouterLink to="/auth">Back to Sign In</RouterLink>
              </Button>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
