import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { GremlinLogo } from '../components/gremlin-logo';
import { PageContainer } from '../components/page-container';

export function NotFoundPage() {
  return (
    <PageContainer>
      <VStack gap="5" py="16" textAlign="center">
        <GremlinLogo size="16" />
        <Text fontSize="6xl" fontWeight="black" color="gremlin.fg" lineHeight="1">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">This road leads nowhere: check the address, or head back and plan a trip.</Text>
        <Button asChild colorPalette="slime">
          <RouterLink to="/">Back to Plan Trip</RouterLink>
        </Button>
      </VStack>
    </PageContainer>
  );
}
