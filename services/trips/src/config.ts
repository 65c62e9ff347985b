import { z } from 'zod';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';

const int = (min: number, fallback: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(fallback);
/** An optional string where an empty value means "not set" (.env files carry `KEY=`). */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));
const baseUrl = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : fallback).replace(/\/+$/, ''));

export const ConfigSchema = z.object({
  ...baseServiceEnv,
  PORT: portEnv(3002),
  /** The worker's `/metrics`, `/healthz` and `/readyz` (it has no other port); 0 turns it off. The API serves /metrics on PORT. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  WORKER_METRICS_PORT: portEnv(9465),
  /** PostgreSQL connections per process (API and worker each have their own pool). */
  DB_POOL_MAX: int(1, 10, 200),

  // ── Jobs (BullMQ) ──────────────────────────────────────────────────────────────────────────────
  /** How long POST /api/generate-stops waits for its job before answering 504. */
  GENERATE_TIMEOUT_MS: int(100, 30_000),
  /** How long POST /api/enhance-stops waits; then the stops come back unchanged (success false). */
  ENHANCE_TIMEOUT_MS: int(100, 10_000),
  /** Jobs one worker process runs at once, per queue. */
  WORKER_CONCURRENCY: int(1, 16, 256),
  ENHANCE_CONCURRENCY: int(1, 8, 256),
  /** Attempts per job and the first back-off delay (doubles each retry). */
  JOB_ATTEMPTS: int(1, 3, 20),
  JOB_BACKOFF_MS: int(0, 300),
  /**
   * A worker holds a job's lock for this long and renews it at half; a worker that dies stops
   * renewing, and the stalled check (every JOB_STALLED_INTERVAL_MS) hands the job to another worker.
   * Lock + interval (15 s) stay under GENERATE_TIMEOUT_MS (30 s), so a request whose job was running
   * in a worker that died is still answered (with 30 s + 30 s every such request timed out, 504).
   */
  JOB_LOCK_MS: int(500, 10_000),
  JOB_STALLED_INTERVAL_MS: int(200, 5_000),
  /**
   * Fair share (src/jobs/in-flight.ts): trip generations one traveller may have queued or running at
   * once (more answer 429 with Retry-After), and the whole deployment (more answer 503 planner_busy).
   */
  GENERATE_MAX_IN_FLIGHT_PER_USER: int(1, 3, 1_000),
  GENERATE_MAX_IN_FLIGHT: int(1, 500, 1_000_000),
  /** Test-only: every generate job sleeps this long first (ignored when NODE_ENV=production). */
  TEST_JOB_DELAY_MS: int(0, 0),

  // ── Other services and outside APIs (all optional) ────────────────────────────────────────────
  /** The connections service, for the caller's travel insights; unset: trips are not personalised. */
  CONNECTIONS_URL: optional,
  INSIGHTS_TIMEOUT_MS: int(50, 1_500),
  /** OpenAI-compatible chat-completions server: the model chooses among catalogue candidates. */
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: baseUrl('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: int(50, 20_000),
  /** Serper image search for stop photos; unset: our own SVG postcards. */
  SERPER_API_KEY: optional,
  SERPER_BASE_URL: baseUrl('https://google.serper.dev'),
  SERPER_TIMEOUT_MS: int(50, 3_000),
  /** Google Street View Static API; unset: a generated SVG of the point. */
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_STREETVIEW_URL: baseUrl('https://maps.googleapis.com/maps/api/streetview'),
  STREETVIEW_TIMEOUT_MS: int(50, 5_000),
  /**
   * OSRM-compatible route server (`{ROUTING_URL}/route/v1/{profile}/…`); unset: the embedded router
   * over the Natural Earth roads (src/routing). Any OSRM failure falls back to the embedded router.
   */
  ROUTING_URL: optional,
  ROUTING_TIMEOUT_MS: int(50, 3_000),
  /** GET /api/journey-activity is computed at most once per this many ms per process. */
  JOURNEY_CACHE_MS: int(0, 5_000),
});
export type Config = z.infer<typeof ConfigSchema>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(ConfigSchema, env);
}
