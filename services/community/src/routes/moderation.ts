import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ModerationActionRequest,
  ModerationLog,
  ModerationLogQuery,
  ModerationQueue,
  ModerationQueueQuery,
  ModerationResult,
  errorResponses,
} from '@roadgremlin/contracts';
import type { Moderation } from '../forum/moderation.js';
import { withoutControlCharacters } from '@roadgremlin/contracts';
import { moderatorOf } from './viewer.js';

const bearer = [{ bearer: [] }];
const tags = ['community moderation'];
const Body = withoutControlCharacters(ModerationActionRequest, ['reason']);
// Any string: a malformed id answers 404 like a missing one.
const ItemParams = z.object({ id: z.string().max(100) });
const UserParams = z.object({ userId: z.string().min(1).max(200) });
const ADMINS = 'Administrators only (ADMIN_EMAILS): 403 for anyone else.';
const LOGGED = 'The action and its optional reason go into the moderation log.';

/** The moderation queue, the actions on posts, comments and accounts, and the audit log (administrators). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: Moderation }> = async (app, { moderation }) => {
  app.get(
    '/api/community/moderation/queue',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Reported and hidden posts and comments, with their open reports (reasons counted, notes), author and excerpt',
        description: `status=open: items with reports not yet dealt with; hidden: items a moderator hid; all (default): both. ${ADMINS}`,
        security: bearer,
        querystring: ModerationQueueQuery,
        response: { 200: ModerationQueue, ...errorResponses },
      },
    },
    async (request) => moderation.queue(request.query),
  );

  app.get(
    '/api/community/moderation/log',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'The moderation log, newest first: who did what to which item, when and why',
        description: ADMINS,
        security: bearer,
        querystring: ModerationLogQuery,
        response: { 200: ModerationLog, ...errorResponses },
      },
    },
    async (request) => moderation.log(request.query.limit),
  );

  const actions = [
    ['posts', 'hide', 'Hide a post: gone for everyone but its author at once (lists, thread, hot feed); its open reports are dealt with'],
    ['posts', 'restore', 'Restore a hidden post'],
    ['posts', 'lock', 'Lock a thread: nobody can add a comment'],
    ['posts', 'unlock', 'Unlock a thread'],
    ['posts', 'dismiss', "Dismiss a post's open reports without changing it"],
    ['comments', 'hide', "Hide a comment: gone for everyone but its author, and out of its post's comment count"],
    ['comments', 'restore', 'Restore a hidden comment'],
    ['comments', 'dismiss', "Dismiss a comment's open reports without changing it"],
  ] as const;
  for (const [resource, action, summary] of actions) {
    app.post(
      `/api/community/moderation/${resource}/:id/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          summary,
          description: `${ADMINS} ${LOGGED} 409 when there is nothing to do (already so, or no open reports to dismiss).`,
          security: bearer,
          params: ItemParams,
          body: Body.optional(),
          response: { 200: ModerationResult, ...errorResponses },
        },
      },
      async (request) => {
        const kind = resource === 'posts' ? 'post' : 'comment';
        const actor = moderatorOf(request);
        const reason = request.body?.reason;
        const { id } = request.params;
        if (action === 'hide' || action === 'restore') return moderation.setHidden(kind, id, action === 'hide', actor, reason);
        if (action === 'lock' || action === 'unlock') return moderation.setLocked(id, action === 'lock', actor, reason);
        return moderation.dismiss(kind, id, actor, reason);
      },
    );
  }

  for (const [action, suspended] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/api/community/moderation/users/:userId/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags,
          summary: suspended
            ? 'Suspend an account from the forum: it can still read, but posting, commenting and voting answer 403 `suspended`'
            : 'Lift a suspension from the forum',
          description: `${ADMINS} ${LOGGED} 404 for an account that never wrote in the forum; 409 when it already is as asked.`,
          security: bearer,
          params: UserParams,
          body: Body.optional(),
          response: { 200: ModerationResult, ...errorResponses },
        },
      },
      async (request) => moderation.setSuspended(request.params.userId, suspended, moderatorOf(request), request.body?.reason),
    );
  }
};
