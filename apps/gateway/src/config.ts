import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { baseServiceEnv, parseConfig, portEnv } from '@roadgremlin/service-kit';

/** The shared variables but the database's: the gateway keeps no data (its readiness checks what it uses: Redis and the services). */
const { DATABASE_URL: _unusedDatabaseUrl, MIGRATE_ON_START: _noMigrations, ...gatewayBaseEnv } = baseServiceEnv;
import { BASEMAP_DIR } from '@roadgremlin/basemap';

const url = (name: string, fallback: string) =>
  z
    .url({ error: `${name} must be an http(s) URL, e.g. ${fallback}` })
    .default(fallback)
    .transform((v) => v.replace(/\/+$/, ''));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * `TRUST_PROXY`: unset/false (the gateway is the edge: X-Forwarded-* from clients are ignored), true
 * (trust every hop — only behind a load balancer that overwrites them), a hop count, or a
 * comma-separated list of addresses/CIDRs. Same meaning as Fastify's `trustProxy`.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v): boolean | number | string[] => {
    const s = (v ?? '').trim().toLowerCase();
    if (s === '' || s === 'false' || s === '0' || s === 'no') return false;
    if (s === 'true' || s === 'yes') return true;
    if (/^\d+$/.test(s)) return Number(s);
    return s.split(',').map((p) => p.trim()).filter(Boolean);
  });

export const gatewayEnv = z.object({
  ...gatewayBaseEnv,
  HOST: z.string().default('0.0.0.0'),
  PORT: portEnv(8080),
  /** Prometheus `/metrics` of the gateway: on its own address, never the public port (0 = off). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  GATEWAY_METRICS_PORT: portEnv(9464),
  IDENTITY_URL: url('IDENTITY_URL', 'http://127.0.0.1:3001'),
  TRIPS_URL: url('TRIPS_URL', 'http://127.0.0.1:3002'),
  COMMUNITY_URL: url('COMMUNITY_URL', 'http://127.0.0.1:3003'),
  CONNECTIONS_URL: url('CONNECTIONS_URL', 'http://127.0.0.1:3004'),
  ADMIN_STATS_URL: url('ADMIN_STATS_URL', 'http://127.0.0.1:3005'),
  /** The built web app (`npx nx run web:build`). */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** The offline basemap (PMTiles archive + glyphs) served under /basemap/ (libs/basemap). */
  BASEMAP_DIR: z.string().default(BASEMAP_DIR),
  /** A custom map style: its origin is added to the CSP connect-src. */
  MAP_STYLE_URL: z.string().optional(),
  /** Requests per minute per user (verified token) or per IP; 0 turns rate limiting off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Level of the one-line-per-request access log; `off` for none (benchmarks). */
  REQUEST_LOG_LEVEL: z.enum([...LOG_LEVELS, 'off']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Connecting to a service: a service that is down answers 503 after at most this. */
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  /** Waiting for a service's response headers (trip generation waits on a job): then 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Kept-alive connections per service (undici pool). */
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(64),
  /** HTTP/1.1 pipelining depth per connection (1 = none; safe with slow endpoints). */
  UPSTREAM_PIPELINING: z.coerce.number().int().min(1).max(16).default(1),
  /** How long the merged /api/openapi.json is kept. */
  OPENAPI_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** /ws/track: largest accepted frame; a bigger one closes the socket with 1009. */
  TRACK_MAX_MESSAGE_BYTES: z.coerce.number().int().min(256).max(65_536).default(4_096),
  /** /ws/track: messages per second per socket (token bucket refill) and the burst above it. */
  TRACK_MESSAGES_PER_SECOND: z.coerce.number().min(0.1).default(5),
  TRACK_MESSAGE_BURST: z.coerce.number().int().min(1).default(20),
  /** /ws/track: distinct session ids one socket may report (a browser tab uses one). */
  TRACK_SESSIONS_PER_SOCKET: z.coerce.number().int().min(1).default(4),
  /** /ws/track: wait this long after a socket closes before ending its sessions (a reconnect takes them over). */
  TRACK_SESSION_END_GRACE_MS: z.coerce.number().int().min(0).default(5_000),
  /** /ws/track: ping interval; a socket that did not answer the previous ping is dropped. */
  TRACK_HEARTBEAT_MS: z.coerce.number().int().min(1_000).default(30_000),
});

export type GatewayConfig = z.infer<typeof gatewayEnv>;

/** The only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return parseConfig(gatewayEnv, env);
}
