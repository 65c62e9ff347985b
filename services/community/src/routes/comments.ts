import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Comment,
  CommentList,
  ListCommentsQuery,
  NEXT_CURSOR_HEADER,
  NewCommentRequest,
  Report,
  ReportRequest,
  UpdateCommentRequest,
  VoteRequest,
  errorResponses,
} from '@roadgremlin/contracts';
import type { ForumRoutesOptions } from './posts.js';
import { withoutControlCharacters } from '@roadgremlin/contracts';
import { authorOf, signedIn, viewerOf } from './viewer.js';

const PostParams = z.object({ postId: z.string().max(100) });
const CommentParams = z.object({ commentId: z.string().max(100) });
const bearer = [{ bearer: [] }];
const tags = ['community'];
const CommentBody = withoutControlCharacters(NewCommentRequest, ['content']);

/** Comments of a thread: list, add, edit, delete, vote. */
export const commentRoutes: FastifyPluginAsyncZod<ForumRoutesOptions> = async (app, { forum, limits }) => {
  app.get(
    '/api/community/posts/:postId/comments',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'Comments of a post, oldest first (a JSON array; next page cursor in the x-next-cursor header)',
        description: `Pages of \`limit\` (default 50, at most 100). When more follow, pass the \`${NEXT_CURSOR_HEADER}\` header back as \`cursor\`. 404 'Post not found' for a missing or deleted post.`,
        security: [{}, { bearer: [] as string[] }],
        params: PostParams,
        querystring: ListCommentsQuery,
        response: { 200: CommentList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await forum.listComments(request.params.postId, { ...request.query, viewer: viewerOf(request) });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.post(
    '/api/community/posts/:postId/comments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Comment on a post; the post comment count moves in the same statement',
        description:
          'Content is trimmed and stored as plain text. Blank: 400 "Empty Comment: Please write something before posting". At most 5,000 characters; COMMENT_LIMIT_PER_HOUR comments per account an hour (429 `rate_limited` with Retry-After past it). A locked thread answers 403 `thread_locked`, a suspended account 403 `suspended`.',
        security: bearer,
        params: PostParams,
        body: CommentBody,
        response: { 201: Comment, ...errorResponses },
      },
    },
    async (request, reply) => {
      await forum.assertMayWrite(request.user!.sub);
      await limits.comment(request.user!.sub);
      return reply.code(201).send(await forum.createComment(request.params.postId, authorOf(request), request.body.content));
    },
  );

  app.patch(
    '/api/community/comments/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Edit your own comment; 403 for anyone else, nothing changed',
        security: bearer,
        params: CommentParams,
        body: withoutControlCharacters(UpdateCommentRequest, ['content']),
        response: { 200: Comment, ...errorResponses },
      },
    },
    async (request) => {
      await forum.assertMayWrite(request.user!.sub);
      return forum.updateComment(request.params.commentId, signedIn(request), request.body.content);
    },
  );

  app.delete(
    '/api/community/comments/:commentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a comment (soft delete): its author or an administrator; the comment count drops with it',
        security: bearer,
        params: CommentParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await forum.deleteComment(request.params.commentId, signedIn(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/community/comments/:commentId/vote',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Vote on a comment',
        description:
          "One vote per user per comment. Voting the same way again takes the vote back (userVote 'none'); voting the other way switches it. Answers the updated comment.",
        security: bearer,
        params: CommentParams,
        body: VoteRequest,
        response: { 200: Comment, ...errorResponses },
      },
    },
    async (request) => forum.castCommentVote(request.params.commentId, signedIn(request), request.body.voteType),
  );

  app.post(
    '/api/community/comments/:commentId/report',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Report a comment to the moderators with a reason (once per user per comment; 409 the second time)',
        description: 'Same body and rules as reporting a post. 403 for one\'s own comment; 404 for a missing, deleted or hidden comment.',
        security: bearer,
        params: CommentParams,
        body: withoutControlCharacters(ReportRequest, ['note']),
        response: { 201: Report, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await forum.report({ postId: '', commentId: request.params.commentId }, signedIn(request), request.body)),
  );
};
