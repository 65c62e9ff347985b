import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey, type JWTPayload } from 'jose';
import { AccessClaims } from '@roadgremlin/contracts';
import type { RevocationList } from './revocation.js';

export class AuthError extends Error {
  constructor(
    public readonly code: 'missing_token' | 'invalid_token' | 'token_expired' | 'token_revoked' | 'forbidden' | 'identity_unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface VerifierOptions {
  /** The identity service's JWKS URL, or a key getter (tests, or an in-process key set). */
  jwks: string | JWTVerifyGetKey;
  issuer?: string;
  audience?: string;
  /** Remote key set cache; SPEC.md §9: 10 minutes. */
  jwksCacheMs?: number;
  /** Most verified tokens kept (claims are cached until the token's exp). */
  cacheMax?: number;
  revocations?: RevocationList;
  algorithms?: string[];
}

/**
 * Verifies access JWTs. Each distinct token is verified once (an EdDSA/ES256 verify costs ~0.1 ms of
 * CPU) and its claims kept until `exp` in a bounded map; revocation is checked on every call against
 * an in-memory list that Redis keeps current.
 */
export class TokenVerifier {
  private readonly getKey: JWTVerifyGetKey;
  private readonly cache = new Map<string, AccessClaims>();
  private readonly cacheMax: number;

  constructor(private readonly opts: VerifierOptions) {
    this.getKey =
      typeof opts.jwks === 'string'
        ? createRemoteJWKSet(new URL(opts.jwks), { cacheMaxAge: opts.jwksCacheMs ?? 10 * 60_000, timeoutDuration: 5_000 })
        : opts.jwks;
    this.cacheMax = opts.cacheMax ?? 10_000;
  }

  async verify(token: string): Promise<AccessClaims> {
    const now = Math.floor(Date.now() / 1000);
    let claims = this.cache.get(token);
    if (claims && claims.exp <= now) {
      this.cache.delete(token);
      claims = undefined;
    }
    if (!claims) {
      claims = await this.verifyFresh(token);
      if (this.cache.size >= this.cacheMax) {
        // Map keeps insertion order: drop the oldest entry.
        const oldest = this.cache.keys().next().value;
        if (oldest !== undefined) this.cache.delete(oldest);
      }
      this.cache.set(token, claims);
    }
    if (this.opts.revocations?.isRevoked(claims)) {
      throw new AuthError('token_revoked', 'Your session has ended. Please sign in again.');
    }
    return claims;
  }

  private async verifyFresh(token: string): Promise<AccessClaims> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.getKey, {
        issuer: this.opts.issuer,
        audience: this.opts.audience,
        algorithms: this.opts.algorithms ?? ['EdDSA', 'ES256', 'RS256'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        throw new AuthError('token_expired', 'Your session has expired. Please sign in again.');
      }
      // The key set could not be fetched: not the caller's fault, and no reason to sign them out.
      if (isKeySetUnavailable(err)) {
        throw new AuthError('identity_unavailable', 'Sign-in checks are unavailable right now. Please try again in a moment.');
      }
      throw new AuthError('invalid_token', 'The access token is not valid. Please sign in again.');
    }
    const parsed = AccessClaims.safeParse(payload);
    if (!parsed.success) throw new AuthError('invalid_token', 'The access token is missing required claims.');
    return parsed.data;
  }
}

function isKeySetUnavailable(err: unknown) {
  if (err instanceof joseErrors.JWKSTimeout) return true;
  if (err instanceof TypeError) return true; // fetch failed: connection refused, DNS, reset
  return err instanceof joseErrors.JOSEError && err.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/i.test(err.message);
}

/** Reads the bearer token out of an Authorization header value. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match?.[1];
}
