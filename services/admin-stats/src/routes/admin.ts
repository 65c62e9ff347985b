import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AdminStatsSnapshot, errorBody, errorResponses } from '@roadgremlin/contracts';
import { parseAdminEmails, type TokenVerifier } from '@roadgremlin/auth';
import { HttpError, trackSocket } from '@roadgremlin/service-kit';
import type { LiveStore } from '../stats/live-store.js';
import { statsUpdate, type AdminClient, type Broadcaster } from '../stats/broadcaster.js';
import { upgradeToken } from './ws-token.js';

export interface AdminRoutesOptions {
  store: LiveStore;
  broadcaster: Broadcaster;
  verifier: TokenVerifier;
  adminEmails: string;
}

/** The parts of a `ws` socket used here (the package ships no types). */
interface Socket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message', listener: (data: unknown) => void): void;
}

const OPEN = 1;
/** RFC 6455 section 7.4.1: the endpoint received a message that violates its policy. */
const POLICY_VIOLATION = 1008;
/** An admin further behind than this skips updates until it catches up (the next one carries everything). */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/** setTimeout's limit (~24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** GET /api/admin/stats and the /ws/admin live socket; both for administrators only (ADMIN_EMAILS). */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { store, broadcaster, verifier, adminEmails }) => {
  const admins = parseAdminEmails(adminEmails);

  async function snapshot(request: FastifyRequest) {
    try {
      return await store.snapshot();
    } catch (err) {
      request.log.error({ err }, 'could not read the live statistics');
      throw new HttpError(503, 'unavailable', 'The live statistics are unavailable right now. Please try again in a moment.');
    }
  }

  app.get(
    '/api/admin/stats',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Live statistics, current sessions and the last 24 hours (the snapshot /ws/admin pushes)',
        security: [{ bearer: [] }],
        response: { 200: AdminStatsSnapshot, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return snapshot(request);
    },
  );

  /** The verified admin behind a token, or why not. */
  async function admit(token: string | undefined): Promise<{ ok: true; exp: number } | { ok: false; reason: string }> {
    if (!token) return { ok: false, reason: 'Sign in as the administrator: no access token was sent.' };
    try {
      const claims = await verifier.verify(token);
      if (!admins.has(claims.email.toLowerCase())) return { ok: false, reason: 'Administrator Access Required' };
      return { ok: true, exp: claims.exp };
    } catch {
      return { ok: false, reason: 'Sign in as the administrator: the access token is not valid.' };
    }
  }

  app.route({
    method: 'GET',
    url: '/ws/admin',
    schema: { hide: true },
    // A plain HTTP request (no upgrade) gets a useful answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send(errorBody('upgrade_required', 'Open /ws/admin as a WebSocket with an administrator access token.')),
    wsHandler: async (socket: Socket, request: FastifyRequest) => {
      const token = upgradeToken(request);
      const verdict = await admit(token);
      if (!verdict.ok) {
        // Nothing is sent before the close frame; the reason is at most 123 bytes (RFC 6455 section 5.5).
        socket.close(POLICY_VIOLATION, verdict.reason);
        return;
      }
      if (socket.readyState !== OPEN) return;

      let closed = false;
      trackSocket('admin-stats', '/ws/admin', socket);
      const client: AdminClient = {
        send(json) {
          if (closed || socket.readyState !== OPEN || socket.bufferedAmount > MAX_BACKLOG_BYTES) return false;
          socket.send(json);
          return true;
        },
        async stillAllowed() {
          const again = await admit(token);
          if (!again.ok) socket.close(POLICY_VIOLATION, 'Your session has ended. Please sign in again.');
          return again.ok;
        },
      };
      // The token is short-lived; an admin socket does not outlive it (the page reloads and reconnects with a fresh one).
      const expiry = setTimeout(
        () => socket.close(POLICY_VIOLATION, 'Your session has expired. Please sign in again.'),
        Math.min(MAX_TIMER_MS, Math.max(0, verdict.exp * 1000 - Date.now())),
      );
      expiry.unref();
      socket.on('close', () => {
        closed = true;
        clearTimeout(expiry);
        broadcaster.remove(client);
      });
      // The dashboard sends nothing; anything it sends is ignored (maxPayload bounds its size).
      socket.on('message', () => {});
      broadcaster.add(client);
      try {
        client.send(statsUpdate(await store.snapshot()));
      } catch (err) {
        request.log.error({ err }, 'could not send the first live statistics');
        broadcaster.notify();
      }
    },
  });
};
