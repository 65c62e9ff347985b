import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSessionList,
  ChangePasswordRequest,
  SignedOutElsewhere,
  UpdateProfileRequest,
  UserResponse,
  errorResponses,
  withoutControlCharacters,
} from '@roadgremlin/contracts';
import type { Kysely } from 'kysely';
import type { Accounts } from '../auth/accounts.js';
import type { AccountDataClient } from '../account-data/services.js';
import { exportFileName, exportZip } from '../account-data/export-zip.js';
import type { Database } from '../db/types.js';

export interface UserRoutesOptions {
  accounts: Accounts;
  /** The services holding the rest of a person's data (trips, forum, connections). */
  accountData: AccountDataClient;
  db: Kysely<Database>;
}

const bearer = [{ bearer: [] }];
const tags = ['auth'];
const ProfileBody = withoutControlCharacters(UpdateProfileRequest, ['displayName', 'firstName', 'lastName']);
const SessionParams = z.object({ sessionId: z.string().max(200) });

/** /api/auth/user and /api/auth/sessions: the signed-in account (read, change, delete) and its devices. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { accounts, accountData, db }) => {
  app.get(
    '/api/auth/user/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download my data: a zip of everything kept about the account (account, trips, community, connections), one JSON file each',
        description:
          'Collected from every service with the caller’s own token. 503 `service_unavailable` naming the service when one is not answering (nothing is sent half-made).',
        security: bearer,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { sub, sid, token } = request.user!;
      const [user, sessions, profile, parts] = await Promise.all([
        accounts.getUser(sub),
        accounts.listSessions(sub, sid),
        db.selectFrom('profiles').selectAll().where('id', '=', sub).executeTakeFirst(),
        accountData.collect(token),
      ]);
      const at = new Date();
      const zip = exportZip({ 'account.json': { user, syncedProfile: profile ?? null, sessions }, ...parts }, at);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(at)}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );

  app.get(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The signed-in user', security: bearer, response: { 200: UserResponse, ...errorResponses } },
    },
    async (request) => ({ user: await accounts.getUser(request.user!.sub) }),
  );

  app.patch(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the display name, avatar colour, first or last name of the signed-in account',
        description:
          'The display name is what other people see on posts and comments: 2–40 characters, no @. Other services learn it at once (event `user_profile_updated`); refresh the session for an access token that carries it.',
        security: bearer,
        body: ProfileBody,
        response: { 200: UserResponse, ...errorResponses },
      },
    },
    async (request) => ({ user: await accounts.updateProfile(request.user!.sub, request.body) }),
  );

  app.post(
    '/api/auth/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the password (the current one is checked); every other session of the account ends',
        security: bearer,
        body: ChangePasswordRequest,
        response: { 200: SignedOutElsewhere, ...errorResponses },
      },
    },
    async (request) => ({ ended: await accounts.changePassword(request.user!.sub, request.user!.sid, request.body) }),
  );

  app.get(
    '/api/auth/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The account's signed-in devices (the caller's first)",
        security: bearer,
        response: { 200: AccountSessionList, ...errorResponses },
      },
    },
    async (request) => ({ sessions: await accounts.listSessions(request.user!.sub, request.user!.sid) }),
  );

  app.post(
    '/api/auth/sessions/sign-out-others',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Sign out everywhere else: every session but the caller’s ends, for every service at once',
        security: bearer,
        response: { 200: SignedOutElsewhere, ...errorResponses },
      },
    },
    async (request) => ({ ended: await accounts.endOtherSessions(request.user!.sub, request.user!.sid) }),
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'End one session of the account (404 when it is not one of its sessions)',
        security: bearer,
        params: SessionParams,
        response: { 204: z.null().describe('Ended'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await accounts.endSession(request.user!.sub, request.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete the signed-in account with all its data in every service (trips, forum, connections); every service refuses its tokens at once',
        description:
          'Every service holding the person’s data is asked first whether it is ready; one that is not answers 503 `service_unavailable` naming it, and nothing is deleted. Then each erases the person’s data (with their own token), then the account, its sessions and profile go.',
        security: bearer,
        response: { 204: z.null().describe('Deleted'), ...errorResponses, 503: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { sub, token } = request.user!;
      await accountData.ready();
      const erased = await accountData.erase(token);
      await accounts.deleteUser(sub);
      request.log.info({ userId: sub, erased }, 'account deleted with its data');
      return reply.code(204).send(null);
    },
  );
};
