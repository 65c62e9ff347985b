import { SignJWT, generateKeyPair, exportJWK, createLocalJWKSet, type JWK } from 'jose';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { TokenVerifier } from '@roadgremlin/auth';
import { createTestEnv, testRedisUrl } from '@roadgremlin/service-kit/testing';
import type { StatsUpdateMessage } from '@roadgremlin/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export const ISS = 'http://localhost:8080';
export const ADMIN_EMAIL = 'boss@example.com';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** One test file's world: a database, a Redis prefix, a signing key, and the apps built on them. */
export async function createWorld(label: string, extra: Record<string, string> = {}) {
  const env = await createTestEnv(label, { ADMIN_EMAILS: `${ADMIN_EMAIL}, second-admin@example.com`, PUBLIC_ORIGIN: ISS, ...extra });
  const pair = await generateKeyPair('EdDSA', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'EdDSA' };
  const jwks = createLocalJWKSet({ keys: [jwk] });
  const redis = new Redis(testRedisUrl());
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const sockets: WebSocket[] = [];

  async function token(email: string, opts: { key?: Key; exp?: string | number; sub?: string } = {}) {
    return new SignJWT({ email, sid: `sid-${email}` })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject(opts.sub ?? `user-${email}`)
      .setIssuer(ISS)
      .setAudience(ISS)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? '15m')
      .sign(opts.key ?? pair.privateKey);
  }

  return {
    env: env.env,
    prefix: env.prefix,
    redis,
    token,
    adminToken: () => token(ADMIN_EMAIL),
    userToken: () => token('someone@example.com'),
    async build(overrides: Record<string, string> = {}, clock?: () => number) {
      const verifier = new TokenVerifier({ jwks, issuer: ISS, audience: ISS });
      const app = await buildApp({ config: loadConfig({ ...env.env, ...overrides }), logger: false, verifier, clock });
      apps.push(app);
      return app;
    },
    /** Publishes on `<prefix><channel>` as the gateway, trips and identity do; raw strings go as they are. */
    async publish(channel: string, event: unknown) {
      await redis.publish(`${env.prefix}${channel}`, typeof event === 'string' ? event : JSON.stringify(event));
    },
    /** A real WebSocket client on /ws/admin that records every message and the close. */
    async connect(app: Awaited<ReturnType<typeof buildApp>>, opts: { query?: string; protocols?: string[]; headers?: Record<string, string> } = {}) {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('the app is not listening');
      const ws = new WebSocket(`ws://127.0.0.1:${address.port}/ws/admin${opts.query ?? ''}`, opts.protocols, { headers: opts.headers });
      sockets.push(ws);
      const messages: StatsUpdateMessage[] = [];
      const times: number[] = [];
      const raw: string[] = [];
      ws.on('message', (data: Buffer) => {
        raw.push(data.toString());
        times.push(Date.now());
        messages.push(JSON.parse(data.toString()));
      });
      const closed = new Promise<{ code: number; reason: string }>((resolve) => {
        ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() }));
      });
      const opened = new Promise<boolean>((resolve) => {
        ws.on('open', () => resolve(true));
        ws.on('error', () => resolve(false));
      });
      return { ws, messages, times, raw, closed, opened };
    },
    async cleanup() {
      for (const s of sockets) s.terminate();
      for (const app of apps) await app.close().catch(() => {});
      await redis.quit();
      await env.cleanup();
    },
  };
}

/** Polls until `check` returns a truthy value (returned), or fails after `timeoutMs` with the last value seen. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let seq = 0;
/** An activity event as the gateway publishes it. */
export function pageChange(sessionId: string, currentPage: string, email: string | null = null) {
  return { type: 'page_change', sessionId, currentPage, email, at: new Date(Date.now() + seq++).toISOString() };
}
export function userLogin(sessionId: string, email: string, currentPage = '/') {
  return { type: 'user_login', sessionId, currentPage, email, at: new Date(Date.now() + seq++).toISOString() };
}
export function sessionEnd(sessionId: string) {
  return { type: 'session_end', sessionId, at: new Date(Date.now() + seq++).toISOString() };
}
