import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { OidcSettings } from '../config.js';
import { ExternalSignInError, EXTERNAL_LOGIN_FAILED } from './errors.js';
import { FlowStore } from './flow-store.js';

/** Where the provider sends the browser back: our server, which finishes the flow (README "External sign-in"). */
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** Scopes openid, email and profile (docs/product/auth.md#external-sign-in). */
export const OIDC_SCOPES = 'openid email profile';

/** What we keep of a verified ID token (plus UserInfo when the ID token is thin). */
export interface ExternalProfile {
  /** The issuer the identity belongs to: a `sub` is unique only within its issuer. */
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface CompletedFlow {
  profile: ExternalProfile;
  redirectTo: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * An OpenID Connect relying party (authorization code + PKCE S256, `state`, `nonce`) for any
 * standards-compliant issuer, on `openid-client` v6 (https://github.com/panva/openid-client), which
 * reads the discovery document, and validates the ID token's signature against the issuer's JWKS
 * (non-repudiation checks on), `iss`, `aud`, `azp`, `exp`, `iat` and `nonce`, and RFC 9207's `iss`
 * authorization-response parameter when the issuer sends it. No Fastify here.
 */
export class OidcRelyingParty {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    readonly settings: OidcSettings,
    private readonly deps: { publicOrigin: string; flows: FlowStore; log: FastifyBaseLogger },
  ) {}

  get redirectUri() {
    return `${this.deps.publicOrigin}${OIDC_CALLBACK_PATH}`;
  }

  /** The issuer's configuration, discovered once; a failed discovery is retried by the next sign-in. */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((err: unknown) => {
      this.discovered = null;
      throw err;
    });
    return this.discovered;
  }

  private async discover() {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    // Plain http only for a provider on this machine (development, tests); config.ts refuses others.
    const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
    const options: client.DiscoveryRequestOptions = { timeout: 10, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) };
    const found = await client.discovery(url, clientId, undefined, client.ClientSecretPost(clientSecret), options);
    // client_secret_basic is the default of the standard (OIDC Discovery section 3): use post only when offered.
    const methods = found.serverMetadata().token_endpoint_auth_methods_supported;
    const config = methods?.includes('client_secret_post')
      ? found
      : new client.Configuration(found.serverMetadata(), clientId, undefined, client.ClientSecretBasic(clientSecret));
    if (insecure) client.allowInsecureRequests(config);
    // Verify the ID token's signature with the issuer's JWKS even though it came straight from the token endpoint.
    client.enableNonRepudiationChecks(config);
    return config;
  }

  private unavailable(err: unknown) {
    return new ExternalSignInError(
      EXTERNAL_LOGIN_FAILED,
      `${this.settings.name} sign-in is not available right now. Please try again later, or use your email and password.`,
      err,
    );
  }

  /** The provider's authorization URL for a new flow, and the binding value for the browser's cookie. */
  async start(redirectTo: string): Promise<{ url: string; binding: string }> {
    let config: client.Configuration;
    try {
      config = await this.configuration();
    } catch (err) {
      throw this.unavailable(err);
    }
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const binding = await this.deps.flows.save(state, { codeVerifier, nonce, redirectTo });
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: OIDC_SCOPES,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      // Offline access and a consent prompt (Google's parameters; other issuers ignore access_type).
      access_type: 'offline',
      prompt: 'consent',
    };
    // Google's hosted-domain hint: only an account picker of that domain. A hint only: checked again in finish().
    if (this.settings.hostedDomain) params.hd = this.settings.hostedDomain;
    return { url: client.buildAuthorizationUrl(config, params).href, binding };
  }

  /**
   * Finishes a flow from the provider's redirect: the flow named by `state` (single use, bound to
   * this browser), the provider's error if it sent one, then the code exchange with every check.
   * `query` is the raw query string of the callback request.
   */
  async finish(query: string, bindingCookie: string | undefined): Promise<CompletedFlow> {
    const currentUrl = new URL(`${this.redirectUri}?${query.replace(/^\?/, '')}`);
    const params = currentUrl.searchParams;
    const flow = await this.deps.flows.consume(params.get('state') ?? '');
    if (!flow || !FlowStore.bindingMatches(flow, bindingCookie)) {
      throw new ExternalSignInError(
        EXTERNAL_LOGIN_FAILED,
        `This ${this.settings.name} sign-in has expired or was started in another browser. Please try again.`,
        { reason: flow ? 'binding cookie mismatch' : 'unknown, used or expired state' },
      );
    }
    // The provider's own error (the user said no, or it failed): passed on once the state proved it is ours.
    const providerError = params.get('error');
    if (providerError) {
      const code = /^[a-z_]{1,64}$/.test(providerError) ? providerError : 'server_error';
      const description = (params.get('error_description') ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, 300);
      throw new ExternalSignInError(code, description || code, { providerError, description });
    }

    let config: client.Configuration;
    try {
      config = await this.configuration();
    } catch (err) {
      throw this.unavailable(err);
    }
    let claims: Record<string, unknown>;
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: params.get('state')!,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      accessToken = tokens.access_token;
    } catch (err) {
      throw new ExternalSignInError(
        EXTERNAL_LOGIN_FAILED,
        `We could not verify your ${this.settings.name} sign-in. Please try again.`,
        err,
      );
    }
    const subject = String(claims.sub);

    // Some issuers put e-mail and profile only in UserInfo (OIDC Core section 5.4); the signed ID token wins.
    if (!text(claims.email)) {
      try {
        claims = { ...(await client.fetchUserInfo(config, accessToken, subject)), ...claims };
      } catch (err) {
        this.deps.log.warn({ err }, 'oidc: UserInfo request failed');
      }
    }
    const email = text(claims.email)?.toLowerCase();
    if (!email) {
      throw new ExternalSignInError(EXTERNAL_LOGIN_FAILED, `${this.settings.name} did not share your email address, which Road Gremlin needs.`);
    }

    // The hint in start() can be edited by the user: the `hd` claim of the signed ID token decides
    // (https://developers.google.com/identity/openid-connect/openid-connect#id_token-hd).
    const domain = this.settings.hostedDomain;
    if (domain && text(claims.hd)?.toLowerCase() !== domain) {
      throw new ExternalSignInError(
        'access_denied',
        `Only ${domain} accounts can sign in to Road Gremlin, and ${email} is not one.`,
        { hd: claims.hd ?? null },
      );
    }

    return {
      redirectTo: flow.redirectTo,
      profile: {
        issuer: config.serverMetadata().issuer,
        subject,
        email,
        // Google answers a boolean; a few issuers answer the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined),
        picture: text(claims.picture),
      },
    };
  }
}
