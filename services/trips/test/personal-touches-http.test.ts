/**
 * Personal touches through the whole generate call: a fake connections service (as in
 * insights.test.ts) gives a travel personality; the answer and what was stored carry the notes and
 * the one bonus stop. The engine's own test (libs/engine/test/personal-touches.test.ts) covers the
 * helper in process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stop } from '@roadgremlin/contracts';
import { fakeServer, generate, json, mintToken, startStack, type Stack } from './helpers.js';

const OUTLAW = 'Your Spotify leans outlaw country — expect honky-tonks and a ghost town or two.';
const SPOOKY = 'You follow r/Paranormal — haunted hotels and spooky stories on the route.';


describe('POST /api/generate-stops with a travel personality', () => {
  let connections: Awaited<ReturnType<typeof fakeServer>>;
  const fickle = { connected: true };
  let stack: Stack;

  beforeAll(async () => {
    connections = await fakeServer(async (req, _body, res) => {
      const token = String(req.headers.authorization ?? '');
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}');
      if (payload.sub === 'user-country' || (payload.sub === 'user-fickle' && fickle.connected)) {
        return json(res, 200, {
          insights: { themes: [OUTLAW, SPOOKY], weights: { music: 1, 'ghost-town': 0.7, haunted: 0.5 } },
          travelThemes: ['music', 'ghost-town', 'haunted'],
          reasons: { music: 'you listen to outlaw country — Waylon Jennings', 'ghost-town': 'you follow r/ghosttowns', haunted: 'you follow r/Paranormal', nonsense: 'ignored' },
          sources: ['spotify', 'reddit'],
          startedAt: null,
          computedAt: null,
        });
      }
      return json(res, 200, { insights: { themes: [], weights: {} }, travelThemes: [], sources: [], startedAt: null, computedAt: null });
    });
    stack = await startStack('trips_touches', { CONNECTIONS_URL: connections.url, INSIGHTS_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await stack?.close();
    await connections?.close();
  });

  it('answers one bonus stop and notes from the insights, and stores them with the trip', async () => {
    const res = await generate(stack, await mintToken('user-country'), { prompt: 'Nashville to Memphis', seed: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.personalizedInsights).toEqual([OUTLAW, SPOOKY]);
    const bonuses = body.stops.filter((s: Stop) => s.isBonus);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0].personalizedNote).toMatch(/^Bonus stop/);
    const noted = body.stops.filter((s: Stop) => !s.isBonus && s.personalizedNote);
    expect(noted.length).toBeGreaterThan(0);
    for (const s of noted) expect([OUTLAW, SPOOKY]).toContain(s.personalizedNote);
    // Each stop chosen for a theme of the personality says why, in the connections service's words.
    const reasoned = body.stops.filter((s: Stop) => s.personalReason);
    expect(reasoned.length).toBeGreaterThan(0);
    for (const s of reasoned) expect(['Because you listen to outlaw country — Waylon Jennings', 'Because you follow r/ghosttowns', 'Because you follow r/Paranormal']).toContain(s.personalReason);

    const { rows } = await stack.sql.query('select stops from trips.trips where id = $1', [body.tripId]);
    expect(rows[0].stops).toEqual(body.stops);
  });

  it('a personality disconnected a moment ago does not shape the next trip (generate asks afresh, no 60 s cache)', async () => {
    const token = await mintToken('user-fickle');
    fickle.connected = true;
    const first = (await generate(stack, token, { prompt: 'Nashville to Memphis', seed: 1 })).json();
    expect(first.stops.some((s: Stop) => s.isBonus)).toBe(true);
    fickle.connected = false;
    const second = (await generate(stack, token, { prompt: 'Nashville to Memphis', seed: 1 })).json();
    for (const s of second.stops) {
      expect(s.isBonus).toBeUndefined();
      expect(s.personalReason).toBeUndefined();
    }
  });

  it('a traveller without insights gets no bonus stop and no notes', async () => {
    const res = await generate(stack, await mintToken('user-nobody'), { prompt: 'Nashville to Memphis', seed: 1 });
    expect(res.statusCode).toBe(200);
    for (const s of res.json().stops) {
      expect(s.isBonus).toBeUndefined();
      expect(s.personalizedNote).toBeUndefined();
      expect(s.personalReason).toBeUndefined();
    }
  });
});
