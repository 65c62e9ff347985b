import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_OAUTH_SAMPLE_DATA, startFakeOAuthProvider, type FakeOAuthProvider, type FakeOAuthProviderId } from '../src/index.js';

const REDIRECT_BASE = 'http://127.0.0.1:8080';
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** The authorize request of our client, as the connections service sends it; answers the redirect. */
async function authorize(fake: FakeOAuthProvider, provider: FakeOAuthProviderId, challenge: string, redirectUri = `${REDIRECT_BASE}/api/oauth/${provider}/callback`) {
  const url = new URL(`${fake.base}/${provider}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: fake.credentials[provider].clientId,
    redirect_uri: redirectUri,
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ? new URL(res.headers.get('location')!) : null, text: await res.text() };
}

/** A token request with the client authentication the provider wants (Basic for Spotify, form for Facebook). */
async function token(fake: FakeOAuthProvider, provider: FakeOAuthProviderId, params: Record<string, string>, secret = fake.credentials[provider].clientSecret) {
  const { clientId } = fake.credentials[provider];
  const basic = provider === 'spotify' || provider === 'reddit';
  const res = await fetch(`${fake.base}/${provider}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic ? { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` } : {}),
    },
    body: new URLSearchParams({ ...params, ...(basic ? {} : { client_id: clientId, client_secret: secret }) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const api = (fake: FakeOAuthProvider, path: string, accessToken: string) =>
  fetch(`${fake.base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('startFakeOAuthProvider with a redirectBase', () => {
  let fake: FakeOAuthProvider;
  beforeAll(async () => {
    fake = await startFakeOAuthProvider({ redirectBase: REDIRECT_BASE });
  });
  afterAll(() => fake?.stop());
  afterEach(() => {
    fake.settings.deny = false;
  });

  it('runs the code flow with PKCE S256, the API answers the bearer, and refresh_token renews it', async () => {
    const { verifier, challenge } = pkce();
    const back = await authorize(fake, 'spotify', challenge);
    expect(back.status).toBe(302);
    expect(`${back.location!.origin}${back.location!.pathname}`).toBe(`${REDIRECT_BASE}/api/oauth/spotify/callback`);
    expect(back.location!.searchParams.get('state')).toBe('state-1');
    const code = back.location!.searchParams.get('code')!;

    const exchanged = await token(fake, 'spotify', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${REDIRECT_BASE}/api/oauth/spotify/callback`,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'user-top-read' });
    expect(exchanged.body.refresh_token).toEqual(expect.any(String));
    expect(fake.tokenRequests.at(-1)).toEqual({ provider: 'spotify', grantType: 'authorization_code', auth: 'basic' });

    const me = await api(fake, '/spotify/api/v1/me', exchanged.body.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual(FAKE_OAUTH_SAMPLE_DATA.spotify.me);
    const top = await api(fake, '/spotify/api/v1/me/top/artists', exchanged.body.access_token);
    expect(((await top.json()) as { items: unknown[] }).items).toEqual(FAKE_OAUTH_SAMPLE_DATA.spotify.artists);

    // The code is single-use.
    const replayed = await token(fake, 'spotify', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${REDIRECT_BASE}/api/oauth/spotify/callback`,
      code_verifier: verifier,
    });
    expect(replayed).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'unknown or used code' } });

    fake.revokeAccessTokens('spotify');
    expect((await api(fake, '/spotify/api/v1/me', exchanged.body.access_token)).status).toBe(401);
    const refreshed = await token(fake, 'spotify', { grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined(); // like Spotify: the old one stays valid
    expect(fake.isLiveAccessToken(refreshed.body.access_token)).toBe(true);
    expect((await api(fake, '/spotify/api/v1/me', refreshed.body.access_token)).status).toBe(200);
  });

  it('refuses a wrong code_verifier, and burns the code', async () => {
    const { verifier, challenge } = pkce();
    const code = (await authorize(fake, 'facebook', challenge)).location!.searchParams.get('code')!;
    const redirect_uri = `${REDIRECT_BASE}/api/oauth/facebook/callback`;
    const wrong = await token(fake, 'facebook', { grant_type: 'authorization_code', code, redirect_uri, code_verifier: pkce().verifier });
    expect(wrong).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'code_verifier mismatch' } });
    expect(fake.tokenRequests.at(-1)).toEqual({ provider: 'facebook', grantType: 'authorization_code', auth: 'post' });
    const right = await token(fake, 'facebook', { grant_type: 'authorization_code', code, redirect_uri, code_verifier: verifier });
    expect(right.status).toBe(400);
  });

  it('refuses client authentication the provider does not use, or a wrong secret', async () => {
    const { challenge } = pkce();
    const code = (await authorize(fake, 'spotify', challenge)).location!.searchParams.get('code')!;
    const { clientId, clientSecret } = fake.credentials.spotify;
    const res = await fetch(`${fake.base}/spotify/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: clientId, client_secret: clientSecret }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    expect((await token(fake, 'spotify', { grant_type: 'authorization_code', code }, 'not-the-secret')).status).toBe(401);
  });

  it('refuses an authorize request without S256 PKCE or with another redirect_uri, and answers access_denied when denied', async () => {
    expect((await authorize(fake, 'reddit', 'too-short')).status).toBe(400);
    const other = await authorize(fake, 'reddit', pkce().challenge, 'http://127.0.0.1:9999/api/oauth/reddit/callback');
    expect(other).toMatchObject({ status: 400, text: 'redirect_uri is not registered' });
    fake.settings.deny = true;
    const denied = await authorize(fake, 'reddit', pkce().challenge);
    expect(denied.status).toBe(302);
    expect(denied.location!.searchParams.get('error')).toBe('access_denied');
    expect(denied.location!.searchParams.get('code')).toBeNull();
  });

  it('gives the connections service its environment, with credentials for the configured providers only', () => {
    const env = fake.env(['spotify']);
    expect(env).toMatchObject({
      SPOTIFY_CLIENT_ID: fake.credentials.spotify.clientId,
      SPOTIFY_CLIENT_SECRET: fake.credentials.spotify.clientSecret,
      SPOTIFY_AUTHORIZE_URL: `${fake.base}/spotify/authorize`,
      SPOTIFY_TOKEN_URL: `${fake.base}/spotify/token`,
      SPOTIFY_API_BASE_URL: `${fake.base}/spotify/api`,
      REDDIT_AUTHORIZE_URL: `${fake.base}/reddit/authorize`,
    });
    expect(env.REDDIT_CLIENT_ID).toBeUndefined();
  });
});

describe('startFakeOAuthProvider without a redirectBase', () => {
  let fake: FakeOAuthProvider;
  beforeAll(async () => {
    fake = await startFakeOAuthProvider();
  });
  afterAll(() => fake?.stop());

  it('registers the first loopback callback URI per provider, then accepts only that one', async () => {
    expect((await authorize(fake, 'spotify', pkce().challenge, 'https://evil.example/api/oauth/spotify/callback')).status).toBe(400);
    expect((await authorize(fake, 'spotify', pkce().challenge, 'http://127.0.0.1:4321/api/oauth/reddit/callback')).status).toBe(400);
    expect(fake.redirectUri('spotify')).toBeUndefined();

    const redirectUri = 'http://127.0.0.1:4321/api/oauth/spotify/callback';
    const { verifier, challenge } = pkce();
    const back = await authorize(fake, 'spotify', challenge, redirectUri);
    expect(back.status).toBe(302);
    expect(fake.redirectUri('spotify')).toBe(redirectUri);
    const code = back.location!.searchParams.get('code')!;
    const exchanged = await token(fake, 'spotify', { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });
    expect(exchanged.status).toBe(200);

    expect((await authorize(fake, 'spotify', pkce().challenge, 'http://127.0.0.1:4322/api/oauth/spotify/callback')).status).toBe(400);
    expect(fake.redirectUri('reddit')).toBeUndefined(); // each provider registers its own
  });
});
