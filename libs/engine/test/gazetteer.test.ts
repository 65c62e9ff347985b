/**
 * The gazetteer and the geocoder read places as a local would (the reading rule, docs/product/quality.md#planner-rules): pairs read together,
 * cities over neighbourhoods, amalgamated names, St./Mt./Ft., French names with or without
 * accents, misspellings within two edits, small towns, and a 422 naming both readings when two
 * stay close. Everything goes through the real `geocodePair` / `geocode` / `plan()`.
 */
import { describe, expect, it } from 'vitest';
import { allTowns, findTowns, findTownsFuzzy, gazetteerStats, withinEdits } from '../src/gazetteer/index.js';
import { geocode, geocodePair, plan, PlannerError } from '../src/planner/index.js';
import { placeLabel } from '../src/planner/geocode.js';
import { understoodOf } from '../src/planner/understood.js';
import { Understood } from '@roadgremlin/contracts';

const label = (p: { name: string; region: string }) => `${p.name}, ${p.region}`;

function plannerError(fn: () => unknown): PlannerError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PlannerError) return e;
    throw e;
  }
  throw new Error('expected a PlannerError');
}

/** [from, to, expected origin, expected destination] */
const PAIRS: [string, string, string, string][] = [
  // read together: population, distance, same country, the state named
  ['Richmond', 'Williamsburg', 'Richmond, VA', 'Williamsburg, VA'],
  ['Sudbury', 'Sault Ste. Marie', 'Greater Sudbury, ON', 'Sault Ste. Marie, ON'],
  ['Portland, ME', 'Bar Harbor', 'Portland, ME', 'Bar Harbor, ME'],
  ['Kingston', 'Ottawa', 'Kingston, ON', 'Ottawa, ON'],
  ['Portland', 'Seattle', 'Portland, OR', 'Seattle, WA'],
  ['Boston', 'Portland', 'Boston, MA', 'Portland, ME'],
  ['Springfield', 'Chicago', 'Springfield, IL', 'Chicago, IL'],
  ['Columbus', 'Springfield', 'Columbus, OH', 'Springfield, OH'],
  ['Moscow', 'Pullman', 'Moscow, ID', 'Pullman, WA'],
  ['Athens', 'Macon', 'Athens, GA', 'Macon, GA'],
  ['Hamilton', 'Toronto', 'Hamilton, ON', 'Toronto, ON'],
  ['London', 'Windsor', 'London, ON', 'Windsor, ON'],
  ['Halifax', 'Sydney', 'Halifax, NS', 'Sydney, NS'],
  ['Victoria', 'Nanaimo', 'Victoria, BC', 'Nanaimo, BC'],
  ['Saint John', 'Moncton', 'Saint John, NB', 'Moncton, NB'],
  ['Kingston, NY', 'Albany', 'Kingston, NY', 'Albany, NY'],
  // a neighbourhood only when its city is named
  ['Williamsburg, Brooklyn', 'Philadelphia', 'Williamsburg, NY', 'Philadelphia, PA'],
  // amalgamated names, abbreviations, French names with or without accents
  ['Greater Sudbury', 'North Bay', 'Greater Sudbury, ON', 'North Bay, ON'],
  ['Chatham-Kent', 'Windsor', 'Chatham-Kent, ON', 'Windsor, ON'],
  ['Sault Ste Marie', 'Wawa', 'Sault Ste. Marie, ON', 'Wawa, ON'],
  ['Ft. Worth', 'Amarillo', 'Fort Worth, TX', 'Amarillo, TX'],
  ['Mt. Shasta', 'Redding', 'Mount Shasta, CA', 'Redding, CA'],
  ['St. John\'s', 'Gander', "St. John's, NL", 'Gander, NL'],
  ['Ste. Genevieve', 'St. Louis', 'Sainte Genevieve, MO', 'St. Louis, MO'],
  ['Ft. McMurray', 'Edmonton', 'Fort McMurray, AB', 'Edmonton, AB'],
  ['Montréal', 'Trois-Rivières', 'Montréal, QC', 'Trois-Rivières, QC'],
  ['Montreal', 'Trois Rivieres', 'Montréal, QC', 'Trois-Rivières, QC'],
  ['Quebec City', 'Montreal', 'Québec, QC', 'Montréal, QC'],
  ['Québec', 'Lévis', 'Québec, QC', 'Lévis, QC'],
  ['Gaspe', 'Perce', 'Gaspé, QC', 'Percé, QC'],
  // misspellings within two edits of a name of six letters or more
  ['Albuquerqe', 'Santa Fe', 'Albuquerque, NM', 'Santa Fe, NM'],
  ['Pittsburg', 'Philadelphia', 'Pittsburgh, PA', 'Philadelphia, PA'],
  ['Sakatoon', 'Regina', 'Saskatoon, SK', 'Regina, SK'],
  ['Cincinatti', 'Louisville', 'Cincinnati, OH', 'Louisville, KY'],
  ['Tuscon', 'Phoenix', 'Tucson, AZ', 'Phoenix, AZ'],
  ['Missoula', 'Kalispel', 'Missoula, MT', 'Kalispell, MT'],
  ['Toronto', 'Niagra Falls', 'Toronto, ON', 'Niagara Falls, ON'],
  ['Edmonton', 'Jaspar', 'Edmonton, AB', 'Jasper, AB'],
  ['Pittsburg', 'Sacramento', 'Pittsburg, CA', 'Sacramento, CA'],
  // small towns: a few hundred to a few thousand people
  ['Las Vegas', 'Goldfield', 'Las Vegas, NV', 'Goldfield, NV'],
  ['Tonopah', 'Goldfield', 'Tonopah, NV', 'Goldfield, NV'],
  ['El Paso', 'Marfa', 'El Paso, TX', 'Marfa, TX'],
  ['Flagstaff', 'Jerome', 'Flagstaff, AZ', 'Jerome, AZ'],
  ['Whitehorse', 'Dawson City', 'Whitehorse, YT', 'Dawson City, YT'],
  ['Calgary', 'Drumheller', 'Calgary, AB', 'Drumheller, AB'],
  ['Nanaimo', 'Tofino', 'Nanaimo, BC', 'Tofino, BC'],
  ['Halifax', 'Baddeck', 'Halifax, NS', 'Baddeck, NS'],
  ['Casper', 'Lusk', 'Casper, WY', 'Lusk, WY'],
];

describe('geocodePair: both ends read together', () => {
  it.each(PAIRS)('%s → %s', (from, to, o, d) => {
    const [a, b] = geocodePair(from, to);
    expect([label(a), label(b)]).toEqual([o, d]);
  });
});

describe('geocode: one name alone', () => {
  it.each([
    ['Kingston', 'Kingston, ON'],
    ['Portland', 'Portland, OR'],
    ['Vancouver', 'Vancouver, BC'],
    ['Sudbury', 'Greater Sudbury, ON'],
    ['Quebec', 'Québec, QC'],
    ['Ville de Québec', 'Québec, QC'],
    ['Montreal', 'Montréal, QC'],
    ['Percé', 'Percé, QC'],
    ['Goldfield, NV', 'Goldfield, NV'],
    ['Jerome, Arizona', 'Jerome, AZ'],
    ['Marfa', 'Marfa, TX'],
    ['Tofino', 'Tofino, BC'],
    ['Lusk', 'Lusk, WY'],
    ['Dawson City', 'Dawson City, YT'],
    ['Baddeck', 'Baddeck, NS'],
    ['Williamsburg, Virginia', 'Williamsburg, VA'],
  ])('%s → %s', (text, expected) => {
    expect(label(geocode(text))).toBe(expected);
  });

  it('a city beats a neighbourhood of the same name (Williamsburg, Brooklyn is a PPLX section)', () => {
    const brooklyn = findTowns('Williamsburg', 'NY')[0];
    expect(brooklyn.featureCode).toBe('PPLX');
    expect(brooklyn.population).toBeGreaterThan(findTowns('Williamsburg', 'VA')[0].population);
    const [, d] = geocodePair('Richmond', 'Williamsburg');
    expect(d.region).toBe('VA');
  });
});

describe('places abroad: a 422 that says where the place is, unless the sentence puts a namesake here', () => {
  it.each([
    ['castles in Scotland', 'Scotland'],
    ['a week in Paris', 'Paris, France'],
    ['weird stuff from Paris to Rome', 'Paris, France'],
    ['a weekend in Mexico City', 'Mexico City, Mexico'],
    ['weekend in kingston jamaica', 'Kingston, Jamaica'],
    ['roadside stuff between Sydney and Melbourne', 'Melbourne, Australia'],
  ])('%s → abroad (%s)', (prompt, where) => {
    const e = plannerError(() => plan({ prompt }));
    expect(e.code).toBe('unknown_place');
    expect(e.message).toContain(where);
    expect(e.message).toContain('plans road trips in the US and Canada');
  });

  it('names the namesakes here, biggest first, as the way to mean them', () => {
    const e = plannerError(() => plan({ prompt: 'a week in Paris' }));
    expect(e.message).toMatch(/For Paris, TX or Paris, ON, add the state or province\./);
    expect(e.details).toMatchObject({ suggestions: ['Paris, TX', 'Paris, ON', 'Paris, TN'] });
  });

  it.each([
    ['Moscow to Boise', 'Moscow, ID', 'Boise, ID'],
    ['Dallas to Paris', 'Dallas, TX', 'Paris, TX'],
    ['Rome to Syracuse', 'Rome, NY', 'Syracuse, NY'],
    ['Paris, TX to Tyler', 'Paris, TX', 'Tyler, TX'],
  ])('%s: the other place puts the namesake here', (prompt, o, d) => {
    const p = plan({ prompt });
    expect([label(p.origin), label(p.destination!)]).toEqual([o, d]);
  });

  it('a made-up name is no misspelling of a real one: it is refused with the nearest names offered', () => {
    for (const [prompt, name] of [['haunted places around Gotham City', 'Gotham City'], ['a day around Neverland', 'Neverland'], ['from Cancun to Tulum', 'Cancun']]) {
      const e = plannerError(() => plan({ prompt }));
      expect(e.code, prompt).toBe('unknown_place');
      expect(e.message, prompt).toContain(`couldn't find "${name}"`);
    }
  });

  it('a big town here is what its name means (London, Ontario; Athens, Georgia)', () => {
    expect(label(plan({ prompt: 'weird stuff around London' }).origin)).toBe('London, ON');
    expect(label(plan({ prompt: 'a day around Athens' }).origin)).toBe('Athens, GA');
  });
});

describe('the rest of the sentence tells namesakes apart', () => {
  it('an interest that names one of our places picks the town it is in', () => {
    expect(label(plan({ prompt: 'mothman in point pleasant' }).origin)).toBe('Point Pleasant, WV');
    expect(label(plan({ prompt: 'goonies stuff in astoria' }).origin)).toBe('Astoria, OR');
    const p = plan({ prompt: 'from grand island to alliance to see carhenge' });
    expect([label(p.origin), label(p.destination!)]).toEqual(['Grand Island, NE', 'Alliance, NE']);
  });

  it('an area or a landmark of one state named beside the ends keeps them in it', () => {
    const p = plan({ prompt: 'Nebraska Sandhills on Highway 2 from Grand Island to Alliance' });
    expect([label(p.origin), label(p.destination!)]).toEqual(['Grand Island, NE', 'Alliance, NE']);
  });

  it('a state of two words typed as one is the state', () => {
    expect(plan({ prompt: 'newmexico ghost towns' }).origin.region).toBe('NM');
    expect(label(plan({ prompt: 'westvirginia weird stuff around point pleasant' }).origin)).toBe('Point Pleasant, WV');
  });
});

describe('ambiguous names: a 422 naming both readings', () => {
  it.each([
    ['Springfield', ['Springfield, MO', 'Springfield, IL']],
    ['Richmond', ['Richmond, VA', 'Richmond, BC']],
    ['Roswell', ['Roswell, GA', 'Roswell, NM']],
    ['Pittsburg', ['Pittsburg, CA', 'Pittsburgh, PA']],
  ])('%s alone', (text, readings) => {
    const err = plannerError(() => geocode(text));
    expect(err.code).toBe('ambiguous_place');
    expect(err.place).toBe(text);
    expect(err.message).toBe(`Did you mean ${readings[0]} or ${readings[1]}? Gremlin knows more than one "${text}": add the state or province (e.g. "${readings[0]}").`);
    expect(err.details?.readings?.map((r) => r.label)).toEqual(readings);
    for (const r of err.details!.readings!) expect(typeof r.lat).toBe('number');
  });

  it('through plan(): "weird stuff around Springfield" plans the likelier reading and says how to get the other; geocode alone still asks', () => {
    const err = plannerError(() => geocode('Springfield', { role: 'area' }));
    expect(err.code).toBe('ambiguous_place');
    expect(err.details?.readings).toHaveLength(2);
    const guessed = plan({ prompt: 'weird stuff around Springfield' });
    expect(guessed.notice).toMatch(/^Read "Springfield" as Springfield, (MO|IL|MA|OH); for Springfield, (MO|IL|MA|OH), add the state\./);
    const trip = plan({ prompt: 'weird stuff around Springfield, MO' });
    expect(label(trip.origin)).toBe('Springfield, MO');
    expect(trip.notice ?? '').not.toMatch(/^Read /);
  });

  it('naming the state or province ends the question', () => {
    expect(label(geocode('Roswell, NM'))).toBe('Roswell, NM');
    expect(label(geocode('Richmond BC'))).toBe('Richmond, BC');
    expect(label(geocode('Kingston, NY'))).toBe('Kingston, NY');
  });
});

describe('plan(): the resolved ends', () => {
  it.each([
    ['history from Richmond to Williamsburg', 'Richmond, VA', 'Williamsburg, VA'],
    ['Sudbury to Sault Ste. Marie', 'Greater Sudbury, ON', 'Sault Ste. Marie, ON'],
    ['ghost towns from Tonopah to Goldfield', 'Tonopah, NV', 'Goldfield, NV'],
    ['art from Montréal to Québec', 'Montréal, QC', 'Québec, QC'],
    ['Albuquerqe to Santa Fe', 'Albuquerque, NM', 'Santa Fe, NM'],
    // town names made of fillers and theme words, small towns far down a long list of namesakes
    ['hot springs from Little Rock to Hot Springs', 'Little Rock, AR', 'Hot Springs, AR'],
    ['oddities from Madison to Spring Green', 'Madison, WI', 'Spring Green, WI'],
    ['ghost towns from Mammoth Lakes to Bridgeport', 'Mammoth Lakes, CA', 'Bridgeport, CA'],
    ['roadside oddities from Moab to Monticello', 'Moab, UT', 'Monticello, UT'],
    ['abandoned mines from Yellowknife to Fort Providence', 'Yellowknife, NT', 'Fort Providence, NT'],
    ['historic oddities from Sherbrooke to Stanstead', 'Sherbrooke, QC', 'Stanstead, QC'],
    ['folk art from Salina to Lucas, Kansas', 'Salina, KS', 'Lucas, KS'],
    ['weird stuff from Vancouver to Seattle', 'Vancouver, BC', 'Seattle, WA'],
  ])('%s', (prompt, o, d) => {
    const trip = plan({ prompt }, { seed: 3 });
    expect(label(trip.origin)).toBe(o);
    expect(label(trip.destination!)).toBe(d);
  });

  it.each([
    ['walking tour of Williamsburg, Brooklyn', 'Williamsburg, NY'],
    ['art in Williamsburg, NYC this weekend', 'Williamsburg, NY'],
    ['history around Williamsburg, Virginia', 'Williamsburg, VA'],
  ])('the parent city named after a comma keeps the neighbourhood: %s', (prompt, expected) => {
    expect(label(plan({ prompt }, { seed: 3 }).origin)).toBe(expected);
  });

  it('"ghost towns around Goldfield, NV" loops around a town of under 300 people', () => {
    const trip = plan({ prompt: 'ghost towns around Goldfield, NV' }, { seed: 3 });
    expect(label(trip.origin)).toBe('Goldfield, NV');
    expect(trip.loop).toBe(true);
  });
});

describe('the gazetteer file', () => {
  it('holds US and Canadian places down to a few hundred people, with feature codes', () => {
    const towns = allTowns();
    expect(towns.length).toBeGreaterThan(20_000);
    expect(towns.filter((t) => t.population < 1000).length).toBeGreaterThan(4_000);
    expect(new Set(towns.map((t) => t.country))).toEqual(new Set(['US', 'CA']));
    expect(findTowns('Goldfield', 'NV')[0].population).toBeLessThan(1000);
    expect(gazetteerStats().loadMs).toBeLessThan(3000);
  });

  it('keeps only useful alternate spellings (no foreign-language renderings)', () => {
    expect(findTowns('Quebec City').map(label)).toEqual(['Québec, QC']);
    expect(findTowns('Kingstonas')).toEqual([]); // Lithuanian, dropped
    expect(findTowns('Кингстон')).toEqual([]);
  });

  it('fuzzy lookups: two edits for six letters or more, exact below', () => {
    expect(withinEdits('albuquerqe', 'albuquerque', 2)).toBe(1);
    expect(withinEdits('tuscon', 'tucson', 2)).toBe(1); // a swap is one edit
    expect(withinEdits('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(findTownsFuzzy('Sakatoon')[0]).toMatchObject({ edits: 1, town: { name: 'Saskatoon' } });
    expect(findTownsFuzzy('Mobil').map((m) => m.town.name)).not.toContain('Mobile'); // five letters: exact only
  });

  it('counts a letter written for another as a slip only when it is one (a key beside it, a vowel, a sound)', () => {
    expect(withinEdits('neverland', 'nederland', 2, true)).toBe(2); // v for d: two keys apart, another name
    expect(withinEdits('neverland', 'nederland', 2)).toBe(1);
    expect(withinEdits('cincinatti', 'cincinnati', 2, true)).toBe(2); // a letter dropped, one doubled
    expect(withinEdits('sacramemto', 'sacramento', 2, true)).toBe(1); // m for n: beside it
    expect(withinEdits('pittsburg', 'pittsburgh', 2, true)).toBe(1);
    expect(withinEdits('albequerque', 'albuquerque', 2, true)).toBe(1); // one vowel for another
    expect(withinEdits('cancun', 'canton', 2, true)).toBe(3);
  });

});

describe('placeLabel', () => {
  it('names a town with its region code', () => {
    expect(placeLabel(geocode('Tofino'))).toBe('Tofino, BC');
  });
});

describe('"here": the traveller\'s location', () => {
  const marfa = { lat: 30.31, lng: -104.02 };
  it.each([
    ['weird stuff near me', null],
    ['ghost towns around my location', null],
    ['art from here to El Paso', 'El Paso, TX'],
    ['a road trip from where I am to Alpine', 'Alpine, TX'],
    ['oddities nearby', null],
  ])('%s', (prompt, destination) => {
    const trip = plan({ prompt, here: marfa }, { seed: 2 });
    expect(label(trip.origin)).toBe('Marfa, TX');
    expect(trip.origin.lat).toBeCloseTo(marfa.lat, 3);
    expect(trip.destination ? label(trip.destination) : null).toBe(destination);
  });

  it('without a location: 422 no_location asking where to start', () => {
    const err = plannerError(() => plan({ prompt: 'weird stuff near me' }));
    expect(err.code).toBe('no_location');
    expect(err.message).toBe("Gremlin doesn't know where 'here' is: allow location access or name a town to start from.");
  });

  it('a sentence without "here" ignores the location; "show me" is not "near me"', () => {
    const trip = plan({ prompt: 'show me ghost towns from Las Vegas to Reno', here: marfa }, { seed: 2 });
    expect(label(trip.origin)).toBe('Las Vegas, NV');
  });
});

describe('understood: what the trip JSON carries', () => {
  it('an A→B trip: both ends with region, country and position', () => {
    const u = understoodOf(plan({ prompt: 'Richmond to Williamsburg' }, { seed: 1 }));
    expect(u.origin).toMatchObject({ name: 'Richmond', region: 'VA', country: 'US' });
    expect(u.destination).toMatchObject({ name: 'Williamsburg', region: 'VA', country: 'US' });
    expect(Understood.parse(u)).toEqual(u);
  });

  it('a loop: the area, and a whole province by its name', () => {
    expect(understoodOf(plan({ prompt: 'weird stuff around Toronto' }, { seed: 1 }))).toMatchObject({ destination: null, area: 'Toronto, ON', origin: { country: 'CA' } });
    expect(understoodOf(plan({ prompt: 'ghost towns in Nevada' }, { seed: 1 })).area).toBe('Nevada');
  });

  it('the whole reading: via places, the named road, interests, nights and where they came from, mode, shape, ignored words', () => {
    const today = new Date('2026-04-20T12:00:00Z');
    const u = understoodOf(plan({ prompt: 'old drive-in theatres from Reno to Las Vegas via Tonopah May 3-6 and back blorp' }, { seed: 1, today }));
    expect(Understood.parse(u)).toEqual(u);
    expect(u.via?.map((v) => `${v.name}, ${v.region}`)).toEqual(['Tonopah, NV']);
    expect(u.interests?.join(' ')).toMatch(/drive-in/);
    expect(u).toMatchObject({ days: 4, nights: 3, daysFrom: 'sentence', startDate: '2026-05-03', endDate: '2026-05-06', mode: 'driving', shape: 'return', ignored: ['blorp'] });

    const road = understoodOf(plan({ prompt: 'a bike trip along Route 66 from Tulsa to Amarillo' }, { seed: 1 }));
    expect(road).toMatchObject({ road: 'Route 66', mode: 'bicycling', shape: 'oneway', daysFrom: 'default' });

    const formDates = understoodOf(plan({ prompt: 'weird stuff around Toronto this weekend', startDate: '2026-07-01', endDate: '2026-07-02' }, { seed: 1 }));
    expect(formDates).toMatchObject({ shape: 'loop', days: 2, nights: 1, daysFrom: 'form' });
  });
});
