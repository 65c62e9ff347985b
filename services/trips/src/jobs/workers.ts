/**
 * The BullMQ workers of both queues (run by src/worker.ts, or in-process by tests). A worker that
 * dies mid-job stops renewing the job's lock; after JOB_LOCK_MS the stalled-job check of any other
 * worker (every JOB_STALLED_INTERVAL_MS) puts the job back to wait and it runs again.
 */
import { Worker, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { bullConnectionOptions, createDb, createRedis, observeWorker, pingDb, traceLogger, watchQueues, type HealthCheck } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { TripRepository } from '../trips/repository.js';
import { LlmClient } from '../llm/openai.js';
import { runGenerateJob } from './generate.js';
import { roadGraph, warmRetrieval } from '@roadgremlin/engine';
import { runEnhanceJob } from './enhance.js';
import {
  ENHANCE_QUEUE,
  GENERATE_QUEUE,
  bullPrefix,
  type EnhanceJobData,
  type EnhanceJobResult,
  type GenerateJobData,
  type GenerateJobResult,
} from './queues.js';

export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** A logger bound to more fields (a job's traceId): pino's child. Without it the same logger is used. */
  child?(bindings: Record<string, unknown>): WorkerLog;
}

export interface RunningWorkers {
  generate: Worker<GenerateJobData, GenerateJobResult>;
  enhance: Worker<EnhanceJobData, EnhanceJobResult>;
  /** Workers first (each finishes its current jobs), then the pool and Redis. */
  close(): Promise<void>;
  /** What the worker's /readyz checks: its database and Redis. */
  checks: Record<string, HealthCheck>;
}

export interface StartWorkersOptions {
  config: Config;
  db?: Kysely<Database>;
  redis?: Redis;
  log?: WorkerLog;
}

const SCHEMA = 'trips';
/** How long a deleted trip can still be restored before the worker purges it. */
export const DELETED_TRIP_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export async function startWorkers(opts: StartWorkersOptions): Promise<RunningWorkers> {
  const { config } = opts;
  const log: WorkerLog = opts.log ?? { info() {}, warn() {}, error() {} };
  const db = opts.db ?? createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, poolMax: config.DB_POOL_MAX });
  const redis = opts.redis ?? createRedis(config.REDIS_URL);
  const trips = new TripRepository(db);
  // Load the road graph (~0.3 s) and build the interests index (1–4 s) now, once per process, not
  // in the first trip's time.
  roadGraph();
  warmRetrieval();
  const llm = config.OPENAI_API_KEY
    ? new LlmClient({ apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS })
    : undefined;
  // Enhancement answers within ENHANCE_TIMEOUT_MS; the model gets what is left of it.
  const enhanceLlm = config.OPENAI_API_KEY
    ? new LlmClient({
        apiKey: config.OPENAI_API_KEY,
        baseUrl: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        timeoutMs: Math.max(50, Math.min(config.OPENAI_TIMEOUT_MS, config.ENHANCE_TIMEOUT_MS - 1_000)),
      })
    : undefined;
  const serper = config.SERPER_API_KEY ? { apiKey: config.SERPER_API_KEY, baseUrl: config.SERPER_BASE_URL, timeoutMs: config.SERPER_TIMEOUT_MS } : undefined;
  const delayMs = config.NODE_ENV === 'production' ? 0 : config.TEST_JOB_DELAY_MS;

  const common = {
    connection: bullConnectionOptions(config.REDIS_URL),
    prefix: bullPrefix(config),
    lockDuration: config.JOB_LOCK_MS,
    stalledInterval: config.JOB_STALLED_INTERVAL_MS,
    maxStalledCount: 2,
  };
  /** The job's logger: bound to the traceId of the request that enqueued it (job data `traceparent`). */
  const jobLog = (job: Job<{ traceparent?: string }>, queue: string): WorkerLog =>
    log.child ? traceLogger({ child: (b) => log.child!(b) }, job.data.traceparent, { queue, jobId: job.id }) : log;
  const generate = new Worker<GenerateJobData, GenerateJobResult>(
    GENERATE_QUEUE,
    async (job: Job<GenerateJobData>) => {
      const jl = jobLog(job, GENERATE_QUEUE);
      jl.info({ attempt: job.attemptsMade + 1 }, 'job started');
      const result = await runGenerateJob(job.data, { trips, redis, redisPrefix: config.REDIS_PREFIX, llm, delayMs, log: jl, routing: { routingUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS } });
      jl.info({ ok: result.ok, ms: Date.now() - (job.processedOn ?? Date.now()) }, 'job done');
      return result;
    },
    { ...common, concurrency: config.WORKER_CONCURRENCY },
  );
  const enhance = new Worker<EnhanceJobData, EnhanceJobResult>(
    ENHANCE_QUEUE,
    async (job) => {
      const jl = jobLog(job, ENHANCE_QUEUE);
      jl.info({ attempt: job.attemptsMade + 1, stops: job.data.stops.length }, 'job started');
      const result = await runEnhanceJob(job.data, { serper, llm: enhanceLlm });
      jl.info({ ms: Date.now() - (job.processedOn ?? Date.now()) }, 'job done');
      return result;
    },
    { ...common, concurrency: config.ENHANCE_CONCURRENCY },
  );
  // Job durations, completions and failures; the queues' depth, read at scrape time (metrics port).
  observeWorker(generate);
  observeWorker(enhance);
  const depthQueues = [GENERATE_QUEUE, ENHANCE_QUEUE].map((name) => new Queue(name, { connection: redis, prefix: common.prefix }));
  for (const q of depthQueues) q.on('error', () => {});
  const unwatch = watchQueues(...depthQueues);
  for (const [name, w] of [
    [GENERATE_QUEUE, generate],
    [ENHANCE_QUEUE, enhance],
  ] as const) {
    // Without an error listener a Redis hiccup would be an unhandled 'error' event (process exit).
    w.on('error', (err) => log.error({ err, queue: name }, 'worker error'));
    w.on('failed', (job, err) =>
      (job ? jobLog(job, name) : log).warn({ err, queue: name, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'job attempt failed'),
    );
    w.on('stalled', (jobId) => log.warn({ queue: name, jobId }, 'stalled job moved back to wait'));
  }
  // Deleted trips stay restorable for DELETED_TRIP_DAYS, then go for good: at start, then every hour
  // (each worker process; the delete is the same whoever runs it).
  const purge = () =>
    trips
      .purgeDeleted(DELETED_TRIP_DAYS)
      .then((n) => n && log.info({ purged: n, olderThanDays: DELETED_TRIP_DAYS }, 'deleted trips purged'))
      .catch((err: unknown) => log.warn({ err }, 'deleted trips not purged (will try again)'));
  void purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  await Promise.all([generate.waitUntilReady(), enhance.waitUntilReady()]);
  log.info({ queues: [GENERATE_QUEUE, ENHANCE_QUEUE], concurrency: config.WORKER_CONCURRENCY }, 'workers ready');

  return {
    generate,
    enhance,
    checks: { postgres: () => pingDb(db), redis: () => redis.ping() },
    async close() {
      clearInterval(purgeTimer);
      unwatch();
      await Promise.allSettled([generate.close(), enhance.close(), ...depthQueues.map((q) => q.close())]);
      if (!opts.db) await db.destroy();
      if (!opts.redis) await redis.quit().catch(() => {});
    },
  };
}
