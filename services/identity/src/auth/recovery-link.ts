import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-mailed recovery link is `${origin}/reset-password#access_token=<t>&refresh_token=<b>&type=recovery`
 * (the shape the web app's reset screen reads, docs/product/screens.md#reset-password). `t` is
 * better-auth's reset token — random,
 * stored hashed, single-use, valid one hour — and `b` an HMAC-SHA256 of it under BETTER_AUTH_SECRET, so
 * a link whose halves do not belong together is refused before better-auth is asked.
 */
export function recoveryBinding(secret: string, token: string) {
  return createHmac('sha256', secret).update(`roadgremlin:recovery:${token}`).digest('base64url');
}

export function recoveryBindingMatches(secret: string, token: string, binding: string) {
  const expected = Buffer.from(recoveryBinding(secret, token));
  const given = Buffer.from(binding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function recoveryLink(origin: string, secret: string, token: string) {
  const hash = new URLSearchParams({ access_token: token, refresh_token: recoveryBinding(secret, token), type: 'recovery' });
  return `${origin}/reset-password#${hash.toString()}`;
}
