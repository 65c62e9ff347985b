/**
 * Test data and a fake fetch for the community screens. Like the app harness's fakeFetch, but an
 * answer may carry headers (the lists' `x-next-cursor`) and may be a promise (to hold a call open).
 */
import { vi, type Mock } from 'vitest';
import type { Comment, Post } from '../api/types';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type CommunityRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer> | undefined;

export function communityFetch(route: CommunityRoute): Mock<typeof fetch> {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = await route({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    });
    if (!answer && url.pathname === '/api/users/sync') return json(200, { ok: true });
    if (!answer) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    return json(answer.status, answer.body, answer.headers);
  });
}

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The requests the fake fetch received. */
export function requests(fetchMock: Mock<typeof fetch>): FakeRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1',
    title: 'The giant ball of twine is worth the detour',
    content: 'Drove out on Sunday.\nBring snacks.',
    category: 'hidden-gems',
    authorName: 'Ada',
    createdAt: minutesAgo(3 * 60 + 5),
    isPinned: false,
    upvotes: 3,
    downvotes: 1,
    commentCount: 2,
    userVote: 'none',
    editedAt: null,
    isOwn: false,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1',
    content: 'Went there last year.\nStill weird.',
    authorName: 'Grace',
    createdAt: minutesAgo(10),
    upvotes: 1,
    downvotes: 0,
    userVote: 'none',
    editedAt: null,
    isOwn: false,
    ...overrides,
  };
}

/** A promise with its resolve exposed, to hold a call open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
