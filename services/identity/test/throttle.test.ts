import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';
import { ACCOUNT_FREE_FAILURES, PAIR_FREE_FAILURES, SPRAY_ACCOUNTS, SPRAY_PACE_SECONDS } from '../src/auth/throttle.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;
// The throttle's clock stands still unless a test moves it: a slow machine (password hashing under
// load) cannot make a wait run out between two requests, and no test sleeps.
let now = Date.now();
const advance = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  t = await createTestEnv('throttle');
  app = await t.build({}, { clock: () => now });
});
afterAll(() => t.cleanup());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

/** Expects a 429 saying when to retry, and answers that wait in seconds. */
function expectWait(res: Awaited<ReturnType<typeof signIn>>) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.json().error).toEqual({ code: 'too_many_attempts', message: `Too many failed sign-ins. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.` });
  return retryAfter;
}

describe('sign-in throttling: per account + address, progressive', () => {
  it(`${PAIR_FREE_FAILURES} failures cost nothing; then each failure doubles the wait (1 s, 2 s…), which the answer names; the right password after the wait signs in`, async () => {
    const { email, password } = await signUp(app, uniqueEmail('mistyper'), 'right-pass-1');
    const here = from('198.51.100.7');
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) expect((await signIn(app, email, `wrong-pass-${i}`, here)).statusCode).toBe(401);
    // the 6th failure is answered, and sets a 1 s wait before the next attempt
    expect((await signIn(app, email, 'wrong-pass-6', here)).statusCode).toBe(401);
    expect(expectWait(await signIn(app, email, password, here))).toBe(1);
    advance(1_050);
    expect((await signIn(app, email, 'wrong-pass-7', here)).statusCode).toBe(401);
    expect(expectWait(await signIn(app, email, password, here))).toBe(2);
    advance(2_050);
    expect((await signIn(app, email, password, here)).statusCode).toBe(200);
    // a success forgets: the next mistake is free again
    expect((await signIn(app, email, 'wrong-again', here)).statusCode).toBe(401);
    expect((await signIn(app, email, password, here)).statusCode).toBe(200);
  });

  it('a burst of parallel guesses past the free ones gets 429s, never a 401 beyond what the delays allow', async () => {
    const { email } = await signUp(app, uniqueEmail('burst'), 'right-pass-2');
    const here = from('198.51.100.8');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(app, email, `guess-${i}`, here)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_FREE_FAILURES + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PAIR_FREE_FAILURES - 1);
  });

  it('counts unknown e-mails the same way (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i <= PAIR_FREE_FAILURES; i++) expect((await signIn(app, ghost, 'whatever-1', from('192.0.2.1'))).statusCode).toBe(401);
    expectWait(await signIn(app, ghost, 'whatever-1', from('192.0.2.1')));
  });

  it("throttles by the address the gateway resolved (x-gremlin-client-ip), not a spoofable X-Forwarded-For", async () => {
    const { email, password } = await signUp(app, uniqueEmail('rotated'), 'right-pass-6');
    for (let i = 0; i <= PAIR_FREE_FAILURES; i++) {
      const res = await signIn(app, email, `guess-${i}`, { 'x-forwarded-for': `10.1.1.${i}`, 'x-gremlin-client-ip': '198.51.100.88' });
      expect(res.statusCode).toBe(401);
    }
    expectWait(await signIn(app, email, password, { 'x-forwarded-for': '10.1.1.200', 'x-gremlin-client-ip': '198.51.100.88' }));
  });
});

describe('sign-in throttling: per account, sparing the traveller at home', () => {
  it(`guesses from many addresses slow the account after ${ACCOUNT_FREE_FAILURES} failures, but not an address it signed in from before`, async () => {
    const { email, password } = await signUp(app, uniqueEmail('targeted'), 'right-pass-7');
    const home = from('203.0.113.10');
    expect((await signIn(app, email, password, home)).statusCode).toBe(200);
    // a botnet: one guess from each of many addresses
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++) expect((await signIn(app, email, `guess-${i}`, from(`198.18.0.${i + 1}`))).statusCode).toBe(401);
    expectWait(await signIn(app, email, 'guess-next', from('198.18.0.200')));
    // at home: a typo, then the right password, at once
    expect((await signIn(app, email, 'typo-at-home', home)).statusCode).toBe(401);
    expect((await signIn(app, email, password, home)).statusCode).toBe(200);
  });
});

describe('sign-in throttling: per address, for spraying only', () => {
  it(`after failures on ${SPRAY_ACCOUNTS} accounts from one address, new accounts there are paced to one try every ${SPRAY_PACE_SECONDS} s, while someone who signed in there before is not slowed at all`, async () => {
    const campus = from('198.51.100.66');
    const regular = await signUp(app, uniqueEmail('regular'), 'right-pass-4');
    expect((await signIn(app, regular.email, regular.password, campus)).statusCode).toBe(200);
    // others behind the same address (or a sprayer) fail on many accounts, one guess each
    for (let i = 0; i < SPRAY_ACCOUNTS; i++) expect((await signIn(app, uniqueEmail(`spray-${i}`), 'password1', campus)).statusCode).toBe(401);

    // one wrong password of the regular: a 401 like any other, then the right one signs in
    expect((await signIn(app, regular.email, 'wrong-once', campus)).statusCode).toBe(401);
    expect((await signIn(app, regular.email, regular.password, campus)).statusCode).toBe(200);

    // a sprayer gets one more account every few seconds
    expect((await signIn(app, uniqueEmail('spray-next'), 'password1', campus)).statusCode).toBe(401);
    const wait = expectWait(await signIn(app, uniqueEmail('spray-again'), 'password1', campus));
    expect(wait).toBeLessThanOrEqual(SPRAY_PACE_SECONDS);

    // a newcomer behind that address is told when to try, and is never locked out
    const newcomer = await signUp(app, uniqueEmail('newcomer'), 'right-pass-5');
    let res = await signIn(app, newcomer.email, newcomer.password, campus);
    if (res.statusCode === 429) {
      advance(expectWait(res) * 1000 + 50);
      res = await signIn(app, newcomer.email, newcomer.password, campus);
    }
    expect(res.statusCode).toBe(200);
    // the same people elsewhere are untouched
    expect((await signIn(app, uniqueEmail('spray-elsewhere'), 'password1', from('203.0.113.80'))).statusCode).toBe(401);
  });

  it('successful sign-ins never count against the address (a shared office keeps working)', async () => {
    const office = from('192.0.2.99');
    const people = await Promise.all([1, 2, 3].map((i) => signUp(app, uniqueEmail(`office-${i}`), `right-pass-office-${i}`)));
    for (let round = 0; round < 10; round++) {
      for (const p of people) expect((await signIn(app, p.email, p.password, office)).statusCode).toBe(200);
    }
    const officeKey = `${t.prefix}identity:sign-in:address-failures:${createHash('sha256').update('192.0.2.99').digest('base64url')}`;
    expect(await t.redis.scard(officeKey)).toBe(0);
    // a failure there on an account new to the office is counted under that very key (the check above can fail)
    expect((await signIn(app, uniqueEmail('office-visitor'), 'typo-typo', office)).statusCode).toBe(401);
    expect(await t.redis.scard(officeKey)).toBe(1);
  });
});
