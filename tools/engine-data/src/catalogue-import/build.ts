/**
 * The catalogue import pipeline, pure: source records + curated places + gazetteer towns in,
 * imported places + curated source-id mapping + statistics out. Deterministic: every choice is
 * ordered by (source priority, source id), never by input order or hash-map iteration.
 *
 * Steps, each counted in the statistics:
 *  1. kind → facts (kinds.ts); unknown kinds are bad rows, ordinary springs and US territories
 *     (outside the catalogue's regions) are dropped, and so is every row that names an
 *     organisation rather than a place a traveller can visit (visitable.ts);
 *  2. the same source id twice (IMLS has 5 repeated MIDs; GNIS features are in two files) → one;
 *  3. stacked geocodes: at most STACK_LIMIT organisations at one exact coordinate (IMLS geocodes
 *     PO boxes and shared addresses: one point in Oklahoma holds 70 records);
 *  4. a town from the gazetteer within 40 km, in the same region (the catalogue test's rule): the
 *     nearest one, or the source's locality when that is about as near (never a mailing city 30 km off);
 *  5. a curated place within 150 m with a similar name (or within 1 km with a nearly identical
 *     one) absorbs the record (its id is kept in the curated-source-ids mapping); then imported
 *     twins merge into the higher-priority one. A listed ghost town (Wikipedia's state lists) is
 *     looked for farther, as lists place a town to a few km: a curated ghost town of the same name
 *     within 5 km absorbs it, and it absorbs a GNIS "Site of X" of the same name within 5 km.
 */
import { createHash } from 'node:crypto';
import KDBush from 'kdbush';
import type { Place, Theme } from '@roadgremlin/engine/catalogue/schema';
import { REGION_CODES } from '@roadgremlin/engine/catalogue/schema';
import { CA_REGIONS, US_STATES, type RegionCode } from '@roadgremlin/engine/gazetteer';
import { haversineKm } from '@roadgremlin/engine/geo';
import type { Town } from '@roadgremlin/engine/gazetteer';
import { kindFacts, NOT_A_STOP, visitMinutesOf } from './kinds.js';
import { cleanName, nameSimilarity, nameTokens, repairNpsName, sameTownName, slug } from './names.js';
import { GHOST_TOWN_LISTS, LEAD_ONLY_SOURCES, type BadRow, type SourceRecord } from './sources.js';
import { visitability } from './visitable.js';

export const MAX_TOWN_KM = 40;
/** Margin under the 40 km rule so 5-decimal rounding can never tip a place over it. */
const TOWN_KM = MAX_TOWN_KM - 0.5;
export const MERGE_M = 150;
/** A source's locality names the stop when its town point is this close (a city's centre to its edge)… */
const LOCALITY_KM = 8;
/** …or no more than this farther than the nearest town. */
const LOCALITY_SLACK_KM = 3;
/** NOAA rows at ≤ 2 decimals are ~1 km off: twins of those may lie this far apart. */
const COARSE_MERGE_M = 1000;
export const MIN_SIMILARITY = 0.5;
/**
 * Curated places are placed by hand at the site, imported ones at an address geocode, so the same
 * museum is often 150 m–1 km apart in the two ("Space Center Houston", "Corning Museum of Glass"):
 * a curated place also absorbs a record within 1 km whose name is nearly the same (Dice ≥ 0.8).
 */
const CURATED_NEAR_M = 1000;
const CURATED_STRONG_SIMILARITY = 0.8;
/** At most this many records at one identical coordinate (documented in the README). */
export const STACK_LIMIT = 3;

/**
 * Which record wins a merge between two imported twins (lower first). A listed ghost town wins over
 * GNIS's "Site of X": someone listed it as a ghost town, where GNIS only says a name is gone.
 */
export const SOURCE_PRIORITY: Record<string, number> = {
  nps_shared_heritage: 0,
  imls_mudf_2014q3: 1,
  statcan_odcaf_v1: 2,
  [GHOST_TOWN_LISTS]: 3,
  usgs_gnis_curious: 4,
  usgs_gnis_domesticnames_partial: 5,
  noaa_ncei_thermal_springs: 6,
  openstreetmap: 7,
};

/**
 * Wikipedia's lists place a town to a few km (the town's centre, a post office, a mine), GNIS and our
 * curated entries at the site: records of one town are looked for this far apart (sameTownName).
 */
const GHOST_TOWN_MERGE_KM = 5;

/**
 * The IMLS class "historical society or preservation" names both societies and the houses, forts
 * and museums they run; only those whose name says which place they are get this far
 * (visitable.ts). "Dakota County Historical Society Museum" is a history museum, "Fort Buford State
 * Historic Site" a historic site.
 */
function siteOfSociety(rec: SourceRecord): string {
  const HSC = 'historic_site:historical_society_or_preservation';
  if (!rec.kind.endsWith(HSC)) return rec.kind;
  return rec.kind.slice(0, -HSC.length) + (/\bmuse(um|e)s?\b/i.test(rec.name) ? 'museum:history' : 'historic_site');
}

export interface ImportedPlace extends Place {
  tier: 'imported';
  source: string;
  sourceId: string;
  licence: string;
}

export interface SourceStats {
  read: number;
  bad: number;
  imported: number;
  merged: number;
  dropped: Record<string, number>;
}

export interface BuildResult {
  places: ImportedPlace[];
  /** Curated place id → source ids of the imported twins it absorbed (sorted). */
  curatedSourceIds: Record<string, string[]>;
  stats: Record<string, SourceStats>;
  /** Themes each region has in the mapped source rows before towns and merges (for the coverage test). */
  sourceThemesByRegion: Record<string, Theme[]>;
  dropsNoTown: { source: string; sourceId: string; name: string; region?: string; nearestKm?: number }[];
}

interface Candidate {
  rec: SourceRecord;
  /** The kind after siteOfSociety(). */
  kind: string;
  name: string;
  tokens: Set<string>;
  themes: Theme[];
  oddness: number;
  visitMinutes: number;
  noun: string;
  lat: number;
  lng: number;
  region?: RegionCode;
  town?: string;
  townFromLocality?: boolean;
  extraIds: string[];
  /** The source's status class in our words (kinds.ts), for the description. */
  status?: string;
  /** A listed ghost town within 5 km of a living town of 1,000+: a former town, not a ghost town to drive to. */
  swallowed?: boolean;
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

function regionName(code: string): string {
  return (US_STATES as Record<string, string>)[code] ?? (CA_REGIONS as Record<string, string>)[code] ?? code;
}

/** "Elko County, Nevada", "Orleans Parish, Louisiana", "the city of Norfolk, Virginia". */
function countyPhrase(county: string, region: string): string {
  const state = regionName(region);
  if (region === 'DC') return 'Washington, D.C.';
  const city = /^(.*) \(city\)$/.exec(county);
  if (city) return `the city of ${city[1]}, ${state}`;
  if (/\b(County|Parish|Borough|Census Area|Municipality|Municipio|District|Island)$/.test(county)) return `${county}, ${state}`;
  return `${county} ${region === 'LA' ? 'Parish' : 'County'}, ${state}`;
}

const NPS_TITLES: Record<string, string> = {
  'raliegh-north-carolina': 'Raleigh, North Carolina',
  'route-66': 'Route 66',
  'civil-war-cemeteries': 'Civil War Era National Cemeteries',
  'el-camino-real-de-tierra-adentro': 'El Camino Real de Tierra Adentro',
  'bor-historic-dams-water-projects': 'Historic Dams and Water Projects',
  'washington-dc': 'Washington, DC',
  'puerto-rico-virgin-islands': 'Puerto Rico and the Virgin Islands',
  'lewis-clark-expedition': 'Lewis and Clark Expedition',
  'coastal-georgia-florida': 'Coastal Georgia and Florida',
};
export function itineraryTitle(slugName: string): string {
  return (
    NPS_TITLES[slugName] ??
    slugName
      .split('-')
      .map((w) => (['and', 'of', 'de', 'la'].includes(w) ? w : w[0].toUpperCase() + w.slice(1)))
      .join(' ')
  );
}

/** A short factual sentence from the facts; never the source's prose. */
export function describe(c: Candidate): string {
  const region = c.region!;
  const state = region === 'DC' ? 'D.C.' : regionName(region);
  const at = c.rec.county ? `in ${countyPhrase(c.rec.county, region)}` : `${c.townFromLocality ? 'in' : 'near'} ${c.town}, ${state}`;
  const kind = c.kind.split('|').pop();
  let text: string;
  if (kind === 'populated_place:historical') text = `${c.noun} ${at}; little or nothing may remain.`;
  else if (c.rec.source === GHOST_TOWN_LISTS && c.swallowed)
    text = `Former town ${at}, on Wikipedia's list of the state's ghost towns; today inside or beside a living town.`;
  else if (c.rec.source === GHOST_TOWN_LISTS) text = `${c.noun} ${at}, on Wikipedia's list of the state's ghost towns${c.status ? `; ${c.status}` : ''}.`;
  else if (kind === 'historic_site:historical_society_or_preservation')
    text = `${c.noun} ${at}; it may be an office or archive with limited opening hours.`;
  else if (c.rec.source === 'noaa_ncei_thermal_springs')
    text = `${c.noun} ${at}, on NOAA's 1980 list of US thermal springs; it may be on private land or closed to visitors.`;
  else if (c.rec.itinerary) text = `${c.noun} ${at}, a stop on the National Park Service's "${itineraryTitle(c.rec.itinerary)}" travel itinerary.`;
  else if (c.rec.source === 'openstreetmap') text = `${c.noun} ${at}, mapped on OpenStreetMap.`;
  else text = `${c.noun} ${at}.`;
  return text.length <= 280 ? text : `${c.noun} ${at}.`.slice(0, 280);
}

function priority(r: SourceRecord): number {
  // a listed ghost town with an article of its own before one without (its twin in the other list)
  return (SOURCE_PRIORITY[r.source] ?? 9) + (r.source === GHOST_TOWN_LISTS && !r.fame ? 0.5 : 0);
}

/** Words that already say what a listed town is: "Fort Belknap", "Camp Hale", "Tubb Town", "Pieplant Mill". */
const SAYS_WHAT_IT_IS = /^(fort|camp|mission|presidio)\b|\b(ghost town|town|fort|camp|station|ranch|mill|mines?|colony|settlement|plaza|retreat)$/i;

/**
 * A listed ghost town's display name: the list's name without a disambiguating ", Texas" /
 * ", Brazoria County, Texas", and "Ghost Town" after it unless the name says what it is, so a stop
 * list does not read like a living town ("Animas Forks Ghost Town"). A former town inside a living
 * one keeps its bare name ("Auraria").
 */
export function ghostTownName(raw: string, swallowed: boolean): string {
  const name = cleanName(raw.split(',')[0]);
  return swallowed || SAYS_WHAT_IT_IS.test(name) ? name : `${name} Ghost Town`;
}
function byPriority(a: Candidate, b: Candidate): number {
  return priority(a.rec) - priority(b.rec) || (a.rec.sourceId < b.rec.sourceId ? -1 : a.rec.sourceId > b.rec.sourceId ? 1 : 0) || a.rec.line - b.rec.line;
}

/** GeoNames PPLX, "section of a populated place", when the gazetteer carries feature codes. */
function isSection(t: Town): boolean {
  return (t as Town & { featureCode?: string }).featureCode === 'PPLX';
}

/** A vanished town's site this close to a living town of this size is not a ghost town (see step 4). */
const SWALLOWED_KM = 5;
const SWALLOWED_POPULATION = 1000;
/**
 * A listed ghost town is a stronger signal than a GNIS name: only one that a grown town has swallowed
 * (Denver's Auraria and Highland, El Paso's Smeltertown, Dallas' La Reunion) loses ghost-town — one
 * inside a town's rough extent, √population / 50 km from its centre (Denver 17 km, Durango 3 km,
 * capped at 25 km), for towns of 2,500+. The mining camps a few km from a small living town
 * (Cripple Creek's Independence, Helper's Castle Gate) keep it.
 */
const LISTED_SWALLOWED_POPULATION = 2500;
export const townExtentKm = (population: number) => Math.min(25, Math.sqrt(population) / 50);

/** Nearest-town finder over the gazetteer, honouring the catalogue test's findTown lookup. */
export class TownFinder {
  private readonly index: KDBush;
  constructor(
    private readonly towns: readonly Town[],
    private readonly findTown: (name: string, region: string) => Town | undefined,
    /** How many towns of the region share this name (1 when unknown). */
    private readonly sameNameCount: (name: string, region: string) => number = () => 1,
  ) {
    this.index = new KDBush(towns.length);
    for (const t of towns) this.index.add(t.lng, t.lat);
    this.index.finish();
  }

  /** The name resolves (as the test will resolve it) to a town within 40 km of the point. */
  private resolvesNear(name: string, region: string, p: { lat: number; lng: number }): Town | undefined {
    const t = this.findTown(name, region);
    return t && haversineKm(p, t) <= TOWN_KM ? t : undefined;
  }

  /** "Washington, D.C." → "Washington" when that still finds the same town: the name a traveller uses. */
  private plainName(t: Town): string {
    const short = t.name.split(',')[0].trim();
    return short !== t.name && this.findTown(short, t.region) === t ? short : t.name;
  }

  byLocality(locality: string, region: string, p: { lat: number; lng: number }): Town | undefined {
    const t = this.resolvesNear(locality, region, p);
    if (!t || isSection(t)) return undefined;
    return { ...t, name: this.plainName(t) };
  }

  /** Whether a town of at least `population` people lies within `km` of the point. */
  withinOfTown(p: { lat: number; lng: number }, km: number, population: number): boolean {
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
    return this.index
      .range(p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat)
      .some((i) => this.towns[i].population >= population && haversineKm(p, this.towns[i]) <= km);
  }

  /** Whether the point lies inside a town of at least `population` people (townExtentKm of its centre). */
  insideTown(p: { lat: number; lng: number }, population: number): boolean {
    const km = townExtentKm(Number.MAX_SAFE_INTEGER);
    const dLat = km / 111;
    const dLng = km / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
    return this.index
      .range(p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat)
      .some((i) => this.towns[i].population >= population && haversineKm(p, this.towns[i]) <= townExtentKm(this.towns[i].population));
  }

  /** Nearest town (in `region` when given) whose name resolves within 40 km, and the distance of the nearest of any. */
  nearest(p: { lat: number; lng: number }, region?: string, country?: string): { town?: Town; nearestKm?: number } {
    const dLat = TOWN_KM / 111;
    const dLng = TOWN_KM / (111 * Math.max(0.05, Math.cos((p.lat * Math.PI) / 180)));
    const ids = this.index.range(p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat);
    const cands = ids
      .map((i) => this.towns[i])
      // a neighbourhood (GeoNames PPLX, when the gazetteer says so) is not a town to a traveller
      .filter((t) => (!region || t.region === region) && (!country || t.country === country) && !isSection(t))
      .map((t) => ({ t, km: haversineKm(p, t) }))
      .filter((x) => x.km <= TOWN_KM)
      .sort((a, b) => a.km - b.km || b.t.population - a.t.population || (a.t.name < b.t.name ? -1 : 1));
    // A name shared by two towns of the region ("Springville, NY") is resolved by population, so it
    // breaks as soon as the gazetteer changes; an unambiguous town within 40 km is preferred.
    for (const unambiguousOnly of [true, false]) {
      for (const { t } of cands) {
        const name = this.plainName(t);
        if (unambiguousOnly && this.sameNameCount(name, t.region) > 1) continue;
        if (this.resolvesNear(name, t.region, p)) return { town: { ...t, name }, nearestKm: cands[0].km };
      }
    }
    return { nearestKm: cands[0]?.km };
  }
}

function bump(stats: Record<string, SourceStats>, source: string, reason?: string): SourceStats {
  const s = (stats[source] ??= { read: 0, bad: 0, imported: 0, merged: 0, dropped: {} });
  if (reason) s.dropped[reason] = (s.dropped[reason] ?? 0) + 1;
  return s;
}

/** Grid over accepted points, ~1.1 km cells, for the merge look-ups. */
class PointGrid<T extends { lat: number; lng: number }> {
  private readonly cells = new Map<string, T[]>();
  private key(lat: number, lng: number) {
    return `${Math.floor(lat * 100)}:${Math.floor(lng * 100)}`;
  }
  add(item: T) {
    const k = this.key(item.lat, item.lng);
    const l = this.cells.get(k);
    if (l) l.push(item);
    else this.cells.set(k, [item]);
  }
  /** Items within `m` metres (m ≤ ~1 km, the cell size at mid-latitudes... checked exactly). */
  near(p: { lat: number; lng: number }, m: number): T[] {
    const out: T[] = [];
    const r = Math.ceil((m / 111_000) * 100 / Math.max(0.2, Math.cos((p.lat * Math.PI) / 180)));
    const row = Math.floor(p.lat * 100);
    const col = Math.floor(p.lng * 100);
    for (let dr = -r; dr <= r; dr++) {
      for (let dc = -r; dc <= r; dc++) {
        for (const item of this.cells.get(`${row + dr}:${col + dc}`) ?? []) {
          if (haversineKm(p, item) * 1000 <= m) out.push(item);
        }
      }
    }
    return out;
  }
}

export interface BuildInput {
  records: SourceRecord[];
  bad: BadRow[];
  read: Record<string, number>;
  curated: readonly Place[];
  towns: TownFinder;
}

export function buildCatalogue(input: BuildInput): BuildResult {
  const stats: Record<string, SourceStats> = {};
  const sourceOfFile = new Map<string, string>();
  for (const r of input.records) sourceOfFile.set(r.file, r.source);
  for (const [file, n] of Object.entries(input.read)) bump(stats, sourceOfFile.get(file) ?? file).read += n;
  for (const b of input.bad) bump(stats, sourceOfFile.get(b.file) ?? b.file).bad++;

  const sourceThemes = new Map<string, Set<Theme>>();

  // 1. kind → facts; filters that need only the row
  let cands: Candidate[] = [];
  for (const rec of input.records) {
    const lead = LEAD_ONLY_SOURCES.get(rec.source);
    if (lead) {
      bump(stats, rec.source, lead);
      continue;
    }
    const notAStop = NOT_A_STOP[rec.kind];
    if (notAStop) {
      bump(stats, rec.source, notAStop);
      continue;
    }
    const kind = siteOfSociety(rec);
    const facts = kindFacts(kind, rec.itinerary, rec.fame);
    if (!facts) {
      bump(stats, rec.source, `unknown kind`);
      continue;
    }
    if (rec.region && !(REGION_CODES as readonly string[]).includes(rec.region)) {
      bump(stats, rec.source, 'US territory (outside the catalogue regions)');
      continue;
    }
    if (rec.kind === 'spring') {
      // 8,175 ordinary named springs, "most of them unremarkable" (sources README): not a stop
      bump(stats, rec.source, 'ordinary spring (not a destination)');
      continue;
    }
    const visit = visitability(rec);
    if (!visit.visitable) {
      bump(stats, rec.source, `not a place to visit: ${visit.reason}`);
      continue;
    }
    const ghostList = rec.source === GHOST_TOWN_LISTS;
    // A vanished town's site inside today's town (North Las Vegas' "Jungletown", Denver's Auraria) is
    // local history, not a ghost town a traveller drives to: only sites away from living towns keep ghost-town.
    const swallowed = ghostList
      ? input.towns.insideTown(rec, LISTED_SWALLOWED_POPULATION)
      : kind === 'populated_place:historical' && input.towns.withinOfTown(rec, SWALLOWED_KM, SWALLOWED_POPULATION);
    const name = ghostList
      ? ghostTownName(rec.name, swallowed)
      : cleanName(rec.source === 'nps_shared_heritage' ? repairNpsName(rec.name) : rec.name);
    if (name.length < 2) {
      bump(stats, rec.source, 'empty name');
      continue;
    }
    const themes = swallowed ? facts.themes.filter((t) => t !== 'ghost-town') : facts.themes;
    // a listed town a city has grown over is a plaque or a street name now: the least odd, a short stop
    if (ghostList && swallowed) Object.assign(facts, { oddness: 1, visitMinutes: Math.min(facts.visitMinutes, 20) });
    if (rec.region) {
      const set = sourceThemes.get(rec.region) ?? new Set<Theme>();
      for (const t of themes) set.add(t);
      sourceThemes.set(rec.region, set);
    }
    cands.push({
      rec,
      kind,
      name,
      // a listed town is matched by the list's own name, not the "Ghost Town" we add for display
      tokens: nameTokens(ghostList ? rec.name.split(',')[0] : name),
      ...facts,
      ...(ghostList && swallowed ? { swallowed } : {}),
      visitMinutes: visitMinutesOf(name, facts.visitMinutes),
      themes,
      lat: round5(rec.lat),
      lng: round5(rec.lng),
      region: rec.region as RegionCode | undefined,
      extraIds: [],
    });
  }
  cands.sort(byPriority);

  // 1b. Wikipedia's lists: the older Wyoming scrape gave towns without an article the coordinate of
  // another row ("Sherman" and "Tubb Town" at Van Tassell, four towns at Gebo). A row without an
  // article at the exact point of another row of the list, under another name, has no place of its own.
  const ghostAt = new Map<string, Set<string>>();
  for (const c of cands) {
    if (c.rec.source !== GHOST_TOWN_LISTS) continue;
    const k = `${c.rec.lat},${c.rec.lng}`;
    ghostAt.set(k, (ghostAt.get(k) ?? new Set()).add(c.rec.name));
  }
  cands = cands.filter((c) => {
    if (c.rec.source !== GHOST_TOWN_LISTS || c.rec.fame || (ghostAt.get(`${c.rec.lat},${c.rec.lng}`)?.size ?? 0) < 2) return true;
    bump(stats, c.rec.source, "coordinate of another row of the list (copied by the scraper)");
    return false;
  });

  // 2. same source id: the first (by priority, then line) wins
  const byId = new Map<string, Candidate>();
  cands = cands.filter((c) => {
    const first = byId.get(c.rec.sourceId);
    if (!first) {
      byId.set(c.rec.sourceId, c);
      return true;
    }
    if (first.rec.source !== c.rec.source) first.extraIds.push(`${c.rec.source}:${c.rec.sourceId}`);
    bump(stats, c.rec.source).merged++;
    return false;
  });

  // 3. stacked geocodes: keep the first STACK_LIMIT at one coordinate, museums before societies
  const stacks = new Map<string, Candidate[]>();
  for (const c of cands) {
    const k = `${c.rec.lat},${c.rec.lng}`;
    const l = stacks.get(k);
    if (l) l.push(c);
    else stacks.set(k, [c]);
  }
  const stackDropped = new Set<Candidate>();
  for (const list of stacks.values()) {
    if (list.length <= STACK_LIMIT) continue;
    const ranked = [...list].sort((a, b) => b.oddness - a.oddness || byPriority(a, b));
    for (const c of ranked.slice(STACK_LIMIT)) {
      stackDropped.add(c);
      bump(stats, c.rec.source, `stacked geocode (> ${STACK_LIMIT} at one point)`);
    }
  }
  cands = cands.filter((c) => !stackDropped.has(c));

  // 4. towns
  const dropsNoTown: BuildResult['dropsNoTown'] = [];
  cands = cands.filter((c) => {
    const p = { lat: c.lat, lng: c.lng };
    const { town, nearestKm } = input.towns.nearest(p, c.region, c.rec.country);
    // The source's locality is a mailing city, often 20–60 km from the place: it names the stop only
    // when it is (about) the nearest town anyway ("Elko" for a museum in Elko, not for one 30 km out).
    // DC's gazetteer entries are neighbourhoods ("Bloomingdale"): a traveller says Washington
    const locality = c.region === 'DC' ? 'Washington' : c.rec.locality;
    if (locality && c.region) {
      const t = input.towns.byLocality(locality, c.region, p);
      if (t && (c.region === 'DC' || haversineKm(p, t) <= Math.max(LOCALITY_KM, (town ? haversineKm(p, town) : 0) + LOCALITY_SLACK_KM))) {
        c.town = t.name;
        c.townFromLocality = true;
        return true;
      }
    }
    if (!town) {
      dropsNoTown.push({ source: c.rec.source, sourceId: c.rec.sourceId, name: c.name, region: c.region, nearestKm });
      bump(stats, c.rec.source, `no gazetteer town within ${MAX_TOWN_KM} km in its region`);
      return false;
    }
    c.town = town.name;
    // NPS points carry no state: the town's region is theirs (same-region rule of the test)
    c.region ??= town.region;
    return true;
  });

  // 5a. curated places absorb their imported twins
  const curatedGrid = new PointGrid<Place & { tokens: Set<string> }>();
  for (const p of input.curated) curatedGrid.add({ ...p, tokens: nameTokens(p.name) });
  const curatedSourceIds: Record<string, string[]> = {};
  /** Listed ghost towns a curated place absorbed: a GNIS site of the same town goes to that place too (5b). */
  const absorbedGhosts = new PointGrid<{ lat: number; lng: number; tokens: Set<string>; curatedId: string }>();
  cands = cands.filter((c) => {
    const m = c.rec.coarse ? COARSE_MERGE_M : MERGE_M;
    let twin = curatedGrid
      .near(c, Math.max(m, CURATED_NEAR_M))
      .filter((p) => {
        const sim = nameSimilarity(p.tokens, c.tokens);
        return sim >= CURATED_STRONG_SIMILARITY || (sim >= MIN_SIMILARITY && haversineKm(p, c) * 1000 <= m);
      })
      .sort((a, b) => haversineKm(a, c) - haversineKm(b, c) || (a.id < b.id ? -1 : 1))[0];
    if (!twin && c.rec.source === GHOST_TOWN_LISTS) {
      // a curated ghost town of the same name within 5 km ("Animas Forks", "Carbon Ghost Town",
      // "Piedmont Charcoal Kilns"), a historic place of the very same name ("Fort Laramie"), or one
      // within 1 km whose name holds the town's ("Crystal Mill", "Capitol Reef Fruita")
      twin = curatedGrid
        .near(c, GHOST_TOWN_MERGE_KM * 1000)
        .filter(
          (p) =>
            (p.themes.includes('ghost-town') && sameTownName(p.tokens, c.tokens, true)) ||
            (p.themes.includes('historic') && sameTownName(p.tokens, c.tokens, haversineKm(p, c) * 1000 <= CURATED_NEAR_M)),
        )
        .sort((a, b) => haversineKm(a, c) - haversineKm(b, c) || (a.id < b.id ? -1 : 1))[0];
      if (twin) absorbedGhosts.add({ lat: c.lat, lng: c.lng, tokens: c.tokens, curatedId: twin.id });
    }
    if (!twin) return true;
    (curatedSourceIds[twin.id] ??= []).push(`${c.rec.source}:${c.rec.sourceId}`, ...c.extraIds);
    bump(stats, c.rec.source).merged++;
    return false;
  });

  // 5b. imported twins: the higher-priority record (already first in order) absorbs the later one
  const kept = new PointGrid<Candidate>();
  const out: Candidate[] = [];
  for (const c of cands) {
    const m = c.rec.coarse ? COARSE_MERGE_M : MERGE_M;
    // a listed town merges only with a record of the same town ("Chattanooga Hot Spring" is not
    // Chattanooga, the ghost town beside it)
    const listed = (k: Candidate) => k.rec.source === GHOST_TOWN_LISTS || c.rec.source === GHOST_TOWN_LISTS;
    let twin = kept
      .near(c, m)
      .filter((k) => nameSimilarity(k.tokens, c.tokens) >= MIN_SIMILARITY && (!listed(k) || sameTownName(k.tokens, c.tokens)))
      .sort((a, b) => byPriority(a, b))[0];
    // a listed ghost town absorbs the GNIS site, or the other list's row, of the same town within 5 km
    if (!twin && (c.rec.source === GHOST_TOWN_LISTS || c.kind === 'populated_place:historical')) {
      const near = (p: { lat: number; lng: number }) => haversineKm(p, c);
      twin = kept
        .near(c, GHOST_TOWN_MERGE_KM * 1000)
        .filter((k) => k.rec.source === GHOST_TOWN_LISTS && sameTownName(k.tokens, c.tokens))
        .sort((a, b) => near(a) - near(b) || byPriority(a, b))[0];
      const absorbed = twin
        ? undefined
        : absorbedGhosts
            .near(c, GHOST_TOWN_MERGE_KM * 1000)
            .filter((g) => sameTownName(g.tokens, c.tokens))
            .sort((a, b) => near(a) - near(b) || (a.curatedId < b.curatedId ? -1 : 1))[0];
      if (absorbed) {
        (curatedSourceIds[absorbed.curatedId] ??= []).push(`${c.rec.source}:${c.rec.sourceId}`, ...c.extraIds);
        bump(stats, c.rec.source).merged++;
        continue;
      }
    }
    if (twin) {
      twin.extraIds.push(`${c.rec.source}:${c.rec.sourceId}`, ...c.extraIds);
      // a swallowed town keeps its own themes: a GNIS site cannot make Denver's Auraria a ghost town again
      if (!twin.swallowed)
        for (const t of c.themes) if (!twin.themes.includes(t)) twin.themes.push(t);
      bump(stats, c.rec.source).merged++;
      continue;
    }
    kept.add(c);
    out.push(c);
  }

  for (const ids of Object.values(curatedSourceIds)) ids.sort();

  // ids, descriptions, output order
  const ids = new Set<string>(input.curated.map((p) => p.id));
  const places: ImportedPlace[] = out.map((c) => {
    const country = c.rec.country ?? (c.region && c.region in US_STATES ? 'US' : 'CA');
    const prefix = `${country}-${c.region}-`.toLowerCase();
    const hash = createHash('sha1').update(`${c.rec.source}:${c.rec.sourceId}`).digest('hex');
    let id = `${prefix}${slug(c.name)}-${hash.slice(0, 6)}`;
    for (let n = 7; ids.has(id); n++) id = `${prefix}${slug(c.name)}-${hash.slice(0, n)}`;
    ids.add(id);
    bump(stats, c.rec.source).imported++;
    const place: ImportedPlace = {
      id,
      name: c.name,
      description: describe(c),
      lat: c.lat,
      lng: c.lng,
      town: c.town!,
      region: c.region!,
      country,
      themes: [...c.themes].sort(),
      oddness: c.oddness,
      visitMinutes: c.visitMinutes,
      tier: 'imported',
      source: c.rec.source,
      sourceId: c.rec.sourceId,
      licence: c.rec.licence,
    };
    if (c.extraIds.length) place.sourceIds = [...c.extraIds].sort();
    return place;
  });
  places.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const sourceThemesByRegion: Record<string, Theme[]> = {};
  for (const r of [...sourceThemes.keys()].sort()) sourceThemesByRegion[r] = [...sourceThemes.get(r)!].sort();
  return { places, curatedSourceIds, stats, sourceThemesByRegion, dropsNoTown };
}
