import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { baseServiceEnv, envBool, parseConfig, portEnv } from '@roadgremlin/service-kit';

/** `<repo root>/.data`: the default home of the outbox and the development secret. */
export const DEFAULT_DATA_DIR = path.resolve(fileURLToPath(new URL('../../../.data', import.meta.url)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const ConfigSchema = z
  .object({
    ...baseServiceEnv,
    PORT: portEnv(3001),
    /** Signs sessions, e-mail links and encrypts the JWT private keys. Required in production. */
    BETTER_AUTH_SECRET: optionalText,
    /** smtp://user:pass@host:port; unset = messages go to the log and `${DATA_DIR}/outbox`. */
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Road Gremlin <gremlin@roadgremlin.local>'),
    REQUIRE_EMAIL_CONFIRMATION: envBool,
    /** Lifetime of the access JWT: short-lived (the web app refreshes within 90 s of expiry; docs/product/auth.md#session-refresh). */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number({ error: 'ACCESS_TOKEN_TTL_SECONDS must be a number of seconds' })
      .int()
      .min(10, { error: 'ACCESS_TOKEN_TTL_SECONDS must be at least 10' })
      .max(900, { error: 'ACCESS_TOKEN_TTL_SECONDS must be at most 900 (15 minutes)' })
      .default(900),
    ADMIN_PASSWORD: optionalText,
    /**
     * Where the services holding a person's data answer, for "Download my data" and account deletion
     * (called with the person's own token). Empty: that service is not deployed, nothing to collect.
     */
    TRIPS_URL: z.string().default('http://127.0.0.1:3002'),
    COMMUNITY_URL: z.string().default('http://127.0.0.1:3003'),
    CONNECTIONS_URL: z.string().default('http://127.0.0.1:3004'),
    /** New accounts per client address per hour (the gateway's resolved address); 0 turns the limit off. */
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number({ error: 'SIGNUP_LIMIT_PER_HOUR must be a number' }).int().min(0).default(20),
    DATA_DIR: optionalText.transform((v) => v ?? DEFAULT_DATA_DIR),
    /** External sign-in (OpenID Connect): any standards-compliant issuer; see README "External sign-in". */
    OIDC_ISSUER: optionalText,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    /** The label of the "Continue with …" button; 'Google' for accounts.google.com, else 'SSO'. */
    OIDC_PROVIDER_NAME: optionalText,
    /** Shortcut for OIDC_ISSUER=https://accounts.google.com with these credentials. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** Only users of this hosted domain may sign in externally: sent as the `hd` hint and checked in the ID token. */
    GOOGLE_HOSTED_DOMAIN: optionalText.transform((v) => v?.toLowerCase()),
    /** Comma-separated host suffixes of development previews, exempt from the canonical-origin redirect (web). */
    PREVIEW_HOST_SUFFIXES: optionalText.transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  })
  .superRefine((env, ctx) => {
    const oidc = oidcSettingsOf(env);
    if (oidc) {
      let issuer: URL | undefined;
      try {
        issuer = new URL(oidc.issuer);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'OIDC_ISSUER must be an absolute URL (e.g. https://accounts.google.com)' });
      }
      if (issuer && issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname))) {
        ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'OIDC_ISSUER must use https (plain http only on localhost / 127.0.0.1)' });
      }
      if (!oidc.clientId) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'OIDC_CLIENT_ID (or GOOGLE_CLIENT_ID) is required when an issuer is set' });
      if (!oidc.clientSecret) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_SECRET'], message: 'OIDC_CLIENT_SECRET (or GOOGLE_CLIENT_SECRET) is required when an issuer is set' });
    } else if (env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'OIDC_ISSUER is required with OIDC_CLIENT_ID / OIDC_CLIENT_SECRET' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET is required in production (32+ random characters, e.g. `openssl rand -base64 32`)' });
    } else if (env.BETTER_AUTH_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET must be at least 32 characters in production' });
    }
  });
export type Config = z.infer<typeof ConfigSchema>;

export const GOOGLE_ISSUER = 'https://accounts.google.com';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Button label and the name used in messages. */
  name: string;
  /** What the web app's user sync reports as `provider`: google or oidc. */
  provider: 'google' | 'oidc';
  hostedDomain?: string;
}

type OidcEnv = Pick<
  Config,
  'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_PROVIDER_NAME' | 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_HOSTED_DOMAIN'
>;

function oidcSettingsOf(env: OidcEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER ?? (env.GOOGLE_CLIENT_ID ? GOOGLE_ISSUER : undefined);
  if (!issuer) return null;
  const google = isGoogleIssuer(issuer);
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID ?? (google ? env.GOOGLE_CLIENT_ID : undefined) ?? '',
    clientSecret: env.OIDC_CLIENT_SECRET ?? (google ? env.GOOGLE_CLIENT_SECRET : undefined) ?? '',
    name: env.OIDC_PROVIDER_NAME ?? (google ? 'Google' : 'SSO'),
    provider: google ? 'google' : 'oidc',
    hostedDomain: env.GOOGLE_HOSTED_DOMAIN,
  };
}

function isGoogleIssuer(issuer: string) {
  try {
    return new URL(issuer).hostname === 'accounts.google.com';
  } catch {
    return false;
  }
}

/** The external identity provider, or null when none is configured (the web app then shows no button). */
export function oidcSettings(config: Config): OidcSettings | null {
  return oidcSettingsOf(config);
}

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}

/** Issuer and audience of the access JWT: the public origin unless overridden (libs/auth verifies the same). */
export function tokenIssuer(config: Config) {
  return config.JWT_ISSUER ?? config.PUBLIC_ORIGIN;
}
export function tokenAudience(config: Config) {
  return config.JWT_AUDIENCE ?? config.PUBLIC_ORIGIN;
}

/** The first address of ADMIN_EMAILS is the account bootstrapped on boot. */
export function bootstrapAdminEmail(config: Config) {
  return config.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()).find(Boolean);
}
