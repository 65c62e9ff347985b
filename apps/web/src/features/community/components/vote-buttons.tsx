import { Button, HStack } from '@chakra-ui/react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { Votable, VoteType } from '../api/types';

interface VoteButtonsProps extends Votable {
  onVote: (vote: VoteType) => void;
  /** While a vote is on its way: one at a time keeps the counts in the server's order. */
  busy?: boolean;
  size?: 'xs' | 'sm';
}

/** Up and down buttons with their counts; the caller's own vote is highlighted (aria-pressed). */
export function VoteButtons({ upvotes, downvotes, userVote, onVote, busy, size = 'sm' }: VoteButtonsProps) {
  return (
    <HStack gap="1">
      <Button
        size={size}
        variant={userVote === 'up' ? 'subtle' : 'ghost'}
        colorPalette={userVote === 'up' ? 'slime' : 'gray'}
        aria-label="Upvote"
        aria-pressed={userVote === 'up'}
        disabled={busy}
        onClick={() => onVote('up')}
      >
        <ThumbsUp aria-hidden />
        <span data-testid="upvotes">{upvotes}</span>
      </Button>
      <Button
        size={size}
        variant={userVote === 'down' ? 'subtle' : 'ghost'}
        colorPalette={userVote === 'down' ? 'red' : 'gray'}
        aria-label="Downvote"
        aria-pressed={userVote === 'down'}
        disabled={busy}
        onClick={() => onVote('down')}
      >
        <ThumbsDown aria-hidden />
        <span data-testid="downvotes">{downvotes}</span>
      </Button>
    </HStack>
  );
}
