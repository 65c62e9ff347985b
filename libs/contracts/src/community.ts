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
    /** When the author last edited the title, content or category; null if never (beyond SPEC.md §3). */
    editedAt: z.string().nullable().optional(),
    /** True when the caller wrote it (the web app offers Edit/Delete); false for visitors. */
    isOwn: z.boolean().optional(),
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
    editedAt: z.string().nullable().optional(),
    isOwn: z.boolean().optional(),
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

// ---- additions for services/community (pagination, editing, moderation) ----------------------------

/** Lists answer a JSON array (SPEC.md §7 "list of posts"); the next page's cursor is in this header, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const POSTS_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 50;
export const REPORT_REASON_MAX = 1_000;

export const PostSort = z.enum(['new', 'top', 'hot']);
export const PostList = z.array(Post).meta({ id: 'PostList' });
export const CommentList = z.array(Comment).meta({ id: 'CommentList' });

export const ListCommentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(COMMENTS_PAGE_SIZE),
});

/** PATCH of one's own post: any of the fields, same rules and messages as a new post. */
export const UpdatePostRequest = z
  .object({
    title: NewPostRequest.shape.title.optional(),
    content: NewPostRequest.shape.content.optional(),
    category: PostCategory.optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.category !== undefined, {
    error: 'Nothing to change: send a title, content or category',
  });
export const UpdateCommentRequest = NewCommentRequest;

const reasonMsg = 'Please say why you are reporting this post';
export const ReportRequest = z.object({
  reason: z
    .string({ error: reasonMsg })
    .trim()
    .min(1, { error: reasonMsg })
    .max(REPORT_REASON_MAX, { error: `Reason must be at most ${REPORT_REASON_MAX} characters` }),
});
export const Report = z
  .object({
    id: z.string(),
    postId: z.string(),
    postTitle: z.string(),
    reporterId: z.string(),
    reason: z.string(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export const ReportList = z.array(Report).meta({ id: 'ReportList' });

/** GET /api/community/categories: the six entries of SPEC.md §3, in display order. */
export const CategoryEntry = z
  .object({
    id: CategoryFilter,
    label: z.string(),
    /** false for 'all' (a filter only). */
    postable: z.boolean(),
  })
  .meta({ id: 'CategoryEntry' });
export const CATEGORIES: z.infer<typeof CategoryEntry>[] = CategoryFilter.options.map((id) => ({
  id,
  label: CATEGORY_LABELS[id],
  postable: id !== 'all',
}));

export type Post = z.infer<typeof Post>;
export type Comment = z.infer<typeof Comment>;
export type PostCategory = z.infer<typeof PostCategory>;
export type CategoryFilter = z.infer<typeof CategoryFilter>;
export type VoteType = z.infer<typeof VoteType>;
export type UserVote = z.infer<typeof UserVote>;
export type PostSort = z.infer<typeof PostSort>;
export type Report = z.infer<typeof Report>;
export type CategoryEntry = z.infer<typeof CategoryEntry>;
