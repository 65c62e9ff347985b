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
    /** Lifetime of the access JWT; SPEC asks for short-lived tokens (refresh within 90 s of expiry). */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number({ error: 'ACCESS_TOKEN_TTL_SECONDS must be a number of seconds' })
      .int()
      .min(10, { error: 'ACCESS_TOKEN_TTL_SECONDS must be at least 10' })
      .max(900, { error: 'ACCESS_TOKEN_TTL_SECONDS must be at most 900 (15 minutes)' })
      .default(900),
    ADMIN_PASSWORD: optionalText,
    DATA_DIR: optionalText.transform((v) => v ?? DEFAULT_DATA_DIR),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET is required in production (32+ random characters, e.g. `openssl rand -base64 32`)' });
    } else if (env.BETTER_AUTH_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'BETTER_AUTH_SECRET must be at least 32 characters in production' });
    }
  });
export type Config = z.infer<typeof ConfigSchema>;

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
