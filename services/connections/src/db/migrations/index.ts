import type { Migration } from 'kysely';
import * as init from './2026-11-21T1200_init.js';
import * as imports from './2026-11-25T0200_imports.js';

/** Every migration of schema connections, by name (names sort in the order they run). */
export const migrations: Record<string, Migration> = {
  '2026-11-21T1200_init': init,
  '2026-11-25T0200_imports': imports,
};
