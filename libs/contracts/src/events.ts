import { z } from 'zod';

/** Redis pub/sub channel names (a deployment-wide prefix is added by the publisher). */
export const CHANNELS = {
  activity: 'activity',
  tripGenerated: 'trip_generated',
  userSignedUp: 'user_signed_up',
  sessionRevoked: 'session_revoked',
  userProfileUpdated: 'user_profile_updated',
  tripShareEnded: 'trip_share_ended',
} as const;

const At = z.string();

/** `activity`: published by the gateway from /ws/track; e-mail is the verified one, never the client's claim. */
export const ActivityEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_change'), sessionId: z.string(), currentPage: z.string(), email: z.string().nullable(), at: At }),
  z.object({ type: z.literal('user_login'), sessionId: z.string(), currentPage: z.string(), email: z.string(), at: At }),
  z.object({ type: z.literal('session_end'), sessionId: z.string(), at: At }),
]);
export type ActivityEvent = z.infer<typeof ActivityEvent>;

export const TripGeneratedEvent = z.object({
  tripId: z.string(),
  userId: z.string(),
  originCity: z.string(),
  destinationCity: z.string(),
  routeRegion: z.string(),
  stopCount: z.number().int(),
  at: At,
});
export type TripGeneratedEvent = z.infer<typeof TripGeneratedEvent>;

export const UserSignedUpEvent = z.object({ userId: z.string(), email: z.string(), at: At });
export type UserSignedUpEvent = z.infer<typeof UserSignedUpEvent>;

/**
 * `session_revoked`: identity publishes it when a session ends (sign-out, password reset, user deleted);
 * every verifier (libs/auth) then refuses access tokens of that session (sid) or, with `userId` and
 * `before`, every token of that user issued before the instant.
 */
export const SessionRevokedEvent = z.union([
  z.object({ sid: z.string(), exp: z.number() }),
  z.object({ userId: z.string(), before: z.number(), exp: z.number() }),
]);
export type SessionRevokedEvent = z.infer<typeof SessionRevokedEvent>;

/** `user_profile_updated`: identity publishes the new public profile; services that show names keep their copy. */
export const UserProfileUpdatedEvent = z.object({ userId: z.string(), displayName: z.string(), avatarColor: z.string(), at: At });
export type UserProfileUpdatedEvent = z.infer<typeof UserProfileUpdatedEvent>;

/**
 * `trip_share_ended`: a shared trip's link stopped working (its owner stopped sharing it, or deleted
 * the trip): whatever showed it (a forum post's trip card) takes it down.
 */
export const TripShareEndedEvent = z.object({ shareId: z.string(), tripId: z.string(), at: At });
export type TripShareEndedEvent = z.infer<typeof TripShareEndedEvent>;
