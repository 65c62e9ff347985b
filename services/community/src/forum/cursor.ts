import { HttpError } from '@roadgremlin/service-kit';

/**
 * Keyset cursors: the sort key of the last row a page returned, opaque to callers (base64url JSON).
 * `created` is PostgreSQL's own text of the timestamp so microseconds survive the round trip.
 */
export interface PostCursor {
  sort: 'new' | 'top' | 'hot';
  pinned: boolean;
  /** score (top) or hot_rank (hot); absent for new. */
  value?: number;
  created: string;
  id: string;
}
export interface CommentCursor {
  created: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What `timestamptz::text` prints, e.g. 2026-11-21 12:00:00.123456+00
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export function isUuid(value: string) {
  return UUID.test(value);
}

function encode(parts: unknown[]) {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decode(cursor: string): unknown[] {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts)) return parts;
  } catch {
    /* answered below */
  }
  throw invalid();
}

function invalid() {
  return new HttpError(400, 'invalid_cursor', 'The cursor is not valid: pass the x-next-cursor value of the previous page unchanged.');
}

export function encodePostCursor(c: PostCursor) {
  return encode([c.sort, c.pinned ? 1 : 0, c.value ?? null, c.created, c.id]);
}

export function decodePostCursor(cursor: string, sort: PostCursor['sort']): PostCursor {
  const [s, pinned, value, created, id] = decode(cursor);
  if (s !== sort) throw new HttpError(400, 'invalid_cursor', `The cursor belongs to sort=${String(s)}; keep the same sort while paging.`);
  if ((pinned !== 0 && pinned !== 1) || typeof created !== 'string' || !PG_TIMESTAMP.test(created) || typeof id !== 'string' || !UUID.test(id)) {
    throw invalid();
  }
  if (sort !== 'new' && (typeof value !== 'number' || !Number.isFinite(value))) throw invalid();
  return { sort, pinned: pinned === 1, value: sort === 'new' ? undefined : (value as number), created, id };
}

export function encodeCommentCursor(c: CommentCursor) {
  return encode(['c', c.created, c.id]);
}

export function decodeCommentCursor(cursor: string): CommentCursor {
  const [kind, created, id] = decode(cursor);
  if (kind !== 'c' || typeof created !== 'string' || !PG_TIMESTAMP.test(created) || typeof id !== 'string' || !UUID.test(id)) throw invalid();
  return { created, id };
}
