import { Button, Text, VStack, type StackProps } from '@chakra-ui/react';

/** What a screen shows when its data could not be loaded: the message and a 'Try again' button. */
export function LoadError({ message, onRetry, size = 'sm', ...stack }: { message: string; onRetry: () => void; size?: 'xs' | 'sm' } & StackProps) {
  return (
    <VStack align="start" gap="3" role="alert" {...stack}>
      <Text color="fg.muted">{message}</Text>
      <Button size={size} variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </VStack>
  );
}
