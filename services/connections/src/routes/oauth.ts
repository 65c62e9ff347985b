import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, errorResponses, OAuthTicketResponse, SaveConnectionRequest, SaveConnectionResponse } from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import type { ConnectionsService } from '../connections/service.js';
import { TICKET_TTL_SECONDS, STATE_TTL_SECONDS, type FlowStore, type StateFailure } from '../oauth/flow-store.js';
import { renderPopupPage } from '../oauth/popup-page.js';

export interface OAuthRoutesOptions {
  service: ConnectionsService;
  flows: FlowStore;
  publicOrigin: string;
}

const ProviderParams = z.object({ provider: z.string().max(40) });

const STATE_MESSAGES: Record<StateFailure, string> = {
  malformed: 'This connection attempt is not valid. Close this window and press Connect again.',
  forged: 'This connection attempt is not valid. Close this window and press Connect again.',
  unknown: 'This connection attempt was already used or has expired. Close this window and press Connect again.',
  wrong_provider: 'This connection attempt was started for another provider. Close this window and press Connect again.',
  expired: `This connection attempt expired (they last ${STATE_TTL_SECONDS / 60} minutes). Close this window and press Connect again.`,
  other_browser: 'This connection attempt was started in another browser. Press Connect again in this one.',
};

/** The popup navigates here; a script that asks for JSON (and not HTML) gets the shared error shape. */
function wantsJson(request: FastifyRequest) {
  const accept = String(request.headers.accept ?? '');
  return accept.includes('application/json') && !accept.includes('text/html');
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

const cookieName = (provider: string) => `rg_oauth_${provider}`;

/**
 * The connect flow (see README: "The popup and the ticket"):
 * ticket (bearer) → start (popup, ticket) → provider → callback (state + browser cookie) → popup page.
 */
export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (fastify, opts) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, flows } = opts;
  const secure = new URL(opts.publicOrigin).protocol === 'https:';

  /** Failures in the popup end on the popup page (oauth_error), so the opener learns what happened. */
  function fail(request: FastifyRequest, reply: FastifyReply, provider: string, err: unknown) {
    if (wantsJson(request)) throw err;
    let status = 500;
    let code = 'internal';
    let message = 'Something went wrong on our side. Please try again.';
    if (err instanceof HttpError) {
      ({ statusCode: status, code, message } = err);
    } else {
      request.log.error({ err }, 'oauth popup step failed');
    }
    const page = renderPopupPage({ type: 'oauth_error', data: { provider, error: message } }, opts.publicOrigin, code);
    return reply.code(status).headers(page.headers).send(page.html);
  }

  app.post(
    '/api/oauth/:provider/ticket',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A one-time URL (≤60 s) for the connect popup, so no access token goes into a URL',
        security: [{ bearer: [] }],
        params: ProviderParams,
        response: { 200: OAuthTicketResponse, ...errorResponses, 503: ErrorBody },
      },
    },
    async (request) => {
      const { provider } = request.params;
      service.configuredClient(provider, request.user!.isAdmin);
      const ticket = await flows.issueTicket(request.user!.sub, provider);
      return { url: `/api/oauth/${provider}/start?ticket=${encodeURIComponent(ticket)}`, expiresIn: TICKET_TTL_SECONDS };
    },
  );

  app.get(
    '/api/oauth/:provider/start',
    {
      schema: {
        summary: "Opened in the popup: redeems the ticket and redirects to the provider's consent page",
        params: ProviderParams,
        querystring: z.object({ ticket: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      try {
        const client = service.configuredClient(provider);
        const ticket = request.query.ticket;
        if (!ticket) throw new HttpError(401, 'missing_ticket', 'Open this page through the Connect button (it needs a one-time ticket).');
        const userId = await flows.consumeTicket(ticket, client.def.id);
        if (!userId) {
          throw new HttpError(401, 'invalid_ticket', 'This connect link has expired or was already used. Close this window and press Connect again.');
        }
        const flow = await flows.startFlow(userId, client.def.id);
        const cookie = [
          `${cookieName(client.def.id)}=${flow.browserSecret}`,
          `Path=/api/oauth/${client.def.id}/callback`,
          `Max-Age=${STATE_TTL_SECONDS}`,
          'HttpOnly',
          // Lax: sent on the provider's top-level redirect back to us, not on cross-site subrequests.
          'SameSite=Lax',
          ...(secure ? ['Secure'] : []),
        ].join('; ');
        reply.header('set-cookie', cookie).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        return reply.redirect(client.authorizationUrl(flow.state, flow.codeVerifier).toString(), 302);
      } catch (err) {
        return fail(request, reply, provider, err);
      }
    },
  );

  app.get(
    '/api/oauth/:provider/callback',
    {
      schema: {
        summary: 'The provider redirects here: exchanges the code, stores the tokens encrypted, ends the popup',
        params: ProviderParams,
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const q = request.query;
      try {
        // The state is checked before the server's configuration: a bad or missing state is a
        // 400 whether or not this provider has credentials; only a good one learns about a 503.
        const known = service.client(provider);
        const name = known.def.name;
        if (q.error) {
          if (q.state) await flows.discardState(q.state);
          const detail = (q.error_description ?? '').slice(0, 300);
          if (q.error === 'access_denied') {
            throw new HttpError(400, 'access_denied', `You did not give Road Gremlin access to your ${name} account${detail ? ` (${detail})` : ''}.`);
          }
          throw new HttpError(400, 'provider_error', `${name} answered with an error: ${q.error.slice(0, 100)}${detail ? ` — ${detail}` : ''}.`);
        }
        if (!q.code || !q.state || q.code.length > 4096 || q.state.length > 512) {
          throw new HttpError(400, 'invalid_callback', `${name} sent us back without a sign-in code. Close this window and press Connect again.`);
        }
        const flow = await flows.consumeState(q.state, known.def.id, readCookie(request, cookieName(known.def.id)));
        if (typeof flow === 'string') {
          request.log.warn({ provider, reason: flow }, 'oauth state refused');
          throw new HttpError(400, 'invalid_state', STATE_MESSAGES[flow]);
        }
        const client = service.configuredClient(provider);
        const { userInfo } = await service.completeAuthorization(flow.userId, client.def.id, q.code, flow.codeVerifier);
        reply.header('set-cookie', `${cookieName(client.def.id)}=; Path=/api/oauth/${client.def.id}/callback; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
        if (wantsJson(request)) return reply.send({ type: 'oauth_success', data: { provider: client.def.id, userInfo } });
        const page = renderPopupPage({ type: 'oauth_success', data: { provider: client.def.id, userInfo } }, opts.publicOrigin);
        return reply.code(200).headers(page.headers).send(page.html);
      } catch (err) {
        return fail(request, reply, provider, err);
      }
    },
  );

  app.post(
    '/api/oauth/save-connection',
    {
      // onRequest: a caller without a token learns that (401) before anything about its body (400).
      onRequest: app.requireUser,
      schema: {
        summary: 'Stores tokens a client obtained itself; the popup flow does not need it',
        security: [{ bearer: [] }],
        body: SaveConnectionRequest,
        response: { 200: SaveConnectionResponse, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => {
      const row = await service.saveConnection(request.user!.sub, request.body);
      return { success: true as const, connection: { id: row.id, provider: row.provider } };
    },
  );
};
