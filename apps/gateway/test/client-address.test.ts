import { afterAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.js';

/**
 * Identity throttles sign-ins per client address (against password spraying); the gateway tells it the address it
 * resolved (x-gremlin-client-ip), which a client cannot set and which honours TRUST_PROXY.
 */
const stacks: Stack[] = [];
afterAll(() => Promise.all(stacks.map((s) => s.close())));

async function seenBy(env: Record<string, string>, remoteAddress: string, headers: Record<string, string>) {
  const stack = await startStack(env);
  stacks.push(stack);
  const res = await stack.gateway.inject({ method: 'POST', url: '/api/auth/sign-in', remoteAddress, headers, payload: { email: 'a@b.c', password: 'x' } });
  expect(res.statusCode).toBe(200);
  return stack.upstreams.identity.seen.at(-1)!.headers;
}

describe('the client address sent to the services', () => {
  it('is the peer when TRUST_PROXY is off, whatever X-Forwarded-For or x-gremlin-client-ip the client sends', async () => {
    const h = await seenBy({}, '203.0.113.7', { 'x-forwarded-for': '10.9.9.9', 'x-gremlin-client-ip': '10.8.8.8' });
    expect(h['x-gremlin-client-ip']).toBe('203.0.113.7');
    expect(h['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('is the address the trusted proxy appended (not the spoofable leftmost entry) with TRUST_PROXY naming the proxy', async () => {
    const h = await seenBy({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.20' });
    expect(h['x-gremlin-client-ip']).toBe('198.51.100.20');
  });
});
