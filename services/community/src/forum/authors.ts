import { sql, type Kysely } from 'kysely';
import { defaultAvatarColor, generatedHandle, isAvatarColor, type UserProfileUpdatedEvent } from '@roadgremlin/contracts';
import type { Database } from '../db/types.js';

/** Who wrote something, as everyone else sees them: a display name and an avatar colour, never an e-mail address. */
export interface Author {
  id: string;
  name: string;
  color: string;
}

/**
 * The author behind an access token: its display name and colour claims, else the handle and colour
 * identity generates for the account (the same function of the account id), so nothing here ever
 * falls back to the e-mail address.
 */
export function authorFromClaims(claims: { sub: string; displayName?: string; avatarColor?: string }): Author {
  const name = claims.displayName?.trim();
  return {
    id: claims.sub,
    name: name ? name.slice(0, 100) : generatedHandle(claims.sub),
    color: isAvatarColor(claims.avatarColor) ? claims.avatarColor : defaultAvatarColor(claims.sub),
  };
}

/**
 * The forum's copy of its authors' public profiles (table `authors`), fed by the tokens of people who
 * write and by identity's `user_profile_updated` events. Posts and comments also keep the name in
 * their `author_name` column, rewritten here whenever the profile changes.
 */
export class AuthorDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the author's current profile (nothing is written when it is unchanged). */
  async remember(author: Author): Promise<void> {
    // one transaction: a reader sees the new name everywhere (authors, posts, comments) or nowhere yet
    await this.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ user_id: string }>`
        insert into authors (user_id, display_name, avatar_color) values (${author.id}, ${author.name}, ${author.color})
        on conflict (user_id) do update set display_name = excluded.display_name, avatar_color = excluded.avatar_color, updated_at = now()
          where authors.display_name is distinct from excluded.display_name or authors.avatar_color is distinct from excluded.avatar_color
        returning user_id`.execute(tx);
      if (!rows.length) return;
      await sql`update posts set author_name = ${author.name} where author_id = ${author.id} and author_name is distinct from ${author.name}`.execute(tx);
      await sql`update comments set author_name = ${author.name} where author_id = ${author.id} and author_name is distinct from ${author.name}`.execute(tx);
    });
  }

  /** identity announced a new display name or colour. */
  async applyProfile(event: UserProfileUpdatedEvent): Promise<void> {
    await this.remember({ id: event.userId, name: event.displayName, color: isAvatarColor(event.avatarColor) ? event.avatarColor : defaultAvatarColor(event.userId) });
  }

  /**
   * Posts and comments written before display names existed carry a name taken from the e-mail
   * address: their authors get the handle identity generated for their account, and those old names
   * are overwritten. Runs on boot, one replica at a time (an advisory lock); a no-op afterwards.
   */
  async backfill(): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(hashtext('roadgremlin:community:authors'))`.execute(tx);
      const { rows } = await sql<{ author_id: string }>`
        select author_id from (select author_id from posts union select author_id from comments) w
         where not exists (select 1 from authors a where a.user_id = w.author_id)`.execute(tx);
      for (const { author_id } of rows) {
        const name = generatedHandle(author_id);
        await sql`insert into authors (user_id, display_name, avatar_color) values (${author_id}, ${name}, ${defaultAvatarColor(author_id)}) on conflict do nothing`.execute(tx);
        await sql`update posts set author_name = ${name} where author_id = ${author_id}`.execute(tx);
        await sql`update comments set author_name = ${name} where author_id = ${author_id}`.execute(tx);
      }
      return rows.length;
    });
  }
}
