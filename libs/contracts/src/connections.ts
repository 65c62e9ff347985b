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
