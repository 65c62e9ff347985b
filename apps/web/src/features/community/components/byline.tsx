import { HStack, Text } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import { RelativeTime } from './relative-time';

/** Author · relative time (SPEC.md §9) and '(edited)', for posts and comments; goes inside a muted row. */
export function Byline({ authorName, createdAt, editedAt }: { authorName: string; createdAt: string; editedAt?: string | null }) {
  return (
    <>
      <HStack gap="1">
        <UserRound size={14} aria-hidden />
        <Text as="span" color="fg" fontWeight="medium">
          {authorName}
        </Text>
      </HStack>
      <Text as="span" aria-hidden>
        ·
      </Text>
      <RelativeTime value={createdAt} />
      {editedAt && (
        <Text as="span" fontStyle="italic">
          (edited)
        </Text>
      )}
    </>
  );
}
