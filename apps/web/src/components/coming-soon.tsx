import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

/** Heading plus a short "on its way" line, for screens that later issues fill in. */
export function ComingSoon({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <VStack align="start" gap="4">
        {children}
        <Heading as="h1" size="3xl" color="gremlin.fg">
          {title}
        </Heading>
        <Box borderWidth="1px" borderColor="gremlin.800" bg="bg.panel" rounded="xl" px="5" py="4" maxW="2xl">
          <Text color="fg.muted">{message}</Text>
        </Box>
      </VStack>
    </PageContainer>
  );
}
