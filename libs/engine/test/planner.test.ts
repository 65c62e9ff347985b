/**
 * The planner, in process (no app, no database): real sentences across the US and Canada.
 * SAMPLE_TRIPS (src/planner/samples.ts) is shared with bench/planner/run.ts.
 */
import { isMinor, WALK_HOP_KM } from '../src/planner/selection.js';
import { isFamous } from '../src/planner/score.js';
import { describe, expect, it } from 'vitest';
import { Accommodation, Stop } from '@roadgremlin/contracts';
import {
  plan,
  reroll,
  PlannerError,
  makeRoute,
  project,
  MAX_STOPS,
  MIN_STOP_SPACING_KM,
  LONG_DRIVE_KM,
  MIN_LONG_DRIVE_STOPS,
  REROLL_MAX_KM,
  type TripPlan,
  type PlanRequest,
} from '../src/planner/index.js';
import { SAMPLE_TRIPS, type SampleTrip } from '../src/planner/samples.js';
import { placeById, places } from '../src/catalogue/index.js';
import { haversineKm } from '../src/gazetteer/index.js';

const request = (s: SampleTrip): PlanRequest => ({
  prompt: s.prompt,
  mode: s.mode ?? 'driving',
  startDate: s.startDate,
  endDate: s.endDate,
});

/** Widest corridor half-width a mode may ever use (km). */
const MAX_WIDTH = { walking: 5, bicycling: 20, transit: 15, driving: 80 } as const;
/** Widest loop radius (km) by mode and length. */
const maxRadius = (mode: TripPlan['mode'], days: number) =>
  ({ walking: 6, bicycling: 30, transit: 25, driving: days <= 1 ? 80 : 250 })[mode];

function catchPlannerError(fn: () => unknown): PlannerError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PlannerError) return e;
    throw e;
  }
  throw new Error('expected a PlannerError');
}

function alongKm(p: TripPlan): number[] {
  const route = makeRoute(p.route);
  return p.stops.map((s) => project(route, s).alongKm);
}

function tourLength(points: { lat: number; lng: number }[]): number {
  let km = 0;
  for (let i = 0; i < points.length; i++) km += haversineKm(points[i], points[(i + 1) % points.length]);
  return km;
}

describe.each(SAMPLE_TRIPS.map((s) => [s.prompt, s] as const))('plan("%s")', (_prompt, sample) => {
  const trip = plan(request(sample), { seed: 7 });

  it('reads the ends, mode, length and corridor the sentence names', () => {
    expect(trip.origin.region).toBe(sample.expect.originRegion);
    expect(trip.destination?.region ?? null).toBe(sample.expect.destinationRegion);
    expect(trip.loop).toBe(sample.expect.destinationRegion === null);
    expect(trip.mode).toBe(sample.expect.mode);
    if (sample.expect.days !== undefined) expect(trip.days).toBe(sample.expect.days);
    if (sample.expect.corridor) expect(trip.corridor).toBe(sample.expect.corridor);
    expect(trip.routeRegion).toBeTruthy();
  });

  it('returns stops and lodgings in the contract shapes', () => {
    expect(trip.stops.length).toBeGreaterThan(0);
    expect(trip.stops.length).toBeLessThanOrEqual(MAX_STOPS);
    for (const s of trip.stops) {
      expect(Stop.parse(s)).toEqual(s);
      expect(placeById(s.id!)).toBeDefined(); // a real catalogue place, never invented
      expect(s.cluster).toMatch(/^(Ghost Towns|Retro Foodie Loop|Local Music Circuit|Cultural Heritage|Natural Wonders|Historic Route|Americana Circuit|Oddities Trail|Discovery Route)$/);
    }
    for (const a of trip.accommodations) expect(Accommodation.parse(a)).toEqual(a);
    expect(new Set(trip.stops.map((s) => s.id)).size).toBe(trip.stops.length);
  });

  it('keeps every stop inside the corridor or radius it used', () => {
    if (trip.areaRegion) {
      expect(trip.areaRegion).toBe(sample.expect.areaRegion);
      for (const s of trip.stops) expect(s.region).toBe(trip.areaRegion);
    } else if (trip.loop) {
      expect(trip.corridorKm).toBeLessThanOrEqual(maxRadius(trip.mode, trip.days));
      for (const s of trip.stops) expect(haversineKm(trip.route[0], s)).toBeLessThanOrEqual(trip.corridorKm + 0.01);
    } else {
      expect(trip.corridorKm).toBeLessThanOrEqual(MAX_WIDTH[trip.mode]);
      const route = makeRoute(trip.route);
      for (const s of trip.stops) expect(project(route, s).offKm).toBeLessThanOrEqual(trip.corridorKm + 0.01);
    }
  });

  it('orders the stops along the route (A→B never backtracks; a walking tour is a chain of short hops; a loop has no crossing 2-opt fix)', () => {
    if (trip.mode === 'walking' && trip.loop) {
      for (let i = 1; i < trip.stops.length; i++) expect(haversineKm(trip.stops[i - 1], trip.stops[i])).toBeLessThanOrEqual(WALK_HOP_KM);
    } else if (!trip.loop) {
      const along = alongKm(trip);
      for (let i = 1; i < along.length; i++) expect(along[i]).toBeGreaterThanOrEqual(along[i - 1]);
    } else {
      const pts = [trip.route[0], ...trip.stops];
      const len = tourLength(pts);
      for (let i = 1; i < pts.length - 1; i++) {
        for (let j = i + 1; j < pts.length; j++) {
          const swapped = [...pts.slice(0, i), ...pts.slice(i, j + 1).reverse(), ...pts.slice(j + 1)];
          expect(tourLength(swapped)).toBeGreaterThanOrEqual(len - 1e-6);
        }
      }
    }
  });

  it('spaces stops at least 1 km apart (walking aside)', () => {
    if (trip.mode === 'walking') return;
    for (let i = 0; i < trip.stops.length; i++) {
      for (let j = i + 1; j < trip.stops.length; j++) {
        expect(haversineKm(trip.stops[i], trip.stops[j])).toBeGreaterThanOrEqual(MIN_STOP_SPACING_KM);
      }
    }
  });

  it('gives a driving trip over 150 km at least 5 stops, and about 4–6 a day / 3 a day after, unless it says why not', () => {
    // (a must-see on the way that was not asked for is said after the rest)
    const notice = trip.notice?.replace(/ ?[^.]+ (is a must-see|are must-sees) (along this route|around [^.]+)\.$/, '');
    if (notice) {
      // fewer stops on theme than asked: the trip says so instead of filling with other themes
      // (or kept to fewer because the rest are long detours off the road)
      expect(notice).toMatch(/^(Only \d+ (.+ stops?|stops? for .+)|No (.+ stops|stops for .+)) |^We kept to \d+ .+; the others along this route are long detours\.$/);
      return;
    }
    if (trip.mode === 'driving' && trip.distanceKm > LONG_DRIVE_KM) {
      expect(trip.stops.length).toBeGreaterThanOrEqual(MIN_LONG_DRIVE_STOPS);
    }
    const wanted = trip.days === 1 ? 4 : Math.min(MAX_STOPS, 3 * trip.days);
    expect(trip.stops.length).toBeGreaterThanOrEqual(Math.min(wanted, trip.candidates));
  });

  it("a night's second suggestion (after 'Stay in <town>') is an inn within 50 km of that night's last stop, never a day's drive off", () => {
    for (const a of trip.accommodations) {
      const first = trip.accommodations.find((o) => o.night === a.night);
      if (first !== a && first?.type === 'Town stay') expect(a.distanceKm!, a.name).toBeLessThanOrEqual(50);
    }
  });

  it("a notice's 'Only N' never counts more stops than the trip shows", () => {
    const n = /\bOnly (\d+) /.exec(trip.notice ?? '')?.[1];
    if (n) expect(Number(n)).toBeLessThanOrEqual(trip.stops.length);
  });

  it('books lodging for every night near that night (a loop: only within its radius)', () => {
    const nights = new Set(trip.accommodations.map((a) => a.night));
    if (!trip.loop) expect(nights.size).toBe(trip.days - 1);
    else expect(nights.size).toBeLessThanOrEqual(trip.days - 1);
    for (const a of trip.accommodations) {
      expect(a.night).toBeGreaterThanOrEqual(1);
      expect(a.night).toBeLessThan(trip.days);
      if (trip.loop && !trip.areaRegion) expect(haversineKm(trip.route[0], { lat: a.lat!, lng: a.lng! })).toBeLessThanOrEqual(trip.corridorKm + 0.01);
    }
  });

  if (sample.expect.someTheme) {
    it(`has a ${sample.expect.someTheme} stop`, () => {
      expect(trip.stops.some((s) => placeById(s.id!)!.themes.includes(sample.expect.someTheme as never))).toBe(true);
    });
  }

  it('is deterministic for a seed and different with another seed when alternatives exist', () => {
    expect(plan(request(sample), { seed: 7 })).toEqual(trip);
    // "alternatives exist" (the Regenerate rule, docs/product/quality.md#planner-rules): the corridor holds twice the stops needed, and the trip is
    // not one the planner called short ("Only 2 space stops along this route": Albuquerque →
    // Roswell on US-285 has nothing between the two towns, so both stops are Roswell's must-sees)
    if (trip.candidates >= 2 * trip.stops.length && !trip.notice) {
      const ids = trip.stops.map((s) => s.id).join();
      const others = [1, 2, 3, 4, 5, 6, 8, 9].map((seed) => plan(request(sample), { seed }).stops.map((s) => s.id).join());
      expect(others.some((o) => o !== ids)).toBe(true);
    }
  });
});

describe("the way's best-known place", () => {
  it('stays a must-see when a specific interest narrows the trip (Cadillac Ranch for neon signs and old diners)', () => {
    const trip = plan({ prompt: 'Route 66 from Tulsa to Amarillo, neon signs and old diners' });
    expect(trip.stops.map((s) => s.name)).toContain('Cadillac Ranch');
    expect(trip.notice).toContain('Cadillac Ranch is a must-see along this route');
    // …and not when the interest is a theme of its own (the ghost towns keep every stop)
    const ghosts = plan({ prompt: 'ghost towns from Las Vegas to Salt Lake City' }, { seed: 7 });
    expect(ghosts.notice ?? '').not.toMatch(/must-see/);
  });
});

describe('the pace', () => {
  it('an easy pace has fewer stops a day and a full one more, said in the reading', () => {
    const usual = plan({ prompt: 'a week on cape cod' });
    const easy = plan({ prompt: 'a lazy week on cape cod' });
    const full = plan({ prompt: 'a jam-packed weekend in chicago' });
    expect(easy.days).toBe(7);
    expect(easy.stops.length).toBeLessThan(usual.stops.length);
    expect(easy.stops.length).toBeLessThanOrEqual(2 * 7);
    expect(easy.reading.pace).toBe('easy');
    expect(full.stops.length).toBeGreaterThan(plan({ prompt: 'a weekend in chicago' }).stops.length);
    expect(full.reading.pace).toBe('full');
  });
});

describe('geocoding the ends', () => {
  it('namesake ends are read by the rest of the sentence: the named road they lie on, the state it names', () => {
    // without the context these read as Astoria, NY → Brookings, SD and Springfield, MA → Burlington, MA
    const coast = plan({ prompt: '3 days of lighthouses along the Oregon coast from Astoria to Brookings' }, { seed: 1 });
    expect([coast.origin.region, coast.destination?.region]).toEqual(['OR', 'OR']);
    const vt = plan({ prompt: 'covered bridges in Vermont from Springfield to Burlington' }, { seed: 1 });
    expect([vt.origin.region, vt.destination?.region]).toEqual(['VT', 'VT']);
    // and a park the road passes is still not taken for the town of its name
    expect(plan({ prompt: 'waterfalls and glaciers from Banff to Jasper on the Icefields Parkway' }, { seed: 1 }).origin.name).toBe('Banff');
  });

  it('Portland, ME and Portland, Oregon are different places', () => {
    const me = plan({ prompt: 'weird stuff from Portland, ME to Boston' }, { seed: 1 });
    const or = plan({ prompt: 'weird stuff from Portland, Oregon to Seattle' }, { seed: 1 });
    expect(me.origin).toMatchObject({ name: 'Portland', region: 'ME' });
    expect(or.origin).toMatchObject({ name: 'Portland', region: 'OR' });
    expect(haversineKm(me.origin, or.origin)).toBeGreaterThan(4000);
  });

  it('"Portland Maine" without a comma, and "Portland ME" with a code, are Maine', () => {
    expect(plan({ prompt: 'haunted places from Portland Maine to Boston' }).origin.region).toBe('ME');
    expect(plan({ prompt: 'haunted places from Portland ME to Boston' }).origin.region).toBe('ME');
    expect(plan({ prompt: 'from portland or to seattle' }).origin.region).toBe('OR');
  });

  it('a bare "Portland" is Oregon on its own (population) but Maine on the way to Bangor (distance)', () => {
    expect(plan({ prompt: 'weird stuff around Portland' }).origin.region).toBe('OR');
    expect(plan({ prompt: 'weird stuff from Portland to Bangor' }).origin.region).toBe('ME');
  });

  it('state and province names and codes narrow the town', () => {
    expect(plan({ prompt: 'oddities from Springfield, Illinois to Chicago' }).origin).toMatchObject({ region: 'IL' });
    expect(plan({ prompt: 'oddities from Vancouver, WA to Portland' }).origin).toMatchObject({ region: 'WA' });
    expect(plan({ prompt: 'ghost towns around Nevada City, California' }).origin).toMatchObject({ region: 'CA' });
  });

  it('a famous place on the way joins a trip of other interests as a must-see, and the notice says so', () => {
    // no famous museum lies between Rapid City and Sheridan; Deadwood is on the way
    const p = plan({ prompt: 'museums from Rapid City to Sheridan' }, { seed: 1 });
    const famous = p.stops.filter((s) => isFamous(placeById(s.id!)!));
    expect(famous.length).toBeGreaterThanOrEqual(1);
    expect(p.notice).toMatch(/is a must-see along this route\.$/);
    expect(p.stops.filter((s) => placeById(s.id!)!.themes.includes('museum')).length).toBeGreaterThan(p.stops.length / 2);
  });

  it('"down the coast" follows the coastal road between the ends; a namesake end by the named road is the one on it', () => {
    const coast = plan({ prompt: 'Seattle to San Francisco down the coast in 7 days, lighthouses' }, { seed: 1 });
    expect(coast.corridor).toBe('us-101');
    // Interstate 5 runs 150–250 km inland: the coast road's stops are by the sea
    expect(coast.stops.filter((s) => s.lat < 46 && s.lat > 39 && s.lng > -123.6).length).toBeLessThanOrEqual(1);
    const brp = plan({ prompt: 'Blue Ridge Parkway from Shenandoah to Asheville over 4 days' }, { seed: 1 });
    expect([brp.origin.name, brp.origin.region]).toEqual(['Shenandoah', 'VA']);
    expect(brp.corridor).toBe('blue-ridge');
  });

  it('a drive along a named road of one province keeps its stops in it (the Tour de la Gaspésie never crosses to New Brunswick)', () => {
    const p = plan({ prompt: 'tour de la Gaspésie en 6 jours, phares et villages de pêcheurs' }, { seed: 1 });
    expect(p.corridor).toBe('tour-de-la-gaspesie');
    expect(p.stops.length).toBeGreaterThanOrEqual(12);
    expect(p.stops.filter((s) => s.region !== 'QC')).toHaveLength(0);
    // the loop takes the north shore (Sainte-Anne-des-Monts, Gaspé) as well as the Baie des Chaleurs
    expect(p.stops.some((s) => s.lat > 49 && s.lng > -66.5 && s.lng < -65)).toBe(true);
  });

  it('a big area named beside a small place is a drive on to it, not a place seen on the small one\'s loop', () => {
    const p = plan({ prompt: 'devils tower and the black hills, 3 days' }, { seed: 1 });
    expect(p.destination?.region).toBe('SD');
    expect(p.stops.filter((s) => s.region === 'SD').length).toBeGreaterThanOrEqual(4);
  });

  it('a drive with nothing on request between its two towns is about the two towns: their places, half the stops each', () => {
    const p = plan({ prompt: 'museums from Saskatoon to Regina' }, { seed: 1 });
    expect(p.stops.length).toBeGreaterThanOrEqual(5);
    expect(p.stops.filter((s) => s.lat > 51).length).toBeGreaterThanOrEqual(2);
    expect(p.stops.filter((s) => s.lat < 51).length).toBeGreaterThanOrEqual(2);
  });

  it('days never run empty: an interest that finds too few places takes the best other stops of the way, said plainly', () => {
    // lobster and fiddle music find two places on the Cabot Trail: three days need more than two stops
    const p = plan({ prompt: 'Cabot Trail loop 3 days, lobster and fiddle music' }, { seed: 1 });
    expect(p.stops.length).toBeGreaterThanOrEqual(5);
    expect(p.notice).toMatch(/the others are (.+ places and )?good stops of other kinds\.$/);
    for (const s of p.stops) {
      const place = placeById(s.id!)!;
      expect(place.tier === 'curated' || s.theme === 'music' || s.theme === 'food', s.name).toBe(true);
    }
  });

  it('an interest that matches no place and no word we know is said back as not understood and steers nothing', () => {
    const p = plan({ prompt: 'weird stuff around tucson snorp' }, { seed: 1 });
    expect(p.notice).toMatch(/^Not understood, ignored: 'snorp'\./);
    expect(p.reading.ignored).toEqual(['snorp']);
    expect(p.reading.interests).toEqual(['weird']);
    // a city stay of three days is the city first: nothing 250 km out for want of "eve"
    const q = plan({ prompt: 'christmas eve to boxing day in quebec city' }, { seed: 1, today: new Date('2026-11-26T12:00:00Z') });
    expect(q.days).toBe(3);
    for (const s of q.stops) expect(haversineKm(s, { lat: 46.81, lng: -71.21 }), s.name).toBeLessThanOrEqual(60);
  });

  it('a trip that asks for nothing takes a vanished town\'s empty site only when nothing better fills it', () => {
    const p = plan({ prompt: 'biking the Katy Trail across Missouri in 5 days' }, { seed: 1 });
    expect(p.corridor).toBe('katy-trail');
    expect(p.stops.length).toBeGreaterThanOrEqual(10);
    expect(p.stops.filter((s) => s.name.startsWith('Site of '))).toHaveLength(0);
  });

  it('a short named road on the way between two ends far off it is driven whole ("via the Million Dollar Highway")', () => {
    const p = plan({ prompt: 'denver to durango via the million dollar highway, mining history, 3 days' }, { seed: 1 });
    expect(p.corridor).toBe('million-dollar-highway');
    // Ouray and Silverton lie on it, 90 km north of Durango
    expect(p.stops.some((s) => s.lat > 37.8 && s.lat < 38.1 && s.lng > -107.8 && s.lng < -107.5)).toBe(true);
  });

  it('an end far off a named road joins it where the way on is shortest, never behind the start', () => {
    // the Trans-Canada's nearest point to Toronto is as near at Montréal as in northern Ontario
    const p = plan({ prompt: 'Toronto to Vancouver on the Trans-Canada, 10 days' }, { seed: 1 });
    expect(p.corridor).toBe('trans-canada');
    expect(p.stops.length).toBeGreaterThanOrEqual(12);
    expect(p.stops.filter((s) => s.lng > -79)).toHaveLength(0);
  });

  it('a town named exactly as its islands is the islands: a three-day loop of Îles-de-la-Madeleine stays on them', () => {
    const p = plan({ prompt: 'trois jours aux îles-de-la-madeleine, plages et caps rouges' }, { seed: 1 });
    expect(p.stops.length).toBeGreaterThanOrEqual(6);
    for (const s of p.stops) expect(s.lat, s.name).toBeGreaterThan(47.1);
  });

  it('a region that is also a landmark of the same name is the region, so its stops stay inside it', () => {
    // "Gaspésie" was the town of Gaspé, and a four-day loop round it reached Prince Edward Island
    const p = plan({ prompt: 'phares et villages de pêcheurs en Gaspésie pendant quatre jours' }, { seed: 1 });
    expect(p.origin.name).toBe('Gaspésie');
    expect(p.stops.length).toBeGreaterThanOrEqual(8);
    expect(p.stops.filter((s) => placeById(s.id!)?.region !== 'QC')).toHaveLength(0);
  });

  it('an ambiguous area is read by its theme only when one reading has the theme\'s signature place in town', () => {
    // Roswell, GA is larger; "alien stuff" means the UFO museum's Roswell, NM
    const p = plan({ prompt: 'alien stuff around Roswell' }, { seed: 1 });
    expect([p.origin.name, p.origin.region]).toEqual(['Roswell', 'NM']);
    // no signature place for the theme: the likelier reading is planned and the notice names the other
    expect(plan({ prompt: 'haunted places around Roswell' }, { seed: 1 }).notice).toMatch(/^Read "Roswell" as Roswell, (GA|NM); for Roswell, (GA|NM), add the state\./);
    expect(plan({ prompt: 'weird stuff around Springfield' }, { seed: 1 }).notice).toMatch(/^Read "Springfield" as /);
  });

  it('an unknown origin beside a known place is said back, and the trip uses the rest', () => {
    const trip = plan({ prompt: 'ghost towns from Gremlinvillequux to Reno' });
    expect(trip.reading.ignored).toEqual(['Gremlinvillequux']);
    expect(trip.notice).toMatch(/^Not understood, ignored: 'Gremlinvillequux'\./);
    expect(trip.origin.name).toBe('Reno');
    expect(trip.stops.length).toBeGreaterThan(0);
  });

  it('a sentence whose only place is unknown gives unknown_place naming it, with the nearest names', () => {
    const dest = catchPlannerError(() => plan({ prompt: 'weird stuff to Snorkelbottom Falls' }));
    expect(dest.code).toBe('unknown_place');
    expect(dest.message).toContain('Snorkelbottom Falls');
    const area = catchPlannerError(() => plan({ prompt: 'haunted places around Xyzzyplugh this weekend' }));
    expect(area.code).toBe('unknown_place');
    expect(area.message).toContain('Xyzzyplugh');
    const near = catchPlannerError(() => plan({ prompt: 'oddities around Tuzkolaa' }));
    expect(near.message).toMatch(/Did you mean Tuscola, (IL|MI|TX)/);
    expect(near.details?.suggestions?.length).toBeGreaterThan(0);
  });

  it('a sentence with no place at all gives no_place', () => {
    expect(catchPlannerError(() => plan({ prompt: 'weird stuff please' })).code).toBe('no_place');
  });
});

describe('notices say what the trip shows', () => {
  it("'Only N stops for …' counts the stops the trip ends up with, not the places its corridor held", () => {
    // the Icefields Parkway holds four places on glaciers and lakes; spacing keeps three of them
    const t = plan({ prompt: 'glaciers and lakes from Jasper to Lake Louise' }, { seed: 1 });
    const n = Number(/\bOnly (\d+) /.exec(t.notice ?? '')?.[1] ?? t.stops.length);
    expect(n).toBeLessThanOrEqual(t.stops.length);
    if (n === t.stops.length) expect(t.notice ?? '').not.toContain('the others are');
  });
});

describe('a named area that holds too few of the places asked for', () => {
  it("looks past its edge, and says how far, instead of planning one stop inside it", () => {
    // the Wisconsin Dells area is a few kilometres of river town; Baraboo's scrap-metal Forevertron is 28 km out
    const t = plan({ prompt: 'bizarre attractions around Wisconsin Dells' }, { seed: 1 });
    expect(t.stops.length).toBeGreaterThanOrEqual(2);
    const centre = { lat: t.route[0].lat, lng: t.route[0].lng };
    expect(Math.max(...t.stops.map((s) => haversineKm(centre, s)))).toBeGreaterThan(10);
    if (t.notice) expect(Number(/within (\d+) km/.exec(t.notice)?.[1] ?? Infinity)).toBeGreaterThanOrEqual(20);
  });
});

describe('mode, length and bias', () => {
  it("the request's mode wins unless the sentence says walking tour / bike / transit", () => {
    expect(plan({ prompt: 'haunted places in Savannah', mode: 'bicycling' }).mode).toBe('bicycling');
    expect(plan({ prompt: 'a road trip to haunted places in Savannah', mode: 'walking' }).mode).toBe('walking');
    expect(plan({ prompt: 'haunted walking tour of Savannah', mode: 'driving' }).mode).toBe('walking');
    expect(plan({ prompt: 'haunted Savannah by bike', mode: 'driving' }).mode).toBe('bicycling');
  });

  it('dates passed in set the length and win over the words', () => {
    const p = plan({ prompt: 'a weekend of ghost towns from Las Vegas to Reno', startDate: '2026-06-01', endDate: '2026-06-04' });
    expect(p.days).toBe(4);
    expect(new Set(p.accommodations.map((a) => a.night))).toEqual(new Set([1, 2, 3]));
    expect(p.stops.length).toBeLessThanOrEqual(MAX_STOPS);
  });

  it('a long trip never gets more than MAX_STOPS (18) stops', () => {
    const p = plan({ prompt: 'three weeks of weird stuff along Route 66' }, { seed: 3 });
    expect(p.days).toBe(21);
    expect(p.stops).toHaveLength(MAX_STOPS);
    expect(new Set(p.accommodations.map((a) => a.night)).size).toBe(20);
  });

  it('a named road in a state or a park follows the road inside it; in a town it is a loop around the town', () => {
    const nv = plan({ prompt: 'ghost towns along US-50 across Nevada' }, { seed: 1 });
    expect(nv.corridor).toBe('us-50');
    expect(nv.loop).toBe(false);
    expect([nv.origin.region, nv.destination?.region]).toEqual(['NV', 'NV']);
    expect(nv.distanceKm).toBeGreaterThan(400);
    const az = plan({ prompt: 'Route 66 in Arizona' }, { seed: 1 });
    expect(az).toMatchObject({ corridor: 'route-66', loop: false, origin: { region: 'AZ' }, destination: { region: 'AZ' } });
    expect(plan({ prompt: 'weird stuff along Route 66 in Tulsa' }, { seed: 1 })).toMatchObject({ loop: true, origin: { name: 'Tulsa' } });
  });

  it('insight themes pull the trip towards them', () => {
    // no theme in the sentence: the traveller's insight themes decide
    const req = { prompt: 'a day trip from Memphis to Nashville' };
    const count = (p: TripPlan) => p.stops.filter((s) => placeById(s.id!)!.themes.includes('music')).length;
    let plain = 0;
    let biased = 0;
    for (const seed of [1, 2, 3, 4, 5]) {
      plain += count(plan(req, { seed }));
      biased += count(plan(req, { seed, insightThemes: ['music', 'indie rock', 'blues'] }));
    }
    expect(biased).toBeGreaterThan(plain);
  });

  it('walking stops stay within a walk of the centre and may be closer than 1 km', () => {
    const p = plan({ prompt: 'haunted New Orleans walking tour' }, { seed: 1 });
    expect(p.corridorKm).toBeLessThanOrEqual(maxRadius('walking', 1));
    for (const s of p.stops) expect(haversineKm(p.origin, s)).toBeLessThanOrEqual(p.corridorKm);
  });
});

describe('country, Regenerate and nights on the road', () => {
  it('a drive between two towns of one country keeps its stops and lodgings in that country (no Detroit on a Windsor trip)', () => {
    for (const seed of [1, 2, 3]) {
      const p = plan({ prompt: 'Chatham-Kent to Windsor' }, { seed });
      expect(p.stops.length).toBeGreaterThan(0);
      expect(p.stops.map((s) => s.region).filter((r) => r === 'MI')).toEqual([]);
    }
    // a sentence that crosses the border itself may stop on both sides
    const crossing = plan({ prompt: 'weird stuff from Windsor to Detroit and Ann Arbor' }, { seed: 1 });
    expect(crossing.stops.length).toBeGreaterThan(0);
  });

  it("Regenerate replaces the famous stops too: the replaced trip's must-sees give way when other places fit", () => {
    const req = { prompt: 'Whitehorse to Haines Junction' };
    const first = plan(req, { seed: 1 });
    const next = plan(req, { seed: 2, avoid: first.stops.map((s) => s.id!) });
    const kept = next.stops.filter((s) => first.stops.some((f) => f.id === s.id));
    expect(kept.length * 2).toBeLessThanOrEqual(first.stops.length);
    // without `avoid` (not a Regenerate) the famous ones stay
    expect(plan(req, { seed: 2 }).stops.map((s) => s.id)).toEqual(expect.arrayContaining(['ca-yt-our-lady-of-the-way']));
  });

  it('places of little note (a vanished town\'s site) fill at most a third of a trip when better places fit', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const p = plan({ prompt: 'ghost towns and weird roadside stuff from Las Vegas to Salt Lake City' }, { seed });
      const minor = p.stops.filter((s) => isMinor(placeById(s.id!)!));
      expect(minor.length, minor.map((s) => s.name).join(', ')).toBeLessThanOrEqual(Math.max(1, Math.floor(p.stops.length / 3)));
      expect(p.stops.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('a night that falls far past the last stop is spent in a town on the road, not back at that stop', () => {
    const p = plan({ prompt: 'a week of nature from Toronto to Thunder Bay' }, { seed: 1 });
    const towns = p.accommodations.map((a) => a.name);
    // each night a different place, moving on: never five nights back in the first stop's town
    expect(new Set(towns).size).toBeGreaterThanOrEqual(p.accommodations.length - 1);
    for (const a of p.accommodations) if (a.type === 'Town stay' && !a.nearStop) expect(a.distanceKm!).toBeLessThanOrEqual(150);
  });
});

describe('reroll', () => {
  const trips = [
    'weird roadside stuff along Route 66 from Chicago to Tulsa',
    'ghost towns from Las Vegas to Reno',
    '3 days of abandoned places from Calgary to Vancouver',
    'haunted places around Savannah this weekend',
  ].map((prompt) => plan({ prompt }, { seed: 11 }));

  /** Could any catalogue place legally replace stop `index`? (brute force over the whole catalogue) */
  function hasAlternative(trip: TripPlan, index: number): boolean {
    const route = makeRoute(trip.route);
    const ids = new Set(trip.stops.map((s) => s.id));
    const lo = index > 0 ? project(route, trip.stops[index - 1]).alongKm : -Infinity;
    const hi = index < trip.stops.length - 1 ? project(route, trip.stops[index + 1]).alongKm : Infinity;
    return places.some((p) => {
      if (ids.has(p.id) || haversineKm(p, trip.stops[index]) > REROLL_MAX_KM[trip.mode]) return false;
      if (trip.stops.some((s, i) => i !== index && haversineKm(s, p) < MIN_STOP_SPACING_KM)) return false;
      const pr = project(route, p);
      if (pr.offKm > trip.corridorKm) return false;
      return trip.loop || (pr.alongKm >= lo && pr.alongKm <= hi);
    });
  }

  it.each(trips.map((t) => [`${t.origin.name} → ${t.destination?.name ?? 'loop'}`, t] as const))(
    '%s: every stop swaps for a new place (or no_alternative when none fits), the rest untouched and the order kept',
    (_name, trip) => {
      const ids = new Set(trip.stops.map((s) => s.id));
      let swapped = 0;
      trip.stops.forEach((old, index) => {
        const input = {
          stops: trip.stops,
          index,
          theme: old.theme,
          mode: trip.mode,
          route: trip.route,
          corridorKm: trip.corridorKm,
          loop: trip.loop,
        };
        if (!hasAlternative(trip, index)) {
          expect(catchPlannerError(() => reroll(input)).code).toBe('no_alternative');
          return;
        }
        const r = reroll(input);
        swapped++;
        expect(r.index).toBe(index);
        expect(ids.has(r.stop.id)).toBe(false);
        expect(Stop.parse(r.stop)).toEqual(r.stop);
        expect(r.stops.filter((_, i) => i !== index)).toEqual(trip.stops.filter((_, i) => i !== index));
        for (const s of r.stops) if (s !== r.stop) expect(haversineKm(s, r.stop)).toBeGreaterThanOrEqual(MIN_STOP_SPACING_KM);
        if (!trip.loop) {
          const route = makeRoute(trip.route);
          const along = r.stops.map((s) => project(route, s).alongKm);
          for (let i = 1; i < along.length; i++) expect(along[i]).toBeGreaterThanOrEqual(along[i - 1]);
          expect(project(route, r.stop).offKm).toBeLessThanOrEqual(trip.corridorKm);
        } else {
          expect(haversineKm(trip.route[0], r.stop)).toBeLessThanOrEqual(trip.corridorKm);
        }
      });
      expect(swapped).toBeGreaterThan(0);
    },
  );

  it('finds the stop by its coordinates, prefers the same theme, and is repeatable', () => {
    const trip = trips[0];
    const old = trip.stops[2];
    const a = reroll({ stops: trip.stops, lat: old.lat, lng: old.lng, theme: 'roadside', mode: 'driving' });
    const b = reroll({ stops: trip.stops, lat: old.lat, lng: old.lng, theme: 'roadside', mode: 'driving' });
    expect(a.index).toBe(2);
    expect(a).toEqual(b);
    expect(placeById(a.stop.id!)!.themes).toContain('roadside');
  });

  it('never returns a place already in the trip, even after many rerolls in a row', () => {
    let stops = trips[1].stops;
    const seen = new Set(stops.map((s) => s.id));
    for (let k = 0; k < 5; k++) {
      const r = reroll({ stops, index: 1, theme: 'general', mode: 'driving', seed: k });
      expect(stops.some((s) => s.id === r.stop.id)).toBe(false);
      seen.add(r.stop.id);
      stops = r.stops;
    }
  });
});
