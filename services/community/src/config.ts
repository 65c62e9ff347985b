import { z } from 'zod';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';

export const ConfigSchema = z.object({
  ...baseServiceEnv,
  PORT: portEnv(3003),
});
export type Config = z.infer<typeof ConfigSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}
