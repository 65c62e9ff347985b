import type { Generated } from 'kysely';

export interface TripsTable {
  id: Generated<string>;
  user_id: string;
  prompt: string;
  request: unknown;
  stops: unknown;
  accommodations: Generated<unknown>;
  insights: Generated<unknown>;
  title: string | null;
  is_saved: Generated<boolean>;
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
}

export interface Database {
  trips: TripsTable;
}
