/**
 * The community answers (docs/product/api.md#community, `libs/contracts/src/community.ts`). Type-only
 * imports, so no schema code ships with the screens.
 */
import type { Comment, Post, TripCard, TripDiscussion, UserVote, VoteType } from '@roadgremlin/contracts';

export type { Comment, Post, TripCard, TripDiscussion, UserVote, VoteType };

/** Lists answer a JSON array; the next page's cursor comes in this header, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Anything with vote counters: a post or a comment. */
export interface Votable {
  upvotes: number;
  downvotes: number;
  userVote: UserVote;
}

/**
 * The server's vote rule (services/community README "Votes"): the same vote again takes it back,
 * the other way switches it. Used for the optimistic update; the server's numbers replace it.
 */
export function applyVote<T extends Votable>(target: T, vote: VoteType): T {
  let { upvotes, downvotes } = target;
  if (target.userVote === 'up') upvotes -= 1;
  if (target.userVote === 'down') downvotes -= 1;
  const next: UserVote = target.userVote === vote ? 'none' : vote;
  if (next === 'up') upvotes += 1;
  if (next === 'down') downvotes += 1;
  return { ...target, upvotes, downvotes, userVote: next };
}
