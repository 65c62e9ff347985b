import { Button, Card, Heading, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The landing page's invitation to sign in. */
export function SignInBox() {
  return (
    <Card.Root bg="bg.panel" borderColor="gremlin.800" h="full">
      <Card.Body gap="4" justifyContent="center">
        <Heading as="h2" size="xl">
          Ready to get weird?
        </Heading>
        <Text color="fg.muted">
          Describe your trip in one sentence. The gremlin answers with a route full of ghost towns, giant
          roadside sculptures, odd little museums and other stops you would never have found.
        </Text>
        <List.Root fontSize="sm" color="fg.muted" ps="4" gap="1">
          <List.Item>Plan routes by car, on foot, by bike or by transit</List.Item>
          <List.Item>Reroll any stop you don't like</List.Item>
          <List.Item>Save trips and share them with the community</List.Item>
        </List.Root>
        <Button asChild colorPalette="slime" size="lg">
          <RouterLink to="/auth">Sign in to start planning</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
