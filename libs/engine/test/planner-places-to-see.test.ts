/**
 * Trips around a place to see that start somewhere else, trips through several places named
 * together, and named roads driven from a town on them (planner/trip-geometry.ts, reader/read.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseTrip } from '../src/planner/parse.js';
import { plan, understoodOf } from '../src/index.js';
import { haversineKm } from '../src/geo/index.js';

const today = new Date('2026-06-01T12:00:00Z');

describe('a place to see, from elsewhere', () => {
  it('the sentence reads the start and the place to see apart', () => {
    expect(parseTrip('drive the Olympic Peninsula loop from Seattle', { today })).toMatchObject({ area: 'the Olympic Peninsula', start: 'Seattle', origin: null, destination: null });
    // the start alone: a loop around it, as before
    expect(parseTrip('a day loop from Boise', { today })).toMatchObject({ area: 'Boise', start: 'Boise' });
    expect(parseTrip('haunted places around Savannah', { today })).toMatchObject({ area: 'Savannah', start: null });
  });

  it('the loop goes around the place, starts and ends at the start, and keeps off the start’s own sights', () => {
    const t = plan({ prompt: 'the Olympic Peninsula loop from Seattle, 3 days' }, { today });
    expect(t.loop).toBe(true);
    expect(`${t.origin.name}, ${t.origin.region}`).toBe('Seattle, WA');
    expect(t.around?.name).toBe('Olympic Peninsula');
    expect(understoodOf(t)).toMatchObject({ area: 'Olympic Peninsula, WA', origin: { name: 'Seattle' } });
    const centre = t.route[0];
    for (const s of t.stops) expect(haversineKm(s, centre), s.name).toBeLessThan(haversineKm(s, t.origin) + 1);
    expect(t.stops.length).toBeGreaterThanOrEqual(3);
    // the closed tour is measured from the start
    expect(t.distanceKm).toBeGreaterThan(2 * haversineKm(t.origin, centre) * 0.9);
  });

  it('a far place to see takes the days the drive needs when the sentence gives none', () => {
    const t = plan({ prompt: 'a loop around the Gaspé from Quebec City' }, { today });
    expect(t.origin.name).toBe('Québec');
    expect(t.days).toBeGreaterThanOrEqual(3);
    expect(t.accommodations.length).toBe(t.days - 1);
  });

  it('a start inside the state named is the centre of the loop ("Nevada ghost towns from Las Vegas")', () => {
    const t = plan({ prompt: 'ghost towns of Nevada from Las Vegas' }, { today });
    expect(t.around).toBeUndefined();
    expect(t.origin.name).toBe('Las Vegas');
    const far = plan({ prompt: 'ghost towns of Nevada from Sacramento, 3 days' }, { today });
    expect(far.origin.name).toBe('Sacramento');
    expect(far.around?.name).toBe('Nevada');
    for (const s of far.stops) expect(s.region).toBe('NV');
  });
});

describe('places named together', () => {
  it('two towns far apart are a drive through both; near ones, one loop', () => {
    const t = plan({ prompt: 'around Tucson and Phoenix, odd museums' }, { today });
    expect([t.origin.name, t.destination?.name]).toEqual(['Tucson', 'Phoenix']);
    expect(t.reading.shape).toBe('oneway');
    const back = plan({ prompt: 'a loop around Tucson and Phoenix' }, { today });
    expect(back.reading.shape).toBe('return');
    const near = plan({ prompt: 'walking tour of Gastown and Chinatown' }, { today });
    expect(near.loop).toBe(true);
  });

  it('a capitalised name listed after a place is a place ("around Calgary and Banff")', () => {
    const p = parseTrip('weird stuff around Calgary and Banff', { today });
    expect(p.otherPlaces).toContain('Banff');
    expect(p.interests.map((i) => i.text)).not.toContain('Banff');
    expect(plan({ prompt: 'weird stuff around Calgary and Banff' }, { today }).destination?.name).toBe('Banff');
  });
});

describe('a named road from a town on it', () => {
  it('is driven from that town to the road’s far end, the town read by the road', () => {
    const t = plan({ prompt: 'Kancamagus Highway fall foliage from Conway' }, { today });
    expect([`${t.origin.name}, ${t.origin.region}`, t.destination?.name, t.corridor]).toEqual(['Conway, NH', 'Lincoln', 'kancamagus']);
    const off = plan({ prompt: 'Going-to-the-Sun Road from Kalispell' }, { today });
    expect([off.origin.name, off.destination?.name, off.corridor]).toEqual(['Kalispell', 'Babb', 'going-to-the-sun']);
  });

  it('a road that goes round comes back to the town', () => {
    const t = plan({ prompt: 'the Cabot Trail from Baddeck' }, { today });
    expect(t.origin.name).toBe('Baddeck');
    expect(t.destination?.name).toBe('Baddeck');
    expect(t.reading.shape).toBe('loop');
    expect(t.distanceKm).toBeGreaterThan(200);
  });

  it('the road’s own towns are places whatever else their names mean', () => {
    expect(parseTrip('kancamagus highway lincoln to conway, leaf peeping', { today })).toMatchObject({ origin: 'lincoln', destination: 'conway' });
    expect(parseTrip('going-to-the-sun road west glacier to st mary', { today })).toMatchObject({ origin: 'west glacier', destination: 'st mary' });
  });
});

describe('a walking tour of a big city', () => {
  it('starts where the sights are, not at the gazetteer point (Vancouver’s lies 4 km south of Gastown)', () => {
    const t = plan({ prompt: 'walking tour of quirky Vancouver' }, { today });
    const gastown = { lat: 49.2844, lng: -123.1089 };
    expect(haversineKm(t.route[0], gastown)).toBeLessThan(1.5);
    expect(t.stops.map((s) => s.name)).toContain('Gastown Steam Clock');
  });

  it('places that only fill a short pool come after every place that answers the sentence, whatever the seed', () => {
    for (const seed of [1, 2, 3]) {
      const t = plan({ prompt: 'walking tour of quirky Vancouver' }, { today, seed });
      const onTheme = t.stops.map((s) => s.theme === 'oddity' || s.theme === 'roadside');
      // every stop that answers the sentence is chosen before any filler: the answered ones are all in
      expect(onTheme.filter(Boolean).length, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('a named road between ends that lie off it', () => {
  it('drives to the road, along it and on to the end ("Edmonton to Whitehorse on the Alaska Highway")', () => {
    const t = plan({ prompt: 'a week from Edmonton to Whitehorse on the Alaska Highway' }, { today });
    expect([t.origin.name, t.destination?.name, t.corridor]).toEqual(['Edmonton', 'Whitehorse', 'alaska-highway']);
    // the drive passes Dawson Creek, where the highway begins
    const dawsonCreek = { lat: 55.76, lng: -120.24 };
    expect(Math.min(...t.route.map((p) => haversineKm(p, dawsonCreek)))).toBeLessThan(25);
  });
});

describe('named roads one after another', () => {
  it('are driven in turn and the trip carries both names', () => {
    const t = plan({ prompt: 'Skyline Drive and the Blue Ridge Parkway from Front Royal to Asheville' }, { today });
    expect(t.corridor).toBe('skyline-drive+blue-ridge');
    expect(t.reading.road).toBe('Skyline Drive and Blue Ridge Parkway');
    // the drive follows the ridge through Floyd, 40 km off I-81 in the valley
    const floyd = { lat: 36.911, lng: -80.32 };
    expect(Math.min(...t.route.map((p) => haversineKm(p, floyd)))).toBeLessThan(15);
  });
});

describe('what was asked, before anything else', () => {
  it('a drive with nothing asked for near its road looks farther for it before offering other places', () => {
    const t = plan({ prompt: 'mountain music from Raleigh to Asheville' }, { today });
    expect(t.notice ?? '').not.toMatch(/oddest places/);
    expect(t.stops.filter((s) => s.theme === 'music').length).toBeGreaterThanOrEqual(1);
  });
});

describe('places the sentence names itself', () => {
  it('are stops, whatever the interest ("badlands, Wall Drug and the Corn Palace")', () => {
    const t = plan({ prompt: 'badlands, wall drug and the corn palace, sioux falls to rapid city' }, { today });
    const names = t.stops.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Wall Drug', 'Corn Palace']));
    // a notice of too few badlands speaks of the other stops: a drugstore and a palace of corn are not its 'nature places'
    if (t.notice) expect(t.notice).toMatch(/^Besides the places you named, only \d+ stops? for badlands .*; the others are nature places\.$/);
    for (const s of t.stops.filter((x) => !['Wall Drug', 'Corn Palace'].includes(x.name))) {
      if (s.theme !== 'nature') expect(`${s.name} ${s.description}`, s.name).toMatch(/badlands/i);
    }
  });

  it('a name that is only a place name is a place in a lowercase sentence, read near the start ("haunted salem … from providence")', () => {
    const t = plan({ prompt: 'haunted salem and the lizzie borden house weekend from providence' }, { today });
    expect(`${t.around?.name}, ${t.around?.region}`).toBe('Salem, MA');
    expect(t.stops.map((s) => s.name)).toContain('Salem Witch Museum');
  });

  it('a small start next door to the place to see is the one meant ("grand teton from jackson": Wyoming)', () => {
    const t = plan({ prompt: 'grand teton 3 days from jackson' }, { today });
    expect(`${t.origin.name}, ${t.origin.region}`).toBe('Jackson, WY');
  });
});

describe('a stay around a town, a loop driven from it', () => {
  it('a weekend around a town stays within an hour’s drive when that holds the stops; a 3-day loop from a town ranges over the days’ drive', () => {
    const stay = plan({ prompt: 'a weekend around duluth' }, { today });
    expect(stay.loop).toBe(true);
    expect(stay.stops.length).toBeGreaterThanOrEqual(4);
    for (const s of stay.stops) expect(haversineKm(s, stay.origin), s.name).toBeLessThanOrEqual(80);
    const drive = plan({ prompt: 'a 3 day loop from denver' }, { today });
    expect(Math.max(...drive.stops.map((s) => haversineKm(s, drive.origin)))).toBeGreaterThan(80);
  });
});

describe('a neighbourhood', () => {
  it('is seen at a stroll’s scale whatever the vehicle: stops within a few kilometres of it ("murals in the mission district")', () => {
    const t = plan({ prompt: 'murals in the mission district', mode: 'driving' }, { today });
    expect(t.around?.name ?? t.origin.name).toBe('Mission District');
    expect(t.stops.length).toBeGreaterThanOrEqual(3);
    for (const s of t.stops) expect(haversineKm(s, t.route[0]), s.name).toBeLessThanOrEqual(5);
  });

  it('keeps stops a street apart: the French Quarter’s haunted houses are not one kilometre from each other', () => {
    const t = plan({ prompt: 'the french quarter haunted stuff', mode: 'driving' }, { today });
    expect(t.stops.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...t.stops.flatMap((a, i) => t.stops.slice(i + 1).map((b) => haversineKm(a, b))))).toBeLessThan(1);
  });
});

describe('a short drive between two towns', () => {
  it('is about both of them: their places fill the trip, not two stops in the first town ("Philadelphia to Atlantic City", 97 km)', () => {
    const t = plan({ prompt: 'roadside oddities from Philadelphia to Atlantic City' }, { today });
    expect(t.stops.length).toBeGreaterThanOrEqual(4);
    const names = t.stops.map((s) => s.name);
    expect(names).toContain('Lucy the Elephant');
    expect(t.stops.filter((s) => haversineKm(s, t.origin) < 20).length).toBeGreaterThanOrEqual(1);
  });
});

describe('a name two regions share', () => {
  it('is the one whose famous places answer the interest, anywhere inside it ("juke joints in the delta": Mississippi, not the Mackenzie)', () => {
    const t = plan({ prompt: 'juke joints in the delta' }, { today });
    expect(`${t.around?.name ?? t.origin.name}, ${t.around?.region ?? t.origin.region}`).toBe('Mississippi Delta, MS');
    expect(t.stops.filter((s) => s.theme === 'music').length).toBeGreaterThanOrEqual(3);
  });
});

describe('the state one end names', () => {
  it('keeps the other end, named without one, in that state when it can be ("portland me up to camden": Maine, not New Jersey)', () => {
    const t = plan({ prompt: 'used bookstores from portland me up to camden' }, { today });
    expect(`${t.destination?.name}, ${t.destination?.region}`).toBe('Camden, ME');
    // a bigger namesake still wins when the other end names no state
    expect(plan({ prompt: 'from trenton to camden' }, { today }).destination?.region).toBe('NJ');
  });
});

describe('kinds of places travellers name', () => {
  it('a place whose kind or tags say the interest answers it, however many places say it too: "waterfalls" in the Finger Lakes', () => {
    // "waterfall" is in more than 1,000 places, and the best match names it three times over
    const t = plan({ prompt: 'finger lakes waterfalls' }, { today });
    expect(t.notice ?? '').not.toMatch(/Only|No stops/);
    for (const s of t.stops) expect(`${s.name} ${s.description}`, s.name).toMatch(/fall|cascade|glen|gorge/i);
    // …while "falls" in a town's name says nothing of a place there ("Niagara Falls Art Gallery")
    const n = plan({ prompt: 'waterfalls from Toronto to Niagara Falls' }, { today });
    expect(n.stops.map((s) => s.name)).not.toContain('Niagara Falls Art Gallery');
  });

  it('are found by their words: grist mills, round barns, shipwrecks, bookstores', () => {
    const mills = plan({ prompt: 'old grist mills from winchester to staunton' }, { today });
    expect(mills.stops.filter((s) => /mill/i.test(s.name)).length).toBeGreaterThanOrEqual(3);
    const barns = plan({ prompt: 'round barns in fulton county indiana' }, { today });
    expect(barns.stops.filter((s) => /round barn/i.test(s.name)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a named area', () => {
  it('is its own box and state, not a circle round its centre ("museums in the upper peninsula": Michigan, never Door County, Wisconsin)', () => {
    const t = plan({ prompt: 'museums in the upper peninsula' }, { today });
    expect(t.stops.length).toBeGreaterThanOrEqual(4);
    for (const s of t.stops) {
      expect(s.region, s.name).toBe('MI');
      expect(s.lat, s.name).toBeGreaterThanOrEqual(45.1);
    }
  });
});

describe('a loop the sentence gives no length', () => {
  it('takes the days its stops need: a state’s drive-ins hundreds of kilometres apart are no day trip, a town’s oddities are', () => {
    const state = plan({ prompt: 'drive-in movie theaters in pennsylvania' }, { today });
    expect(state.days).toBeGreaterThanOrEqual(Math.ceil((state.distanceKm * 1.2) / 450));
    expect(state.days).toBeGreaterThanOrEqual(2);
    expect(state.accommodations.length).toBe(state.days - 1);
    expect(plan({ prompt: 'weird stuff around austin' }, { today }).days).toBe(1);
  });
});
