import { Box, HStack, Link, Text, VStack } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** What everyone but the administrator sees on /admin (docs/product/screens.md#admin-dashboard). */
export function AccessRequired({ signedIn, what = 'Live usage statistics are' }: { signedIn: boolean; what?: string }) {
  return (
    <Box borderWidth="1px" borderColor="red.800" bg="bg.panel" rounded="xl" px="5" py="4" maxW="2xl" role="alert">
      <HStack gap="3" align="start">
        <Box color="red.300" pt="1">
          <Lock size={20} aria-hidden />
        </Box>
        <VStack align="start" gap="1">
          <Text fontWeight="bold">Administrator Access Required</Text>
          <Text color="fg.muted" fontSize="sm">
            {what} only shown to the Road Gremlin administrator.
          </Text>
          {!signedIn && (
            <Text fontSize="sm">
              <Link asChild color="slime.400" fontWeight="semibold">
                <RouterLink to="/auth">Sign in</RouterLink>
              </Link>{' '}
              with the administrator account.
            </Text>
          )}
        </VStack>
      </HStack>
    </Box>
  );
}
