import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useViewer } from '../hooks/use-viewer';
import { communityKeys, POSTS_PATH, type PostFilters } from './keys';
import { NEXT_CURSOR_HEADER, type Page, type Post } from './types';

/** GET /api/community/posts?category=&sort=&cursor= — one page of posts, pinned first. */
export async function getPosts(
  filters: PostFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<Page<Post>> {
  const params = new URLSearchParams({ category: filters.category, sort: filters.sort });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiClient.requestWithHeaders<Post[]>(`${POSTS_PATH}?${params}`, { signal });
  return { items: data ?? [], nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

export const postsQueryOptions = (viewer: string, filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(viewer, filters),
    queryFn: ({ pageParam, signal }) => getPosts(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function usePosts(filters: PostFilters) {
  const { viewer, ready } = useViewer();
  // Wait for the session so the first request already carries the token (and the caller's votes).
  return useInfiniteQuery({ ...postsQueryOptions(viewer, filters), enabled: ready });
}
