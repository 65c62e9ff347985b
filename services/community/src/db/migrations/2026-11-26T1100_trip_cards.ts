import { sql, type Kysely } from 'kysely';

/**
 * Trips in the forum: a post can carry one of its author's trips, shared by a public link. The card
 * (title, distance, days, stops, a thinned route line) is kept with the post when it is written, so
 * lists need no call to the trips service; `trip_share_id` finds the posts of a shared trip (the shared
 * page links back to them) and takes the card down when the link stops working.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('trip_share_id', 'text').addColumn('trip_card', 'jsonb').execute();
  await sql`create index posts_trip_share_idx on posts (trip_share_id) where trip_share_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists posts_trip_share_idx`.execute(db);
  await db.schema.alterTable('posts').dropColumn('trip_card').dropColumn('trip_share_id').execute();
}
