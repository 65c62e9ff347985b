import type { Redis } from 'ioredis';
import { SessionRevokedEvent, CHANNELS, type AccessClaims } from '@roadgremlin/contracts';
import { publishMessage, subscribeChannels } from './pubsub.js';

/**
 * Revoked sessions and users, kept in memory and fed by Redis: a sorted set holds every revocation
 * until the last token it can concern expires (score = exp), and the `session_revoked` channel
 * announces new ones. Checking costs a Map lookup, not a network round trip.
 */
export class RevocationList {
  private readonly sids = new Map<string, number>();
  private readonly users = new Map<string, { before: number; exp: number }>();
  private subscriber?: Redis;

  constructor(private readonly prefix = '') {}

  static key(prefix: string) {
    return `${prefix}auth:revoked`;
  }
  static channel(prefix: string) {
    return `${prefix}${CHANNELS.sessionRevoked}`;
  }

  add(event: SessionRevokedEvent) {
    if ('sid' in event) this.sids.set(event.sid, event.exp);
    else {
      const prev = this.users.get(event.userId);
      if (!prev || prev.before < event.before) this.users.set(event.userId, { before: event.before, exp: event.exp });
    }
  }

  isRevoked(claims: AccessClaims): boolean {
    if (this.sids.has(claims.sid)) return true;
    const user = this.users.get(claims.sub);
    return !!user && claims.iat <= user.before;
  }

  /** Loads current revocations and follows new ones. `redis` is duplicated for the subscription. */
  async start(redis: Redis) {
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', () => {});
    await subscribeChannels(this.subscriber, [RevocationList.channel(this.prefix)], (_channel, raw) => this.ingest(raw));
    const now = Math.floor(Date.now() / 1000);
    await redis.zremrangebyscore(RevocationList.key(this.prefix), 0, now);
    for (const raw of await redis.zrangebyscore(RevocationList.key(this.prefix), now, '+inf')) this.ingest(raw);
    setInterval(() => this.prune(), 60_000).unref();
  }

  async stop() {
    await this.subscriber?.quit().catch(() => {});
  }

  private ingest(raw: string) {
    try {
      const parsed = SessionRevokedEvent.safeParse(JSON.parse(raw));
      if (parsed.success) this.add(parsed.data);
    } catch {
      /* a malformed message is ignored */
    }
  }

  private prune() {
    const now = Math.floor(Date.now() / 1000);
    for (const [sid, exp] of this.sids) if (exp < now) this.sids.delete(sid);
    for (const [user, v] of this.users) if (v.exp < now) this.users.delete(user);
  }
}

/** Publishes a revocation (identity service): stored for late joiners, then announced. */
export async function publishRevocation(redis: Redis, prefix: string, event: SessionRevokedEvent) {
  const raw = JSON.stringify(event);
  await redis.zadd(RevocationList.key(prefix), event.exp, raw);
  await publishMessage(redis, RevocationList.channel(prefix), raw);
}
