import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { errorBody, TrackingMessage, type AccessClaims, type ActivityEvent } from '@roadgremlin/contracts';
import { bearerToken, type RevocationList, type TokenVerifier } from '@roadgremlin/auth';
import { trackSocket } from '@roadgremlin/service-kit';
import type { GatewayConfig } from '../config.js';
import { routeFor } from '../routes.js';
import { ActivityPublisher } from '../tracking/activity-publisher.js';

export const TRACK_PATH = '/ws/track';

/** A socket that keeps sending over its rate after this many dropped messages is closed (1008). */
const MAX_DROPPED = 100;

declare module 'fastify' {
  interface FastifyInstance {
    /** /ws/track internals for tests and the bench (never exposed over HTTP). */
    tracking: { publisher: ActivityPublisher; sockets: () => number };
  }
}

export interface TrackingOptions {
  config: Pick<
    GatewayConfig,
    | 'REDIS_PREFIX'
    | 'PUBLIC_ORIGIN'
    | 'TRACK_MAX_MESSAGE_BYTES'
    | 'TRACK_MESSAGES_PER_SECOND'
    | 'TRACK_MESSAGE_BURST'
    | 'TRACK_SESSIONS_PER_SOCKET'
    | 'TRACK_SESSION_END_GRACE_MS'
    | 'TRACK_HEARTBEAT_MS'
  >;
  redis: Redis;
  verifier: TokenVerifier;
  revocations?: RevocationList;
}

interface TrackSocket {
  ws: WebSocket;
  /** Unique per socket across instances: the value of the session owner keys it claims. */
  owner: string;
  /** The verified token's claims; null for a visitor or a token that did not verify. */
  claims: AccessClaims | null;
  sessions: Set<string>;
  tokens: number;
  refilledAt: number;
  dropped: number;
  alive: boolean;
}

/** Only the path: a query string or fragment can carry tokens (reset links, auth returns). */
function pathOnly(page: string) {
  const cut = page.search(/[?#]/);
  return cut === -1 ? page : page.slice(0, cut);
}

function refuseUpgrade(socket: Duplex, status: number, text: string, body: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * Which `Origin` may open /ws/track: the site's own (PUBLIC_ORIGIN), so no other web page can
 * open a socket from its visitors' browsers and feed the dashboard made-up visits. A request without
 * `Origin` is not a browser page (browsers always send it on a WebSocket handshake) and is accepted:
 * it could claim any origin anyway. When PUBLIC_ORIGIN is a loopback address (development), any
 * loopback origin is the site too: the web dev server (:5173) forwards the socket with its own origin.
 */
export function trackingOriginCheck(publicOrigin: string): (origin: string | undefined) => boolean {
  const own = originOf(publicOrigin);
  const ownOrigin = own?.origin;
  const dev = own ? LOOPBACK_HOSTS.has(own.hostname) : false;
  return (origin) => {
    if (origin === undefined) return true;
    if (origin === ownOrigin) return true;
    const parsed = originOf(origin);
    if (!parsed || parsed.origin === 'null') return false;
    if (parsed.origin === ownOrigin) return true;
    return dev && LOOPBACK_HOSTS.has(parsed.hostname) && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
  };
}

/**
 * `/ws/track`: the page-tracking socket every browser opens (docs/product/api.md#page-tracking).
 * The gateway terminates it itself and publishes libs/contracts `ActivityEvent`s on Redis
 * `<REDIS_PREFIX>activity`, which services/admin-stats applies.
 *
 * - Only the site's own pages: an `Origin` other than PUBLIC_ORIGIN is refused with 403 at the upgrade
 *   (`trackingOriginCheck`).
 * - No token needed. `?access_token=` (or `Authorization: Bearer`) identifies a signed-in user; it is
 *   verified once at the upgrade. A token that does not verify makes the socket a visitor's (tracking
 *   never fails a page); the client reconnects with its new token after a refresh.
 * - The e-mail published is always the verified token's, never the message's: `page_change` carries
 *   it (null for visitors); a `user_login` is published with the verified e-mail whatever it claims,
 *   and without a valid token (none, expired, revoked since) it is published as a plain `page_change`
 *   with `email: null` — the visit counts, the claim does not.
 * - Each text frame must be a `TrackingMessage`; anything else is dropped silently and the socket stays
 *   open. A frame over TRACK_MAX_MESSAGE_BYTES closes it with 1009 (RFC 6455 section 7.4.1, done by `ws`).
 *   A token bucket (TRACK_MESSAGES_PER_SECOND, TRACK_MESSAGE_BURST) drops messages over the rate; after
 *   100 dropped the socket is closed with 1008. At most TRACK_SESSIONS_PER_SOCKET session ids per socket.
 * - Closing publishes `session_end` for the session ids the socket used, TRACK_SESSION_END_GRACE_MS
 *   later and only if no newer socket (here or on another gateway) has reported them since.
 *   A gateway shutting down closes its sockets with 1001 and does not end their sessions: the
 *   browsers reconnect, possibly to another instance.
 *
 * The upgrade is handled on the raw server ('upgrade' event), beside @fastify/http-proxy's listener
 * (which, once it is not alone, only takes its own prefixes: /ws/admin). No Fastify routing per
 * upgrade; plain HTTP on /ws/track answers 426.
 */
export async function registerTracking(app: FastifyInstance, opts: TrackingOptions) {
  const { config, verifier, revocations } = opts;
  const instance = randomUUID();
  let seq = 0;
  const publisher = new ActivityPublisher({
    redis: opts.redis,
    prefix: config.REDIS_PREFIX,
    onError: (err) => app.log.error({ err }, 'could not publish page-tracking events to Redis'),
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: config.TRACK_MAX_MESSAGE_BYTES, perMessageDeflate: false, clientTracking: false });
  const sockets = new Set<TrackSocket>();
  const pendingEnds = new Map<NodeJS.Timeout, () => void>();
  const ratePerMs = config.TRACK_MESSAGES_PER_SECOND / 1000;
  const burst = config.TRACK_MESSAGE_BURST;
  let closing = false;

  app.decorate('tracking', { publisher, sockets: () => sockets.size });

  function verifiedEmail(state: TrackSocket): string | null {
    const claims = state.claims;
    if (!claims) return null;
    if (claims.exp * 1000 <= Date.now() || revocations?.isRevoked(claims)) {
      state.claims = null;
      return null;
    }
    return claims.email;
  }

  function onMessage(state: TrackSocket, data: RawData, isBinary: boolean) {
    const now = performance.now();
    state.tokens = Math.min(burst, state.tokens + (now - state.refilledAt) * ratePerMs);
    state.refilledAt = now;
    if (state.tokens < 1) {
      if (++state.dropped >= MAX_DROPPED) state.ws.close(1008, 'Too many tracking messages');
      return;
    }
    state.tokens -= 1;
    if (isBinary) return;
    let parsed;
    try {
      parsed = TrackingMessage.safeParse(JSON.parse(data.toString()));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const msg = parsed.data;
    if (!state.sessions.has(msg.sessionId)) {
      if (state.sessions.size >= config.TRACK_SESSIONS_PER_SOCKET) return;
      state.sessions.add(msg.sessionId);
      publisher.claim(msg.sessionId, state.owner);
    }
    const email = verifiedEmail(state);
    const currentPage = pathOnly(msg.currentPage);
    const at = new Date().toISOString();
    const event: ActivityEvent =
      msg.type === 'user_login' && email
        ? { type: 'user_login', sessionId: msg.sessionId, currentPage, email, at }
        : { type: 'page_change', sessionId: msg.sessionId, currentPage, email, at };
    publisher.publish(event);
  }

  function onClose(state: TrackSocket) {
    sockets.delete(state);
    if (closing || !state.sessions.size) return;
    const at = new Date().toISOString();
    const end = () => {
      for (const sessionId of state.sessions) publisher.endIfOwner(sessionId, state.owner, at);
    };
    if (config.TRACK_SESSION_END_GRACE_MS === 0) return end();
    const timer = setTimeout(() => {
      pendingEnds.delete(timer);
      end();
    }, config.TRACK_SESSION_END_GRACE_MS);
    pendingEnds.set(timer, end);
  }

  function accept(request: IncomingMessage, socket: Duplex, head: Buffer, claims: AccessClaims | null) {
    if (closing) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => {
      const state: TrackSocket = {
        ws,
        owner: `${instance}:${++seq}`,
        claims,
        sessions: new Set(),
        tokens: burst,
        refilledAt: performance.now(),
        dropped: 0,
        alive: true,
      };
      sockets.add(state);
      trackSocket('gateway', '/ws/track', ws);
      ws.on('message', (data, isBinary) => onMessage(state, data, isBinary));
      ws.on('pong', () => (state.alive = true));
      ws.on('close', () => onClose(state));
      ws.on('error', () => {
        /* a protocol error (oversized frame → 1009) closes the socket; 'close' follows */
      });
    });
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = request.url ?? '/';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path !== TRACK_PATH) {
      // Proxied sockets (/ws/admin) belong to @fastify/http-proxy's listener; nothing else upgrades.
      if (routeFor(path)?.websocket) return;
      socket.on('error', () => {});
      return refuseUpgrade(socket, 404, 'Not Found', JSON.stringify(errorBody('not_found', `There is no WebSocket at ${path}.`)));
    }
    socket.on('error', () => {});
    if (!allowedOrigin(request.headers.origin)) {
      return refuseUpgrade(socket, 403, 'Forbidden', JSON.stringify(errorBody('forbidden_origin', 'Page tracking only accepts the site’s own pages.')));
    }
    const fromQuery = q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get('access_token');
    const token = fromQuery || bearerToken(request.headers.authorization);
    if (!token) return accept(request, socket, head, null);
    verifier.verify(token).then(
      (claims) => accept(request, socket, head, claims),
      () => accept(request, socket, head, null),
    );
  }

  const allowedOrigin = trackingOriginCheck(config.PUBLIC_ORIGIN);
  app.server.on('upgrade', onUpgrade);
  const heartbeat = setInterval(() => {
    for (const state of sockets) {
      if (!state.alive) {
        state.ws.terminate();
        continue;
      }
      state.alive = false;
      state.ws.ping();
    }
  }, config.TRACK_HEARTBEAT_MS);
  heartbeat.unref();

  // preClose: before the onClose hooks that quit Redis.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    app.server.off('upgrade', onUpgrade);
    // Sockets that closed before the shutdown: end their sessions now rather than never.
    for (const [timer, end] of pendingEnds) {
      clearTimeout(timer);
      end();
    }
    pendingEnds.clear();
    for (const state of sockets) {
      state.ws.close(1001, 'The server is restarting');
      // A client that never answers the close frame would hold server.close() open.
      setTimeout(() => state.ws.terminate(), 1_000).unref();
    }
    await publisher.flush();
    wss.close();
  });

  await app.register(async (scope) => {
    scope.get(TRACK_PATH, async (request, reply) => {
      reply.header('x-request-id', request.id).header('upgrade', 'websocket');
      return reply.code(426).send(errorBody('upgrade_required', 'This is a WebSocket: open it with new WebSocket(url).'));
    });
  });
}
