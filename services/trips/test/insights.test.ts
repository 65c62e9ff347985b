import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { placeById } from '@roadgremlin/engine';
import { normaliseInsights } from '../src/insights/client.js';
import { auth, fakeServer, generate, json, mintToken, startStack, type Stack } from './helpers.js';

/**
 * A stand-in for the connections service: GET /api/user/insights answers per user (by the bearer
 * token's subject, which the test encodes in the token's e-mail).
 */
let connections: Awaited<ReturnType<typeof fakeServer>>;
let stack: Stack;
const seenAuth: string[] = [];

const MUSIC_FAN = {
  insights: { themes: ['You love Memphis soul and old country records', 'Late-night jukebox energy'], weights: { music: 0.9 } },
  travelThemes: ['music'],
  sources: ['spotify'],
  startedAt: null,
  computedAt: null,
};

beforeAll(async () => {
  connections = await fakeServer(async (req, _body, res) => {
    if (req.url !== '/api/user/insights') return json(res, 404, { error: { code: 'not_found', message: 'no' } });
    const token = String(req.headers.authorization ?? '');
    seenAuth.push(token);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
    switch (payload.sub) {
      case 'user-music':
        return json(res, 200, MUSIC_FAN);
      case 'user-array':
        return json(res, 200, { insights: ['ghost-town', 'Into abandoned mining camps'] });
      case 'user-404':
        return json(res, 404, { error: { code: 'not_found', message: 'no insights' } });
      case 'user-500':
        return json(res, 500, { error: { code: 'internal', message: 'boom' } });
      case 'user-garbage':
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end('{"insights": [1, 2');
      case 'user-slow':
        await new Promise((r) => setTimeout(r, 1500));
        return json(res, 200, MUSIC_FAN);
      default:
        return json(res, 200, { insights: { themes: [], weights: {} }, travelThemes: [], sources: [], startedAt: null, computedAt: null });
    }
  });
  stack = await startStack('trips_insights', { CONNECTIONS_URL: connections.url, INSIGHTS_TIMEOUT_MS: '300' });
});
afterAll(async () => {
  await stack?.close();
  await connections?.close();
});

const musicStops = (stops: { id: string }[]) => stops.filter((s) => placeById(s.id)?.themes.includes('music')).length;

describe('personal insights from the connections service', () => {
  it("a music lover's trip leans to music stops and carries their readable insights; the caller's own token is forwarded", async () => {
    const fan = await mintToken('user-music');
    const plain = await mintToken('user-plain');
    const withInsights = (await generate(stack, fan, { prompt: 'Nashville to Memphis', seed: 1 })).json();
    const without = (await generate(stack, plain, { prompt: 'Nashville to Memphis', seed: 1 })).json();
    expect(withInsights.personalizedInsights).toEqual(['You love Memphis soul and old country records', 'Late-night jukebox energy']);
    expect(without.personalizedInsights).toEqual([]);
    expect(musicStops(withInsights.stops)).toBeGreaterThan(musicStops(without.stops));
    expect(seenAuth).toContain(`Bearer ${fan}`);
    const { rows } = await stack.sql.query('select insights from trips.trips where id = $1', [withInsights.tripId]);
    expect(rows[0].insights).toEqual(withInsights.personalizedInsights);

    // Enhancement adds a personalised tag for this traveller, none for the other.
    const enhanced = (await stack.app.inject({ method: 'POST', url: '/api/enhance-stops', headers: auth(fan), payload: { stops: withInsights.stops } })).json();
    expect(enhanced.success).toBe(true);
    for (const s of enhanced.stops) expect(s.personalizedTag).toBeTruthy();
    const musical = enhanced.stops.filter((s: { theme?: string }) => s.theme === 'music');
    expect(musical.length).toBeGreaterThan(0);
    for (const s of musical) expect(s.personalizedTag).toBe('Matches your music streak');
    const plainEnhanced = (await stack.app.inject({ method: 'POST', url: '/api/enhance-stops', headers: auth(plain), payload: { stops: without.stops } })).json();
    for (const s of plainEnhanced.stops) expect(s.personalizedTag).toBeUndefined();
  });

  it('reasons are kept for catalogue themes only, trimmed and clipped', () => {
    const out = normaliseInsights({ insights: { themes: ['x'] }, travelThemes: ['music'], reasons: { music: '  you listen to delta blues ', bogus: 'no', haunted: 3, art: 'a'.repeat(500) } });
    expect(out.reasons).toEqual({ music: 'you listen to delta blues', art: 'a'.repeat(160) });
    expect(normaliseInsights({ insights: { themes: ['x'] }, reasons: ['music'] }).reasons).toBeUndefined();
  });

  it('a plain array of insights works too: theme ids bias, the rest is shown', () => {
    expect(normaliseInsights({ insights: ['ghost-town', 'Into abandoned mining camps'] })).toEqual({ themes: ['ghost-town'], readable: ['Into abandoned mining camps'] });
    expect(normaliseInsights(MUSIC_FAN).themes).toEqual(['music']);
    expect(normaliseInsights({ insights: { themes: ['music', 'haunted'] } })).toEqual({ themes: ['music', 'haunted'], readable: ['Into music', 'Into haunted'] });
    expect(normaliseInsights('nope')).toEqual({ themes: [], readable: [] });
    expect(normaliseInsights({ insights: [null, 3, ''] })).toEqual({ themes: [], readable: [] });
  });

  it('404, 500, broken JSON and a slow connections service all give a plain trip, never an error', async () => {
    const reference = (await generate(stack, await mintToken('user-plain2'), { prompt: 'Nashville to Memphis', seed: 1 })).json();
    for (const who of ['user-404', 'user-500', 'user-garbage', 'user-slow']) {
      const started = Date.now();
      const res = await generate(stack, await mintToken(who), { prompt: 'Nashville to Memphis', seed: 1 });
      expect(res.statusCode, who).toBe(200);
      expect(res.json().personalizedInsights, who).toEqual([]);
      expect(res.json().stops, who).toEqual(reference.stops);
      // The 300 ms insights budget bounds the wait on a slow service.
      expect(Date.now() - started, who).toBeLessThan(1200);
    }
  });

  it('no connections service at all (nothing listening) gives a plain trip', async () => {
    const lonely = await startStack('trips_insights_down', { CONNECTIONS_URL: 'http://127.0.0.1:9', INSIGHTS_TIMEOUT_MS: '300' });
    try {
      const res = await generate(lonely, await mintToken('user-music'), { prompt: 'Nashville to Memphis', seed: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json().personalizedInsights).toEqual([]);
    } finally {
      await lonely.close();
    }
  });
});
