import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { EyeOff, Lock } from 'lucide-react';

/** On the author's own hidden post or comment: nobody else sees it. */
export function HiddenBadge() {
  return (
    <Badge colorPalette="orange" variant="solid" gap="1" data-testid="hidden-marker">
      <EyeOff size={12} aria-hidden /> Hidden by a moderator
    </Badge>
  );
}

export function LockedBadge() {
  return (
    <Badge colorPalette="gray" variant="solid" gap="1" data-testid="locked-marker">
      <Lock size={12} aria-hidden /> Locked
    </Badge>
  );
}

/** Under the author's own hidden post or comment: what it means. */
export function HiddenNotice({ what }: { what: 'post' | 'comment' }) {
  return (
    <Box borderWidth="1px" borderColor="orange.700" bg="orange.950" color="orange.100" rounded="md" px="3" py="2" fontSize="sm" role="note">
      A moderator hid this {what}: only you can see it. Others no longer find it in the community.
    </Box>
  );
}

/** In place of the comment box of a locked thread. */
export function LockedNotice() {
  return (
    <HStack borderWidth="1px" borderColor="border.emphasized" bg="bg.subtle" rounded="lg" px="4" py="3" gap="2" role="note" data-testid="locked-notice">
      <Lock size={16} aria-hidden />
      <Text fontSize="sm">This thread is locked by a moderator: no new comments can be added.</Text>
    </HStack>
  );
}
