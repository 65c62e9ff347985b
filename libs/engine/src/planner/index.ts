/**
 * The trip planner (pure domain code: no Fastify, no I/O beyond the bundled data).
 * README.md in this folder describes the algorithm.
 */
export { plan, targetStopCount, MAX_STOPS, MIN_STOP_SPACING_KM, MIN_WALKING_SPACING_KM, LONG_DRIVE_KM, MIN_LONG_DRIVE_STOPS } from './plan.js';
export type { PlanRequest, PlanOptions, PlanEnd, TripPlan } from './plan-types.js';
export { orderStops, themeFor, toStop } from './selection.js';
export { reroll, REROLL_MAX_KM } from './reroll.js';
export type { RerollInput, RerollResult } from './reroll.js';
export { parseTrip, daysBetween, MAX_DAYS } from './parse.js';
export type { ParsedTrip } from './parse.js';
export { geocode, geocodePair, geocodeCandidates } from './geocode.js';
export type { GeoPlace } from './geocode.js';
export { PlannerError } from './errors.js';
export type { PlannerErrorCode, PlaceReading } from './errors.js';
export { CORRIDORS } from './corridors.js';
export { clusterFor, themesInText } from './themes.js';
export { routeRegionOf, macroRegion } from './route-region.js';
export { makeRoute, project, type LatLng } from '../geo/index.js';
export { mulberry32 } from './random.js';
