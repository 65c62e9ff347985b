/**
 * Personal touches (issue 5): notes from the traveller's insight lines and ONE bonus stop chosen for
 * their travel personality. First the planner helper in process, then the whole generate call with a
 * fake connections service (as in insights.test.ts), checking the answer and what was stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Stop } from '@roadgremlin/contracts';
import { placeById, places } from '../src/catalogue/index.js';
import { makeRoute, plan, project, type TripPlan } from '../src/planner/index.js';
import { haversineKm } from '../src/gazetteer/index.js';
import { addPersonalTouches, type PersonalInsights } from '../src/planner/personal-touches.js';
import { fakeServer, generate, json, mintToken, startStack, type Stack } from './helpers.js';

const OUTLAW = 'Your Spotify leans outlaw country — expect honky-tonks and a ghost town or two.';
const SPOOKY = 'You follow r/Paranormal — haunted hotels and spooky stories on the route.';
const COUNTRY_FAN: PersonalInsights = { themes: ['music', 'ghost-town', 'haunted'], readable: [OUTLAW, SPOOKY] };

const themesOf = (s: Stop) => placeById(s.id!)!.themes;
const alongOf = (trip: TripPlan, s: Stop) => project(makeRoute(trip.route), s).alongKm;

describe('addPersonalTouches (planner helper)', () => {
  const trip = plan({ prompt: 'Nashville to Memphis' }, { seed: 1, insightThemes: COUNTRY_FAN.themes });
  const touched = addPersonalTouches(trip.stops, trip, COUNTRY_FAN);

  it('adds exactly one bonus stop: a real catalogue place of a top travel theme, not already in the trip, inside the corridor', () => {
    const bonuses = touched.filter((s) => s.isBonus);
    expect(bonuses).toHaveLength(1);
    const [bonus] = bonuses;
    expect(touched).toHaveLength(trip.stops.length + 1);
    expect(placeById(bonus.id!)).toBeDefined();
    expect(trip.stops.map((s) => s.id)).not.toContain(bonus.id);
    // A travel theme, or a close relative of one (ghost town → abandoned, historic).
    expect(themesOf(bonus).some((t) => (['music', 'ghost-town', 'haunted', 'abandoned', 'historic'] as string[]).includes(t))).toBe(true);
    expect(project(makeRoute(trip.route), bonus).offKm).toBeLessThanOrEqual(trip.corridorKm);
    // The planned stops are all still there, in their order.
    expect(touched.filter((s) => !s.isBonus).map((s) => s.id)).toEqual(trip.stops.map((s) => s.id));
    expect(() => Stop.array().parse(touched)).not.toThrow();
  });

  it('places the bonus stop in route order (never a backtrack)', () => {
    const along = touched.map((s) => alongOf(trip, s));
    for (let i = 1; i < along.length; i++) expect(along[i]).toBeGreaterThanOrEqual(along[i - 1]);
  });

  it("notes quote the traveller's own insight line about the stop's theme; a stop no line or theme fits gets none", () => {
    for (const s of touched) {
      const themes = themesOf(s);
      if (s.isBonus) {
        expect(s.personalizedNote).toMatch(/^Bonus stop/);
        continue;
      }
      if (themes.includes('music') || themes.includes('ghost-town')) expect(s.personalizedNote).toBe(OUTLAW);
      else if (themes.includes('haunted')) expect(s.personalizedNote).toBe(SPOOKY);
      else expect(s.personalizedNote).toBeUndefined();
    }
    expect(touched.some((s) => !s.isBonus && s.personalizedNote === OUTLAW)).toBe(true);
  });

  it("with reasons, every stop chosen for a theme says why ('Because …'), the bonus too; other stops say nothing", () => {
    const reasons = { music: 'you listen to outlaw country — Waylon Jennings', haunted: 'you follow r/Paranormal' };
    const out = addPersonalTouches(trip.stops, trip, { ...COUNTRY_FAN, reasons });
    for (const s of out) {
      const themes = themesOf(s);
      if (themes.includes('music')) expect(s.personalReason).toBe('Because you listen to outlaw country — Waylon Jennings');
      else if (themes.includes('haunted')) expect(s.personalReason).toBe('Because you follow r/Paranormal');
      else if (!s.isBonus) expect(s.personalReason).toBeUndefined();
    }
    expect(out.filter((s) => s.personalReason).length).toBeGreaterThan(0);
    // Without reasons (an older connections service) nothing else changes.
    expect(touched.every((s) => s.personalReason === undefined)).toBe(true);
    expect(out.map(({ personalReason: _r, ...s }) => s)).toEqual(touched);
    expect(() => Stop.array().parse(out)).not.toThrow();
  });

  it('without insights the stops come back unchanged: no bonus, no notes', () => {
    const plain = plan({ prompt: 'Nashville to Memphis' }, { seed: 1 });
    expect(addPersonalTouches(plain.stops, plain, { themes: [], readable: [] })).toEqual(plain.stops);
  });

  it('is deterministic (a retried job stores the same trip)', () => {
    expect(addPersonalTouches(trip.stops, trip, COUNTRY_FAN)).toEqual(touched);
  });

  it('keeps a note the model already wrote', () => {
    const withModelNote = trip.stops.map((s, i) => (i === 0 ? { ...s, personalizedNote: 'The model says hi' } : s));
    expect(addPersonalTouches(withModelNote, trip, COUNTRY_FAN)[0].personalizedNote).toBe('The model says hi');
  });

  it('on a loop the bonus lies inside the radius and goes where it adds the least detour', () => {
    const loop = plan({ prompt: 'weird stuff around Los Angeles' }, { seed: 1, insightThemes: ['oddity', 'art'] });
    expect(loop.loop).toBe(true);
    const out = addPersonalTouches(loop.stops, loop, { themes: ['oddity', 'art'], readable: ['Your Reddit is the delightfully weird — the strangest stops on any map.'] });
    const bonus = out.find((s) => s.isBonus)!;
    expect(bonus).toBeDefined();
    expect(haversineKm(loop.route[0], bonus)).toBeLessThanOrEqual(loop.corridorKm);
    const tour = (stops: Stop[]) =>
      [loop.route[0], ...stops, loop.route[0]].reduce((km, p, i, all) => (i ? km + haversineKm(all[i - 1], p) : 0), 0);
    const others = out.filter((s) => !s.isBonus);
    expect(others.map((s) => s.id)).toEqual(loop.stops.map((s) => s.id));
    for (let i = 0; i <= others.length; i++) {
      const alt = [...others.slice(0, i), bonus, ...others.slice(i)];
      expect(tour(out)).toBeLessThanOrEqual(tour(alt) + 1e-6);
    }
  });

  it('no bonus when nothing in the corridor carries a travel theme (or a close relative of one)', () => {
    const t = plan({ prompt: 'Nashville to Memphis' }, { seed: 1 });
    const route = makeRoute(t.route);
    const inCorridor = places.filter((p) => project(route, p).offKm <= t.corridorKm);
    expect(inCorridor.some((p) => p.themes.includes('space') || p.themes.includes('science'))).toBe(false);
    const out = addPersonalTouches(t.stops, t, { themes: ['space'], readable: ['You follow r/UFOs — crash sites, observatories and dark-sky stops.'] });
    expect(out).toEqual(t.stops);
  });
});

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
