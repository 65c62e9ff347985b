import type { Generated } from 'kysely';

export interface ConnectionsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  /** Null for an imported export (source 'import'). */
  access_token_enc: string | null;
  refresh_token_enc: string | null;
  expires_at: Date | null;
  user_info: Generated<unknown>;
  data: Generated<unknown>;
  source: Generated<'oauth' | 'import'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PersonalitiesTable {
  user_id: string;
  themes: unknown;
  insights: unknown;
  started_at: Date | null;
  computed_at: Generated<Date>;
}

export interface Database {
  connections: ConnectionsTable;
  personalities: PersonalitiesTable;
}
