import { z } from 'zod';
import { nonBlank } from './common.js';
import { TripRoute } from './route.js';

export const TransportMode = z.enum(['driving', 'walking', 'bicycling', 'transit'], {
  error: 'mode must be one of driving, walking, bicycling, transit',
});
export type TransportMode = z.infer<typeof TransportMode>;

const Lat = z.number({ error: 'lat must be a number' }).min(-90).max(90);
const Lng = z.number({ error: 'lng must be a number' }).min(-180).max(180);
const IsoDate = z.iso.date({ error: 'Dates must be ISO dates (YYYY-MM-DD)' });

/**
 * The trip request (docs/product/rules.md#trip-request): the one shape of a trip request, from the
 * web form through the route,
 * the job payload and the stored row (`trips.request`) to the planner.
 */
export const TripRequest = z
  .object({
    prompt: nonBlank('prompt', 500),
    mode: TransportMode.default('driving'),
    style: z.string().trim().max(40).default('classic'),
    startDate: z.union([IsoDate, z.iso.datetime()]).nullable().default(null),
    endDate: z.union([IsoDate, z.iso.datetime()]).nullable().default(null),
    adults: z.number().int().min(1, { error: 'adults must be at least 1' }).max(50).default(2),
    children: z.number().int().min(0, { error: 'children cannot be negative' }).max(50).default(0),
    pets: z.number().int().min(0, { error: 'pets cannot be negative' }).max(50).default(0),
    /**
     * The traveller's location, sent only when the sentence says "from here", "near me"… and the
     * browser allowed it (rounded to ~1 km by the web app). Without it such a sentence answers 422.
     */
    here: z.object({ lat: Lat, lng: Lng }).nullable().optional(),
  })
  .meta({ id: 'TripRequest' });
/** A trip request with every default applied (what the job, the row and the planner hold). */
export type TripRequest = z.infer<typeof TripRequest>;
/** What a client may send (defaults not yet applied). */
export type TripRequestInput = z.input<typeof TripRequest>;

const datesInOrder = (r: { startDate?: string | null; endDate?: string | null }) =>
  !r.startDate || !r.endDate || r.startDate.slice(0, 10) <= r.endDate.slice(0, 10);

/** POST /api/generate-stops body: the trip request plus an optional seed (same seed, same trip). */
export const GenerateStopsRequest = TripRequest.extend({
  seed: z.number().int().optional(),
  /** Regenerate: the caller's trip this one replaces; its stops are left out when others fit. */
  regenerateOf: z.string().max(100).optional(),
}).refine(datesInOrder, {
  error: 'endDate must not be before startDate',
  path: ['endDate'],
});
export type GenerateStopsRequest = z.infer<typeof GenerateStopsRequest>;

/** A stop, with the optional fields enhancement adds (docs/product/api.md#generate-stops). */
export const Stop = z
  .object({
    id: z.string().optional(),
    name: z.string(),
    description: z.string(),
    lat: Lat,
    lng: Lng,
    cluster: z.string().optional(),
    theme: z.string().optional(),
    town: z.string().optional(),
    region: z.string().optional(),
    visitMinutes: z.number().int().optional(),
    personalizedNote: z.string().optional(),
    /** Why this stop was chosen for the traveller's personality: 'Because you listen to delta blues'. */
    personalReason: z.string().optional(),
    isBonus: z.boolean().optional(),
    serperImage: z.string().optional(),
    rating: z.number().optional(),
    reviews: z.number().int().optional(),
    gremlinSays: z.string().optional(),
    personalizedTag: z.string().optional(),
    tags: z.array(z.string()).optional(),
    /** Visit time estimate, e.g. '2-3 hours' (added by enhancement). */
    visitTime: z.string().optional(),
  })
  .meta({ id: 'Stop' });
export type Stop = z.infer<typeof Stop>;

export const Accommodation = z
  .object({
    name: z.string(),
    address: z.string(),
    description: z.string(),
    type: z.string(),
    priceRange: z.string(),
    estimatedPrice: z.union([z.number(), z.string()]),
    amenities: z.array(z.string()),
    lat: Lat.optional(),
    lng: Lng.optional(),
    night: z.number().int().optional(),
    /** The night's last stop, and how far the lodging is from it (km, one decimal). */
    nearStop: z.string().optional(),
    distanceKm: z.number().optional(),
  })
  .meta({ id: 'Accommodation' });
export type Accommodation = z.infer<typeof Accommodation>;

/** A place as the planner read it from the sentence ("Richmond, VA"). */
export const UnderstoodPlace = z
  .object({
    name: z.string(),
    /** State / province code ("VA", "ON"); for a whole-region trip, the region itself. */
    region: z.string(),
    country: z.string(),
    lat: Lat,
    lng: Lng,
  })
  .meta({ id: 'UnderstoodPlace' });
export type UnderstoodPlace = z.infer<typeof UnderstoodPlace>;

/**
 * The whole reading of the sentence, so a wrong reading is visible at once: an A→B trip's two ends
 * (and the places passed on the way), or a loop's centre with `destination` null and `area`
 * ("Toronto, ON", "Nevada"); the named road, interests, length and where it came from, mode, shape
 * and the words nothing could be made of. The fields after `area` are optional: trips stored
 * before they existed carry only the places.
 */
export const Understood = z
  .object({
    origin: UnderstoodPlace,
    destination: UnderstoodPlace.nullable(),
    area: z.string().optional(),
    /** Places passed on the way, in order ("via Tonopah"). */
    via: z.array(UnderstoodPlace).optional(),
    /** The named road the trip follows ("Route 66"). */
    road: z.string().nullable().optional(),
    /** The interests as the traveller wrote them ("old drive-in theatres"). */
    interests: z.array(z.string()).optional(),
    days: z.number().int().min(1).optional(),
    nights: z.number().int().min(0).optional(),
    /** Where the length came from: the form's dates, the sentence ("May 3-6"), or the drive's length. */
    daysFrom: z.enum(['form', 'sentence', 'default']).optional(),
    startDate: z.string().nullable().optional(),
    endDate: z.string().nullable().optional(),
    mode: TransportMode.optional(),
    /** One way, a loop, or there and back ("and back": the return leg has its own stops). */
    shape: z.enum(['oneway', 'loop', 'return']).optional(),
    /** "The slow way", "back roads". */
    slow: z.boolean().optional(),
    /** The pace asked for: "a lazy week" (easy: fewer stops a day), "a whirlwind weekend" (full: more). */
    pace: z.enum(['easy', 'full']).optional(),
    /** Words nothing could be made of, as typed: shown back ("Not understood, ignored: 'blorp'"). */
    ignored: z.array(z.string()).optional(),
  })
  .meta({ id: 'Understood' });
export type Understood = z.infer<typeof Understood>;

/** POST /api/generate-stops answer. */
export const GenerateStopsResponse = z.object({
  stops: z.array(Stop),
  tripId: z.string(),
  personalizedInsights: z.array(z.string()),
  accommodations: z.array(Accommodation),
  /** What the traveller should know about the plan, e.g. fewer stops than asked because few fit the theme. */
  notice: z.string().optional(),
  /** The route through the stops on roads (or straight, labelled so), with distance and time per leg. */
  route: TripRoute.optional(),
  /** The places the sentence was read as ("Richmond, VA → Williamsburg, VA"). */
  understood: Understood.optional(),
});
export type GenerateStopsResponse = z.infer<typeof GenerateStopsResponse>;

export const EnhanceStopsRequest = z.object({
  stops: z.array(Stop).max(20, { error: 'at most 20 stops can be enhanced at once' }),
  userId: z.string().max(200).optional().nullable(),
});
export const EnhanceStopsResponse = z.object({ success: z.boolean(), stops: z.array(Stop) });

export const RerollTheme = z.enum(['music', 'haunted', 'art', 'sculpture', 'abandoned', 'roadside', 'nature', 'food', 'general']);
export const RerollStopRequest = z.object({
  currentStopLat: Lat,
  currentStopLng: Lng,
  allStops: z.array(Stop).max(20),
  originalPrompt: z.string().max(500).default(''),
  theme: z.string().max(40).default('general'),
  vibe: z.string().max(40).default('classic'),
  mode: TransportMode.default('driving'),
  tripId: z.string().optional(),
  stopIndex: z.number().int().min(0).optional(),
});
export const RerollStopResponse = Stop;

/** A trip's title, on save and on rename alike: one line of 1–80 characters after trimming. */
export const TRIP_TITLE_MAX = 80;
/**
 * Control characters (C0, DEL, C1: NUL, tabs, line breaks, escapes) have no place in a one-line title;
 * PostgreSQL refuses NUL in text, so one would otherwise end in a server error.
 */
// eslint-disable-next-line no-control-regex -- the characters refused are exactly the control ones
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const TITLE_CONTROL_MESSAGE = 'The title cannot contain control characters (such as tabs, line breaks or NUL).';
const tripTitleText = z
  .string({ error: 'title must be text' })
  .trim()
  .max(TRIP_TITLE_MAX, { error: `The title must be at most ${TRIP_TITLE_MAX} characters.` })
  .refine((t) => !CONTROL_CHARACTER.test(t), { error: TITLE_CONTROL_MESSAGE });

export const SaveTripRequest = z.object({
  tripId: z.string().min(1, { error: 'tripId is required' }).max(100),
  /** Optional: blank or absent keeps the trip's current title. */
  title: tripTitleText.optional().nullable(),
});

/** A stored or saved trip: how every trip list and saved trip reads. */
export const StoredTrip = z
  .object({
    id: z.string(),
    title: z.string().nullable(),
    prompt: z.string(),
    generatedAt: z.string(),
    stops: z.array(Stop),
    isSaved: z.boolean(),
    mode: TransportMode,
    accommodations: z.array(Accommodation),
    shareId: z.string().nullable(),
    route: TripRoute.optional(),
    notice: z.string().optional(),
    /** The places the sentence was read as; absent on trips planned before it was stored. */
    understood: Understood.optional(),
    /** The current version's number (1 until a Regenerate); GET /api/trips/{id} only. */
    version: z.number().int().optional(),
    /** Every version of the trip, oldest first (GET /api/trips/{id} only). */
    versions: z.array(z.object({ version: z.number().int(), generatedAt: z.string(), stopCount: z.number().int() })).optional(),
    /**
     * The request it was planned from (mode, style, dates, party), so a Regenerate of an opened trip
     * asks for the same trip; never the traveller's location. GET /api/trips/{id} only.
     */
    request: TripRequest.omit({ here: true }).optional(),
  })
  .meta({ id: 'StoredTrip' });
export type StoredTrip = z.infer<typeof StoredTrip>;
export type TripVersionSummary = NonNullable<StoredTrip['versions']>[number];
export const TripList = z.array(StoredTrip);

/** My Trips pages: 20 trips, newest first; the next page's cursor is in the x-next-cursor header. */
export const TRIPS_PAGE_SIZE = 20;
/** GET /api/user/trips and /api/user/saved-trips query: a text filter (prompt or title) and the cursor. */
export const TripListQuery = z.object({
  q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).optional(),
  cursor: z.string().max(300, { error: 'cursor is not valid: pass the x-next-cursor value of the previous page unchanged' }).optional(),
});
/** PATCH /api/trips/{id}: the new title, 1–80 characters. */
export const RenameTripRequest = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'The title cannot be empty.' })
    .pipe(tripTitleText),
});
/** Validates a title the way the server does: the message to show, or null when it is fine. */
export function titleProblem(title: string): string | null {
  const r = RenameTripRequest.safeParse({ title });
  return r.success ? null : (r.error.issues[0]?.message ?? 'Invalid title.');
}

export const JourneyActivityItem = z.object({
  id: z.string(),
  originLat: z.number(),
  originLng: z.number(),
  originCity: z.string(),
  destinationLat: z.number(),
  destinationLng: z.number(),
  destinationCity: z.string(),
  routeRegion: z.string(),
  generatedAt: z.string(),
});
export const JourneyStats = z.object({
  totalJourneys: z.number().int(),
  activeRegions: z.array(z.string()),
  recentActivity: z.number().int(),
  topDestinations: z.array(z.object({ city: z.string(), count: z.number().int().optional() })),
});
export const JourneyActivityResponse = z.object({ journeys: z.array(JourneyActivityItem), stats: JourneyStats });
export type JourneyActivityItem = z.infer<typeof JourneyActivityItem>;
export type JourneyStats = z.infer<typeof JourneyStats>;
export type JourneyActivityResponse = z.infer<typeof JourneyActivityResponse>;

export const StreetViewQuery = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180),
});

// ── Additions (trips service) ─────────────────────────────────────────────────────────────────────

/** POST /api/user/save-trip answer. */
export const SaveTripResponse = z.object({ success: z.literal(true), trip: StoredTrip });

/** POST /api/trips/{id}/share answer: an unguessable read-only link (128-bit base64url id). */
export const ShareTripResponse = z.object({ shareId: z.string(), url: z.string() });

/** GET /api/trips/shared/{shareId}: the read-only trip anyone with the link sees (no owner data). */
export const SharedTrip = z
  .object({
    shareId: z.string(),
    title: z.string().nullable(),
    prompt: z.string(),
    generatedAt: z.string(),
    mode: TransportMode,
    stops: z.array(Stop),
    accommodations: z.array(Accommodation),
    route: TripRoute.optional(),
    /** Days the trip was planned over (1 for a day trip). */
    days: z.number().int().optional(),
  })
  .meta({ id: 'SharedTrip' });
export type SharedTrip = z.infer<typeof SharedTrip>;


/**
 * GET /api/user/trips/export: every trip the caller has stored, deleted ones still kept included,
 * with every version: the trips part of "Download my data".
 */
export const ExportedTrip = StoredTrip.omit({ version: true, versions: true, request: true }).extend({
  /** The request as it was sent (the form's fields, the traveller's location when they shared it). */
  request: z.unknown(),
  savedAt: z.string().nullable(),
  /** When it was deleted (kept 30 days before it goes for good); null when it was not. */
  deletedAt: z.string().nullable(),
  version: z.number().int(),
  versions: z.array(z.object({ version: z.number().int(), generatedAt: z.string(), content: z.unknown() })),
});
export const TripsExport = z.object({ trips: z.array(ExportedTrip) }).meta({ id: 'TripsExport' });
export type TripsExport = z.infer<typeof TripsExport>;
