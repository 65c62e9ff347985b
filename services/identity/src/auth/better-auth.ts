import { randomUUID } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { defaultAvatarColor, generatedHandle } from '@roadgremlin/contracts';
import { bearer, jwt } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { tokenAudience, tokenIssuer, type Config } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmationMessage, existingAccountMessage, recoveryMessage } from '../mail/messages.js';
import { recoveryLink } from './recovery-link.js';
import { MIN_PASSWORD_LENGTH } from './common-passwords.js';
import { limitedPasswordHashing } from './password-hashing.js';

/** better-auth's handler would live under this path; we call its server API instead (see README). */
export const BETTER_AUTH_BASE_PATH = '/api/auth/core';
/** E-mail confirmation links point at our own route, which wraps better-auth's verifyEmail. */
export const CONFIRM_PATH = '/api/auth/confirm';

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Kysely<any>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Called by better-auth after a password reset, before it deletes the user's sessions. */
  onPasswordReset: (userId: string) => Promise<void>;
}

/**
 * The better-auth options of the service. better-auth owns users, credential accounts (scrypt
 * hashes), sessions (the refresh tokens), verification values and the JWT signing keys (jwks table,
 * private keys encrypted with the secret); all of it lives in schema `identity` through the Kysely
 * instance, whose search_path starts with `identity`.
 */
export function authOptions(deps: AuthDeps) {
  const { config, mailer, log } = deps;
  const origin = config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  const requireConfirmation = config.REQUIRE_EMAIL_CONFIRMATION;

  // A failed e-mail must not change the answer (that would reveal whether an account exists): log it.
  const sendQuietly = async (what: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (err) {
      log.error({ err }, `could not send the ${what} e-mail`);
    }
  };

  return {
    appName: 'Road Gremlin',
    baseURL: origin,
    basePath: BETTER_AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [origin],
    database: { db: deps.db, type: 'postgres' as const, transaction: true },
    telemetry: { enabled: false },
    // Sign-in throttling is ours (per e-mail + address, in Redis, shared by every replica); the
    // gateway rate-limits the rest. better-auth's limiter is per process and keyed by path only.
    rateLimit: { enabled: false },
    logger: {
      level: 'error' as const,
      log: (level: string, message: string, ...args: unknown[]) => {
        const fn = level === 'error' ? log.error.bind(log) : level === 'warn' ? log.warn.bind(log) : log.debug.bind(log);
        fn({ betterAuth: args.length ? args : undefined }, `better-auth: ${message}`);
      },
    },
    // Reset tokens are stored hashed: a leaked table holds no usable link.
    verification: { storeIdentifier: 'hashed' as const },
    user: {
      additionalFields: {
        // Sign-up input: first and last name, answered as user_metadata.first_name/last_name.
        firstName: { type: 'string' as const, required: false },
        lastName: { type: 'string' as const, required: false },
        // User.email_confirmed_at; set by the database hooks below, never by a caller.
        emailConfirmedAt: { type: 'date' as const, required: false, input: false },
        // The name other people see (posts, comments), chosen at sign-up or on the account page;
        // without one a generated handle (never anything of the e-mail address).
        displayName: { type: 'string' as const, required: false },
        // The avatar's colour, a name of AVATAR_COLORS (libs/contracts people.ts).
        avatarColor: { type: 'string' as const, required: false, input: false },
        // Set by an administrator: sign-in, refresh and every token of the account are refused.
        suspendedAt: { type: 'date' as const, required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user: Record<string, unknown>) => {
            // A new account gets a handle and a colour unless it chose them; the seed is random (the
            // id is drawn after this hook), never the e-mail address.
            const seed = randomUUID();
            const data = {
              ...user,
              displayName: typeof user.displayName === 'string' && user.displayName ? user.displayName : generatedHandle(seed),
              avatarColor: defaultAvatarColor(seed),
            };
            return { data: user.emailVerified === true && !user.emailConfirmedAt ? { ...data, emailConfirmedAt: new Date() } : data };
          },
        },
        update: {
          before: async (data: Record<string, unknown>) =>
            data.emailVerified === true && !data.emailConfirmedAt ? { data: { ...data, emailConfirmedAt: new Date() } } : undefined,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Password minimum 6 (docs/product/auth.md#passwords; answered as weak_password by our routes).
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      password: limitedPasswordHashing,
      requireEmailVerification: requireConfirmation,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }: { user: { email: string; name: string }; token: string }) =>
        sendQuietly('password reset', () => mailer.send(recoveryMessage(user.email, user.name, recoveryLink(origin, deps.secret, token)))),
      onPasswordReset: async ({ user }: { user: { id: string } }) => deps.onPasswordReset(user.id),
      onExistingUserSignUp: async ({ user }: { user: { email: string; name: string } }) =>
        sendQuietly('existing account', () => mailer.send(existingAccountMessage(user.email, user.name, `${origin}/auth`))),
    },
    emailVerification: {
      sendOnSignUp: requireConfirmation,
      // Signing in with the right password before confirming sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }: { user: { email: string; name: string }; token: string }) =>
        sendQuietly('confirmation', () =>
          mailer.send(confirmationMessage(user.email, user.name, `${origin}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`)),
        ),
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: tokenIssuer(config),
          audience: tokenAudience(config),
          expirationTime: `${config.ACCESS_TOKEN_TTL_SECONDS}s`,
          // AccessClaims (libs/contracts): sub (set by the plugin), email, sid, name, displayName, avatarColor, iat, exp.
          definePayload: ({ user, session }) => ({
            email: user.email,
            sid: session.id,
            ...(user.name ? { name: user.name } : {}),
            ...(typeof user.displayName === 'string' && user.displayName ? { displayName: user.displayName } : {}),
            ...(typeof user.avatarColor === 'string' && user.avatarColor ? { avatarColor: user.avatarColor } : {}),
          }),
        },
      }),
      // Lets server API calls carry the session token as `Authorization: Bearer <refresh_token>`.
      bearer(),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthOptions = ReturnType<typeof authOptions>;
