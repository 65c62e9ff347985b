/**
 * The trip shapes the web app reads and sends, taken from the shared contracts as types only
 * (`import type` is erased at build time, so zod never reaches the browser bundle).
 */
import type {
  Accommodation as ContractAccommodation,
  JourneyActivityItem as ContractJourneyActivityItem,
  JourneyActivityResponse as ContractJourneyActivityResponse,
  JourneyStats as ContractJourneyStats,
  SharedTrip as ContractSharedTrip,
  Stop as ContractStop,
  TransportMode as ContractTransportMode,
} from '@roadgremlin/contracts';

export type Stop = ContractStop;
export type Accommodation = ContractAccommodation;
export type TransportMode = ContractTransportMode;
export type SharedTrip = ContractSharedTrip;

export const TRANSPORT_MODES: readonly TransportMode[] = ['driving', 'walking', 'bicycling', 'transit'];

/** POST /api/generate-stops body (SPEC.md §3 Trip request). */
export interface TripRequest {
  prompt: string;
  mode: TransportMode;
  style: string;
  startDate?: string | null;
  endDate?: string | null;
  adults: number;
  children: number;
  pets: number;
}

/** POST /api/generate-stops answer. */
export interface GenerateStopsResponse {
  stops: Stop[];
  tripId: string;
  personalizedInsights: string[];
  accommodations: Accommodation[];
}

/** GET /api/user/trips and /api/user/saved-trips items (SPEC.md §3 Stored trip). */
export interface StoredTrip {
  id: string;
  title?: string | null;
  prompt: string;
  generatedAt: string;
  stops: Stop[];
  isSaved: boolean;
  mode?: TransportMode;
  accommodations?: Accommodation[];
  shareId?: string | null;
}

/** GET /api/journey-activity (public). */
export type JourneyActivityItem = ContractJourneyActivityItem;
export type JourneyStats = ContractJourneyStats;
export type JourneyActivityResponse = ContractJourneyActivityResponse;
