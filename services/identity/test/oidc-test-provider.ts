/**
 * A real OpenID Connect provider for tests: `oidc-provider` (https://github.com/panva/node-oidc-provider,
 * OpenID Certified) on a free 127.0.0.1 port, configured like Google: an `hd` claim, e-mail and
 * profile claims in the ID token, PKCE required, and its development login and consent pages.
 *
 * Who signs in is whatever is typed on its login page (any password): `ada@roadgremlin.test` gets
 * email = that address, `email_verified: true`, `hd` = its domain and a name from the local part
 * ('ada.byron' → 'Ada Byron'); an address containing `+unverified` has `email_verified: false`.
 *
 * For the refusal tests, `tamper` rewrites the ID token of the next token responses (re-signed with
 * the provider's own key, or with a foreign one) and `codeTtlSeconds` shortens authorization codes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface TestProviderOptions {
  clientId?: string;
  clientSecret?: string;
}

export interface IdTokenTamper {
  claims: (payload: JWTPayload) => JWTPayload;
  /** 'provider' re-signs with the provider's own key (only the claim checks can refuse it). */
  signWith: 'provider' | 'foreign';
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Applies to every token response until set back to null. */
  tamper: IdTokenTamper | null;
  codeTtlSeconds: number;
  stop(): Promise<void>;
}

export function nameFromEmail(email: string) {
  return email
    .split('@')[0]
    .split('+')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export async function startTestProvider(options: TestProviderOptions = {}): Promise<TestProvider> {
  const clientId = options.clientId ?? 'road-gremlin-test';
  const clientSecret = options.clientSecret ?? 'road-gremlin-test-secret-0123456789';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const foreign = await generateKeyPair('RS256');

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: Pick<TestProvider, 'tamper' | 'codeTtlSeconds'> = { tamper: null, codeTtlSeconds: 60 };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        // A native client may return to any port of a loopback redirect URI (RFC 8252 §7.3): the
        // stack under test picks its port after the provider has started.
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/api/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['road-gremlin-test-provider-cookie-key'] },
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
  provider.on('server_error', (_ctx, err) => console.error('test OIDC provider error', err));

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
