import { z } from 'zod';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';

export const ConfigSchema = z.object({
  ...baseServiceEnv,
  PORT: portEnv(3005),
  /** A live session without activity for this long has ended (idle expiry). */
  ADMIN_SESSION_IDLE_SECONDS: z.coerce
    .number({ error: 'ADMIN_SESSION_IDLE_SECONDS must be a number of seconds' })
    .min(1, { error: 'ADMIN_SESSION_IDLE_SECONDS must be at least 1' })
    .default(300),
  /** Most `stats_update` messages an admin socket receives per second (changes in between are coalesced). */
  ADMIN_UPDATES_PER_SECOND: z.coerce
    .number({ error: 'ADMIN_UPDATES_PER_SECOND must be a number' })
    .min(0.1, { error: 'ADMIN_UPDATES_PER_SECOND must be at least 0.1' })
    .max(50, { error: 'ADMIN_UPDATES_PER_SECOND must be at most 50' })
    .default(4),
  /** Most sessions listed in a snapshot (most recently active first); `activeUsers` always counts all. */
  ADMIN_SESSIONS_LIMIT: z.coerce
    .number({ error: 'ADMIN_SESSIONS_LIMIT must be a whole number' })
    .int()
    .min(1, { error: 'ADMIN_SESSIONS_LIMIT must be at least 1' })
    .max(100_000, { error: 'ADMIN_SESSIONS_LIMIT must be at most 100000' })
    .default(500),
});
export type Config = z.infer<typeof ConfigSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}
