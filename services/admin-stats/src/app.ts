import type { FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { defineService, type BuildOptions as ServiceBuildOptions } from '@roadgremlin/service-kit';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { LiveStore } from './stats/live-store.js';
import { DailyCounterRepository } from './stats/daily-counters.js';
import { Broadcaster } from './stats/broadcaster.js';
import { startIngest } from './stats/ingest.js';
import { adminRoutes } from './routes/admin.js';
import { redactUrl, selectProtocol } from './routes/ws-token.js';

export const SERVICE = 'admin-stats';
export const SCHEMA = 'admin_stats';

export interface AdminStatsOptions {
  /** Milliseconds since the epoch (tests move time to expire sessions). */
  clock?: () => number;
}
export type BuildOptions = ServiceBuildOptions<Config, Database> & AdminStatsOptions;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live statistics of this process (tests and tooling; never exposed over HTTP). */
    adminStats: { store: LiveStore; broadcaster: Broadcaster };
  }
}

/** How often each instance ends idle sessions, copies counters to Postgres, and re-checks for its admins. */
const SWEEP_MS = 5_000;
const MAINTENANCE_MS = 5_000;
const REFRESH_MS = 2_000;

/** Live usage statistics for the administrator: sessions and counters in Redis, durable daily counters in Postgres. */
export const adminStatsService = defineService<Config, Database, AdminStatsOptions>({
  name: SERVICE,
  description: 'Live usage statistics for the administrator: sessions and counters in Redis, durable daily counters in Postgres.',
  loadConfig,
  schema: SCHEMA,
  migrations,
  logger: (config) => ({
    level: config.LOG_LEVEL,
    // `?access_token=` on /ws/admin is a credential: keep it out of the request log.
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
  }),
  async register(app, { config, ctx, options: opts }) {

    const store = new LiveStore({
      redis: ctx.redis,
      redisPrefix: config.REDIS_PREFIX,
      counters: new DailyCounterRepository(ctx.db),
      idleMs: config.ADMIN_SESSION_IDLE_SECONDS * 1000,
      sessionsLimit: config.ADMIN_SESSIONS_LIMIT,
      clock: opts.clock,
    });
    const broadcaster = new Broadcaster({ snapshot: () => store.snapshot(), minIntervalMs: 1000 / config.ADMIN_UPDATES_PER_SECOND, log: app.log });
    const timers: NodeJS.Timeout[] = [];
    const ingest = { stop: async () => {} };
    // preClose: runs before the onClose hooks that close Redis and Postgres.
    app.addHook('preClose', async () => {
      for (const t of timers) clearInterval(t);
      broadcaster.close();
      await ingest.stop();
      await store.flush().catch((err) => app.log.warn({ err }, 'could not store the day counters on close'));
    });
    app.decorate('adminStats', { store, broadcaster });

    await app.register(websocket, { options: { maxPayload: 4096, handleProtocols: selectProtocol } });
    await app.register(adminRoutes, { store, broadcaster, verifier: ctx.verifier, adminEmails: config.ADMIN_EMAILS });

    const maintain = async () => {
      await store.ensureSeeded();
      await store.flush();
    };
    await maintain().catch((err) => app.log.error({ err }, 'could not restore the day counters from Postgres'));
    ingest.stop = await startIngest({ redis: ctx.redis, redisPrefix: config.REDIS_PREFIX, store, log: app.log, onChange: () => broadcaster.notify() });

    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const t = setInterval(() => void task().catch((err) => app.log.error({ err }, what)), ms);
      t.unref();
      timers.push(t);
    };
    every(Math.min(SWEEP_MS, config.ADMIN_SESSION_IDLE_SECONDS * 500), async () => {
      if (await store.sweep()) broadcaster.notify();
    }, 'could not end idle sessions');
    every(MAINTENANCE_MS, maintain, 'could not store the day counters');
    // Idle expiry (possibly swept by another instance) changes the numbers without an event.
    every(REFRESH_MS, async () => broadcaster.notify(), 'could not refresh the live statistics');
  },
});

export const buildApp = (opts: BuildOptions) => adminStatsService.buildApp(opts);
