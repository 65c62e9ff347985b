import * as contracts from '@roadgremlin/contracts';
import { describe, expect, it } from 'vitest';
import { applyVote, NEXT_CURSOR_HEADER, type Votable } from './types';

const counts = (upvotes: number, downvotes: number, userVote: Votable['userVote']): Votable => ({ upvotes, downvotes, userVote });

describe('applyVote (the service rule: the same vote again takes it back, the other way switches)', () => {
  it('a first vote adds one to its side', () => {
    expect(applyVote(counts(2, 1, 'none'), 'up')).toEqual(counts(3, 1, 'up'));
    expect(applyVote(counts(2, 1, 'none'), 'down')).toEqual(counts(2, 2, 'down'));
  });

  it('the same vote again takes it back', () => {
    expect(applyVote(counts(3, 1, 'up'), 'up')).toEqual(counts(2, 1, 'none'));
    expect(applyVote(counts(2, 2, 'down'), 'down')).toEqual(counts(2, 1, 'none'));
  });

  it('the other vote switches sides', () => {
    expect(applyVote(counts(3, 1, 'up'), 'down')).toEqual(counts(2, 2, 'down'));
    expect(applyVote(counts(2, 2, 'down'), 'up')).toEqual(counts(3, 1, 'up'));
  });

  it('reads the cursor from the same header the service writes', () => {
    expect(NEXT_CURSOR_HEADER).toBe(contracts.NEXT_CURSOR_HEADER);
  });
});
