import type { Redis } from 'ioredis';

/**
 * Redis pub/sub that keeps publish order on a Redis Cluster too. Classic PUBLISH on a cluster goes to
 * any node and reaches subscribers over the cluster bus, so two events published one after the other
 * can arrive swapped (admin-stats applies a channel's events in publish order). On a cluster the
 * sharded commands are used instead (SPUBLISH / SSUBSCRIBE, Redis 7): a channel belongs to the node
 * of its slot, and under a hash-tagged REDIS_PREFIX every channel of the deployment is in one slot.
 * A single server or Sentinel keeps classic pub/sub.
 */
export function isClusterClient(redis: Pick<Redis, 'isCluster'>): boolean {
  return redis.isCluster === true;
}

/** The publish command for this client, for scripts and pipelines: `SPUBLISH` on a cluster, else `PUBLISH`. */
export function publishCommandFor(redis: Pick<Redis, 'isCluster'>): 'SPUBLISH' | 'PUBLISH' {
  return isClusterClient(redis) ? 'SPUBLISH' : 'PUBLISH';
}

export async function publishMessage(redis: Redis, channel: string, message: string): Promise<void> {
  if (isClusterClient(redis)) await redis.spublish(channel, message);
  else await redis.publish(channel, message);
}

/** Subscribes `sub` (a connection of its own) to `channels`; `onMessage` gets each message with its channel. */
export async function subscribeChannels(sub: Redis, channels: string[], onMessage: (channel: string, message: string) => void) {
  if (isClusterClient(sub)) {
    sub.on('smessage', onMessage);
    await sub.ssubscribe(...channels);
  } else {
    sub.on('message', onMessage);
    await sub.subscribe(...channels);
  }
}
