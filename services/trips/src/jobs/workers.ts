/**
 * The BullMQ workers of both queues (run by src/worker.ts, or in-process by tests). A worker that
 * dies mid-job stops renewing the job's lock; after JOB_LOCK_MS the stalled-job check of any other
 * worker (every JOB_STALLED_INTERVAL_MS) puts the job back to wait and it runs again.
 */
import { Worker, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { bullConnectionOptions, createDb, createRedis } from '@roadgremlin/service-kit';
import type { Config } from '../config.js';
import type { Database } from '../db/types.js';
import { TripRepository } from '../trips/repository.js';
import { LlmClient } from '../llm/openai.js';
import { runGenerateJob } from './generate.js';
import { roadGraph } from '../routing/index.js';
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
}

export interface RunningWorkers {
  generate: Worker<GenerateJobData, GenerateJobResult>;
  enhance: Worker<EnhanceJobData, EnhanceJobResult>;
  /** Workers first (each finishes its current jobs), then the pool and Redis. */
  close(): Promise<void>;
}

export interface StartWorkersOptions {
  config: Config;
  db?: Kysely<Database>;
  redis?: Redis;
  log?: WorkerLog;
}

const SCHEMA = 'trips';

export async function startWorkers(opts: StartWorkersOptions): Promise<RunningWorkers> {
  const { config } = opts;
  const log: WorkerLog = opts.log ?? { info() {}, warn() {}, error() {} };
  const db = opts.db ?? createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA, poolMax: config.DB_POOL_MAX });
  const redis = opts.redis ?? createRedis(config.REDIS_URL);
  const trips = new TripRepository(db);
  // Load the road graph now (~0.3 s, once per process), not in the first trip's time.
  roadGraph();
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
  const generate = new Worker<GenerateJobData, GenerateJobResult>(
    GENERATE_QUEUE,
    async (job: Job<GenerateJobData>) => runGenerateJob(job.data, { trips, redis, redisPrefix: config.REDIS_PREFIX, llm, delayMs, log, routing: { routingUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS } }),
    { ...common, concurrency: config.WORKER_CONCURRENCY },
  );
  const enhance = new Worker<EnhanceJobData, EnhanceJobResult>(ENHANCE_QUEUE, async (job) => runEnhanceJob(job.data, { serper, llm: enhanceLlm }), {
    ...common,
    concurrency: config.ENHANCE_CONCURRENCY,
  });
  for (const [name, w] of [
    [GENERATE_QUEUE, generate],
    [ENHANCE_QUEUE, enhance],
  ] as const) {
    // Without an error listener a Redis hiccup would be an unhandled 'error' event (process exit).
    w.on('error', (err) => log.error({ err, queue: name }, 'worker error'));
    w.on('failed', (job, err) => log.warn({ err, queue: name, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'job attempt failed'));
    w.on('stalled', (jobId) => log.warn({ queue: name, jobId }, 'stalled job moved back to wait'));
  }
  await Promise.all([generate.waitUntilReady(), enhance.waitUntilReady()]);
  log.info({ queues: [GENERATE_QUEUE, ENHANCE_QUEUE], concurrency: config.WORKER_CONCURRENCY }, 'workers ready');

  return {
    generate,
    enhance,
    async close() {
      await Promise.allSettled([generate.close(), enhance.close()]);
      if (!opts.db) await db.destroy();
      if (!opts.redis) await redis.quit().catch(() => {});
    },
  };
}
