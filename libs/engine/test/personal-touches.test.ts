/**
 * Personal touches (docs/product/rules.md#personalisation): notes from the traveller's insight lines and ONE bonus stop chosen for
 * their travel personality, in process (services/trips/test/personal-touches-http.test.ts runs the
 * whole generate call).
 */
import { describe, expect, it } from 'vitest';
import { Stop } from '@roadgremlin/contracts';
import { placeById, places } from '../src/catalogue/index.js';
import { THEMES } from '../src/catalogue/schema.js';
import { THEME_PHRASES } from '../src/planner/themes.js';
import { makeRoute, plan, project, type TripPlan } from '../src/planner/index.js';
import { haversineKm } from '../src/gazetteer/index.js';
import { addPersonalTouches, type PersonalInsights } from '../src/planner/personal-touches.js';

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
    const inCorridor = new Set(places.filter((p) => project(route, p).offKm <= t.corridorKm).flatMap((p) => p.themes));
    // a travel theme that neither it nor its close relatives has a place in this corridor
    const absent = THEMES.find((th) => !inCorridor.has(th) && !(THEME_PHRASES[th.replace('-', ' ')]?.also ?? []).some((r) => inCorridor.has(r)));
    expect(absent, 'the catalogue has every theme in this corridor: pick a remoter trip').toBeDefined();
    const out = addPersonalTouches(t.stops, t, { themes: [absent!], readable: ['You follow a niche subreddit.'] });
    expect(out).toEqual(t.stops);
  });
});
