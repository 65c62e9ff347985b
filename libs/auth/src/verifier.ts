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
  /** Remote key set cache; 10 minutes (docs/product/auth.md#tokens). */
  jwksCacheMs?: number;
  /** Most verified tokens kept (claims are cached until the token's exp). */
  cacheMax?: number;
  revocations?: RevocationList;
  algorithms?: string[];
  /**
   * Oldest accepted token, in seconds since its `iat` (default `MAX_TOKEN_AGE_SECONDS`). A token
   * signed with a longer `exp` (a leaked signing key, a bug in the issuer) is refused once it is older.
   */
  maxTokenAgeSeconds?: number;
  /** Clock skew tolerated between the issuer and this process, seconds (default `CLOCK_SKEW_SECONDS`). */
  clockToleranceSeconds?: number;
}

/** Access tokens live at most 15 minutes (docs/product/auth.md#tokens; identity's ACCESS_TOKEN_TTL_SECONDS is at most 900). */
export const ACCESS_TOKEN_MAX_TTL_SECONDS = 15 * 60;
/** Clock skew tolerated between identity and the verifying process. */
export const CLOCK_SKEW_SECONDS = 30;
/** The oldest token any verifier accepts: the 15 minute lifetime plus the clock skew. */
export const MAX_TOKEN_AGE_SECONDS = ACCESS_TOKEN_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS;

/**
 * Verifies access JWTs. Each distinct token is verified once (an EdDSA/ES256 verify costs ~0.1 ms of
 * CPU) and its claims kept until `exp` (or the age cap, if sooner) in a bounded map; revocation is checked on every call against
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
    this.maxAge = opts.maxTokenAgeSeconds ?? MAX_TOKEN_AGE_SECONDS;
    this.skew = opts.clockToleranceSeconds ?? CLOCK_SKEW_SECONDS;
  }

  private readonly maxAge: number;
  private readonly skew: number;

  /** When a verified token stops being accepted: its `exp`, or earlier once it is older than the cap. */
  private expiry(claims: AccessClaims) {
    return Math.min(claims.exp, claims.iat + this.maxAge + 1);
  }

  async verify(token: string): Promise<AccessClaims> {
    const now = Math.floor(Date.now() / 1000);
    let claims = this.cache.get(token);
    if (claims && this.expiry(claims) <= now) {
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
        requiredClaims: ['iat', 'exp'],
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
    this.checkAge(parsed.data);
    return parsed.data;
  }

  /**
   * The lifetime cap, beyond what jose checks (`exp` itself stays exact): an `iat` in the future (past
   * the clock skew) is refused, and so is a token older than the cap whatever its `exp` says (a token
   * signed with a one-year `exp` stops working 15 minutes and the skew after its `iat`). jose's own
   * `maxTokenAge`/`clockTolerance` would also stretch `exp` by the tolerance, so they are not used.
   */
  private checkAge(claims: AccessClaims) {
    const now = Math.floor(Date.now() / 1000);
    if (claims.iat > now + this.skew) {
      throw new AuthError('invalid_token', 'The access token is not valid (issued in the future). Please sign in again.');
    }
    if (now - claims.iat > this.maxAge) {
      throw new AuthError('token_expired', 'Your session has expired. Please sign in again.');
    }
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
