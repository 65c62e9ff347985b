/**
 * Tokens a service must refuse, for tests of any service that verifies access JWTs (copy this file).
 *
 *   const bad = await forgedTokens({ claims: { sub, email, sid }, issuer, audience, sign });
 *   for (const [name, token] of Object.entries(bad)) expect((await call(token)).statusCode).toBe(401);
 *
 * `sign` signs a payload with the key the service under test trusts (so `expired` and
 * `wrongAudience` fail only on their claims). Everything else is signed by a fresh key of our own
 * or not signed at all.
 */
import { SignJWT, base64url, generateKeyPair, type JWTPayload } from 'jose';

export interface ForgeOptions {
  claims: { sub: string; email: string; sid: string; name?: string };
  issuer: string;
  audience: string;
  sign: (payload: JWTPayload) => Promise<string>;
}

export async function forgedTokens(opts: ForgeOptions): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const otherKey = await new SignJWT({ ...opts.claims })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'not-a-key-of-ours' })
    .setSubject(opts.claims.sub)
    .setIssuer(opts.issuer)
    .setAudience(opts.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
  const encode = (v: object) => base64url.encode(JSON.stringify(v));
  const unsignedPayload = { ...opts.claims, iss: opts.issuer, aud: opts.audience, iat: now, exp: now + 600 };
  const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(unsignedPayload)}.`;
  const expired = await opts.sign({ ...opts.claims, iat: now - 3600, exp: now - 60 });
  // Validly signed but outside the lifetime cap (libs/auth MAX_TOKEN_AGE_SECONDS): issued 16 minutes ago
  // with a one-year expiry (refused as expired), and issued an hour in the future (refused as invalid).
  const yearLong = await opts.sign({ ...opts.claims, iat: now - 16 * 60, exp: now + 365 * 24 * 3600 });
  const futureIat = await opts.sign({ ...opts.claims, iat: now + 3600, exp: now + 3600 + 600 });
  const wrongAudience = await opts.sign({ ...opts.claims, iat: now, exp: now + 600, aud: 'https://elsewhere.example' });
  // A real signature over other claims, with the payload swapped: the signature no longer matches.
  const genuine = await opts.sign({ ...opts.claims, iat: now, exp: now + 600 });
  const [header, , signature] = genuine.split('.');
  const tampered = `${header}.${encode({ ...unsignedPayload, sub: 'someone-else' })}.${signature}`;
  return { otherKey, algNone, expired, yearLong, futureIat, wrongAudience, tampered, garbage: 'not.a.jwt' };
}
