import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';
import { ADDRESS_FAILURE_LIMIT, ADDRESS_WINDOW_SECONDS } from '../src/auth/throttle.js';

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
    const [next, keys] = await t.redis.scan(cursor, 'MATCH', `${t.prefix}identity:sign-in-*`, 'COUNT', 1000);
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

  it('slows password spraying: 20 failed sign-ins from one address across accounts, then 429 for any account there', async () => {
    const sprayer = from('198.51.100.66');
    // 20 different accounts (known and unknown), one password each: none is locked on its own.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await signIn(app, uniqueEmail(`spray-${i}`), 'password1', sprayer)).statusCode).toBe(401);
    }
    const victim = await signUp(app, uniqueEmail('sprayed'), 'right-pass-4');
    const blocked = await signIn(app, victim.email, 'password1', sprayer);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_WINDOW_SECONDS);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    // Even the right password from that address waits; the traveller at home signs in.
    expect((await signIn(app, victim.email, victim.password, sprayer)).statusCode).toBe(429);
    expect((await signIn(app, victim.email, victim.password, from('203.0.113.80'))).statusCode).toBe(200);
  });

  it('successful sign-ins do not count against the address (a shared office address keeps working)', async () => {
    const office = from('192.0.2.99');
    const people = await Promise.all([1, 2, 3].map((i) => signUp(app, uniqueEmail(`office-${i}`), `right-pass-office-${i}`)));
    for (let round = 0; round < 4; round++) {
      for (const p of people) expect((await signIn(app, p.email, p.password, office)).statusCode).toBe(200);
    }
    // 19 failures still go through as 401s.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT - 1; i++) expect((await signIn(app, uniqueEmail(`typo-${i}`), 'nope-nope', office)).statusCode).toBe(401);
    expect((await signIn(app, people[0].email, people[0].password, office)).statusCode).toBe(200);
  });

  it("an attacker elsewhere cannot lock a traveller out: the per-account lock is keyed by account + address", async () => {
    const { email, password } = await signUp(app, uniqueEmail('known'), 'right-pass-5');
    for (let i = 0; i < 6; i++) await signIn(app, email, `guess-${i}`, from('198.51.100.77'));
    expect((await signIn(app, email, password, from('198.51.100.77'))).statusCode).toBe(429);
    expect((await signIn(app, email, password, from('203.0.113.81'))).statusCode).toBe(200);
  });

  it("throttles by the address the gateway resolved (x-gremlin-client-ip), not a spoofable X-Forwarded-For", async () => {
    const { email, password } = await signUp(app, uniqueEmail('rotated'), 'right-pass-6');
    // The attacker rotates X-Forwarded-For; the gateway's resolved address stays the same.
    for (let i = 0; i < 5; i++) {
      const res = await signIn(app, email, `guess-${i}`, { 'x-forwarded-for': `10.1.1.${i}`, 'x-gremlin-client-ip': '198.51.100.88' });
      expect(res.statusCode).toBe(401);
    }
    const res = await signIn(app, email, password, { 'x-forwarded-for': '10.1.1.200', 'x-gremlin-client-ip': '198.51.100.88' });
    expect(res.statusCode).toBe(429);
  });
});
