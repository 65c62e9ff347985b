import { Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const LEGAL_EMAIL = 'legal@roadgremlin.app';

/** Copyright line, Terms, Privacy, data Credits and a Contact mail link (docs/product/screens.md#site-footer). */
export function SiteFooter() {
  return (
    <Flex
      as="footer"
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      justify="space-between"
      align="center"
      borderTopWidth="1px"
      borderColor="whiteAlpha.100"
      px={{ base: '4', md: '8' }}
      py="5"
      fontSize="sm"
      color="fg.muted"
    >
      <Text>© {new Date().getFullYear()} Road Gremlin. All rights reserved.</Text>
      <HStack gap="5">
        <Link asChild color="fg.muted" _hover={{ color: 'slime.300' }}>
          <RouterLink to="/terms">Terms</RouterLink>
        </Link>
        <Link asChild color="fg.muted" _hover={{ color: 'slime.300' }}>
          <RouterLink to="/privacy">Privacy</RouterLink>
        </Link>
        <Link asChild color="fg.muted" _hover={{ color: 'slime.300' }}>
          <RouterLink to="/credits">Credits</RouterLink>
        </Link>
        <Link href={`mailto:${LEGAL_EMAIL}`} color="fg.muted" _hover={{ color: 'slime.300' }}>
          Contact
        </Link>
      </HStack>
    </Flex>
  );
}
