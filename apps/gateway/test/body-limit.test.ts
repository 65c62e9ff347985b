import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { Agent, request as undiciRequest } from 'undici';
import { mintToken, startStack, type Stack } from './harness.js';
import { IMPORT_MAX_BYTES } from '@roadgremlin/contracts';
import { AUTH_BODY_LIMIT, DEFAULT_BODY_LIMIT } from '../src/routes.js';

/**
 * A body over the route's limit is refused by the gateway itself (413, not 503), and an
 * upstream that answers early (its own 413) and closes the socket has that answer passed on.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({}, {
    connectionsRoutes: (app) => {
      // A service endpoint with a smaller limit than the gateway's: it answers 413 before reading the body.
      app.post('/api/connections/tiny', { bodyLimit: 1024 }, async () => ({ ok: true }));
      // The import route: counts what arrived (the real service reads it the same way, up to 20 MB).
      app.register(async (scope) => {
        scope.addContentTypeParser('application/zip', { parseAs: 'buffer', bodyLimit: 2 * IMPORT_MAX_BYTES }, (_r, body, done) => done(null, body));
        scope.post('/api/connections/import/:provider', { bodyLimit: 2 * IMPORT_MAX_BYTES }, async (request) => ({ bytes: (request.body as Buffer).length }));
      });
    },
  });
});
afterAll(() => stack?.close());

/** A raw POST (content-length or chunked) so the body really streams, as a client's would. */
function post(path: string, body: Buffer, opts: { chunked?: boolean; headers?: Record<string, string>; pauseAfterFirstChunkMs?: number } = {}) {
  const { hostname, port } = new URL(stack.gatewayUrl);
  return new Promise<{ status: number; json: { error?: { code: string; message: string } } }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.chunked ? {} : { 'content-length': String(body.length) }), ...opts.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    // The gateway may answer and close before the whole body is written: that is not a failure here.
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    if (opts.pauseAfterFirstChunkMs) {
      // A slow client: the service has answered (and closed) long before the rest arrives.
      req.write(body.subarray(0, 4096));
      setTimeout(() => req.end(body.subarray(4096)), opts.pauseAfterFirstChunkMs);
    } else if (opts.chunked) {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
      req.end();
    } else req.end(body);
  });
}

const json5mb = () => Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(5 * 1024 * 1024) }));

describe('request body limits at the gateway', () => {
  for (const path of ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/recover']) {
    it(`a 5 MB body to ${path} answers 413 payload_too_large, not 503`, async () => {
      const before = stack.upstreams.identity.seen.length;
      const res = await post(path, json5mb());
      expect(res.status).toBe(413);
      expect(res.json.error?.code).toBe('payload_too_large');
      expect(res.json.error?.message).toMatch(`${AUTH_BODY_LIMIT / 1024} KB`);
      expect(stack.upstreams.identity.seen.length).toBe(before); // never reached the service
    });
  }

  it('a client still sending a refused body reads the 413, never a reset (the rest is read and dropped), and keeps its connection', async () => {
    // undici gives up on the answer when a write fails: a gateway closing at once loses it (EPIPE)
    const agent = new Agent({ connections: 1 });
    try {
      // large enough that the client is still writing when the 413 goes out (loopback buffers take a few MB)
      const body = Buffer.from(JSON.stringify({ email: 'a@b.c', blob: 'z'.repeat(16 * 1024 * 1024) }));
      for (let i = 0; i < 5; i++) {
        const res = await undiciRequest(`${stack.gatewayUrl}/api/auth/recover`, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json' }, body });
        expect(res.statusCode).toBe(413);
        // the gateway reads the rest instead of cutting the connection under the client's writes
        expect(res.headers.connection).not.toBe('close');
        expect(((await res.body.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
      }
      const small = await undiciRequest(`${stack.gatewayUrl}/api/auth/sign-in`, { method: 'POST', dispatcher: agent, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.c', password: 'secret-123' }) });
      expect(small.statusCode).toBe(200);
      await small.body.dump();
    } finally {
      await agent.close();
    }
  });

  it('a chunked body (no content-length) over the limit is cut off with 413 too', async () => {
    const res = await post('/api/auth/sign-in', json5mb(), { chunked: true });
    expect(res.status).toBe(413);
    expect(res.json.error?.code).toBe('payload_too_large');
  });

  it('bodies within the limit still go through, chunked or not', async () => {
    const small = Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'secret-123' }));
    expect((await post('/api/auth/sign-in', small)).status).toBe(200);
    expect((await post('/api/auth/sign-in', small, { chunked: true })).status).toBe(200);
    expect(stack.upstreams.identity.seen.at(-1)!.url).toBe('/api/auth/sign-in');
  });

  it('other routes keep the services’ 1 MB limit', async () => {
    const token = await mintToken(stack.keys);
    const res = await post('/api/community/posts', Buffer.alloc(DEFAULT_BODY_LIMIT + 1, 0x20), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(413);
  });

  it('the import route takes a 19 MB export through to the service, chunked or not', async () => {
    const token = await mintToken(stack.keys);
    const body = Buffer.alloc(19 * 1024 * 1024, 0x50);
    for (const chunked of [false, true]) {
      const res = await post('/api/connections/import/spotify', body, { chunked, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' } });
      expect(res.status).toBe(200);
      expect((res.json as { bytes?: number }).bytes).toBe(body.length);
    }
  });

  it('the import route refuses more than 20 MB itself (413 naming 20 MB); the rest of /api/connections keeps 1 MB', async () => {
    const token = await mintToken(stack.keys);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/zip' };
    for (const chunked of [false, true]) {
      const res = await post('/api/connections/import/spotify', Buffer.alloc(IMPORT_MAX_BYTES + 1024, 0x50), { chunked, headers });
      expect(res.status).toBe(413);
      expect(res.json.error).toMatchObject({ code: 'payload_too_large', message: expect.stringContaining('20 MB') });
    }
    const other = await post('/api/connections/anything', Buffer.alloc(2 * 1024 * 1024, 0x20), { headers });
    expect(other.status).toBe(413);
    expect(other.json.error?.message).toContain('1 MB');
  });

  it('the import route needs a session like the rest of /api/connections', async () => {
    const res = await post('/api/connections/import/spotify', Buffer.from('PK'), { headers: { 'content-type': 'application/zip' } });
    expect(res.status).toBe(401);
  });

  it("passes on a service's early answer (its own 413, then the socket closed mid-body) instead of 503", async () => {
    const token = await mintToken(stack.keys);
    const body = Buffer.from(JSON.stringify({ blob: 'y'.repeat(200 * 1024) }));
    for (const chunked of [false, true]) {
      const res = await post('/api/connections/tiny', body, { chunked, pauseAfterFirstChunkMs: 300, headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(413);
      // The service's own answer (plain Fastify here), passed on as it was.
      expect((res.json as { code?: string }).code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    }
  });

  it('a service that closes the connection while the body is still being sent is not reported as down (no 503)', async () => {
    const token = await mintToken(stack.keys);
    const body = Buffer.from(JSON.stringify({ blob: 'y'.repeat(800 * 1024) }));
    const res = await post('/api/connections/tiny', body, { headers: { authorization: `Bearer ${token}` } });
    // Either the service's own 413 got through first, or the write failed before it could be read.
    expect([413, 502]).toContain(res.status);
    if (res.status === 502) expect(res.json.error?.code).toBe('bad_gateway');
  });
});
