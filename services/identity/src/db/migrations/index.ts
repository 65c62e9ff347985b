import type { Migration } from 'kysely';
import * as createProfiles from './2026-11-21T1200_create_profiles.js';

/** Static map (see service-kit migrateToLatest): names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1200_create_profiles': createProfiles,
};
