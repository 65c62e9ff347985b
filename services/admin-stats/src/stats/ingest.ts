import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { subscribeEvents } from '@roadgremlin/service-kit';
import { ActivityEvent, CHANNELS, TripGeneratedEvent, UserSignedUpEvent } from '@roadgremlin/contracts';
import { LiveStore } from './live-store.js';

/**
 * The contract shapes, plus the limits this service holds them to before anything reaches Redis: the
 * same bounds the gateway applies to /ws/track messages (TrackingMessage), an `at` that is a date.
 */
const Id = z.string().min(1).max(200);
const At = z.string().refine((v) => Number.isFinite(Date.parse(v)), { message: 'at is not a date' });
const Activity = ActivityEvent.and(
  z.object({
    sessionId: z.string().min(1).max(100),
    currentPage: z.string().max(2048).optional(),
    email: z.string().max(254).nullable().optional(),
    at: At,
  }),
);
const Trip = TripGeneratedEvent.extend({ tripId: Id, at: At });
const Signup = UserSignedUpEvent.extend({ userId: Id, email: z.string().max(254), at: At });

export interface IngestOptions {
  redis: Redis;
  redisPrefix: string;
  store: LiveStore;
  log: FastifyBaseLogger;
  /** Called after every event once its effect is visible in Redis (applied here or by another instance). */
  onChange: () => void;
}

/**
 * Follows `activity`, `trip_generated` and `user_signed_up`. Every instance receives every event and
 * hands it to the store, which applies it once across all instances; every instance then tells its
 * own admins. Malformed events are logged and dropped. Returns a stop function.
 */
export async function startIngest(opts: IngestOptions) {
  const { store, log } = opts;
  const settle = (what: string) => (p: Promise<unknown>) =>
    p.then(opts.onChange, (err: unknown) => log.error({ err, event: what }, 'could not apply an event to the live statistics'));

  return subscribeEvents(
    opts.redis,
    opts.redisPrefix,
    { [CHANNELS.activity]: Activity, [CHANNELS.tripGenerated]: Trip, [CHANNELS.userSignedUp]: Signup } as Record<string, z.ZodType>,
    (channel, event) => {
      // No await before the store call: the script is queued on the connection in arrival order.
      if (channel === CHANNELS.activity) {
        const e = event as z.infer<typeof Activity>;
        settle(channel)(store.applyActivity(e, LiveStore.eventId(channel, e)));
      } else if (channel === CHANNELS.tripGenerated) {
        settle(channel)(store.applyTrip(event as z.infer<typeof Trip>));
      } else if (channel === CHANNELS.userSignedUp) {
        settle(channel)(store.applySignup(event as z.infer<typeof Signup>));
      }
    },
    (channel, raw) => log.warn({ channel, raw: raw.slice(0, 300) }, 'dropped a malformed event'),
  );
}
