/**
 * The catalogue importer's rules, on small hand-made inputs: title-casing, the kind → themes /
 * oddness table, name similarity, the pipeline (bad rows with their line, same-id and 150 m
 * twins, curated absorbing, stacked geocodes, towns), and — when the shared open data is on this
 * machine — that a fresh import is byte-identical to the committed output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, TownFinder } from '../src/catalogue-import/build.js';
import { kindFacts, visitMinutesOf } from '../src/catalogue-import/kinds.js';
import { cleanName, nameSimilarity, nameTokens, repairNpsName } from '../src/catalogue-import/names.js';
import { readOsmPbf } from '../src/catalogue-import/osm.js';
import { emptyRead, readSourceTsv, type SourceRecord } from '../src/catalogue-import/sources.js';
import { titleCase } from '../src/catalogue-import/title-case.js';
import { SHARED_DATA } from '../src/paths.js';
import { PlaceSchema, type Place } from '@roadgremlin/engine/catalogue/schema';
import type { Town } from '@roadgremlin/engine/gazetteer';

const here = dirname(fileURLToPath(import.meta.url));
const sharedData = SHARED_DATA;

describe('title-casing ALL-CAPS names', () => {
  it.each([
    ['WESTERVELT-WARNER MUSEUM OF AMERICAN ART', 'Westervelt-Warner Museum of American Art'],
    ['USS ALABAMA BATTLESHIP MEMORIAL PARK', 'USS Alabama Battleship Memorial Park'],
    ['WWII MUSEUM OF THE 8TH AIR FORCE', 'WWII Museum of the 8th Air Force'],
    ["O'BRIEN COUNTY HISTORICAL SOCIETY", "O'Brien County Historical Society"],
    ['MCDONALD HOUSE', 'McDonald House'],
    ["GRANDMA'S ATTIC MUSEUM", "Grandma's Attic Museum"],
    ['LOUIS XIV GALLERY', 'Louis XIV Gallery'],
    ['ST. LOUIS ART MUSEUM', 'St. Louis Art Museum'],
    ['US ARMY TRANSPORTATION MUSEUM', 'US Army Transportation Museum'],
    ['FRIENDS- MUSEUM NC MARITIME', 'Friends- Museum NC Maritime'],
    ['DE SOTO COUNTY MUSEUM', 'De Soto County Museum'],
    ['Bailey Hot Spring', 'Bailey Hot Spring'],
  ])('%s → %s', (raw, cased) => {
    expect(titleCase(raw)).toBe(cased);
  });

  it('drops corporate suffixes and repairs the garbled NPS names', () => {
    expect(cleanName('CAVE CREEK MUSEUM INC')).toBe('Cave Creek Museum');
    expect(repairNpsName('Westigwam Village Motel #6')).toBe('Wigwam Village Motel #6');
    expect(repairNpsName('Western Branch')).toBe('Western Branch');
  });
});

describe('the kind table', () => {
  it('maps kinds to themes, oddness and visit time by one table', () => {
    expect(kindFacts('hot_spring')?.themes).toEqual(['nature']);
    expect(kindFacts('waterfall')).toMatchObject({ themes: ['nature'], visitMinutes: 30 });
  });

  it('gives each kind its own visit time, shorter when the name says one building or one object', () => {
    expect(kindFacts('museum:general')?.visitMinutes).toBe(60);
    expect(kindFacts('zoo_aquarium')?.visitMinutes).toBe(150);
    expect(kindFacts('rock_formation:pillar')?.visitMinutes).toBe(20);
    expect(visitMinutesOf('Old Stone Schoolhouse', 60)).toBe(45);
    expect(visitMinutesOf('Paul Bunyan Statue', 45)).toBe(15);
    expect(visitMinutesOf('Statue of Liberty Museum', 60)).toBe(60);
    expect(visitMinutesOf('Pioneer Museum', 60)).toBe(60);
    expect(kindFacts('museum:art')?.themes).toEqual(['art', 'museum']);
    expect(kindFacts('museum:science_technology')?.themes).toEqual(['science', 'museum']);
    expect(kindFacts('zoo_aquarium')?.themes).toEqual(['nature']);
    expect(kindFacts('lighthouse|museum:general')).toMatchObject({ themes: ['museum', 'historic'], noun: 'Lighthouse museum' });
  });

  it('lifts oddness only by its rules: odd museums +2, arches/craters/lava 3, Route 66 +1; societies stay 1', () => {
    expect(kindFacts('odd_museum|museum:general')).toMatchObject({ oddness: 4, themes: ['museum', 'oddity'] });
    expect(kindFacts('arch')?.oddness).toBe(3);
    expect(kindFacts('lava')?.oddness).toBe(3);
    expect(kindFacts('nps_itinerary', 'route-66')).toMatchObject({ oddness: 3, themes: ['historic', 'roadside'] });
    expect(kindFacts('historic_site:historical_society_or_preservation')?.oddness).toBe(1);
  });

  it('a mine is not abandoned, a vanished town is a weak ghost town, an unknown kind is refused', () => {
    expect(kindFacts('mine|museum:general')?.themes).not.toContain('abandoned');
    expect(kindFacts('populated_place:historical')).toMatchObject({ themes: ['ghost-town', 'historic'], oddness: 1 });
    expect(kindFacts('teleporter')).toBeUndefined();
    expect(kindFacts('teleporter|museum')).toBeUndefined();
  });
});

describe('name similarity', () => {
  const sim = (a: string, b: string) => nameSimilarity(nameTokens(a), nameTokens(b));
  it('sees twins through plurals, case, "&" and extra words', () => {
    expect(sim('Bailey Hot Spring', 'BAILEY HOT SPRINGS')).toBeGreaterThanOrEqual(0.5);
    expect(sim('Westervelt Warner Museum', 'Westervelt-Warner Museum of American Art')).toBeGreaterThanOrEqual(0.5);
    expect(sim('Lincoln & Welland Regiment Museum', 'Lincoln and Welland Regiment Museum')).toBe(1);
  });
  it('does not match names that share only generic words', () => {
    expect(sim('Ellis County Museum', 'Hays County Museum')).toBe(0);
    expect(sim('Big Spring', 'Little Spring')).toBe(0);
  });
});

// A toy gazetteer: two towns 30 km apart in Nevada, one in Utah.
const TOWNS: Town[] = [
  { name: 'Elko', region: 'NV', country: 'US', lat: 40.8324, lng: -115.7631, population: 20000 },
  { name: 'Carlin', region: 'NV', country: 'US', lat: 40.7138, lng: -116.1040, population: 2300 },
  { name: 'Wendover', region: 'UT', country: 'US', lat: 40.7371, lng: -114.0375, population: 1400 },
];
const towns = new TownFinder(TOWNS, (name, region) => TOWNS.find((t) => t.name.toLowerCase() === name.toLowerCase() && t.region === region));

let line = 1;
const rec = (r: Partial<SourceRecord> & Pick<SourceRecord, 'name' | 'lat' | 'lng'>): SourceRecord => ({
  source: 'imls_mudf_2014q3',
  sourceId: `ID-${++line}`,
  licence: 'Public domain (US Gov, IMLS)',
  kind: 'museum:history',
  region: 'NV',
  country: 'US',
  file: 'sources/test.tsv',
  line,
  ...r,
});

const curated: Place = PlaceSchema.parse({
  id: 'us-nv-california-trail-center',
  name: 'California Trail Interpretive Center',
  description: 'Our own prose about the wagon trail.',
  lat: 40.8,
  lng: -115.9,
  town: 'Elko',
  region: 'NV',
  country: 'US',
  themes: ['historic'],
  oddness: 4,
  visitMinutes: 90,
});

describe('the import pipeline', () => {
  const records: SourceRecord[] = [
    rec({ name: 'NORTHEASTERN NEVADA MUSEUM', lat: 40.8333, lng: -115.7667, locality: 'ELKO', sourceId: 'A' }),
    // same source id again (IMLS repeats 5 MIDs)
    rec({ name: 'NORTHEASTERN NEVADA MUSEUM', lat: 40.8333, lng: -115.7667, locality: 'ELKO', sourceId: 'A' }),
    // 100 m away, similar name, other source: a twin
    rec({ source: 'statcan_odcaf_v1', name: 'Northeastern Nevada Museum & Archive', lat: 40.8342, lng: -115.7667, sourceId: 'B' }),
    // 400 m away with the same name: a different place
    rec({ name: 'NORTHEASTERN NEVADA MUSEUM', lat: 40.8369, lng: -115.7667, sourceId: 'C' }),
    // the curated place's twin (80 m away), its address geocode 600 m away (same name), and a
    // different museum 600 m away (similar, not nearly identical name)
    rec({ source: 'usgs_gnis_curious', name: 'California Trail Interpretive Center', kind: 'museum:general', lat: 40.8007, lng: -115.9003, sourceId: 'D' }),
    rec({ name: 'CALIFORNIA TRAIL INTERPRETIVE CENTER', lat: 40.8054, lng: -115.9, sourceId: 'E' }),
    rec({ name: 'CALIFORNIA TRAIL MUSEUM', lat: 40.7946, lng: -115.9, sourceId: 'F' }),
    // five organisations geocoded to one PO box: three kept
    ...['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO'].map((n, i) =>
      rec({ name: `${n} HISTORICAL SOCIETY MUSEUM`, kind: 'historic_site:historical_society_or_preservation', lat: 40.75, lng: -115.9, sourceId: `S${i}` }),
    ),
    // organisations (a "friends of" group, a bare society, an arts council), an ordinary spring, a US
    // territory and a place far from any town
    rec({ name: 'FRIENDS OF THE OLD TOWN HALL', kind: 'historic_site:historical_society_or_preservation', lat: 40.76, lng: -115.8 }),
    rec({ name: 'ELKO COUNTY HISTORICAL SOCIETY', kind: 'historic_site:historical_society_or_preservation', lat: 40.761, lng: -115.81 }),
    rec({ name: 'ELKO ARTS COUNCIL', kind: 'museum:art', lat: 40.762, lng: -115.82 }),
    rec({ source: 'usgs_gnis_domesticnames_partial', name: 'Cold Spring', kind: 'spring', lat: 40.77, lng: -115.8 }),
    rec({ name: 'Fort San Cristóbal', region: 'PR', lat: 18.4671, lng: -66.1113 }),
    rec({ source: 'noaa_ncei_thermal_springs', name: 'Remote Hot Spring', kind: 'hot_spring', lat: 41.9, lng: -117.5 }),
    // a depot in Carlin whose mailing address is in Elko, 30 km away: the stop is Carlin's
    rec({ name: 'WESTERN PACIFIC DEPOT', lat: 40.7158, lng: -116.1, locality: 'ELKO', sourceId: 'G' }),
    // a record filed under Utah whose only town within 40 km is Elko, Nevada: only Utah towns count
    rec({ name: 'Border Museum', region: 'UT', lat: 40.78, lng: -115.5 }),
  ];
  const result = buildCatalogue({ records, bad: [], read: { 'sources/test.tsv': records.length }, curated: [curated], towns });
  const byName = (n: string) => result.places.filter((p) => p.name === n);

  it('keeps one place per source id and merges a 100 m twin with a similar name into it', () => {
    const museums = byName('Northeastern Nevada Museum');
    expect(museums).toHaveLength(2);
    expect(museums.find((p) => p.sourceId === 'A')?.sourceIds).toEqual(['statcan_odcaf_v1:B']);
    expect(museums.find((p) => p.sourceId === 'C')).toBeDefined();
  });

  it('lets a curated place absorb its imported twins (150 m, or 1 km with a nearly identical name) and keep their ids', () => {
    expect(byName('California Trail Interpretive Center')).toEqual([]);
    expect(result.curatedSourceIds).toEqual({ 'us-nv-california-trail-center': ['imls_mudf_2014q3:E', 'usgs_gnis_curious:D'] });
    expect(byName('California Trail Museum')).toHaveLength(1);
  });

  it('keeps at most three records at one stacked geocode', () => {
    expect(result.places.filter((p) => p.name.endsWith('Historical Society Museum'))).toHaveLength(3);
    expect(result.places.find((p) => p.name.endsWith('Historical Society Museum'))?.themes).toEqual(['historic', 'museum']);
    expect(result.stats.imls_mudf_2014q3.dropped['stacked geocode (> 3 at one point)']).toBe(2);
  });

  it('drops and counts organisations, ordinary springs, territories and places with no town in their region', () => {
    const dropped = result.stats.imls_mudf_2014q3.dropped;
    expect(dropped['not a place to visit: organisation name (council, foundation, "friends of"…)']).toBe(2);
    expect(dropped['not a place to visit: an organisation by the head of its name ("… Association", "Society of …")']).toBe(1);
    expect(dropped['US territory (outside the catalogue regions)']).toBe(1);
    expect(result.stats.usgs_gnis_domesticnames_partial.dropped['ordinary spring (not a destination)']).toBe(1);
    expect(result.dropsNoTown.map((d) => d.name).sort()).toEqual(['Border Museum', 'Remote Hot Spring']);
  });

  it('gives every place its source, id, licence, a town within 40 km and a generated description', () => {
    const museum = result.places.find((p) => p.sourceId === 'A')!;
    expect(museum).toMatchObject({
      tier: 'imported',
      source: 'imls_mudf_2014q3',
      licence: 'Public domain (US Gov, IMLS)',
      town: 'Elko',
      description: 'History museum in Elko, Nevada.',
      themes: ['historic', 'museum'],
    });
    expect(museum.id).toMatch(/^us-nv-northeastern-nevada-museum-[0-9a-f]{6}$/);
    for (const p of result.places) expect(PlaceSchema.safeParse(p).success, p.id).toBe(true);
  });

  it("names a stop's town by the nearest town, not the mailing city", () => {
    expect(result.places.find((p) => p.sourceId === 'G')).toMatchObject({ town: 'Carlin', description: 'History museum near Carlin, Nevada.' });
    expect(result.places.find((p) => p.sourceId === 'A')?.town).toBe('Elko');
  });

  it('is deterministic: the same input in another order gives the same output', () => {
    const again = buildCatalogue({ records: [...records].reverse(), bad: [], read: { 'sources/test.tsv': records.length }, curated: [curated], towns });
    expect(JSON.stringify(again.places)).toBe(JSON.stringify(result.places));
  });
});

describe('reading a source file', () => {
  it('reports bad rows with their file and line and keeps going', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    const header = 'source\tsource_id\tname\tkind\tlat\tlng\tlocality\tcounty\tregion\tcountry\tlicence';
    const row = (...f: string[]) => f.join('\t');
    writeFileSync(
      join(dir, 'test.tsv'),
      [
        header,
        row('imls_mudf_2014q3', '1', 'GOOD MUSEUM', 'museum:general', '40.8', '-115.7', 'ELKO', '', 'NV', 'US', 'PD'),
        row('imls_mudf_2014q3', '2', 'NO COORDS', 'museum:general', '', '-115.7', 'ELKO', '', 'NV', 'US', 'PD'),
        'a\tshort\trow',
        row('imls_mudf_2014q3', '3', 'ATLANTIS MUSEUM', 'museum:general', '40.8', '-115.7', '', '', 'ZZ', 'US', 'PD'),
        row('imls_mudf_2014q3', '4', 'ESCAPED\\tNAME', 'museum:general', '40.8', '-115.7', '', '', 'NV', 'US', 'PD'),
      ].join('\n'),
    );
    const read = emptyRead();
    readSourceTsv(join(dir, 'test.tsv'), read);
    expect(read.records.map((r) => r.name)).toEqual(['GOOD MUSEUM', 'ESCAPED NAME']);
    expect(read.bad.map((b) => `${b.file}:${b.line}`)).toEqual(['sources/test.tsv:3', 'sources/test.tsv:4', 'sources/test.tsv:5']);
    expect(read.read['sources/test.tsv']).toBe(5);
  });
});

describe.skipIf(!existsSync(join(sharedData, 'sources')))('the committed import', () => {
  it('is byte-identical to a fresh run of npm run catalogue:import (idempotent, deterministic)', () => {
    const out = execFileSync('npx', ['tsx', 'src/catalogue-import/main.ts', '--data', sharedData, '--check'], {
      cwd: resolve(here, '..'),
      encoding: 'utf8',
    });
    expect(out).toContain('identical to the committed output');
  }, 120_000);
});

describe('the optional OpenStreetMap import (--osm)', () => {
  it('reads named, tagged nodes of a .osm.pbf built by osmium from a hand-written fixture, under ODbL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-osm-'));
    const pbf = join(dir, 'fixture.osm.pbf');
    execFileSync('osmium', ['cat', join(here, 'fixtures/osm-extract.osm'), '-o', pbf, '--overwrite']);
    const read = emptyRead();
    readOsmPbf(pbf, read);
    expect(read.records.map((r) => [r.sourceId, r.kind])).toEqual([
      ['OSM-n1001', 'osm:artwork'],
      ['OSM-n1002', 'osm:ruins'],
      ['OSM-n1003', 'osm:viewpoint'],
      ['OSM-n1004', 'osm:abandoned'],
      ['OSM-n1007', 'hot_spring'],
    ]);
    // the unnamed museum is a bad row with its line; the bench and the track are not ours
    expect(read.bad.map((b) => `${b.file} ${b.reason}`)).toEqual(['osm/fixture.osm.pbf not a named node']);

    const { allTowns, findTown } = await import('@roadgremlin/engine/gazetteer');
    const result = buildCatalogue({ ...read, curated: [], towns: new TownFinder(allTowns(), (n, r) => findTown(n, r)) });
    const got = Object.fromEntries(result.places.map((p) => [p.sourceId, p]));
    expect(got['OSM-n1001']).toMatchObject({ region: 'NV', town: 'Elko', themes: ['art', 'sculpture'], licence: 'ODbL 1.0 (© OpenStreetMap contributors)' });
    expect(got['OSM-n1002'].themes).toEqual(['abandoned', 'historic']);
    expect(got['OSM-n1004']).toMatchObject({ region: 'AB', country: 'CA', themes: ['abandoned'] });
    expect(got['OSM-n1007']).toBeUndefined(); // no town within 40 km
    for (const p of result.places) expect(PlaceSchema.safeParse(p).success, p.id).toBe(true);
  });
});
