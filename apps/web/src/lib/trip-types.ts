/**
 * The trip shapes the web app reads and sends, taken from the shared contracts as types only
 * (`import type` is erased at build time, so zod never reaches the browser bundle).
 */
import type {
  Accommodation as ContractAccommodation,
  GenerateStopsResponse as ContractGenerateStopsResponse,
  JourneyActivityItem as ContractJourneyActivityItem,
  JourneyActivityResponse as ContractJourneyActivityResponse,
  JourneyStats as ContractJourneyStats,
  SharedTrip as ContractSharedTrip,
  Stop as ContractStop,
  StoredTrip as ContractStoredTrip,
  TransportMode as ContractTransportMode,
  TripRequest as ContractTripRequest,
} from '@roadgremlin/contracts';

export type Stop = ContractStop;
export type Accommodation = ContractAccommodation;
export type TransportMode = ContractTransportMode;
export type SharedTrip = ContractSharedTrip;

export const TRANSPORT_MODES: readonly TransportMode[] = ['driving', 'walking', 'bicycling', 'transit'];

/** POST /api/generate-stops body (the trip request), every field filled in by the form. */
export type TripRequest = ContractTripRequest;
/** POST /api/generate-stops answer. */
export type GenerateStopsResponse = ContractGenerateStopsResponse;
/** GET /api/user/trips and /api/user/saved-trips items (stored trips). */
export type StoredTrip = ContractStoredTrip;

/** GET /api/journey-activity (public). */
export type JourneyActivityItem = ContractJourneyActivityItem;
export type JourneyStats = ContractJourneyStats;
export type JourneyActivityResponse = ContractJourneyActivityResponse;
