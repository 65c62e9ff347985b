/**
 * THE table that turns a source's `kind` into catalogue facts: themes, base oddness, visit time
 * and the noun of the generated description. Every importer rule about what a kind means lives
 * here, so a reviewer can read (and argue with) all of it in one place.
 *
 * Oddness for imported places is 1–3 (curated places are 3–5, so they win ties in the planner's
 * scoring); only the rules in MODIFIERS and the per-kind `oddness` below lift it:
 *   - a plain historical society / preservation group is 1 (often an office, see the sources README);
 *   - ordinary museums, galleries, gardens, zoos, historic sites and hot springs are 2;
 *   - waterfalls (+1 over a plain natural feature), arches, craters and lava fields (+1) are 3;
 *   - a GNIS "(historical)" populated place is 1: see `populated_place:historical`;
 *   - a ghost town on Wikipedia's state lists is 1, 2 when the list links an article of its own
 *     (`articleOddness`: the only fame signal we have; curated ghost towns are 3–5 and stay above);
 *   - NPS itinerary points are 2, Route 66 points 3 (+1: the road trip itself);
 *   - a name-derived "odd museum" (UFO, Bigfoot) is +2.
 *
 * Visit minutes go by what the place is, never one default for all: an imported museum is nearly
 * always a small local one (60 min; an art, science or natural-history museum 90 — the big ones
 * are curated with their own times), a gallery or a historic site 45, a garden 90, a zoo 150, a
 * hot spring 60, a waterfall, arch or crater 30, a rock pillar 20, a vanished town's site 20, a
 * statue or monument 15; a listed ghost town by what the list says stands (preserved 60, buildings
 * without people 45, ruins or unknown 30, bare ground 20). visitMinutesOf() shortens a museum that its name says is one building
 * (a house, a depot, a schoolhouse: 45) or one object (a statue, a marker: 15).
 */
import type { Theme } from '@roadgremlin/engine/catalogue/schema';

export interface KindRule {
  themes: Theme[];
  oddness: number;
  visitMinutes: number;
  /** Description noun, e.g. "History museum" → "History museum in Tuscaloosa, Alabama." */
  noun: string;
  /** Oddness instead of `oddness` when the source links an English Wikipedia article (`fame`). */
  articleOddness?: number;
  /** What the source's status class says, in our words, for the description ("listed as barren: …"). */
  status?: string;
}

export const KIND_RULES: Record<string, KindRule> = {
  // IMLS Museum Universe Data File
  'museum:general': { themes: ['museum'], oddness: 2, visitMinutes: 60, noun: 'Museum' },
  'museum:history': { themes: ['museum', 'historic'], oddness: 2, visitMinutes: 60, noun: 'History museum' },
  'museum:art': { themes: ['art', 'museum'], oddness: 2, visitMinutes: 90, noun: 'Art museum' },
  'museum:science_technology': { themes: ['science', 'museum'], oddness: 2, visitMinutes: 90, noun: 'Science and technology museum' },
  'museum:natural_history': { themes: ['science', 'museum'], oddness: 2, visitMinutes: 90, noun: 'Natural history museum' },
  'museum:children': { themes: ['museum'], oddness: 1, visitMinutes: 90, noun: "Children's museum" },
  'historic_site:historical_society_or_preservation': {
    themes: ['historic'],
    oddness: 1,
    visitMinutes: 45,
    noun: 'Historical society or preservation group',
  },
  'garden:botanical_arboretum': { themes: ['nature'], oddness: 2, visitMinutes: 90, noun: 'Botanical garden or arboretum' },
  zoo_aquarium: { themes: ['nature'], oddness: 2, visitMinutes: 150, noun: 'Zoo or aquarium' },
  // Statistics Canada ODCAF
  museum: { themes: ['museum'], oddness: 2, visitMinutes: 60, noun: 'Museum' },
  'museum:art_gallery': { themes: ['art', 'museum'], oddness: 2, visitMinutes: 45, noun: 'Art gallery' },
  historic_site: { themes: ['historic'], oddness: 2, visitMinutes: 45, noun: 'Heritage or historic site' },
  cultural_centre: { themes: ['art'], oddness: 1, visitMinutes: 45, noun: 'Arts or cultural centre' },
  // NOAA thermal springs, USGS GNIS (natural features and the "curious" reference slice)
  hot_spring: { themes: ['nature'], oddness: 2, visitMinutes: 60, noun: 'Thermal spring' },
  waterfall: { themes: ['nature'], oddness: 2, visitMinutes: 30, noun: 'Waterfall' },
  'rock_formation:pillar': { themes: ['nature'], oddness: 2, visitMinutes: 20, noun: 'Rock pillar' },
  arch: { themes: ['nature'], oddness: 3, visitMinutes: 30, noun: 'Natural arch' },
  crater: { themes: ['nature'], oddness: 3, visitMinutes: 30, noun: 'Crater' },
  lava: { themes: ['nature'], oddness: 3, visitMinutes: 60, noun: 'Lava field' },
  glacier: { themes: ['nature'], oddness: 2, visitMinutes: 60, noun: 'Glacier' },
  // Ordinary named springs (8,175 GNIS rows, mostly a pipe in a field): not imported, see build.ts.
  spring: { themes: ['nature'], oddness: 1, visitMinutes: 30, noun: 'Spring' },
  /**
   * GNIS "Populated Place" named "X (historical)": a place that had a name and people and no
   * longer does. Many were only a post office or a crossroads hamlet, so this is a WEAK ghost-town
   * signal: tagged ghost-town (the only open, national source of vanished towns we have) and
   * historic, but oddness 1 and a description that says little or nothing may remain, so the
   * planner prefers curated ghost towns and travellers are not promised ruins.
   */
  'populated_place:historical': { themes: ['ghost-town', 'historic'], oddness: 1, visitMinutes: 20, noun: 'Site of a former town' },
  /**
   * English Wikipedia's "List of ghost towns in <state>" (CO, NM, TX, UT, WY; a separately credited
   * CC BY-SA layer): a named town with coordinates and, for some, T. Lindsay Baker's class of what
   * remains. A stronger signal than a GNIS site (someone listed it as a ghost town), so oddness 1, or
   * 2 with an article of its own; never the 3–5 of a curated ghost town a writer has checked. The
   * class only sets the visit time and a clause of the description; 'submerged' is no stop at all
   * (NOT_A_STOP). No 'abandoned' theme: only OpenStreetMap's tag makes a place abandoned here.
   */
  ghost_town: { themes: ['ghost-town', 'historic'], oddness: 1, articleOddness: 2, visitMinutes: 30, noun: 'Ghost town' },
  'ghost_town:historic': {
    themes: ['ghost-town', 'historic'],
    oddness: 1,
    articleOddness: 2,
    visitMinutes: 60,
    noun: 'Ghost town',
    status: 'listed as historic: preserved or restored, often as a park or museum',
  },
  'ghost_town:semi_abandoned': {
    themes: ['ghost-town', 'historic'],
    oddness: 1,
    articleOddness: 2,
    visitMinutes: 45,
    noun: 'Ghost town',
    status: 'listed as semi-abandoned: a few people still live there',
  },
  'ghost_town:abandoned': {
    themes: ['ghost-town', 'historic'],
    oddness: 1,
    articleOddness: 2,
    visitMinutes: 45,
    noun: 'Ghost town',
    status: 'listed as abandoned: buildings stand, nobody lives there',
  },
  'ghost_town:neglected': {
    themes: ['ghost-town', 'historic'],
    oddness: 1,
    articleOddness: 2,
    visitMinutes: 30,
    noun: 'Ghost town',
    status: 'listed as neglected: mostly ruins, few buildings standing',
  },
  'ghost_town:barren': {
    themes: ['ghost-town', 'historic'],
    oddness: 1,
    articleOddness: 2,
    visitMinutes: 20,
    noun: 'Ghost town',
    status: 'listed as barren: little or nothing may remain',
  },
  // NPS "Discover Our Shared Heritage" itinerary points (facts only; their prose is never copied)
  nps_itinerary: { themes: ['historic'], oddness: 2, visitMinutes: 45, noun: 'Historic place' },
  // OpenStreetMap (optional --osm import; tags in osm.ts). An OSM "abandoned=yes" is the source
  // saying so, the only way a place becomes 'abandoned' here.
  'osm:artwork': { themes: ['art', 'sculpture'], oddness: 2, visitMinutes: 15, noun: 'Public artwork' },
  'osm:ruins': { themes: ['historic', 'abandoned'], oddness: 3, visitMinutes: 45, noun: 'Ruins' },
  'osm:abandoned': { themes: ['abandoned'], oddness: 3, visitMinutes: 20, noun: 'Abandoned site' },
  'osm:ghost_town': { themes: ['ghost-town', 'historic'], oddness: 3, visitMinutes: 60, noun: 'Ghost town' },
  'osm:viewpoint': { themes: ['nature'], oddness: 1, visitMinutes: 20, noun: 'Viewpoint' },
  'osm:attraction': { themes: ['roadside'], oddness: 2, visitMinutes: 45, noun: 'Attraction' },
  'osm:monument': { themes: ['historic'], oddness: 2, visitMinutes: 15, noun: 'Monument' },
};

/** Kinds a source lists that are never a stop, and why (counted as dropped with this reason). */
export const NOT_A_STOP: Record<string, string> = {
  // Hite under Lake Powell, Thistle, Iola under Blue Mesa: a drowned town is a lake, not a visit
  'ghost_town:submerged': 'a drowned town (under a reservoir or lake)',
};

/**
 * Name-derived specialisations the sources put before a "|" (IMLS: from the organisation's NAME,
 * so a lighthouse society's office may not be at the lighthouse). The adjective goes before the
 * noun: "Lighthouse museum", "Mining history museum".
 */
export const MODIFIERS: Record<string, { themes: Theme[]; oddness: number; adjective?: string }> = {
  lighthouse: { themes: ['historic'], oddness: 0, adjective: 'Lighthouse' },
  // a mine museum is about mining; nothing here says the mine is abandoned, so no 'abandoned'
  mine: { themes: ['historic'], oddness: 0, adjective: 'Mining' },
  cave: { themes: ['nature'], oddness: 1, adjective: 'Cave' },
  covered_bridge: { themes: ['historic'], oddness: 1, adjective: 'Covered-bridge' },
  ghost_town: { themes: ['ghost-town', 'historic'], oddness: 1, adjective: 'Ghost-town' },
  odd_museum: { themes: ['oddity', 'museum'], oddness: 2 },
};

/** NPS itineraries with extra themes or oddness: Route 66 is the road trip itself. */
export const NPS_ITINERARY_RULES: Record<string, { themes: Theme[]; oddness: number }> = {
  'route-66': { themes: ['historic', 'roadside'], oddness: 1 },
  aviation: { themes: ['science'], oddness: 0 },
  'florida-shipwrecks': { themes: ['historic'], oddness: 1 },
  'indian-mounds-mississippi': { themes: ['historic'], oddness: 1 },
  'bor-historic-dams-water-projects': { themes: ['historic'], oddness: 0 },
};

export interface KindFacts {
  themes: Theme[];
  oddness: number;
  visitMinutes: number;
  noun: string;
  status?: string;
}

const ONE_BUILDING = /\b(house|home|homestead|cabin|school ?house|depot|station|jail|church|chapel|meeting ?house|lighthouse|mill|store|post office|log)\b/i;
const ONE_OBJECT = /\b(statue|sign|marker|mural|plaque|obelisk|grave|tomb)\b/i;

/** A kind's visit time, shortened when the name says one building or one object. */
export function visitMinutesOf(name: string, minutes: number): number {
  if (ONE_OBJECT.test(name) && !/\bmuse(um|e)\b/i.test(name)) return Math.min(minutes, 15);
  if (ONE_BUILDING.test(name)) return Math.min(minutes, 45);
  return minutes;
}

/**
 * Facts for a kind string as the sources write it ("lighthouse|museum:general"), or undefined.
 * `fame` is the source's `enwiki:<title>` column, when it has one.
 */
export function kindFacts(kind: string, itinerary?: string, fame?: string): KindFacts | undefined {
  const parts = kind.split('|');
  const base = KIND_RULES[parts[parts.length - 1]];
  if (!base) return undefined;
  const themes = new Set<Theme>(base.themes);
  let oddness = fame?.startsWith('enwiki:') && base.articleOddness ? base.articleOddness : base.oddness;
  let noun = base.noun;
  for (const m of parts.slice(0, -1)) {
    const mod = MODIFIERS[m];
    if (!mod) return undefined;
    for (const t of mod.themes) themes.add(t);
    oddness += mod.oddness;
    if (mod.adjective) noun = `${mod.adjective} ${noun[0].toLowerCase()}${noun.slice(1)}`;
  }
  if (itinerary && NPS_ITINERARY_RULES[itinerary]) {
    const r = NPS_ITINERARY_RULES[itinerary];
    for (const t of r.themes) themes.add(t);
    oddness += r.oddness;
  }
  return {
    themes: [...themes],
    oddness: Math.max(1, Math.min(5, oddness)),
    visitMinutes: base.visitMinutes,
    noun,
    ...(base.status ? { status: base.status } : {}),
  };
}
