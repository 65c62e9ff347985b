/** The sentence parser: places, themes, length, mode and corridors. Pure, no geocoding. */
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
  ])('%s', (sentence, want) => {
    const p = parseTrip(sentence);
    const got = { ...p, corridor: p.corridor?.id ?? null };
    expect(got).toMatchObject(want);
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

  it('labels clusters as SPEC §9 does', () => {
    expect(clusterFor('ghost-town')).toBe('Ghost Towns');
    expect(clusterFor('food')).toBe('Retro Foodie Loop');
    expect(clusterFor('music')).toBe('Local Music Circuit');
    expect(clusterFor('roadside')).toBe('Americana Circuit');
    expect(clusterFor('oddity')).toBe('Oddities Trail');
    expect(clusterFor('whatever')).toBe('Discovery Route');
  });
});
