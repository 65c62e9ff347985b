import { IMPORT_MAX_BYTES } from '@roadgremlin/contracts';
import type { GatewayConfig } from './config.js';

/** The services behind the gateway, with the env variable holding each one's URL. */
export const SERVICES = {
  identity: { env: 'IDENTITY_URL', label: 'identity' },
  trips: { env: 'TRIPS_URL', label: 'trips' },
  community: { env: 'COMMUNITY_URL', label: 'community' },
  connections: { env: 'CONNECTIONS_URL', label: 'connections' },
  adminStats: { env: 'ADMIN_STATS_URL', label: 'admin statistics' },
} as const satisfies Record<string, { env: keyof GatewayConfig; label: string }>;

export type ServiceName = keyof typeof SERVICES;

/**
 * `user`: a valid access token is required (401 otherwise).
 * `public`: no token needed; a token that is sent must still be valid (401 otherwise) — the caller
 * believes they are signed in, and the rate limit is then keyed by user.
 */
export type Access = 'user' | 'public';

export interface PublicException {
  /** Methods the exception covers; all when omitted. */
  methods?: readonly string[];
  /** Tested against the path (no query string); every path under the prefix when omitted. */
  path?: RegExp;
}

export interface GatewayRoute {
  /** Path prefix; the route serves the prefix itself and everything under `prefix/`. Forwarded unchanged. */
  prefix: string;
  service: ServiceName;
  access: Access;
  /** Requests under an `access: 'user'` prefix that are public anyway. */
  publicWhen?: readonly PublicException[];
  /** Also proxy WebSocket upgrades. */
  websocket?: boolean;
  /** Largest request body the gateway forwards, bytes (DEFAULT_BODY_LIMIT when omitted); larger → 413. */
  bodyLimit?: number;
}

/** The services' own limit (libs/service-kit createServiceApp): the gateway refuses larger bodies itself. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Sign-up, sign-in, refresh, recovery…: a few hundred bytes of JSON at most. */
export const AUTH_BODY_LIMIT = 64 * 1024;

const READS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * The route table: every path the gateway forwards, where to, and who may call it. Services keep
 * their full `/api/...` paths (no rewrite) and verify the token again themselves (docs/architecture.md#services).
 * Anything under /api that is not here answers 404 in the shared error shape.
 */
export const ROUTES: readonly GatewayRoute[] = [
  // identity: sign-up, sign-in, refresh, JWKS… are public; the user profile needs a session.
  { prefix: '/api/auth', service: 'identity', access: 'public', bodyLimit: AUTH_BODY_LIMIT },
  { prefix: '/api/users', service: 'identity', access: 'user', bodyLimit: AUTH_BODY_LIMIT },

  // trips
  { prefix: '/api/generate-stops', service: 'trips', access: 'user' },
  { prefix: '/api/enhance-stops', service: 'trips', access: 'user' },
  { prefix: '/api/reroll-stop', service: 'trips', access: 'user' },
  { prefix: '/api/user/trips', service: 'trips', access: 'user' },
  { prefix: '/api/user/saved-trips', service: 'trips', access: 'user' },
  { prefix: '/api/user/save-trip', service: 'trips', access: 'user' },
  {
    prefix: '/api/trips',
    service: 'trips',
    access: 'user',
    // A shared trip is readable by anyone holding the link; stop postcards are <img> sources, which
    // carry no bearer token.
    publicWhen: [
      { methods: READS, path: /^\/api\/trips\/shared\// },
      { methods: READS, path: /^\/api\/trips\/postcards\// },
    ],
  },
  { prefix: '/api/google-streetview', service: 'trips', access: 'public' },
  { prefix: '/api/journey-activity', service: 'trips', access: 'public' },

  // community: visitors read (docs/product/auth.md#roles), writing needs a session.
  { prefix: '/api/community', service: 'community', access: 'user', publicWhen: [{ methods: READS }] },

  // connections
  { prefix: '/api/connections', service: 'connections', access: 'user' },
  // "Import your data": the body is a provider's whole data export (zip, JSON or CSV), up to 20 MB.
  { prefix: '/api/connections/import', service: 'connections', access: 'user', bodyLimit: IMPORT_MAX_BYTES },
  {
    prefix: '/api/oauth',
    service: 'connections',
    access: 'user',
    // The provider redirects the browser to the callback; the start opens in a popup that cannot send
    // a bearer header and carries a one-time ticket the service checks instead.
    publicWhen: [{ path: /^\/api\/oauth\/[^/]+\/(start|callback)\/?$/ }],
  },
  { prefix: '/api/user/insights', service: 'connections', access: 'user' },
  { prefix: '/api/start-personalization', service: 'connections', access: 'user' },
  { prefix: '/api/refresh-connection-data', service: 'connections', access: 'user' },

  // admin-stats: any signed-in user gets through; the service itself enforces ADMIN_EMAILS.
  { prefix: '/api/admin', service: 'adminStats', access: 'user' },
  { prefix: '/ws/admin', service: 'adminStats', access: 'user', websocket: true },
  // /ws/track (page tracking) is not proxied: the gateway terminates it itself and publishes `activity`
  // events on Redis (src/plugins/tracking.ts).
];

export function upstreamUrl(config: GatewayConfig, service: ServiceName): string {
  return config[SERVICES[service].env];
}

/** Whether a request under `route` may go through without a user. */
export function isPublic(route: GatewayRoute, method: string, path: string): boolean {
  if (route.access === 'public') return true;
  if (!route.publicWhen) return false;
  return route.publicWhen.some((e) => (!e.methods || e.methods.includes(method)) && (!e.path || e.path.test(path)));
}

/** The route serving `path`, if any (longest prefix wins, as in the router). */
export function routeFor(path: string): GatewayRoute | undefined {
  let best: GatewayRoute | undefined;
  for (const r of ROUTES) {
    if ((path === r.prefix || path.startsWith(`${r.prefix}/`)) && (!best || r.prefix.length > best.prefix.length)) best = r;
  }
  return best;
}
