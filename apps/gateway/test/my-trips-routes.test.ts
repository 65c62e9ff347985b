import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/**
 * My Trips' calls (docs/product/api.md#saved-and-stored-trips; the trips service checks the owner;
 * see services/trips/test/my-trips.test.ts).
 */
const CALLS = [
  { method: 'GET', url: '/api/user/trips?q=blues&cursor=abc' },
  { method: 'GET', url: '/api/user/saved-trips?cursor=abc' },
  { method: 'GET', url: '/api/trips/00000000-0000-4000-8000-000000000001' },
  { method: 'PATCH', url: '/api/trips/00000000-0000-4000-8000-000000000001', payload: { title: 'Blues road' } },
  { method: 'DELETE', url: '/api/trips/00000000-0000-4000-8000-000000000001' },
  { method: 'POST', url: '/api/trips/00000000-0000-4000-8000-000000000001/restore' },
  { method: 'POST', url: '/api/trips/00000000-0000-4000-8000-000000000001/versions/2/restore' },
  { method: 'DELETE', url: '/api/user/save-trip/00000000-0000-4000-8000-000000000001' },
] as const;

describe('My Trips calls through the gateway', () => {
  it('without a session answer 401 and never reach the trips service', async () => {
    for (const call of CALLS) {
      const before = stack.upstreams.trips.seen.length;
      const res = await stack.gateway.inject({ method: call.method, url: call.url, ...('payload' in call ? { payload: call.payload } : {}) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(stack.upstreams.trips.seen.length).toBe(before);
    }
  });

  it('with a session reach the trips service with method, path, query and body intact', async () => {
    const token = await mintToken(stack.keys);
    for (const call of CALLS) {
      const res = await stack.gateway.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: `Bearer ${token}` },
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
      expect(res.json()).toMatchObject({ service: 'trips', method: call.method, url: call.url, body: 'payload' in call ? call.payload : null });
    }
  });
});
