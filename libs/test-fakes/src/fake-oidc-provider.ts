// The shim must reach every program that imports this file (identity's tests, apps/web-e2e), and
// an ambient module declaration cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
/**
 * A real OpenID Connect provider for tests: `oidc-provider` (https://github.com/panva/node-oidc-provider,
 * OpenID Certified) on a free 127.0.0.1 port, configured like Google: an `hd` claim, e-mail and
 * profile claims in the ID token, PKCE required, and its development login and consent pages.
 *
 * Who signs in is whatever is typed on its login page (any password): `ada.byron@roadgremlin.test`
 * gets email = that address, `email_verified: true`, `hd` = its domain and a name from the local part
 * ('ada.byron' → 'Ada Byron'); an address containing `+unverified` has `email_verified: false`.
 *
 * One confidential client (client_secret_post) whose redirect URI is
 * `http://127.0.0.1/api/auth/oidc/callback` on any port: a native client may return to any port of a
 * loopback redirect URI (RFC 8252 section 7.3), and the stack under test picks its port after the provider
 * has started.
 *
 * For refusal tests, `tamper` rewrites the ID token of the next token responses (re-signed with
 * the provider's own key, or with a foreign one) and `codeTtlSeconds` shortens authorization codes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface FakeOidcProviderOptions {
  clientId?: string;
  clientSecret?: string;
}

export interface IdTokenTamper {
  claims: (payload: JWTPayload) => JWTPayload;
  /** 'provider' re-signs with the provider's own key (only the claim checks can refuse it). */
  signWith: 'provider' | 'foreign';
}

export interface FakeOidcProvider {
  /** `http://127.0.0.1:<port>`; discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Applies to every token response until set back to null. */
  tamper: IdTokenTamper | null;
  /** Lifetime of the authorization codes issued from now on (60 unless changed). */
  codeTtlSeconds: number;
  stop(): Promise<void>;
}

/** The name the provider gives an e-mail address: 'ada.byron+x@…' → 'Ada Byron'. */
export function nameFromEmail(email: string) {
  return email
    .split('@')[0]
    .split('+')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export async function startFakeOidcProvider(options: FakeOidcProviderOptions = {}): Promise<FakeOidcProvider> {
  const clientId = options.clientId ?? 'road-gremlin-test';
  const clientSecret = options.clientSecret ?? 'road-gremlin-test-secret-0123456789';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const foreign = await generateKeyPair('RS256');

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: Pick<FakeOidcProvider, 'tamper' | 'codeTtlSeconds'> = { tamper: null, codeTtlSeconds: 60 };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/api/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['road-gremlin-fake-oidc-cookie-key'] },
    // Like Google: the scope's claims in the ID token itself, hd with every sign-in.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'hd'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => {
        const email = id.toLowerCase();
        const name = nameFromEmail(email);
        return {
          sub: id,
          email,
          email_verified: !email.includes('+unverified'),
          hd: email.split('@')[1],
          name,
          given_name: name.split(' ')[0],
          family_name: name.split(' ').slice(1).join(' ') || undefined,
        };
      },
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AuthorizationCode: () => state.codeTtlSeconds,
      IdToken: 3600,
      AccessToken: 3600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  // An unexpected error inside the provider would otherwise only surface as a 500 page.
  provider.on('server_error', (_ctx, err) => console.error('fake OIDC provider error', err));

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (state.tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
      const tamper = state.tamper;
      const end = res.end.bind(res) as (chunk?: unknown) => typeof res;
      // Koa answers with a single res.end(body): rewrite the ID token in it, then send.
      res.end = ((chunk?: unknown) => {
        const body = JSON.parse(String(chunk)) as { id_token?: string };
        if (!body.id_token) return end(chunk);
        void (async () => {
          const payload = tamper.claims(decodeJwt(body.id_token!));
          const header = decodeProtectedHeader(body.id_token!);
          const key = tamper.signWith === 'provider' ? await importJWK(signingJwk, 'RS256') : foreign.privateKey;
          body.id_token = await new SignJWT(payload)
            .setProtectedHeader({ alg: 'RS256', typ: header.typ, kid: tamper.signWith === 'provider' ? signingJwk.kid : 'foreign-key' })
            .sign(key);
          res.removeHeader('content-length');
          end(JSON.stringify(body));
        })();
        return res;
      }) as typeof res.end;
    }
    handle(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    get tamper() {
      return state.tamper;
    },
    set tamper(value) {
      state.tamper = value;
    },
    get codeTtlSeconds() {
      return state.codeTtlSeconds;
    },
    set codeTtlSeconds(value) {
      state.codeTtlSeconds = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Plays the browser at the fake provider without one: from an authorization URL, follows redirects
 * by hand, keeps the provider's cookies, signs in on its login page as `login` (any password) and
 * consents. Answers the first URL off the provider's origin: the client's redirect URI with code and
 * state, or with an error. `abort` presses the login page's "Cancel" instead (access_denied).
 */
export async function authorizeAtFakeOidcProvider(authorizationUrl: URL, login: string, opts: { abort?: boolean } = {}): Promise<URL> {
  const providerOrigin = authorizationUrl.origin;
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== providerOrigin) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status} at ${url}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page ${url}: ${html.slice(0, 500)}`);
    if (opts.abort) {
      url = new URL(`${action.replace(/&amp;/g, '&')}/abort`, url);
      continue;
    }
    url = new URL(action.replace(/&amp;/g, '&'), url);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt }).toString();
  }
  throw new Error('too many redirects at the provider');
}
