/** The planner's request, options and result types, and the limits every part of it shares. */
import type { Accommodation, Stop, TransportMode, TripRequest } from '@roadgremlin/contracts';
import type { Theme } from '../catalogue/index.js';
import type { LatLng } from '../geo/index.js';

/** The contract's trip request; every field but the prompt may be left to the planner's defaults. */
export type PlanRequest = Pick<TripRequest, 'prompt'> & Partial<Omit<TripRequest, 'prompt'>>;

export interface PlanOptions {
  /** Same seed, same trip; Regenerate sends another. Default 1. */
  seed?: number;
  /** Themes from the traveller's connected accounts ("indie rock", "ghost towns", "music"). */
  insightThemes?: readonly string[];
  /**
   * Regenerate: the stops (catalogue ids) of the trip being replaced. They come back only when the
   * pool has too few others (the must-sees stay), so another trip is another trip.
   */
  avoid?: readonly string[];
  /** The traveller's day, for "this weekend" and holidays (default: today). */
  today?: Date;
}

/** How the sentence was read, beyond its places: shown back to the traveller and stored with the trip. */
export interface TripReading {
  /** Places passed on the way, in order. */
  via: PlanEnd[];
  /** Interests as typed ("old drive-in theatres"). */
  interests: string[];
  /** Where the length came from: the form's dates, the sentence, or the drive's length. */
  daysFrom: 'form' | 'sentence' | 'default';
  startDate: string | null;
  endDate: string | null;
  shape: 'oneway' | 'loop' | 'return';
  slow: boolean;
  /** The pace the sentence asked for ("a lazy week": easy), if any. */
  pace?: 'easy' | 'full' | null;
  /** Words the trip could not use, as typed. */
  ignored: string[];
  /** The named road followed, by its name. */
  road: string | null;
  french: boolean;
}

export interface PoolEntry {
  id: string;
  offKm: number;
  alongKm: number;
  /** The one score (score.ts) with the seed's jitter. */
  score: number;
}

export interface PlanEnd {
  name: string;
  region: string;
  lat: number;
  lng: number;
}

export interface TripPlan {
  stops: Stop[];
  accommodations: Accommodation[];
  origin: PlanEnd;
  /** null for a loop (an area trip). */
  destination: PlanEnd | null;
  /** A loop that starts elsewhere ("the Olympic Peninsula from Seattle"): what it goes around; `origin` is the start. */
  around?: PlanEnd;
  routeRegion: string;
  days: number;
  mode: TransportMode;
  themes: Theme[];
  /** true for an area trip that starts and ends at `origin`. */
  loop: boolean;
  /** A→B: the route's polyline (origin … destination); loop: [centre]. */
  route: LatLng[];
  /** A→B: half-width of the corridor used; loop: its radius (km). */
  corridorKm: number;
  /** Set when the area is a whole state/province: every stop lies in it. */
  areaRegion: string | null;
  /** Named corridor followed (corridors.ts id), if any. */
  corridor: string | null;
  /** The named road's towns the trip passes, in order: its route goes through them (routing/trip-route.ts). */
  through: LatLng[];
  /** A→B: route length; loop: length of the closed tour through the stops (km, straight lines). */
  distanceKm: number;
  /** How many catalogue places the final corridor / radius held (the pool the stops came from). */
  candidates: number;
  /**
   * Every place of the trip's corridor or area, best first by the one score (those on request first),
   * with how far off the way and along it each lies: what the bonus stop and a model choose among,
   * so every path picks from the one pool. In process only; never stored.
   */
  pool: readonly PoolEntry[];
  seed: number;
  /** Set when the trip is shorter than asked (few places on theme) or off theme (none at all). */
  notice?: string;
  /** The rest of the reading (via places, interests, dates, shape, ignored words). */
  reading: TripReading;
}


/**
 * Stops never exceed this, whatever the length: a trip is a list a person reads, not every place on
 * the way; 18 keeps about three a day for a six-day trip and two or more a day for a week (12 left
 * most days of a two-week drive without a stop). The stop-enhancing call takes 20 (a bonus stop joins).
 */
export const MAX_STOPS = 18;
/** No two stops closer than this (km), except on foot. */
export const MIN_STOP_SPACING_KM = 1;
export const MIN_WALKING_SPACING_KM = 0.1;
/** Driving trips longer than this get at least MIN_LONG_DRIVE_STOPS stops. */
export const LONG_DRIVE_KM = 150;
export const MIN_LONG_DRIVE_STOPS = 5;
