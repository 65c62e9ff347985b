import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConnectionsExport,
  ConnectionSummaryList,
  DataErased,
  ErrorBody,
  errorResponses,
  ProviderList,
  StartPersonalizationResponse,
  UserInsightsResponse,
} from '@roadgremlin/contracts';
import type { ConnectionsService } from '../connections/service.js';

export interface ConnectionRoutesOptions {
  service: ConnectionsService;
}

const bearer = [{ bearer: [] }];

/** Connections of the signed-in user, their refresh, and the travel personality built from them. */
export const connectionRoutes: FastifyPluginAsync<ConnectionRoutesOptions> = async (fastify, { service }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/connections/providers',
    {
      preHandler: app.optionalUser,
      schema: {
        summary: 'Every provider, whether it can be connected, and whether this server is configured for it',
        description: 'What an operator has to set for an unconfigured provider (`setup`) is only sent to administrators (ADMIN_EMAILS).',
        response: { 200: ProviderList, ...errorResponses },
      },
    },
    async (request) => ({ providers: service.listProviders(request.user?.isAdmin === true) }),
  );

  app.get(
    '/api/connections',
    {
      preHandler: app.requireUser,
      schema: { summary: "The user's connections (never a token)", security: bearer, response: { 200: ConnectionSummaryList, ...errorResponses } },
    },
    async (request) => service.list(request.user!.sub),
  );

  app.get(
    '/api/connections/export',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "The caller's connected accounts and imported data as kept (never a token) and the personality derived from them: the connections part of 'Download my data'",
        security: bearer,
        response: { 200: ConnectionsExport, ...errorResponses },
      },
    },
    async (request) => service.exportData(request.user!.sub),
  );

  app.delete(
    '/api/connections',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Removes every connection of the caller (tokens included) and their personality, for good (account deletion)',
        security: bearer,
        response: { 200: DataErased, ...errorResponses },
      },
    },
    async (request) => ({ deleted: await service.eraseData(request.user!.sub) }),
  );

  app.delete(
    '/api/connections/:id',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Disconnects one of your accounts: the tokens are deleted and the personality recomputed',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true), id: z.string(), provider: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const gone = await service.remove(request.user!.sub, request.params.id);
      return { success: true as const, id: gone.id, provider: gone.provider };
    },
  );

  app.post(
    '/api/refresh-connection-data/:provider',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Re-reads a connected provider's data (renewing an expired access token first) and recomputes the personality",
        security: bearer,
        params: z.object({ provider: z.string().max(40) }),
        response: { 200: z.object({ success: z.literal(true), tokenRefreshed: z.boolean() }), ...errorResponses, 502: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => service.refresh(request.user!.sub, request.params.provider),
  );

  app.get(
    '/api/user/insights',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The travel personality: readable insights (insights.themes), catalogue theme weights and the strongest themes',
        security: bearer,
        response: { 200: UserInsightsResponse, ...errorResponses },
      },
    },
    async (request) => service.insights(request.user!.sub),
  );

  app.post(
    '/api/start-personalization',
    {
      preHandler: app.requireUser,
      schema: { summary: "Turns on 'Find My Inner Gremlin' for the user", security: bearer, response: { 200: StartPersonalizationResponse, ...errorResponses } },
    },
    async (request) => service.startPersonalization(request.user!.sub),
  );
};
