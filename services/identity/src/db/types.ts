import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Tables of schema `identity`. better-auth owns `user`, `session`, `account`, `verification` and
 * `jwks` (created by its own migrations, read and written only through better-auth); `user` is typed
 * here for the few reads that are ours (counts in tests, the profile foreign key).
 */
export interface ProfilesTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  provider: string;
  provider_id: string;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BetterAuthUserTable {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
  emailConfirmedAt: Date | null;
}

export interface Database {
  profiles: ProfilesTable;
  user: BetterAuthUserTable;
}

export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
