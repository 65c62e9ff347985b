import type { Generated, GeneratedAlways, Selectable } from 'kysely';

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
  post_id: string;
  reporter_id: string;
  reason: string;
  created_at: Generated<Date>;
  resolved_at: Date | null;
}

export interface Database {
  posts: PostsTable;
  comments: CommentsTable;
  post_votes: PostVotesTable;
  comment_votes: CommentVotesTable;
  reports: ReportsTable;
}

export type PostRow = Selectable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ReportRow = Selectable<ReportsTable>;
