import { sql, type Kysely } from 'kysely';
import type { Accommodation, JourneyActivityResponse, Stop, StoredTrip, TripRequest, TripRoute, Understood } from '@roadgremlin/contracts';
import type { Database, NewTrip, TripRow } from '../db/types.js';
import type { LatLng } from '../planner/geo.js';

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
    return this.db.selectFrom('trips').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  async listByUser(userId: string, limit = 100): Promise<TripRow[]> {
    return this.db.selectFrom('trips').selectAll().where('user_id', '=', userId).orderBy('generated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async listSavedByUser(userId: string, limit = 100): Promise<TripRow[]> {
    return this.db
      .selectFrom('trips')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_saved', '=', true)
      .orderBy('saved_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Marks the user's own trip saved (keeps the first saved_at); undefined when not theirs. */
  async saveForUser(id: string, userId: string, title: string | null | undefined): Promise<TripRow | undefined> {
    if (!isUuid(id)) return undefined;
    let q = this.db
      .updateTable('trips')
      .set({ is_saved: true, saved_at: sql`coalesce(saved_at, now())` })
      .where('id', '=', id)
      .where('user_id', '=', userId);
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
      .returning('share_id')
      .executeTakeFirst();
    return row?.share_id ?? undefined;
  }

  /** Kills the link for good (a later share makes a new one); false when the trip is not theirs. */
  async revokeShare(id: string, userId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const r = await this.db
      .updateTable('trips')
      .set({ share_id: null, share_created_at: null, share_revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async findByShareId(shareId: string): Promise<TripRow | undefined> {
    return this.db.selectFrom('trips').selectAll().where('share_id', '=', shareId).executeTakeFirst();
  }

  /** The landing page's map: the last 50 journeys and a few counts (generated_at index throughout). */
  async journeyActivity(): Promise<JourneyActivity> {
    const since = sql<Date>`now() - make_interval(days => ${RANKING_WINDOW_DAYS})`;
    const [journeys, totals, regions, top] = await Promise.all([
      this.db
        .selectFrom('trips')
        .select(['id', 'origin_lat', 'origin_lng', 'origin_city', 'destination_lat', 'destination_lng', 'destination_city', 'route_region', 'generated_at'])
        .where('origin_lat', 'is not', null)
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

function json(value: unknown) {
  return JSON.stringify(value ?? null);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else is simply not found (never a 500 from Postgres' uuid cast). */
export function isUuid(id: string) {
  return UUID.test(id);
}
