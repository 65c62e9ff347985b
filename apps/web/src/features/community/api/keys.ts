/**
 * Query keys. The first element is the path, as elsewhere in the app; the second is who is
 * asking, because every answer carries the caller's own `userVote` and `isOwn`.
 */
import type { CategoryFilter, PostSort } from '../categories';

export interface PostFilters {
  category: CategoryFilter;
  sort: PostSort;
}

export const POSTS_PATH = '/api/community/posts';

export const communityKeys = {
  /** Every post list (any viewer, category, sort): the prefix to refresh after a change. */
  lists: () => [POSTS_PATH] as const,
  list: (viewer: string, filters: PostFilters) => [POSTS_PATH, viewer, filters] as const,
  post: (postId: string) => [`${POSTS_PATH}/${postId}`] as const,
  postFor: (viewer: string, postId: string) => [`${POSTS_PATH}/${postId}`, viewer] as const,
  comments: (postId: string) => [`${POSTS_PATH}/${postId}/comments`] as const,
  commentsFor: (viewer: string, postId: string) => [`${POSTS_PATH}/${postId}/comments`, viewer] as const,
};
