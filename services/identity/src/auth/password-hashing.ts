import os from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * Runs at most `max` of the given async jobs at once; the others wait their turn, first come first
 * served.
 */
export function concurrencyLimit(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Password hashes two at a time (fewer on one core). better-auth's scrypt (N 2^14, r 16: 32 MB and
 * ~0.2–0.3 s of CPU each) runs on libuv's thread pool, four threads by default, which also signs our
 * JWTs (WebCrypto) and draws random bytes. Unlimited, eight sign-ins at once took every thread: each
 * sign-in's token signing queued behind the others' hashes and all eight answered together after
 * ~4.5 s. Two at a time leaves threads free for the short jobs, so sign-ins answer one pair after
 * another. Same functions, same stored format: existing hashes verify unchanged.
 */
const limit = concurrencyLimit(Math.max(1, Math.min(2, os.availableParallelism())));

export const limitedPasswordHashing = {
  hash: (password: string) => limit(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => limit(() => verifyPassword(data)),
};
