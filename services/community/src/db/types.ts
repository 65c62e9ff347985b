import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';
import type { TripCard } from '@roadgremlin/contracts';

interface Votes {
  upvotes: Generated<number>;
  downvotes: Generated<number>;
}

export interface PostsTable extends Votes {
  id: Generated<string>;
  author_id: string;
  author_name: string;
  title: string;
  content: string;
  category: string;
  is_pinned: Generated<boolean>;
  comment_count: Generated<number>;
  /** upvotes - downvotes (stored generated column). */
  score: GeneratedAlways<number>;
  /** Lemmy's time-decayed rank, stored (see migration 2026-11-21T1300_sorting). */
  hot_rank: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Date | null;
  deleted_at: Date | null;
  /** The attached trip's share link id, and its card (written as JSON text); null when none. */
  trip_share_id: ColumnType<string | null, string | null | undefined, string | null>;
  trip_card: ColumnType<TripCard | null, string | null | undefined, string | null>;
  /** Set while a moderator hides the post (only its author and administrators still see it). */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Set while a moderator locks the thread (no new comments). */
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CommentsTable extends Votes {
  id: Generated<string>;
  post_id: string;
  author_id: string;
  author_name: string;
  content: string;
  created_at: Generated<Date>;
  updated_at: Date | null;
  deleted_at: Date | null;
  /** Set while a moderator hides the comment; a hidden comment is not in its post's comment_count. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PostVotesTable {
  post_id: string;
  user_id: string;
  vote: number;
  created_at: Generated<Date>;
}

export interface CommentVotesTable {
  comment_id: string;
  user_id: string;
  vote: number;
  created_at: Generated<Date>;
}

export interface ReportsTable {
  id: Generated<string>;
  /** The post reported, or the post of the comment reported. */
  post_id: string;
  /** The comment reported; null for a report about the post itself. */
  comment_id: ColumnType<string | null, string | null | undefined, string | null>;
  reporter_id: string;
  /** One of ReportReason (spam, harassment, …, other). */
  reason: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  resolved_at: Date | null;
}

/** The public profile of everyone who wrote in the forum (never an e-mail address). */
export interface AuthorsTable {
  user_id: string;
  display_name: string;
  avatar_color: string;
  updated_at: Generated<Date>;
}

/** Accounts that may read the forum but no longer post, comment or vote. */
export interface SuspensionsTable {
  user_id: string;
  suspended_by: string;
  reason: string | null;
  created_at: Generated<Date>;
}

/** Every moderation action: who, what, which item, when, why. */
export interface ModerationLogTable {
  id: Generated<string>;
  actor_id: string;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  post_id: string | null;
  label: string;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface Database {
  authors: AuthorsTable;
  posts: PostsTable;
  comments: CommentsTable;
  post_votes: PostVotesTable;
  comment_votes: CommentVotesTable;
  reports: ReportsTable;
  suspensions: SuspensionsTable;
  moderation_log: ModerationLogTable;
}

export type PostRow = Selectable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ReportRow = Selectable<ReportsTable>;
