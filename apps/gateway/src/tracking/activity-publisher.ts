import type { Redis } from 'ioredis';
import { CHANNELS, type ActivityEvent } from '@roadgremlin/contracts';
import { isClusterClient } from '@roadgremlin/auth';

/**
 * Publishes page-tracking `activity` events (libs/contracts ActivityEvent) for /ws/track.
 *
 * Everything goes on one Redis connection, in call order, batched: the operations queued during one
 * turn of the event loop leave as one pipeline (one write, one read) on the next `setImmediate`.
 * With 2,000 sockets each sending a page change a second that is what keeps the gateway's Redis cost
 * per message small (bench/admin --gateway). Order matters and is kept: admin-stats applies a
 * channel's events in publish order (services/admin-stats README "Order is kept").
 *
 * Session ownership: the socket that last reported a session id owns it (`track:owner:<sessionId>`).
 * When a socket closes, its sessions are ended only if it still owns them, checked and published in
 * one Lua script: a browser that reconnected (token refresh, network blip, another gateway instance)
 * has claimed the session with its new socket, and the old socket's close must not end it.
 */

/**
 * KEYS[1] owner key; ARGV[1] this socket's owner id, ARGV[2] channel, ARGV[3] the session_end event,
 * ARGV[4] the publish command (SPUBLISH on a Redis Cluster, libs/auth pubsub.ts).
 */
const END_IF_OWNER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call(ARGV[4], ARGV[2], ARGV[3])
  return 1
end
return 0`;

/** An owner key outlives any real page-tracking session; a lost one only means idle expiry ends the session. */
const OWNER_TTL_SECONDS = 24 * 60 * 60;

type Op =
  | { kind: 'publish'; message: string }
  | { kind: 'claim'; key: string; owner: string }
  | { kind: 'end'; key: string; owner: string; message: string };

interface TrackRedis extends Redis {
  rgTrackEndIfOwner(key: string, owner: string, channel: string, message: string, publishCommand: string): Promise<number>;
}

export interface ActivityPublisherOptions {
  redis: Redis;
  prefix: string;
  /** Called (at most every 10 s) when a batch fails: Redis down. Events of that batch are lost. */
  onError?: (err: unknown) => void;
}

export class ActivityPublisher {
  private readonly redis: TrackRedis;
  private readonly channel: string;
  /** On a Redis Cluster: sharded pub/sub, which keeps publish order (libs/auth pubsub.ts). */
  private readonly sharded: boolean;
  private readonly ownerPrefix: string;
  private queue: Op[] = [];
  private scheduled: NodeJS.Immediate | undefined;
  private inFlight = new Set<Promise<unknown>>();
  private lastErrorAt = -Infinity;
  /** Events handed to Redis (tests and the bench). */
  published = 0;
  failed = 0;

  constructor(private readonly opts: ActivityPublisherOptions) {
    const redis = opts.redis as TrackRedis;
    this.sharded = isClusterClient(opts.redis);
    // defineCommand sends EVALSHA and falls back to EVAL after a NOSCRIPT (Redis restarted), in pipelines too.
    if (typeof redis.rgTrackEndIfOwner !== 'function') redis.defineCommand('rgTrackEndIfOwner', { numberOfKeys: 1, lua: END_IF_OWNER });
    this.redis = redis;
    this.channel = `${opts.prefix}${CHANNELS.activity}`;
    this.ownerPrefix = `${opts.prefix}track:owner:`;
  }

  publish(event: ActivityEvent) {
    this.push({ kind: 'publish', message: JSON.stringify(event) });
  }

  /** This socket now owns the session (queued before its event, so the claim is in Redis first). */
  claim(sessionId: string, owner: string) {
    this.push({ kind: 'claim', key: this.ownerPrefix + sessionId, owner });
  }

  /** Publishes `session_end` unless another socket has claimed the session since. */
  endIfOwner(sessionId: string, owner: string, at: string) {
    const event: ActivityEvent = { type: 'session_end', sessionId, at };
    this.push({ kind: 'end', key: this.ownerPrefix + sessionId, owner, message: JSON.stringify(event) });
  }

  /** Sends what is queued now and waits for every batch in flight. */
  async flush() {
    if (this.scheduled) {
      clearImmediate(this.scheduled);
      this.scheduled = undefined;
      this.send();
    }
    await Promise.all(this.inFlight);
  }

  private push(op: Op) {
    this.queue.push(op);
    this.scheduled ??= setImmediate(() => {
      this.scheduled = undefined;
      this.send();
    });
  }

  private send() {
    const ops = this.queue;
    if (!ops.length) return;
    this.queue = [];
    const pipeline = this.redis.pipeline();
    let events = 0;
    for (const op of ops) {
      if (op.kind === 'publish') {
        if (this.sharded) pipeline.spublish(this.channel, op.message);
        else pipeline.publish(this.channel, op.message);
        events++;
      } else if (op.kind === 'claim') {
        pipeline.set(op.key, op.owner, 'EX', OWNER_TTL_SECONDS);
      } else {
        (pipeline as unknown as TrackRedis).rgTrackEndIfOwner(op.key, op.owner, this.channel, op.message, this.sharded ? 'SPUBLISH' : 'PUBLISH');
      }
    }
    const settled = pipeline
      .exec()
      .then((results) => {
        const failed = results?.find(([err]) => err)?.[0];
        if (failed) throw failed;
        this.published += events;
      })
      .catch((err: unknown) => {
        this.failed += events;
        const now = performance.now();
        if (now - this.lastErrorAt > 10_000) {
          this.lastErrorAt = now;
          this.opts.onError?.(err);
        }
      });
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }
}
