import { Link } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { threadPath } from '../paths';

export function commentCountText(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}

/** The comment count, linking to the thread (each post card, docs/product/screens.md#community-list). */
export function CommentCountLink({ postId, count }: { postId: string; count: number }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm" _hover={{ color: 'slime.300' }}>
      <RouterLink to={threadPath(postId)}>
        <MessageSquare size={16} aria-hidden />
        {commentCountText(count)}
      </RouterLink>
    </Link>
  );
}
