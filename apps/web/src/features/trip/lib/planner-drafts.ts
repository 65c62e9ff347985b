/**
 * What the signed-in home keeps across screens and reloads (lib/session-draft): the prompt form as
 * typed, and the last trip planned. The parsers accept only what this build wrote; anything else is
 * discarded and the home starts empty.
 */
import { toIsoDate } from '../../../lib/date-range';
import type { TripRoute } from '../../../lib/route-legs';
import { TRANSPORT_MODES, type Accommodation, type Stop, type TransportMode } from '../../../lib/trip-types';
import { DEFAULT_TRIP_OPTIONS, PARTY_LIMITS, type TripOptions } from './trip-options';
import type { Understood } from '@roadgremlin/contracts';

export interface PlannerForm {
  prompt: string;
  options: TripOptions;
}

export interface PlannedTrip {
  stops: Stop[];
  tripId: string | null;
  insights: string[];
  accommodations: Accommodation[];
  /** Indexes of stops replaced by a reroll (the map legend's 'Rerolled'). */
  rerolled: number[];
  /** The prompt that planned it, for Regenerate and the results view. */
  prompt: string;
  /** The route through the stops, refreshed from GET /api/trips/{id} after a reroll. */
  route?: TripRoute | null;
  /** The planner's "fewer stops than asked" notice. */
  notice?: string | null;
  /** The places the sentence was read as ("Richmond, VA → Williamsburg, VA"). */
  understood?: Understood | null;
}

export const EMPTY_FORM: PlannerForm = { prompt: '', options: DEFAULT_TRIP_OPTIONS };
export const NO_TRIP: PlannedTrip = { stops: [], tripId: null, insights: [], accommodations: [], rerolled: [], prompt: '' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isDay = (v: unknown) => v === null || (isStr(v) && /^\d{4}-\d{2}-\d{2}$/.test(v));
const count = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= 99;

export function parseForm(raw: unknown): PlannerForm | null {
  if (!isObj(raw) || !isStr(raw.prompt) || !isObj(raw.options)) return null;
  const o = raw.options;
  if (!TRANSPORT_MODES.includes(o.mode as TransportMode) || !isStr(o.style)) return null;
  if (!isObj(o.dates) || !isDay(o.dates.start) || !isDay(o.dates.end)) return null;
  if (!count(o.adults, PARTY_LIMITS.adults.min) || !count(o.children, PARTY_LIMITS.children.min) || !count(o.pets, PARTY_LIMITS.pets.min)) return null;
  const start = o.dates.start as string | null;
  // Dates picked yesterday may have passed: the picker refuses past days, so they are dropped.
  const dates = start && start < toIsoDate(new Date()) ? { start: null, end: null } : { start, end: o.dates.end as string | null };
  return {
    prompt: raw.prompt,
    options: {
      mode: o.mode as TransportMode,
      style: o.style,
      dates,
      adults: o.adults as number,
      children: o.children as number,
      pets: o.pets as number,
    },
  };
}

const isStop = (s: unknown): s is Stop => isObj(s) && isStr(s.name) && isStr(s.description) && isNum(s.lat) && isNum(s.lng);
const isAccommodation = (a: unknown): a is Accommodation => isObj(a) && isStr(a.name) && isStr(a.address) && Array.isArray(a.amenities);

const isRoute = (r: unknown): r is TripRoute =>
  isObj(r) &&
  isObj(r.geometry) &&
  Array.isArray(r.geometry.coordinates) &&
  Array.isArray(r.legs) &&
  r.legs.every((l) => isObj(l) && isNum(l.distanceKm) && isNum(l.durationMin) && typeof l.onRoad === 'boolean');

const isPlace = (p: unknown) => isObj(p) && isStr(p.name) && isStr(p.region) && isNum(p.lat) && isNum(p.lng);
const isUnderstood = (u: unknown): u is Understood => isObj(u) && isPlace(u.origin) && (u.destination === null || isPlace(u.destination));

export function parseTrip(raw: unknown): PlannedTrip | null {
  if (!isObj(raw) || !Array.isArray(raw.stops) || !raw.stops.every(isStop)) return null;
  if (!(raw.tripId === null || isStr(raw.tripId)) || !isStr(raw.prompt)) return null;
  if (!Array.isArray(raw.insights) || !raw.insights.every(isStr)) return null;
  if (!Array.isArray(raw.accommodations) || !raw.accommodations.every(isAccommodation)) return null;
  if (!Array.isArray(raw.rerolled) || !raw.rerolled.every((i) => Number.isInteger(i) && i >= 0 && i < (raw.stops as unknown[]).length)) return null;
  return {
    stops: raw.stops,
    tripId: raw.tripId,
    insights: raw.insights,
    accommodations: raw.accommodations,
    rerolled: raw.rerolled as number[],
    prompt: raw.prompt,
    route: isRoute(raw.route) ? raw.route : null,
    notice: isStr(raw.notice) ? raw.notice : null,
    understood: isUnderstood(raw.understood) ? raw.understood : null,
  };
}
