/**
 * The planner evaluation's rule functions (eval/rules.ts) on tiny hand-built plans:
 * a pass and a fail each, plus the size and spread of the sentence lists (docs/product/quality.md#planner-evaluation).
 */
import { describe, expect, it } from 'vitest';
import type { Stop } from '@roadgremlin/contracts';
import { THEMES, placeById } from '../src/catalogue/index.js';
import { CA_PROVINCE_CODES, CA_TERRITORY_CODES, countryOfRegion } from '../src/gazetteer/index.js';
import type { TripPlan } from '../src/planner/index.js';
import {
  acceptedThemes,
  area,
  enoughStops,
  famous,
  foldPlace,
  lodging,
  noBacktracking,
  reading,
  regenerate,
  spread,
  themeFidelity,
  walkingTour,
  type RuleContext,
} from '../eval/rules.js';
import { SENTENCES } from '../eval/sentences.js';
import { FAMOUS } from '../eval/famous.js';
import { caseCounts } from '../eval/evaluate.js';
import type { EvalCase } from '../eval/types.js';

const LAT = 45;
const KM_PER_DEG_LNG = 111.195 * Math.cos((LAT * Math.PI) / 180);
/** A point `km` east of (45, -100). */
const east = (km: number, northKm = 0) => ({ lat: LAT + northKm / 111.195, lng: -100 + km / KM_PER_DEG_LNG });

let n = 0;
function stop(at: { lat: number; lng: number }, extra: Partial<Stop> = {}): Stop {
  n++;
  return { id: `test-stop-${n}`, name: `Stop ${n}`, description: '', lat: at.lat, lng: at.lng, region: 'SD', ...extra };
}

function plan(p: Partial<TripPlan> = {}): TripPlan {
  const o = east(0);
  const d = east(200);
  return {
    stops: [],
    accommodations: [],
    origin: { name: 'Origin', region: 'SD', ...o },
    destination: { name: 'Dest', region: 'SD', ...d },
    routeRegion: 'Plains',
    days: 1,
    mode: 'driving',
    themes: [],
    loop: false,
    route: [o, d],
    corridorKm: 20,
    areaRegion: null,
    corridor: null,
    distanceKm: 200,
    candidates: 100,
    seed: 1,
    pool: [],
    through: [],
    reading: { via: [], interests: [], daysFrom: 'default', startDate: null, endDate: null, shape: 'oneway', slow: false, ignored: [], road: null, french: false },
    ...p,
  };
}

function loopPlan(p: Partial<TripPlan> = {}): TripPlan {
  const c = east(0);
  return plan({ destination: null, loop: true, route: [c], corridorKm: 10, ...p });
}

const kase = (e: Partial<EvalCase> = {}): EvalCase => ({ prompt: 'test', expect: { origin: 'Origin, SD', destination: 'Dest, SD' }, ...e });
const ctx = (p: TripPlan | null, extra: Partial<RuleContext> = {}): RuleContext => ({ plan: p, ...extra });

describe('eval rule a: reading', () => {
  it('folds accents and St./Saint, Mt./Mount, Ft./Fort', () => {
    expect(foldPlace('Montréal, QC')).toBe(foldPlace('Montreal, QC'));
    expect(foldPlace('Saint Paul, MN')).toBe(foldPlace('St. Paul, MN'));
    expect(foldPlace('Ft. Worth, TX')).toBe(foldPlace('Fort Worth, TX'));
    expect(foldPlace('Sault Ste. Marie, ON')).toBe(foldPlace('Sault Sainte Marie, ON'));
    expect(foldPlace('Portland, ME')).not.toBe(foldPlace('Portland, OR'));
    expect(foldPlace('District of Columbia, DC')).toBe(foldPlace('Washington, DC'));
  });
  it('passes the expected ends and fails a wrong one, a loop instead of A→B, a wrong mode', () => {
    expect(reading(kase(), ctx(plan()))!.pass).toBe(true);
    const wrong = reading(kase({ expect: { origin: 'Origin, SD', destination: 'Dest, ND' } }), ctx(plan()))!;
    expect(wrong.pass).toBe(false);
    expect(wrong.why).toContain('destination Dest, SD ≠ Dest, ND');
    expect(reading(kase(), ctx(loopPlan()))!.pass).toBe(false);
    expect(reading(kase({ expect: { origin: 'Origin, SD', destination: 'Dest, SD', mode: 'walking' } }), ctx(plan()))!.pass).toBe(false);
  });
  it('fails on a planner error unless the case expects that error', () => {
    const err = { code: 'unknown_place', message: 'nope' };
    expect(reading(kase(), ctx(null, { error: err }))!.pass).toBe(false);
    const ambiguous = kase({ expect: { origin: 'Springfield, MO', destination: null, error: 'ambiguous_place' } });
    expect(reading(ambiguous, ctx(null, { error: { code: 'ambiguous_place', message: 'Did you mean…' } }))!.pass).toBe(true);
    expect(reading(ambiguous, ctx(loopPlan()))!.pass).toBe(false);
  });
});

describe('eval rule b: theme fidelity', () => {
  const stops = (themes: string[]) => themes.map((t, i) => stop(east(20 + i * 30), { theme: t }));
  it('passes at ≥ 80 % on theme, counting neighbours, and fails below', () => {
    const c = kase({ themes: ['art'] });
    expect(themeFidelity(c, ctx(plan({ stops: stops(['art', 'art', 'sculpture', 'art', 'food']) })))!.pass).toBe(true);
    const r = themeFidelity(c, ctx(plan({ stops: stops(['art', 'food', 'food', 'art', 'food']) })))!;
    expect(r.pass).toBe(false);
    expect(r.why).toMatch(/^40% on theme/);
  });
  it('accepts a short themed trip that says so in a notice', () => {
    const c = kase({ themes: ['ghost-town'] });
    const p = plan({ stops: stops(['ghost-town', 'food', 'food']), notice: 'Only 1 ghost-town stop along this route' } as Partial<TripPlan>);
    expect(themeFidelity(c, ctx(p))!.pass).toBe(true);
  });
  it('does not apply when the sentence names no theme', () => {
    expect(themeFidelity(kase(), ctx(plan({ stops: stops(['food']) })))).toBeNull();
  });
  it('reads a stop’s themes from the catalogue when it has a catalogue id', () => {
    const cadillac = placeById('us-tx-cadillac-ranch')!;
    const s = stop(cadillac, { id: cadillac.id, theme: 'food' });
    expect(themeFidelity(kase({ themes: ['sculpture'] }), ctx(plan({ stops: [s] })))!.pass).toBe(true);
    expect(acceptedThemes(['ghost-town']).has('abandoned')).toBe(true);
  });
});

describe('eval rule c: enough stops and spread', () => {
  it('wants ≥ 5 stops on a drive over 150 km unless there is a notice', () => {
    const three = [50, 100, 150].map((k) => stop(east(k)));
    expect(enoughStops(kase(), ctx(plan({ stops: three })))!.pass).toBe(false);
    expect(enoughStops(kase(), ctx(plan({ stops: three, notice: 'Only 3 stops' } as Partial<TripPlan>)))!.pass).toBe(true);
    const five = [30, 60, 90, 120, 150].map((k) => stop(east(k)));
    expect(enoughStops(kase(), ctx(plan({ stops: five })))!.pass).toBe(true);
    expect(enoughStops(kase(), ctx(plan({ route: [east(0), east(100)], stops: three })))).toBeNull();
    expect(enoughStops(kase(), ctx(plan({ mode: 'walking', stops: three })))).toBeNull();
  });
  it('fails when more than 40 % of stops sit in the first or last 15 % of the route, while its pool held places between', () => {
    // a place of the trip's pool halfway along the route
    const pool = [{ id: 'middle', offKm: 1, alongKm: 100, score: 5 }];
    const even = [30, 70, 100, 130, 170].map((k) => stop(east(k)));
    expect(spread(kase(), ctx(plan({ stops: even, pool })))!.pass).toBe(true);
    const bunched = [5, 10, 20, 100, 150].map((k) => stop(east(k)));
    const r = spread(kase(), ctx(plan({ stops: bunched, pool })))!;
    expect(r.pass).toBe(false);
    expect(r.why).toContain('3/5 stops in the first 15 %');
    const tail = [50, 175, 180, 190, 195].map((k) => stop(east(k)));
    expect(spread(kase(), ctx(plan({ stops: tail, pool })))!.why).toContain('in the last 15 %');
    expect(spread(kase(), ctx(loopPlan({ stops: bunched, pool })))).toBeNull();
    // nothing between the ends (only the corridor's rest, 100 points below): the ends are the trip
    expect(spread(kase(), ctx(plan({ stops: bunched, pool: [{ ...pool[0], score: -95 }] })))).toBeNull();
  });
});

describe('eval rule d: no backtracking', () => {
  it('allows ≤ 5 km back and fails more', () => {
    const ok = [10, 50, 47, 120].map((k) => stop(east(k)));
    expect(noBacktracking(kase(), ctx(plan({ stops: ok })))!.pass).toBe(true);
    const back = [10, 60, 45, 120].map((k) => stop(east(k)));
    const r = noBacktracking(kase(), ctx(plan({ stops: back })))!;
    expect(r.pass).toBe(false);
    expect(r.why).toMatch(/stop 3 .* 15\.0 km back/);
  });
});

describe('eval rule e: area and walking tours', () => {
  it('keeps stops and lodgings within the radius', () => {
    const inside = [stop(east(3)), stop(east(0, 8))];
    expect(area(kase(), ctx(loopPlan({ stops: inside })))!.pass).toBe(true);
    expect(area(kase(), ctx(loopPlan({ stops: [...inside, stop(east(25))] })))!.pass).toBe(false);
    const far = { name: 'Far Inn', address: '', description: '', type: 'inn', priceRange: '$', estimatedPrice: 1, amenities: [], ...east(40), night: 1 };
    const r = area(kase(), ctx(loopPlan({ stops: inside, accommodations: [far] }), { lodgings: [] }))!;
    expect(r.pass).toBe(false);
    expect(r.why).toContain('lodging "Far Inn"');
  });
  it('keeps stops in the origin’s country unless the sentence crosses the border', () => {
    const abroad = [stop(east(3)), stop(east(5), { region: 'MB' })];
    expect(area(kase(), ctx(loopPlan({ stops: abroad })))!.pass).toBe(false);
    expect(area(kase({ expect: { origin: 'Origin, SD', destination: null, crossBorder: true } }), ctx(loopPlan({ stops: abroad })))!.pass).toBe(true);
  });
  it('does not apply to a driving A→B trip', () => {
    expect(area(kase(), ctx(plan({ stops: [stop(east(100))] })))).toBeNull();
  });
  it('wants ≥ 4 walking stops, each ≤ ~2 km from the next', () => {
    const walk = kase({ tags: ['walking', 'area'] });
    const good = [0, 1, 2, 3.5].map((k) => stop(east(k)));
    expect(walkingTour(walk, ctx(loopPlan({ mode: 'walking', corridorKm: 4, stops: good })))!.pass).toBe(true);
    expect(walkingTour(walk, ctx(loopPlan({ mode: 'walking', stops: good.slice(0, 3) })))!.why).toContain('3 stops');
    const hop = [0, 1, 4, 5].map((k) => stop(east(k)));
    expect(walkingTour(walk, ctx(loopPlan({ mode: 'walking', stops: hop })))!.why).toContain('3.0 km from');
    expect(walkingTour(walk, ctx(loopPlan({ mode: 'driving', stops: good })))!.why).toContain('mode driving');
    expect(walkingTour(kase(), ctx(loopPlan({ mode: 'walking', stops: good })))).toBeNull();
  });
});

describe('eval rule f: lodging', () => {
  const acc = (at: { lat: number; lng: number }, night = 1) => ({
    name: `Inn ${night}`, address: '', description: '', type: 'inn', priceRange: '$', estimatedPrice: 1, amenities: [], ...at, night,
  });
  // 2 days, 200 km: night 1 follows the last stop at or before km 100 (the stop at km 90)
  const stops = [30, 60, 90, 130, 170].map((k) => stop(east(k)));
  it('wants the lodging within 30 km of the night’s last stop when one exists there', () => {
    const list = [{ ...east(95), country: 'US' as const }, { ...east(150), country: 'US' as const }];
    expect(lodging(kase(), ctx(plan({ days: 2, stops, accommodations: [acc(east(95))] }), { lodgings: list }))!.pass).toBe(true);
    const r = lodging(kase(), ctx(plan({ days: 2, stops, accommodations: [acc(east(150))] }), { lodgings: list }))!;
    expect(r.pass).toBe(false);
    expect(r.why).toContain('one exists at 5.0 km');
  });
  it('accepts the closest when none is within 30 km, and fails a farther one', () => {
    const list = [{ ...east(140), country: 'US' as const }, { ...east(190), country: 'US' as const }];
    expect(lodging(kase(), ctx(plan({ days: 2, stops, accommodations: [acc(east(140))] }), { lodgings: list }))!.pass).toBe(true);
    expect(lodging(kase(), ctx(plan({ days: 2, stops, accommodations: [acc(east(190))] }), { lodgings: list }))!.pass).toBe(false);
  });
  it('does not apply to a day trip', () => {
    expect(lodging(kase(), ctx(plan({ days: 1, stops })))).toBeNull();
  });
});

describe('eval rule g: regenerate', () => {
  const five = [30, 60, 90, 120, 150].map((k) => stop(east(k)));
  const others = [35, 65, 95].map((k) => stop(east(k)));
  it('wants ≥ half the stops new with seed + 1 and the same stops with the same seed', () => {
    const p = plan({ stops: five, candidates: 20 });
    const next = plan({ stops: [...others, five[3], five[4]], candidates: 20 });
    expect(regenerate(kase(), ctx(p, { nextSeed: next, sameSeed: p }))!.pass).toBe(true);
    const barely = plan({ stops: [others[0], five[1], five[2], five[3], five[4]] });
    expect(regenerate(kase(), ctx(p, { nextSeed: barely, sameSeed: p }))!.why).toContain('changed 1/5');
    expect(regenerate(kase(), ctx(p, { nextSeed: next, sameSeed: next }))!.why).toContain('same seed gave different stops');
  });
  it('does not apply when the pool holds fewer than twice the stops', () => {
    expect(regenerate(kase(), ctx(plan({ stops: five, candidates: 9 })))).toBeNull();
  });
});

describe('eval rule h: famous places', () => {
  it('passes when the trip includes the place and says how far it lay when not', () => {
    const cadillac = placeById('us-tx-cadillac-ranch')!;
    const c = kase({ placeId: cadillac.id });
    const route = [{ lat: 35.47, lng: -97.52 }, { lat: 35.22, lng: -101.83 }];
    expect(famous(c, ctx(plan({ route, stops: [stop(cadillac, { id: cadillac.id })] })))!.pass).toBe(true);
    const r = famous(c, ctx(plan({ route, stops: [stop(east(10))] })))!;
    expect(r.pass).toBe(false);
    expect(r.why).toMatch(/us-tx-cadillac-ranch missing; it lies .* off the route/);
    expect(famous(kase(), ctx(plan()))).toBeNull();
  });
});

describe('eval sentence lists', () => {
  const counts = caseCounts(SENTENCES);
  it('has ≥ 120 sentences: ≥ 40 Canadian, ≥ 20 area/loop, ≥ 10 walking, ≥ 10 misspelled or ambiguous', () => {
    expect(counts.total).toBeGreaterThanOrEqual(120);
    expect(counts.canadian).toBeGreaterThanOrEqual(40);
    expect(counts.area).toBeGreaterThanOrEqual(20);
    expect(counts.walking).toBeGreaterThanOrEqual(10);
    expect(counts.misspelledOrAmbiguous).toBeGreaterThanOrEqual(10);
  });
  it('covers every province and at least two territories', () => {
    const regions = new Set(SENTENCES.flatMap((c) => [c.expect.origin, c.expect.destination ?? ''].map((s) => s.split(',').pop()!.trim())));
    for (const p of CA_PROVINCE_CODES) expect(regions, p).toContain(p);
    expect(CA_TERRITORY_CODES.filter((t) => regions.has(t)).length).toBeGreaterThanOrEqual(2);
  });
  it('names real regions and themes, and no sentence twice', () => {
    const all = [...SENTENCES, ...FAMOUS];
    for (const c of all) {
      // (a sentence refused for its place names no origin: '-')
      if (c.expect.origin !== '-') expect(countryOfRegion(c.expect.origin.split(',').pop()!.trim()), c.prompt).toBeDefined();
      else expect(c.expect.error, c.prompt).toBe('unknown_place');
      for (const t of c.themes ?? []) expect(THEMES, c.prompt).toContain(t);
    }
    expect(new Set(all.map((c) => c.prompt.toLowerCase())).size).toBe(all.length);
  });
  it('lists ≥ 40 famous places in both countries, each one in the catalogue', () => {
    expect(FAMOUS.length).toBeGreaterThanOrEqual(40);
    for (const f of FAMOUS) expect(placeById(f.placeId!), f.placeId).toBeDefined();
    expect(FAMOUS.filter((f) => f.placeId!.startsWith('ca-')).length).toBeGreaterThanOrEqual(15);
    expect(FAMOUS.filter((f) => f.placeId!.startsWith('us-')).length).toBeGreaterThanOrEqual(15);
  });
});
