import { sql, type Kysely } from 'kysely';
import { TripRequest, type TripsExport, type Accommodation, type JourneyActivityResponse, type Stop, type StoredTrip, type TripRoute, type Understood } from '@roadgremlin/contracts';
import { VERSION_COLUMNS, type Database, type NewTrip, type TripRow, type VersionContent } from '../db/types.js';
import { HttpError } from '@roadgremlin/service-kit';
import type { LatLng } from '@roadgremlin/engine';

/** A generated trip as the job hands it over: the row, its JSON columns as values. */
export type NewGeneratedTrip = Omit<NewTrip, 'request' | 'stops' | 'accommodations' | 'insights' | 'route' | 'trip_route' | 'understood'> & {
  trip_route: TripRoute | null;
  understood?: Understood | null;
  request: TripRequest;
  stops: Stop[];
  accommodations: Accommodation[];
  insights: string[];
  route: LatLng[];
};

/** GET /api/journey-activity as the repository answers it (the contract's shape). */
export type JourneyActivity = JourneyActivityResponse;

/** How far back the region and destination rankings look (the generated_at index bounds the scan). */
const RANKING_WINDOW_DAYS = 30;

/** The request a trip was planned from, without the traveller's location (`here`); none if unreadable. */
export function requestOf(row: TripRow): StoredTrip['request'] {
  const parsed = TripRequest.safeParse({ ...row.request, prompt: row.request?.prompt ?? row.prompt });
  if (!parsed.success) return undefined;
  const { here: _here, ...request } = parsed.data;
  return request;
}

export function toStoredTrip(row: TripRow): StoredTrip {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    generatedAt: row.generated_at.toISOString(),
    stops: row.stops,
    isSaved: row.is_saved,
    mode: row.mode,
    accommodations: row.accommodations,
    shareId: row.share_id,
    ...(row.trip_route ? { route: row.trip_route } : {}),
    ...(row.notice ? { notice: row.notice } : {}),
    ...(row.understood ? { understood: row.understood } : {}),
  };
}

/** Every SQL statement of schema trips. */
export class TripRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a generated trip under the job's id. A retried job (worker killed after the insert)
   * finds the row already there: nothing is stored twice, and `inserted` says which happened.
   */
  async insertGenerated(trip: NewGeneratedTrip): Promise<{ row: TripRow; inserted: boolean }> {
    const inserted = await this.db
      .insertInto('trips')
      .values({ ...trip, stops: json(trip.stops), accommodations: json(trip.accommodations), insights: json(trip.insights), request: json(trip.request), route: json(trip.route), trip_route: trip.trip_route ? json(trip.trip_route) : null, understood: trip.understood ? json(trip.understood) : null })
      .onConflict((oc) => oc.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, inserted: true };
    const existing = await this.db.selectFrom('trips').selectAll().where('id', '=', trip.id).executeTakeFirstOrThrow();
    return { row: existing, inserted: false };
  }

  /** The trip if it exists and belongs to the user; another user's trip is as good as missing. */
  async findOwned(id: string, userId: string): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.selectFrom('trips').selectAll().where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /**
   * One page of the user's trips (deleted ones hidden), newest first: generated trips by
   * generated_at, saved ones by saved_at. `q` filters on prompt or title; `cursor` is the
   * previous page's nextCursor (a bad one is a 400).
   */
  async listPage(userId: string, opts: { saved?: boolean; q?: string; cursor?: string; limit?: number }): Promise<{ rows: TripRow[]; nextCursor?: string }> {
    const kind = opts.saved ? 's' : 't';
    const key = opts.saved ? ('saved_at' as const) : ('generated_at' as const);
    const limit = opts.limit ?? 20;
    let query = this.db
      .selectFrom('trips')
      .selectAll()
      .select(sql<string>`${sql.ref(key)}::text`.as('sort_key'))
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
    if (opts.saved) query = query.where('is_saved', '=', true).where('saved_at', 'is not', null);
    if (opts.q) {
      const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or([eb('prompt', 'ilike', like), eb('title', 'ilike', like)]));
    }
    if (opts.cursor) {
      const after = decodeTripCursor(opts.cursor, kind);
      query = query.where(sql<boolean>`(${sql.ref(key)}, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    }
    const rows = await query.orderBy(key, 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { rows: page, ...(rows.length > limit && last ? { nextCursor: encodeTripCursor(kind, last.sort_key, last.id) } : {}) };
  }

  async listByUser(userId: string, limit = 100): Promise<TripRow[]> {
    return (await this.listPage(userId, { limit })).rows;
  }

  async listSavedByUser(userId: string, limit = 100): Promise<TripRow[]> {
    return (await this.listPage(userId, { saved: true, limit })).rows;
  }

  /** Unsaves the user's own trip (the title stays); undefined when not theirs. */
  async unsaveForUser(id: string, userId: string): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db
      .updateTable('trips')
      .set({ is_saved: false, saved_at: null })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  async rename(id: string, userId: string, title: string): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.updateTable('trips').set({ title }).where('id', '=', id).where('user_id', '=', userId).where('deleted_at', 'is', null).returningAll().executeTakeFirst();
  }

  /**
   * Soft delete: hidden everywhere until restored (a later purge may remove old ones). Answers the
   * trip's share id (its link stops working with it), null when it had none; undefined when not theirs.
   */
  async softDelete(id: string, userId: string): Promise<{ shareId: string | null } | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.db
      .updateTable('trips')
      .set({ deleted_at: sql`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('share_id')
      .executeTakeFirst();
    return row ? { shareId: row.share_id } : undefined;
  }

  /**
   * Removes for good the trips deleted more than `olderThanDays` ago (their versions go with them):
   * what a traveller deleted is not kept forever. Answers how many went.
   */
  async purgeDeleted(olderThanDays: number): Promise<number> {
    const r = await this.db
      .deleteFrom('trips')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', sql<Date>`now() - make_interval(days => ${olderThanDays})`)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** Undoes a delete (a trip that was not deleted answers as it is); undefined when not theirs. */
  async restore(id: string, userId: string): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    return this.db.updateTable('trips').set({ deleted_at: null }).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
  }

  /** Every version of the trip, oldest first; the current one read from the row itself. */
  async versions(row: TripRow): Promise<{ version: number; generatedAt: string; stopCount: number }[]> {
    const stored = await this.db
      .selectFrom('trip_versions')
      .select(['version', 'generated_at', 'stop_count'])
      .where('trip_id', '=', row.id)
      .orderBy('version')
      .execute();
    const list = stored
      .filter((v) => v.version !== row.version)
      .map((v) => ({ version: v.version, generatedAt: v.generated_at.toISOString(), stopCount: v.stop_count }));
    list.push({ version: row.version, generatedAt: row.generated_at.toISOString(), stopCount: row.stops.length });
    return list.sort((a, b) => a.version - b.version);
  }

  /**
   * Regenerate: the new plan becomes the current version of the user's trip `tripId`, the current
   * one is kept in trip_versions. A retried job (same `jobId`) applies once. Undefined when the
   * trip is not theirs (or deleted): the caller then stores a new trip.
   */
  async addVersion(tripId: string, userId: string, jobId: string, trip: NewGeneratedTrip): Promise<{ row: TripRow; inserted: boolean } | undefined> {
    if (!isUuid(tripId)) return undefined;
    return this.db.transaction().execute(async (tx) => {
      const cur = await tx.selectFrom('trips').selectAll().where('id', '=', tripId).where('user_id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
      if (!cur) return undefined;
      const applied = cur.version_job_id === jobId || (await tx.selectFrom('trip_versions').select('version').where('job_id', '=', jobId).executeTakeFirst());
      if (applied) return { row: cur, inserted: false };
      await keepVersion(tx, cur);
      const max = await tx.selectFrom('trip_versions').select(sql<number>`max(version)`.as('max')).where('trip_id', '=', tripId).executeTakeFirst();
      const version = Math.max(cur.version, Number(max?.max ?? 0)) + 1;
      const content = Object.fromEntries(VERSION_COLUMNS.map((c) => [c, (trip as Record<string, unknown>)[c] ?? null])) as VersionContent;
      const row = await tx
        .updateTable('trips')
        .set({ ...contentSet(content), generated_at: sql`now()`, version, version_job_id: jobId })
        .where('id', '=', tripId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx.insertInto('trip_versions').values({ trip_id: tripId, version, generated_at: row.generated_at, stop_count: row.stops.length, job_id: jobId, content: json(contentOf(row)) }).execute();
      return { row, inserted: true };
    });
  }

  /** Makes version `n` current again (the current one kept); undefined when not theirs or no such version. */
  async restoreVersion(tripId: string, userId: string, n: number): Promise<TripRow | undefined> {
    if (!isUuid(tripId)) return undefined;
    return this.db.transaction().execute(async (tx) => {
      const cur = await tx.selectFrom('trips').selectAll().where('id', '=', tripId).where('user_id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
      if (!cur) return undefined;
      if (cur.version === n) return cur;
      const target = await tx.selectFrom('trip_versions').selectAll().where('trip_id', '=', tripId).where('version', '=', n).executeTakeFirst();
      if (!target) return undefined;
      await keepVersion(tx, cur);
      return tx
        .updateTable('trips')
        .set({ ...contentSet(target.content), generated_at: target.generated_at, version: n, version_job_id: target.job_id })
        .where('id', '=', tripId)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  /** Marks the user's own trip saved (keeps the first saved_at); undefined when not theirs. */
  async saveForUser(id: string, userId: string, title: string | null | undefined): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    let q = this.db
      .updateTable('trips')
      .set({ is_saved: true, saved_at: sql`coalesce(saved_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);
    if (title !== undefined && title !== null && title !== '') q = q.set({ title });
    return q.returningAll().executeTakeFirst();
  }

  /** After a reroll: the new stops, and the route through them when it was recomputed. */
  async updateStops(id: string, userId: string, stops: Stop[], route?: TripRoute | null): Promise<void> {
    await this.db
      .updateTable('trips')
      .set({ stops: json(stops), ...(route !== undefined ? { trip_route: route ? json(route) : null } : {}) })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** The trip's live share id, creating one (`newId`) if it has none. */
  async share(id: string, userId: string, newId: string): Promise<string | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.db
      .updateTable('trips')
      .set({ share_id: sql`coalesce(share_id, ${newId})`, share_created_at: sql`coalesce(share_created_at, now())`, share_revoked_at: null })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('share_id')
      .executeTakeFirst();
    return row?.share_id ?? undefined;
  }

  /**
   * Kills the link for good (a later share makes a new one). Answers the link's id that stopped
   * working (null when none was on); undefined when the trip is not theirs.
   */
  async revokeShare(id: string, userId: string): Promise<{ shareId: string | null } | undefined> {
    if (!isUuid(id)) return undefined;
    const { rows } = await sql<{ share_id: string | null }>`
      update trips t set share_id = null, share_created_at = null, share_revoked_at = now()
        from (select id, share_id from trips where id = ${id} and user_id = ${userId} for update) old
       where t.id = old.id
      returning old.share_id`.execute(this.db);
    return rows[0] ? { shareId: rows[0].share_id } : undefined;
  }

  async findByShareId(shareId: string): Promise<TripRow | undefined> {
    return this.db.selectFrom('trips').selectAll().where('share_id', '=', shareId).where('deleted_at', 'is', null).executeTakeFirst();
  }

  /**
   * Every trip the user has stored (deleted ones still kept included), newest first, with every
   * version's content: the trips part of "Download my data".
   */
  async exportForUser(userId: string): Promise<TripsExport['trips']> {
    const rows = await this.db.selectFrom('trips').selectAll().where('user_id', '=', userId).orderBy('generated_at', 'desc').execute();
    const ids = rows.map((r) => r.id);
    const versions = ids.length
      ? await this.db.selectFrom('trip_versions').select(['trip_id', 'version', 'generated_at', 'content']).where('trip_id', 'in', ids).orderBy('version').execute()
      : [];
    return rows.map((row) => ({
      ...toStoredTrip(row),
      request: row.request,
      savedAt: row.saved_at ? row.saved_at.toISOString() : null,
      deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
      version: row.version,
      versions: versions
        .filter((v) => v.trip_id === row.id)
        .map((v) => ({ version: v.version, generatedAt: v.generated_at.toISOString(), content: v.content })),
    }));
  }

  /**
   * Removes every trip of the user for good, versions and share links with them (account deletion).
   * Answers the trips removed, with the share ids that stopped working.
   */
  async eraseForUser(userId: string): Promise<{ id: string; share_id: string | null }[]> {
    return this.db.deleteFrom('trips').where('user_id', '=', userId).returning(['id', 'share_id']).execute();
  }

  /** The landing page's map: the last 50 journeys (a deleted trip leaves the map) and a few counts (generated_at index throughout). */
  async journeyActivity(): Promise<JourneyActivity> {
    const since = sql<Date>`now() - make_interval(days => ${RANKING_WINDOW_DAYS})`;
    const [journeys, totals, regions, top] = await Promise.all([
      this.db
        .selectFrom('trips')
        .select(['id', 'origin_lat', 'origin_lng', 'origin_city', 'destination_lat', 'destination_lng', 'destination_city', 'route_region', 'generated_at'])
        .where('origin_lat', 'is not', null)
        .where('deleted_at', 'is', null)
        .orderBy('generated_at', 'desc')
        .limit(50)
        .execute(),
      this.db
        .selectFrom('trips')
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) filter (where generated_at > now() - interval '24 hours')`.as('recent'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('trips')
        .select(['route_region', sql<number>`count(*)`.as('n')])
        .where('generated_at', '>', since)
        .where('route_region', 'is not', null)
        .groupBy('route_region')
        .orderBy('n', 'desc')
        .orderBy('route_region')
        .limit(20)
        .execute(),
      this.db
        .selectFrom('trips')
        .select(['destination_city', sql<number>`count(*)`.as('n')])
        .where('generated_at', '>', since)
        .where('destination_city', 'is not', null)
        .groupBy('destination_city')
        .orderBy('n', 'desc')
        .orderBy('destination_city')
        .limit(5)
        .execute(),
    ]);
    return {
      journeys: journeys.map((j) => ({
        id: j.id,
        originLat: j.origin_lat!,
        originLng: j.origin_lng!,
        originCity: j.origin_city ?? '',
        destinationLat: j.destination_lat ?? j.origin_lat!,
        destinationLng: j.destination_lng ?? j.origin_lng!,
        destinationCity: j.destination_city ?? j.origin_city ?? '',
        routeRegion: j.route_region ?? '',
        generatedAt: j.generated_at.toISOString(),
      })),
      stats: {
        totalJourneys: Number(totals.total),
        activeRegions: regions.map((r) => r.route_region!),
        recentActivity: Number(totals.recent),
        topDestinations: top.map((t) => ({ city: t.destination_city!, count: Number(t.n) })),
      },
    };
  }
}

/** The planned content of a row (what a version keeps). */
function contentOf(row: TripRow): VersionContent {
  return Object.fromEntries(VERSION_COLUMNS.map((c) => [c, row[c]])) as VersionContent;
}

/** A version's content as an update of the trips row (jsonb columns as JSON text). */
function contentSet(c: VersionContent) {
  return {
    ...c,
    request: json(c.request),
    stops: json(c.stops),
    accommodations: json(c.accommodations),
    insights: json(c.insights),
    route: json(c.route),
    trip_route: c.trip_route ? json(c.trip_route) : null,
    understood: c.understood ? json(c.understood) : null,
  };
}

/** Keeps the current content of `row` as its version (rerolls included), replacing an older copy. */
async function keepVersion(tx: Kysely<Database>, row: TripRow) {
  const values = { generated_at: row.generated_at, stop_count: row.stops.length, content: json(contentOf(row)) };
  await tx
    .insertInto('trip_versions')
    .values({ trip_id: row.id, version: row.version, job_id: row.version_job_id, ...values })
    .onConflict((oc) => oc.columns(['trip_id', 'version']).doUpdateSet(values))
    .execute();
}

/** Keyset cursor of My Trips: [list, PostgreSQL's text of the sort timestamp (microseconds kept), id]. */
function encodeTripCursor(kind: 't' | 's', at: string, id: string) {
  return Buffer.from(JSON.stringify([kind, at, id])).toString('base64url');
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeTripCursor(cursor: string, kind: 't' | 's'): { at: string; id: string } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  if (Array.isArray(parts) && parts[0] === kind && typeof parts[1] === 'string' && PG_TIMESTAMP.test(parts[1]) && typeof parts[2] === 'string' && isUuid(parts[2])) {
    return { at: parts[1], id: parts[2] };
  }
  throw new HttpError(400, 'invalid_cursor', 'The cursor is not valid: pass the x-next-cursor value of the previous page of this list unchanged.');
}

function json(value: unknown) {
  return JSON.stringify(value ?? null);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else is simply not found (never a 500 from Postgres' uuid cast). */
export function isUuid(id: string) {
  return UUID.test(id);
}
