/** Writes into the community caches, for optimistic votes and the server's answers. */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { communityKeys } from './keys';
import type { Comment, Page, Post } from './types';

type Snapshot = [QueryKey, unknown][];

function mapPages<T extends { id: string }>(
  data: InfiniteData<Page<T>> | undefined,
  id: string,
  update: (item: T) => T,
): InfiniteData<Page<T>> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? update(item) : item)),
    })),
  };
}

/** Changes one post in every list and in its thread; returns what it replaced, for a rollback. */
export function updatePostInCache(queryClient: QueryClient, postId: string, update: (post: Post) => Post): Snapshot {
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData({ queryKey: communityKeys.lists() }),
    ...queryClient.getQueriesData({ queryKey: communityKeys.post(postId) }),
  ];
  queryClient.setQueriesData<InfiniteData<Page<Post>>>({ queryKey: communityKeys.lists() }, (data) =>
    mapPages(data, postId, update),
  );
  queryClient.setQueriesData<Post>({ queryKey: communityKeys.post(postId) }, (post) => post && update(post));
  return snapshot;
}

/** Changes one comment in its thread's comment list. */
export function updateCommentInCache(
  queryClient: QueryClient,
  postId: string,
  commentId: string,
  update: (comment: Comment) => Comment,
): Snapshot {
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: communityKeys.comments(postId) });
  queryClient.setQueriesData<InfiniteData<Page<Comment>>>({ queryKey: communityKeys.comments(postId) }, (data) =>
    mapPages(data, commentId, update),
  );
  return snapshot;
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Refetches the post lists (active ones now, the others when next shown). */
export function refreshLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: communityKeys.lists() });
}

export function refreshPost(queryClient: QueryClient, postId: string) {
  return queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) });
}

export function refreshComments(queryClient: QueryClient, postId: string) {
  return queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
}
