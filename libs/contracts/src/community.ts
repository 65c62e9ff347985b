import { z } from 'zod';

/** SPEC.md §3 Categories: 'all' filters only and is never valid for a post. */
export const CATEGORY_LABELS = {
  all: 'All',
  'route-sharing': 'Route Sharing',
  'hidden-gems': 'Hidden Gems',
  'trip-reports': 'Trip Reports',
  questions: 'Questions',
  feedback: 'Feedback',
} as const;
export const CategoryFilter = z.enum(['all', 'route-sharing', 'hidden-gems', 'trip-reports', 'questions', 'feedback']);
export const PostCategory = z.enum(['route-sharing', 'hidden-gems', 'trip-reports', 'questions', 'feedback'], {
  error: "category must be one of route-sharing, hidden-gems, trip-reports, questions, feedback ('all' is only a filter)",
});
export const VoteType = z.enum(['up', 'down'], { error: "voteType must be 'up' or 'down'" });
export const UserVote = z.enum(['up', 'down', 'none']);

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const COMMENT_MAX = 5_000;

export const Post = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    category: PostCategory,
    authorName: z.string(),
    createdAt: z.string(),
    isPinned: z.boolean(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    commentCount: z.number().int(),
    userVote: UserVote,
  })
  .meta({ id: 'Post' });
export const Comment = z
  .object({
    id: z.string(),
    content: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    userVote: UserVote,
  })
  .meta({ id: 'Comment' });

export const ListPostsQuery = z.object({
  category: CategoryFilter.default('all'),
  sort: z.enum(['new', 'top', 'hot']).default('new'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** New post payload; the blank check message is SPEC.md §5's. */
const blankMsg = 'Missing Information: Please fill in both title and content';
export const NewPostRequest = z.object({
  title: z.string({ error: blankMsg }).trim().min(1, { error: blankMsg }).max(TITLE_MAX, { error: `Title must be at most ${TITLE_MAX} characters` }),
  content: z.string({ error: blankMsg }).trim().min(1, { error: blankMsg }).max(CONTENT_MAX, { error: `Content must be at most ${CONTENT_MAX} characters` }),
  category: PostCategory.default('questions'),
});
const emptyComment = 'Empty Comment: Please write something before posting';
export const NewCommentRequest = z.object({
  content: z.string({ error: emptyComment }).trim().min(1, { error: emptyComment }).max(COMMENT_MAX, { error: `Comment must be at most ${COMMENT_MAX} characters` }),
});
export const VoteRequest = z.object({ voteType: VoteType });
