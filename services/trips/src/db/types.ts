import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Accommodation, Stop, TransportMode, TripRequest, TripRoute, Understood } from '@roadgremlin/contracts';
import type { LatLng } from '@roadgremlin/engine';

/** A jsonb column: read as T, written as its JSON text (the repository stringifies). */
type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a database default. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type Generated<T> = ColumnType<T, T | undefined, T>;

export interface TripsTable {
  /** Also the id of the `generate-trip` job that made it (the insert is idempotent on it). */
  id: string;
  user_id: string;
  prompt: string;
  request: Json<TripRequest>;
  stops: Json<Stop[]>;
  accommodations: JsonWithDefault<Accommodation[]>;
  insights: JsonWithDefault<string[]>;
  title: string | null;
  is_saved: Generated<boolean>;
  /** The public share link's id; null when never shared or revoked. */
  share_id: string | null;
  origin_city: string | null;
  origin_lat: number | null;
  origin_lng: number | null;
  destination_city: string | null;
  destination_lat: number | null;
  destination_lng: number | null;
  route_region: string | null;
  generated_at: Generated<Date>;
  saved_at: Date | null;
  seed: number | null;
  mode: Generated<TransportMode>;
  days: Generated<number>;
  loop: Generated<boolean>;
  /** The planner's route polyline ([centre] for a loop), for rerolls. */
  route: JsonWithDefault<LatLng[]>;
  corridor_km: number | null;
  share_created_at: Date | null;
  share_revoked_at: Date | null;
  /** The route through the stops (TripRoute); null for trips planned before routing. */
  trip_route: ColumnType<TripRoute | null, string | null | undefined, string | null>;
  notice: string | null;
  /** What the planner understood (origin, destination or area); null for trips planned before. */
  understood: ColumnType<Understood | null, string | null | undefined, string | null>;
  /** Soft delete (My Trips' Undo): hidden from every list and call while set. */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The current version (1 until a Regenerate). */
  version: Generated<number>;
  /** The generate job that made the current version (a retried job applies once). */
  version_job_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One version of a trip: its planned content as it was when another version became current. */
export interface TripVersionsTable {
  trip_id: string;
  version: number;
  generated_at: Date;
  stop_count: number;
  job_id: string | null;
  content: Json<VersionContent>;
  stored_at: Generated<Date>;
}

/** The columns a version owns (everything the planner made; not the title, saving or sharing). */
export const VERSION_COLUMNS = [
  'prompt', 'request', 'stops', 'accommodations', 'insights', 'origin_city', 'origin_lat', 'origin_lng', 'destination_city',
  'destination_lat', 'destination_lng', 'route_region', 'seed', 'mode', 'days', 'loop', 'route', 'corridor_km', 'trip_route', 'notice', 'understood',
] as const;
export type VersionContent = Pick<Selectable<TripsTable>, (typeof VERSION_COLUMNS)[number]>;

export type TripRow = Selectable<TripsTable>;
export type NewTrip = Insertable<TripsTable>;

export interface Database {
  trips: TripsTable;
  trip_versions: TripVersionsTable;
}
