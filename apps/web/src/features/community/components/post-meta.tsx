import { Badge, HStack, Text } from '@chakra-ui/react';
import { Pin, UserRound } from 'lucide-react';
import type { Post } from '../api/types';
import { categoryLabel } from '../categories';
import { RelativeTime } from './relative-time';

/** Pinned marker, category badge, author and relative time (SPEC.md §2 cards and thread). */
export function PostMeta({ post }: { post: Post }) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      {post.isPinned && (
        <Badge colorPalette="slime" variant="solid" gap="1" data-testid="pinned-marker">
          <Pin size={12} aria-hidden /> Pinned
        </Badge>
      )}
      <Badge colorPalette="gremlin" variant="subtle">
        {categoryLabel(post.category)}
      </Badge>
      <HStack gap="1">
        <UserRound size={14} aria-hidden />
        <Text as="span" color="fg" fontWeight="medium">
          {post.authorName}
        </Text>
      </HStack>
      <Text as="span" aria-hidden>
        ·
      </Text>
      <RelativeTime value={post.createdAt} />
      {post.editedAt && (
        <Text as="span" fontStyle="italic">
          (edited)
        </Text>
      )}
    </HStack>
  );
}
