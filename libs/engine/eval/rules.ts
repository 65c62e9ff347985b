/**
 * The planner rules (docs/product/quality.md#planner-rules, the reading of places included), one pure function each:
 * `(case, plan, ctx) → { pass, why? }`, or `null` when the rule does not apply to that case.
 * Pure: a rule only reads the case, the plan(s) and the catalogue.
 */
import type { TripPlan } from '../src/planner/plan-types.js';
import { lodgings as catalogueLodgings, placeById, type Lodging } from '../src/catalogue/index.js';
import { countryOfRegion, haversineKm } from '../src/gazetteer/index.js';
import { makeRoute, pointAlong, project, type LatLng } from '../src/geo/index.js';
import * as plannerThemes from '../src/planner/themes.js';
import type { EvalCase } from './types.js';
import { SPREAD_MIN_KM } from '../src/planner/selection.js';

export interface RuleResult {
  pass: boolean;
  why?: string;
}

/** What a rule sees besides the case and the plan. */
export interface RuleContext {
  /** The plan, or the error the planner threw. */
  plan: TripPlan | null;
  error?: { code?: string; message: string };
  /** Regenerate rule only: the same request with seed + 1, and with the same seed again. */
  nextSeed?: TripPlan | null;
  sameSeed?: TripPlan | null;
  /** Lodging catalogue (defaults to the real one; tests pass a tiny one). */
  lodgings?: readonly Pick<Lodging, 'lat' | 'lng' | 'country'>[];
}

export type Rule = (c: EvalCase, ctx: RuleContext) => RuleResult | null;

const ok: RuleResult = { pass: true };
const fail = (why: string): RuleResult => ({ pass: false, why });
const km = (n: number) => `${n.toFixed(1)} km`;

// ── themes ────────────────────────────────────────────────────────────────────────────────

/** The planner's own neighbour table: a stop is on theme when it carries a named theme or a neighbour. */
export const THEME_NEIGHBOURS: Readonly<Record<string, readonly string[]>> = plannerThemes.THEME_NEIGHBOURS;

/** The named themes plus their neighbours. */
export function acceptedThemes(named: readonly string[]): Set<string> {
  const out = new Set<string>(named);
  for (const t of named) for (const n of THEME_NEIGHBOURS[t] ?? []) out.add(n);
  return out;
}

type StopLike = TripPlan['stops'][number];

/** A stop's themes: its catalogue place's, else the stop's own label. */
export function stopThemes(s: StopLike): string[] {
  const p = s.id ? placeById(s.id) : undefined;
  if (p) return [...p.themes];
  return s.theme ? [s.theme] : [];
}

function stopCountry(s: StopLike): string | undefined {
  const p = s.id ? placeById(s.id) : undefined;
  return p?.country ?? (s.region ? countryOfRegion(s.region) : undefined);
}

/** The plan's short-trip notice (the lead engineer adds `notice`; `notes` accepted too). */
export function noticeOf(plan: TripPlan): string | null {
  const p = plan as TripPlan & { notice?: unknown; notes?: unknown };
  for (const v of [p.notice, p.notes]) {
    if (typeof v === 'string' && v.trim()) return v;
    if (Array.isArray(v) && v.some((x) => typeof x === 'string' && x.trim())) return v.join(' ');
  }
  return null;
}

// ── helpers ───────────────────────────────────────────────────────────────────────────────

/** Names of one place the gazetteer may give either way (folded form → canonical folded form). */
const SAME_PLACE: Readonly<Record<string, string>> = {
  'district of columbia,dc': 'washington,dc',
};

/** Accent-, case- and abbreviation-folded "Name, RC". */
export function foldPlace(s: string): string {
  const f = s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/\b(saint|st)\b/g, 'st')
    .replace(/\b(sainte|ste)\b/g, 'ste')
    .replace(/\b(mount|mt)\b/g, 'mt')
    .replace(/\b(fort|ft)\b/g, 'ft')
    .replace(/[^a-z0-9,]+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim();
  return SAME_PLACE[f] ?? f;
}

const endName = (e: { name: string; region: string } | null) => (e ? `${e.name}, ${e.region}` : null);
const regionOf = (expected: string) => expected.split(',').pop()!.trim();

/** Along-route progress (km) of each stop, and the route length. */
export function progressOf(plan: Pick<TripPlan, 'route' | 'stops'>): { along: number[]; lengthKm: number } {
  const route = makeRoute(plan.route);
  return { along: plan.stops.map((s) => project(route, s).alongKm), lengthKm: route.lengthKm };
}

const isAtoB = (plan: TripPlan) => !plan.loop && plan.destination !== null && plan.route.length > 1;

// ── a. reading ────────────────────────────────────────────────────────────────────────────

export const reading: Rule = (c, { plan, error }) => {
  const e = c.expect;
  if (e.error) {
    if (error?.code === e.error) return ok;
    if (error) return fail(`expected ${e.error}, got ${error.code ?? 'crash'}: ${error.message}`);
    return fail(`expected ${e.error}, got ${endName(plan!.origin)}${plan!.destination ? ` → ${endName(plan!.destination)}` : ' (loop)'}`);
  }
  if (!plan) return fail(`${error?.code ?? 'crash'}: ${error?.message ?? 'no plan'}`);
  const got = endName(plan.origin)!;
  const gotD = endName(plan.destination);
  const problems: string[] = [];
  if (foldPlace(got) !== foldPlace(e.origin)) problems.push(`origin ${got} ≠ ${e.origin}`);
  if (e.destination === null) {
    if (gotD !== null) problems.push(`destination ${gotD}, expected a loop`);
  } else if (gotD === null) problems.push(`no destination (loop), expected ${e.destination}`);
  else if (foldPlace(gotD) !== foldPlace(e.destination)) problems.push(`destination ${gotD} ≠ ${e.destination}`);
  const country = e.country ?? countryOfRegion(regionOf(e.origin));
  if (country && countryOfRegion(plan.origin.region) !== country) problems.push(`country ${countryOfRegion(plan.origin.region)} ≠ ${country}`);
  const mode = e.mode ?? c.mode;
  if (mode && plan.mode !== mode) problems.push(`mode ${plan.mode} ≠ ${mode}`);
  if (e.around && !foldPlace(plan.around?.name ?? '').includes(foldPlace(e.around))) problems.push(`around ${plan.around?.name ?? '(the start)'} ≠ ${e.around}`);
  if (e.road && !foldPlace(plan.reading.road ?? '').includes(foldPlace(e.road))) problems.push(`road ${plan.reading.road ?? '(none)'} ≠ ${e.road}`);
  return problems.length ? fail(problems.join('; ')) : ok;
};

// ── b. theme fidelity ─────────────────────────────────────────────────────────────────────

export const THEME_SHARE = 0.8;

export const themeFidelity: Rule = (c, { plan }) => {
  if (!plan || !c.themes?.length || plan.stops.length === 0) return null;
  const accepted = acceptedThemes(c.themes);
  const off = plan.stops.filter((s) => !stopThemes(s).some((t) => accepted.has(t)));
  const share = 1 - off.length / plan.stops.length;
  if (share >= THEME_SHARE) return ok;
  if (noticeOf(plan)) return ok;
  const sample = off.slice(0, 3).map((s) => `${s.name} [${stopThemes(s).join(',')}]`).join('; ');
  return fail(`${Math.round(share * 100)}% on theme (${c.themes.join('/')}), no notice; off: ${sample}`);
};

// ── c. enough stops, spread ───────────────────────────────────────────────────────────────

export const LONG_DRIVE_KM = 150;
export const MIN_LONG_DRIVE_STOPS = 5;

export const enoughStops: Rule = (_c, { plan }) => {
  if (!plan || plan.mode !== 'driving' || !isAtoB(plan)) return null;
  const { lengthKm } = progressOf(plan);
  if (lengthKm <= LONG_DRIVE_KM) return null;
  if (plan.stops.length >= MIN_LONG_DRIVE_STOPS || noticeOf(plan)) return ok;
  return fail(`${plan.stops.length} stops on a ${Math.round(lengthKm)} km drive, no notice`);
};

export const END_SHARE = 0.15;
export const MAX_BUNCH = 0.4;

export const spread: Rule = (_c, { plan }) => {
  if (!plan || !isAtoB(plan) || plan.stops.length < 3) return null;
  const { along, lengthKm } = progressOf(plan);
  // a short drive's ends are the two towns the trip is about ("Philadelphia to Atlantic City")
  if (lengthKm < SPREAD_MIN_KM) return null;
  // …and so are a drive's two ends when its pool held nothing between them ("museums from
  // Saskatoon to Regina", "nature from Edmonton to Jasper"): there is nothing to spread to
  // (the pool's own places rank above the corridor's rest, which sits 100 points below)
  const middle = plan.pool.filter((e) => e.score > -50 && e.alongKm > END_SHARE * lengthKm && e.alongKm < (1 - END_SHARE) * lengthKm);
  if (!middle.length) return null;
  const n = along.length;
  const first = along.filter((a) => a <= END_SHARE * lengthKm).length;
  const last = along.filter((a) => a >= (1 - END_SHARE) * lengthKm).length;
  const problems: string[] = [];
  if (first / n > MAX_BUNCH) problems.push(`${first}/${n} stops in the first 15 %`);
  if (last / n > MAX_BUNCH) problems.push(`${last}/${n} stops in the last 15 %`);
  return problems.length ? fail(`${problems.join(', ')} of ${Math.round(lengthKm)} km`) : ok;
};

// ── d. no backtracking ────────────────────────────────────────────────────────────────────

export const BACKTRACK_KM = 5;

export const noBacktracking: Rule = (_c, { plan }) => {
  if (!plan || !isAtoB(plan) || plan.stops.length < 2) return null;
  const { along } = progressOf(plan);
  for (let i = 1; i < along.length; i++) {
    if (along[i] < along[i - 1] - BACKTRACK_KM) {
      return fail(`stop ${i + 1} "${plan.stops[i].name}" is ${km(along[i - 1] - along[i])} back from "${plan.stops[i - 1].name}"`);
    }
  }
  return ok;
};

// ── e. area, walking ──────────────────────────────────────────────────────────────────────

/** Slack on the radius for rounding (km). */
export const AREA_SLACK_KM = 0.5;

function lodgingCountry(a: LatLng, list: RuleContext['lodgings']): string | undefined {
  let best: { d: number; country: string } | null = null;
  for (const l of list ?? catalogueLodgings) {
    const d = haversineKm(a, l);
    if (!best || d < best.d) best = { d, country: l.country };
  }
  return best && best.d < 0.2 ? best.country : undefined;
}

export const area: Rule = (c, ctx) => {
  const { plan } = ctx;
  if (!plan) return null;
  const walking = plan.mode === 'walking' || c.tags?.includes('walking');
  if (!plan.loop && !walking) return null;
  const centre = plan.route[0];
  const radius = plan.corridorKm + AREA_SLACK_KM;
  const country = countryOfRegion(plan.origin.region);
  const problems: string[] = [];
  for (const s of plan.stops) {
    const d = haversineKm(centre, s);
    if (d > radius) problems.push(`stop "${s.name}" ${km(d)} from the centre (radius ${plan.corridorKm})`);
    const sc = stopCountry(s);
    if (!c.expect.crossBorder && country && sc && sc !== country) problems.push(`stop "${s.name}" in ${sc}`);
  }
  for (const a of plan.accommodations) {
    if (a.lat === undefined || a.lng === undefined) continue;
    const p = { lat: a.lat, lng: a.lng };
    const d = haversineKm(centre, p);
    if (d > radius) problems.push(`lodging "${a.name}" ${km(d)} from the centre (radius ${plan.corridorKm})`);
    const lc = lodgingCountry(p, ctx.lodgings);
    if (!c.expect.crossBorder && country && lc && lc !== country) problems.push(`lodging "${a.name}" in ${lc}`);
  }
  return problems.length ? fail(problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (+${problems.length - 3})` : '')) : ok;
};

export const WALK_MIN_STOPS = 4;
/** "About 2 km" between consecutive walking stops. */
export const WALK_HOP_KM = 2.2;

export const walkingTour: Rule = (c, { plan }) => {
  if (!c.tags?.includes('walking')) return null;
  if (!plan) return null;
  const problems: string[] = [];
  if (plan.mode !== 'walking') problems.push(`mode ${plan.mode}`);
  if (plan.stops.length < WALK_MIN_STOPS) problems.push(`${plan.stops.length} stops (< ${WALK_MIN_STOPS})`);
  for (let i = 1; i < plan.stops.length; i++) {
    const d = haversineKm(plan.stops[i - 1], plan.stops[i]);
    if (d > WALK_HOP_KM) problems.push(`${km(d)} from "${plan.stops[i - 1].name}" to "${plan.stops[i].name}"`);
  }
  return problems.length ? fail(problems.slice(0, 3).join('; ')) : ok;
};

// ── f. lodging ────────────────────────────────────────────────────────────────────────────

export const LODGING_NEAR_KM = 30;
/** Tolerance when the plan picks "the closest" lodging and there is none within 30 km. */
export const LODGING_CLOSEST_SLACK_KM = 1;

/**
 * The stop a night follows: A→B, the last stop at or before night/days of the route (when none,
 * or when it lies more than a day's share behind, the point night/days along the route); loop, the last stop of the night's share (ceil(stops / days) a day).
 */
export function nightAnchor(plan: TripPlan, night: number): { point: LatLng; label: string } {
  // The planner names the stop each night follows (`nearStop`); that is the anchor when it does.
  const named = plan.accommodations.find((a) => a.night === night && a.nearStop)?.nearStop;
  const stop = named ? plan.stops.find((s) => s.name === named) : undefined;
  if (stop) return { point: stop, label: `"${stop.name}"` };
  if (isAtoB(plan)) {
    const { along, lengthKm } = progressOf(plan);
    const cut = (lengthKm * night) / plan.days;
    let idx = -1;
    for (let i = 0; i < along.length; i++) if (along[i] <= cut) idx = i;
    // no stop yet, or the last one more than a day's drive behind: where the day's share of the
    // route ends (the planner's anchor too)
    if (idx < 0 || cut - along[idx] > lengthKm / plan.days) return { point: pointAlong(makeRoute(plan.route), cut), label: `${Math.round(cut)} km along the route` };
    return { point: plan.stops[idx], label: `"${plan.stops[idx].name}"` };
  }
  if (plan.stops.length === 0) return { point: plan.route[0], label: 'centre' };
  const perDay = Math.ceil(plan.stops.length / plan.days);
  const s = plan.stops[Math.min(plan.stops.length, night * perDay) - 1];
  return { point: s, label: `"${s.name}"` };
}

export const lodging: Rule = (_c, ctx) => {
  const { plan } = ctx;
  if (!plan || plan.days <= 1) return null;
  const list = ctx.lodgings ?? catalogueLodgings;
  const problems: string[] = [];
  const nights = plan.accommodations.filter((a) => a.lat !== undefined && a.lng !== undefined);
  if (nights.length < plan.days - 1) problems.push(`${nights.length} lodgings for ${plan.days - 1} nights`);
  nights.forEach((a, i) => {
    const night = a.night ?? i + 1;
    const anchor = nightAnchor(plan, night);
    const d = haversineKm(anchor.point, { lat: a.lat!, lng: a.lng! });
    if (d <= LODGING_NEAR_KM) return;
    let closest = Infinity;
    for (const l of list) closest = Math.min(closest, haversineKm(anchor.point, l));
    if (closest <= LODGING_NEAR_KM) problems.push(`night ${night}: "${a.name}" ${km(d)} from ${anchor.label}, one exists at ${km(closest)}`);
    else if (d > closest + LODGING_CLOSEST_SLACK_KM) problems.push(`night ${night}: "${a.name}" ${km(d)} from ${anchor.label}, closest is ${km(closest)}`);
  });
  return problems.length ? fail(problems.slice(0, 2).join('; ')) : ok;
};

// ── g. regenerate ─────────────────────────────────────────────────────────────────────────

const stopKey = (s: StopLike) => s.id ?? `${s.name}@${s.lat},${s.lng}`;

/**
 * Applies when the candidate pool holds at least twice the stops and the trip got the stops it asked
 * for: a trip that says only N places fit its road ("Only 3 … along this route", "We kept to 3 …")
 * has no spare ones to swap, however many more lie too close together or at its ends.
 */
export function regenerateApplies(plan: TripPlan | null): boolean {
  return !!plan && plan.stops.length > 0 && plan.candidates >= 2 * plan.stops.length && !SHORT_TRIP.test(plan.notice ?? '');
}
const SHORT_TRIP = /\b(Only \d+ |We kept to \d+ )/;

export const regenerate: Rule = (_c, { plan, nextSeed, sameSeed }) => {
  if (!plan || !regenerateApplies(plan)) return null;
  const problems: string[] = [];
  const keys = plan.stops.map(stopKey);
  if (!sameSeed) problems.push('same seed failed to plan');
  else if (sameSeed.stops.map(stopKey).join('|') !== keys.join('|')) problems.push('same seed gave different stops');
  if (!nextSeed) problems.push('seed + 1 failed to plan');
  else {
    const next = new Set(nextSeed.stops.map(stopKey));
    const changed = keys.filter((k) => !next.has(k)).length;
    if (changed * 2 < keys.length) problems.push(`seed + 1 changed ${changed}/${keys.length} stops (pool ${plan.candidates})`);
  }
  return problems.length ? fail(problems.join('; ')) : ok;
};

// ── h. famous ─────────────────────────────────────────────────────────────────────────────

export const famous: Rule = (c, { plan, error }) => {
  if (!c.placeId) return null;
  if (!plan) return fail(`no plan: ${error?.code ?? 'crash'}`);
  if (plan.stops.some((s) => s.id === c.placeId)) return ok;
  const p = placeById(c.placeId);
  let where = '';
  if (p) {
    if (isAtoB(plan)) {
      const pr = project(makeRoute(plan.route), p);
      where = `; it lies ${km(pr.offKm)} off the route (corridor ${plan.corridorKm} km)`;
    } else where = `; it lies ${km(haversineKm(plan.route[0], p))} from the centre (radius ${plan.corridorKm} km)`;
  }
  return fail(`${c.placeId} missing${where}`);
};

/** Every rule, in table order. `reading` must be 100 %; the others ≥ 95 %. */
export const RULES: readonly { id: string; label: string; rule: Rule }[] = [
  { id: 'reading', label: 'a. reading (origin/destination/country)', rule: reading },
  { id: 'theme', label: 'b. theme fidelity (≥80 % or notice)', rule: themeFidelity },
  { id: 'stops', label: 'c. ≥5 stops on drives >150 km', rule: enoughStops },
  { id: 'spread', label: 'c. spread (≤40 % in first/last 15 %)', rule: spread },
  { id: 'backtrack', label: 'd. no backtracking (>5 km)', rule: noBacktracking },
  { id: 'area', label: 'e. area (radius + country)', rule: area },
  { id: 'walking', label: 'e. walking (≥4 stops, ≤2 km hops)', rule: walkingTour },
  { id: 'lodging', label: 'f. lodging (≤30 km or closest)', rule: lodging },
  { id: 'regenerate', label: 'g. regenerate (new seed, ≥½ new)', rule: regenerate },
  { id: 'famous', label: 'h. famous place included', rule: famous },
];

export const THRESHOLDS: Readonly<Record<string, number>> = { reading: 1, default: 0.95 };
