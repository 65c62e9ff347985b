import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { WebSocket } from 'undici';
import { closedPortUrl, mintToken, startStack, type Stack } from './harness.js';

let stack: Stack;

function rawGet(base: string, path: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
beforeAll(async () => {
  stack = await startStack({ UPSTREAM_TIMEOUT_MS: '400' });
});
afterAll(() => stack?.close());

describe('headers on the way to a service', () => {
  it('drops client-sent internal headers, passes x-request-id both ways and sets X-Forwarded-*', async () => {
    const res = await stack.gateway.inject({
      method: 'GET',
      url: '/api/journey-activity',
      remoteAddress: '203.0.113.7',
      headers: {
        host: 'roadgremlin.example',
        'x-request-id': 'req-abc.123',
        'x-user-id': 'admin',
        'x-user-email': 'admin@roadgremlin.local',
        'x-internal-token': 'secret',
        'x-gremlin-role': 'admin',
        'x-forwarded-user': 'admin',
        'x-forwarded-email': 'admin@roadgremlin.local',
        'x-forwarded-for': '10.0.0.1',
        'x-real-ip': '10.0.0.1',
        'x-userid': '1',
        'x-custom-ok': 'kept',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('req-abc.123');
    const seen = stack.upstreams.trips.seen.at(-1)!;
    const names = Object.keys(seen.headers);
    for (const h of ['x-user-id', 'x-user-email', 'x-internal-token', 'x-gremlin-role', 'x-forwarded-user', 'x-forwarded-email', 'x-real-ip', 'x-userid']) {
      expect(names).not.toContain(h);
    }
    expect(seen.headers['x-custom-ok']).toBe('kept');
    expect(seen.headers['x-request-id']).toBe('req-abc.123');
    // TRUST_PROXY is off: the client's X-Forwarded-For is replaced by the address it connected from.
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('roadgremlin.example');
  });

  it('replaces an unreasonable x-request-id with the request’s trace id, sent to the service and echoed', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', headers: { 'x-request-id': 'x'.repeat(129) } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const seen = stack.upstreams.trips.seen.at(-1)!.headers;
    expect(seen['x-request-id']).toBe(id);
    expect(seen.traceparent).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-01$`));
    const bad = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', headers: { 'x-request-id': 'has spaces <script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('generates a request id (the new trace’s id) when the client sends none', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(stack.upstreams.trips.seen.at(-1)!.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('streams request bodies through unchanged', async () => {
    const token = await mintToken(stack.keys);
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/generate-stops',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ prompt: 'Ghost towns from Reno to Vegas', adults: 2 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ prompt: 'Ghost towns from Reno to Vegas', adults: 2 });
  });
});

describe('what goes through', () => {
  it('refuses paths that climb out of their prefix with 400, even on public routes', async () => {
    for (const url of ['/api/trips/shared/../../users/me', '/api/trips/shared/%2e%2e/%2e%2e/users/me', '/api/community/posts%2f..%2f..%2fusers', '/api/community/..\\users']) {
      const before = stack.upstreams.trips.seen.length + stack.upstreams.community.seen.length;
      // A raw request: fetch and inject would normalise the dot segments away before sending.
      const res = await rawGet(stack.gatewayUrl, url);
      expect(res.status, url).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('bad_request');
      expect(stack.upstreams.trips.seen.length + stack.upstreams.community.seen.length).toBe(before);
    }
  });

  it('relays large answers (streamed) and unsized ones (chunked) intact', async () => {
    const big = await fetch(`${stack.gatewayUrl}/api/journey-activity/big`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-length')).toBe(String(2 * 1024 * 1024));
    const bytes = Buffer.from(await big.arrayBuffer());
    expect(bytes.length).toBe(2 * 1024 * 1024);
    expect(bytes.every((b) => b === 0x61)).toBe(true);
    const chunked = await fetch(`${stack.gatewayUrl}/api/journey-activity/stream`);
    expect(await chunked.text()).toBe('chunk-1;chunk-2;chunk-3;');
  });

  it('answers HEAD without a body and lets a CORS preflight reach the service without a token', async () => {
    const head = await stack.gateway.inject({ method: 'HEAD', url: '/api/journey-activity' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const preflight = await stack.gateway.inject({
      method: 'OPTIONS',
      url: '/api/user/trips',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(200);
    expect(preflight.json().method).toBe('OPTIONS');
  });

  it('drops hop-by-hop headers, including those named in Connection', async () => {
    await stack.gateway.inject({
      method: 'GET',
      url: '/api/journey-activity',
      headers: { connection: 'keep-alive, x-drop-me', 'x-drop-me': '1', 'keep-alive': 'timeout=5', te: 'trailers', 'proxy-authorization': 'Basic eA==' },
    });
    const seen = stack.upstreams.trips.seen.at(-1)!.headers;
    expect(seen['x-drop-me']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen.te).toBeUndefined();
  });
});

describe('a service that is down or slow', () => {
  it('answers 503 with a message naming the service, within 3 s', async () => {
    const down = await startStack({ COMMUNITY_URL: await closedPortUrl() });
    try {
      const started = Date.now();
      const res = await down.gateway.inject({ method: 'GET', url: '/api/community/posts' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: { code: 'service_unavailable', message: 'The community service is not answering right now. Please try again in a moment.' },
      });
      const ready = await down.gateway.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.community.ok).toBe(false);
      expect(ready.json().checks.trips.ok).toBe(true);
    } finally {
      await down.close();
    }
  });

  it('answers 504 in the shared shape when the service does not answer within UPSTREAM_TIMEOUT_MS', async () => {
    const token = await mintToken(stack.keys);
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/trips/slow', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(504);
    expect(res.json().error.code).toBe('gateway_timeout');
    expect(res.json().error.message).toMatch(/^The trips service took too long/);
  });
});

describe('health', () => {
  it('/healthz answers 200 and /readyz checks every service and Redis, and no database (the gateway has none)', async () => {
    expect((await stack.gateway.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await stack.gateway.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json().checks).toMatchObject({
      identity: { ok: true },
      trips: { ok: true },
      community: { ok: true },
      connections: { ok: true },
      adminStats: { ok: true },
      redis: { ok: true },
    });
    expect(Object.keys(ready.json().checks).sort()).toEqual(['adminStats', 'community', 'connections', 'identity', 'redis', 'trips']);
    expect(ready.statusCode).toBe(200);
  });
});

describe('WebSockets', () => {
  function open(url: string) {
    const ws = new WebSocket(url);
    const messages: string[] = [];
    const waiters: (() => void)[] = [];
    ws.addEventListener('message', (e) => {
      messages.push(String(e.data));
      waiters.splice(0).forEach((w) => w());
    });
    const next = async (n: number) => {
      while (messages.length < n) await new Promise<void>((r) => waiters.push(r));
      return messages[n - 1];
    };
    const closed = new Promise<number>((r) => ws.addEventListener('close', (e) => r(e.code)));
    const opened = new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve());
      ws.addEventListener('error', () => reject(new Error('websocket error')));
    });
    return { ws, next, opened, closed };
  }

  it('/ws/admin with a token in the query string reaches the service as a bearer header and echoes', async () => {
    const token = await mintToken(stack.keys);
    const c = open(`${stack.gatewayUrl.replace('http', 'ws')}/ws/admin?access_token=${token}`);
    await c.opened;
    const hello = JSON.parse(await c.next(1));
    expect(hello.type).toBe('hello');
    expect(hello.authorization).toBe(`Bearer ${token}`);
    expect(hello.requestId).toBeTruthy();
    c.ws.send('ping-1');
    expect(await c.next(2)).toBe('echo:ping-1');
    c.ws.close();
    await c.closed;
  });

  it('/ws/admin without a token is refused', async () => {
    const c = open(`${stack.gatewayUrl.replace('http', 'ws')}/ws/admin`);
    await expect(c.opened).rejects.toThrow();
  });

  it('/ws/track without an upgrade answers 426 (the socket itself: tracking.test.ts)', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/ws/track' });
    expect(res.statusCode).toBe(426);
    expect(res.json().error.code).toBe('upgrade_required');
  });

  it('an upgrade to a path that is no socket is refused with 404', async () => {
    const c = open(`${stack.gatewayUrl.replace('http', 'ws')}/ws/nothing`);
    await expect(c.opened).rejects.toThrow();
  });
});
