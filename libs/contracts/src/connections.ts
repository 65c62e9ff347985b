import { z } from 'zod';

export const AVAILABLE_PROVIDERS = ['spotify', 'reddit', 'instagram', 'facebook'] as const;
export const COMING_SOON_PROVIDERS = ['youtube', 'tiktok', 'google'] as const;
export const Provider = z.enum(AVAILABLE_PROVIDERS, { error: 'provider must be one of spotify, reddit, instagram, facebook' });

export const Connection = z.object({ id: z.string(), provider: z.string() }).meta({ id: 'Connection' });
export const ConnectionList = z.array(Connection);

/** SPEC.md §3: insights is an object with themes, or a plain array of strings. */
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
  /** When not configured: what an operator has to set. */
  setup: z.string().optional(),
});
export const ProviderList = z.object({ providers: z.array(ProviderInfo) });

/** GET /api/connections: {id, provider} (SPEC §3) plus harmless display fields; never a token. */
export const ConnectionSummary = Connection.extend({
  connectedAt: z.string(),
  displayName: z.string().nullable(),
});
export const ConnectionSummaryList = z.array(ConnectionSummary);

/** POST /api/oauth/{provider}/ticket: the one-time URL the popup opens (valid ≤ 60 s). */
export const OAuthTicketResponse = z.object({ url: z.string(), expiresIn: z.number().int() });

/** POST /api/oauth/save-connection answer. */
export const SaveConnectionResponse = z.object({ success: z.literal(true), connection: Connection });

/**
 * GET /api/user/insights as the connections service answers it. `insights.themes` are the readable
 * insight strings the 'Your Travel Personality' card lists (SPEC §2); `insights.weights` and
 * `travelThemes` carry the planner's catalogue themes (strongest first).
 */
export const UserInsightsResponse = z.object({
  insights: z.object({ themes: z.array(z.string()), weights: z.record(z.string(), z.number()) }),
  travelThemes: z.array(TravelTheme),
  sources: z.array(z.string()),
  startedAt: z.string().nullable(),
  computedAt: z.string().nullable(),
});

/** POST /api/start-personalization answer. */
export const StartPersonalizationResponse = MessageResponse.extend({ startedAt: z.string() });
