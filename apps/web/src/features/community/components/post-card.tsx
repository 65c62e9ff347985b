import { Card, Heading, HStack, Link } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Post } from '../api/types';
import { threadPath } from '../paths';
import { CommentCountLink } from './comment-count-link';
import { LinkedText } from './linked-text';
import { PostMeta } from './post-meta';
import { PostVoteButtons } from './post-vote-buttons';
import { TripCard } from './trip-card';

/** One post in the list (docs/product/screens.md#community-list): everything is plain text, React escapes it; web addresses become links. */
export function PostCard({ post }: { post: Post }) {
  const titleId = useId();
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      data-testid="post-card"
      bg="bg.panel"
      borderColor={post.isPinned ? 'slime.800' : 'gremlin.900'}
      rounded="xl"
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <PostMeta post={post} />
        <Heading as="h2" size="md" id={titleId} wordBreak="break-word">
          <Link asChild color="fg" _hover={{ color: 'slime.300' }}>
            <RouterLink to={threadPath(post.id)}>{post.title}</RouterLink>
          </Link>
        </Heading>
        <LinkedText text={post.content} color="fg.muted" lineClamp={2} wordBreak="break-word" data-testid="post-excerpt" />
        {post.trip && <TripCard trip={post.trip} compact />}
        <HStack gap="4" wrap="wrap">
          <PostVoteButtons post={post} size="xs" />
          <CommentCountLink postId={post.id} count={post.commentCount} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
