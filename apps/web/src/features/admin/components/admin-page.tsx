import { Box, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { PageContainer } from '../../../components/page-container';

/**
 * /admin. The admin issue adds the e-mail check (ADMIN_EMAILS, enforced by the server too) and
 * the live dashboard; until then everyone sees the access notice.
 */
export function AdminPage() {
  return (
    <PageContainer>
      <VStack align="start" gap="5">
        <Heading as="h1" size="3xl" color="gremlin.fg">
          Admin Dashboard
        </Heading>
        <Box borderWidth="1px" borderColor="red.800" bg="bg.panel" rounded="xl" px="5" py="4" maxW="2xl">
          <HStack gap="3" align="start">
            <Box color="red.300" pt="1">
              <Lock size={20} />
            </Box>
            <VStack align="start" gap="1">
              <Text fontWeight="bold">Administrator Access Required</Text>
              <Text color="fg.muted" fontSize="sm">
                Live usage statistics are only shown to the Road Gremlin administrator.
              </Text>
            </VStack>
          </HStack>
        </Box>
      </VStack>
    </PageContainer>
  );
}
