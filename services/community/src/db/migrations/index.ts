import type { Migration } from 'kysely';
import * as init from './2026-11-21T1200_init.js';
import * as sorting from './2026-11-21T1300_sorting.js';
import * as voteFunctions from './2026-11-21T1400_vote_functions.js';
import * as authors from './2026-11-26T1000_authors.js';
import * as tripCards from './2026-11-26T1100_trip_cards.js';
import * as moderation from './2026-11-27T1000_moderation.js';

/** Every migration of schema community, by name (names sort in the order they run). */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1200_init': init,
  '2026-11-21T1300_sorting': sorting,
  '2026-11-21T1400_vote_functions': voteFunctions,
  '2026-11-26T1000_authors': authors,
  '2026-11-26T1100_trip_cards': tripCards,
  '2026-11-27T1000_moderation': moderation,
};
