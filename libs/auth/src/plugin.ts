import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errorBody, type AccessClaims } from '@roadgremlin/contracts';
import { AuthError, bearerToken, type TokenVerifier } from './verifier.js';

export interface AuthUser extends AccessClaims {
  token: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    optionalUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
  }
}

export interface AuthPluginOptions {
  verifier: TokenVerifier;
  /** Comma-separated list or array of administrator e-mails (ADMIN_EMAILS). */
  adminEmails: string[] | string;
}

export function parseAdminEmails(value: string[] | string): Set<string> {
  const list = Array.isArray(value) ? value : value.split(',');
  return new Set(list.map((e) => e.trim().toLowerCase()).filter(Boolean));
}

/**
 * Decorates `request.user` and adds the hooks `requireUser`, `optionalUser` and `requireAdmin`.
 * Failures answer 401/403 in the shared error shape. Named as a route's `preHandler`, they run at
 * `onRequest` (before body parsing and validation): 401 comes before 400.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, opts) => {
    const admins = parseAdminEmails(opts.adminEmails);
    app.decorateRequest('user', null);

    async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      const claims = await opts.verifier.verify(token);
      return { ...claims, token, isAdmin: admins.has(claims.email.toLowerCase()) };
    }

    function refuse(reply: FastifyReply, err: unknown) {
      if (err instanceof AuthError) {
        const status = err.code === 'forbidden' ? 403 : err.code === 'identity_unavailable' ? 503 : 401;
        return reply.code(status).send(errorBody(err.code, err.message));
      }
      throw err;
    }

    app.decorate('optionalUser', async function (request: FastifyRequest, reply: FastifyReply) {
      try {
        request.user = await resolve(request);
      } catch (err) {
        // A bad token on an optional route is still an error: the caller believes they are signed in.
        return refuse(reply, err);
      }
    });
    app.decorate('requireUser', async function (request: FastifyRequest, reply: FastifyReply) {
      try {
        request.user = await resolve(request);
        if (!request.user) throw new AuthError('missing_token', 'Sign in to do this: the request carried no access token.');
      } catch (err) {
        return refuse(reply, err);
      }
    });
    app.decorate('requireAdmin', async function (request: FastifyRequest, reply: FastifyReply) {
      try {
        request.user = await resolve(request);
        if (!request.user) throw new AuthError('missing_token', 'Sign in to do this: the request carried no access token.');
        if (!request.user.isAdmin) throw new AuthError('forbidden', 'Administrator Access Required');
      } catch (err) {
        return refuse(reply, err);
      }
    });

    // Authenticate before validating: a route that names one of these as `preHandler` gets it
    // as an `onRequest` hook instead, so a caller without a valid token learns that (401/403) before
    // anything about its body or query (400) — nothing about the request shape leaks to strangers, and
    // no body is parsed for them. Services keep writing `preHandler: app.requireUser`.
    const authHooks = new Set<unknown>([app.requireUser, app.optionalUser, app.requireAdmin]);
    app.addHook('onRoute', (route) => {
      const pre = route.preHandler;
      const list = (Array.isArray(pre) ? pre : pre ? [pre] : []) as unknown[];
      const auth = list.filter((h) => authHooks.has(h));
      if (!auth.length) return;
      const rest = list.filter((h) => !authHooks.has(h));
      route.preHandler = rest as typeof route.preHandler;
      const on = route.onRequest;
      const onList = (Array.isArray(on) ? on : on ? [on] : []) as unknown[];
      route.onRequest = [...onList, ...auth] as typeof route.onRequest;
    });
  },
  { name: '@roadgremlin/auth', fastify: '5.x' },
);
