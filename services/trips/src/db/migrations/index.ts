import type { Migration } from 'kysely';
import * as init from './2026-11-21T1200_init.js';
import * as plannerShare from './2026-11-22T0900_planner_share.js';
import * as tripRoute from './2026-11-24T2300_trip_route.js';
import * as tripUnderstood from './2026-11-24T2330_trip_understood.js';
import * as myTrips from './2026-11-25T0000_my_trips.js';

/** Every migration of schema trips, by name (names sort in the order they run). */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1200_init': init,
  '2026-11-22T0900_planner_share': plannerShare,
  '2026-11-24T2300_trip_route': tripRoute,
  '2026-11-24T2330_trip_understood': tripUnderstood,
  '2026-11-25T0000_my_trips': myTrips,
};
