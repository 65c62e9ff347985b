import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountSuspension, UserSyncRequest, UserSyncResponse, errorResponses } from '@roadgremlin/contracts';
import type { Accounts } from '../auth/accounts.js';
import { HttpError } from '@roadgremlin/service-kit';
import type { Database, Profile } from '../db/types.js';
import { upsertProfile } from '../profiles/repository.js';
import { withoutControlCharacters } from '@roadgremlin/contracts';

const SyncBody = withoutControlCharacters(UserSyncRequest, ['firstName', 'lastName', 'profileImageUrl', 'provider', 'providerId']);

export interface UsersRoutesOptions {
  db: Kysely<Database>;
  accounts: Accounts;
}

const UserParams = z.object({ userId: z.string().max(200) });

const toUserProfile = (p: Profile) => ({
  id: p.id,
  email: p.email,
  firstName: p.first_name,
  lastName: p.last_name,
  profileImageUrl: p.profile_image_url,
  provider: p.provider,
  providerId: p.provider_id,
  updatedAt: p.updated_at.toISOString(),
});

/** /api/users/*: the server-side profile the web app syncs after each sign-in (docs/product/auth.md#auth-states). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { db, accounts }) => {
  for (const [action, suspended] of [
    ['suspend', true],
    ['unsuspend', false],
  ] as const) {
    app.post(
      `/api/users/:userId/${action}`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ['users'],
          summary: suspended
            ? 'Suspend an account (administrators): every session ends, sign-in and refresh are refused'
            : 'Reinstate a suspended account (administrators)',
          security: [{ bearer: [] }],
          params: UserParams,
          response: { 200: AccountSuspension, ...errorResponses },
        },
      },
      async (request) => accounts.setSuspended(request.params.userId, suspended),
    );
  }

  app.post(
    '/api/users/sync',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "Store the signed-in user's profile (insert or update); a user can only sync themselves",
        security: [{ bearer: [] }],
        body: SyncBody,
        response: { 200: UserSyncResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = request.user!;
      const body = request.body;
      if (body.id !== me.sub) throw new HttpError(403, 'forbidden', 'You can only sync your own profile.');
      if (body.email !== me.email.toLowerCase()) throw new HttpError(403, 'forbidden', 'The e-mail does not match the signed-in account.');
      try {
        const profile = await upsertProfile(db, {
          id: me.sub,
          email: body.email,
          first_name: body.firstName?.trim() || null,
          last_name: body.lastName?.trim() || null,
          profile_image_url: body.profileImageUrl?.trim() || null,
          provider: body.provider,
          provider_id: body.providerId ?? me.sub,
        });
        return { user: toUserProfile(profile) };
      } catch (err) {
        // The account was deleted between the token check and the insert (profiles.id references user.id).
        if ((err as { code?: string }).code === '23503') throw new HttpError(401, 'user_not_found', 'This account no longer exists. Please sign up again.');
        throw err;
      }
    },
  );
};
