/**
 * Checks every entry of the catalogue of unusual places and quirky lodgings:
 * schema validity and coordinates near the named town for the WHOLE catalogue (curated and
 * imported tiers); counts, name uniqueness, spacing, region coverage, density along the famous
 * road corridors and theme coverage for the hand-written (curated) files. The imported tier's own
 * coverage rules are in catalogue-coverage.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LodgingSchema, PlaceSchema, PRICE_RANGES, THEMES, type Lodging, type Place } from '../src/catalogue/schema.js';
import { readImportedRows } from '../src/catalogue/index.js';
import {
  CA_PROVINCE_CODES,
  CA_TERRITORY_CODES,
  US_REGION_CODES,
  distanceToPolylineKm,
  findTowns,
  haversineKm,
  type LatLng,
} from '../src/gazetteer/index.js';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '../src/catalogue/data');
const files = readdirSync(dataDir).filter((f) => f.endsWith('.json')).sort();
const raw = (prefix: string) =>
  files
    .filter((f) => f.startsWith(prefix))
    .flatMap((f) => (JSON.parse(readFileSync(join(dataDir, f), 'utf8')) as unknown[]).map((row) => ({ file: f, row })));

const rawPlaces = raw('places-');
const rawLodgings = raw('lodgings');
const rawImported = readImportedRows().map((row) => ({ file: 'imported.json.gz', row }));
const places: Place[] = rawPlaces.flatMap(({ row }) => {
  const r = PlaceSchema.safeParse(row);
  return r.success ? [r.data] : [];
});
const importedPlaces: Place[] = rawImported.flatMap(({ row }) => {
  const r = PlaceSchema.safeParse(row);
  return r.success ? [r.data] : [];
});
const lodgings: Lodging[] = rawLodgings.flatMap(({ row }) => {
  const r = LodgingSchema.safeParse(row);
  return r.success ? [r.data] : [];
});

const MAX_TOWN_KM = 40;
const MIN_SPACING_M = 50;
const CORRIDOR_KM = 50;

function parseErrors(rows: { file: string; row: unknown }[], schema: typeof PlaceSchema | typeof LodgingSchema) {
  return rows.flatMap(({ file, row }) => {
    const r = schema.safeParse(row);
    if (r.success) return [];
    const id = (row as { id?: string })?.id ?? '?';
    return [`${file} ${id}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
  });
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

/** findTowns per distinct (town, region, country): ~8k look-ups for ~48k places keep this fast. */
const townCache = new Map<string, ReturnType<typeof findTowns>>();
/** The town of this name in the region nearest the entry: names repeat inside a state (two Waimeas in Hawaii). */
function cachedTown(e: Place | Lodging) {
  const key = `${e.town}|${e.region}|${e.country}`;
  if (!townCache.has(key)) townCache.set(key, findTowns(e.town, e.region, e.country));
  const towns = townCache.get(key) ?? [];
  return towns.reduce<(typeof towns)[number] | undefined>((best, t) => (!best || haversineKm(e, t) < haversineKm(e, best) ? t : best), undefined);
}

function farFromTown(entries: readonly (Place | Lodging)[]): string[] {
  return entries.flatMap((e) => {
    const town = cachedTown(e);
    if (!town) return [`${e.id}: town "${e.town}, ${e.region}" is not in the gazetteer`];
    const km = haversineKm(e, town);
    return km > MAX_TOWN_KM ? [`${e.id}: ${km.toFixed(1)} km from ${town.name}, ${town.region}`] : [];
  });
}

/** Corridors as polylines of real waypoints (towns on the road). */
const P = (lat: number, lng: number): LatLng => ({ lat, lng });
const CORRIDORS: Record<string, { lines: LatLng[][]; min: number }> = {
  'Route 66 (Chicago–Santa Monica)': {
    min: 40,
    lines: [[
      P(41.8781, -87.6298), P(41.525, -88.0817), P(40.8809, -88.6298), P(40.4842, -88.9937), P(39.7817, -89.6501),
      P(39.1753, -89.6543), P(38.627, -90.1994), P(37.9514, -91.7713), P(37.209, -93.2923), P(37.0842, -94.5133),
      P(36.154, -95.9928), P(35.4676, -97.5164), P(35.5156, -98.9673), P(35.222, -101.8313), P(35.1717, -103.725),
      P(34.9387, -104.6825), P(35.0844, -106.6504), P(35.5281, -108.7426), P(34.9022, -110.1582), P(35.1983, -111.6513),
      P(35.2495, -112.191), P(35.325, -112.874), P(35.5292, -113.4253), P(35.1894, -114.053), P(35.0264, -114.383),
      P(34.848, -114.6141), P(34.558, -115.744), P(34.8958, -117.0173), P(34.1083, -117.2898), P(34.1478, -118.1445),
      P(34.0195, -118.4912),
    ]],
  },
  'US-50 (Ocean City MD–Sacramento)': {
    min: 20,
    lines: [[
      P(38.3365, -75.0849), P(38.3607, -75.5994), P(38.9784, -76.4922), P(38.9072, -77.0369), P(39.1857, -78.1633),
      P(39.3418, -78.7567), P(39.2807, -80.3445), P(39.2667, -81.5615), P(39.3292, -82.1013), P(39.3331, -82.9824),
      P(39.1031, -84.512), P(38.6773, -87.5286), P(38.6269, -88.9456), P(38.627, -90.1994), P(38.5767, -92.1735),
      P(38.7045, -93.2283), P(39.0997, -94.5786), P(38.4039, -96.1817), P(38.0608, -97.9298), P(37.7528, -100.0171),
      P(37.9717, -100.8727), P(38.0872, -102.6208), P(37.985, -103.5438), P(38.2544, -104.6091), P(38.441, -105.2424),
      P(38.5347, -105.9989), P(38.5458, -106.9253), P(38.4783, -107.8762), P(38.7422, -108.0689), P(39.0639, -108.5506),
      P(38.9953, -110.1626), P(38.9578, -111.8599), P(39.3522, -112.5772), P(39.2474, -114.8886), P(39.5127, -115.961),
      P(39.4932, -117.0679), P(39.4735, -118.7774), P(39.1638, -119.7674), P(38.9399, -119.9772), P(38.7296, -120.7985),
      P(38.5816, -121.4944),
    ]],
  },
  'I-90 (Boston–Seattle)': {
    min: 25,
    lines: [[
      P(42.3601, -71.0589), P(42.2626, -71.8023), P(42.1015, -72.5898), P(42.6526, -73.7562), P(43.1009, -75.2327),
      P(43.0481, -76.1474), P(43.1566, -77.6088), P(42.8864, -78.8784), P(42.1292, -80.0851), P(41.4993, -81.6944),
      P(41.6528, -83.5379), P(41.6764, -86.252), P(41.8781, -87.6298), P(42.2711, -89.094), P(43.0731, -89.4012),
      P(43.6275, -89.771), P(43.8014, -91.2396), P(43.648, -93.3683), P(43.6199, -95.5964), P(43.5446, -96.7311),
      P(43.7094, -98.0298), P(43.8108, -99.3307), P(43.8886, -100.7121), P(43.9925, -102.2413), P(44.0805, -103.231),
      P(44.4908, -103.8594), P(44.2911, -105.5022), P(44.3483, -106.6989), P(44.7972, -106.9562), P(45.7833, -108.5007),
      P(45.677, -111.0429), P(46.0038, -112.5348), P(46.8721, -113.994), P(47.6777, -116.7805), P(47.6588, -117.426),
      P(47.1301, -119.2781), P(46.9965, -120.5478), P(47.6062, -122.3321),
    ]],
  },
  'Trans-Canada (St. John’s/Halifax–Victoria)': {
    min: 20,
    lines: [
      [
        P(47.5615, -52.7126), P(48.9569, -54.6089), P(48.9328, -55.6646), P(49.1744, -57.4269), P(48.9501, -57.9522),
        P(47.5703, -59.1367),
      ],
      [
        P(46.2049, -60.252), P(46.1, -60.75), P(45.6167, -61.35), P(45.6169, -61.9986), P(45.587, -62.6457),
        P(45.3655, -63.286), P(45.8337, -64.1976), P(46.0878, -64.7782), P(45.9636, -66.6431), P(46.1525, -67.6014),
        P(47.05, -67.74), P(47.373, -68.3251), P(47.8333, -69.5333), P(46.8139, -71.208), P(45.5017, -73.5673),
        P(45.4215, -75.6972), P(45.8266, -77.1105), P(46.3091, -79.4608), P(46.4917, -80.993), P(46.5219, -84.3461),
        P(47.9929, -84.7734), P(48.5933, -85.2772), P(48.7225, -86.3794), P(49.0124, -88.2614), P(48.3809, -89.2477),
        P(49.767, -94.4894), P(49.8951, -97.1384), P(49.8485, -99.9501), P(50.4452, -104.6189), P(50.3934, -105.5519),
        P(50.2881, -107.7939), P(50.0405, -110.6764), P(51.0447, -114.0719), P(51.1784, -115.5708), P(51.2961, -116.9631),
        P(50.9981, -118.1957), P(50.6745, -120.3273), P(49.3858, -121.4416), P(49.2827, -123.1207),
      ],
      [P(48.4284, -123.3656), P(48.7787, -123.7079), P(49.1659, -123.9401)],
      [P(44.6488, -63.5752), P(45.3655, -63.286)],
    ],
  },
  'Pacific Coast Highway (Seattle–San Diego, US-101/CA-1)': {
    min: 25,
    lines: [[
      P(47.6062, -122.3321), P(47.0379, -122.9007), P(46.9754, -123.8157), P(46.3523, -124.0543), P(46.1879, -123.8313),
      P(45.8918, -123.9615), P(45.4562, -123.844), P(44.9582, -124.0179), P(44.6368, -124.0535), P(43.9826, -124.0998),
      P(43.3665, -124.2179), P(42.7454, -124.4973), P(42.0526, -124.284), P(41.7558, -124.2026), P(40.8021, -124.1637),
      P(40.0999, -123.7945), P(39.8655, -123.7139), P(39.4457, -123.8053), P(39.3077, -123.7995), P(38.3332, -123.0481),
      P(37.7749, -122.4194), P(36.9741, -122.0308), P(36.6002, -121.8947), P(36.2704, -121.8081), P(35.5641, -121.0807),
      P(35.2828, -120.6596), P(34.4208, -119.6982), P(34.2746, -119.229), P(34.0195, -118.4912), P(33.7701, -118.1937),
      P(32.7157, -117.1611),
    ]],
  },
  'Blue Ridge Parkway (Waynesboro–Cherokee)': {
    min: 10,
    lines: [[
      P(38.0329, -78.8589), P(37.9686, -78.8964), P(37.5742, -79.3919), P(37.4458, -79.6091), P(37.25, -79.933),
      P(36.8186, -80.3467), P(36.7508, -80.4056), P(36.669, -80.6953), P(36.5739, -80.9785), P(36.425, -81.166),
      P(36.1351, -81.6779), P(36.0887, -81.8139), P(35.8493, -82.0935), P(35.7647, -82.2652), P(35.5951, -82.5515),
      P(35.404, -82.7543), P(35.305, -82.8995), P(35.4639, -83.14), P(35.474, -83.3149),
    ]],
  },
};

function corridorCounts(list: readonly LatLng[] = places) {
  return Object.fromEntries(
    Object.entries(CORRIDORS).map(([name, c]) => [
      name,
      list.filter((p) => Math.min(...c.lines.map((l) => distanceToPolylineKm(p, l))) <= CORRIDOR_KM).length,
    ]),
  );
}

describe('catalogue data files', () => {
  it('every place parses against PlaceSchema', () => {
    expect(parseErrors(rawPlaces, PlaceSchema)).toEqual([]);
  });

  it('every imported place parses against PlaceSchema, as tier imported with its source, id and licence', () => {
    expect(rawImported.length).toBeGreaterThan(0);
    expect(parseErrors(rawImported, PlaceSchema).slice(0, 20)).toEqual([]);
    expect(importedPlaces.filter((p) => p.tier !== 'imported' || !p.source || !p.sourceId || !p.licence).map((p) => p.id)).toEqual([]);
    expect(places.filter((p) => p.tier !== 'curated').map((p) => p.id)).toEqual([]);
  });

  it('every lodging parses against LodgingSchema', () => {
    expect(parseErrors(rawLodgings, LodgingSchema)).toEqual([]);
  });

  it('the catalogue module loads the same entries', async () => {
    const mod = await import('../src/catalogue/index.js');
    expect(mod.places.length).toBe(rawPlaces.length + rawImported.length);
    expect(mod.lodgings.length).toBe(rawLodgings.length);
    const first = mod.places[0];
    expect(mod.placeById(first.id)).toEqual(first);
    expect(mod.placeById('no-such-place')).toBeUndefined();
  });

  it('has at least 800 places and 60 lodgings', () => {
    expect(places.length).toBeGreaterThanOrEqual(800);
    expect(lodgings.length).toBeGreaterThanOrEqual(60);
  });
});

describe('uniqueness', () => {
  it('ids are unique across places (both tiers) and lodgings', () => {
    expect(duplicates([...places, ...importedPlaces, ...lodgings].map((e) => e.id))).toEqual([]);
  });

  it('source ids are unique across imported places', () => {
    expect(duplicates(importedPlaces.map((p) => `${p.source}:${p.sourceId}`))).toEqual([]);
  });

  // imported names repeat by nature ("Hot Springs", "Grange Hall"): only the curated tier is unique
  it('curated place names are unique (case-insensitive)', () => {
    expect(duplicates(places.map((p) => p.name.toLowerCase()))).toEqual([]);
  });

  it('lodging names are unique (case-insensitive)', () => {
    expect(duplicates(lodgings.map((l) => l.name.toLowerCase()))).toEqual([]);
  });

  it(`no two curated places lie within ${MIN_SPACING_M} m of each other`, () => {
    const sorted = [...places].sort((a, b) => a.lat - b.lat);
    const close: string[] = [];
    const dLat = MIN_SPACING_M / 111_000;
    for (let i = 0; i < sorted.length; i++) {
      for (let j = i + 1; j < sorted.length && sorted[j].lat - sorted[i].lat <= dLat; j++) {
        const m = haversineKm(sorted[i], sorted[j]) * 1000;
        if (m < MIN_SPACING_M) close.push(`${sorted[i].id} ↔ ${sorted[j].id} (${m.toFixed(0)} m)`);
      }
    }
    expect(close).toEqual([]);
  });
});

describe('coordinates', () => {
  it(`every place of both tiers is within ${MAX_TOWN_KM} km of its named town`, () => {
    const bad = farFromTown([...places, ...importedPlaces]);
    expect(bad, `${bad.length} places too far from their town:\n${bad.join('\n')}`).toEqual([]);
  });

  it(`every lodging is within ${MAX_TOWN_KM} km of its named town`, () => {
    const bad = farFromTown(lodgings);
    expect(bad, `${bad.length} lodgings too far from their town:\n${bad.join('\n')}`).toEqual([]);
  });
});

describe('coverage', () => {
  const regions = new Set(places.map((p) => p.region));

  it('every US state and DC has at least one place', () => {
    expect(US_REGION_CODES.filter((r) => !regions.has(r))).toEqual([]);
  });

  it('every Canadian province has at least one place', () => {
    expect(CA_PROVINCE_CODES.filter((r) => !regions.has(r))).toEqual([]);
  });

  it('at least two Canadian territories have places', () => {
    expect(CA_TERRITORY_CODES.filter((r) => regions.has(r)).length).toBeGreaterThanOrEqual(2);
  });

  it('every theme has at least 15 places', () => {
    const thin = THEMES.map((t) => [t, places.filter((p) => p.themes.includes(t)).length] as const).filter(([, n]) => n < 15);
    expect(thin).toEqual([]);
  });

  for (const [name, corridor] of Object.entries(CORRIDORS)) {
    it(`${name} has at least ${corridor.min} places within ${CORRIDOR_KM} km`, () => {
      const count = corridorCounts()[name];
      expect(count).toBeGreaterThanOrEqual(corridor.min);
    });
  }
});

describe('lodgings', () => {
  it('every price range is represented', () => {
    const ranges = new Set(lodgings.map((l) => l.priceRange));
    expect(PRICE_RANGES.filter((r) => !ranges.has(r))).toEqual([]);
  });

  it('every lodging lists amenities and a plausible price for its range', () => {
    const bad = lodgings.filter(
      (l) =>
        l.amenities.length === 0 ||
        l.amenities.some((a) => !a.trim()) ||
        (l.priceRange === 'budget' && l.estimatedPrice > 150) ||
        (l.priceRange === 'high' && l.estimatedPrice < 150),
    );
    expect(bad.map((l) => `${l.id} ${l.priceRange} ${l.estimatedPrice}`)).toEqual([]);
  });
});
