import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('throttle');
  app = await t.build();
});
afterAll(() => t.cleanup());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function attemptKeys() {
  // SCAN pages through the whole keyspace (shared with other tests): follow the cursor to the end.
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await t.redis.scan(cursor, 'MATCH', `${t.prefix}identity:sign-in-attempts:*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

describe('sign-in throttling', () => {
  it('answers the 6th attempt within a minute with 429 and Retry-After, even with the right password', async () => {
    const { email, password } = await signUp(app, uniqueEmail('victim'), 'right-pass-1');
    for (let i = 0; i < 5; i++) {
      const res = await signIn(app, email, `wrong-pass-${i}`, from('198.51.100.7'));
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(app, email, password, from('198.51.100.7'));
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json().error).toEqual({ code: 'too_many_attempts', message: `Too many failed sign-ins. Try again in ${retryAfter} seconds.` });

    // Another e-mail from the same address, and the same e-mail from another address, are unaffected.
    const other = await signUp(app, uniqueEmail('bystander'), 'right-pass-2');
    expect((await signIn(app, other.email, other.password, from('198.51.100.7'))).statusCode).toBe(200);
    expect((await signIn(app, email, password, from('203.0.113.9'))).statusCode).toBe(200);

    // The count lives in Redis under the deployment prefix, and ends with its window.
    const keys = await attemptKeys();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) await t.redis.expire(key, 1);
    await new Promise((r) => setTimeout(r, 1200));
    expect((await signIn(app, email, password, from('198.51.100.7'))).statusCode).toBe(200);
  });

  it('counts unknown e-mails the same way (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await signIn(app, ghost, 'whatever-1', from('192.0.2.1'))).statusCode).toBe(401);
    expect((await signIn(app, ghost, 'whatever-1', from('192.0.2.1'))).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email, password } = await signUp(app, uniqueEmail('clumsy'), 'right-pass-3');
    for (let i = 0; i < 4; i++) expect((await signIn(app, email, 'nope-nope', from('192.0.2.50'))).statusCode).toBe(401);
    expect((await signIn(app, email, password, from('192.0.2.50'))).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(app, email, 'nope-nope', from('192.0.2.50'))).statusCode).toBe(401);
    expect((await signIn(app, email, password, from('192.0.2.50'))).statusCode).toBe(429);
  });
});
