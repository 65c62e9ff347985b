import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import type { ProviderSettings } from '../config.js';
import { envPrefix } from '../config.js';
import type { FetchedAccount, ProviderDefinition } from './providers.js';

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds from now; null when the provider does not say. */
  expiresIn: number | null;
}

/** The provider could not be reached, timed out, or answered something unexpected (5xx, not JSON). */
export class ProviderUnavailableError extends Error {}
/** The token endpoint refused the grant (RFC 6749 section 5.2: invalid_grant, invalid_client…). */
export class GrantRejectedError extends Error {
  constructor(
    public readonly oauthCode: string,
    public readonly description: string | null,
  ) {
    super(`token endpoint refused: ${oauthCode}${description ? ` (${description})` : ''}`);
  }
}
/** The API refused the access token (401/403). */
export class TokenRejectedError extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderUnavailableError(`${what} did not answer within ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

function toTokenSet(tokens: OAuth2Tokens): TokenSet {
  const data = tokens.data as Record<string, unknown>;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    expiresIn: typeof data.expires_in === 'number' && Number.isFinite(data.expires_in) ? Math.max(0, Math.floor(data.expires_in)) : null,
  };
}

/** Arctic's errors → ours. */
function translate(err: unknown, name: string): never {
  if (err instanceof OAuth2RequestError) throw new GrantRejectedError(err.code, err.description);
  if (err instanceof ArcticFetchError) throw new ProviderUnavailableError(`${name} could not be reached`);
  if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError) {
    throw new ProviderUnavailableError(`${name} answered the token request with HTTP ${err.status}`);
  }
  if (err instanceof ProviderUnavailableError || err instanceof GrantRejectedError) throw err;
  // OAuth2Tokens throws plain Errors when access_token is missing.
  throw new ProviderUnavailableError(`${name} answered the token request without a usable token`);
}

/**
 * One provider's OAuth 2.0 client: arctic's generic `OAuth2Client` with explicit endpoints (arctic's
 * provider classes hard-code their URLs, and ours must be overridable for tests and proxies).
 */
export class ProviderClient {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly apiBaseUrl: string;
  readonly redirectUri: string;

  constructor(
    readonly def: ProviderDefinition,
    private readonly settings: ProviderSettings,
    redirectBase: string,
    private readonly timeoutMs: number,
    private readonly userAgent: string,
  ) {
    this.authorizeUrl = settings.authorizeUrl ?? def.authorizeUrl;
    this.tokenUrl = settings.tokenUrl ?? def.tokenUrl;
    this.apiBaseUrl = (settings.apiBaseUrl ?? def.apiBaseUrl).replace(/\/+$/, '');
    this.redirectUri = `${redirectBase.replace(/\/+$/, '')}/api/oauth/${def.id}/callback`;
  }

  get configured() {
    return !!this.settings.clientId && !!this.settings.clientSecret;
  }

  /** What an operator must set, in words a person can act on. */
  setupMessage() {
    const pre = envPrefix(this.def.id);
    const missing = [!this.settings.clientId && `${pre}_CLIENT_ID`, !this.settings.clientSecret && `${pre}_CLIENT_SECRET`].filter(Boolean);
    return (
      `${this.def.name} connections are not configured on this server: set ${missing.join(' and ')} ` +
      `(create an app at ${this.def.console} and register the redirect URI ${this.redirectUri}), then restart the connections service.`
    );
  }

  private arctic() {
    return new OAuth2Client(this.settings.clientId!, this.settings.clientSecret!, this.redirectUri);
  }

  /** The authorize URL with the PKCE S256 challenge (RFC 7636) and our signed state. */
  authorizationUrl(state: string, codeVerifier: string): URL {
    const url = this.arctic().createAuthorizationURLWithPKCE(this.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, this.def.scopes);
    for (const [k, v] of Object.entries(this.def.extraAuthorizeParams ?? {})) url.searchParams.set(k, v);
    return url;
  }

  async exchangeCode(code: string, codeVerifier: string): Promise<TokenSet> {
    if (this.def.clientAuth === 'basic') {
      try {
        return toTokenSet(await withTimeout(this.arctic().validateAuthorizationCode(this.tokenUrl, code, codeVerifier), this.timeoutMs, this.def.name));
      } catch (err) {
        translate(err, this.def.name);
      }
    }
    return this.postTokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      code_verifier: codeVerifier,
    });
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    if (this.def.clientAuth === 'basic') {
      try {
        return toTokenSet(await withTimeout(this.arctic().refreshAccessToken(this.tokenUrl, refreshToken, []), this.timeoutMs, this.def.name));
      } catch (err) {
        translate(err, this.def.name);
      }
    }
    return this.postTokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /**
   * client_secret_post (RFC 6749 section 2.3.1), which Facebook and Instagram require and arctic's generic
   * client does not offer. The answer is parsed with arctic's OAuth2Tokens all the same.
   */
  private async postTokenRequest(params: Record<string, string>): Promise<TokenSet> {
    const body = new URLSearchParams({ ...params, client_id: this.settings.clientId!, client_secret: this.settings.clientSecret! });
    let res: Response;
    try {
      res = await fetch(this.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': this.userAgent },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      throw new ProviderUnavailableError(`${this.def.name} could not be reached`);
    }
    const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (res.status >= 400 && res.status < 500 && data && typeof data === 'object') {
      // Facebook nests its errors: {error:{message,type,code}}.
      const e = data.error;
      if (typeof e === 'string') throw new GrantRejectedError(e, typeof data.error_description === 'string' ? data.error_description : null);
      if (e && typeof e === 'object') throw new GrantRejectedError('invalid_grant', String((e as Record<string, unknown>).message ?? 'refused'));
      if (typeof data.error_message === 'string') throw new GrantRejectedError(String(data.error_type ?? 'invalid_grant'), data.error_message);
    }
    if (res.status !== 200 || !data || typeof data !== 'object') {
      throw new ProviderUnavailableError(`${this.def.name} answered the token request with HTTP ${res.status}`);
    }
    try {
      return toTokenSet(new OAuth2Tokens(data));
    } catch (err) {
      translate(err, this.def.name);
    }
  }

  /** Reads the profile and the personalisation data with the user's access token. */
  async fetchAccount(accessToken: string): Promise<FetchedAccount> {
    const get = async (path: string) => {
      let res: Response;
      try {
        res = await fetch(`${this.apiBaseUrl}${path}`, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': this.userAgent },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch {
        throw new ProviderUnavailableError(`${this.def.name} could not be reached`);
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel();
        throw new TokenRejectedError(`${this.def.name} refused the access token (HTTP ${res.status})`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new ProviderUnavailableError(`${this.def.name} answered ${path.split('?')[0]} with HTTP ${res.status}`);
      }
      try {
        return await res.json();
      } catch {
        throw new ProviderUnavailableError(`${this.def.name} answered ${path.split('?')[0]} with something that is not JSON`);
      }
    };
    return this.def.fetchAccount(get);
  }
}
