import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import type { Redis } from 'ioredis';
import { createRedis } from '@roadgremlin/service-kit';
import { clearRedisPrefix, testAdminDatabaseUrl, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { buildApp } from '../src/app.js';
import { loadConfig, type GatewayConfig } from '../src/config.js';

export const ORIGIN = 'http://gremlin.test';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A tiny stand-in for a service: answers every path with what it received (and records it), serves
 * /healthz and an /openapi.json naming its own paths. `extra` adds routes (JWKS, a WebSocket…).
 */
export async function startUpstream(name: string, opts: { paths?: string[]; extra?: (app: FastifyInstance) => void | Promise<void> } = {}) {
  const app = Fastify({ logger: false });
  const seen: SeenRequest[] = [];
  await opts.extra?.(app);
  app.get('/healthz', async () => ({ status: 'ok', service: name }));
  app.get('/openapi.json', async () => ({
    openapi: '3.0.3',
    info: { title: name, version: '1.0.0' },
    paths: Object.fromEntries((opts.paths ?? []).map((p) => [p, { get: { summary: `${name} ${p}`, responses: { 200: { description: 'ok' } } } }])),
    components: { schemas: { [`${name}Thing`]: { type: 'object' }, ErrorBody: { type: 'object', description: 'shared' } } },
    tags: [{ name }],
  }));
  app.get('/api/trips/slow', async () => {
    await new Promise((r) => setTimeout(r, 1_500));
    return { slow: true };
  });
  app.get('/api/journey-activity/big', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(2 * 1024 * 1024, 0x61)));
  app.get('/api/journey-activity/stream', async (_request, reply) => {
    const stream = new Readable({ read() {} });
    let n = 0;
    const timer = setInterval(() => {
      stream.push(`chunk-${++n};`);
      if (n === 3) {
        clearInterval(timer);
        stream.push(null);
      }
    }, 10);
    return reply.type('text/plain').send(stream);
  });
  app.all('/*', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } });
    return { service: name, method: request.method, url: request.url, headers: request.headers, body: request.body ?? null };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}`, seen, close: () => app.close() };
}

/** A port nothing listens on (bound, then released). */
/** Gateway config for tests: quiet, local PostgreSQL/Redis, the test origin, a private Redis prefix; `env` adds the rest. */
export function testGatewayConfig(prefix: string, env: Record<string, string>): GatewayConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REQUEST_LOG_LEVEL: 'off',
    DATABASE_URL: testAdminDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    PUBLIC_ORIGIN: ORIGIN,
    ...env,
  });
}

/**
 * A URL nothing answers at: port 9 (discard), below the ephemeral range, so no other test's server
 * can be handed it (a port freed by listen(0) can be reused by a test running beside this one).
 */
export async function closedPortUrl() {
  return 'http://127.0.0.1:9';
}

/** A port free right now, for a server this test starts on it. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export interface Keys {
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function makeKeys(kid = 'test-key'): Promise<Keys> {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { privateKey, jwk };
}

let sidCounter = 0;
export async function mintToken(
  keys: Keys,
  claims: Partial<{ sub: string; email: string; sid: string; iat: number; exp: number; iss: string; aud: string }> = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const { sub = 'user-1', email = 'rider@example.com', sid = `sid-${++sidCounter}-${Math.random()}`, iat = now, exp = now + 900 } = claims;
  return new SignJWT({ email, sid })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.jwk.kid })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setIssuer(claims.iss ?? ORIGIN)
    .setAudience(claims.aud ?? ORIGIN)
    .sign(keys.privateKey);
}

/** A built web app: index.html and one hashed asset. */
export function makeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'rg-gateway-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root">Road Gremlin SPA</div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c2b.js'), 'console.log("gremlin")');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Stack {
  gateway: FastifyInstance;
  gatewayUrl: string;
  config: GatewayConfig;
  keys: Keys;
  redis: Redis;
  upstreams: Record<'identity' | 'trips' | 'community' | 'connections' | 'adminStats', Awaited<ReturnType<typeof startUpstream>>>;
  close(): Promise<void>;
}

/**
 * Five fake services (identity also serving the JWKS, admin-stats a WebSocket echo), and the gateway
 * built on them, listening on port 0 (WebSocket upgrades need a real socket).
 */
export async function startStack(
  env: Record<string, string> = {},
  opts: {
    dist?: string | null;
    connectionsRoutes?: (app: FastifyInstance) => void | Promise<void>;
    tripsRoutes?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<Stack> {
  const keys = await makeKeys();
  const identity = await startUpstream('identity', {
    paths: ['/api/auth/signin', '/api/users/me', '/api/internal/secret'],
    extra: (app) => {
      app.get('/api/auth/jwks', async () => ({ keys: [keys.jwk] }));
    },
  });
  const trips = await startUpstream('trips', { paths: ['/api/generate-stops', '/api/trips/{tripId}'], extra: opts.tripsRoutes });
  const community = await startUpstream('community', { paths: ['/api/community/posts', '/api/community/posts/{postId}'] });
  const connections = await startUpstream('connections', { extra: opts.connectionsRoutes });
  const adminStats = await startUpstream('adminStats', {
    extra: async (app) => {
      await app.register(websocket);
      app.get('/ws/admin', { websocket: true }, (socket, request) => {
        socket.send(JSON.stringify({ type: 'hello', authorization: request.headers.authorization ?? null, requestId: request.headers['x-request-id'] ?? null }));
        socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
      });
    },
  });
  const dist = opts.dist === undefined ? makeDist() : null;
  const prefix = testRedisPrefix('gateway');
  const config = testGatewayConfig(prefix, {
    IDENTITY_URL: identity.url,
    TRIPS_URL: trips.url,
    COMMUNITY_URL: community.url,
    CONNECTIONS_URL: connections.url,
    ADMIN_STATS_URL: adminStats.url,
    WEB_DIST: opts.dist === undefined ? dist!.dir : (opts.dist ?? join(tmpdir(), 'rg-no-such-dist')),
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const redis = createRedis(testRedisUrl());
  const gateway = await buildApp({ config, redis, logger: false });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const { port } = gateway.server.address() as { port: number };
  return {
    gateway,
    gatewayUrl: `http://127.0.0.1:${port}`,
    config,
    keys,
    redis,
    upstreams: { identity, trips, community, connections, adminStats },
    async close() {
      await gateway.close();
      await Promise.all([identity, trips, community, connections, adminStats].map((u) => u.close()));
      await clearRedisPrefix(redis, prefix).catch(() => {});
      await redis.quit();
      dist?.remove();
    },
  };
}
