import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { TokenCipher, DecryptError } from '../src/crypto/token-cipher.js';
import { startConnections, user, type Harness } from './helpers.js';
import { FAKE_OAUTH_SAMPLE_DATA } from '@roadgremlin/test-fakes';

let h: Harness;

beforeAll(async () => {
  h = await startConnections('conn_api');
});
afterAll(async () => h?.close());
beforeEach(() => {
  h.fake.settings.expiresIn.spotify = 3600;
  h.fake.data.spotify.artists = structuredClone(FAKE_OAUTH_SAMPLE_DATA.spotify.artists);
});

const insightsOf = async (u: ReturnType<typeof user>) => (await h.app.inject({ url: '/api/user/insights', headers: await h.auth(u) })).json();

describe('tokens at rest', () => {
  it('are not readable in the database without the key, and only decrypt for their own row', async () => {
    const me = user('crypto');
    await h.connect(me, 'spotify');
    await h.connect(me, 'reddit');
    const liveSpotify = h.fake.liveAccessTokens('spotify');
    const dump = (await h.sql('select row_to_json(c)::text as row from connections c where user_id = $1', [me.sub])).map((r) => r.row).join('\n');
    for (const token of [...liveSpotify, ...h.fake.liveAccessTokens('reddit')]) expect(dump).not.toContain(token);
    expect(dump).not.toMatch(/spotify-rt-|reddit-rt-|spotify-at-|reddit-at-/);

    const [row] = await h.sql('select access_token_enc, refresh_token_enc from connections where user_id = $1 and provider = $2', [me.sub, 'spotify']);
    const right = new TokenCipher(h.key);
    const plain = right.decrypt(row.access_token_enc, `${me.sub}:spotify:access`);
    expect(h.fake.isLiveAccessToken(plain)).toBe(true);
    expect(right.decrypt(row.refresh_token_enc, `${me.sub}:spotify:refresh`)).toMatch(/^spotify-rt-/);

    const other = new TokenCipher(randomBytes(32));
    expect(() => other.decrypt(row.access_token_enc, `${me.sub}:spotify:access`)).toThrow(DecryptError);
    // Copied into another user's row, the ciphertext does not decrypt (the row is authenticated data).
    expect(() => right.decrypt(row.access_token_enc, `user-mallory:spotify:access`)).toThrow(DecryptError);
  });

  it('a row whose tokens no longer decrypt asks the user to reconnect (409), not a 500', async () => {
    const me = user('bad-cipher');
    await h.connect(me, 'spotify');
    const foreign = new TokenCipher(randomBytes(32)).encrypt('whatever', `${me.sub}:spotify:access`);
    await h.sql('update connections set access_token_enc = $1 where user_id = $2', [foreign, me.sub]);
    const res = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/spotify', headers: await h.auth(me) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('reconnect_required');
  });
});

describe('another user', () => {
  it('cannot list, refresh or delete my connection (404, nothing changed)', async () => {
    const me = user('owner');
    const them = user('intruder');
    await h.connect(me, 'spotify');
    const [mine] = await h.sql('select * from connections where user_id = $1', [me.sub]);
    const insightsBefore = await insightsOf(me);

    const list = await h.app.inject({ url: '/api/connections', headers: await h.auth(them) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);

    const del = await h.app.inject({ method: 'DELETE', url: `/api/connections/${mine.id}`, headers: await h.auth(them) });
    expect(del.statusCode).toBe(404);
    expect(del.json().error.code).toBe('not_found');

    const refresh = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/spotify', headers: await h.auth(them) });
    expect(refresh.statusCode).toBe(404);
    expect(refresh.json().error.code).toBe('not_connected');

    const [after] = await h.sql('select * from connections where user_id = $1', [me.sub]);
    expect(after).toEqual(mine);
    expect(await insightsOf(me)).toEqual(insightsBefore);
    expect((await insightsOf(them)).insights.themes).toEqual([]);
  });

  it('without a bearer every personal route answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['DELETE', '/api/connections/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/refresh-connection-data/spotify'],
      ['GET', '/api/user/insights'],
      ['POST', '/api/start-personalization'],
      ['POST', '/api/oauth/save-connection'],
    ] as const) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('DELETE /api/connections/{id}', () => {
  it('forgets the tokens and recomputes the personality without that provider', async () => {
    const me = user('disconnect');
    await h.connect(me, 'spotify');
    await h.connect(me, 'reddit');
    expect((await insightsOf(me)).sources.sort()).toEqual(['reddit', 'spotify']);
    const [spotify] = await h.sql("select id from connections where user_id = $1 and provider = 'spotify'", [me.sub]);
    const res = await h.app.inject({ method: 'DELETE', url: `/api/connections/${spotify.id}`, headers: await h.auth(me) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: spotify.id, provider: 'spotify' });
    expect(await h.sql('select provider from connections where user_id = $1', [me.sub])).toEqual([{ provider: 'reddit' }]);
    const after = await insightsOf(me);
    expect(after.sources).toEqual(['reddit']);
    expect(after.insights.themes.join(' ')).not.toMatch(/Spotify/);
    expect(after.insights.weights.music).toBeUndefined();
  });

  it('an id that is not a uuid, or not there, answers 404', async () => {
    const me = user('del-404');
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await h.app.inject({ method: 'DELETE', url: `/api/connections/${id}`, headers: await h.auth(me) });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('POST /api/refresh-connection-data/{provider}', () => {
  it('renews an expired access token with the refresh token first, then re-reads the data', async () => {
    const me = user('refresh-expired');
    h.fake.settings.expiresIn.spotify = 1; // the access token is as good as expired
    await h.connect(me, 'spotify');
    h.fake.settings.expiresIn.spotify = 3600;
    const [before] = await h.sql("select access_token_enc, refresh_token_enc, expires_at from connections where user_id = $1", [me.sub]);
    const oldAccess = new TokenCipher(h.key).decrypt(before.access_token_enc, `${me.sub}:spotify:access`);
    await new Promise((r) => setTimeout(r, 1100));
    expect(h.fake.isLiveAccessToken(oldAccess)).toBe(false);

    // New listening habits since the connection.
    h.fake.data.spotify.artists = [{ name: 'Muddy Waters', genres: ['delta blues', 'chicago blues'] }];
    const refreshesBefore = h.fake.tokenRequests.filter((t) => t.grantType === 'refresh_token').length;
    const rejectedBefore = h.fake.rejectedApiCalls.length;
    const res = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/spotify', headers: await h.auth(me) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, tokenRefreshed: true });
    // Renewed before calling the API, not after being refused with the stale token.
    expect(h.fake.rejectedApiCalls.length).toBe(rejectedBefore);
    expect(h.fake.tokenRequests.filter((t) => t.grantType === 'refresh_token').length).toBe(refreshesBefore + 1);

    const [after] = await h.sql("select access_token_enc, refresh_token_enc, expires_at from connections where user_id = $1", [me.sub]);
    const cipher = new TokenCipher(h.key);
    const newAccess = cipher.decrypt(after.access_token_enc, `${me.sub}:spotify:access`);
    expect(newAccess).not.toBe(oldAccess);
    expect(h.fake.isLiveAccessToken(newAccess)).toBe(true);
    // Spotify sent no new refresh token: the old one is kept.
    expect(cipher.decrypt(after.refresh_token_enc, `${me.sub}:spotify:refresh`)).toBe(cipher.decrypt(before.refresh_token_enc, `${me.sub}:spotify:refresh`));
    expect(after.expires_at.getTime()).toBeGreaterThan(Date.now() + 3000_000);

    const insights = await insightsOf(me);
    expect(insights.insights.themes[0]).toBe('Your Spotify leans the blues — we will steer you down the old juke-joint highways.');
    expect(insights.insights.weights['ghost-town']).toBeUndefined();
  });

  it('a valid token is used as is (no refresh), and a token the provider revoked early is renewed once', async () => {
    const me = user('refresh-revoked');
    await h.connect(me, 'reddit');
    const ok = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/reddit', headers: await h.auth(me) });
    expect(ok.json()).toEqual({ success: true, tokenRefreshed: false });
    h.fake.revokeAccessTokens('reddit');
    const res = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/reddit', headers: await h.auth(me) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, tokenRefreshed: true });
  });

  it('a revoked refresh token, or a provider without refresh tokens, asks to reconnect (409)', async () => {
    const me = user('refresh-dead');
    await h.connect(me, 'spotify');
    await h.connect(me, 'instagram');
    h.fake.revokeAccessTokens('spotify');
    h.fake.revokeRefreshTokens('spotify');
    const s = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/spotify', headers: await h.auth(me) });
    expect(s.statusCode).toBe(409);
    expect(s.json().error).toMatchObject({ code: 'reconnect_required', message: expect.stringMatching(/Disconnect Spotify and connect it again/) });
    h.fake.revokeAccessTokens('instagram');
    const i = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/instagram', headers: await h.auth(me) });
    expect(i.statusCode).toBe(409);
    expect(i.json().error.code).toBe('reconnect_required');
  });

  it('unknown provider 404, coming soon 409', async () => {
    const me = user('refresh-names');
    expect((await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/myspace', headers: await h.auth(me) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/tiktok', headers: await h.auth(me) })).statusCode).toBe(409);
  });
});

describe('POST /api/oauth/save-connection', () => {
  it('stores a token the provider accepts, encrypted, and reads the data with it', async () => {
    const me = user('save');
    const t = h.fake.issueAccessToken('spotify');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/oauth/save-connection',
      headers: await h.auth(me),
      payload: { provider: 'spotify', accessToken: t.access, refreshToken: t.refresh, expiresIn: 3600, userInfo: { note: 'from the client' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, connection: { id: expect.any(String), provider: 'spotify' } });
    const [row] = await h.sql('select * from connections where user_id = $1', [me.sub]);
    expect(row.access_token_enc).not.toContain(t.access);
    expect(new TokenCipher(h.key).decrypt(row.access_token_enc, `${me.sub}:spotify:access`)).toBe(t.access);
    expect(row.user_info).toMatchObject({ note: 'from the client', displayName: 'Dusty Roads' });
    expect((await insightsOf(me)).insights.themes[0]).toMatch(/outlaw country/);
  });

  it('refuses a token the provider rejects (400) and bad payloads (400), storing nothing', async () => {
    const me = user('save-bad');
    const headers = await h.auth(me);
    const rejected = await h.app.inject({ method: 'POST', url: '/api/oauth/save-connection', headers, payload: { provider: 'reddit', accessToken: 'made-up' } });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error.code).toBe('token_rejected');
    for (const payload of [{ provider: 'myspace', accessToken: 'x' }, { provider: 'spotify' }, { provider: 'spotify', accessToken: '' }, { provider: 'spotify', accessToken: 'x', expiresIn: -5 }]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/oauth/save-connection', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const junk = await h.app.inject({ method: 'POST', url: '/api/oauth/save-connection', headers: { ...headers, 'content-type': 'application/json' }, payload: '{not json' });
    expect(junk.statusCode).toBe(400);
    expect(await h.sql('select 1 from connections where user_id = $1', [me.sub])).toHaveLength(0);
  });
});

describe('personalization', () => {
  it('start-personalization answers a message, marks started_at once, and insights report it', async () => {
    const me = user('start');
    const empty = await insightsOf(me);
    expect(empty).toEqual({ insights: { themes: [], weights: {} }, travelThemes: [], reasons: {}, sources: [], startedAt: null, computedAt: null });

    const res = await h.app.inject({ method: 'POST', url: '/api/start-personalization', headers: { ...(await h.auth(me)), 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/Your Inner Gremlin is Awake!/);
    const [row] = await h.sql('select started_at from personalities where user_id = $1', [me.sub]);
    expect(row.started_at).toBeInstanceOf(Date);

    const again = await h.app.inject({ method: 'POST', url: '/api/start-personalization', headers: await h.auth(me) });
    expect(again.json().startedAt).toBe(row.started_at.toISOString());
    expect((await insightsOf(me)).startedAt).toBe(row.started_at.toISOString());
  });
});
