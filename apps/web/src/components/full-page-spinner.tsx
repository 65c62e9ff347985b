import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export function FullPageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="slime.400" />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Center>
  );
}
