import { z } from 'zod';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';

export const ConfigSchema = z.object({
  ...baseServiceEnv,
  PORT: portEnv(3003),
  /** PostgreSQL connections per process; each vote is a short transaction holding one. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How often posts younger than a week get their `hot` rank recomputed (one replica at a time); 0 turns it off. */
  HOT_REFRESH_SECONDS: z.coerce.number().int().min(0).default(300),
  /** The trips service: attaching a trip to a post shares it and reads its card (with the author's token). */
  TRIPS_URL: z.string().default('http://127.0.0.1:3002'),
  /** New posts per account per hour (429 `rate_limited` with Retry-After past it); 0 turns it off. */
  POST_LIMIT_PER_HOUR: z.coerce.number({ error: 'POST_LIMIT_PER_HOUR must be a number' }).int().min(0).default(10),
  /** New comments per account per hour, likewise. */
  COMMENT_LIMIT_PER_HOUR: z.coerce.number({ error: 'COMMENT_LIMIT_PER_HOUR must be a number' }).int().min(0).default(60),
});
export type Config = z.infer<typeof ConfigSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}
