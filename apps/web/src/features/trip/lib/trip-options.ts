import type { DateRange } from '../../../lib/date-range';
import type { TransportMode, TripRequest } from '../../../lib/trip-types';

/** Party and trip request defaults (docs/product/rules.md#trip-request). */
export const PARTY_LIMITS = { adults: { initial: 2, min: 1 }, children: { initial: 0, min: 0 }, pets: { initial: 0, min: 0 } } as const;
export const DEFAULT_STYLE = 'classic';
export const TRIP_STYLES = [
  { value: 'classic', label: 'Classic weird' },
  { value: 'spooky', label: 'Spooky' },
  { value: 'retro', label: 'Retro Americana' },
  { value: 'foodie', label: 'Foodie' },
  { value: 'scenic', label: 'Scenic' },
  { value: 'artsy', label: 'Artsy' },
] as const;

export const MODE_LABELS: Record<TransportMode, string> = {
  driving: 'Driving',
  walking: 'Walking',
  bicycling: 'Bicycling',
  transit: 'Transit',
};

export interface TripOptions {
  mode: TransportMode;
  style: string;
  dates: DateRange;
  adults: number;
  children: number;
  pets: number;
}

export const DEFAULT_TRIP_OPTIONS: TripOptions = {
  mode: 'driving',
  style: DEFAULT_STYLE,
  dates: { start: null, end: null },
  adults: PARTY_LIMITS.adults.initial,
  children: PARTY_LIMITS.children.initial,
  pets: PARTY_LIMITS.pets.initial,
};

/**
 * The request body; a single picked day is a one-day trip. `here` is the traveller's location,
 * sent only for a sentence that says "from here", "near me"… (lib/here).
 */
export function toTripRequest(prompt: string, options: TripOptions, here?: { lat: number; lng: number } | null): TripRequest {
  const start = options.dates.start;
  const end = options.dates.end ?? start;
  return {
    prompt: prompt.trim(),
    mode: options.mode,
    style: options.style || DEFAULT_STYLE,
    startDate: start ?? null,
    endDate: end ?? null,
    adults: Math.max(PARTY_LIMITS.adults.min, options.adults),
    children: Math.max(PARTY_LIMITS.children.min, options.children),
    pets: Math.max(PARTY_LIMITS.pets.min, options.pets),
    ...(here ? { here } : {}),
  };
}
