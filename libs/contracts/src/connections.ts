import { z } from 'zod';

export const AVAILABLE_PROVIDERS = ['spotify', 'reddit', 'instagram', 'facebook'] as const;
export const COMING_SOON_PROVIDERS = ['youtube', 'tiktok', 'google'] as const;
export const Provider = z.enum(AVAILABLE_PROVIDERS, { error: 'provider must be one of spotify, reddit, instagram, facebook' });

export const Connection = z.object({ id: z.string(), provider: z.string() }).meta({ id: 'Connection' });
export const ConnectionList = z.array(Connection);

/** `insights` is an object with themes, or a plain array of strings: clients read both. */
export const InsightsResponse = z.object({
  insights: z.union([z.object({ themes: z.array(z.string()), weights: z.record(z.string(), z.number()).optional() }), z.array(z.string())]),
});

export const SaveConnectionRequest = z.object({
  provider: Provider,
  accessToken: z.string().min(1).max(8192),
  refreshToken: z.string().max(8192).optional().nullable(),
  expiresIn: z.number().int().min(0).optional().nullable(),
  userInfo: z.record(z.string(), z.unknown()).optional().nullable(),
});

export const OAuthPopupMessage = z.object({
  type: z.enum(['oauth_success', 'oauth_error']),
  data: z.object({
    provider: z.string(),
    accessToken: z.string().optional(),
    refreshToken: z.string().optional(),
    expiresIn: z.number().optional(),
    userInfo: z.unknown().optional(),
    error: z.string().optional(),
  }),
});

export const MessageResponse = z.object({ message: z.string() });

// ── Additions (connections service) ───────────────────────────────────────────────────────────────

/** Every provider the UI lists: the four that work plus the three marked 'Coming Soon'. */
export const ALL_PROVIDERS = [...AVAILABLE_PROVIDERS, ...COMING_SOON_PROVIDERS] as const;
export type ProviderId = (typeof AVAILABLE_PROVIDERS)[number];

/** The planner's catalogue themes; the travel personality weighs these. */
export const TRAVEL_THEMES = [
  'ghost-town', 'haunted', 'abandoned', 'roadside', 'sculpture', 'art', 'music',
  'museum', 'nature', 'food', 'historic', 'space', 'science', 'oddity',
] as const;
export const TravelTheme = z.enum(TRAVEL_THEMES);
export type TravelTheme = z.infer<typeof TravelTheme>;

/** GET /api/connections/providers */
export const ProviderInfo = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['available', 'coming_soon']),
  /** Client id and secret are set on the server (only meaningful for available providers). */
  configured: z.boolean(),
  /** When not configured: what an operator has to set. Sent to administrators only. */
  setup: z.string().optional(),
  /** The traveller can upload the data export this provider lets every user download. */
  importable: z.boolean().optional(),
});
export const ProviderList = z.object({ providers: z.array(ProviderInfo) });

/** GET /api/connections: {id, provider} plus harmless display fields; never a token. */
export const ConnectionSummary = Connection.extend({
  connectedAt: z.string(),
  displayName: z.string().nullable(),
  /** `oauth`: connected through the provider; `import`: derived from an uploaded data export. */
  source: z.enum(['oauth', 'import']).optional(),
});
export const ConnectionSummaryList = z.array(ConnectionSummary);

/** POST /api/oauth/{provider}/ticket: the one-time URL the popup opens (valid ≤ 60 s). */
export const OAuthTicketResponse = z.object({ url: z.string(), expiresIn: z.number().int() });

/** POST /api/oauth/save-connection answer. */
export const SaveConnectionResponse = z.object({ success: z.literal(true), connection: Connection });

/**
 * GET /api/user/insights as the connections service answers it. `insights.themes` are the readable
 * insight strings the 'Your Travel Personality' card lists; `insights.weights` and
 * `travelThemes` carry the planner's catalogue themes (strongest first).
 */
export const UserInsightsResponse = z.object({
  insights: z.object({ themes: z.array(z.string()), weights: z.record(z.string(), z.number()) }),
  travelThemes: z.array(TravelTheme),
  /**
   * Why a catalogue theme is in the personality, in words that complete "Because …"
   * (`{music: 'you listen to delta blues — Muddy Waters and Son House'}`). The planner puts it on each stop it
   * chose for that theme (`Stop.personalReason`).
   */
  reasons: z.record(z.string(), z.string()).optional(),
  sources: z.array(z.string()),
  startedAt: z.string().nullable(),
  computedAt: z.string().nullable(),
});

/** POST /api/start-personalization answer. */
export const StartPersonalizationResponse = MessageResponse.extend({ startedAt: z.string() });

// ── Import your data (a provider's own data export, when OAuth is not configured) ────────────────

/** Largest export upload, bytes: the connections route and the gateway's route both refuse more (413). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Zip bomb guards: the uncompressed total read from an export, and its entry count. */
export const IMPORT_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const IMPORT_MAX_ZIP_ENTRIES = 5000;
/** Content types the import route reads; the body is the file itself (zip, JSON or CSV). */
export const IMPORT_CONTENT_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/json', 'text/csv', 'application/octet-stream'] as const;

/** POST /api/connections/import/{provider}: what was derived. The file itself is discarded. */
export const ImportResponse = z.object({
  success: z.literal(true),
  connection: Connection,
  /** This provider's readable insight line ('Your Spotify leans the blues — …'), when there is one. */
  insight: z.string().nullable(),
  /** Themes the export points at, strongest first. */
  themes: z.array(TravelTheme),
  /** What was read: number of plays, subreddits, topics, pages… (counts only). */
  itemsRead: z.number().int(),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

/**
 * GET /api/connections/export: the caller's connected accounts and imported data (what was read and
 * kept of them; never a token) and the travel personality derived from them — the connections part of
 * "Download my data".
 */
export const ConnectionsExport = z
  .object({
    connections: z.array(
      z.object({
        provider: z.string(),
        source: z.enum(['oauth', 'import']),
        connectedAt: z.string(),
        updatedAt: z.string(),
        /** The provider account as we know it ({id, displayName}). */
        account: z.unknown(),
        /** What we kept of the provider's data (trimmed lists, or the themes derived from an import). */
        data: z.unknown(),
      }),
    ),
    personality: UserInsightsResponse,
  })
  .meta({ id: 'ConnectionsExport' });
export type ConnectionsExport = z.infer<typeof ConnectionsExport>;
