import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { PostCategory } from '../categories';
import { refreshLists } from './cache';
import { POSTS_PATH } from './keys';
import type { Post } from './types';

export interface NewPost {
  title: string;
  content: string;
  category: PostCategory;
  /** One of the author's trips, shared with their consent (`shareTrip: true`). */
  tripId?: string;
  shareTrip?: boolean;
}

/** POST /api/community/posts {title, content, category, tripId?, shareTrip?} → 201 the post. */
export function createPost(input: NewPost): Promise<Post> {
  return apiClient.post<Post>(POSTS_PATH, input);
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => refreshLists(queryClient),
  });
}
