import type { Kysely } from 'kysely';
import type { Database, NewProfile, Profile } from '../db/types.js';

/** Inserts the profile or updates every synced field of an existing one (POST /api/users/sync). */
export async function upsertProfile(db: Kysely<Database>, profile: Omit<NewProfile, 'created_at' | 'updated_at'>): Promise<Profile> {
  const now = new Date();
  return db
    .insertInto('profiles')
    .values({ ...profile, updated_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        email: profile.email,
        first_name: profile.first_name,
        last_name: profile.last_name,
        profile_image_url: profile.profile_image_url,
        provider: profile.provider,
        provider_id: profile.provider_id,
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
