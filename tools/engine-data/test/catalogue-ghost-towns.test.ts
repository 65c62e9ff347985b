/**
 * The Wikipedia ghost-town layer (sources/us_wikipedia_ghost_towns_partial.tsv, "Ghost-town locations
 * from Wikipedia, CC BY-SA 4.0"): read with its article titles as source ids, deduplicated against
 * curated ghost towns and GNIS "Site of X" places, drowned towns dropped, descriptions written from
 * the facts only — on a hand-made file and, for the descriptions, on the committed import.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, TownFinder } from '../src/catalogue-import/build.js';
import { KIND_RULES, kindFacts } from '../src/catalogue-import/kinds.js';
import { nameTokens, sameTownName } from '../src/catalogue-import/names.js';
import { emptyRead, GHOST_TOWN_LICENCE, readSourceTsv, type SourceRecord } from '../src/catalogue-import/sources.js';
import { CATALOGUE_DATA } from '../src/paths.js';
import { decodeImported } from '@roadgremlin/engine/catalogue/format';
import { PlaceSchema, type Place } from '@roadgremlin/engine/catalogue/schema';
import type { Town } from '@roadgremlin/engine/gazetteer';

const SOURCE = 'wikipedia_ghost_town_lists';
const HEADER = 'source\tsource_id\tname\tkind\tlat\tlng\tlocality\tcounty\tregion\tcountry\tlicence\tfame';
const LICENCE = 'Facts from English Wikipedia lists (CC BY-SA 4.0 source; names/coords/status only), via Ghost_town_mapper (no licence)';
const row = (id: string, name: string, kind: string, lat: number, lng: number, fame = '') =>
  [SOURCE, id, name, kind, lat, lng, '', '', 'CO', 'US', LICENCE, fame].join('\t');

/** The list's rows around Silverton and Durango, Colorado (coordinates moved to make each case). */
const LIST = [
  HEADER,
  // a curated ghost town of the same name 2 km away absorbs it; so does the GNIS site of it
  row('WPGT-CO-Animas_Forks', 'Animas Forks', 'ghost_town', 37.95, -107.56, 'enwiki:Animas Forks, Colorado'),
  // a curated ghost town whose name holds the town's, 1.4 km away
  row('WPGT-CO-Piedmont', 'Piedmont', 'ghost_town', 37.86, -107.61, 'enwiki:Piedmont, Colorado'),
  // no article: absorbs the GNIS "Site of Eureka" 2.6 km away
  row('WPGT-CO-Eureka', 'Eureka', 'ghost_town', 37.8797, -107.5651),
  // an article and a status
  row('WPGT-CO-Howardsville', 'Howardsville', 'ghost_town:abandoned', 37.835, -107.595, 'enwiki:Howardsville, Colorado'),
  // beside a GNIS hot spring named after it: two places
  row('WPGT-CO-Chattanooga', 'Chattanooga', 'ghost_town:barren', 37.87, -107.72),
  // a drowned town
  row('WPGT-CO-Iola', 'Iola', 'ghost_town:submerged', 38.475, -107.0973),
  // the older scrape gave a town without an article another row's coordinate
  row('WPGT-CO-Gebo', 'Gebo', 'ghost_town', 37.8, -107.7, 'enwiki:Gebo, Colorado'),
  row('WPGT-CO-Crosby', 'Crosby', 'ghost_town', 37.8, -107.7),
  // two towns of one name without an article: two ids
  row('WPGT-CO-Adelaide', 'Adelaide', 'ghost_town', 37.82, -107.63),
  row('WPGT-CO-Adelaide', 'Adelaide', 'ghost_town', 37.3, -107.7),
  // inside Durango today: a former town, not a ghost town
  row('WPGT-CO-Animas_City', 'Animas City', 'ghost_town:historic', 37.285, -107.88),
].join('\n');

function readList(): SourceRecord[] {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-towns-'));
  writeFileSync(join(dir, 'us_wikipedia_ghost_towns_partial.tsv'), LIST);
  const read = emptyRead();
  readSourceTsv(join(dir, 'us_wikipedia_ghost_towns_partial.tsv'), read);
  expect(read.bad).toEqual([]);
  return read.records;
}

const TOWNS: Town[] = [
  { name: 'Silverton', region: 'CO', country: 'US', lat: 37.8119, lng: -107.6645, population: 600 },
  { name: 'Durango', region: 'CO', country: 'US', lat: 37.2753, lng: -107.8801, population: 19000 },
];
const towns = new TownFinder(TOWNS, (name, region) => TOWNS.find((t) => t.name === name && t.region === region));

const curated = (id: string, name: string, lat: number, lng: number): Place =>
  PlaceSchema.parse({
    id,
    name,
    description: 'Our own prose about the mining camp.',
    lat,
    lng,
    town: 'Silverton',
    region: 'CO',
    country: 'US',
    themes: ['ghost-town', 'historic'],
    oddness: 4,
    visitMinutes: 60,
  });

const gnisSite = (id: string, name: string, lat: number, lng: number, kind = 'populated_place:historical'): SourceRecord => ({
  source: 'usgs_gnis_curious',
  sourceId: `GNIS-${id}`,
  licence: 'Public domain (US Gov, USGS GNIS)',
  name,
  kind,
  lat,
  lng,
  county: 'San Juan',
  region: 'CO',
  country: 'US',
  file: 'reference/gnis-curious.tsv',
  line: Number(id),
});

describe('the Wikipedia ghost-town layer', () => {
  const records = readList();
  const gnis = [
    gnisSite('1', 'Site of Eureka', 37.9, -107.55),
    gnisSite('2', 'Site of Animas Forks', 37.93, -107.57),
    gnisSite('3', 'Chattanooga Hot Spring', 37.874, -107.72, 'hot_spring'),
  ];
  const result = buildCatalogue({
    records: [...records, ...gnis],
    bad: [],
    read: { 'sources/us_wikipedia_ghost_towns_partial.tsv': records.length, 'reference/gnis-curious.tsv': gnis.length },
    curated: [curated('us-co-animas-forks', 'Animas Forks', 37.9311, -107.5709), curated('us-co-piedmont-kilns', 'Piedmont Charcoal Kilns', 37.85, -107.6)],
    towns,
  });
  const layer = result.places.filter((p) => p.source === SOURCE);
  const byName = (n: string) => result.places.find((p) => p.name === n);

  it('reads the layer with its licence, and an article title as the source id', () => {
    expect(records.map((r) => r.sourceId)).toEqual([
      'enwiki:Animas_Forks,_Colorado',
      'enwiki:Piedmont,_Colorado',
      'WPGT-CO-Eureka',
      'enwiki:Howardsville,_Colorado',
      'WPGT-CO-Chattanooga',
      'WPGT-CO-Iola',
      'enwiki:Gebo,_Colorado',
      'WPGT-CO-Crosby',
      'WPGT-CO-Adelaide',
      'WPGT-CO-Adelaide-2',
      'WPGT-CO-Animas_City',
    ]);
    expect(new Set(records.map((r) => r.licence))).toEqual(new Set([GHOST_TOWN_LICENCE]));
    expect(GHOST_TOWN_LICENCE).toContain('Ghost-town locations from Wikipedia');
    for (const p of layer) expect(PlaceSchema.safeParse(p).success, p.id).toBe(true);
  });

  it('gives a listed town ghost-town + historic, oddness 2 with an article and 1 without, and a visit time by its status', () => {
    expect(byName('Howardsville Ghost Town')).toMatchObject({
      sourceId: 'enwiki:Howardsville,_Colorado',
      licence: GHOST_TOWN_LICENCE,
      town: 'Silverton',
      themes: ['ghost-town', 'historic'],
      oddness: 2,
      visitMinutes: 45,
      description: "Ghost town near Silverton, Colorado, on Wikipedia's list of the state's ghost towns; listed as abandoned: buildings stand, nobody lives there.",
    });
    expect(byName('Eureka Ghost Town')).toMatchObject({ oddness: 1, visitMinutes: 30, themes: ['ghost-town', 'historic'] });
    expect(byName('Chattanooga Ghost Town')).toMatchObject({ oddness: 1, visitMinutes: 20 });
    expect(kindFacts('ghost_town:historic', undefined, 'enwiki:Ashcroft, Colorado')).toMatchObject({ oddness: 2, visitMinutes: 60 });
    // never above a curated place (3–5)
    for (const k of Object.keys(KIND_RULES).filter((k) => k.startsWith('ghost_town'))) {
      expect(kindFacts(k, undefined, 'enwiki:X')!.oddness, k).toBeLessThanOrEqual(2);
    }
  });

  it('lets a curated ghost town of the same name within a few km absorb the listed one, and the GNIS site of it too', () => {
    expect(layer.filter((p) => /Animas Forks|Piedmont/.test(p.name))).toEqual([]);
    expect(result.places.filter((p) => p.name === 'Site of Animas Forks')).toEqual([]);
    expect(result.curatedSourceIds).toEqual({
      'us-co-animas-forks': ['usgs_gnis_curious:GNIS-2', `${SOURCE}:enwiki:Animas_Forks,_Colorado`],
      'us-co-piedmont-kilns': [`${SOURCE}:enwiki:Piedmont,_Colorado`],
    });
  });

  it('wins over a GNIS "Site of X" of the same name within 5 km, but not over a hot spring named after the town', () => {
    expect(byName('Site of Eureka')).toBeUndefined();
    expect(byName('Eureka Ghost Town')?.sourceIds).toEqual(['usgs_gnis_curious:GNIS-1']);
    expect(byName('Chattanooga Hot Spring')).toBeDefined();
    expect(byName('Chattanooga Ghost Town')?.sourceIds).toBeUndefined();
  });

  it('drops drowned towns and rows whose coordinate the scraper copied from another row, and counts them', () => {
    expect(layer.filter((p) => /Iola|Crosby/.test(p.name))).toEqual([]);
    expect(byName('Gebo Ghost Town')).toBeDefined();
    expect(result.stats[SOURCE].dropped).toEqual({
      'a drowned town (under a reservoir or lake)': 1,
      'coordinate of another row of the list (copied by the scraper)': 1,
    });
    expect(result.stats[SOURCE]).toMatchObject({ read: 11, imported: 7, merged: 2 });
  });

  it('keeps two towns of one name apart, and makes a town a city has grown over a former town, not a ghost town', () => {
    expect(layer.filter((p) => p.name === 'Adelaide Ghost Town').map((p) => p.sourceId).sort()).toEqual(['WPGT-CO-Adelaide', 'WPGT-CO-Adelaide-2']);
    expect(byName('Animas City')).toMatchObject({
      town: 'Durango',
      themes: ['historic'],
      oddness: 1,
      visitMinutes: 20,
      description: "Former town near Durango, Colorado, on Wikipedia's list of the state's ghost towns; today inside or beside a living town.",
    });
  });

  it('matches the names of one town across lists ("Site of", "St.", a letter more) but not a town inside another name', () => {
    const same = (a: string, b: string, within = false) => sameTownName(nameTokens(a), nameTokens(b), within);
    expect(same('Site of Aikman', 'Aikman')).toBe(true);
    expect(same('St. Elmo Ghost Town', 'Saint Elmo')).toBe(true);
    expect(same('Vicksburg Ghost Town', 'Vicksburgh')).toBe(true);
    expect(same('Carlin', 'Marlin')).toBe(false);
    expect(same('Site of Gold Hill', 'Gold')).toBe(false);
    expect(same('Piedmont Charcoal Kilns', 'Piedmont', true)).toBe(true);
    expect(same('Chattanooga Hot Spring', 'Chattanooga')).toBe(false);
  });
});

/**
 * Our sentences, the only text a listed town's description may hold besides its town and state:
 * nothing of Wikipedia's prose (the file carries none, and the status classes are reworded here).
 */
const STATUS_CLAUSES = Object.values(KIND_RULES).flatMap((r) => (r.status ? [r.status] : []));
const OUR_SENTENCE = new RegExp(
  `^(?:Ghost town|Former town) near [^,;]+, (?:Colorado|New Mexico|Texas|Utah|Wyoming), on Wikipedia's list of the state's ghost towns` +
    `(?:; (?:today inside or beside a living town|${STATUS_CLAUSES.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}))?\\.$`,
);

describe('descriptions of the layer never copy Wikipedia prose', () => {
  it('on the hand-made file: every description is one of our sentences', () => {
    const records = readList();
    const result = buildCatalogue({ records, bad: [], read: {}, curated: [], towns });
    expect(result.places.length).toBeGreaterThan(5);
    for (const p of result.places) expect(p.description, p.name).toMatch(OUR_SENTENCE);
  });

  it('in the committed import: every listed town reads as one of our sentences, with its town and state only', () => {
    const places = decodeImported(gunzipSync(readFileSync(join(CATALOGUE_DATA, 'imported.json.gz'))).toString('utf8'));
    const layer = places.filter((p) => p.source === SOURCE);
    expect(layer.length).toBeGreaterThan(500);
    const odd = layer.filter((p) => !OUR_SENTENCE.test(p.description) || !p.description.includes(` near ${p.town}, `));
    expect(odd.map((p) => `${p.id}: ${p.description}`)).toEqual([]);
    expect(new Set(layer.map((p) => p.licence))).toEqual(new Set([GHOST_TOWN_LICENCE]));
    // the fame signal: an article title is the source id
    expect(layer.filter((p) => p.sourceId?.startsWith('enwiki:')).length).toBeGreaterThan(350);
    expect(layer.filter((p) => p.oddness > 2)).toEqual([]);
  });
});
