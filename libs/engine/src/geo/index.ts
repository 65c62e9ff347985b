/**
 * Geometry of the engine, in one place: distances on the sphere (`distance.ts`), the router's
 * metre-based helpers and line simplification (`earth.ts`), and routes as polylines with exact
 * projection of a point onto them (`route.ts`).
 */
export * from './distance.js';
export * from './earth.js';
export * from './route.js';
