/**
 * A local OAuth 2.0 provider standing in for Spotify in the browser journey, ported from
 * services/connections/test/fake-provider.ts (Spotify only, on node:http so this package needs no
 * server framework). It behaves like the real one where the flow can tell:
 * - `GET /spotify/authorize` checks response_type, client_id, an S256 `code_challenge` and state, and
 *   sends the browser straight back to `redirect_uri` with a code (the user "agrees" at once);
 * - `POST /spotify/token` wants HTTP Basic client authentication (as Spotify does), a known unused code,
 *   the same redirect_uri and a `code_verifier` whose S256 is the challenge; refresh_token works too;
 * - `GET /spotify/api/v1/me` and `/v1/me/top/artists` answer sample data to live bearers only.
 *
 * The redirect URI is registered on first use: the stack's port is drawn after this server starts,
 * so it cannot be known up front; the path must still be /api/oauth/spotify/callback on loopback, and
 * the token request must repeat exactly the URI the authorize request used.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

export const SPOTIFY_SAMPLE = {
  me: { id: 'spotify-e2e-1', display_name: 'Dusty Roads' },
  artists: [
    { name: 'Sturgill Simpson', genres: ['outlaw country', 'country', 'americana'] },
    { name: 'Waylon Jennings', genres: ['outlaw country', 'country'] },
    { name: 'Tyler Childers', genres: ['outlaw country', 'kentucky roots'] },
    { name: 'Ghost', genres: ['swedish metal', 'hard rock'] },
  ],
};

const s256 = (v: string) => createHash('sha256').update(v).digest('base64url');

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startFakeSpotify() {
  const clientId = 'spotify-e2e-client';
  const clientSecret = `spotify-e2e-secret-${randomBytes(6).toString('hex')}`;
  let registeredRedirect: string | null = null;
  const codes = new Map<string, { redirectUri: string; challenge: string; used: boolean }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const log: string[] = [];

  function issue(withRefresh: boolean) {
    const access = `sp-at-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, Date.now() + 3600_000);
    const refresh = withRefresh ? `sp-rt-${randomBytes(12).toString('hex')}` : undefined;
    if (refresh) refreshTokens.add(refresh);
    return { access_token: access, token_type: 'Bearer', expires_in: 3600, scope: 'user-top-read', ...(refresh ? { refresh_token: refresh } : {}) };
  }

  function validRedirect(uri: string | null): boolean {
    if (!uri) return false;
    if (registeredRedirect) return uri === registeredRedirect;
    try {
      const u = new URL(uri);
      if (!['127.0.0.1', 'localhost'].includes(u.hostname) || u.pathname !== '/api/oauth/spotify/callback' || u.search) return false;
    } catch {
      return false;
    }
    registeredRedirect = uri;
    return true;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    log.push(`${req.method} ${url.pathname}`);
    void (async () => {
      if (req.method === 'GET' && url.pathname === '/spotify/authorize') {
        const q = url.searchParams;
        if (q.get('response_type') !== 'code') return send(res, 400, { error: 'response_type must be code' });
        if (q.get('client_id') !== clientId) return send(res, 400, { error: 'unknown client_id' });
        if (!validRedirect(q.get('redirect_uri'))) return send(res, 400, { error: 'redirect_uri is not registered' });
        if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) {
          return send(res, 400, { error: 'an S256 code_challenge is required' });
        }
        const state = q.get('state');
        if (!state) return send(res, 400, { error: 'state is required' });
        const code = randomBytes(16).toString('hex');
        codes.set(code, { redirectUri: q.get('redirect_uri')!, challenge: q.get('code_challenge')!, used: false });
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/spotify/token') {
        const body = Object.fromEntries(new URLSearchParams(await readBody(req)));
        const header = req.headers.authorization ?? '';
        const [id, secret] = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString().split(':') : [];
        if (id !== clientId || secret !== clientSecret) return send(res, 401, { error: 'invalid_client' });
        if (body.grant_type === 'authorization_code') {
          const grant = codes.get(body.code);
          if (!grant || grant.used) return send(res, 400, { error: 'invalid_grant', error_description: 'unknown or used code' });
          grant.used = true;
          if (body.redirect_uri !== grant.redirectUri) return send(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
          if (!body.code_verifier || s256(body.code_verifier) !== grant.challenge) {
            return send(res, 400, { error: 'invalid_grant', error_description: 'code_verifier mismatch' });
          }
          return send(res, 200, issue(true));
        }
        if (body.grant_type === 'refresh_token') {
          if (!refreshTokens.has(body.refresh_token)) return send(res, 400, { error: 'invalid_grant' });
          // Like Spotify: a new access token, the refresh token stays valid.
          return send(res, 200, issue(false));
        }
        return send(res, 400, { error: 'unsupported_grant_type' });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/spotify/api/')) {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const expires = token ? accessTokens.get(token) : undefined;
        if (!expires || expires <= Date.now()) return send(res, 401, { error: { status: 401, message: 'The access token expired' } });
        if (url.pathname === '/spotify/api/v1/me') return send(res, 200, SPOTIFY_SAMPLE.me);
        if (url.pathname === '/spotify/api/v1/me/top/artists') {
          return send(res, 200, { items: SPOTIFY_SAMPLE.artists, total: SPOTIFY_SAMPLE.artists.length });
        }
      }
      return send(res, 404, { error: 'not_found' });
    })().catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'server_error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    log,
    /** The connections service's environment pointing Spotify at this fake. */
    env: {
      SPOTIFY_CLIENT_ID: clientId,
      SPOTIFY_CLIENT_SECRET: clientSecret,
      SPOTIFY_AUTHORIZE_URL: `${base}/spotify/authorize`,
      SPOTIFY_TOKEN_URL: `${base}/spotify/token`,
      SPOTIFY_API_BASE_URL: `${base}/spotify/api`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
