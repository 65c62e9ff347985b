import { z } from 'zod';
import { Email } from './common.js';
import { AVATAR_COLOR_NAMES, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, type AvatarColorName } from './people.js';

/**
 * The name other people see on posts and comments. Trimmed, inner spaces collapsed, 2–40 characters,
 * and never an e-mail address (no @).
 */
export const DisplayName = z
  .string({ error: 'Display name must be text' })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, { error: `Display name must be at least ${DISPLAY_NAME_MIN} characters` })
      .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters` })
      .refine((v) => !v.includes('@'), { error: 'Display name cannot contain @: it is shown to everyone, so keep your e-mail address out of it' }),
  );
export const AvatarColor = z.enum(AVATAR_COLOR_NAMES as [AvatarColorName, ...AvatarColorName[]], {
  error: `avatarColor must be one of ${AVATAR_COLOR_NAMES.join(', ')}`,
});

/** The user (Supabase-like shape the web app reads; docs/product/api.md#auth-and-users). */
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
      /** The name shown to other people (posts, comments); never derived from the e-mail address. */
      display_name: z.string().optional(),
      /** The avatar's colour (a name of AVATAR_COLORS). */
      avatar_color: z.string().optional(),
    }),
    /** How the user signs in: `provider` is the first one ('email', 'google' or 'oidc'), `providers` all of them. */
    app_metadata: z.object({ provider: z.string(), providers: z.array(z.string()) }).optional(),
    created_at: z.string(),
    email_confirmed_at: z.string().nullable().optional(),
    /** True for an administrator (ADMIN_EMAILS): the web app shows the Admin link. */
    is_admin: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

/** The auth session: access and refresh token, lifetimes, the user. */
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
  /** Optional: without one the account gets a generated handle (never from the e-mail address). */
  displayName: z.preprocess((v) => (typeof v === 'string' && !v.trim() ? undefined : v), DisplayName.optional()),
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

/** PATCH /api/auth/user: what the account page changes (at least one field). */
export const UpdateProfileRequest = z
  .object({
    displayName: DisplayName.optional(),
    avatarColor: AvatarColor.optional(),
    firstName: Name.nullish(),
    lastName: Name.nullish(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change: send a displayName, avatarColor, firstName or lastName' });

/** POST /api/auth/change-password. */
export const ChangePasswordRequest = z.object({
  currentPassword: Password,
  newPassword: z
    .string({ error: 'Password must be text' })
    .min(6, { error: 'Password must be at least 6 characters long.' })
    .max(128, { error: 'Password must be at most 128 characters' }),
});

/** One signed-in device of the account (GET /api/auth/sessions). */
export const AccountSession = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string(),
    /** A readable summary of the browser ('Chrome on Linux'), or null. */
    device: z.string().nullable(),
    ipAddress: z.string().nullable(),
    /** The session the request came from. */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessionList = z.object({ sessions: z.array(AccountSession) });
export const SignedOutElsewhere = z.object({ ended: z.number().int() });

/** POST /api/users/{id}/suspend and /unsuspend (administrators). */
export const AccountSuspension = z
  .object({ id: z.string(), displayName: z.string(), suspendedAt: z.string().nullable() })
  .meta({ id: 'AccountSuspension' });
export type AccountSuspension = z.infer<typeof AccountSuspension>;

/** A public profile: what other people may know of an account. */
export const PublicProfile = z
  .object({
    displayName: z.string(),
    avatarColor: z.string(),
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof PublicProfile>;

export const AuthConfig = z.object({
  /** The "Continue with {name}" button; null when no external identity provider is configured. */
  externalProvider: z.object({ id: z.string(), name: z.string() }).nullable(),
  requireEmailConfirmation: z.boolean(),
  /** The canonical site origin (PUBLIC_ORIGIN, docs/product/auth.md#canonical-origin); the web app sends visitors on other hosts there. */
  canonicalOrigin: z.string().optional(),
  /** Host suffixes of development previews, exempt from that redirect (PREVIEW_HOST_SUFFIXES). */
  previewHostSuffixes: z.array(z.string()).optional(),
});

/** POST /api/users/sync payload (docs/product/api.md#auth-and-users: how each field is filled). */
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
  /** The display name and avatar colour at the time the token was issued (libs/contracts people.ts). */
  displayName: z.string().optional(),
  avatarColor: z.string().optional(),
  iat: z.number(),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;
