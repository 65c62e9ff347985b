import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { Redis } from 'ioredis';
import pg from 'pg';
import { TokenVerifier } from '@roadgremlin/auth';
import { createTestEnv } from '@roadgremlin/service-kit/testing';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { startWorkers, type RunningWorkers } from '../src/jobs/workers.js';

export const ISSUER = 'http://localhost:8080';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let keys: Promise<{ privateKey: Key; jwks: ReturnType<typeof createLocalJWKSet>; jwk: JWK }> | undefined;

/** One Ed25519 key pair per test file, standing in for the identity service. */
export function testKeys() {
  keys ??= (async () => {
    const pair = await generateKeyPair('EdDSA', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'EdDSA' };
    return { privateKey: pair.privateKey, jwks: createLocalJWKSet({ keys: [jwk] }), jwk };
  })();
  return keys;
}

export async function mintToken(sub: string, email = `${sub}@example.com`) {
  const { privateKey } = await testKeys();
  return new SignJWT({ email, sid: `sess-${sub}` })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Stack {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: Config;
  env: Record<string, string>;
  workers?: RunningWorkers;
  sql: pg.Client;
  redis: Redis;
  close(): Promise<void>;
}

/**
 * The service under test against real Postgres and Redis (a fresh database and a private prefix),
 * with the BullMQ workers running in this process unless `workers: false`.
 */
export async function startStack(label: string, extra: Record<string, string> = {}, opts: { workers?: boolean } = {}): Promise<Stack> {
  const testEnv = await createTestEnv(label, { JOB_BACKOFF_MS: '50', ...extra });
  const config = loadConfig(testEnv.env);
  const { jwks } = await testKeys();
  const app = await buildApp({ config, logger: false, verifier: new TokenVerifier({ jwks, issuer: ISSUER, audience: ISSUER }) });
  const workers = opts.workers === false ? undefined : await startWorkers({ config });
  const sql = new pg.Client({ connectionString: testEnv.database.url });
  await sql.connect();
  const redis = new Redis(testEnv.env.REDIS_URL);
  return {
    app,
    config,
    env: testEnv.env,
    workers,
    sql,
    redis,
    async close() {
      await workers?.close();
      await app.close();
      await sql.end();
      await redis.quit();
      await testEnv.cleanup();
    },
  };
}

export async function generate(stack: Stack, token: string, body: Record<string, unknown>) {
  return stack.app.inject({ method: 'POST', url: '/api/generate-stops', headers: auth(token), payload: body });
}

/** A tiny HTTP server for fakes (connections, OpenAI, Serper, Street View). */
export async function fakeServer(handler: (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      Promise.resolve(handler(req, body, res)).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
