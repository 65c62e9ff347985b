import type { FastifyBaseLogger } from 'fastify';
import type { AdminStatsSnapshot } from '@roadgremlin/contracts';

/** One admin socket as the broadcaster sees it. */
export interface AdminClient {
  /** Sends a serialized message; returns false when the socket is closed or too far behind to take more. */
  send(json: string): boolean;
  /** Re-checks the admin's token (expiry, revocation); closes the socket and returns false when it no longer holds. */
  stillAllowed(): Promise<boolean>;
}

export interface BroadcasterOptions {
  snapshot: () => Promise<AdminStatsSnapshot>;
  /** Smallest gap between two broadcasts (250 ms = at most 4 a second). */
  minIntervalMs: number;
  log: FastifyBaseLogger;
}

export const statsUpdate = (snapshot: AdminStatsSnapshot) => JSON.stringify({ type: 'stats_update', ...snapshot });

/**
 * Sends `stats_update` to this instance's admins when something changed, coalescing bursts: at most
 * one snapshot per `minIntervalMs`, always one after the last change (a change during a broadcast
 * schedules another). A snapshot equal to the last one sent is not sent again.
 */
export class Broadcaster {
  private readonly clients = new Set<AdminClient>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private dirty = false;
  private lastStart = 0;
  private lastJson = '';
  private closed = false;
  /** Broadcasts made (for tests and the bench). */
  sent = 0;

  constructor(private readonly opts: BroadcasterOptions) {}

  get size() {
    return this.clients.size;
  }

  add(client: AdminClient) {
    this.clients.add(client);
  }

  remove(client: AdminClient) {
    this.clients.delete(client);
  }

  /** Something changed: schedule a broadcast (no-op when one is already scheduled). */
  notify() {
    if (this.closed || !this.clients.size) return;
    this.dirty = true;
    if (this.timer || this.running) return;
    const wait = Math.max(0, this.lastStart + this.opts.minIntervalMs - Date.now());
    this.timer = setTimeout(() => void this.flush(), wait);
  }

  close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clients.clear();
  }

  private async flush() {
    this.timer = null;
    if (this.closed || !this.dirty || !this.clients.size) return;
    this.dirty = false;
    this.running = true;
    this.lastStart = Date.now();
    try {
      const json = statsUpdate(await this.opts.snapshot());
      if (json !== this.lastJson) {
        this.lastJson = json;
        this.sent++;
        await Promise.all(
          [...this.clients].map(async (client) => {
            if (await client.stillAllowed()) client.send(json);
            else this.clients.delete(client);
          }),
        );
      }
    } catch (err) {
      this.opts.log.error({ err }, 'could not send the live statistics');
    } finally {
      this.running = false;
      if (this.dirty) {
        this.dirty = false;
        this.notify();
      }
    }
  }
}
