import { sql, type Kysely, type Selectable } from 'kysely';
import type { ProviderId } from '@roadgremlin/contracts';
import type { ConnectionsTable, Database, PersonalitiesTable } from '../db/types.js';

export type ConnectionRow = Selectable<ConnectionsTable>;
export type PersonalityRow = Selectable<PersonalitiesTable>;

export interface UpsertConnection {
  userId: string;
  provider: ProviderId;
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date | null;
  userInfo: unknown;
  data: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL of schema `connections`. Every read and write of a connection is scoped to its owner. */
export class ConnectionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  listForUser(userId: string) {
    return this.db
      .selectFrom('connections')
      .select(['id', 'provider', 'user_info', 'source', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** Rows with the data the personality is computed from. */
  dataForUser(userId: string) {
    return this.db.selectFrom('connections').select(['provider', 'data']).where('user_id', '=', userId).orderBy('created_at').execute();
  }

  findOwnByProvider(userId: string, provider: string) {
    return this.db.selectFrom('connections').selectAll().where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  }

  /** Deletes the user's own connection; undefined when the id is not theirs (or not an id at all). */
  async deleteOwn(userId: string, id: string) {
    if (!UUID.test(id)) return undefined;
    return this.db.deleteFrom('connections').where('id', '=', id).where('user_id', '=', userId).returning(['id', 'provider']).executeTakeFirst();
  }

  upsert(c: UpsertConnection) {
    return this.db
      .insertInto('connections')
      .values({
        user_id: c.userId,
        provider: c.provider,
        access_token_enc: c.accessTokenEnc,
        refresh_token_enc: c.refreshTokenEnc,
        expires_at: c.expiresAt,
        user_info: JSON.stringify(c.userInfo ?? {}),
        data: JSON.stringify(c.data ?? {}),
        source: 'oauth',
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'provider']).doUpdateSet({
          source: 'oauth',
          access_token_enc: (eb) => eb.ref('excluded.access_token_enc'),
          refresh_token_enc: (eb) => eb.ref('excluded.refresh_token_enc'),
          expires_at: (eb) => eb.ref('excluded.expires_at'),
          user_info: sql`excluded.user_info`,
          data: sql`excluded.data`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(['id', 'provider'])
      .executeTakeFirstOrThrow();
  }

  /**
   * Stores what an imported export came to (no tokens; `data` = `{derived, itemsRead}` only). It
   * replaces an earlier import or OAuth connection of the same provider, tokens included.
   */
  upsertImport(c: { userId: string; provider: ProviderId; userInfo: unknown; data: unknown }) {
    return this.db
      .insertInto('connections')
      .values({
        user_id: c.userId,
        provider: c.provider,
        access_token_enc: null,
        refresh_token_enc: null,
        expires_at: null,
        user_info: JSON.stringify(c.userInfo ?? {}),
        data: JSON.stringify(c.data ?? {}),
        source: 'import',
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'provider']).doUpdateSet({
          source: 'import',
          access_token_enc: null,
          refresh_token_enc: null,
          expires_at: null,
          user_info: sql`excluded.user_info`,
          data: sql`excluded.data`,
          created_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returning(['id', 'provider'])
      .executeTakeFirstOrThrow();
  }

  async updateTokens(id: string, userId: string, t: { accessTokenEnc: string; refreshTokenEnc: string | null; expiresAt: Date | null }) {
    await this.db
      .updateTable('connections')
      .set({ access_token_enc: t.accessTokenEnc, refresh_token_enc: t.refreshTokenEnc, expires_at: t.expiresAt, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  async updateData(id: string, userId: string, userInfo: unknown, data: unknown) {
    await this.db
      .updateTable('connections')
      .set({ user_info: JSON.stringify(userInfo ?? {}), data: JSON.stringify(data ?? {}), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  }

  /** Every connection of the user with what was kept of it (tokens stay out). */
  exportForUser(userId: string) {
    return this.db
      .selectFrom('connections')
      .select(['provider', 'source', 'user_info', 'data', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** Removes every connection (tokens included) and the personality of the user, in one transaction. */
  async eraseForUser(userId: string) {
    return this.db.transaction().execute(async (tx) => {
      const connections = await tx.deleteFrom('connections').where('user_id', '=', userId).executeTakeFirst();
      const personality = await tx.deleteFrom('personalities').where('user_id', '=', userId).executeTakeFirst();
      return { connections: Number(connections.numDeletedRows), personality: Number(personality.numDeletedRows) };
    });
  }

  findPersonality(userId: string) {
    return this.db.selectFrom('personalities').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Marks personalisation as started (the first time only) and returns when. */
  async markStarted(userId: string): Promise<Date> {
    const row = await this.db
      .insertInto('personalities')
      .values({ user_id: userId, themes: JSON.stringify([]), insights: JSON.stringify([]), started_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ started_at: sql<Date>`coalesce(personalities.started_at, now())` }))
      .returning('started_at')
      .executeTakeFirstOrThrow();
    return row.started_at!;
  }

  /** Stores a freshly computed personality; connecting an account counts as starting personalisation. */
  async savePersonality(userId: string, themes: unknown, insights: unknown) {
    await this.db
      .insertInto('personalities')
      .values({ user_id: userId, themes: JSON.stringify(themes), insights: JSON.stringify(insights), started_at: sql<Date>`now()` })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          themes: sql`excluded.themes`,
          insights: sql`excluded.insights`,
          started_at: sql<Date>`coalesce(personalities.started_at, now())`,
          computed_at: sql<Date>`now()`,
        }),
      )
      .execute();
  }
}
