/**
 * The trip as the planner needs it from one sentence: the reader (../reader/read.ts) finds the
 * places, interests, dates, mode and shape; this turns its places into the trip's ends (origin and
 * destination, or the area of a loop), the places it passes through, and the words it could not
 * use. A sentence with at least one place the gazetteer knows always makes a trip; only a sentence
 * with none is refused (422), naming the words it tried and the nearest names it knows.
 */
import type { Theme } from '../catalogue/index.js';
import type { TransportMode } from '@roadgremlin/contracts';
import type { Corridor } from './corridors.js';
import { PlannerError } from './errors.js';
import type { LatLng } from '../geo/index.js';
import { HERE_MESSAGE, hereText } from '../reader/here.js';
import { readSentence, type Interest, type PlaceMention } from '../reader/read.js';
import type { Pace } from '../reader/lexicon.js';
import { daysBetween, holidaySpan, type Holiday } from '../reader/dates.js';
import { abroadError, abroadMention, lookupPlace, suggestionsFor } from './geocode.js';
import { findTowns, regionCode } from '../gazetteer/index.js';

/** A town this big shares its name with its own state or province (Québec, New York). */
const NAMESAKE_CITY_POPULATION = 100_000;
/**
 * The text of a place a trip goes around: a province or state named in French without an article
 * is the big town of that name in it ("endroits hantés à Québec": the city, not the province).
 */
function townNotRegion(p: PlaceMention): string {
  const code = p.articleless ? regionCode(p.text) : undefined;
  if (!code || !findTowns(p.text, code).some((t) => t.population >= NAMESAKE_CITY_POPULATION)) return p.text;
  return `${p.text}, ${code}`;
}

export { daysBetween };

export interface ParsedTrip {
  /** Place text of the start ("Las Vegas", "Portland, ME"), or null. */
  origin: string | null;
  /** Place text of the end of an A→B trip, or null for a loop. */
  destination: string | null;
  /** Places to pass through on the way, in order. */
  via: string[];
  /** Place text of a loop's area ("Savannah", "Nevada"), or null. */
  area: string | null;
  /**
   * Where a trip without an end starts when the sentence says "from" ("the Olympic Peninsula from
   * Seattle", "the Kancamagus from Conway"): the loop goes around `area` starting there, or the named
   * road is driven from there. The same text as `area` when the start is the only place named.
   */
  start: string | null;
  /** The sentence asks to come back ("loop", "round trip", "and back"), whatever its ends. */
  back: boolean;
  /** Other places the sentence named without a role, in order (fallbacks for a loop area). */
  otherPlaces: string[];
  /** A named corridor ("along Route 66"). */
  corridor: Corridor | null;
  /** Every named road, in the sentence's order (a drive may chain them: "Skyline Drive and the Blue Ridge Parkway"). */
  corridors: Corridor[];
  /** Themes asked for directly, in order of mention. */
  themes: Theme[];
  /** Every theme with its weight (direct 1, implied less). */
  themeWeights: Partial<Record<Theme, number>>;
  /** The traveller's interests as written ("old drive-in theatres"), for retrieval and for the reading shown back. */
  interests: Interest[];
  /** Trip length in days from the dates or the sentence; null when neither says. */
  days: number | null;
  /** Where the length came from. */
  daysFrom: 'form' | 'sentence' | null;
  /** The trip's dates when the form or the sentence fixes them (ISO days). */
  startDate: string | null;
  endDate: string | null;
  /** A holiday named in the sentence ("over Labour Day"): its dates depend on the trip's country. */
  holiday: Holiday | null;
  /** Mode the sentence insists on (walking tour, bike, transit), or null. */
  mode: Exclude<TransportMode, 'driving'> | null;
  /** The sentence says "loop" / "round trip" / "and back", or names no end. */
  loop: boolean;
  /** There and back ("and back", "round trip", "aller-retour"). */
  returnTrip: boolean;
  /** "The slow way", "back roads". */
  slow: boolean;
  /** "Down the coast", "the coastal route": a coastal road between the ends when one runs there. */
  coast: boolean;
  /** "A lazy week" (fewer stops a day), "a whirlwind weekend" (more); null: the usual. */
  pace: Pace | null;
  /** The sentence starts or centres on the traveller's location ("from here", "near me"). */
  here: boolean;
  /** Words the trip could not use, as typed ("blorp", "Blorpville"). */
  ignored: string[];
  /** The sentence reads as French. */
  french: boolean;
}

/** Longest trip the planner lays out, in days (stops cap at 12 anyway). */
export const MAX_DAYS = 21;

export interface ParseOptions {
  startDate?: string | null;
  endDate?: string | null;
  /** The traveller's location (the request's `here`), for "from here", "near me"… */
  here?: LatLng | null;
  /** The traveller's day, for "this weekend" (default: today). */
  today?: Date;
}

const HERE_MARK = '@here';

export function parseTrip(prompt: string, opts: ParseOptions = {}): ParsedTrip {
  const today = opts.today ?? new Date();
  const r = readSentence(prompt, { today, lookup: lookupPlace });
  const places = r.places.filter((p) => p.text !== HERE_MARK || opts.here);
  if (r.here && !opts.here && !places.some((p) => p.text !== HERE_MARK)) throw new PlannerError('no_location', HERE_MESSAGE, 'here');
  const at = (t: string) => (t === HERE_MARK && opts.here ? hereText(opts.here) : t);

  const froms = places.filter((p) => p.role === 'from');
  const tos = places.filter((p) => p.role === 'to');
  const vias = places.filter((p) => p.role === 'via');
  const areas = places.filter((p) => p.role === 'area');
  const others = places.filter((p) => p.role === 'none');

  let origin: PlaceMention | null = froms[0] ?? null;
  let destination: PlaceMention | null = tos.length ? tos[tos.length - 1] : null;
  if (destination && !origin) {
    // "a music road trip Memphis to Nashville": the place just before the first "to" place; with
    // none, "… to Pensacola to Panama City" starts at the first of them
    const firstTo = tos[0];
    origin = [...others, ...areas, ...vias].filter((p) => p.at < firstTo.at).sort((a, b) => b.at - a.at)[0] ?? (tos.length > 1 ? firstTo : null);
  }
  if (origin && !destination && froms.length > 1) destination = froms[froms.length - 1];
  if (origin && !destination && r.shape.return === false) {
    // "from Denver through Moab": the last place passed is the end
    const after = [...vias, ...others].filter((p) => p.at > origin!.at).sort((a, b) => b.at - a.at)[0];
    if (after && vias.length) destination = after;
  }
  if (origin && destination && origin.text === destination.text) destination = null;
  if (destination && !origin) {
    // "weird stuff on the way to Reno": no start named, so a loop around the end
    origin = destination;
    destination = null;
  }
  const used = new Set<PlaceMention | null>([origin, destination]);
  // the places passed on the way, in the order the sentence names them
  const via = destination ? [...froms.slice(1), ...tos.slice(0, -1), ...vias].filter((p) => !used.has(p) && p.at > (origin?.at ?? -1)).sort((a, b) => a.at - b.at) : [];
  for (const v of via) used.add(v);

  let area: string | null = null;
  let start: string | null = null;
  let aroundMention: PlaceMention | undefined;
  if (!destination) {
    // "the Olympic Peninsula loop from Seattle": the place to see is the other one, the start is where it begins
    const seen = origin ? [...areas, ...others, ...vias].filter((p) => p !== origin && p.text !== origin!.text).sort((a, b) => a.at - b.at)[0] : undefined;
    start = origin ? townNotRegion(origin) : null;
    const around = seen ?? origin ?? areas[0] ?? vias[0] ?? others[0];
    aroundMention = around ?? undefined;
    area = around ? townNotRegion(around) : null;
  }
  if (origin && !destination) origin = null;
  const otherPlaces = places.filter((p) => !used.has(p) && p !== aroundMention && p.text !== area).map((p) => at(p.text));

  // a place abroad ("castles in Scotland", "Paris to Rome") is said to be abroad, not planned to a namesake
  const far = abroadMention(places.filter((p) => p.text !== HERE_MARK).map((p) => p.text), r.french);
  if (far) throw abroadError(far.text, far.label);

  if (!area && !origin && !destination && !r.corridor) {
    // nothing the gazetteer knows: name what was tried and the nearest names
    const tried = r.unknownPlaces[0]?.text ?? r.ignored[0];
    if (tried) {
      const near = suggestionsFor(tried);
      const hint = near.length ? ` Did you mean ${near.slice(0, 3).join(' or ')}?` : ' Name a town, a region, a park or a road (e.g. "ghost towns from Las Vegas to Reno").';
      throw new PlannerError('unknown_place', `Gremlin couldn't find "${tried}" in the US or Canada.${hint}`, tried, near.length ? { suggestions: near.slice(0, 3) } : undefined);
    }
    throw new PlannerError('no_place', "Gremlin needs to know where: name a town, a region, a park or a road (e.g. 'ghost towns from Las Vegas to Reno').");
  }

  // dates: the form's win; then the sentence's; a holiday's are fixed once the country is known
  const formDays = daysBetween(opts.startDate, opts.endDate);
  let days: number | null = null;
  let daysFrom: ParsedTrip['daysFrom'] = null;
  let startDate: string | null = null;
  let endDate: string | null = null;
  if (formDays !== null) {
    days = formDays;
    daysFrom = 'form';
    startDate = opts.startDate!.slice(0, 10);
    endDate = opts.endDate!.slice(0, 10);
  } else if (r.dates) {
    days = r.dates.days;
    daysFrom = 'sentence';
    startDate = r.dates.startDate ?? opts.startDate?.slice(0, 10) ?? null;
    endDate = r.dates.endDate ?? null;
  } else if (r.holiday) {
    daysFrom = 'sentence';
  }
  if (days !== null) days = Math.max(1, Math.min(MAX_DAYS, days));

  const themeWeights: Partial<Record<Theme, number>> = {};
  for (const [k, v] of r.themeWeights) themeWeights[k] = v;
  const unknown = r.unknownPlaces.map((u) => u.text);
  return {
    origin: origin ? at(origin.text) : null,
    destination: destination ? at(destination.text) : null,
    via: via.map((v) => at(v.text)),
    area: area ? at(area) : null,
    start: start ? at(start) : null,
    back: r.shape.loop || r.shape.return,
    otherPlaces,
    corridor: r.corridor,
    corridors: r.corridors,
    themes: r.themes,
    themeWeights,
    interests: r.interests,
    days,
    daysFrom,
    startDate,
    endDate,
    holiday: formDays === null && !r.dates ? (r.holiday ?? null) : null,
    mode: r.mode && r.mode !== 'driving' ? r.mode : null,
    loop: !destination,
    returnTrip: r.shape.return && !!destination,
    slow: r.shape.slow,
    coast: r.shape.coast,
    pace: r.pace ?? null,
    here: r.here,
    ignored: [...new Set([...unknown, ...r.ignored])],
    french: r.french,
  };
}

/** A holiday's dates once the trip's country is known ("Thanksgiving" is in October in Canada). */
export function applyHoliday(parsed: ParsedTrip, country: 'US' | 'CA', today = new Date()): ParsedTrip {
  if (!parsed.holiday) return parsed;
  const span = holidaySpan(parsed.holiday, today, country);
  return { ...parsed, days: Math.min(MAX_DAYS, span.days), startDate: span.startDate ?? null, endDate: span.endDate ?? null, daysFrom: 'sentence' };
}
