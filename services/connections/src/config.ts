import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { AVAILABLE_PROVIDERS, type ProviderId } from '@roadgremlin/contracts';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';
import { parseEncryptionKey } from './crypto/token-cipher.js';

/** `<repo root>/.data`: home of the development encryption key when none is configured. */
export const DEFAULT_DATA_DIR = path.resolve(fileURLToPath(new URL('../../../.data', import.meta.url)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** `spotify` → `SPOTIFY`: the prefix of that provider's variables. */
export const envPrefix = (provider: ProviderId) => provider.toUpperCase();
const PROVIDER_SUFFIXES = ['CLIENT_ID', 'CLIENT_SECRET', 'AUTHORIZE_URL', 'TOKEN_URL', 'API_BASE_URL'] as const;
const URL_SUFFIXES = new Set(['AUTHORIZE_URL', 'TOKEN_URL', 'API_BASE_URL']);

const providerEnv: Record<string, typeof optionalText> = Object.fromEntries(
  AVAILABLE_PROVIDERS.flatMap((p) => PROVIDER_SUFFIXES.map((s) => [`${envPrefix(p)}_${s}`, optionalText])),
);

export interface ProviderSettings {
  clientId?: string;
  clientSecret?: string;
  /** Overrides of the provider's real endpoints (tests point these at a local fake). */
  authorizeUrl?: string;
  tokenUrl?: string;
  apiBaseUrl?: string;
}

const httpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const ConfigSchema = z
  .object({
    ...baseServiceEnv,
    PORT: portEnv(3004),
    /** 32 bytes, base64 or hex. Required in production; development generates `${DATA_DIR}/connections-key`. */
    CONNECTIONS_ENCRYPTION_KEY: optionalText,
    DATA_DIR: optionalText.transform((v) => v ?? DEFAULT_DATA_DIR),
    /** Origin the providers redirect back to (`{base}/api/oauth/{provider}/callback`); defaults to PUBLIC_ORIGIN. */
    OAUTH_REDIRECT_BASE_URL: optionalText,
    /** Deadline of every call to a provider (token endpoint and API). */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /**
     * "Import your data" reads each export in a worker thread of its own (src/imports/isolated-reader.ts):
     * at most IMPORT_CONCURRENCY at once per process (more answer 503 with Retry-After), each with a
     * heap of IMPORT_MEMORY_MB and IMPORT_TIMEOUT_MS to finish.
     */
    IMPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    IMPORT_MEMORY_MB: z.coerce.number().int().min(32).max(2048).default(128),
    IMPORT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    ...providerEnv,
  })
  .superRefine((env, ctx) => {
    const e = env as Record<string, unknown>;
    if (env.CONNECTIONS_ENCRYPTION_KEY) {
      try {
        parseEncryptionKey(env.CONNECTIONS_ENCRYPTION_KEY);
      } catch (err) {
        ctx.addIssue({ code: 'custom', path: ['CONNECTIONS_ENCRYPTION_KEY'], message: (err as Error).message });
      }
    } else if (env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CONNECTIONS_ENCRYPTION_KEY'],
        message: 'CONNECTIONS_ENCRYPTION_KEY is required in production (32 random bytes, base64 or hex, e.g. `openssl rand -base64 32`)',
      });
    }
    for (const p of AVAILABLE_PROVIDERS) {
      for (const s of URL_SUFFIXES) {
        const name = `${envPrefix(p)}_${s}`;
        const v = e[name];
        if (typeof v === 'string' && !httpUrl(v)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} must be an http(s) URL` });
      }
    }
    if (env.OAUTH_REDIRECT_BASE_URL && !httpUrl(env.OAUTH_REDIRECT_BASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['OAUTH_REDIRECT_BASE_URL'], message: 'OAUTH_REDIRECT_BASE_URL must be an http(s) URL' });
    }
  })
  .transform((env) => {
    const e = env as Record<string, unknown>;
    const read = (name: string) => (typeof e[name] === 'string' ? (e[name] as string) : undefined);
    const providers = Object.fromEntries(
      AVAILABLE_PROVIDERS.map((p) => {
        const pre = envPrefix(p);
        const settings: ProviderSettings = {
          clientId: read(`${pre}_CLIENT_ID`),
          clientSecret: read(`${pre}_CLIENT_SECRET`),
          authorizeUrl: read(`${pre}_AUTHORIZE_URL`),
          tokenUrl: read(`${pre}_TOKEN_URL`),
          apiBaseUrl: read(`${pre}_API_BASE_URL`),
        };
        return [p, settings];
      }),
    ) as Record<ProviderId, ProviderSettings>;
    return {
      NODE_ENV: env.NODE_ENV,
      LOG_LEVEL: env.LOG_LEVEL,
      HOST: env.HOST,
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      REDIS_PREFIX: env.REDIS_PREFIX,
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
      IDENTITY_URL: env.IDENTITY_URL,
      JWT_ISSUER: env.JWT_ISSUER,
      JWT_AUDIENCE: env.JWT_AUDIENCE,
      ADMIN_EMAILS: env.ADMIN_EMAILS,
      PORT: env.PORT,
      CONNECTIONS_ENCRYPTION_KEY: env.CONNECTIONS_ENCRYPTION_KEY,
      DATA_DIR: env.DATA_DIR,
      OAUTH_REDIRECT_BASE_URL: env.OAUTH_REDIRECT_BASE_URL ?? env.PUBLIC_ORIGIN,
      PROVIDER_TIMEOUT_MS: env.PROVIDER_TIMEOUT_MS,
      MIGRATE_ON_START: env.MIGRATE_ON_START,
      IMPORT_CONCURRENCY: env.IMPORT_CONCURRENCY,
      IMPORT_MEMORY_MB: env.IMPORT_MEMORY_MB,
      IMPORT_TIMEOUT_MS: env.IMPORT_TIMEOUT_MS,
      providers,
    };
  });
export type Config = z.infer<typeof ConfigSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}
