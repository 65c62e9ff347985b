import { z } from 'zod';

/** The categories (docs/product/rules.md#community): 'all' filters only and is never valid for a post. */
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

/**
 * A trip attached to a post: what its card shows (route line, distance, days, stops) and the shared
 * trip it links to. Kept with the post when it is written; taken down when the link stops working.
 */
export const TripCard = z
  .object({
    shareId: z.string(),
    title: z.string(),
    mode: z.string(),
    distanceKm: z.number().nullable(),
    durationMin: z.number().nullable(),
    days: z.number().int(),
    stopCount: z.number().int(),
    /** The first stops, in order (name and position), for the card's list and map. */
    stops: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })),
    /** The route as [lng, lat] points, thinned for a small map (empty when the trip has no route). */
    line: z.array(z.tuple([z.number(), z.number()])),
  })
  .meta({ id: 'TripCard' });
export type TripCard = z.infer<typeof TripCard>;

export const Post = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    category: PostCategory,
    /** The author's display name (never anything of their e-mail address). */
    authorName: z.string(),
    /** The author's avatar colour, a name of AVATAR_COLORS. */
    authorColor: z.string().optional(),
    createdAt: z.string(),
    isPinned: z.boolean(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    commentCount: z.number().int(),
    userVote: UserVote,
    /** When the author last edited the title, content or category; null if never. */
    editedAt: z.string().nullable().optional(),
    /** True when the caller wrote it (the web app offers Edit/Delete); false for visitors. */
    isOwn: z.boolean().optional(),
    /** The trip the author attached (a card linking to the shared trip); null when none. */
    trip: TripCard.nullable().optional(),
    /**
     * True when a moderator hid the post: then only its author (and administrators) still get it, and
     * the web app marks it. Absent or false otherwise.
     */
    hiddenByModerator: z.boolean().optional(),
    /** True when a moderator locked the thread: nobody can add a comment. */
    isLocked: z.boolean().optional(),
  })
  .meta({ id: 'Post' });
export const Comment = z
  .object({
    id: z.string(),
    content: z.string(),
    authorName: z.string(),
    authorColor: z.string().optional(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    userVote: UserVote,
    editedAt: z.string().nullable().optional(),
    isOwn: z.boolean().optional(),
    /** True when a moderator hid the comment: only its author (and administrators) still get it. */
    hiddenByModerator: z.boolean().optional(),
  })
  .meta({ id: 'Comment' });

export const ListPostsQuery = z.object({
  category: CategoryFilter.default('all'),
  sort: z.enum(['new', 'top', 'hot']).default('new'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** New post payload; blank title or content after trimming is refused with the message of docs/product/api.md#community. */
const blankMsg = 'Missing Information: Please fill in both title and content';
export const SHARE_TRIP_CONSENT = 'To attach a trip, agree to share it (shareTrip: true): anyone who reads the post can open the trip.';
export const NewPostRequest = z
  .object({
    title: z.string({ error: blankMsg }).trim().min(1, { error: blankMsg }).max(TITLE_MAX, { error: `Title must be at most ${TITLE_MAX} characters` }),
    content: z.string({ error: blankMsg }).trim().min(1, { error: blankMsg }).max(CONTENT_MAX, { error: `Content must be at most ${CONTENT_MAX} characters` }),
    category: PostCategory.default('questions'),
    /** One of the author's trips to attach; it is shared (a public read-only link) only with `shareTrip: true`. */
    tripId: z.string().trim().min(1).max(100).optional(),
    shareTrip: z.boolean().optional(),
  })
  .refine((v) => !v.tripId || v.shareTrip === true, { error: SHARE_TRIP_CONSENT, path: ['shareTrip'] });
const emptyComment = 'Empty Comment: Please write something before posting';
export const NewCommentRequest = z.object({
  content: z.string({ error: emptyComment }).trim().min(1, { error: emptyComment }).max(COMMENT_MAX, { error: `Comment must be at most ${COMMENT_MAX} characters` }),
});
export const VoteRequest = z.object({ voteType: VoteType });

// ---- additions for services/community (pagination, editing, moderation) ----------------------------

/** Lists answer a plain JSON array (docs/product/api.md#community); the next page's cursor is in this header, absent on the last page. */
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
const postFields = NewPostRequest.shape;
export const UpdatePostRequest = z
  .object({
    title: postFields.title.optional(),
    content: postFields.content.optional(),
    category: PostCategory.optional(),
  })
  .refine((v) => v.title !== undefined || v.content !== undefined || v.category !== undefined, {
    error: 'Nothing to change: send a title, content or category',
  });
export const UpdateCommentRequest = NewCommentRequest;

/** Why an item is reported: the web app's reason picker offers these, with their labels. */
export const REPORT_REASON_LABELS = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate: 'Hateful or violent',
  sexual: 'Sexual content',
  misinformation: 'False or dangerous information',
  'off-topic': 'Off topic',
  other: 'Something else',
} as const;
export const ReportReason = z.enum(['spam', 'harassment', 'hate', 'sexual', 'misinformation', 'off-topic', 'other'], {
  error: 'reason must be one of spam, harassment, hate, sexual, misinformation, off-topic, other',
});
const noteMsg = "Please say in a few words what is wrong (a note is needed when the reason is 'other')";
/** POST /api/community/posts/{id}/report and /comments/{id}/report. */
export const ReportRequest = z
  .object({
    reason: ReportReason,
    note: z
      .string()
      .trim()
      .max(REPORT_REASON_MAX, { error: `The note must be at most ${REPORT_REASON_MAX} characters` })
      .optional(),
  })
  .refine((v) => v.reason !== 'other' || !!v.note, { error: noteMsg, path: ['note'] });
export const Report = z
  .object({
    id: z.string(),
    postId: z.string(),
    /** The reported comment; null when the report is about the post itself. */
    commentId: z.string().nullable(),
    postTitle: z.string(),
    reporterId: z.string(),
    reason: ReportReason,
    note: z.string().nullable(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export const ReportList = z.array(Report).meta({ id: 'ReportList' });

// ---- moderation (administrators) ----------------------------------------------------------------

export const MODERATION_NOTE_MAX = 500;
/** The body of every moderation action: an optional reason, kept in the audit log. */
export const ModerationActionRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(MODERATION_NOTE_MAX, { error: `The reason must be at most ${MODERATION_NOTE_MAX} characters` })
    .optional(),
});
export type ModerationActionRequest = z.infer<typeof ModerationActionRequest>;

export const ModerationAction = z.enum(['hide', 'restore', 'lock', 'unlock', 'suspend', 'unsuspend', 'dismiss']);
export type ModerationAction = z.infer<typeof ModerationAction>;

/** One reported (or hidden) post or comment in the moderation queue. */
export const ModerationItem = z
  .object({
    kind: z.enum(['post', 'comment']),
    /** The post's or the comment's id. */
    id: z.string(),
    /** The thread it is in (the post itself for a post). */
    postId: z.string(),
    postTitle: z.string(),
    /** The first characters of the reported text. */
    excerpt: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    /** Whether the author may no longer post, comment or vote. */
    authorSuspended: z.boolean(),
    createdAt: z.string(),
    hidden: z.boolean(),
    /** For a post, its own lock; for a comment, its thread's. */
    locked: z.boolean(),
    /** Reports not yet dealt with (a hide, restore or dismiss deals with them). */
    openReports: z.number().int(),
    /** Each reason of the open reports and how many reporters chose it, most first. */
    reasons: z.array(z.object({ reason: ReportReason, count: z.number().int() })),
    /** The reporters' notes of the open reports, newest first (at most 5). */
    notes: z.array(z.string()),
    lastReportedAt: z.string().nullable(),
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof ModerationItem>;
export const ModerationQueueQuery = z.object({
  /** open: items with reports to deal with; hidden: items a moderator hid; all: both. */
  status: z.enum(['open', 'hidden', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const ModerationQueue = z.array(ModerationItem).meta({ id: 'ModerationQueue' });

/** One line of the audit log: who did what to which item, when and why. */
export const ModerationLogEntry = z
  .object({
    id: z.string(),
    actorId: z.string(),
    actorName: z.string(),
    action: ModerationAction,
    targetType: z.enum(['post', 'comment', 'user']),
    targetId: z.string(),
    /** The thread of a post or comment target (for a link); null for an account. */
    postId: z.string().nullable(),
    /** What the target was: a post's title, a comment's first words, an account's display name. */
    label: z.string(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModerationLogEntry' });
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>;
export const ModerationLog = z.array(ModerationLogEntry).meta({ id: 'ModerationLog' });
export const ModerationLogQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The answer of a moderation action: what it did and the item as it now stands (null for an account). */
export const ModerationResult = z
  .object({ action: ModerationAction, logId: z.string(), item: ModerationItem.nullable() })
  .meta({ id: 'ModerationResult' });
export type ModerationResult = z.infer<typeof ModerationResult>;

/** GET /api/community/categories: the six entries of docs/product/rules.md#community, in display order. */
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
export type ReportReason = z.infer<typeof ReportReason>;
export type CategoryEntry = z.infer<typeof CategoryEntry>;

/**
 * GET /api/community/me/export: everything the caller wrote in the forum, their votes (ratings of
 * posts and comments) and their reports — the community part of "Download my data".
 */
export const CommunityExport = z
  .object({
    profile: z.object({ displayName: z.string(), avatarColor: z.string() }).nullable(),
    posts: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        content: z.string(),
        category: z.string(),
        createdAt: z.string(),
        editedAt: z.string().nullable(),
        deletedAt: z.string().nullable(),
        upvotes: z.number().int(),
        downvotes: z.number().int(),
        commentCount: z.number().int(),
        trip: TripCard.nullable(),
        /** Whether a moderator hid it from everyone else. */
        hiddenByModerator: z.boolean().optional(),
      }),
    ),
    comments: z.array(
      z.object({ id: z.string(), postId: z.string(), content: z.string(), createdAt: z.string(), editedAt: z.string().nullable(), deletedAt: z.string().nullable() }),
    ),
    votes: z.array(z.object({ on: z.enum(['post', 'comment']), id: z.string(), vote: VoteType, createdAt: z.string() })),
    reports: z.array(z.object({ postId: z.string(), commentId: z.string().nullable(), reason: z.string(), note: z.string().nullable().optional(), createdAt: z.string() })),
  })
  .meta({ id: 'CommunityExport' });
export type CommunityExport = z.infer<typeof CommunityExport>;

/** GET /api/community/trips/{shareId}/discussions: the posts a shared trip is attached to (the shared page links back). */
export const TripDiscussion = z
  .object({ postId: z.string(), title: z.string(), commentCount: z.number().int(), createdAt: z.string() })
  .meta({ id: 'TripDiscussion' });
export type TripDiscussion = z.infer<typeof TripDiscussion>;
export const TripDiscussionList = z.array(TripDiscussion);
