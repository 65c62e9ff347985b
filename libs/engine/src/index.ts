/**
 * @roadgremlin/engine — the trip engine: a sentence in, a route of real catalogue stops out.
 * Pure domain code (no HTTP, no database; its data ships in this folder). README.md shows the
 * steps of a plan in order. Subpath entries (`/geo`, `/catalogue`, `/gazetteer`, `/routing`) serve
 * the offline builds in tools/engine-data and the benchmarks.
 */
export * from './planner/index.js';
export { understoodOf, endLabel } from './planner/understood.js';
export { warmRetrieval } from './interests/retrieval.js';
export { addPersonalTouches, type PersonalInsights, type TripFrame } from './planner/personal-touches.js';
export { routeStops, routeStopsEmbedded, routeLine, roadGraph, routeTrip, routePoints, type RouteOptions, type RouteMode, type RoadLine, type TripEnds } from './routing/index.js';
export { places, placeById, lodgings, lodgingById, THEMES, type Place, type Lodging, type Theme } from './catalogue/index.js';
export { haversineKm, type LatLng, type Route } from './geo/index.js';
