import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useViewer } from '../hooks/use-viewer';
import { communityKeys, POSTS_PATH } from './keys';
import type { Post } from './types';

/** GET /api/community/posts/:postId — 404 when missing or deleted ("Post not found", docs/product/api.md#community). */
export function getPost(postId: string, signal?: AbortSignal): Promise<Post> {
  return apiClient.get<Post>(`${POSTS_PATH}/${encodeURIComponent(postId)}`, { signal });
}

export const postQueryOptions = (viewer: string, postId: string) =>
  queryOptions({
    queryKey: communityKeys.postFor(viewer, postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });

export function usePost(postId: string) {
  const { viewer, ready } = useViewer();
  return useQuery({ ...postQueryOptions(viewer, postId), enabled: ready });
}
