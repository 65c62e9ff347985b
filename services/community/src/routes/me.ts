import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommunityExport, DataErased, errorResponses } from '@roadgremlin/contracts';
import type { AccountData } from '../forum/account-data.js';

const bearer = [{ bearer: [] }];
const tags = ['community'];

/** The caller's own forum data: "Download my data" and account deletion. */
export const meRoutes: FastifyPluginAsyncZod<{ accountData: AccountData }> = async (app, { accountData }) => {
  app.get(
    '/api/community/me/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Everything the caller wrote in the forum, their votes and their reports: the community part of 'Download my data'",
        security: bearer,
        response: { 200: CommunityExport, ...errorResponses },
      },
    },
    async (request) => accountData.exportFor(request.user!.sub),
  );

  app.delete(
    '/api/community/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Removes the caller from the forum for good (account deletion): posts with their threads, comments, votes, reports, profile',
        security: bearer,
        response: { 200: DataErased, ...errorResponses },
      },
    },
    async (request) => ({ deleted: await accountData.eraseFor(request.user!.sub) }),
  );
};
