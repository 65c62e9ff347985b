/**
 * A real OpenID Connect provider for the browser tests: `oidc-provider`
 * (https://github.com/panva/node-oidc-provider) on a free 127.0.0.1 port, configured like Google
 * (an `hd` claim and the profile claims in the ID token, PKCE required) with its development login
 * and consent pages. (services/identity/test/oidc-test-provider.ts is the same provider with hooks
 * for tampering with tokens.)
 *
 * Whoever is typed on the login page signs in (any password): `ada.byron@roadgremlin.test` gets that
 * e-mail, `email_verified: true`, `hd: roadgremlin.test` and the name 'Ada Byron'.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ProviderLike {
  callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
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

export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const clientId = 'road-gremlin-e2e';
  const clientSecret = 'road-gremlin-e2e-secret-0123456789';
  // oidc-provider has no type declarations; this is the little of it used here.
  const specifier = String('oidc-provider'); // a string, not a literal: no declarations to look up
  const { default: Provider } = (await import(specifier)) as {
    default: new (issuer: string, configuration: Record<string, unknown>) => ProviderLike;
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        // A native client may return to any port of a loopback redirect URI (RFC 8252 §7.3): the
        // stack's PUBLIC_ORIGIN port is chosen after this provider starts.
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/api/auth/oidc/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['road-gremlin-e2e-provider-cookie-key'] },
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub', 'hd'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
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
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
