import type { Redis } from 'ioredis';
import { publishMessage, subscribeChannels } from '@roadgremlin/auth';
import type { z } from 'zod';
import { observePubsub, pubsubEvents } from './metrics.js';

/** Publishes a zod-checked event on `<prefix><channel>`. */
export async function publishEvent<S extends z.ZodType>(redis: Redis, prefix: string, channel: string, schema: S, event: z.input<S>) {
  const parsed = schema.parse(event);
  await publishMessage(redis, `${prefix}${channel}`, JSON.stringify(parsed));
}

/**
 * Subscribes to events on a duplicated connection; malformed messages are dropped (and logged by the
 * caller's onInvalid), never thrown; each event's lag is measured (metrics.ts). Returns a stop function.
 */
export async function subscribeEvents<S extends z.ZodType>(
  redis: Redis,
  prefix: string,
  channels: Record<string, S>,
  onEvent: (channel: string, event: z.infer<S>) => void | Promise<void>,
  onInvalid?: (channel: string, raw: string) => void,
) {
  const sub = redis.duplicate();
  sub.on('error', () => {});
  const names = Object.keys(channels).map((c) => `${prefix}${c}`);
  await subscribeChannels(sub, names, (full: string, raw: string) => {
    const channel = full.slice(prefix.length);
    const schema = channels[channel];
    if (!schema) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      pubsubEvents.inc({ channel, outcome: 'invalid' });
      onInvalid?.(channel, raw);
      return;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      pubsubEvents.inc({ channel, outcome: 'invalid' });
      return onInvalid?.(channel, raw);
    }
    // Lag: from the publisher's `at` (every event carries one, libs/contracts) to now (pubsub_lag_seconds).
    observePubsub(channel, (parsed.data as { at?: unknown }).at);
    void Promise.resolve(onEvent(channel, parsed.data)).catch(() => {});
  });
  return async () => {
    await sub.quit().catch(() => {});
  };
}
