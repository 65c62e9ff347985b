import { describe, expect, it } from 'vitest';
import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { concurrencyLimit, limitedPasswordHashing } from '../src/auth/password-hashing.js';

describe('password hashing, two at a time', () => {
  it('never runs more than its limit at once, and serves the waiting in order', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 20));
      active--;
      order.push(n);
      return n * 10;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => run(job(n))));
    expect(results).toEqual([10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    // A failing job frees its place.
    await expect(run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(Promise.all([run(job(7)), run(job(8))])).resolves.toEqual([70, 80]);
  });

  it("verifies hashes made by better-auth's own scrypt (stored passwords keep working), and refuses a wrong password", async () => {
    const stored = await betterAuthHash('correct horse battery');
    expect(await limitedPasswordHashing.verify({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await limitedPasswordHashing.verify({ hash: stored, password: 'wrong horse' })).toBe(false);
    const ours = await limitedPasswordHashing.hash('another one');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await limitedPasswordHashing.verify({ hash: ours, password: 'another one' })).toBe(true);
  });
});
