import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '@roadgremlin/auth';
import {
  AuthConfig,
  Ok,
  RecoverRequest,
  RefreshRequest,
  RefreshResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SignOutRequest,
  SignUpRequest,
  SignUpResponse,
  errorResponses,
} from '@roadgremlin/contracts';
import { clientAddress, type Accounts } from '../auth/accounts.js';
import type { Auth } from '../auth/better-auth.js';
import { oidcSettings, type Config } from '../config.js';
import { withoutControlCharacters } from '@roadgremlin/contracts';

export interface AuthRoutesOptions {
  accounts: Accounts;
  auth: Auth;
  config: Config;
}

const SignUpBody = withoutControlCharacters(SignUpRequest, ['firstName', 'lastName', 'displayName']);

const Jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) }).meta({ id: 'JSONWebKeySet' });

/** /api/auth/*: our contract routes (libs/contracts) over better-auth's server API. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { accounts, auth, config }) => {
  const origin = config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: clientAddress(request),
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/api/auth/config',
    { schema: { tags: ['auth'], summary: 'How the sign-in page should look', response: { 200: AuthConfig } } },
    async () => {
      const oidc = oidcSettings(config);
      return {
        externalProvider: oidc ? { id: 'oidc', name: oidc.name } : null,
        requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
        canonicalOrigin: origin,
        previewHostSuffixes: config.PREVIEW_HOST_SUFFIXES,
      };
    },
  );

  app.get(
    '/api/auth/jwks',
    { schema: { tags: ['auth'], summary: 'Public keys of the access JWTs (EdDSA / Ed25519)', response: { 200: Jwks } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return auth.api.getJwks();
    },
  );

  app.post(
    '/api/auth/sign-up',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (session null when the e-mail must be confirmed first)',
        body: SignUpBody,
        response: { 200: SignUpResponse, ...errorResponses },
      },
    },
    async (request) => accounts.signUp(request.body, client(request)),
  );

  app.post(
    '/api/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; failures slow further attempts progressively (per account + address, per account, and per address for spraying), 429 with Retry-After',
        body: SignInRequest,
        response: { 200: SignInResponse, ...errorResponses },
      },
    },
    // A ThrottledError is a 429 with Retry-After (the service kit's error handler sends its headers).
    async (request) => accounts.signIn(request.body, client(request)),
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh access token for a refresh token',
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...errorResponses },
      },
    },
    async (request) => accounts.refresh(request.body.refresh_token),
  );

  app.post(
    '/api/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the bearer access token and/or the refresh token (always 204)',
        body: SignOutRequest.nullish(),
        security: [{ bearer: [] }, {}],
        response: { 204: z.null().describe('Signed out'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await accounts.signOut({ accessToken: bearerToken(request.headers.authorization), refreshToken: request.body?.refresh_token });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/recover',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link if the account exists (always ok)',
        body: RecoverRequest,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.recover(request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the two tokens of a recovery link (single use, one hour)',
        body: ResetPasswordRequest,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Target of the e-mailed confirmation link: confirms, then redirects to the web app signed in',
        querystring: z.object({ token: z.string().max(8192).optional() }),
        response: { 302: z.null().describe('Redirect to /auth-redirect#access_token=… (or /auth, or an error)') },
      },
    },
    async (request, reply) => reply.redirect(await accounts.confirmEmail(request.query.token ?? '', origin), 302),
  );
};
