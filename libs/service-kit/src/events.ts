import type { Redis } from 'ioredis';
import type { z } from 'zod';

/** Publishes a zod-checked event on `<prefix><channel>`. */
export async function publishEvent<S extends z.ZodType>(redis: Redis, prefix: string, channel: string, schema: S, event: z.input<S>) {
  const parsed = schema.parse(event);
  await redis.publish(`${prefix}${channel}`, JSON.stringify(parsed));
}

/**
 * Subscribes to events on a duplicated connection; malformed messages are dropped (and logged by the
 * caller's onInvalid), never thrown. Returns a stop function.
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
  await sub.subscribe(...names);
  sub.on('message', (full: string, raw: string) => {
    const channel = full.slice(prefix.length);
    const schema = channels[channel];
    if (!schema) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      onInvalid?.(channel, raw);
      return;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) return onInvalid?.(channel, raw);
    void Promise.resolve(onEvent(channel, parsed.data)).catch(() => {});
  });
  return async () => {
    await sub.quit().catch(() => {});
  };
}
