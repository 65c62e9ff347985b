/**
 * The planner: sentence → route of catalogue stops (+ lodging per night). Pure and deterministic
 * for the same request and seed. See README.md in this folder for the algorithm in brief.
 */
import type { TransportMode } from '@roadgremlin/contracts';
import type { Theme } from '../catalogue/index.js';
import type { Candidate, RawCandidate } from './candidates.js';
import { bestTheme, byRenown, fameRank, INSIGHT_WEIGHT, isFamous, JITTER_K, placeScore, type ScoreContext } from './score.js';
import { gatherPool, MUST_SEE_DETOUR_KM } from './pool.js';
import type { Geometry } from './trip-geometry.js';
import { PlannerError } from './errors.js';
import { haversineKm, project, tourKm } from '../geo/index.js';
import { lodgingsFor } from './lodging.js';
import { applyHoliday, MAX_DAYS, parseTrip } from './parse.js';
import { LONG_DRIVE_KM, MAX_STOPS, MIN_LONG_DRIVE_STOPS, MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM, type PlanOptions, type PlanRequest, type PoolEntry, type TripPlan } from './plan-types.js';
import { jitter } from './random.js';
import { routeRegionOf } from './route-region.js';
import { detourKm, END_ZONE, isMinor, orderLoop, sameName, select, selectWalk, toStop } from './selection.js';
import { themesInText } from './themes.js';
import { requestOf } from '../interests/request.js';
import { countryOfRegion } from '../gazetteer/index.js';
import { endOf, namedAreaOf, resolveGeometry } from './trip-geometry.js';
import { placeLabel, readingsOf } from './geocode.js';
import { placeById } from '../catalogue/index.js';

export * from './plan-types.js';

/** Curated places this odd are the trip's must-sees (at most a third of its stops). */
const MUST_SEE_ODDNESS = 4;
const MUST_SEE_BONUS = 1000;
/**
 * A drive's stops are on the way: places within ON_ROAD_KM of the road cost nothing;
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
/** A place the sentence names comes before the must-sees. */
const NAMED_BONUS = 2 * MUST_SEE_BONUS;
/** How far from the trip's road or centre a place the sentence names may lie and still be its stop. */
const NAMED_STOP_REACH_KM = 100;

/** A trip shows about one famous place for this many stops. */
const STOPS_PER_MUST_SEE = 6;

/**
 * The famous places of the trip's corridor or area (marked so by our editors, then our oddest) that
 * a pool of what was asked lacks: enough for one per STOPS_PER_MUST_SEE stops, the most renowned,
 * oddest and nearest the way first — and the way's best-known place whenever it outranks every
 * famous place asked for and a specific interest narrowed the pool (Cadillac Ranch on Route 66 into
 * Amarillo for "neon signs and old diners").
 */
function wayMustSees(found: { pool: readonly RawCandidate[]; famousNear: readonly RawCandidate[] }, target: number, avoid: ReadonlySet<string>, narrow: boolean): { guests: RawCandidate[]; icon?: RawCandidate } {
  const want = Math.max(1, Math.floor(target / STOPS_PER_MUST_SEE));
  const inPool = new Set(found.pool.map((c) => c.place.id));
  const ranked = found.famousNear.filter((c) => !inPool.has(c.place.id) && !avoid.has(c.place.id)).sort(byRenown);
  const famousInPool = found.pool.filter((c) => isFamous(c.place)).sort(byRenown);
  const have = famousInPool.length;
  // the way's best-known place is always one when a specific interest narrowed the pool (it
  // outranks every famous place asked for)
  const icon = narrow && ranked[0] && famousInPool[0] && byRenown(ranked[0], famousInPool[0]) < 0 ? ranked[0] : undefined;
  return { guests: ranked.slice(0, Math.max(icon ? 1 : 0, want - have)), ...(icon ? { icon } : {}) };
}

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The catalogue places the sentence names among its other places, within reach of the trip. */
function namedStops(texts: readonly string[], geo: Geometry, french: boolean): RawCandidate[] {
  const out: RawCandidate[] = [];
  for (const text of texts) {
    const id = readingsOf(text, { role: 'area', french })[0]?.place.placeId;
    const place = id ? placeById(id) : undefined;
    // (our own places only: an imported register's generic names — "Space Museum" — are not what was meant)
    if (!place || place.tier !== 'curated' || place.status === 'closed') continue;
    const at = geo.loop ? { offKm: haversineKm(geo.route.points[0], place), alongKm: 0 } : project(geo.route, place);
    if (at.offKm <= NAMED_STOP_REACH_KM) out.push({ place, offKm: at.offKm, alongKm: at.alongKm });
  }
  return out;
}

/** A place that only fills a pool short of what was asked ranks below every place that answers it. */
const FILLER_PENALTY = 3;
/** A famous place on the way that was not asked for comes after every place that was, before fillers. */
const GUEST_PENALTY = 2;
/** Regenerate: a stop of the replaced trip drops below every other good place. */
const AVOID_PENALTY = 3;

/** Roads are about this much longer than the straight lines between a loop's stops. */
const ROAD_FACTOR = 1.2;

/** Km a day covers by mode, for the default trip length of an A→B trip. */
const KM_PER_DAY: Record<TransportMode, number> = { driving: 450, bicycling: 70, walking: 15, transit: 250 };

/** A loop is a day, or for a loop from elsewhere as many days as the drive there, around and back takes. */
function loopDays(geo: Geometry, mode: TransportMode): number {
  if (!geo.around) return 1;
  const km = 2 * haversineKm(geo.origin, geo.route.points[0]) + 2 * (geo.areaRadiusKm ?? 0);
  return Math.max(1, Math.ceil(km / KM_PER_DAY[mode]));
}

/** How many stops: 4–6 for a day, about 3 a day after, never more than MAX_STOPS (18). */
export function targetStopCount(mode: TransportMode, days: number, tripKm: number, pace: 'easy' | 'full' | null = null): number {
  let n = days <= 1 ? (mode === 'transit' ? 4 : mode === 'driving' && tripKm > LONG_DRIVE_KM ? 6 : 5) : 3 * days;
  // an easy pace is two stops a day (three on a day out), a full one four (seven)
  if (pace) n = days <= 1 ? n + 2 * PACE_DAY_STOPS[pace] : (3 + PACE_DAY_STOPS[pace]) * days;
  if (mode === 'driving' && pace !== 'easy') n = Math.max(n, MIN_LONG_DRIVE_STOPS);
  return Math.min(MAX_STOPS, n);
}
/** Stops a day more or fewer than the usual at an easy or a full pace (a day out: twice that). */
const PACE_DAY_STOPS = { easy: -1, full: 1 } as const;


export function plan(request: PlanRequest, options: PlanOptions = {}): TripPlan {
  const seed = options.seed ?? 1;
  const today = options.today ?? new Date();
  // 1. read the sentence (reader/, parse.ts)
  let parsed = parseTrip(request.prompt, { startDate: request.startDate, endDate: request.endDate, here: request.here, today });
  // The request's mode wins unless the sentence insists on walking, cycling or transit.
  const mode: TransportMode = parsed.mode ?? request.mode ?? 'driving';
  // 2. where the trip runs: the places resolved together, the road line (trip-geometry.ts); a name
  // with two close readings is read the likelier way, and the notice says how to get the other
  const guesses: string[] = [];
  const geo = resolveGeometry(parsed, mode, (text, chosen, other) => {
    const said = `Read "${text.trim()}" as ${placeLabel(chosen)}; for ${placeLabel(other)}, add the ${other.country === 'CA' ? 'province' : 'state'}.`;
    if (!guesses.includes(said)) guesses.push(said);
  });
  // "over Thanksgiving": its dates are those of the trip's country
  if (parsed.holiday) parsed = applyHoliday(parsed, (countryOfRegion(geo.origin.region) ?? 'US') as 'US' | 'CA', today);

  // 3. how long and how many stops
  const lengthKm = geo.route.lengthKm;
  const days = Math.min(MAX_DAYS, parsed.days ?? (geo.loop ? loopDays(geo, mode) : Math.max(1, Math.ceil(lengthKm / KM_PER_DAY[mode]))));
  const target = targetStopCount(mode, days, geo.loop ? 0 : lengthKm, parsed.pace);

  // 4. what was asked: themes with their weights (the traveller's insight themes added), and the
  // interests (broad ones are themes, specific ones are searched for: interests/request.ts)
  const weights = new Map<Theme, number>();
  for (const [t, w] of Object.entries(parsed.themeWeights) as [Theme, number][]) weights.set(t, w);
  for (const text of options.insightThemes ?? []) {
    for (const [t, w] of themesInText(text)) weights.set(t, (weights.get(t) ?? 0) + INSIGHT_WEIGHT * w);
  }
  const wanted = parsed.themes;
  const ask = requestOf(parsed.interests, { french: parsed.french });
  const asked = ask.specific.length ? ask.specific.map((s) => s.text).join(' and ') : wanted.length ? themeLabel(wanted) : '';
  /** "ghost town stops", "stops for old drive-in theatres". */
  const stopsFor = (n: number) => (ask.specific.length ? `${n === 1 ? 'stop' : 'stops'} for ${asked}` : `${asked} ${n === 1 ? 'stop' : 'stops'}`);

  // 5. the one candidate pool (pool.ts). A loop stays in its own country ("around Toronto" never
  // lists Buffalo), and so does a drive between two towns of one country: only a sentence that
  // crosses the border itself has stops on both sides.
  // (a loop from elsewhere stays in the country of what it goes around: "the Okanagan from Seattle")
  const originCountry = countryOfRegion((geo.around ?? geo.origin).region);
  const country = geo.loop || (geo.destination && countryOfRegion(geo.destination.region) === originCountry) ? originCountry : undefined;
  const avoid = new Set(options.avoid ?? []);
  const found = gatherPool({ geo, mode, days, target, ask, country, avoid, asked, stopsFor, themeLabel });
  // the places the sentence names itself ("badlands, Wall Drug and the Corn Palace") are stops
  const named = namedStops(parsed.otherPlaces, geo, parsed.french);
  for (const c of named) if (!found.pool.some((p) => p.place.id === c.place.id)) found.pool.push(c);
  // a famous place on the way is worth a stop whatever was asked ("bbq and diners from Oklahoma City
  // to Albuquerque" still stops at Cadillac Ranch): the most famous of the corridor or area join a
  // pool short of them as must-sees, and the notice says so
  const { guests, icon } = asked ? wayMustSees(found, target, avoid, ask.specific.length > 0) : { guests: [] };
  // (with more places asked for than the trip shows, a must-see takes a stop; with fewer, it comes
  // after every one of them: "mountain music from Raleigh" keeps its one music stop)
  const plenty = found.pool.length > target;
  for (const c of guests) found.pool.push(c);
  const guestIds = new Set(guests.map((c) => c.place.id));
  const { pool, widthKm, where, looked } = found;
  let notice = found.notice;
  if (!pool.length) {
    const between = geo.destination ? `between ${geo.origin.name} and ${geo.destination.name}` : `around ${geo.origin.name}`;
    throw new PlannerError('no_stops', `Gremlin found no odd stops ${between} yet.`);
  }

  // 6. the one score (score.ts), the seed's share, the must-sees
  const scale = geo.areaRegion ? Math.max(...pool.map((c) => c.offKm), 1) : widthKm;
  const perKm = geo.loop ? (geo.areaRegion ? 1 / (150 * days) : 2 / scale) : 1 / scale;
  const namedIds = new Set(named.map((c) => c.place.id));
  const candidates = rankCandidates(pool, { weights, ask, perKm }, { seed, target, avoid, wanted, onRequest: (p) => namedIds.has(p.id) || guestIds.has(p.id) || ask.onRequest(p), named: namedIds, ...(icon ? { icon: icon.place.id } : {}), ...(plenty ? {} : { guests: guestIds }) });

  // 7. choose the stops: along the road within a detour budget, spaced, not bunched at the ends
  const chosen = chooseStops(candidates, { geo, mode, days, target, lengthKm, scale, wanted, parsedDays: parsed.days });
  // 8. order them, and close gaps of a long drive
  let ordered = chosen.ordered;
  if (!geo.loop && mode === 'driving') ordered = fillLongGaps(ordered, candidates, found.raw, lengthKm);
  // the notice counts the stops on request the trip shows, not those the pool held; the places the
  // sentence named are the traveller's own choice, so it speaks of the other stops only
  if (found.noticeFor) {
    const others = ordered.filter((c) => !namedIds.has(c.place.id) && !guestIds.has(c.place.id));
    notice = found.noticeFor(others.filter((c) => ask.onRequest(c.place)).length, others.length);
    if (ordered.some((c) => namedIds.has(c.place.id))) notice = `Besides the places you named, ${notice.charAt(0).toLowerCase()}${notice.slice(1)}`;
  }
  if (!notice && ordered.length < target) {
    const what = (n: number) => (asked ? stopsFor(n) : `odd ${n === 1 ? 'stop' : 'stops'}`);
    notice = chosen.heldBack
      ? `We kept to ${ordered.length} ${what(ordered.length)}; the others along this route are long detours.`
      : `Only ${ordered.length} ${what(ordered.length)} ${where}${looked}.`;
  }

  const shownGuests = ordered.filter((c) => guestIds.has(c.place.id)).map((c) => c.place.name);
  if (shownGuests.length) {
    const also = `${listOf(shownGuests)} ${shownGuests.length === 1 ? 'is a must-see' : 'are must-sees'} ${where}.`;
    notice = notice ? `${notice} ${also}` : also;
  }

  // 9. a bed for each night (lodging.ts)
  const stops = ordered.map((c) => toStop(c.place, c.theme));
  const distanceKm = geo.loop ? tourKm([geo.origin, ...ordered.map((c) => c.place)], true) : lengthKm;
  // a loop the sentence gave no length takes the days its stops need (a state's drive-ins 600 km
  // apart are no day trip): a day's drive per day, on roads about a fifth longer than the crow flies
  const tripDays = geo.loop && parsed.days === null ? Math.min(MAX_DAYS, Math.max(days, Math.ceil((distanceKm * ROAD_FACTOR) / KM_PER_DAY[mode]))) : days;
  const accommodations = lodgingsFor(tripDays, geo, ordered, mode, request, { country, withinKm: geo.loop ? widthKm : undefined, region: geo.areaRegion ?? undefined });

  // 10. words the trip could not use, and names read one of two ways, are said back first
  // (an interest that matches no place and no word we know, "eve" of a Christmas Eve we missed, is not understood either)
  const ignored = [...parsed.ignored, ...ask.unmatched];
  const said = [...(ignored.length ? [`Not understood, ignored: ${ignored.map((w) => `'${w}'`).join(', ')}.`] : []), ...guesses];
  if (said.length) notice = notice ? `${said.join(' ')} ${notice}` : said.join(' ');

  const regionCodes = [geo.origin.region, ...stops.map((s) => s.region!), ...(geo.destination ? [geo.destination.region] : [])];
  return {
    stops,
    accommodations,
    origin: endOf(geo.origin),
    destination: geo.destination ? endOf(geo.destination) : null,
    ...(geo.around ? { around: endOf(geo.around) } : {}),
    routeRegion: routeRegionOf(regionCodes),
    days: tripDays,
    mode,
    themes: wanted,
    loop: geo.loop,
    route: geo.polyline.map((p) => ({ lat: round5(p.lat), lng: round5(p.lng) })),
    // a famous place worth the detour may lie past the corridor's edge: the width covers every stop
    corridorKm: geo.areaRegion ? Math.ceil(Math.max(...ordered.map((c) => c.offKm))) : Math.max(widthKm, Math.ceil(Math.max(0, ...ordered.map((c) => c.offKm)))),
    areaRegion: geo.areaRegion,
    corridor: geo.corridor?.id ?? null,
    through: geo.through.map((p) => ({ lat: round5(p.lat), lng: round5(p.lng) })),
    distanceKm: Math.round(distanceKm * 10) / 10,
    candidates: candidates.length,
    pool: poolEntries(candidates, found.raw, { weights, ask, perKm }),
    seed,
    ...(notice ? { notice } : {}),
    reading: {
      via: geo.via.map(endOf),
      interests: parsed.interests.map((i) => i.text).filter((t) => !ask.unmatched.includes(t)),
      daysFrom: parsed.daysFrom ?? 'default',
      startDate: parsed.startDate,
      endDate: parsed.endDate ?? (parsed.startDate ? addDaysIso(parsed.startDate, days - 1) : null),
      shape: geo.loop || geo.circuit ? 'loop' : geo.back ? 'return' : 'oneway',
      slow: parsed.slow,
      pace: parsed.pace,
      ignored,
      road: geo.corridor?.name ?? null,
      french: parsed.french,
    },
  };
}

/**
 * Every place of the pool scored once (score.ts), with the seed's jitter so Regenerate gives another
 * trip: its weight is 1.5 × the gap between the best place and the (3 × stops)-th, so the good places
 * take turns. The famous ones stay: up to a third of the stops go first to famous places on request
 * (then the oddest) — except on a Regenerate, where the replaced trip's stops are what the traveller
 * asked to see replaced; they come back on merit only when nothing else fits. Places that only fill
 * a pool short of what was asked come after all that answer it. Best first.
 */
function rankCandidates(
  pool: readonly RawCandidate[],
  ctx: ScoreContext,
  o: { seed: number; target: number; avoid: ReadonlySet<string>; wanted: readonly Theme[]; onRequest: (p: RawCandidate['place']) => boolean; named: ReadonlySet<string>; guests?: ReadonlySet<string>; icon?: string },
): Candidate[] {
  const { seed, target, avoid } = o;
  const quality = pool.map(({ place, offKm }) => placeScore(place, offKm, ctx));
  const ranked = [...quality].sort((a, b) => b - a);
  const gap = ranked.length ? ranked[0] - ranked[Math.min(ranked.length - 1, SHORTLIST_PER_STOP * target)] : 0;
  const jitterK = Math.max(JITTER_K, SEED_WEIGHT * gap);
  const mustSee = new Set(
    pool
      .map((c, i) => ({ id: c.place.id, q: quality[i] + JITTER_K * jitter(seed, c.place.id), c }))
      .filter((x) => (isFamous(x.c.place) || (x.c.place.tier === 'curated' && x.c.place.oddness >= MUST_SEE_ODDNESS)) && !avoid.has(x.id) && !o.guests?.has(x.id) && o.onRequest(x.c.place))
      .sort((a, b) => fameRank(b.c.place) - fameRank(a.c.place) || b.q - a.q || (a.id < b.id ? -1 : 1))
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
      (halved && jitter(seed ^ LANE_SALT, place.id) < 0.5 ? LANE_PENALTY * jitterK : 0) -
      // places that fill a pool short of what was asked come after every place that answers it, whatever the seed
      (place.id === o.icon ? -MUST_SEE_BONUS : o.guests?.has(place.id) ? GUEST_PENALTY * jitterK : !o.onRequest(place) ? FILLER_PENALTY * jitterK : 0) +
      (o.named.has(place.id) ? NAMED_BONUS : 0),
    theme: bestTheme(place, ctx.weights),
    matches: place.themes.filter((t) => o.wanted.includes(t)),
    ...(o.named.has(place.id) ? { named: true } : {}),
  }));
  return candidates.sort((a, b) => b.base - a.base || (a.place.id < b.place.id ? -1 : 1));
}

/**
 * Every place of the trip's corridor or area, best first by the one score: the ranked candidates on
 * request, then the rest (what a bonus stop for the traveller's own themes, or a model, may choose).
 */
function poolEntries(ranked: readonly Candidate[], raw: readonly RawCandidate[], ctx: ScoreContext): PoolEntry[] {
  const seen = new Set(ranked.map((c) => c.place.id));
  const rest = raw.filter((c) => !seen.has(c.place.id)).map((c) => ({ c, score: placeScore(c.place, c.offKm, ctx) - POOL_REST_PENALTY }));
  rest.sort((a, b) => b.score - a.score || (a.c.place.id < b.c.place.id ? -1 : 1));
  const entry = (c: RawCandidate, score: number): PoolEntry => ({ id: c.place.id, offKm: Math.round(c.offKm * 100) / 100, alongKm: Math.round(c.alongKm * 100) / 100, score: Math.round(score * 1000) / 1000 });
  return [...ranked.map((c) => entry(c, c.base)), ...rest.map((r) => entry(r.c, r.score))];
}
/** The pool's places not on request come after every one that is. */
const POOL_REST_PENALTY = 100;

interface ChooseInput {
  geo: Geometry;
  mode: TransportMode;
  days: number;
  target: number;
  lengthKm: number;
  scale: number;
  wanted: readonly Theme[];
  parsedDays: number | null;
}

/**
 * The stops among the ranked candidates (selection.ts): a walking tour is a chain of short hops; a
 * drive's stops are on the way within its detour budget; the end zones' share is of the stops the
 * trip ends up with, so when the route's middle holds too few places the trip asks for fewer stops
 * until the ends no longer dominate. Ordered: along the route, or as a closed tour for a loop.
 */
function chooseStops(candidates: Candidate[], x: ChooseInput): { ordered: Candidate[]; heldBack: boolean } {
  const { geo, mode, target, lengthKm } = x;
  // a neighbourhood is seen at a stroll's scale whatever the vehicle: its stops may stand a street apart
  const neighbourhood = namedAreaOf(geo)?.kind === 'neighbourhood';
  const minGap = mode === 'walking' || neighbourhood ? MIN_WALKING_SPACING_KM : MIN_STOP_SPACING_KM;
  const walkingTour = mode === 'walking' && geo.loop;
  const spareKm = x.parsedDays ? Math.max(0, x.days * KM_PER_DAY.driving - lengthKm) : 0;
  const detourBudgetKm = !geo.loop && !geo.areaRegion && mode === 'driving' ? Math.max(DETOUR_MIN_KM, DETOUR_SHARE * lengthKm, SPARE_DAY_DETOUR_SHARE * spareKm) : Infinity;
  // The detours give way when the road itself holds too few places: a long drive still gets its five stops.
  const minStops = Math.min(target, MIN_LONG_DRIVE_STOPS);
  const report = { heldBack: false };
  // a drive with nothing between its two towns ("museums from Saskatoon to Regina") is about the two
  // towns: their places are the trip, not a share of it that shrinks it to two stops
  const emptyMiddle = !geo.loop && lengthKm > 0 && !candidates.some((c) => c.alongKm >= END_ZONE * lengthKm && c.alongKm <= (1 - END_ZONE) * lengthKm);
  const selectOptions = { loop: geo.loop, lengthKm, scaleKm: x.scale, minGap, wanted: x.wanted, detourBudgetKm, oneDetourKm: ONE_DETOUR_KM, minStops, report, emptyMiddle };
  const selectFor = (k: number) => {
    report.heldBack = false;
    return select(candidates, k, selectOptions);
  };
  let chosen = walkingTour ? selectWalk(candidates, target, minGap) : selectFor(target);
  // the full-length pick tells whether places were left out for their detours
  const heldBack = report.heldBack;
  // fewer stops than asked: pick again for that many, so the ends' share holds for the trip it is;
  // a pick that came out short already kept the stricter share of a longer trip, and stands
  // (Philadelphia → Atlantic City: the Mütter Museum and Lucy the Elephant, not two Philadelphia stops)
  for (let guard = 0, shrunk = false; !walkingTour && !emptyMiddle && chosen.length < Math.min(target, candidates.length) && chosen.length > 0 && guard < 6; guard++) {
    const again = selectFor(chosen.length);
    if (again.length === chosen.length) {
      if (!shrunk) chosen = again;
      break;
    }
    chosen = again;
    shrunk = true;
  }
  // a loop's closed tour starts where the traveller does (the centre, or the start of a loop from elsewhere)
  const ordered = walkingTour ? chosen : geo.loop ? orderLoop(chosen, geo.origin) : [...chosen].sort((a, b) => a.alongKm - b.alongKm || (a.place.id < b.place.id ? -1 : 1));
  return { ordered, heldBack };
}

/**
 * A drive never runs empty: no stretch of more than MAX_GAP_KM without a stop where the catalogue
 * holds a place within GAP_REACH_KM of the road. Each gap takes the best ranked candidate near its
 * middle (on request first, then any place that is not of little note), until none is left or the
 * trip holds MAX_STOPS.
 */
const MAX_GAP_KM = 400;
const GAP_REACH_KM = 30;
function fillLongGaps(ordered: Candidate[], ranked: readonly Candidate[], raw: readonly RawCandidate[], lengthKm: number): Candidate[] {
  const out = [...ordered];
  const taken = new Set(out.map((c) => c.place.id));
  const spare = raw
    .filter((c) => !taken.has(c.place.id) && c.offKm <= GAP_REACH_KM && !isMinor(c.place))
    .map((c) => ({ ...c, base: -1000 + c.place.oddness, theme: c.place.themes[0], matches: [] as Theme[] }));
  for (let guard = 0; guard < MAX_STOPS && out.length < MAX_STOPS; guard++) {
    const marks = [0, ...out.map((c) => c.alongKm), lengthKm];
    let worst = -1;
    for (let i = 1; i < marks.length; i++) if (marks[i] - marks[i - 1] > MAX_GAP_KM && (worst < 0 || marks[i] - marks[i - 1] > marks[worst] - marks[worst - 1])) worst = i;
    if (worst < 0) break;
    const from = marks[worst - 1];
    const to = marks[worst];
    const inGap = (c: Candidate | (RawCandidate & { base: number })) =>
      !taken.has(c.place.id) && !out.some((o) => sameName(o.place, c.place)) && c.offKm <= GAP_REACH_KM && c.alongKm > from + 50 && c.alongKm < to - 50;
    const mid = (from + to) / 2;
    const pick = [...ranked.filter(inGap), ...spare.filter(inGap)].sort((a, b) => b.base - a.base - (Math.abs(b.alongKm - mid) - Math.abs(a.alongKm - mid)) / 100)[0];
    if (!pick) break;
    taken.add(pick.place.id);
    out.push(pick);
    out.sort((a, b) => a.alongKm - b.alongKm || (a.place.id < b.place.id ? -1 : 1));
  }
  return out;
}

/** "ghost-town" → "ghost town"; several → "oddity, roadside and nature". */
function themeLabel(themes: readonly Theme[]): string {
  const words = themes.slice(0, 3).map((t) => t.replace('-', ' '));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;


function addDaysIso(iso: string, n: number): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
