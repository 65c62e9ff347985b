/** The sentence reader: places (looked up in the gazetteer, not yet placed on the map), themes, length, mode and named roads. */
import { describe, expect, it } from 'vitest';
import { parseTrip, daysBetween } from '../src/planner/parse.js';
import { themesInText, clusterFor } from '../src/planner/themes.js';

describe('parseTrip', () => {
  it.each([
    ['ghost towns from Las Vegas to Reno', { origin: 'Las Vegas', destination: 'Reno', area: null, themes: ['ghost-town'], days: null, mode: null }],
    ['weird roadside stuff along Route 66 from Chicago to Tulsa', { origin: 'Chicago', destination: 'Tulsa', themes: ['roadside', 'oddity'], corridor: 'route-66' }],
    ['haunted places around Savannah this weekend', { origin: null, destination: null, area: 'Savannah', themes: ['haunted'], days: 2 }],
    ['a music road trip Memphis to Nashville', { origin: 'Memphis', destination: 'Nashville', themes: ['music'], mode: null }],
    ['walking tour of oddities in Toronto', { area: 'Toronto', themes: ['oddity', 'roadside'], mode: 'walking' }],
    ['3 days of abandoned places from Calgary to Vancouver', { origin: 'Calgary', destination: 'Vancouver', themes: ['abandoned'], days: 3 }],
    ['ghost towns and weird roadside stuff from Las Vegas to Salt Lake City next weekend', { origin: 'Las Vegas', destination: 'Salt Lake City', themes: ['ghost-town', 'roadside', 'oddity'], days: 2 }],
    ['a week of weird stuff between Denver and Santa Fe', { origin: 'Denver', destination: 'Santa Fe', days: 7 }],
    ['Memphis → Nashville music', { origin: 'Memphis', destination: 'Nashville', themes: ['music'] }],
    ['quirky stuff from Portland, Oregon to Seattle', { origin: 'Portland, Oregon', destination: 'Seattle' }],
    ['weird stuff from Portland ME to Boston', { origin: 'Portland ME', destination: 'Boston' }],
    ['I want to see spooky stuff near New Orleans for a long weekend', { area: 'New Orleans', themes: ['haunted'], days: 3 }],
    ['bike tour of murals in Philadelphia', { area: 'Philadelphia', themes: ['art'], mode: 'bicycling' }],
    ['alien stuff along the Extraterrestrial Highway', { origin: null, destination: null, area: null, themes: ['space'], corridor: 'et-highway' }],
    ['a 5-day nature and food trip from Seattle to San Francisco on the Pacific Coast Highway', { origin: 'Seattle', destination: 'San Francisco', themes: ['nature', 'food'], days: 5, corridor: 'pacific-coast' }],
    ['2 nights of science and space museums around Houston', { area: 'Houston', days: 3, themes: ['science', 'space', 'museum'] }],
    ['history and diners along I-90 from Boston to Buffalo by transit', { origin: 'Boston', destination: 'Buffalo', themes: ['historic', 'food'], mode: 'transit', corridor: 'i-90' }],
    ['ghost towns in Nevada', { area: 'Nevada', themes: ['ghost-town'] }],
    // casual English: a casual spelling inside a name, a possessive without its apostrophe, airport codes, "then"
    ['lil rock to memphis, blues n bbq', { origin: 'little rock', destination: 'memphis' }],
    ['denvers breweries to boulder on bikes', { origin: 'denver', destination: 'boulder', mode: 'bicycling' }],
    ['phx to flagstaff w/ kids', { origin: 'phx', destination: 'flagstaff' }],
    ['YUL to YQB by the river', { origin: 'YUL', destination: 'YQB' }],
    ['austins weird stuff then san marcos then new braunfels', { origin: 'austin', destination: 'new braunfels', via: ['san marcos'] }],
    // …while a word that is also a code or ends in s stays a word
    ['sea kayaking around victoria', { area: 'victoria', origin: null }],
    // French: "jusqu'à", a stop on the way ("arrêt à"), Québécois "pis", a town whose name starts like a month
    ["en partant de québec jusqu'à tadoussac, avec un arrêt à baie-st-paul", { origin: 'québec', destination: 'tadoussac', via: ['baie-st-paul'] }],
    ['la route des baleines de tadoussac à sept-îles, arrêt à baie-comeau', { origin: 'tadoussac', destination: 'sept-îles', via: ['baie-comeau'] }],
    ['de moncton à shédiac pis bouctouche', { origin: 'moncton', destination: 'shédiac', otherPlaces: ['bouctouche'] }],
    ['reno to elko with a stop in winnemucca', { origin: 'reno', destination: 'elko', via: ['winnemucca'] }],
    // a town's name of ordinary words (one of them an interest: port wine) where the trip starts
    ['port angeles to tahoe city', { origin: 'port angeles', destination: 'tahoe city' }],
    ['good food to memphis', { origin: null, area: 'memphis' }],
    // the "to" of a verb is no destination ("gotta" is "got to")
    ['the yellowhead from edmonton to saskatoon, gotta see the vegreville egg', { origin: 'edmonton', destination: 'saskatoon' }],
    ['we need to get to Reno from Elko', { origin: 'Elko', destination: 'Reno' }],
    // a place after a comma that starts "X to Y" is the trip's start, not the first place's parent city
    ['hwy 1 big sur, sf to LA in 3 days', { origin: 'sf', destination: 'LA', otherPlaces: ['big sur'] }],
    // a landmark or park in a list with another place is a place, whatever else its name means
    ['yellowstone and grand teton 4 days from bozeman', { area: 'yellowstone', start: 'bozeman', otherPlaces: ['grand teton'], interests: [] }],
    ['badlands + black hills weekend out of rapid city', { area: 'badlands', start: 'rapid city', otherPlaces: ['black hills'] }],
    ['hoodoos and badlands around drumheller', { area: 'drumheller', otherPlaces: [] }],
    ['memphis & nashville', { area: 'memphis', otherPlaces: ['nashville'] }],
    // a misspelt start where a trip opens
    ['albequerque to santa fe on the turquoise trail', { origin: 'albequerque', destination: 'santa fe' }],
    // what the traveller does not want is no interest and no place
    ['a day in marin county, nothing too touristy', { area: 'marin county', interests: [] }],
    ['sevier county tn - anything weird besides dollywood', { area: 'sevier county tn', destination: null, otherPlaces: [] }],
    ['ghost towns from reno to elko but not virginia city', { origin: 'reno', destination: 'elko', via: [], otherPlaces: [] }],
    ['weird stuff around memphis', { area: 'memphis' }],
    // French: states and provinces by their French names; "Québec" with no article is the city;
    // an elision inside a name ("l'Île d'Orléans") is part of it; "d'une semaine", "ce soir", "jusqu'en"
    ["une boucle d'une semaine autour de la Nouvelle-Écosse", { area: 'Nouvelle-Écosse', days: 7, interests: [] }],
    ['endroits hantés à Québec ce soir', { area: 'Québec, QC', days: 1, themes: ['haunted'] }],
    ['villages fantômes au Québec', { area: 'Québec', themes: ['ghost-town'] }],
    // French "à" with one place is a stay there, as "in" is
    ['fin de semaine à Montréal, trucs bizarres et musées insolites', { area: 'Montréal', start: null, origin: null, days: 2 }],
    ['une fin de semaine à Québec', { area: 'Québec, QC', start: null, otherPlaces: [] }],
    ["une journée à l'Île d'Orléans", { area: "Île d' Orléans", days: 1, interests: [] }],
    ["de Montréal jusqu'en Floride", { origin: 'Montréal', destination: 'Floride', area: null }],
    // a park or a site named without its "Provincial Park" is the catalogue's place; "the petroglyphs" stays an interest
    ['lethbridge to writing-on-stone for the petroglyphs', { origin: 'lethbridge', destination: 'writing-on-stone', otherPlaces: [], themes: ['historic', 'nature'] }],
    ['albuquerque weekend, old town and the petroglyphs', { area: 'albuquerque', otherPlaces: ['old town'], themes: ['historic', 'nature'] }],
    ['chi town to the motor city, weird stuff', { origin: 'chi town', destination: 'the motor city' }],
    // a misspelt start after words that only say it is a trip; "into" an interest is no destination
    ['roadtrip nashvile to new orleans 5 days, live music and bbq', { origin: 'nashvile', destination: 'new orleans', days: 5 }],
    ['drive from santa fe to moab in 3 days, into petroglyphs and weird rock formations', { origin: 'santa fe', destination: 'moab', via: [] }],
    ['drive into yellowstone from bozeman', { origin: 'bozeman', destination: 'yellowstone' }],
    // a rail trail is a named road; "down the coast" asks for the coastal road
    ['biking the Katy Trail across Missouri in 5 days', { area: 'Missouri', corridor: 'katy-trail', mode: 'bicycling', otherPlaces: [] }],
    ['Seattle to San Francisco down the coast in 7 days, lighthouses', { origin: 'Seattle', destination: 'San Francisco', coast: true, interests: [expect.objectContaining({ text: 'lighthouses' })] }],
    ['Halifax to Charlottetown via the Bay of Fundy, 4 days', { origin: 'Halifax', destination: 'Charlottetown', via: ['the Bay of Fundy'], otherPlaces: [] }],
    // no dead end: a sentence with no place read the strict way takes a strong one written as an ordinary word
    ['niagara wine region cycling weekend, icewine and waterfalls', { area: 'niagara', mode: 'bicycling', days: 2 }],
    ['niagara weekend', { area: 'niagara', days: 2 }],
    // a region that is also a phrase of an interest; ghost stories are haunted, not ghost towns
    ['pacific northwest breweries loop from portland, 5 days', { area: 'pacific northwest', start: 'portland', themes: ['food'] }],
    ['haunted hotels and ghost stories from savannah to st augustine over memorial day', { origin: 'savannah', destination: 'st augustine', themes: ['haunted'] }],
    // a range from one fixed holiday to another
    ['christmas eve to boxing day in quebec city', { area: 'quebec city', days: 3, startDate: '2026-12-24', endDate: '2026-12-26', interests: [], holiday: null }],
    // a park named the French way, "parc" first: the park, not the region, and "parc" no interest
    ['parc forillon pis gaspé en 2 jours', { area: 'parc forillon', otherPlaces: ['gaspé'], interests: [] }],
    ['une fin de semaine au parc national de la Gaspésie', { area: 'parc national de la Gaspésie', interests: [] }],
    ['phares et villages de pêcheurs en Gaspésie pendant quatre jours', { area: 'Gaspésie', days: 4, ignored: [], themes: ['historic', 'nature'] }],
  ])('%s', (sentence, want) => {
    const p = parseTrip(sentence);
    const got = { ...p, corridor: p.corridor?.id ?? null };
    expect(got).toMatchObject(want);
  });

  it('an adjective of strangeness before another theme word qualifies it: the museums are asked for, the odder first', () => {
    for (const sentence of ['odd museums around Tucson', 'quirky museums in Montreal']) {
      const p = parseTrip(sentence);
      expect(p.themes, sentence).toEqual(['museum']);
      expect(p.themeWeights.oddity ?? 0, sentence).toBeGreaterThan(0);
      expect(p.themeWeights.oddity ?? 0, sentence).toBeLessThan(1);
    }
    expect(parseTrip('weird art from Pueblo to Colorado City').themes).toEqual(['art']);
    // alone, it is the theme
    expect(parseTrip('weird stuff around Tucson').themes).toEqual(expect.arrayContaining(['roadside', 'oddity']));
  });

  it('a short word that is also a filler is a place right after a role word when it names one ("from SF to LA"), not in French', () => {
    expect(parseTrip('hwy 1 big sur from SF to LA in 3 days')).toMatchObject({ origin: 'SF', destination: 'LA', days: 3 });
    expect(parseTrip('hwy 1 big sur from SF to LA in 3 days').corridor?.id).toBe('pacific-coast');
    expect(parseTrip('de Montréal à la Gaspésie')).toMatchObject({ origin: 'Montréal', destination: 'la Gaspésie' });
  });

  it('"the long way" and "the scenic way" are the slow way', () => {
    expect(parseTrip('seattle to portland the long way, weird stuff')).toMatchObject({ origin: 'seattle', destination: 'portland', slow: true });
    expect(parseTrip('Denver to Santa Fe the scenic way').slow).toBe(true);
    expect(parseTrip('Denver to Santa Fe').slow).toBe(false);
  });

  it('the pace: "a lazy week" is a week at an easy pace, "a whirlwind weekend" a full one; a word of mood inside a length is no interest', () => {
    expect(parseTrip('a lazy week on cape cod')).toMatchObject({ area: 'cape cod', days: 7, pace: 'easy', interests: [] });
    expect(parseTrip('a whirlwind weekend in chicago, as much as possible')).toMatchObject({ area: 'chicago', days: 2, pace: 'full', interests: [] });
    expect(parseTrip('une semaine tranquille en Gaspésie')).toMatchObject({ days: 7, pace: 'easy', interests: [] });
    expect(parseTrip('a quick little overnight in asheville')).toMatchObject({ days: 2, pace: null });
    expect(parseTrip('easy hikes near boulder').pace).toBeNull(); // "easy" alone qualifies the hikes
  });

  it('dates passed in give the length, inclusive, and win over the words', () => {
    expect(parseTrip('a weekend in Reno', { startDate: '2026-05-01', endDate: '2026-05-05' }).days).toBe(5);
    expect(parseTrip('a weekend in Reno', { startDate: '2026-05-01' }).days).toBe(2);
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(1);
    expect(daysBetween('2026-05-03T10:00:00Z', '2026-05-01')).toBeNull();
  });

  it.each([
    ['a day trip around Boise', 1],
    ['overnight in Banff', 2],
    ['a long weekend of ghost towns in Colorado', 3],
    ['two weeks along Route 66', 14],
    ['ten days from Halifax to St. John\'s', 10],
    ['a week in Quebec', 7],
    ['ghost towns from Reno to Elko', null],
  ])('trip length of "%s" is %s', (sentence, days) => {
    expect(parseTrip(sentence).days).toBe(days);
  });

  it("a named historic trail is one interest, never a state and the word 'trail'", () => {
    for (const [prompt, o, d] of [
      ['Omaha to Scotts Bluff following the Oregon Trail', 'Omaha', 'Scotts Bluff'],
      ['the santa fe trail from Independence to Santa Fe', 'Independence', 'Santa Fe'],
      ['pony express stations from St. Joseph to Sacramento', 'St. Joseph', 'Sacramento'],
    ] as const) {
      const p = parseTrip(prompt);
      expect([p.origin, p.destination], prompt).toEqual([o, d]);
      expect(p.otherPlaces, prompt).toEqual([]);
      expect(p.themes, prompt).toContain('historic');
    }
    // a place that holds the whole phrase's words still reads as the place
    expect(parseTrip('hot springs around Hot Springs Arkansas').area).toBe('Hot Springs Arkansas');
  });

  it('does not take theme, time or filler words for places', () => {
    const p = parseTrip('show me the best weird haunted abandoned stuff this weekend with my kids from Tulsa to Amarillo');
    expect(p).toMatchObject({ origin: 'Tulsa', destination: 'Amarillo', otherPlaces: [] });
  });
});

describe('themes', () => {
  it('maps the words people use to catalogue themes', () => {
    expect([...themesInText('ghost towns').keys()]).toContain('ghost-town');
    expect([...themesInText('spooky').keys()]).toEqual(['haunted']);
    expect([...themesInText('UFO').keys()]).toContain('space');
    expect(themesInText('indie rock and blues').get('music')).toBe(1);
    expect([...themesInText('music').keys()]).toEqual(['music']);
  });

  it('labels clusters with the route theme names, Discovery Route when none fits', () => {
    expect(clusterFor('ghost-town')).toBe('Ghost Towns');
    expect(clusterFor('food')).toBe('Retro Foodie Loop');
    expect(clusterFor('music')).toBe('Local Music Circuit');
    expect(clusterFor('roadside')).toBe('Americana Circuit');
    expect(clusterFor('oddity')).toBe('Oddities Trail');
    expect(clusterFor('whatever')).toBe('Discovery Route');
  });
});

describe('airport codes', () => {
  it('every code names a town of the gazetteer, and none is an English word a sentence would mean as a word', async () => {
    const { AIRPORT_CODES } = await import('../src/planner/geocode.js');
    const { findTowns } = await import('../src/gazetteer/index.js');
    const { isKnownWord } = await import('../src/reader/vocabulary.js');
    for (const [code, [name, region]] of Object.entries(AIRPORT_CODES)) {
      expect(findTowns(name, region)[0]?.name, code).toBe(name);
      expect(isKnownWord(code, false), code).toBe(false);
    }
  });
});

describe('dates as travellers write them', () => {
  const today = new Date('2026-06-01T12:00:00Z'); // a Monday
  it.each([
    ['tues to thurs next week, lexington ky to bardstown', '2026-06-09', '2026-06-11'],
    ['tuesday to thursday next week around boise', '2026-06-09', '2026-06-11'],
    ['leaving tomorrow back sunday night, the outer banks', '2026-06-02', '2026-06-07'],
    ['from the 30th to the 2nd, albuquerque to white sands', '2026-06-30', '2026-07-02'],
    ['friday to sunday around duluth', '2026-06-05', '2026-06-07'],
  ])('"%s" runs %s to %s', (sentence, startDate, endDate) => {
    expect(parseTrip(sentence, { today })).toMatchObject({ startDate, endDate });
  });

  it('a few hours is a day, never an interest ("old town albuquerque, a couple hours")', () => {
    expect(parseTrip('old town albuquerque, a couple hours', { today })).toMatchObject({ days: 1, interests: [] });
    expect(parseTrip('3 hours around boise', { today }).days).toBe(1);
  });

  it('a word after a date that does not say "back" leaves the date alone; a long weekend in French either way round is 3 days', () => {
    expect(parseTrip('leaving friday, sunday we visit reno', { today })).toMatchObject({ startDate: '2026-06-05', endDate: '2026-06-05' });
    expect(parseTrip('fin de semaine longue dans charlevoix', { today }).days).toBe(3);
    expect(parseTrip('une longue fin de semaine dans charlevoix', { today }).days).toBe(3);
  });
});
