import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { metricsRegistry, parsePrometheusText, parseTraceparent } from '@roadgremlin/service-kit';
import { buildApp, gatewayLoggerOptions } from '../src/app.js';
import { ORIGIN, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const INCOMING = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('tracing through the gateway (W3C traceparent)', () => {
  it('continues a valid incoming trace: the service gets the same trace id with the gateway’s span as parent, and it is the request id', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', headers: { traceparent: INCOMING } });
    expect(res.statusCode).toBe(200);
    const seen = stack.upstreams.trips.seen.at(-1)!;
    const forwarded = parseTraceparent(seen.headers.traceparent)!;
    expect(forwarded.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(forwarded.parentId).not.toBe('b7ad6b7169203331');
    expect(forwarded.flags).toBe('01');
    expect(seen.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(res.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('starts a trace when the client sends none or an invalid one (a new one per request)', async () => {
    const ids: string[] = [];
    for (const headers of [{}, { traceparent: 'not-a-trace' }, { traceparent: '00-00000000000000000000000000000000-b7ad6b7169203331-01' }]) {
      await stack.gateway.inject({ method: 'GET', url: '/api/community/posts', headers });
      const forwarded = parseTraceparent(stack.upstreams.community.seen.at(-1)!.headers.traceparent);
      expect(forwarded, JSON.stringify(headers)).toBeDefined();
      ids.push(forwarded!.traceId);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('a client x-request-id stays the request id, and the trace still reaches the service', async () => {
    await stack.gateway.inject({ method: 'GET', url: '/api/community/posts', headers: { traceparent: INCOMING, 'x-request-id': 'mine-1' } });
    const seen = stack.upstreams.community.seen.at(-1)!;
    expect(seen.headers['x-request-id']).toBe('mine-1');
    expect(parseTraceparent(seen.headers.traceparent)!.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('every gateway log line of the request carries traceId', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        cb();
      },
    });
    const config = { ...stack.config, LOG_LEVEL: 'info' as const, REQUEST_LOG_LEVEL: 'info' as const };
    const app = await buildApp({ config, redis: stack.redis, logger: { ...gatewayLoggerOptions(config), stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/journey-activity', headers: { traceparent: INCOMING } });
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0].traceId).toBe('0af7651916cd43dd8448eb211c80319c');
      expect(completed[0].reqId).toBe('0af7651916cd43dd8448eb211c80319c');
    } finally {
      await app.close();
    }
  });
});

describe('metrics are not public', () => {
  it('GET /metrics on the public port is a 404 in the shared shape (not the web app)', async () => {
    for (const url of ['/metrics', '/metrics?x=1']) {
      const res = await stack.gateway.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('Road Gremlin SPA');
    }
  });

  it('/api/…/metrics is answered 404 by the gateway and never reaches a service', async () => {
    const before = Object.fromEntries(Object.entries(stack.upstreams).map(([k, u]) => [k, u.seen.length]));
    for (const url of ['/api/community/metrics', '/api/journey-activity/metrics', '/api/auth/metrics', '/api/google-streetview/metrics/', '/api/community/metrics?format=prometheus']) {
      const res = await stack.gateway.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const after = Object.fromEntries(Object.entries(stack.upstreams).map(([k, u]) => [k, u.seen.length]));
    expect(after).toEqual(before);
  });

  it('the gateway records its requests by route pattern (served on its metrics port, see libs/runtime prometheus test)', async () => {
    await stack.gateway.inject({ method: 'GET', url: '/api/community/posts/abc-123' });
    await stack.gateway.inject({ method: 'GET', url: '/no/such/page.png' });
    const m = parsePrometheusText(await metricsRegistry.metrics());
    const proxied = m.find('http_requests_total', { service: 'gateway', method: 'GET', route: '/api/community/*', status_code: '200' });
    expect(proxied[0]?.value).toBeGreaterThanOrEqual(1);
    expect(m.find('http_request_duration_seconds_count', { service: 'gateway', route: '/api/community/*' })[0]?.value).toBeGreaterThanOrEqual(1);
    const text = await metricsRegistry.metrics();
    expect(text).not.toContain('abc-123');
    expect(text).not.toContain('page.png');
  });

  it('open /ws/track sockets are counted while open', async () => {
    const gauge = async () => parsePrometheusText(await metricsRegistry.metrics()).find('websocket_connections', { service: 'gateway', path: '/ws/track' })[0]?.value ?? 0;
    const start = await gauge();
    const ws = new WebSocket(`${stack.gatewayUrl.replace('http', 'ws')}/ws/track`, undefined, { headers: { origin: ORIGIN } });
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
    await expect.poll(gauge).toBe(start + 1);
    ws.close();
    await expect.poll(gauge).toBe(start);
  });
});
