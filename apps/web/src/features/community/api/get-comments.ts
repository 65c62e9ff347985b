import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useViewer } from '../hooks/use-viewer';
import { communityKeys, POSTS_PATH } from './keys';
import { NEXT_CURSOR_HEADER, type Comment, type Page } from './types';

/** GET /api/community/posts/:postId/comments?cursor= — oldest first, 50 a page. */
export async function getComments(postId: string, cursor: string | undefined, signal?: AbortSignal): Promise<Page<Comment>> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const { data, headers } = await apiClient.requestWithHeaders<Comment[]>(
    `${POSTS_PATH}/${encodeURIComponent(postId)}/comments${query}`,
    { signal },
  );
  return { items: data ?? [], nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

export const commentsQueryOptions = (viewer: string, postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.commentsFor(viewer, postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useComments(postId: string, enabled = true) {
  const { viewer, ready } = useViewer();
  return useInfiniteQuery({ ...commentsQueryOptions(viewer, postId), enabled: ready && enabled });
}
