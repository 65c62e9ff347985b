import { HStack, Text } from '@chakra-ui/react';
import { Avatar } from '../../../components/avatar';
import { RelativeTime } from './relative-time';

/**
 * Author (avatar + display name) · relative time (docs/product/rules.md#community) and '(edited)', for posts and comments;
 * goes inside a muted row.
 */
export function Byline({ authorName, authorColor, createdAt, editedAt }: { authorName: string; authorColor?: string; createdAt: string; editedAt?: string | null }) {
  return (
    <>
      <HStack gap="1.5">
        <Avatar name={authorName} color={authorColor} size="xs" />
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
