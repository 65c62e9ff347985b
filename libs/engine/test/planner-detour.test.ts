/**
 * A drive's stops are on the way ("stay on the way", docs/product/quality.md#planner-rules): together their detours cost at most 8 % of the drive
 * (50 km at least), or, while only one of them is long, as much as a famous place 40 km off the road
 * costs (planner/plan.ts DETOUR_SHARE, DETOUR_MIN_KM, ONE_DETOUR_KM; planner/selection.ts detourKm).
 */
import { describe, expect, it } from 'vitest';
import type { Place } from '../src/catalogue/index.js';
import type { Candidate } from '../src/planner/candidates.js';
import { makeRoute, project } from '../src/geo/index.js';
import { plan } from '../src/planner/index.js';
import { detourKm, LONG_DETOUR_KM, ON_ROAD_KM, select } from '../src/planner/selection.js';

const placeAt = (id: string, lat: number, lng: number): Place =>
  ({ id, name: id, description: '', lat, lng, town: 'T', region: 'UT', country: 'US', themes: ['ghost-town'], oddness: 3, tier: 'curated', visitMinutes: 30 }) as Place;

function candidate(id: string, alongKm: number, offKm: number, base: number): Candidate {
  // along a meridian: 1° of latitude ≈ 111.2 km
  return { place: placeAt(id, 37 + alongKm / 111.2, -113 + offKm / 89), offKm, alongKm, base, theme: 'ghost-town', matches: ['ghost-town'] };
}

const options = { loop: false, lengthKm: 600, scaleKm: 40, minGap: 8, wanted: ['ghost-town' as const] };

describe('detour budget', () => {
  it('a place within ON_ROAD_KM of the road costs nothing; farther, twice the distance past it', () => {
    expect(detourKm(0)).toBe(0);
    expect(detourKm(ON_ROAD_KM)).toBe(0);
    expect(detourKm(ON_ROAD_KM + 20)).toBe(40);
  });

  it('select takes the best places while their detours fit, then only places that still fit', () => {
    const cands = [
      candidate('far-a', 100, 30, 10), // detour 50
      candidate('far-b', 250, 25, 9), // detour 40
      candidate('far-c', 400, 20, 8), // detour 30
      candidate('road-d', 170, 1, 2),
      candidate('road-e', 320, 3, 1),
      candidate('road-f', 480, 0, 1),
    ];
    const ids = (budget?: number, one?: number) => select(cands, 4, { ...options, detourBudgetKm: budget, oneDetourKm: one }).map((c) => c.place.id);
    const far = (budget?: number, one?: number) => ids(budget, one).filter((id) => id.startsWith('far')).sort();
    expect(far()).toEqual(['far-a', 'far-b', 'far-c']);
    // 50 + 30 = 80 fits; far-b's 40 on top of far-a's 50 would not
    expect(far(80)).toEqual(['far-a', 'far-c']);
    expect(ids(80)).toHaveLength(4);
    expect(far(0)).toEqual([]);
    expect(ids(0)).toHaveLength(3);
    // one long detour may pass the budget: far-a (50) with a budget of 35 and 60 for one long detour
    expect(far(35, 60)).toEqual(['far-a']);
    expect(ids(35, 60)).toHaveLength(4);
    // …but never two long ones past the budget: after far-a, neither far-b (to 90) nor far-c (to 80) under 100
    expect(far(35, 100)).toEqual(['far-a']);
    expect(far(35, 45)).toEqual(['far-b']);
  });

  it('a loop has no detour budget: its radius is the traveller\'s area', () => {
    const cands = [candidate('a', 0, 30, 3), candidate('b', 0, 25, 2)].map((c, i) => ({ ...c, place: placeAt(c.place.id, 37 + i, -113) }));
    expect(select(cands, 2, { ...options, loop: true, detourBudgetKm: 0 })).toHaveLength(2);
  });

  it('ghost towns from Las Vegas to Salt Lake City: every seed keeps its detours within the budget, with stops all along I-15', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const trip = plan({ prompt: 'ghost towns from Las Vegas to Salt Lake City', mode: 'driving' }, { seed });
      const route = makeRoute(trip.route);
      const lengthKm = route.cum[route.cum.length - 1];
      const detours = trip.stops.map((s) => detourKm(project(route, s).offKm)).filter((d) => d > 0);
      const spent = detours.reduce((a, b) => a + b, 0);
      const label = `seed ${seed}: ${trip.stops.map((s) => s.name).join(', ')}`;
      if (spent > Math.max(50, 0.08 * lengthKm) + 1e-6) {
        expect(detours.filter((d) => d > LONG_DETOUR_KM), label).toHaveLength(1);
        expect(spent, label).toBeLessThanOrEqual(detourKm(40));
      }
      // one of the three far ghost towns (St. Thomas 27 km off I-15, Grafton 24, Thistle 20), never two
      expect(trip.stops.filter((s) => /St\. Thomas|Grafton|Thistle/.test(s.name)).length, label).toBeLessThanOrEqual(1);
      expect(trip.stops.length, `seed ${seed}`).toBeGreaterThanOrEqual(5);
      // the middle of the drive (Cedar City → Nephi) has stops too: Sulphurdale by Cove Fort
      expect(trip.stops.some((s) => s.lat > 38 && s.lat < 39.5), `seed ${seed}`).toBe(true);
      for (const s of trip.stops) seen.add(s.name);
    }
    // three long detours in one trip was the old answer (St. Thomas, Grafton and Thistle: 80 % on I-15)
    expect(seen.has('Harrisburg Ghost Town')).toBe(true);
  });

  it('the budget gives way below the minimum: a long drive with few places by the road still gets five stops, and says why not more', () => {
    const trip = plan({ prompt: 'weird roadside stuff from Denver to Albuquerque', mode: 'driving' }, { seed: 7 });
    const route = makeRoute(trip.route);
    expect(trip.stops.length).toBeGreaterThanOrEqual(5);
    expect(trip.stops.some((s) => detourKm(project(route, s).offKm) > LONG_DETOUR_KM)).toBe(true);
    // fewer stops than a full day's six are said: the others are long detours
    if (trip.stops.length < 6) expect(trip.notice).toMatch(/^We kept to \d+ roadside and oddity stops; the others along this route are long detours\.$/);
  });

  it('select fills up to minStops past the budget with the best places, and reports what it held back', () => {
    const cands = [candidate('far-a', 100, 30, 10), candidate('far-b', 300, 25, 9), candidate('road-c', 500, 1, 1)];
    const report = { heldBack: false };
    expect(select(cands, 3, { ...options, detourBudgetKm: 0, minStops: 2, report }).map((c) => c.place.id).sort()).toEqual(['far-a', 'road-c']);
    expect(report.heldBack).toBe(true);
    const all = { heldBack: false };
    expect(select(cands, 3, { ...options, detourBudgetKm: 0, minStops: 3, report: all })).toHaveLength(3);
    expect(all.heldBack).toBe(false);
  });
});

describe('register rows', () => {
  it('past a third of the stops, a place we wrote comes before a register row of a slightly better score; with nothing else, the rows still fill the trip', () => {
    const row = (c: Candidate): Candidate => ({ ...c, place: { ...c.place, tier: 'imported' } as Place });
    const cands = [
      row(candidate('row-a', 100, 1, 6)),
      row(candidate('row-b', 200, 1, 5.8)),
      row(candidate('row-c', 300, 1, 5.6)),
      candidate('ours-d', 400, 1, 4),
      candidate('ours-e', 500, 1, 3.9),
    ];
    const ids = select(cands, 3, options).map((c) => c.place.id);
    expect(ids).toContain('row-a');
    expect(ids.filter((id) => id.startsWith('ours'))).toHaveLength(2);
    expect(select(cands.slice(0, 3), 3, options)).toHaveLength(3);
  });
});
