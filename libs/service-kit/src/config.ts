import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses the environment once with a zod schema. A missing or malformed variable stops start-up with
 * a message that names it.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Configuration error:\n${lines.join('\n')}\nSet these environment variables (see .env.example).`);
  }
  return result.data;
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
export const envBool = bool;

/** Variables every service reads. */
export const baseServiceEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (a postgres:// connection URL)' }).min(1, { error: 'DATABASE_URL is required (a postgres:// connection URL)' }),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key, queue and channel of this deployment (tests use their own). */
  REDIS_PREFIX: z.string().default('rg:'),
  PUBLIC_ORIGIN: z.string().default('http://localhost:8080'),
  IDENTITY_URL: z.string().default('http://127.0.0.1:3001'),
  /** Defaults to PUBLIC_ORIGIN (the identity service issues tokens for the public origin). */
  JWT_ISSUER: z.string().optional(),
  JWT_AUDIENCE: z.string().optional(),
  ADMIN_EMAILS: z.string().default('admin@roadgremlin.local'),
  /**
   * Each service runs its schema's migrations when it starts (under an advisory lock, so replicas
   * starting together take turns). `false` where a migration Job runs them once per release
   * (deploy/kubernetes): the service then answers /readyz 503 until its schema is at the latest migration.
   */
  MIGRATE_ON_START: bool.default(true),
};

export const portEnv = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
