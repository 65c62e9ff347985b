/** The planner's request, options and result types, and the limits every part of it shares. */
import type { Accommodation, Stop, TransportMode, TripRequest } from '@roadgremlin/contracts';
import type { Theme } from '../catalogue/index.js';
import type { LatLng } from './geo.js';

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
  /** A→B: route length; loop: length of the closed tour through the stops (km, straight lines). */
  distanceKm: number;
  /** How many catalogue places the final corridor / radius held (the pool the stops came from). */
  candidates: number;
  seed: number;
  /** Set when the trip is shorter than asked (few places on theme) or off theme (none at all). */
  notice?: string;
}


/** Stops never exceed this, whatever the length (SPEC: a trip is a short list). */
export const MAX_STOPS = 12;
/** No two stops closer than this (km), except on foot. */
export const MIN_STOP_SPACING_KM = 1;
export const MIN_WALKING_SPACING_KM = 0.1;
/** Driving trips longer than this get at least MIN_LONG_DRIVE_STOPS stops. */
export const LONG_DRIVE_KM = 150;
export const MIN_LONG_DRIVE_STOPS = 5;
