import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => stack?.close());

describe('rate limits', () => {
  it('the 4th request in a minute from one address answers 429 in the shared shape, saying when to retry', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', remoteAddress: '198.51.100.1' });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', remoteAddress: '198.51.100.1' });
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^Too many requests: the limit is 3 a minute\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own allowance.
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/journey-activity', remoteAddress: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('a signed-in user is counted by user id, not by address', async () => {
    const token = await mintToken(stack.keys, { sub: 'rate-user' });
    const headers = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 3; i++) {
      const addr = `198.51.100.${10 + i}`; // a new address each time: still one user
      expect((await stack.gateway.inject({ method: 'GET', url: '/api/user/trips', headers, remoteAddress: addr })).statusCode).toBe(200);
    }
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/user/trips', headers, remoteAddress: '198.51.100.99' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
  });

  it('health, docs and the web app are not rate limited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await stack.gateway.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.1' })).statusCode).toBe(200);
    }
  });
});
