import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress, type Accounts } from '../auth/accounts.js';
import { ExternalSignInError } from '../oidc/errors.js';
import { FLOW_TTL_SECONDS } from '../oidc/flow-store.js';
import type { OidcRelyingParty } from '../oidc/relying-party.js';

export interface OidcRoutesOptions {
  accounts: Accounts;
  relyingParty: OidcRelyingParty;
  publicOrigin: string;
}

/** Ties a flow to the browser that started it (login CSRF: https://datatracker.ietf.org/doc/html/rfc9700#section-4.7). */
const FLOW_COOKIE = 'rg_oidc_flow';
const COOKIE_PATH = '/api/auth/oidc';
/** The web app's pages that read session tokens from the hash (/auth/callback, /auth-redirect); anything else falls back to the first. */
const RETURN_PATHS = ['/auth/callback', '/auth-redirect'];

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * GET /api/auth/oidc/start and /callback: the external sign-in of docs/product/auth.md (README "External
 * sign-in"). Both answer redirects only; every failure lands on /auth with error and
 * error_description, which the web app turns into the toasts of docs/product/auth.md#return-link-errors.
 */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRoutesOptions> = async (app, { accounts, relyingParty, publicOrigin }) => {
  const secure = publicOrigin.startsWith('https:') ? '; Secure' : '';
  const flowCookie = (value: string, maxAge: number) =>
    `${FLOW_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
  const toAuthPage = (error: string, description: string) =>
    `${publicOrigin}/auth?${new URLSearchParams({ error, error_description: description })}`;
  const failure = (err: unknown, log: typeof app.log) => {
    if (err instanceof ExternalSignInError) {
      const cause = err.detail instanceof Error ? { err: err.detail } : { detail: err.detail };
      log.warn({ code: err.code, ...cause }, `external sign-in refused: ${err.description}`);
      return toAuthPage(err.code, err.description);
    }
    log.error({ err }, 'external sign-in failed');
    return toAuthPage('server_error', `Something went wrong while signing you in with ${relyingParty.settings.name}.`);
  };

  app.get(
    '/api/auth/oidc/start',
    {
      schema: {
        tags: ['auth'],
        summary: `Start the external sign-in (OpenID Connect, authorization code + PKCE): redirects to the provider`,
        querystring: z.object({ redirect_to: z.string().max(200).optional() }),
        response: { 302: z.null().describe('To the provider, or to /auth?error=… when it cannot be reached') },
      },
    },
    async (request, reply) => {
      const redirectTo = RETURN_PATHS.find((p) => p === request.query.redirect_to) ?? RETURN_PATHS[0];
      reply.header('cache-control', 'no-store');
      try {
        const { url, binding } = await relyingParty.start(redirectTo);
        reply.header('set-cookie', flowCookie(binding, FLOW_TTL_SECONDS));
        return reply.redirect(url, 302);
      } catch (err) {
        return reply.redirect(failure(err, request.log), 302);
      }
    },
  );

  app.get(
    '/api/auth/oidc/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider returns here: on success redirects to /auth/callback#access_token=…, else to /auth?error=…',
        // Read raw below (openid-client checks every parameter); declared for the docs only.
        querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }).passthrough(),
        response: { 302: z.null().describe('To the web app, signed in or with an error') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('set-cookie', flowCookie('', 0));
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      try {
        const { profile, redirectTo } = await relyingParty.finish(query, readCookie(request.headers.cookie, FLOW_COOKIE));
        const session = await accounts.signInExternal(profile, relyingParty.settings, {
          ip: clientAddress(request),
          userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
        });
        const hash = new URLSearchParams({
          access_token: session.access_token,
          refresh_token: session.refresh_token,
          expires_in: String(session.expires_in),
          expires_at: String(session.expires_at),
          token_type: 'bearer',
        });
        // Tokens travel in the fragment: never sent to a server, never in a Referer (docs/product/screens.md#auth-callback).
        return reply.redirect(`${publicOrigin}${redirectTo}#${hash}`, 302);
      } catch (err) {
        return reply.redirect(failure(err, request.log), 302);
      }
    },
  );
};
