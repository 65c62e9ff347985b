import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATEGORIES,
  CategoryEntry,
  ListPostsQuery,
  NEXT_CURSOR_HEADER,
  NewPostRequest,
  Post,
  PostList,
  Report,
  ReportList,
  ReportRequest,
  TripDiscussionList,
  UpdatePostRequest,
  VoteRequest,
  errorResponses,
} from '@roadgremlin/contracts';
import type { ForumRepository } from '../forum/repository.js';
import type { TripCards } from '../forum/trip-cards.js';
import type { WriteLimits } from './limits.js';
import { withoutControlCharacters } from '@roadgremlin/contracts';
import { authorOf, signedIn, viewerOf } from './viewer.js';

export interface ForumRoutesOptions {
  forum: ForumRepository;
  limits: WriteLimits;
}

export interface PostRoutesOptions extends ForumRoutesOptions {
  tripCards: TripCards;
}

// Any string: a malformed id is answered 404 'Post not found' like a missing one, never 400 or 500.
const PostParams = z.object({ postId: z.string().max(100) });
const bearer = [{ bearer: [] }];
const optionalBearer: { [k: string]: string[] }[] = [{}, { bearer: [] }];
const tags = ['community'];

const VOTE_RULE =
  "One vote per user per post. Voting the same way again takes the vote back (userVote becomes 'none'); voting the other way switches it. Answers the updated post with exact counts and the caller's userVote.";

/** Posts: list, read, write, vote, pin, report; and the category list. */
export const postRoutes: FastifyPluginAsyncZod<PostRoutesOptions> = async (app, { forum, tripCards, limits }) => {
  app.get(
    '/api/community/categories',
    {
      schema: {
        tags,
        summary: "The six categories with their labels; 'all' is a filter only (postable false)",
        response: { 200: z.array(CategoryEntry) },
      },
    },
    async () => CATEGORIES,
  );

  app.get(
    '/api/community/posts',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'One page of posts (a JSON array); the next page cursor is in the x-next-cursor header',
        description: [
          'Pinned posts come first in every sort. `sort=new` (default): newest first. `sort=top`: highest score',
          '(upvotes - downvotes) first. `sort=hot`: Lemmy\'s rank log10(max(1, 3 + score)) / (hours + 2)^1.8, 0 after',
          'a week, refreshed every few minutes and on every vote. Ties: newest, then id.',
          `Pages of \`limit\` (default 20). When more posts follow, the response has a \`${NEXT_CURSOR_HEADER}\` header:`,
          'pass it back as `cursor` with the same category and sort. No header means this is the last page.',
          "Visitors may read; userVote is then 'none'. A token that is sent must be valid (401 otherwise).",
        ].join(' '),
        security: optionalBearer,
        querystring: ListPostsQuery,
        response: { 200: PostList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { category, sort, cursor, limit } = request.query;
      const page = await forum.listPosts({ category, sort, cursor, limit, viewer: viewerOf(request) });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/community/posts/:postId',
    {
      preHandler: app.optionalUser,
      schema: { tags, summary: "One post (404 'Post not found' when missing or deleted)", security: optionalBearer, params: PostParams, response: { 200: Post, ...errorResponses } },
    },
    async (request) => forum.getPost(request.params.postId, viewerOf(request)),
  );

  app.post(
    '/api/community/posts',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a post (category defaults to questions; all is refused)',
        description:
          'Title and content are trimmed and stored as plain text (line breaks kept, never rendered as HTML). Blank after trimming: 400 "Missing Information: Please fill in both title and content". Limits: title 200, content 20,000 characters; POST_LIMIT_PER_HOUR posts per account an hour (429 `rate_limited` with Retry-After past it). A suspended account gets 403 `suspended`. The author is shown by their display name, never their e-mail address. `tripId` attaches one of the author\'s trips as a card: with `shareTrip: true` (their consent; 400 without) the trips service shares it (a public read-only link) and the card links to it; another user\'s or a deleted trip is 422 `trip_not_found`, the trips service away 503, and nothing is stored.',
        security: bearer,
        body: withoutControlCharacters(NewPostRequest, ['title', 'content']),
        response: { 201: Post, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { tripId, shareTrip: _consent, ...fields } = request.body;
      await forum.assertMayWrite(request.user!.sub);
      await limits.post(request.user!.sub);
      const trip = tripId ? await tripCards.attach(tripId, request.user!.token) : undefined;
      return reply.code(201).send(await forum.createPost(authorOf(request), { ...fields, trip }));
    },
  );

  app.patch(
    '/api/community/posts/:postId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Edit your own post (title, content, category); 403 for anyone else, nothing changed',
        security: bearer,
        params: PostParams,
        body: withoutControlCharacters(UpdatePostRequest, ['title', 'content']),
        response: { 200: Post, ...errorResponses },
      },
    },
    async (request) => {
      await forum.assertMayWrite(request.user!.sub);
      return forum.updatePost(request.params.postId, signedIn(request), request.body);
    },
  );

  app.delete(
    '/api/community/posts/:postId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a post (soft delete): its author, or an administrator removing it; 403 for anyone else',
        security: bearer,
        params: PostParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await forum.deletePost(request.params.postId, signedIn(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/community/posts/:postId/vote',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Vote on a post', description: VOTE_RULE, security: bearer, params: PostParams, body: VoteRequest, response: { 200: Post, ...errorResponses } },
    },
    async (request) => forum.castPostVote(request.params.postId, signedIn(request), request.body.voteType),
  );

  for (const [action, pinned] of [
    ['pin', true],
    ['unpin', false],
  ] as const) {
    app.post(
      `/api/community/posts/:postId/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          summary: pinned ? 'Pin a post (administrators): pinned posts come first in every list' : 'Unpin a post (administrators)',
          security: bearer,
          params: PostParams,
          response: { 200: Post, ...errorResponses },
        },
      },
      async (request) => forum.setPinned(request.params.postId, pinned, signedIn(request)),
    );
  }

  app.get(
    '/api/community/trips/:shareId/discussions',
    {
      schema: {
        tags,
        summary: 'The posts a shared trip is attached to (the shared trip page links back to the discussion)',
        params: z.object({ shareId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A share id is up to 64 letters, digits, - and _ (the end of a shared trip link).') }),
        response: { 200: TripDiscussionList, ...errorResponses },
      },
    },
    async (request) => forum.tripDiscussions(request.params.shareId),
  );

  app.post(
    '/api/community/posts/:postId/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Report a post to the moderators with a reason (once per user per post; 409 the second time)',
        description:
          "`reason`: spam, harassment, hate, sexual, misinformation, off-topic or other (then a `note` is needed); `note`: the reporter's words, up to 1,000 characters. 403 for one's own post; 404 for a missing, deleted or hidden post.",
        security: bearer,
        params: PostParams,
        body: withoutControlCharacters(ReportRequest, ['note']),
        response: { 201: Report, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await forum.report({ postId: request.params.postId }, signedIn(request), request.body)),
  );

  app.get(
    '/api/community/reports',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Reports, newest first (administrators); open ones unless status=all',
        security: bearer,
        querystring: z.object({
          status: z.enum(['open', 'all']).default('open'),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
        response: { 200: ReportList, ...errorResponses },
      },
    },
    async (request) => forum.listReports(request.query),
  );
};
