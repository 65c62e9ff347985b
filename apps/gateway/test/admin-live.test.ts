/**
 * The live admin path end to end, without a browser: browsers' tracking sockets on two gateway
 * instances → Redis `activity` → two real admin-stats processes (services/admin-stats, spawned as
 * `npm start` would, so no import crosses the app/service boundary) on one Redis prefix and database
 * → the admin's /ws/admin and GET /api/admin/stats through either gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { AdminStatsSnapshot, StatsUpdateMessage } from '@roadgremlin/contracts';
import { createRedis } from '@roadgremlin/service-kit';
import { clearRedisPrefix, createTestDatabase, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { buildApp } from '../src/app.js';
import { closedPortUrl, freePort, makeKeys, mintToken, ORIGIN, startUpstream, testGatewayConfig, type Keys } from './harness.js';

const ADMIN = 'boss@example.com';
const ADMIN_STATS_DIR = fileURLToPath(new URL('../../../services/admin-stats', import.meta.url));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Falsy = false | 0 | '' | null | undefined;
async function waitFor<T>(check: () => T | Falsy | Promise<T | Falsy>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | Falsy;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)?.slice(0, 400)}`);
    await sleep(25);
  }
}

let keys: Keys;
let jwks: Awaited<ReturnType<typeof startUpstream>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const prefix = testRedisPrefix('admin-live');
const redis = createRedis(testRedisUrl());
const services: { child: ChildProcess; url: string }[] = [];
const gateways: { app: FastifyInstance; ws: string; http: string }[] = [];
const sockets: WebSocket[] = [];

async function startAdminStats() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ADMIN_STATS_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      IDENTITY_URL: jwks.url,
      PUBLIC_ORIGIN: ORIGIN,
      ADMIN_EMAILS: ADMIN,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  services.push({ child, url });
  return url;
}

async function startGateway(adminStatsUrl: string) {
  const dead = await closedPortUrl();
  const config = testGatewayConfig(prefix, {
    IDENTITY_URL: jwks.url,
    TRIPS_URL: dead,
    COMMUNITY_URL: dead,
    CONNECTIONS_URL: dead,
    ADMIN_STATS_URL: adminStatsUrl,
    ADMIN_EMAILS: ADMIN,
    RATE_LIMIT_PER_MINUTE: '0',
    TRACK_SESSION_END_GRACE_MS: '0',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const g = { app, ws: `ws://127.0.0.1:${port}`, http: `http://127.0.0.1:${port}` };
  gateways.push(g);
  return g;
}

function connect(url: string) {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const messages: StatsUpdateMessage[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  return { ws, messages, closed, opened, isClosed: () => isClosed, send: (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)) };
}

beforeAll(async () => {
  keys = await makeKeys();
  jwks = await startUpstream('identity', { extra: (app) => void app.get('/api/auth/jwks', async () => ({ keys: [keys.jwk] })) });
  database = await createTestDatabase('admin_live');
  const urls = [await startAdminStats(), await startAdminStats()];
  await Promise.all(
    urls.map((url) => waitFor(() => fetch(`${url}/readyz`).then((r) => r.ok, () => false), `admin-stats at ${url}`, 45_000)),
  );
  await startGateway(urls[0]);
  await startGateway(urls[1]);
}, 60_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  for (const g of gateways) await g.app.close().catch(() => {});
  for (const s of services) if (s.child.exitCode === null) s.child.kill('SIGTERM');
  await Promise.all(services.map((s) => (s.child.exitCode === null ? new Promise((r) => s.child.once('exit', r)) : null)));
  await jwks?.close();
  await clearRedisPrefix(redis, prefix);
  await redis.quit();
  await database?.drop();
}, 30_000);

describe('two gateways and two admin-stats instances on one Redis prefix', () => {
  it('show every admin the same numbers; a user_login claiming another e-mail is not believed; malformed messages close nothing', async () => {
    const [g1, g2] = gateways;
    const adminToken = await mintToken(keys, { email: ADMIN, sub: 'admin-id' });
    const admin1 = connect(`${g1.ws}/ws/admin?access_token=${adminToken}`);
    const admin2 = connect(`${g2.ws}/ws/admin?access_token=${adminToken}`);
    await Promise.all([admin1.opened, admin2.opened]);

    // 6 visitors on each gateway; 2 signed-in users (one of them lies about being the admin).
    const visitors = Array.from({ length: 12 }, (_, i) => ({ id: `visit-${i}`, c: connect(`${(i % 2 ? g2 : g1).ws}/ws/track`) }));
    const riderToken = await mintToken(keys, { email: 'rider@example.com', sub: 'rider-id' });
    const liarToken = await mintToken(keys, { email: 'liar@example.com', sub: 'liar-id' });
    const rider = connect(`${g1.ws}/ws/track?access_token=${riderToken}`);
    const liar = connect(`${g2.ws}/ws/track?access_token=${liarToken}`);
    const anonLiar = connect(`${g1.ws}/ws/track`);
    await Promise.all([...visitors.map((v) => v.c.opened), rider.opened, liar.opened, anonLiar.opened]);

    for (const v of visitors) v.c.send({ type: 'page_change', sessionId: v.id, currentPage: '/' });
    for (const v of visitors) v.c.send({ type: 'page_change', sessionId: v.id, currentPage: `/community/thread/${v.id}` });
    rider.send({ type: 'user_login', sessionId: 'rider-tab', email: 'rider@example.com', currentPage: '/auth' });
    liar.send({ type: 'user_login', sessionId: 'liar-tab', email: ADMIN, currentPage: '/admin' });
    anonLiar.send({ type: 'user_login', sessionId: 'anon-tab', email: ADMIN, currentPage: '/admin' });
    // Garbage on two visitors' sockets: dropped, and nobody is disconnected.
    visitors[0].c.send('{"type":"page_change","sessionId":');
    visitors[1].c.send({ type: 'page_change', sessionId: '', currentPage: '/x' });
    visitors[2].c.send({ type: 'hack', sessionId: 'visit-2', currentPage: '/x' });
    // Once all 15 sessions are live (so the peak is 15 whatever the timing), two visitors leave (one
    // per gateway): their sessions end.
    await waitFor(() => admin1.messages.at(-1)?.stats.activeUsers === 15 && admin2.messages.at(-1)?.stats.activeUsers === 15, 'all 15 sessions live');
    visitors[10].c.ws.close();
    visitors[11].c.ws.close();

    const expected = (m: StatsUpdateMessage | AdminStatsSnapshot | undefined) =>
      !!m && m.stats.activeUsers === 13 && m.stats.totalSessions === 15 && m.sessions.length === 13 && m.sessions.every((s) => s.id !== 'visit-3' || s.currentPage === '/community/thread/visit-3');
    const last1 = await waitFor(() => expected(admin1.messages.at(-1)) && admin1.messages.at(-1), 'admin on gateway 1');
    const last2 = await waitFor(() => expected(admin2.messages.at(-1)) && admin2.messages.at(-1), 'admin on gateway 2');

    const strip = (m: StatsUpdateMessage) => ({ stats: m.stats, sessions: m.sessions });
    expect(strip(last1)).toEqual(strip(last2));
    expect(last1.stats).toMatchObject({ activeUsers: 13, totalSessions: 15, peakConcurrent: 15, newUsersToday: 0, tripsGenerated: 0 });
    const byId = new Map(last1.sessions.map((s) => [s.id, s]));
    expect(byId.get('rider-tab')).toMatchObject({ email: 'rider@example.com', currentPage: '/auth' });
    // The liar's claim is not believed: the session carries the e-mail of the token it presented.
    expect(byId.get('liar-tab')).toMatchObject({ email: 'liar@example.com', currentPage: '/admin' });
    // Without a token a user_login is only a visit.
    expect(byId.get('anon-tab')).toMatchObject({ email: null, currentPage: '/admin' });
    expect(last1.sessions.some((s) => s.email === ADMIN)).toBe(false);
    expect(byId.has('visit-10')).toBe(false);
    expect(byId.get('visit-0')).toMatchObject({ email: null, currentPage: '/community/thread/visit-0' });

    // The same snapshot over HTTP through either gateway.
    const [h1, h2] = await Promise.all(
      gateways.map((g) => fetch(`${g.http}/api/admin/stats`, { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.json() as Promise<AdminStatsSnapshot>)),
    );
    expect(h1.stats).toEqual(last1.stats);
    expect(h1).toEqual(h2);

    // Nobody was disconnected by the garbage.
    expect(visitors.slice(0, 10).every((v) => !v.c.isClosed())).toBe(true);
    expect([rider, liar, anonLiar, admin1, admin2].every((c) => !c.isClosed())).toBe(true);
    visitors[0].c.send({ type: 'page_change', sessionId: 'visit-0', currentPage: '/my-trips' });
    await waitFor(() => admin2.messages.at(-1)?.sessions.find((s) => s.id === 'visit-0')?.currentPage === '/my-trips', 'the next page of a socket that sent garbage');
  });

  it("refuses a user's token on /ws/admin (1008, nothing sent) and answers 403 on GET /api/admin/stats", async () => {
    const userToken = await mintToken(keys, { email: 'rider@example.com', sub: 'rider-id' });
    for (const g of gateways) {
      const c = connect(`${g.ws}/ws/admin?access_token=${userToken}`);
      expect(await c.closed).toBe(1008);
      expect(c.messages).toEqual([]);
      const res = await fetch(`${g.http}/api/admin/stats`, { headers: { authorization: `Bearer ${userToken}` } });
      expect(res.status).toBe(403);
    }
    // Without a token the gateway itself refuses both.
    const anon = connect(`${gateways[0].ws}/ws/admin`);
    await expect(anon.opened).rejects.toThrow();
    expect((await fetch(`${gateways[0].http}/api/admin/stats`)).status).toBe(401);
  });
});

