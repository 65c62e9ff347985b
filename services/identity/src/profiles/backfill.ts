import { sql, type Kysely } from 'kysely';
import { defaultAvatarColor, generatedHandle } from '@roadgremlin/contracts';

/**
 * Accounts created before display names existed get theirs: a generated handle and colour derived
 * from the account id (the community service derives the same ones for their old posts), never from
 * the e-mail address. Runs on boot under the migration lock; a no-op once every account has both.
 */
export async function backfillPublicProfiles(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ id: string; displayName: string | null; avatarColor: string | null }>`
    select id, "displayName", "avatarColor" from "user" where "displayName" is null or "avatarColor" is null`.execute(db);
  for (const row of rows) {
    await sql`update "user" set "displayName" = ${row.displayName ?? generatedHandle(row.id)}, "avatarColor" = ${row.avatarColor ?? defaultAvatarColor(row.id)} where id = ${row.id}`.execute(db);
  }
  return rows.length;
}
