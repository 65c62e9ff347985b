/**
 * A local OAuth 2.0 provider standing in for Spotify, Reddit, Instagram and Facebook, for the
 * connections service's tests and the browser tests (apps/web-e2e). It behaves like the real ones
 * where a client can tell:
 * - `GET /<provider>/authorize` checks response_type, client_id, redirect_uri, an S256
 *   `code_challenge` and state, and sends the browser straight back to the redirect URI with a code
 *   (the user "agrees" at once), or with `error=access_denied` while `settings.deny` is set;
 * - `POST /<provider>/token` checks client authentication the way each real provider wants it (HTTP
 *   Basic for Spotify and Reddit, form fields for Instagram and Facebook), a known unused code, the
 *   same redirect_uri and a `code_verifier` whose S256 is the challenge; `refresh_token` works for
 *   the providers that issue refresh tokens (Spotify, Reddit);
 * - the API endpoints (`/<provider>/api/…`) answer sample data to live bearer tokens only.
 *
 * Redirect URIs: with `redirectBase`, each provider's is `${redirectBase}/api/oauth/<provider>/callback`.
 * Without it, each provider registers the redirect URI of its first authorize request, which must be
 * that path on a loopback origin (127.0.0.1 or localhost, any port) without a query: the browser
 * tests' stack draws its port after this server has started. After that, only that exact URI is
 * accepted.
 */
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type FakeOAuthProviderId = 'spotify' | 'reddit' | 'instagram' | 'facebook';
export const FAKE_OAUTH_PROVIDERS: FakeOAuthProviderId[] = ['spotify', 'reddit', 'instagram', 'facebook'];

/** How each real provider authenticates the client at its token endpoint. */
const CLIENT_AUTH: Record<FakeOAuthProviderId, 'basic' | 'post'> = { spotify: 'basic', reddit: 'basic', instagram: 'post', facebook: 'post' };
const ISSUES_REFRESH: Record<FakeOAuthProviderId, boolean> = { spotify: true, reddit: true, instagram: false, facebook: false };

/** What the API endpoints answer until a test changes `provider.data` (a copy of this). */
export const FAKE_OAUTH_SAMPLE_DATA = {
  spotify: {
    me: { id: 'spotify-user-1', display_name: 'Dusty Roads' },
    artists: [
      { name: 'Sturgill Simpson', genres: ['outlaw country', 'country', 'americana'] },
      { name: 'Waylon Jennings', genres: ['outlaw country', 'country'] },
      { name: 'Tyler Childers', genres: ['outlaw country', 'kentucky roots'] },
      { name: 'Ghost', genres: ['swedish metal', 'hard rock'] },
    ],
  },
  reddit: {
    me: { id: 'rd1', name: 'urbex_gremlin' },
    subreddits: [
      { display_name: 'AbandonedPorn', title: 'Abandoned places' },
      { display_name: 'urbanexploration', title: 'Urban Exploration' },
      { display_name: 'Paranormal', title: 'Paranormal' },
      { display_name: 'UFOs', title: 'UFOs' },
      { display_name: 'personalfinance', title: 'Personal Finance' },
    ],
  },
  instagram: {
    me: { id: 'ig1', username: 'trail.mix' },
    media: [
      { id: 'm1', caption: 'Sunrise hike to the falls #hiking #nature', location: { name: 'Multnomah Falls' } },
      { id: 'm2', caption: 'Switchbacks all day #hiking', location: { name: 'Zion National Park' } },
      { id: 'm3', caption: 'Best BBQ in Texas, no contest #food', location: { name: 'Lockhart' } },
      { id: 'm4', caption: 'Lazy sunday, starting the week right' },
    ],
  },
  facebook: {
    me: { id: 'fb1', name: 'Rosa Ghostly' },
    places: [
      { name: 'Bodie Ghost Town', location: { city: 'Bridgeport', state: 'CA', country: 'United States' } },
      { name: 'Winchester Mystery House', location: { city: 'San Jose', state: 'CA', country: 'United States' } },
      { name: 'Rhyolite Ghost Town', location: { city: 'Beatty', state: 'NV', country: 'United States' } },
    ],
  },
};

export interface FakeOAuthProviderOptions {
  /**
   * The origin the redirect URIs live under (`${redirectBase}/api/oauth/<provider>/callback`).
   * Omit it to register each provider's redirect URI on its first authorize request instead.
   */
  redirectBase?: string;
}

export interface TokenRequestLog {
  provider: FakeOAuthProviderId;
  grantType: string;
  auth: 'basic' | 'post' | 'none';
}

interface CodeGrant {
  provider: FakeOAuthProviderId;
  redirectUri: string;
  challenge: string;
  used: boolean;
}
interface IssuedToken {
  provider: FakeOAuthProviderId;
  expiresAt: number;
  revoked: boolean;
}

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');
const callbackPath = (p: FakeOAuthProviderId) => `/api/oauth/${p}/callback`;

export async function startFakeOAuthProvider(options: FakeOAuthProviderOptions = {}) {
  // forceCloseConnections: stop() must not wait for a browser's keep-alive connections.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const credentials = Object.fromEntries(
    FAKE_OAUTH_PROVIDERS.map((p) => [p, { clientId: `${p}-client-id`, clientSecret: `${p}-client-secret-${randomBytes(4).toString('hex')}` }]),
  ) as Record<FakeOAuthProviderId, { clientId: string; clientSecret: string }>;

  const registered: Partial<Record<FakeOAuthProviderId, string>> = {};
  if (options.redirectBase !== undefined) {
    for (const p of FAKE_OAUTH_PROVIDERS) registered[p] = `${options.redirectBase}${callbackPath(p)}`;
  }
  /** Whether `uri` is the provider's redirect URI (registering it if none is yet). */
  function acceptRedirect(p: FakeOAuthProviderId, uri: string | null): uri is string {
    if (!uri) return false;
    const known = registered[p];
    if (known) return uri === known;
    try {
      const u = new URL(uri);
      if (u.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(u.hostname) || u.pathname !== callbackPath(p) || u.search || u.hash) return false;
    } catch {
      return false;
    }
    registered[p] = uri;
    return true;
  }

  const codes = new Map<string, CodeGrant>();
  const accessTokens = new Map<string, IssuedToken>();
  const refreshTokens = new Map<string, { provider: FakeOAuthProviderId; revoked: boolean }>();
  const data = structuredClone(FAKE_OAUTH_SAMPLE_DATA);
  const settings = {
    /** expires_in of the next access tokens, per provider. */
    expiresIn: { spotify: 3600, reddit: 86400, instagram: 3600, facebook: 5_183_944 } as Record<FakeOAuthProviderId, number>,
    /** The user presses "Cancel" on the consent page. */
    deny: false,
  };
  const tokenRequests: TokenRequestLog[] = [];
  /** API calls answered 401 (an expired or revoked bearer). */
  const rejectedApiCalls: string[] = [];
  const authorizeRequests: URLSearchParams[] = [];

  function issue(provider: FakeOAuthProviderId) {
    const access = `${provider}-at-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, { provider, expiresAt: Date.now() + settings.expiresIn[provider] * 1000, revoked: false });
    const refresh = ISSUES_REFRESH[provider] ? `${provider}-rt-${randomBytes(12).toString('hex')}` : undefined;
    if (refresh) refreshTokens.set(refresh, { provider, revoked: false });
    return { access, refresh };
  }

  function tokenBody(provider: FakeOAuthProviderId, t: { access: string; refresh?: string }) {
    // The shapes each provider documents: Instagram's short-lived token answer has no expires_in.
    if (provider === 'instagram') return { access_token: t.access, user_id: 1234, permissions: ['instagram_business_basic'] };
    return {
      access_token: t.access,
      token_type: 'Bearer',
      expires_in: settings.expiresIn[provider],
      ...(t.refresh ? { refresh_token: t.refresh } : {}),
      ...(provider === 'spotify' ? { scope: 'user-top-read' } : {}),
    };
  }

  const oauthError = (reply: FastifyReply, status: number, error: string, description?: string) =>
    reply.code(status).send({ error, ...(description ? { error_description: description } : {}) });

  for (const provider of FAKE_OAUTH_PROVIDERS) {
    const cred = credentials[provider];

    app.get(`/${provider}/authorize`, async (request, reply) => {
      const q = new URLSearchParams(request.url.split('?')[1] ?? '');
      authorizeRequests.push(q);
      if (q.get('response_type') !== 'code') return reply.code(400).send('response_type must be code');
      if (q.get('client_id') !== cred.clientId) return reply.code(400).send('unknown client_id');
      if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) {
        return reply.code(400).send('an S256 code_challenge is required');
      }
      const state = q.get('state');
      if (!state) return reply.code(400).send('state is required');
      // Last, so that a malformed request never registers its redirect URI.
      const redirectUri = q.get('redirect_uri');
      if (!acceptRedirect(provider, redirectUri)) return reply.code(400).send('redirect_uri is not registered');
      const back = new URL(redirectUri);
      back.searchParams.set('state', state);
      if (settings.deny) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied the request');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { provider, redirectUri, challenge: q.get('code_challenge')!, used: false });
        back.searchParams.set('code', code);
      }
      return reply.redirect(back.toString(), 302);
    });

    app.post(`/${provider}/token`, async (request: FastifyRequest<{ Body: Record<string, string> }>, reply) => {
      const body = request.body ?? {};
      const header = request.headers.authorization;
      let auth: TokenRequestLog['auth'] = 'none';
      let id: string | undefined;
      let secret: string | undefined;
      if (header?.startsWith('Basic ')) {
        auth = 'basic';
        [id, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
      } else if (body.client_secret) {
        auth = 'post';
        id = body.client_id;
        secret = body.client_secret;
      }
      tokenRequests.push({ provider, grantType: body.grant_type, auth });
      if (auth !== CLIENT_AUTH[provider] || id !== cred.clientId || secret !== cred.clientSecret) {
        return oauthError(reply, 401, 'invalid_client', 'client authentication failed');
      }
      if (body.grant_type === 'authorization_code') {
        const grant = codes.get(body.code);
        if (!grant || grant.used || grant.provider !== provider) return oauthError(reply, 400, 'invalid_grant', 'unknown or used code');
        grant.used = true;
        if (body.redirect_uri !== grant.redirectUri) return oauthError(reply, 400, 'invalid_grant', 'redirect_uri mismatch');
        if (!body.code_verifier || s256(body.code_verifier) !== grant.challenge) return oauthError(reply, 400, 'invalid_grant', 'code_verifier mismatch');
        return tokenBody(provider, issue(provider));
      }
      if (body.grant_type === 'refresh_token') {
        const rt = refreshTokens.get(body.refresh_token);
        if (!rt || rt.revoked || rt.provider !== provider) return oauthError(reply, 400, 'invalid_grant', 'refresh token revoked');
        const t = issue(provider);
        // Like Spotify: a new access token, and the old refresh token stays valid (no new one sent).
        if (t.refresh) refreshTokens.delete(t.refresh);
        return tokenBody(provider, { access: t.access });
      }
      return oauthError(reply, 400, 'unsupported_grant_type');
    });
  }

  function bearer(provider: FakeOAuthProviderId) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const t = token ? accessTokens.get(token) : undefined;
      if (!t || t.provider !== provider || t.revoked || t.expiresAt <= Date.now()) {
        rejectedApiCalls.push(`${provider} ${request.url}`);
        return reply.code(401).send({ error: { status: 401, message: 'The access token expired' } });
      }
    };
  }

  app.get('/spotify/api/v1/me', { preHandler: bearer('spotify') }, async () => data.spotify.me);
  app.get('/spotify/api/v1/me/top/artists', { preHandler: bearer('spotify') }, async () => ({ items: data.spotify.artists, total: data.spotify.artists.length }));
  app.get('/reddit/api/api/v1/me', { preHandler: bearer('reddit') }, async (request, reply) => {
    if (!request.headers['user-agent']) return reply.code(429).send({ message: 'Too Many Requests' }); // Reddit blocks clients without one
    return data.reddit.me;
  });
  app.get('/reddit/api/subreddits/mine/subscriber', { preHandler: bearer('reddit') }, async () => ({
    kind: 'Listing',
    data: { after: null, children: data.reddit.subreddits.map((d) => ({ kind: 't5', data: d })) },
  }));
  app.get('/instagram/api/me', { preHandler: bearer('instagram') }, async () => data.instagram.me);
  app.get('/instagram/api/me/media', { preHandler: bearer('instagram') }, async (request, reply) => {
    const fields = String((request.query as Record<string, string>).fields ?? '');
    if (!fields.includes('caption')) return reply.code(400).send({ error: { message: 'fields must include caption' } });
    return { data: data.instagram.media };
  });
  app.get('/facebook/api/me', { preHandler: bearer('facebook') }, async () => data.facebook.me);
  app.get('/facebook/api/me/tagged_places', { preHandler: bearer('facebook') }, async () => ({
    data: data.facebook.places.map((place, i) => ({ id: `tp${i}`, created_time: '2024-05-01T12:00:00+0000', place: { id: `p${i}`, ...place } })),
  }));

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /**
   * The connections service's environment pointing every provider at this fake (`*_AUTHORIZE_URL`,
   * `*_TOKEN_URL`, `*_API_BASE_URL`), with client credentials for the `configured` ones only.
   */
  function env(configured: FakeOAuthProviderId[] = FAKE_OAUTH_PROVIDERS): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of FAKE_OAUTH_PROVIDERS) {
      const P = p.toUpperCase();
      out[`${P}_AUTHORIZE_URL`] = `${base}/${p}/authorize`;
      out[`${P}_TOKEN_URL`] = `${base}/${p}/token`;
      out[`${P}_API_BASE_URL`] = `${base}/${p}/api`;
      if (configured.includes(p)) {
        out[`${P}_CLIENT_ID`] = credentials[p].clientId;
        out[`${P}_CLIENT_SECRET`] = credentials[p].clientSecret;
      }
    }
    return out;
  }

  return {
    /** `http://127.0.0.1:<port>`; the endpoints are `${base}/<provider>/authorize|token|api/…`. */
    base,
    env,
    credentials,
    settings,
    /** The sample data the API endpoints answer (a copy of FAKE_OAUTH_SAMPLE_DATA; change it freely). */
    data,
    tokenRequests,
    authorizeRequests,
    rejectedApiCalls,
    /** The provider's redirect URI: the fixed one, the registered one, or undefined before first use. */
    redirectUri: (p: FakeOAuthProviderId): string | undefined => registered[p],
    /** A token as if the client had done the flow itself (for save-connection). */
    issueAccessToken: (p: FakeOAuthProviderId) => issue(p),
    isLiveAccessToken: (token: string) => {
      const t = accessTokens.get(token);
      return !!t && !t.revoked && t.expiresAt > Date.now();
    },
    liveAccessTokens: (p: FakeOAuthProviderId) => [...accessTokens].filter(([, t]) => t.provider === p && !t.revoked).map(([k]) => k),
    revokeAccessTokens(p: FakeOAuthProviderId) {
      for (const t of accessTokens.values()) if (t.provider === p) t.revoked = true;
    },
    revokeRefreshTokens(p: FakeOAuthProviderId) {
      for (const t of refreshTokens.values()) if (t.provider === p) t.revoked = true;
    },
    stop: async () => {
      await app.close();
    },
  };
}

export type FakeOAuthProvider = Awaited<ReturnType<typeof startFakeOAuthProvider>>;
