import type { Migration } from 'kysely';
import * as init from './2026-11-21T1200_init.js';
import * as sorting from './2026-11-21T1300_sorting.js';
import * as voteFunctions from './2026-11-21T1400_vote_functions.js';

/** Every migration of schema community, by name (names sort in the order they run). */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1200_init': init,
  '2026-11-21T1300_sorting': sorting,
  '2026-11-21T1400_vote_functions': voteFunctions,
};
