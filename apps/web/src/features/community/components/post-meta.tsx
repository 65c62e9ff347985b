import { Badge, HStack } from '@chakra-ui/react';
import { Pin } from 'lucide-react';
import type { Post } from '../api/types';
import { categoryLabel } from '../categories';
import { Byline } from './byline';
import { HiddenBadge, LockedBadge } from './moderation-badges';

/** Pinned marker, hidden and locked markers, category badge, author and relative time (docs/product/screens.md#community-list and #community-thread). */
export function PostMeta({ post }: { post: Post }) {
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      {post.isPinned && (
        <Badge colorPalette="slime" variant="solid" gap="1" data-testid="pinned-marker">
          <Pin size={12} aria-hidden /> Pinned
        </Badge>
      )}
      {post.hiddenByModerator && <HiddenBadge />}
      {post.isLocked && <LockedBadge />}
      <Badge colorPalette="gremlin" variant="subtle">
        {categoryLabel(post.category)}
      </Badge>
      <Byline authorName={post.authorName} authorColor={post.authorColor} createdAt={post.createdAt} editedAt={post.editedAt} />
    </HStack>
  );
}
