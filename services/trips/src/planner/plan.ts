/**
 * The planner: sentence → route of catalogue stops (+ lodging per night). Pure and deterministic
 * for the same request and seed. See README.md in this folder for the algorithm in brief.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import type { Place, Theme } from '../catalogue/index.js';
import { bestTheme, candidatesInCorridor, candidatesInRadius, corridorLadder, CURATED_K, INSIGHT_WEIGHT, JITTER_K, ODDNESS_K, placesInRegion, radiusLadder, THEME_K, type Candidate, type RawCandidate } from './candidates.js';
import { PlannerError } from './errors.js';
import { tourKm } from './geo.js';
import { lodgingsFor } from './lodging.js';
import { MAX_DAYS, parseTrip } from './parse.js';
import { LONG_DRIVE_KM, MAX_STOPS, MIN_LONG_DRIVE_STOPS, MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM, type PlanOptions, type PlanRequest, type TripPlan } from './plan-types.js';
import { jitter } from './random.js';
import { routeRegionOf } from './route-region.js';
import { detourKm, END_ZONE, middleNeeded, orderLoop, select, selectWalk, toStop } from './selection.js';
import { acceptedThemes, themesInText } from './themes.js';
import { countryOfRegion } from '../gazetteer/index.js';
import { endOf, resolveGeometry } from './trip-geometry.js';

export * from './plan-types.js';

/** A walking tour has at least this many stops when the walk holds them. */
const MIN_WALKING_STOPS = 4;
/** Curated places this odd are the trip's must-sees (at most a third of its stops). */
const MUST_SEE_ODDNESS = 4;
const MUST_SEE_BONUS = 1000;
/** A drive's least remarkable places (imported, oddness 1) are stops only this close to the road. */
const MINOR_STOP_OFF_KM = 10;
/** How far off an A→B route a famous place (curated, oddness 5) is still worth the detour. */
const MUST_SEE_DETOUR_KM = 40;
/**
 * A drive's stops are on the way (issue #14 §4): places within ON_ROAD_KM of the road cost nothing;
 * the detours to the others (selection.ts detourKm) add at most 8 % of the drive (50 km at least),
 * or, while only one of them is long, as much as a famous place MUST_SEE_DETOUR_KM off the road.
 * So "ghost towns from Las Vegas to Salt Lake City" takes one of St. Thomas, Grafton or Thistle,
 * not all three, and follows I-15 for about 94 % of its length. A traveller who gives the trip more
 * days than the drive needs has time to spare: half of the spare days' driving may go to detours
 * ("a week from Montreal to Halifax", "… to Salt Lake City next weekend" take them). And when the
 * road itself holds too few places, the best detours still fill a long drive up to
 * MIN_LONG_DRIVE_STOPS.
 */
const DETOUR_SHARE = 0.08;
const DETOUR_MIN_KM = 50;
const ONE_DETOUR_KM = detourKm(MUST_SEE_DETOUR_KM);
const SPARE_DAY_DETOUR_SHARE = 0.5;
/** Regenerate: the seed chooses among about this many good places per stop, weighted this much. */
const SHORTLIST_PER_STOP = 3;
const SEED_WEIGHT = 1.5;
const LANE_SALT = 0x5bd1e995;
const LANE_PENALTY = 1;
/** Regenerate: a stop of the replaced trip drops below every other good place. */
const AVOID_PENALTY = 3;

/** Km a day covers by mode, for the default trip length of an A→B trip. */
const KM_PER_DAY: Record<TransportMode, number> = { driving: 450, bicycling: 70, walking: 15, transit: 250 };

/** How many stops: 4–6 for a day, about 3 a day after, never more than 12. */
export function targetStopCount(mode: TransportMode, days: number, tripKm: number): number {
  let n = days <= 1 ? (mode === 'transit' ? 4 : mode === 'driving' && tripKm > LONG_DRIVE_KM ? 6 : 5) : 3 * days;
  if (mode === 'driving') n = Math.max(n, MIN_LONG_DRIVE_STOPS);
  return Math.min(MAX_STOPS, n);
}


export function plan(request: PlanRequest, options: PlanOptions = {}): TripPlan {
  const seed = options.seed ?? 1;
  const parsed = parseTrip(request.prompt, { startDate: request.startDate, endDate: request.endDate, here: request.here });
  // The request's mode wins unless the sentence insists on walking, cycling or transit.
  const mode: TransportMode = parsed.mode ?? request.mode ?? 'driving';
  const geo = resolveGeometry(parsed, mode);

  const weights = new Map<Theme, number>();
  for (const [t, w] of Object.entries(parsed.themeWeights) as [Theme, number][]) weights.set(t, w);
  for (const text of options.insightThemes ?? []) {
    for (const [t, w] of themesInText(text)) weights.set(t, (weights.get(t) ?? 0) + INSIGHT_WEIGHT * w);
  }
  const wanted = parsed.themes;

  const lengthKm = geo.route.lengthKm;
  const days = Math.min(
    MAX_DAYS,
    parsed.days ?? (geo.loop ? 1 : Math.max(1, Math.ceil(lengthKm / KM_PER_DAY[mode]))),
  );
  const target = targetStopCount(mode, days, geo.loop ? 0 : lengthKm);

  // Candidates, widening step by step: on a themed trip only places on theme (a requested theme or
  // a neighbour of one) count, and nothing else fills the trip (issue #13 §3).
  const accepted = acceptedThemes(wanted);
  const onTheme = (p: Place) => !wanted.length || p.themes.some((t) => accepted.has(t));
  const centre = geo.route.points[0];
  // A loop stays in its own country ("around Toronto" never lists Buffalo), and so does a drive
  // between two towns of one country ("Chatham-Kent to Windsor" never lists Detroit): only a
  // sentence that crosses the border itself has stops on both sides.
  const originCountry = countryOfRegion(geo.origin.region);
  const country = geo.loop || (geo.destination && countryOfRegion(geo.destination.region) === originCountry) ? originCountry : undefined;
  const inArea = (p: Place) => !country || p.country === country;
  const ladder = geo.areaRegion ? [Infinity] : geo.loop ? radiusLadder(mode, days) : corridorLadder(mode, lengthKm);
  // A drive's corridor is projected once, at the widest it may need (the ladder's last step, or a
  // famous place's detour), and narrowed by distance off the line for each step.
  let widest: RawCandidate[] | undefined;
  const widestKm = Math.max(ladder[ladder.length - 1], mode === 'driving' ? MUST_SEE_DETOUR_KM : 0);
  const inCorridor = (km: number) => {
    if (km > widestKm) return candidatesInCorridor(geo.route, km);
    widest ??= candidatesInCorridor(geo.route, widestKm);
    return widest.filter((c) => c.offKm <= km);
  };
  // Regenerate: the stops of the trip it replaces.
  const avoid = new Set(options.avoid ?? []);
  let raw: RawCandidate[] = [];
  let pool: RawCandidate[] = [];
  let widthKm = ladder[0];
  for (let i = 0; i < ladder.length; i++) {
    widthKm = ladder[i];
    if (geo.areaRegion) raw = placesInRegion(geo.areaRegion, centre);
    else raw = geo.loop ? candidatesInRadius(centre, widthKm) : inCorridor(widthKm);
    raw = raw.filter((c) => inArea(c.place));
    // A drive follows its highway: a place of little note (a vanished town's site, a society's
    // rooms) is worth a stop only right by the road, not a 60 km detour.
    if (!geo.loop && mode === 'driving') raw = raw.filter((c) => !(c.place.tier === 'imported' && c.place.oddness <= 1 && c.offKm > MINOR_STOP_OFF_KM));
    pool = raw.filter((c) => onTheme(c.place));
    // Enough places the traveller has not just seen: a Regenerate looks a little farther afield
    // rather than hand back the trip it replaces.
    const fresh = avoid.size ? pool.filter((c) => !avoid.has(c.place.id)) : pool;
    // An A→B trip also needs places in the middle of the route, not only at its two ends.
    const middle = geo.loop ? fresh.length : fresh.filter((c) => c.alongKm >= END_ZONE * lengthKm && c.alongKm <= (1 - END_ZONE) * lengthKm).length;
    if (fresh.length >= target && middle >= middleNeeded(target)) break;
  }
  // The famous odd places are worth a detour: curated oddness-5 places on theme a little past the
  // corridor's edge join a drive's pool (not a loop's: its radius is the traveller's area).
  if (!geo.loop && mode === 'driving' && Number.isFinite(widthKm)) {
    const reach = Math.max(widthKm, MUST_SEE_DETOUR_KM);
    const inPool = new Set(pool.map((c) => c.place.id));
    for (const c of inCorridor(reach)) {
      if (c.offKm > widthKm && !inPool.has(c.place.id) && c.place.tier === 'curated' && c.place.oddness >= 5 && onTheme(c.place) && inArea(c.place)) pool.push(c);
    }
  }
  let notice: string | undefined;
  const lookedKm = Number.isFinite(widthKm) ? Math.round(widthKm) : null;
  const where = geo.destination ? 'along this route' : `around ${geo.origin.name}`;
  const looked = lookedKm === null ? '' : geo.destination ? `; we looked up to ${lookedKm} km off it` : ` within ${lookedKm} km`;
  if (wanted.length && pool.length === 0 && raw.length) {
    // Nothing on theme at all: an empty trip helps nobody, so the oddest places there are, said plainly.
    notice = `No ${themeLabel(wanted)} stops ${where}${looked}, so these are the oddest places nearby instead.`;
    pool = raw;
  } else if (mode === 'walking' && wanted.length && pool.length < MIN_WALKING_STOPS && raw.length > pool.length) {
    // A walking tour of one stop is no tour: the best other places within the walk join, said plainly.
    notice = `Only ${pool.length} ${themeLabel(wanted)} ${pool.length === 1 ? 'stop' : 'stops'} within a walk of ${geo.origin.name}; the others are odd places nearby.`;
    const extra = raw.filter((c) => !onTheme(c.place)).sort((a, b) => b.place.oddness - a.place.oddness || a.offKm - b.offKm);
    pool = [...pool, ...extra.slice(0, MIN_WALKING_STOPS * 3)];
  }
  if (!pool.length) {
    const between = geo.destination ? `between ${geo.origin.name} and ${geo.destination.name}` : `around ${geo.origin.name}`;
    throw new PlannerError('no_stops', `Gremlin found no odd stops ${between} yet.`);
  }

  const scale = geo.areaRegion ? Math.max(...pool.map((c) => c.offKm), 1) : widthKm;
  const quality = pool.map(({ place, offKm }) => {
    let themeW = 0;
    for (const t of place.themes) themeW += weights.get(t) ?? 0;
    let q = THEME_K * Math.min(1.5, themeW) + ODDNESS_K * place.oddness + (place.tier === 'curated' ? CURATED_K : 0);
    // stay near the line / the centre; a whole-region loop is pulled towards its anchor by day budget
    q -= geo.loop ? (geo.areaRegion ? offKm / (150 * days) : (2 * offKm) / scale) : offKm / scale;
    return q;
  });
  // Regenerate must give another trip (issue #13 §3): the seed's weight is 1.5 × the quality gap
  // between the best place and the (3 × stops)-th best, so the good places take turns.
  // The famous ones stay: up to a third of the stops go first to curated places of oddness 4–5 —
  // except on a Regenerate, where the replaced trip's stops (famous or not) are what the traveller
  // asked to see replaced; they come back on merit only when nothing else fits.
  const ranked = [...quality].sort((a, b) => b - a);
  const gap = ranked.length ? ranked[0] - ranked[Math.min(ranked.length - 1, SHORTLIST_PER_STOP * target)] : 0;
  const jitterK = Math.max(JITTER_K, SEED_WEIGHT * gap);
  const mustSee = new Set(
    pool
      .map((c, i) => ({ id: c.place.id, q: quality[i] + JITTER_K * jitter(seed, c.place.id), c }))
      .filter((x) => x.c.place.tier === 'curated' && x.c.place.oddness >= MUST_SEE_ODDNESS && !avoid.has(x.id))
      .sort((a, b) => b.c.place.oddness - a.c.place.oddness || b.q - a.q || (a.id < b.id ? -1 : 1))
      .slice(0, Math.max(1, Math.floor(target / 3)))
      .map((x) => x.id),
  );
  // When the pool holds twice the stops, each seed first draws from its own half of it (a coin per
  // place and seed), so two seeds share few stops beyond the must-sees.
  const halved = pool.length >= 2 * target;
  const candidates: Candidate[] = pool.map(({ place, offKm, alongKm }, i) => ({
    place,
    offKm,
    alongKm,
    base:
      quality[i] +
      jitterK * jitter(seed, place.id) +
      (mustSee.has(place.id) ? MUST_SEE_BONUS : 0) -
      (avoid.has(place.id) ? AVOID_PENALTY * jitterK : 0) -
      (halved && jitter(seed ^ LANE_SALT, place.id) < 0.5 ? LANE_PENALTY * jitterK : 0),
    theme: bestTheme(place, weights),
    matches: place.themes.filter((t) => wanted.includes(t)),
  }));
  candidates.sort((a, b) => b.base - a.base || (a.place.id < b.place.id ? -1 : 1));

  const minGap = mode === 'walking' ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;
  // The end zones' share is of the stops the trip ends up with: when the route's middle holds too
  // few places, ask for fewer stops until the ends no longer dominate.
  const walkingTour = mode === 'walking' && geo.loop;
  const spareKm = parsed.days ? Math.max(0, days * KM_PER_DAY.driving - lengthKm) : 0;
  const detourBudgetKm = !geo.loop && !geo.areaRegion && mode === 'driving' ? Math.max(DETOUR_MIN_KM, DETOUR_SHARE * lengthKm, SPARE_DAY_DETOUR_SHARE * spareKm) : Infinity;
  // The detours give way when the road itself holds too few places: a long drive still gets its five stops.
  const minStops = Math.min(target, MIN_LONG_DRIVE_STOPS);
  const report = { heldBack: false };
  const selectOptions = { loop: geo.loop, lengthKm, scaleKm: scale, minGap, wanted, detourBudgetKm, oneDetourKm: ONE_DETOUR_KM, minStops, report };
  const selectFor = (k: number) => {
    report.heldBack = false;
    return select(candidates, k, selectOptions);
  };
  let chosen = walkingTour ? selectWalk(candidates, target, minGap) : selectFor(target);
  // the full-length pick tells whether places were left out for their detours
  const heldBack = report.heldBack;
  for (let guard = 0; !walkingTour && chosen.length < Math.min(target, candidates.length) && chosen.length > 0 && guard < 6; guard++) {
    const again = selectFor(chosen.length);
    if (again.length === chosen.length) {
      chosen = again;
      break;
    }
    chosen = again;
  }
  const ordered = walkingTour ? chosen : geo.loop ? orderLoop(chosen, centre) : [...chosen].sort((a, b) => a.alongKm - b.alongKm || (a.place.id < b.place.id ? -1 : 1));
  if (!notice && ordered.length < target) {
    const what = wanted.length ? `${themeLabel(wanted)} ` : 'odd ';
    notice = heldBack
      ? `We kept to ${ordered.length} ${what}stops; the others along this route are long detours.`
      : `Only ${ordered.length} ${what}${ordered.length === 1 ? 'stop' : 'stops'} ${where}${looked}.`;
  }

  const stops = ordered.map((c) => toStop(c.place, c.theme));
  const distanceKm = geo.loop ? tourKm([centre, ...ordered.map((c) => c.place)], true) : lengthKm;
  const accommodations = lodgingsFor(days, geo, ordered, mode, request, { country, withinKm: geo.loop ? widthKm : undefined, region: geo.areaRegion ?? undefined });

  const regionCodes = [geo.origin.region, ...stops.map((s) => s.region!), ...(geo.destination ? [geo.destination.region] : [])];
  return {
    stops,
    accommodations,
    origin: endOf(geo.origin),
    destination: geo.destination ? endOf(geo.destination) : null,
    routeRegion: routeRegionOf(regionCodes),
    days,
    mode,
    themes: wanted,
    loop: geo.loop,
    route: geo.polyline.map((p) => ({ lat: round5(p.lat), lng: round5(p.lng) })),
    // a famous place worth the detour may lie past the corridor's edge: the width covers every stop
    corridorKm: geo.areaRegion ? Math.ceil(Math.max(...ordered.map((c) => c.offKm))) : Math.max(widthKm, Math.ceil(Math.max(0, ...ordered.map((c) => c.offKm)))),
    areaRegion: geo.areaRegion,
    corridor: geo.corridor?.id ?? null,
    distanceKm: Math.round(distanceKm * 10) / 10,
    candidates: candidates.length,
    seed,
    ...(notice ? { notice } : {}),
  };
}

/** "ghost-town" → "ghost town"; several → "oddity, roadside and nature". */
function themeLabel(themes: readonly Theme[]): string {
  const words = themes.slice(0, 3).map((t) => t.replace('-', ' '));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

