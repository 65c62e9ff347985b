/**
 * Geocoder for trip sentences, over the gazetteer (GeoNames cities500, US and Canada: places down
 * to a few hundred people) plus a short table of nicknames and landmarks that are not towns, and
 * the catalogue's own place names. Every name is read the way a local would (docs/product/quality.md#planner-rules, "Reading"):
 *
 * - "Portland, ME", "Portland Maine", "Portland, Oregon": a trailing state/province (code or name)
 *   restricts the lookup; "Williamsburg, Brooklyn": a trailing town keeps readings near it.
 * - Otherwise every town of that name competes on ln(population), plus a bonus when catalogue
 *   places lie within 30 km (Roswell NM over Roswell GA); a section of a city (GeoNames PPLX: a
 *   neighbourhood such as Williamsburg, Brooklyn) loses unless its city is named.
 * - Names of six letters or more also match within two edits ("Albuquerqe", "Sakatoon"), each
 *   edit costing `EDIT_COST`, so an exact namesake wins unless the misspelt reading is far bigger.
 * - A trip's two ends are read together (`geocodePair`): the distance between them is charged
 *   (1 point per `KM_PER_POINT`) and, when either name has several readings, crossing the border.
 * - When two readings stay within `AMBIGUOUS_GAP` of each other, PlannerError('ambiguous_place')
 *   names both ("Did you mean Kingston, ON or Kingston, NY?"); nicknames and landmarks never are.
 * - A bare state/province name as a trip area means the region ("ghost towns in Nevada").
 * - "here" (the sentence said "from here", "near me"…): `hereText(location)` (here.ts) from parse.ts,
 *   read as the traveller's location named after the nearest town.
 * A name it cannot resolve throws PlannerError('unknown_place') naming it.
 */
import { places } from '../catalogue/index.js';
import {
  allTowns,
  findTowns,
  findTownsFuzzy,
  nearestTowns,
  regionCode,
  withinEdits,
  FUZZY_MAX_EDITS,
  FUZZY_MIN_LETTERS,
  regionName,
  countryOfRegion,
  type CountryCode,
  type RegionCode,
  type Town,
  findAreas,
  inArea,
  type Area,
  abroadName,
  type Abroad,
} from '../gazetteer/index.js';
import { PlannerError, type PlaceReading } from './errors.js';
import { hereOf } from '../reader/here.js';
import { haversineKm, type LatLng } from '../geo/index.js';
import { placeIndex } from './spatial.js';
import { foldText } from './themes.js';

export interface GeoPlace extends LatLng {
  /** Display name ("Portland", "Nevada", "Grand Canyon"). */
  name: string;
  region: RegionCode;
  country: CountryCode;
  population: number;
  /** A region means the whole state/province (lat/lng is its biggest town); 'here' the traveller's location. */
  kind: 'town' | 'landmark' | 'catalogue' | 'region' | 'here' | 'area';
  /** A county, region, park or neighbourhood: its extent and anchor town (kind 'area'). */
  area?: Area;
  /** GeoNames feature code of a town (PPL, PPLA…, PPLX for a section of a city). */
  featureCode?: string;
  /** A catalogue place named in the sentence ("Wall Drug"): its id (kind 'catalogue'). */
  placeId?: string;
}

// Load the gazetteer's name index at module load (once per process) so no plan pays it.
allTowns();

const fold = (s: string) => foldText(s).replace(/-/g, ' ').replace(/\s+/g, ' ');

/**
 * Airport codes travellers write for their cities ("phx to flagstaff", "yul à québec"): the main
 * airports of the US and Canada, less the codes that are English words ("sea", "den", "sat", "aus")
 * or first names ("mia"), which a sentence means as words.
 */
export const AIRPORT_CODES: Readonly<Record<string, [string, RegionCode]>> = {
  phx: ['Phoenix', 'AZ'], sfo: ['San Francisco', 'CA'], sjc: ['San Jose', 'CA'], smf: ['Sacramento', 'CA'], pdx: ['Portland', 'OR'],
  geg: ['Spokane', 'WA'], boi: ['Boise', 'ID'], rno: ['Reno', 'NV'], abq: ['Albuquerque', 'NM'], elp: ['El Paso', 'TX'],
  dfw: ['Dallas', 'TX'], iah: ['Houston', 'TX'], msy: ['New Orleans', 'LA'], bna: ['Nashville', 'TN'], stl: ['St. Louis', 'MO'],
  mci: ['Kansas City', 'MO'], oma: ['Omaha', 'NE'], msp: ['Minneapolis', 'MN'], mdw: ['Chicago', 'IL'], mke: ['Milwaukee', 'WI'],
  dtw: ['Detroit', 'MI'], cle: ['Cleveland', 'OH'], cmh: ['Columbus', 'OH'], cvg: ['Cincinnati', 'OH'], phl: ['Philadelphia', 'PA'],
  ewr: ['Newark', 'NJ'], bwi: ['Baltimore', 'MD'], rdu: ['Raleigh', 'NC'], clt: ['Charlotte', 'NC'], sav: ['Savannah', 'GA'],
  jax: ['Jacksonville', 'FL'], mco: ['Orlando', 'FL'], tpa: ['Tampa', 'FL'], fll: ['Fort Lauderdale', 'FL'], tul: ['Tulsa', 'OK'],
  bhm: ['Birmingham', 'AL'], anc: ['Anchorage', 'AK'], fai: ['Fairbanks', 'AK'], hnl: ['Honolulu', 'HI'], btv: ['Burlington', 'VT'],
  pwm: ['Portland', 'ME'], bdl: ['Hartford', 'CT'], buf: ['Buffalo', 'NY'], syr: ['Syracuse', 'NY'], sdf: ['Louisville', 'KY'],
  msn: ['Madison', 'WI'], dsm: ['Des Moines', 'IA'], ict: ['Wichita', 'KS'], bzn: ['Bozeman', 'MT'], fsd: ['Sioux Falls', 'SD'],
  yul: ['Montréal', 'QC'], yyz: ['Toronto', 'ON'], yow: ['Ottawa', 'ON'], yqb: ['Québec', 'QC'], yhz: ['Halifax', 'NS'],
  ywg: ['Winnipeg', 'MB'], yeg: ['Edmonton', 'AB'], yyj: ['Victoria', 'BC'], yxe: ['Saskatoon', 'SK'], yqr: ['Regina', 'SK'],
  yxy: ['Whitehorse', 'YT'], yzf: ['Yellowknife', 'NT'], yyt: ["St. John's", 'NL'], yqm: ['Moncton', 'NB'], yfc: ['Fredericton', 'NB'],
  ysj: ['Saint John', 'NB'], yqt: ['Thunder Bay', 'ON'], ysb: ['Greater Sudbury', 'ON'], ylw: ['Kelowna', 'BC'], ygk: ['Kingston', 'ON'],
  yxu: ['London', 'ON'], yqg: ['Windsor', 'ON'], yyg: ['Charlottetown', 'PE'], yqy: ['Sydney', 'NS'], yxs: ['Prince George', 'BC'],
  yfb: ['Iqaluit', 'NU'],
};

/** Nicknames → the town they mean. */
const NICKNAMES: Readonly<Record<string, [string, RegionCode]>> = {
  nyc: ['New York City', 'NY'], 'new york': ['New York City', 'NY'], 'the big apple': ['New York City', 'NY'],
  manhattan: ['New York City', 'NY'], brooklyn: ['New York City', 'NY'],
  la: ['Los Angeles', 'CA'], 'l a': ['Los Angeles', 'CA'], hollywood: ['Los Angeles', 'CA'],
  sf: ['San Francisco', 'CA'], 'san fran': ['San Francisco', 'CA'], frisco: ['San Francisco', 'CA'],
  vegas: ['Las Vegas', 'NV'], slc: ['Salt Lake City', 'UT'], philly: ['Philadelphia', 'PA'],
  dc: ['Washington, D.C.', 'DC'], 'washington dc': ['Washington, D.C.', 'DC'], 'washington d c': ['Washington, D.C.', 'DC'],
  nola: ['New Orleans', 'LA'], 'the big easy': ['New Orleans', 'LA'], okc: ['Oklahoma City', 'OK'],
  kc: ['Kansas City', 'MO'], atl: ['Atlanta', 'GA'], 'quebec city': ['Québec', 'QC'], 'ville de quebec': ['Québec', 'QC'],
  'the twin cities': ['Minneapolis', 'MN'], 'twin cities': ['Minneapolis', 'MN'], nashvegas: ['Nashville', 'TN'],
  'music city': ['Nashville', 'TN'], motown: ['Detroit', 'MI'], 'the six': ['Toronto', 'ON'], yvr: ['Vancouver', 'BC'],
  yyc: ['Calgary', 'AB'], 'bay area': ['San Francisco', 'CA'], 'the bay area': ['San Francisco', 'CA'],
  'windy city': ['Chicago', 'IL'], 'the windy city': ['Chicago', 'IL'], 'sin city': ['Las Vegas', 'NV'],
  'st johns newfoundland': ["St. John's", 'NL'], 'the soo': ['Sault Ste. Marie', 'MI'], 'chi town': ['Chicago', 'IL'],
  chitown: ['Chicago', 'IL'], beantown: ['Boston', 'MA'], vancity: ['Vancouver', 'BC'], 'the peg': ['Winnipeg', 'MB'],
  'the hammer': ['Hamilton', 'ON'], sactown: ['Sacramento', 'CA'], hotlanta: ['Atlanta', 'GA'], cincy: ['Cincinnati', 'OH'],
  indy: ['Indianapolis', 'IN'], 'h town': ['Houston', 'TX'], 'big d': ['Dallas', 'TX'], 'the big d': ['Dallas', 'TX'],
  pgh: ['Pittsburgh', 'PA'], mtl: ['Montréal', 'QC'], tdot: ['Toronto', 'ON'], 't dot': ['Toronto', 'ON'],
  'the motor city': ['Detroit', 'MI'], 'motor city': ['Detroit', 'MI'], 'the mile high city': ['Denver', 'CO'],
  'mile high city': ['Denver', 'CO'], 'the city of angels': ['Los Angeles', 'CA'], nawlins: ['New Orleans', 'LA'],
  ...AIRPORT_CODES,
};

interface Landmark {
  name: string;
  region: RegionCode;
  lat: number;
  lng: number;
  /** Weight in the population contest (a landmark is a destination, not a big town). */
  population: number;
}

/** Places people name as trip ends that are not towns in the gazetteer (or are tiny there). */
const LANDMARKS: Readonly<Record<string, Landmark>> = Object.fromEntries(
  (
    [
      ['grand canyon', 'Grand Canyon', 'AZ', 36.0544, -112.1401],
      ['the grand canyon', 'Grand Canyon', 'AZ', 36.0544, -112.1401],
      ['death valley', 'Death Valley', 'CA', 36.4617, -116.8668],
      ['yellowstone', 'Yellowstone', 'WY', 44.428, -110.5885],
      ['yosemite', 'Yosemite', 'CA', 37.7456, -119.5936],
      ['zion', 'Zion National Park', 'UT', 37.2982, -113.0263],
      ['monument valley', 'Monument Valley', 'UT', 36.998, -110.0985],
      ['big sur', 'Big Sur', 'CA', 36.2704, -121.8081],
      ['area 51', 'Rachel', 'NV', 37.6469, -115.7434],
      ['mount rushmore', 'Mount Rushmore', 'SD', 43.8791, -103.4591],
      ['the badlands', 'Badlands', 'SD', 43.8554, -102.3397],
      ['badlands', 'Badlands', 'SD', 43.8554, -102.3397],
      ['glacier national park', 'Glacier National Park', 'MT', 48.7596, -113.787],
      ['the smokies', 'Great Smoky Mountains', 'TN', 35.6118, -83.4895],
      ['smoky mountains', 'Great Smoky Mountains', 'TN', 35.6118, -83.4895],
      ['great smoky mountains', 'Great Smoky Mountains', 'TN', 35.6118, -83.4895],
      ['everglades', 'Everglades', 'FL', 25.2866, -80.8987],
      ['the everglades', 'Everglades', 'FL', 25.2866, -80.8987],
      ['cape cod', 'Cape Cod', 'MA', 41.6688, -70.2962],
      ['outer banks', 'Outer Banks', 'NC', 35.5585, -75.4665],
      ['the outer banks', 'Outer Banks', 'NC', 35.5585, -75.4665],
      ['florida keys', 'Florida Keys', 'FL', 24.6667, -81.5],
      ['the keys', 'Florida Keys', 'FL', 24.6667, -81.5],
      ['upper peninsula', 'Upper Peninsula', 'MI', 46.5436, -87.3954],
      ['the up', 'Upper Peninsula', 'MI', 46.5436, -87.3954],
      ['black hills', 'Black Hills', 'SD', 43.9939, -103.6],
      ['the black hills', 'Black Hills', 'SD', 43.9939, -103.6],
      ['lake tahoe', 'Lake Tahoe', 'CA', 39.0968, -120.0324],
      ['mount rainier', 'Mount Rainier', 'WA', 46.8523, -121.7603],
      ['crater lake', 'Crater Lake', 'OR', 42.9446, -122.109],
      ['arches', 'Arches National Park', 'UT', 38.7331, -109.5925],
      ['bryce canyon', 'Bryce Canyon', 'UT', 37.593, -112.1871],
      ['white sands', 'White Sands', 'NM', 32.7872, -106.3257],
      ['big bend', 'Big Bend', 'TX', 29.25, -103.25],
      ['the ozarks', 'Ozarks', 'MO', 36.6437, -93.2185],
      ['ozarks', 'Ozarks', 'MO', 36.6437, -93.2185],
      ['the catskills', 'Catskills', 'NY', 42.1, -74.4],
      ['catskills', 'Catskills', 'NY', 42.1, -74.4],
      ['the adirondacks', 'Adirondacks', 'NY', 44.1, -73.9],
      ['adirondacks', 'Adirondacks', 'NY', 44.1, -73.9],
      ['cabot trail', 'Cabot Trail', 'NS', 46.6, -60.8],
      ['gaspe', 'Gaspé', 'QC', 48.8316, -64.4869],
      ['gaspesie', 'Gaspé', 'QC', 48.8316, -64.4869],
      ['okanagan', 'Okanagan', 'BC', 49.888, -119.496],
      ['the okanagan', 'Okanagan', 'BC', 49.888, -119.496],
      ['muskoka', 'Muskoka', 'ON', 45.0385, -79.3105],
      ['prince edward county', 'Prince Edward County', 'ON', 44.0065, -77.1404],
      ['jasper', 'Jasper', 'AB', 52.8737, -118.0814],
      ['lake louise', 'Lake Louise', 'AB', 51.4254, -116.1773],
      ['drumheller', 'Drumheller', 'AB', 51.4636, -112.7116],
      ['furnace creek', 'Furnace Creek', 'CA', 36.4572, -116.8653],
      ['bodie', 'Bodie', 'CA', 38.2122, -119.0115],
      ['rhyolite', 'Rhyolite', 'NV', 36.9011, -116.8289],
      ['joshua tree', 'Joshua Tree', 'CA', 34.1347, -116.3131],
      ['niagara', 'Niagara Falls', 'ON', 43.0896, -79.0849],
      ['silicon valley', 'San Jose', 'CA', 37.3382, -121.8863],
    ] as [string, string, RegionCode, number, number][]
  ).map(([key, name, region, lat, lng]) => [key, { name, region, lat, lng, population: 20_000 }]),
);

/** Catalogue place names (folded) → the place, for ends like "Cadillac Ranch". */
const catalogueByName = new Map(places.map((p) => [fold(p.name), p]));
/**
 * Hand-written places by their name without its generic last words ("Writing-on-Stone Provincial
 * Park" → "writing on stone", "Whitefish Point Light Station" → "whitefish point"), for ends named
 * the short way; a stem of one short word is too loose to count.
 */
const GENERIC_TAIL = /\s+(provincial park|state park|national park|national monument|national historic site|state historic site|historic site|light station|lighthouse|ghost town|park)$/;
const catalogueByStem = new Map<string, (typeof places)[number]>();
for (const p of places) {
  if (p.tier !== 'curated' || p.status === 'closed') continue;
  const full = fold(p.name);
  const stem = full.replace(GENERIC_TAIL, '');
  if (stem === full || (!stem.includes(' ') && stem.length < 8) || catalogueByName.has(stem)) continue;
  const had = catalogueByStem.get(stem);
  if (!had || p.oddness > had.oddness) catalogueByStem.set(stem, p);
}

/** ln-population bonus for a town with catalogue places within 30 km. */
const LN_BONUS_NEAR_CATALOGUE = 1.5;
/** Bonus for a reading inside the state/province (or near the city) the traveller named. */
const QUALIFIED_BONUS = 5;
/** A section of a city (PPLX: Williamsburg, Brooklyn) against a town of the same name. */
const NEIGHBOURHOOD_COST = 4;
/**
 * A seat of government is a place people name, a suburb of the same size less so: capitals
 * (PPLC, PPLA) get 0.5, county seats (PPLA2) 0.25; and a bare name means the big city (500k+).
 */
const SEAT_BONUS: Readonly<Record<string, number>> = { PPLC: 0.5, PPLA: 0.5, PPLA2: 0.25 };
const BIG_CITY = 500_000;
const BIG_CITY_BONUS = 0.5;
/** Each edit of a misspelling ("Albuquerqe") costs this against ln(population). */
export const EDIT_COST = 2;
/** Found under an alternate spelling ("Sudbury" for Greater Sudbury) rather than the name. */
const ALTERNATE_COST = 0.25;
/**
 * A pair of ends is charged DISTANCE_WEIGHT × ln(km between them), counted from DISTANCE_FLOOR_KM
 * (a gravity model: trips between big places near each other are the likely ones, and an end a few
 * km away is no likelier than one 100 km away).
 */
export const DISTANCE_WEIGHT = 2;
const DISTANCE_FLOOR_KM = 100;
/** …and this for crossing the border when either name has several readings. */
const BORDER_COST = 1;
/** Two readings of one name within this many points of each other: ask which (422). */
export const AMBIGUOUS_GAP = 1;
/** The same, for an end of a pair (the other end already narrows it down). */
export const PAIR_AMBIGUOUS_GAP = 0.5;
/** Readings closer than this are one place (a town and its twin GeoNames entry). */
const SAME_PLACE_KM = 25;
/** Most readings of one name considered (Bridgeport, CA is the 20th Bridgeport by size). */
const MAX_READINGS = 40;

export interface Reading {
  place: GeoPlace;
  score: number;
  /** A nickname, landmark, region or the traveller's location: meant exactly, never ambiguous. */
  fixed?: boolean;
  /**
   * A small town whose name means a place abroad first ("Paris": Paris, France, not Paris, TX):
   * that place's label. Meant only when the sentence names another place nearby (see abroadMention).
   */
  abroad?: string;
}

/** A town this big is what its name means in a North American sentence, whatever is abroad (London, Ontario). */
const HOME_POPULATION = 100_000;
/** A city abroad this many times bigger than its namesake here is what the name means alone. */
const ABROAD_RATIO = 20;

/** Is a town of this many people here overshadowed by the place abroad of the same name? */
function overshadowed(far: Abroad, population: number): boolean {
  if (far.qualified) return true;
  if (population >= HOME_POPULATION) return false;
  return far.population === 0 || far.population >= ABROAD_RATIO * population;
}

function townToGeo(t: Town): GeoPlace {
  return {
    name: t.name,
    region: t.region,
    country: t.country,
    lat: t.lat,
    lng: t.lng,
    population: t.population,
    kind: 'town',
    ...(t.featureCode ? { featureCode: t.featureCode } : {}),
  };
}

const catalogueNear = new Map<Town, boolean>();
function hasCatalogueNear(t: Town): boolean {
  let near = catalogueNear.get(t);
  if (near === undefined) {
    near = false;
    for (const place of placeIndex.near(t, 30)) {
      if (haversineKm(t, place) <= 30) {
        near = true;
        break;
      }
    }
    catalogueNear.set(t, near);
  }
  return near;
}

/** Biggest gazetteer town of a region, standing in for the region as a point. */
function regionAnchor(code: RegionCode): GeoPlace {
  let best: Town | undefined;
  for (const t of allTowns()) if (t.region === code && (!best || t.population > best.population)) best = t;
  const name = regionName(code) ?? code;
  const country = countryOfRegion(code)!;
  if (!best) throw new PlannerError('unknown_place', `Gremlin couldn't find "${name}" on the map.`, name);
  return { name, region: code, country, lat: best.lat, lng: best.lng, population: best.population, kind: 'region' };
}
const regionAnchors = new Map<RegionCode, GeoPlace>();
function anchorOf(code: RegionCode): GeoPlace {
  let a = regionAnchors.get(code);
  if (!a) regionAnchors.set(code, (a = regionAnchor(code)));
  return a;
}

interface Qualified {
  town: string;
  region?: RegionCode;
  /** "Williamsburg, Brooklyn": the city named after the comma. */
  parent?: string;
}

/** Splits "Portland, ME" / "Portland Maine" / "Santa Fe New Mexico" / "Williamsburg, Brooklyn". */
/** The state or province a place's text names after it ("portland me", "Santa Fe, NM"), if any. */
function qualifierOf(text: string): RegionCode | undefined {
  return splitQualifier(text).find((q) => q.region && q.town.trim())?.region;
}

function splitQualifier(text: string): Qualified[] {
  const out: Qualified[] = [];
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const region = regionCode(text.slice(comma + 1));
    if (region) return [{ town: text.slice(0, comma), region }];
    // "Williamsburg, Brooklyn"; "Washington, D.C." and similar keep the whole text as a town name
    return [{ town: text.slice(0, comma), parent: text.slice(comma + 1).trim() }, { town: text }, { town: text.slice(0, comma) }];
  }
  out.push({ town: text });
  const words = fold(text).split(' ');
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const region = regionCode(words.slice(-n).join(' '));
    if (region) out.push({ town: words.slice(0, -n).join(' '), region });
  }
  return out;
}

/** Landmark keys by first letter, for misspelt landmarks ("Jaspar"). */
const landmarkKeys = Object.keys(LANDMARKS);
function landmarkFor(name: string, exactOnly = false): { lm: Landmark; edits: number } | undefined {
  const key = fold(name);
  const exact = LANDMARKS[key];
  if (exact) return { lm: exact, edits: 0 };
  if (exactOnly || key.replace(/ /g, '').length < FUZZY_MIN_LETTERS) return undefined;
  let best: { lm: Landmark; edits: number } | undefined;
  for (const k of landmarkKeys) {
    if (k[0] !== key[0]) continue;
    const d = withinEdits(key, k, FUZZY_MAX_EDITS, true);
    if (d <= FUZZY_MAX_EDITS && (!best || d < best.edits)) best = { lm: LANDMARKS[k], edits: d };
  }
  return best;
}

/** The traveller's location, named after the town they are in (10 km), else the nearest of 1,000+ (60 km), else any (150 km). */
function hereReading(text: string): Reading | undefined {
  const at = hereOf(text);
  if (!at) return undefined;
  const { lat, lng } = at;
  const near =
    nearestTowns(at, { limit: 1, maxKm: 10 })[0] ??
    nearestTowns(at, { limit: 1, maxKm: 60, minPopulation: 1000 })[0] ??
    nearestTowns(at, { limit: 1, maxKm: 150 })[0];
  if (!near) {
    throw new PlannerError('unknown_place', 'Gremlin only plans trips in the US and Canada, and your location looks to be outside them: name a town to start from.', 'your location');
  }
  const t = near.town;
  return { place: { name: t.name, region: t.region, country: t.country, lat, lng, population: t.population, kind: 'here' }, score: 100, fixed: true };
}

/** An area named in full ("Bucks County", "the Okanagan") weighs like a town of this many people… */
const AREA_POPULATION = 50_000;
/** …and a county named bare ("Bucks") like one of this many, behind any town of that name. */
const BARE_COUNTY_POPULATION = 3_000;
/** A French sentence means a place in Canada when a name has readings on both sides. */
const FRENCH_CANADA_BONUS = 2;

export interface GeocodeOptions {
  /** 'area': a bare state/province name means the whole region. */
  role?: 'endpoint' | 'area';
  /** Exact names only (no misspellings): how the reader scans a sentence for place names. */
  exact?: boolean;
  /** The sentence is French: readings in Canada first. */
  french?: boolean;
  /**
   * When two readings stay close, take the better one and say so here instead of refusing (no dead
   * ends: the trip is planned, and the traveller is told which reading was taken and how to get the
   * other).
   */
  guess?: Guess;
}

/** Told which reading of an ambiguous name was taken, and the close other one. */
export type Guess = (text: string, chosen: GeoPlace, other: GeoPlace) => void;

/** Every reading of a place name, best first (one per place), each with a score. Throws nothing. */
export function readingsOf(text: string, opts: GeocodeOptions = {}): Reading[] {
  const key = `${opts.role ?? 'endpoint'}|${opts.exact ? 'x' : ''}${opts.french ? 'f' : ''}|${text}`;
  let readings = readingsCache.get(key);
  if (!readings) {
    readings = readNames(text, opts);
    if (readingsCache.size >= READINGS_CACHE_SIZE) readingsCache.delete(readingsCache.keys().next().value!);
    readingsCache.set(key, readings);
  }
  return readings;
}

/** The readings of recent names (trips repeat their towns: Regenerate, the bench, popular ends). */
const readingsCache = new Map<string, Reading[]>();
const READINGS_CACHE_SIZE = 2000;

/**
 * A misspelt reading needs to beat the exact one by EDIT_COST per edit in ln(population): next to
 * an exact namesake this big, no misspelt one can ("Pittsburg" still looks for Pittsburgh).
 */
const FUZZY_SKIP_POPULATION = 150_000;
/** A name two edits from the typed one counts only for a place this big. */
const TWO_EDIT_POPULATION = 50_000;

function readNames(text: string, opts: GeocodeOptions): Reading[] {
  const folded = fold(text);
  if (!folded) return [];
  const here = hereReading(text);
  if (here) return [here];
  const nick = NICKNAMES[folded];
  if (nick) {
    const t = findTowns(nick[0], nick[1])[0];
    if (t) return [{ place: { ...townToGeo(t), name: t.name.replace(/, D\.C\.$/, '') }, score: 100, fixed: true }];
  }
  const out: Reading[] = [];

  // A bare region name: the region itself as an area; as a trip end, its biggest town unless a
  // real town of that exact name is big (Quebec City, Washington DC).
  const asRegion = folded.length > 2 || text.trim() === text.trim().toUpperCase() ? regionCode(folded) : undefined;
  if (asRegion && opts.role === 'area') return [{ place: anchorOf(asRegion), score: 100, fixed: true }];

  for (const { town, region, parent } of splitQualifier(text)) {
    const exact = findTownsFuzzy(town, region, undefined, 0);
    let matches = opts.exact || exact.some((m) => m.town.population >= FUZZY_SKIP_POPULATION) ? exact : findTownsFuzzy(town, region, undefined, undefined, true);
    // a misspelling is one slip, or two in the name of a big place ("Cincinatti"); two slips away
    // from a village is more likely a name we do not know ("Blorpville" is not Bloomville)
    matches = matches.filter((m) => m.edits <= 1 || m.town.population >= TWO_EDIT_POPULATION);
    let near: GeoPlace | undefined;
    if (parent) {
      near = readingsOf(parent)[0]?.place;
      matches = near ? matches.filter((m) => haversineKm(m.town, near!) <= 40) : [];
      if (!matches.length) continue;
    }
    for (const m of matches) {
      const t = m.town;
      let score = Math.log(Math.max(t.population, 300)) + (hasCatalogueNear(t) ? LN_BONUS_NEAR_CATALOGUE : 0);
      if (region || near) score += QUALIFIED_BONUS;
      if (t.featureCode === 'PPLX' && !near) score -= NEIGHBOURHOOD_COST;
      else score += (t.featureCode ? (SEAT_BONUS[t.featureCode] ?? 0) : 0) + (t.population >= BIG_CITY ? BIG_CITY_BONUS : 0);
      score -= m.edits * EDIT_COST + (m.alt ? ALTERNATE_COST : 0);
      out.push({ place: townToGeo(t), score });
    }
    const lm = parent ? undefined : landmarkFor(town, opts.exact);
    if (lm && (!region || lm.lm.region === region)) {
      const { lm: l, edits } = lm;
      out.push({
        place: { name: l.name, region: l.region, country: countryOfRegion(l.region)!, lat: l.lat, lng: l.lng, population: l.population, kind: 'landmark' },
        // a landmark is what people mean by its name: it outranks small namesakes outright
        score: Math.log(l.population) + LN_BONUS_NEAR_CATALOGUE + (region ? QUALIFIED_BONUS : 0) + AMBIGUOUS_GAP - edits * EDIT_COST,
        fixed: edits === 0,
      });
    }
    // counties, regions, parks, neighbourhoods ("Bucks County", "the Okanagan", "Gastown")
    if (!parent) {
      for (const m of findAreas(town)) {
        const a = m.area;
        if (region && !a.regions.includes(region)) continue;
        const pop = m.bare ? BARE_COUNTY_POPULATION : AREA_POPULATION;
        out.push({
          place: { name: a.name, region: a.regions[0], country: countryOfRegion(a.regions[0])!, lat: a.centre.lat, lng: a.centre.lng, population: pop, kind: 'area', area: a },
          score: Math.log(pop) + (m.bare ? 0 : LN_BONUS_NEAR_CATALOGUE) + (region ? QUALIFIED_BONUS : 0),
        });
      }
    }
    if (out.length) break;
  }
  if (opts.french) for (const r of out) if (r.place.country === 'CA') r.score += FRENCH_CANADA_BONUS;
  if (asRegion) {
    const anchor = anchorOf(asRegion);
    const bigTown = out.find((c) => c.place.population >= 400_000 && fold(c.place.name) === folded);
    if (!bigTown) return [{ place: anchor, score: 100, fixed: true }];
  }
  const far = abroadOf(text);
  if (far) for (const r of out) if (r.place.kind === 'town' && overshadowed(far, r.place.population)) r.abroad = far.label;
  if (!out.length) {
    const p = catalogueByName.get(folded) ?? catalogueByStem.get(folded);
    if (p) {
      out.push({
        place: { name: p.name, region: p.region, country: p.country, lat: p.lat, lng: p.lng, population: 1000, kind: 'catalogue', placeId: p.id },
        score: 10,
        fixed: true,
      });
    }
  }
  out.sort((a, b) => b.score - a.score || b.place.population - a.place.population);
  // one reading per place: a town's twin entries and a landmark on top of its town merge
  const distinct: Reading[] = [];
  for (const r of out) {
    const same = distinct.find((d) => samePlace(d.place, r.place));
    // a landmark that is also an area of that name ("Gaspésie", "the Okanagan") is the area: its
    // extent keeps the trip's stops inside it; the landmark's rank stays
    if (same && same.place.kind === 'landmark' && r.place.area && !r.place.area.kind.startsWith('park') && fold(r.place.area.name).startsWith(fold(same.place.name).split(' ')[0])) same.place = r.place;
    // …and so is a town named exactly as the island or region it stands for ("Les Îles-de-la-Madeleine"
    // is the islands' municipality; "Okanagan" the valley)
    else if (same && same.place.kind === 'town' && r.place.area && ['island', 'region', 'valley', 'coast'].includes(r.place.area.kind) && bareName(r.place.area.name) === bareName(same.place.name)) same.place = { ...r.place, population: same.place.population };
    if (!same) distinct.push(r);
    if (distinct.length >= MAX_READINGS) break;
  }
  return distinct;
}

/** Population from which a town's name is a place even when written in lower case ("las vegas"). */
const STRONG_POPULATION = 20_000;

/**
 * Does this span of a sentence name a place? Its best reading's score, and whether the place is
 * strong enough to be meant even when its name is also a word: a nickname, landmark, region or
 * catalogue place, or a town of 20,000+ people. Cached with the readings.
 */
export function lookupPlace(text: string, opts: { fuzzy: boolean; french?: boolean }): { score: number; strong: boolean; area: boolean } | undefined {
  const best = readingsOf(text, { exact: !opts.fuzzy, french: opts.french })[0];
  // a place abroad is a place too, said to be abroad when the trip is read ("a weekend in Mexico City")
  if (!best) return abroadOf(text) ? { score: ABROAD_SCORE, strong: true, area: false } : undefined;
  const strong = !!best.fixed || (best.place.kind !== 'town' && best.place.kind !== 'area') || best.place.population >= STRONG_POPULATION;
  return { score: best.score, strong, area: best.place.kind === 'area' };
}

/**
 * The nearest names the gazetteer knows to one it does not ("Tuskola" → "Tuscola, IL"): towns within
 * three edits (biggest first), then landmarks, as labels. For the message of a sentence with no place.
 */
export function suggestionsFor(text: string, limit = 3): string[] {
  const name = text.trim();
  if (fold(name).replace(/ /g, '').length < 4) return [];
  const out: string[] = [];
  const matches = findTownsFuzzy(name, undefined, undefined, 3)
    .filter((m) => m.edits > 0 || m.town.population >= 1000)
    .sort((a, b) => a.edits - b.edits || b.town.population - a.town.population);
  for (const m of matches) {
    const label = `${m.town.name}, ${m.town.region}`;
    if (!out.includes(label)) out.push(label);
    if (out.length >= limit) break;
  }
  return out;
}

/** A name without its leading article, folded ("Les Îles-de-la-Madeleine" → "iles de la madeleine"). */
const bareName = (s: string) => fold(s).replace(/^(the|les|le|la|l) /, '');

function samePlace(a: GeoPlace, b: GeoPlace): boolean {
  // two areas are one place only when they are the same area; an area and a town in it are one
  if (a.area && b.area) return a.area === b.area || (inArea(a.area, b.area.centre) && inArea(b.area, a.area.centre));
  // a town inside a small area named after it is that area (Banff in Banff National Park)
  const area = a.area ?? b.area;
  const other = a.area ? b : a;
  if (area && (area.radiusKm <= 60 || other.kind === 'landmark') && inArea(area, other, 5) && fold(area.name).startsWith(fold(other.name).replace(/^the /, '').split(' ')[0])) return true;
  return haversineKm(a, b) < SAME_PLACE_KM;
}

/** "Kingston, ON" (a region reads as its name). */
export function placeLabel(p: GeoPlace): string {
  return p.kind === 'region' ? p.name : `${p.name}, ${p.region}`;
}

function toReading(p: GeoPlace): PlaceReading {
  return { name: p.name, region: p.region, country: p.country, lat: p.lat, lng: p.lng, label: placeLabel(p) };
}

function ambiguous(text: string, a: GeoPlace, b: GeoPlace): PlannerError {
  const name = text.trim();
  const [la, lb] = [placeLabel(a), placeLabel(b)];
  return new PlannerError(
    'ambiguous_place',
    `Did you mean ${la} or ${lb}? Gremlin knows more than one "${name}": add the state or province (e.g. "${la}").`,
    name,
    { readings: [toReading(a), toReading(b)] },
  );
}

/** The runner-up that is really another place, and how far behind the best it is. */
function runnerUp(readings: readonly Reading[]): Reading | undefined {
  const best = readings[0];
  if (!best || best.fixed) return undefined;
  return readings.find((r) => r !== best && !samePlace(r.place, best.place) && placeLabel(r.place) !== placeLabel(best.place));
}

/**
 * Every reading of a place name, best first, each with a score (higher is better). An empty list
 * means unknown; when the best two readings stay close it throws PlannerError('ambiguous_place')
 * naming both.
 */
export function geocodeCandidates(text: string, opts: GeocodeOptions = {}): { place: GeoPlace; score: number }[] {
  const readings = readingsOf(text, opts);
  const second = runnerUp(readings);
  if (second && readings[0].score - second.score < AMBIGUOUS_GAP) {
    if (!opts.guess) throw ambiguous(text, readings[0].place, second.place);
    opts.guess(text, readings[0].place, second.place);
  }
  return readings.map(({ place, score }) => ({ place, score }));
}

function unknown(text: string): PlannerError {
  const name = text.trim();
  const far = abroadOf(name);
  if (far) return abroadError(name, far.label);
  return new PlannerError('unknown_place', `Gremlin couldn't find "${name}" in the US or Canada.`, name);
}

/** The place abroad a name means (gazetteer/abroad.ts), a town's name before a country abroad included. */
const abroadOf = (name: string) => abroadName(name, (key) => findTowns(key).length > 0);

/** The score of a place abroad as a span of the sentence: about a town of 100,000's. */
const ABROAD_SCORE = Math.log(100_000);

/**
 * The refusal of a place abroad, naming where it is and how to mean a namesake here ("For Paris,
 * TX, add the state."). Suggestions: the namesakes, biggest first.
 */
export function abroadError(name: string, label: string): PlannerError {
  const here = findTowns(name)
    .sort((a, b) => b.population - a.population)
    .slice(0, 3)
    .map((t) => `${t.name}, ${t.region}`);
  const where = fold(label) === fold(name) ? `"${label}" is` : `"${name}" reads as ${label}, which is`;
  const hint = here.length ? ` For ${here.slice(0, 2).join(' or ')}, add the ${here.some((h) => /, (AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/.test(h)) ? 'state or province' : 'state'}.` : ' Name a town in the US or Canada.';
  return new PlannerError('unknown_place', `Gremlin plans road trips in the US and Canada; ${where} outside them.${hint}`, name, here.length ? { suggestions: here } : undefined);
}

/** How near another place of the sentence a namesake of a place abroad must lie to be the one meant ("Moscow to Boise"). */
export const ABROAD_ANCHOR_KM = 600;

/**
 * The first place of a sentence that means a place abroad, with its label: a name we only know
 * abroad ("Mexico City"), or a small namesake of a big place abroad ("Paris") that no other place
 * of the sentence puts here ("Dallas to Paris" is Texas; "Paris to Rome" is Europe).
 */
export function abroadMention(texts: readonly string[], french = false): { text: string; label: string } | undefined {
  const all = texts.map((t) => readingsOf(t, { french }));
  for (let i = 0; i < texts.length; i++) {
    const r = all[i][0];
    if (!r) {
      const far = abroadOf(texts[i]);
      if (far) return { text: texts[i], label: far.label };
      continue;
    }
    if (!r.abroad) continue;
    // any namesake here near the best reading of another place ("Rome to Syracuse": Rome, NY)
    const anchored = all.some((o, j) => j !== i && o[0] && !o[0].abroad && all[i].some((n) => haversineKm(o[0].place, n.place) <= ABROAD_ANCHOR_KM));
    if (!anchored) return { text: texts[i], label: r.abroad };
  }
  return undefined;
}

/** The best reading of one place name; throws PlannerError('unknown_place' | 'ambiguous_place'). */
export function geocode(text: string, opts: GeocodeOptions = {}): GeoPlace {
  const best = geocodeCandidates(text, opts)[0];
  if (!best) throw unknown(text);
  return best.place;
}

/**
 * The two ends of an A→B trip, read together: among the readings of each, the pair that scores
 * best once the distance between them (see DISTANCE_WEIGHT) and, for an ambiguous name, crossing the border) is charged
 * ("Portland to Boston" → Portland, ME; "Sudbury to Sault Ste. Marie" → Ontario). When another
 * reading of one end comes within PAIR_AMBIGUOUS_GAP, throws 'ambiguous_place' naming both.
 */
/**
 * What else the sentence names, to read its two ends by: a named road's towns ("along the Oregon
 * coast from Astoria to Brookings": the Astoria and the Brookings on US-101) and the states or
 * provinces it names ("covered bridges in Vermont from Brattleboro…").
 */
export interface PairContext {
  roadTowns?: readonly LatLng[];
  regions?: readonly RegionCode[];
}

/** Added to a town read for an end that lies on the named road or in a named state (per end). */
const CONTEXT_BONUS = 3;
/**
 * A reading this near one of the named road's towns lies on it or by it (Shenandoah, Virginia, is
 * 50 km from the Blue Ridge Parkway's first town; namesakes lie hundreds of kilometres apart).
 */
const CONTEXT_ROAD_KM = 75;

function contextBonus(p: GeoPlace, ctx: PairContext | undefined): number {
  // it tells namesake towns apart, not a town from the park or county it names
  if (!ctx || p.kind !== 'town') return 0;
  if (ctx.regions?.includes(p.region)) return CONTEXT_BONUS;
  if (ctx.roadTowns?.some((t) => haversineKm(t, p) <= CONTEXT_ROAD_KM)) return CONTEXT_BONUS;
  return 0;
}

export function geocodePair(from: string, to: string, opts: { french?: boolean; guess?: Guess; context?: PairContext } = {}): [GeoPlace, GeoPlace] {
  const a = readingsOf(from, { french: opts.french });
  if (!a.length) throw unknown(from);
  const b = readingsOf(to, { french: opts.french });
  if (!b.length) throw unknown(to);
  const several = a.length > 1 || b.length > 1;
  const pairs: { x: Reading; y: Reading; s: number }[] = [];
  // each reading's bonus once, not once per pair; an end the traveller gave its state leaves the
  // other, given none, in that state when it can be ("portland me up to camden": Camden, Maine)
  const qa = qualifierOf(from);
  const qb = qualifierOf(to);
  const sameState = (p: GeoPlace, q: RegionCode | undefined) => (q && p.kind === 'town' && p.region === q ? CONTEXT_BONUS : 0);
  const bonusA = a.map((x) => (several ? contextBonus(x.place, opts.context) + (qb && !qa ? sameState(x.place, qb) : 0) : 0));
  const bonusB = b.map((y) => (several ? contextBonus(y.place, opts.context) + (qa && !qb ? sameState(y.place, qa) : 0) : 0));
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      const border = several && x.place.country !== y.place.country ? BORDER_COST : 0;
      const km = Math.max(DISTANCE_FLOOR_KM, haversineKm(x.place, y.place));
      pairs.push({ x, y, s: x.score + y.score + bonusA[i] + bonusB[j] - DISTANCE_WEIGHT * Math.log(km / DISTANCE_FLOOR_KM) - border });
    });
  });
  pairs.sort((p, q) => q.s - p.s);
  const best = pairs[0];
  const other = (pick: (p: (typeof pairs)[number]) => Reading) =>
    pairs.find((p) => !samePlace(pick(p).place, pick(best).place) && placeLabel(pick(p).place) !== placeLabel(pick(best).place));
  for (const [text, pick] of [[from, (p: (typeof pairs)[number]) => p.x], [to, (p: (typeof pairs)[number]) => p.y]] as const) {
    if (pick(best).fixed) continue;
    const alt = other(pick);
    if (alt && best.s - alt.s < PAIR_AMBIGUOUS_GAP) {
      if (!opts.guess) throw ambiguous(text, pick(best).place, pick(alt).place);
      opts.guess(text, pick(best).place, pick(alt).place);
    }
  }
  return [best.x.place, best.y.place];
}
