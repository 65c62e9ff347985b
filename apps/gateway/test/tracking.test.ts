import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { ActivityEvent } from '@roadgremlin/contracts';
import { testRedisUrl } from '@roadgremlin/service-kit/testing';
import { ORIGIN, makeKeys, mintToken, startStack, type Stack } from './harness.js';
import { trackingOriginCheck } from '../src/plugins/tracking.js';

/** Every event published on `<prefix>activity`, parsed with the contract (a malformed one fails the test). */
async function listen(prefix: string) {
  const sub = new Redis(testRedisUrl());
  const events: ActivityEvent[] = [];
  await sub.subscribe(`${prefix}activity`);
  sub.on('message', (_channel: string, raw: string) => events.push(ActivityEvent.parse(JSON.parse(raw))));
  return { events, close: () => sub.quit() };
}

type Falsy = false | 0 | '' | null | undefined;
async function waitFor<T>(check: () => T | Falsy, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const clients: WebSocket[] = [];
afterEach(() => {
  for (const ws of clients.splice(0)) ws.terminate();
});

/** A real WebSocket client on the gateway's /ws/track. */
async function track(stack: Stack, query = '', headers?: Record<string, string>) {
  const ws = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/ws/track${query}`, undefined, { headers });
  clients.push(ws);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  return {
    ws,
    closed,
    isClosed: () => isClosed,
    send: (message: unknown) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

let n = 0;
const sid = (label: string) => `${label}-${Date.now()}-${++n}`;

describe('/ws/track', () => {
  let stack: Stack;
  let bus: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    stack = await startStack({ TRACK_SESSION_END_GRACE_MS: '300', TRACK_MESSAGE_BURST: '20', TRACK_MESSAGES_PER_SECOND: '5' });
    bus = await listen(stack.config.REDIS_PREFIX);
  });
  afterAll(async () => {
    await bus?.close();
    await stack?.close();
  });
  const of = (sessionId: string) => bus.events.filter((e) => e.sessionId === sessionId);

  it("accepts the site's own origin only: another page's socket is refused with 403 before anything is published, so no other site can feed the dashboard made-up visits", async () => {
    const own = await track(stack, '', { origin: ORIGIN });
    const id = sid('own-origin');
    own.send({ type: 'page_change', sessionId: id, currentPage: '/explore' });
    await waitFor(() => of(id).length, 'the page change from the own origin');

    for (const origin of ['https://evil.example', 'http://gremlin.test.evil.example', 'null', 'http://localhost:5173']) {
      const ws = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/ws/track`, undefined, { headers: { origin } });
      clients.push(ws);
      const status = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => {});
      });
      expect(status, origin).toBe(403);
    }
  });

  it('the origin check: own origin, loopback origins only when PUBLIC_ORIGIN is loopback, no Origin (not a browser)', () => {
    const prod = trackingOriginCheck('https://roadgremlin.example');
    expect(prod('https://roadgremlin.example')).toBe(true);
    expect(prod(undefined)).toBe(true);
    for (const o of ['http://roadgremlin.example', 'https://roadgremlin.example.evil.example', 'http://localhost:5173', 'null', 'garbage']) expect(prod(o), o).toBe(false);
    const dev = trackingOriginCheck('http://localhost:8080');
    expect(dev('http://localhost:5173')).toBe(true);
    expect(dev('http://127.0.0.1:8080')).toBe(true);
    expect(dev('https://evil.example')).toBe(false);
  });

  it("a visitor's page_change is published as an activity event with email null and the path only", async () => {
    const c = await track(stack);
    const id = sid('visitor');
    c.send({ type: 'page_change', sessionId: id, currentPage: '/reset-password?access_token=secret#x' });
    const [event] = await waitFor(() => of(id).length && of(id), 'the page change');
    expect(event).toMatchObject({ type: 'page_change', sessionId: id, currentPage: '/reset-password', email: null });
    expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 5_000);
  });

  it("a signed-in socket's page changes carry the verified e-mail; a user_login claiming another e-mail is published with the verified one", async () => {
    const token = await mintToken(stack.keys, { email: 'rider@example.com' });
    const c = await track(stack, `?access_token=${token}`);
    const id = sid('member');
    c.send({ type: 'page_change', sessionId: id, currentPage: '/' });
    c.send({ type: 'user_login', sessionId: id, email: 'admin@roadgremlin.local', currentPage: '/community' });
    const events = await waitFor(() => of(id).length === 2 && of(id), 'both events');
    expect(events[0]).toMatchObject({ type: 'page_change', email: 'rider@example.com', currentPage: '/' });
    expect(events[1]).toMatchObject({ type: 'user_login', email: 'rider@example.com', currentPage: '/community' });
    expect(bus.events.some((e) => 'email' in e && e.email === 'admin@roadgremlin.local')).toBe(false);
  });

  it('the token may come as an Authorization header too', async () => {
    const token = await mintToken(stack.keys, { email: 'header@example.com' });
    const c = await track(stack, '', { authorization: `Bearer ${token}` });
    const id = sid('header');
    c.send({ type: 'user_login', sessionId: id, email: 'header@example.com', currentPage: '/my-trips' });
    const [event] = await waitFor(() => of(id).length && of(id), 'the login');
    expect(event).toMatchObject({ type: 'user_login', email: 'header@example.com' });
  });

  it('a user_login without a token, or with a forged or expired one, is not believed: published as a visitor page_change', async () => {
    const other = await makeKeys('other-key');
    const forged = await mintToken({ ...other, jwk: { ...other.jwk, kid: stack.keys.jwk.kid } }, { email: 'admin@roadgremlin.local' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await mintToken(stack.keys, { email: 'admin@roadgremlin.local', iat: now - 1000, exp: now - 10 });
    for (const query of ['', `?access_token=${forged}`, `?access_token=${expired}`, '?access_token=garbage']) {
      const c = await track(stack, query);
      const id = sid('liar');
      c.send({ type: 'user_login', sessionId: id, email: 'admin@roadgremlin.local', currentPage: '/admin' });
      const [event] = await waitFor(() => of(id).length && of(id), `the event (${query.slice(0, 20) || 'no token'})`);
      expect(event).toEqual({ type: 'page_change', sessionId: id, currentPage: '/admin', email: null, at: event.at });
      expect(c.isClosed()).toBe(false);
    }
  });

  it('malformed messages are dropped silently, the socket stays open and the next valid message goes through', async () => {
    const c = await track(stack);
    const id = sid('malformed');
    const bad = [
      'not json',
      '{"type":"page_change"',
      JSON.stringify({ type: 'page_change', currentPage: '/' }),
      JSON.stringify({ type: 'page_change', sessionId: '', currentPage: '/' }),
      JSON.stringify({ type: 'page_change', sessionId: 'x'.repeat(101), currentPage: '/' }),
      JSON.stringify({ type: 'page_change', sessionId: id, currentPage: '/'.repeat(2049) }),
      JSON.stringify({ type: 'session_end', sessionId: id }),
      JSON.stringify({ type: 'user_login', sessionId: id, email: `${'a'.repeat(250)}@x.io`, currentPage: '/' }),
      JSON.stringify([1, 2, 3]),
      'null',
    ];
    for (const raw of bad) c.send(raw);
    c.ws.send(Buffer.from(JSON.stringify({ type: 'page_change', sessionId: id, currentPage: '/binary' })), { binary: true } as never);
    c.send({ type: 'page_change', sessionId: id, currentPage: '/valid' });
    const events = await waitFor(() => of(id).length && of(id), 'the valid message');
    await sleep(100);
    expect(of(id)).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'page_change', currentPage: '/valid' });
    expect(c.isClosed()).toBe(false);
  });

  it('a frame over 4 KB closes that socket with 1009; another socket keeps publishing', async () => {
    const big = await track(stack);
    const other = await track(stack);
    big.send({ type: 'page_change', sessionId: sid('big'), currentPage: `/${'x'.repeat(5000)}` });
    expect((await big.closed).code).toBe(1009);
    const id = sid('bystander');
    other.send({ type: 'page_change', sessionId: id, currentPage: '/still-here' });
    await waitFor(() => of(id).length, 'the bystander');
  });

  it('messages over the per-socket rate are dropped; a socket that keeps flooding is closed with 1008', async () => {
    const c = await track(stack);
    const id = sid('flood');
    for (let i = 0; i < 60; i++) c.send({ type: 'page_change', sessionId: id, currentPage: `/p/${i}` });
    await waitFor(() => of(id).length >= 20, 'the burst');
    await sleep(150);
    // The burst (20) and whatever the bucket refilled meanwhile (5/s), not all 60.
    expect(of(id).length).toBeGreaterThanOrEqual(20);
    expect(of(id).length).toBeLessThan(25);
    // In order: admin-stats applies a channel in publish order.
    expect(of(id).map((e) => ('currentPage' in e ? e.currentPage : '')).slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => `/p/${i}`));
    for (let i = 0; i < 100; i++) c.send({ type: 'page_change', sessionId: id, currentPage: '/more' });
    expect((await c.closed).code).toBe(1008);
  });

  it('one socket reports at most 4 session ids', async () => {
    const c = await track(stack);
    const ids = Array.from({ length: 6 }, () => sid('many'));
    for (const id of ids) c.send({ type: 'page_change', sessionId: id, currentPage: '/' });
    await waitFor(() => of(ids[3]).length, 'the fourth session');
    await sleep(100);
    expect(ids.map((id) => of(id).length)).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it('closing the socket publishes session_end for each session id it used, after the grace period', async () => {
    const c = await track(stack);
    const [a, b] = [sid('end-a'), sid('end-b')];
    c.send({ type: 'page_change', sessionId: a, currentPage: '/' });
    c.send({ type: 'page_change', sessionId: b, currentPage: '/' });
    await waitFor(() => of(a).length && of(b).length, 'both sessions');
    const closedAt = Date.now();
    c.ws.close();
    await waitFor(() => of(a).some((e) => e.type === 'session_end') && of(b).some((e) => e.type === 'session_end'), 'both ends');
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(250);
    expect(of(a).filter((e) => e.type === 'session_end')).toHaveLength(1);
  });

  it('a reconnect that reports the same session within the grace period keeps it alive: no session_end', async () => {
    const id = sid('reconnect');
    const first = await track(stack);
    first.send({ type: 'page_change', sessionId: id, currentPage: '/' });
    await waitFor(() => of(id).length, 'the first page');
    first.ws.close();
    await first.closed;
    const token = await mintToken(stack.keys, { email: 'refresh@example.com' });
    const second = await track(stack, `?access_token=${token}`);
    second.send({ type: 'user_login', sessionId: id, email: 'refresh@example.com', currentPage: '/' });
    await sleep(700);
    expect(of(id).map((e) => e.type)).toEqual(['page_change', 'user_login']);
    second.ws.close();
    await waitFor(() => of(id).some((e) => e.type === 'session_end'), 'the end after the second socket closes');
  });

  it('a socket that never reported a session publishes nothing when it closes', async () => {
    const before = bus.events.length;
    const c = await track(stack);
    c.ws.close();
    await c.closed;
    await sleep(500);
    expect(bus.events.length).toBe(before);
  });
});

describe('/ws/track when the gateway shuts down', () => {
  it('closes every tracking socket with 1001 and does not end their sessions (the browsers reconnect)', async () => {
    const stack = await startStack({ TRACK_SESSION_END_GRACE_MS: '0' });
    const bus = await listen(stack.config.REDIS_PREFIX);
    try {
      const c = await track(stack);
      const id = sid('shutdown');
      c.send({ type: 'page_change', sessionId: id, currentPage: '/' });
      await waitFor(() => bus.events.some((e) => e.sessionId === id), 'the page');
      await stack.gateway.close();
      expect((await c.closed).code).toBe(1001);
      await sleep(200);
      expect(bus.events.filter((e) => e.sessionId === id).map((e) => e.type)).toEqual(['page_change']);
    } finally {
      await bus.close();
      await stack.close();
    }
  });
});
