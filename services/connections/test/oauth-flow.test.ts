import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@roadgremlin/service-kit/testing';
import { startConnections, user, ORIGIN, type Harness } from './helpers.js';
import { FAKE_OAUTH_PROVIDERS, type FakeOAuthProviderId } from '@roadgremlin/test-fakes';

let h: Harness;
let redis: Redis;

beforeAll(async () => {
  h = await startConnections('conn_oauth');
  redis = new Redis(testRedisUrl());
});
afterAll(async () => {
  await redis?.quit();
  await h?.close();
});
beforeEach(() => {
  h.fake.settings.deny = false;
});

const EXPECTED: Record<FakeOAuthProviderId, { insight: RegExp; themes: string[]; displayName: string }> = {
  spotify: { insight: /^Your Spotify leans outlaw country — expect honky-tonks and a ghost town or two\.$/, themes: ['music', 'ghost-town'], displayName: 'Dusty Roads' },
  reddit: { insight: /^You hang out in r\/AbandonedPorn and r\/urbanexploration — we will find you abandoned places worth the detour\.$/, themes: ['abandoned', 'haunted', 'space'], displayName: 'urbex_gremlin' },
  instagram: { insight: /^Your Instagram keeps coming back to hiking \(Multnomah Falls and Zion National Park\) — trailheads and big views\.$/, themes: ['nature', 'food'], displayName: 'trail.mix' },
  facebook: { insight: /^You have been tagged at Bodie Ghost Town and Rhyolite Ghost Town — more ghost towns ahead\.$/, themes: ['ghost-town', 'haunted'], displayName: 'Rosa Ghostly' },
};

describe('the connect flow for every available provider', () => {
  for (const provider of FAKE_OAUTH_PROVIDERS) {
    it(`${provider}: ticket → start → consent → callback stores the connection and posts oauth_success without tokens`, async () => {
      const me = user(`flow-${provider}`);
      const { res, page } = await h.connect(me, provider);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
      expect(page).not.toBeNull();
      expect(page!.message).toEqual({ type: 'oauth_success', data: { provider, userInfo: { id: expect.any(String), displayName: EXPECTED[provider].displayName } } });
      expect(page!.targetOrigin).toBe(ORIGIN);
      expect(page!.fallback).toBe(`/?connected=${provider}`);
      expect(res.body).toContain('window.opener.postMessage(p.message, p.targetOrigin)');
      // The page never carries a token.
      for (const token of h.fake.liveAccessTokens(provider)) expect(res.body).not.toContain(token);

      // The fake saw PKCE S256 and the client authentication the real provider expects.
      const authz = h.fake.authorizeRequests.at(-1)!;
      expect(authz.get('code_challenge_method')).toBe('S256');
      if (provider === 'reddit') expect(authz.get('duration')).toBe('permanent');
      const tokenReq = h.fake.tokenRequests.filter((t) => t.provider === provider).at(-1)!;
      expect(tokenReq).toEqual({ provider, grantType: 'authorization_code', auth: provider === 'spotify' || provider === 'reddit' ? 'basic' : 'post' });

      const list = await h.app.inject({ url: '/api/connections', headers: await h.auth(me) });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([{ id: expect.any(String), provider, connectedAt: expect.any(String), displayName: EXPECTED[provider].displayName, source: 'oauth' }]);

      const rows = await h.sql('select * from connections where user_id = $1', [me.sub]);
      expect(rows).toHaveLength(1);
      expect(rows[0].access_token_enc).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(h.fake.liveAccessTokens(provider)).not.toContain(rows[0].access_token_enc);

      const insights = await h.app.inject({ url: '/api/user/insights', headers: await h.auth(me) });
      expect(insights.statusCode).toBe(200);
      const body = insights.json();
      expect(body.insights.themes).toHaveLength(1);
      expect(body.insights.themes[0]).toMatch(EXPECTED[provider].insight);
      for (const t of EXPECTED[provider].themes) expect(body.travelThemes).toContain(t);
      expect(body.insights.weights[body.travelThemes[0]]).toBe(1);
      expect(body.sources).toEqual([provider]);
      expect(body.startedAt).not.toBeNull();
    });
  }

  it('all four connected: the personality combines them, strongest themes first', async () => {
    const me = user('all-four');
    for (const p of FAKE_OAUTH_PROVIDERS) expect((await h.connect(me, p)).res.statusCode).toBe(200);
    const body = (await h.app.inject({ url: '/api/user/insights', headers: await h.auth(me) })).json();
    expect(body.sources.sort()).toEqual([...FAKE_OAUTH_PROVIDERS].sort());
    expect(body.insights.themes).toHaveLength(5);
    expect(body.insights.themes.at(-1)).toMatch(/^Put together, your strongest travel themes are /);
    // ghost towns come from both Spotify (outlaw country) and Facebook (tagged ghost towns).
    expect(body.travelThemes[0]).toBe('ghost-town');
    expect(Object.keys(body.insights.weights)).toEqual(expect.arrayContaining(['music', 'abandoned', 'haunted', 'space', 'nature', 'food']));
  });

  it('connecting the same provider again replaces the tokens instead of adding a row', async () => {
    const me = user('twice');
    await h.connect(me, 'spotify');
    const [before] = await h.sql('select id, access_token_enc from connections where user_id = $1', [me.sub]);
    await h.connect(me, 'spotify');
    const after = await h.sql('select id, access_token_enc from connections where user_id = $1', [me.sub]);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    expect(after[0].access_token_enc).not.toBe(before.access_token_enc);
  });
});

describe('the state parameter', () => {
  it('a replayed callback (same code and state) is refused and changes nothing', async () => {
    const me = user('replay');
    const first = await h.connect(me, 'spotify');
    expect(first.res.statusCode).toBe(200);
    const [before] = await h.sql('select access_token_enc, updated_at from connections where user_id = $1', [me.sub]);
    const again = await h.callback(first.callbackPath, first.cookie);
    expect(again.res.statusCode).toBe(400);
    expect(again.page!.message).toMatchObject({ type: 'oauth_error', data: { provider: 'spotify', error: expect.stringMatching(/already used or has expired/) } });
    expect(again.page!.fallback).toBe('/?error=invalid_state&provider=spotify');
    const [after] = await h.sql('select access_token_enc, updated_at from connections where user_id = $1', [me.sub]);
    expect(after).toEqual(before);
  });

  it('a forged state (signature changed, or made up) is refused and the code is never exchanged', async () => {
    const me = user('forge');
    const s = await h.start(me, 'spotify');
    const path = await h.consent(s.authorizeUrl);
    const url = new URL(path, ORIGIN);
    const [nonce, exp, mac] = url.searchParams.get('state')!.split('.');
    const exchangesBefore = h.fake.tokenRequests.length;

    const tampered = new URL(url);
    tampered.searchParams.set('state', `${nonce}.${exp}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`);
    const r1 = await h.callback(tampered.pathname + tampered.search, s.cookie);
    expect(r1.res.statusCode).toBe(400);
    expect(r1.page!.message.type).toBe('oauth_error');

    const longer = new URL(url);
    longer.searchParams.set('state', `${nonce}.${Number(exp) + 3600}.${mac}`);
    expect((await h.callback(longer.pathname + longer.search, s.cookie)).res.statusCode).toBe(400);

    const madeUp = new URL(url);
    madeUp.searchParams.set('state', 'x'.repeat(43));
    expect((await h.callback(madeUp.pathname + madeUp.search, s.cookie)).res.statusCode).toBe(400);

    expect(h.fake.tokenRequests.length).toBe(exchangesBefore);
    expect(await h.sql('select 1 from connections where user_id = $1', [me.sub])).toHaveLength(0);

    // The genuine state still works afterwards: forging did not burn it.
    expect((await h.callback(path, s.cookie)).res.statusCode).toBe(200);
  });

  it('a state is bound to the browser that started the flow (no cookie, no connection)', async () => {
    const me = user('other-browser');
    const s = await h.start(me, 'reddit');
    expect(s.setCookie).toMatch(/HttpOnly/);
    expect(s.setCookie).toMatch(/SameSite=Lax/);
    const path = await h.consent(s.authorizeUrl);
    const r = await h.callback(path);
    expect(r.res.statusCode).toBe(400);
    expect(r.page!.message.data.error).toMatch(/another browser/);
    expect(await h.sql('select 1 from connections where user_id = $1', [me.sub])).toHaveLength(0);
  });

  it("a state issued for one provider is refused at another provider's callback", async () => {
    const me = user('cross-provider');
    const s = await h.start(me, 'spotify');
    const path = await h.consent(s.authorizeUrl);
    const r = await h.callback(path.replace('/spotify/', '/reddit/'), s.cookie.replace('rg_oauth_spotify', 'rg_oauth_reddit'));
    expect(r.res.statusCode).toBe(400);
    expect(await h.sql('select 1 from connections where user_id = $1', [me.sub])).toHaveLength(0);
  });

  it("the provider's error (access_denied) ends the popup with oauth_error and the message", async () => {
    const me = user('deny');
    h.fake.settings.deny = true;
    const s = await h.start(me, 'facebook');
    const path = await h.consent(s.authorizeUrl);
    const r = await h.callback(path, s.cookie);
    expect(r.res.statusCode).toBe(400);
    expect(r.page!.message).toEqual({
      type: 'oauth_error',
      data: { provider: 'facebook', error: 'You did not give Road Gremlin access to your Facebook account (The user denied the request).' },
    });
    expect(r.page!.fallback).toBe('/?error=access_denied&provider=facebook');
    expect(await h.sql('select 1 from connections where user_id = $1', [me.sub])).toHaveLength(0);
  });

  it('a callback without code or state answers an error page, not a 5xx', async () => {
    const r = await h.callback('/api/oauth/spotify/callback');
    expect(r.res.statusCode).toBe(400);
    expect(r.page!.message.type).toBe('oauth_error');
    const json = await h.app.inject({ url: '/api/oauth/spotify/callback?state=abc&code=def', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('invalid_state');
  });
});

describe('the ticket', () => {
  const ticketKey = (url: string) => {
    const ticket = new URL(url, ORIGIN).searchParams.get('ticket')!;
    return `${h.env.prefix}connections:ticket:${createHash('sha256').update(ticket).digest('base64url')}`;
  };

  it('lives at most 60 seconds in Redis and the popup URL carries no access token', async () => {
    const me = user('ticket-ttl');
    const url = await h.ticket(me, 'spotify');
    expect(url).toMatch(/^\/api\/oauth\/spotify\/start\?ticket=[\w-]+$/);
    expect(url).not.toContain((await h.tokenFor(me)).split('.')[1]);
    const ttl = await redis.ttl(ticketKey(url));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('a used ticket is refused the second time', async () => {
    const me = user('ticket-used');
    const url = await h.ticket(me, 'spotify');
    expect((await h.app.inject({ url, headers: { accept: 'text/html' } })).statusCode).toBe(302);
    const again = await h.app.inject({ url, headers: { accept: 'text/html' } });
    expect(again.statusCode).toBe(401);
    expect(again.headers.location).toBeUndefined();
    expect(again.body).toContain('oauth_error');
    const json = await h.app.inject({ url, headers: { accept: 'application/json' } });
    expect(json.json().error.code).toBe('invalid_ticket');
  });

  it('an expired ticket is refused', async () => {
    const me = user('ticket-expired');
    const url = await h.ticket(me, 'reddit');
    await redis.pexpire(ticketKey(url), 1);
    await new Promise((r) => setTimeout(r, 20));
    const res = await h.app.inject({ url, headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_ticket');
  });

  it("a ticket for one provider does not start another provider's flow", async () => {
    const url = await h.ticket(user('ticket-cross'), 'spotify');
    const res = await h.app.inject({ url: url.replace('/spotify/', '/reddit/'), headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(401);
  });

  it('start without a ticket, and ticket without a bearer, are refused', async () => {
    const res = await h.app.inject({ url: '/api/oauth/spotify/start', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('missing_ticket');
    const t = await h.app.inject({ method: 'POST', url: '/api/oauth/spotify/ticket' });
    expect(t.statusCode).toBe(401);
  });

  it('coming-soon providers answer 409 and unknown ones 404', async () => {
    const yt = await h.app.inject({ method: 'POST', url: '/api/oauth/youtube/ticket', headers: await h.auth(user('x')) });
    expect(yt.statusCode).toBe(409);
    expect(yt.json().error.message).toMatch(/YouTube connections are coming soon/);
    const nope = await h.app.inject({ method: 'POST', url: '/api/oauth/myspace/ticket', headers: await h.auth(user('x')) });
    expect(nope.statusCode).toBe(404);
  });
});

describe('a provider the server is not configured for', () => {
  let bare: Harness;
  beforeAll(async () => {
    bare = await startConnections('conn_unconfigured', { configured: ['spotify'] });
  });
  afterAll(async () => bare?.close());

  it('ticket answers 503: an administrator learns the variables to set, a traveller is pointed at Import your data', async () => {
    const admin = await bare.app.inject({ method: 'POST', url: '/api/oauth/instagram/ticket', headers: await bare.auth({ sub: 'admin-1', email: 'admin@roadgremlin.local' }) });
    expect(admin.statusCode).toBe(503);
    expect(admin.json().error.code).toBe('provider_not_configured');
    expect(admin.json().error.message).toMatch(/set INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET/);
    expect(admin.json().error.message).toContain(`${ORIGIN}/api/oauth/instagram/callback`);
    const res = await bare.app.inject({ method: 'POST', url: '/api/oauth/instagram/ticket', headers: await bare.auth(user(1)) });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'provider_not_configured', message: 'Instagram cannot be connected on this server yet. Use Import your data instead: upload the data export Instagram lets you download.' });
  });

  it('its callback with a bad or missing state answers 400, not 503 (the state is checked before the configuration)', async () => {
    const json = { accept: 'application/json' };
    const cases: [string, string][] = [
      ['/api/oauth/instagram/callback?code=abc&state=made-up', 'invalid_state'],
      [`/api/oauth/instagram/callback?code=abc&state=${'A'.repeat(30)}.${Math.floor(Date.now() / 1000) + 600}.${'B'.repeat(43)}`, 'invalid_state'],
      ['/api/oauth/instagram/callback?code=abc', 'invalid_callback'],
      ['/api/oauth/instagram/callback', 'invalid_callback'],
      ['/api/oauth/facebook/callback?error=access_denied', 'access_denied'],
    ];
    for (const [url, code] of cases) {
      const res = await bare.app.inject({ url, headers: json });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe(code);
    }
    const page = await bare.app.inject({ url: '/api/oauth/instagram/callback?code=abc&state=made-up', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('oauth_error');
  });

  it('start in the popup (no user) ends on an oauth_error page pointing at Import your data, naming no server variable', async () => {
    const res = await bare.app.inject({ url: '/api/oauth/facebook/start?ticket=whatever-ticket-123456789', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/Facebook cannot be connected on this server yet/);
    expect(res.body).not.toMatch(/FACEBOOK_CLIENT_ID/);
    expect(res.body).toContain('oauth_error');
  });

  it('GET /api/connections/providers lists all seven with availability and configuration (what to set: administrators only)', async () => {
    const res = await bare.app.inject({ url: '/api/connections/providers', headers: await bare.auth({ sub: 'admin-1', email: 'admin@roadgremlin.local' }) });
    expect(res.statusCode).toBe(200);
    const providers = res.json().providers as { id: string; status: string; configured: boolean; setup?: string }[];
    expect(providers.map((p) => p.id)).toEqual(['spotify', 'reddit', 'instagram', 'facebook', 'youtube', 'tiktok', 'google']);
    expect(providers.find((p) => p.id === 'spotify')).toMatchObject({ status: 'available', configured: true, name: 'Spotify', description: 'music taste destinations' });
    expect(providers.find((p) => p.id === 'spotify')!.setup).toBeUndefined();
    expect(providers.find((p) => p.id === 'reddit')).toMatchObject({ status: 'available', configured: false, setup: expect.stringMatching(/REDDIT_CLIENT_ID/) });
    expect(providers.find((p) => p.id === 'tiktok')).toMatchObject({ status: 'coming_soon', description: 'niche obsessions' });
  });

  it('the configured provider still connects', async () => {
    expect((await bare.connect(user(2), 'spotify')).res.statusCode).toBe(200);
  });
});

describe('a client secret the provider does not accept', () => {
  let wrong: Harness;
  beforeAll(async () => {
    wrong = await startConnections('conn_wrong_secret', { extraEnv: { REDDIT_CLIENT_SECRET: 'not-the-secret' } });
  });
  afterAll(async () => wrong?.close());

  it('the callback ends with oauth_error (400) and stores nothing', async () => {
    const me = user('wrong-secret');
    const { res, page } = await wrong.connect(me, 'reddit');
    expect(res.statusCode).toBe(400);
    expect(page!.message).toMatchObject({ type: 'oauth_error', data: { provider: 'reddit', error: expect.stringMatching(/Reddit refused the sign-in code \(invalid_client/) } });
    expect(await wrong.sql('select 1 from connections')).toHaveLength(0);
  });
});
