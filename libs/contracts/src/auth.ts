import { z } from 'zod';
import { Email } from './common.js';

/** SPEC.md §3 User (Supabase-like shape the web app reads). */
export const User = z
  .object({
    id: z.string(),
    email: z.string(),
    user_metadata: z.object({
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      full_name: z.string().optional(),
      avatar_url: z.string().optional(),
      picture: z.string().optional(),
    }),
    /** How the user signs in: `provider` is the first one ('email', 'google' or 'oidc'), `providers` all of them. */
    app_metadata: z.object({ provider: z.string(), providers: z.array(z.string()) }).optional(),
    created_at: z.string(),
    email_confirmed_at: z.string().nullable().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** SPEC.md §3 Auth session. */
export const Session = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int(),
    expires_at: z.number().int(),
    token_type: z.literal('bearer'),
    user: User,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof Session>;

const Password = z
  .string({ error: 'Password must be text' })
  .min(1, { error: 'Password is required' })
  .max(128, { error: 'Password must be at most 128 characters' });
const Name = z.string({ error: 'Name must be text' }).trim().max(100, { error: 'Names must be at most 100 characters' });

export const SignUpRequest = z.object({
  email: Email,
  password: Password,
  firstName: Name.optional(),
  lastName: Name.optional(),
});
export const SignUpResponse = z.object({ user: User, session: Session.nullable() });

export const SignInRequest = z.object({ email: Email, password: Password });
export const SignInResponse = z.object({ user: User, session: Session });

export const RefreshRequest = z.object({ refresh_token: z.string().min(1, { error: 'refresh_token is required' }).max(4096) });
export const RefreshResponse = z.object({ session: Session });

export const SignOutRequest = z.object({ refresh_token: z.string().max(4096).optional() });

export const RecoverRequest = z.object({ email: Email });

export const ResetPasswordRequest = z.object({
  access_token: z.string().min(1, { error: 'access_token is required' }).max(4096),
  refresh_token: z.string().min(1, { error: 'refresh_token is required' }).max(4096),
  password: z
    .string({ error: 'Password must be text' })
    .min(6, { error: 'Password must be at least 6 characters long.' })
    .max(128, { error: 'Password must be at most 128 characters' }),
});

export const UserResponse = z.object({ user: User });

export const AuthConfig = z.object({
  /** The "Continue with {name}" button; null when no external identity provider is configured. */
  externalProvider: z.object({ id: z.string(), name: z.string() }).nullable(),
  requireEmailConfirmation: z.boolean(),
  /** SPEC.md §9: the canonical site origin (PUBLIC_ORIGIN); the web app sends visitors on other hosts there. */
  canonicalOrigin: z.string().optional(),
  /** Host suffixes of development previews, exempt from that redirect (PREVIEW_HOST_SUFFIXES). */
  previewHostSuffixes: z.array(z.string()).optional(),
});

/** SPEC.md §3/§7 POST /api/users/sync payload. */
export const UserSyncRequest = z.object({
  id: z.string().min(1).max(200),
  email: Email,
  firstName: z.string().max(100).nullable().optional(),
  lastName: z.string().max(100).nullable().optional(),
  profileImageUrl: z.string().max(2048).nullable().optional(),
  provider: z.string().max(50).default('email'),
  providerId: z.string().max(200).optional(),
});
export const UserProfile = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    provider: z.string(),
    providerId: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UserProfile' });
export const UserSyncResponse = z.object({ user: UserProfile });

/** Claims of the access JWT the identity service issues (verified by libs/auth). */
export const AccessClaims = z.object({
  sub: z.string(),
  email: z.string(),
  sid: z.string(),
  name: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;
