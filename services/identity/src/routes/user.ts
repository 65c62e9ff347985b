import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserResponse, errorResponses } from '@roadgremlin/contracts';
import type { Accounts } from '../auth/accounts.js';

export interface UserRoutesOptions {
  accounts: Accounts;
}

/** /api/auth/user: the signed-in account (read, delete). */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { accounts }) => {
  app.get(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: UserResponse, ...errorResponses } },
    },
    async (request) => ({ user: await accounts.getUser(request.user!.sub) }),
  );

  app.delete(
    '/api/auth/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Delete the signed-in account, its sessions and profile; every service refuses its tokens at once',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await accounts.deleteUser(request.user!.sub);
      return reply.code(204).send(null);
    },
  );
};
