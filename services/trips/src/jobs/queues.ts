/**
 * The two BullMQ queues (https://docs.bullmq.io/guide/going-to-production): names, job options and
 * connections. Producers fail fast (no offline queue: a Redis outage answers an error instead of
 * hanging requests); workers and QueueEvents block, so their connections never give up
 * (`maxRetriesPerRequest: null`).
 */
import type { Redis } from 'ioredis';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { bullConnectionOptions, createRedis, tracedQueue, watchQueues } from '@roadgremlin/service-kit';
import type { Accommodation, Stop, TripRequest, TripRoute, Understood } from '@roadgremlin/contracts';
import type { PlaceReading } from '@roadgremlin/engine';
import type { Config } from '../config.js';

export const GENERATE_QUEUE = 'generate-trip';
export const ENHANCE_QUEUE = 'enhance-stops';

/** Every queue key of this deployment lives under `${REDIS_PREFIX}bull:`. */
export function bullPrefix(config: Pick<Config, 'REDIS_PREFIX'>) {
  return `${config.REDIS_PREFIX}bull`;
}

export function jobOptions(config: Pick<Config, 'JOB_ATTEMPTS' | 'JOB_BACKOFF_MS'>): JobsOptions {
  return {
    attempts: config.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.JOB_BACKOFF_MS },
    // Results are read within seconds; keep a bounded tail for debugging.
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: { age: 24 * 3600, count: 5000 },
  };
}

export interface GenerateJobData {
  /** Also the job id: the worker stores the trip under it exactly once. */
  tripId: string;
  userId: string;
  request: TripRequest;
  seed: number;
  /** Catalogue themes from the traveller's connected accounts, and readable insight strings. */
  insightThemes: string[];
  personalizedInsights: string[];
  /** Catalogue theme → "Because …" words from the connections service; each stop chosen for that theme shows it. */
  insightReasons?: Record<string, string>;
  /** Regenerate: the replaced trip's stops (catalogue ids), left out when others fit. */
  avoid?: string[];
  /** Regenerate: the caller's own trip (checked by the route) whose new current version this plan becomes. */
  regenerateOf?: string;
  /** W3C traceparent of the request that enqueued it (added by tracedQueue): the worker logs with its traceId. */
  traceparent?: string;
}

/** A job's result. A PlannerError is a result too (not a failure: retrying would not help). */
export type GenerateJobResult =
  | { ok: true; tripId: string; stops: Stop[]; accommodations: Accommodation[]; personalizedInsights: string[]; notice?: string; route?: TripRoute; understood?: Understood }
  | { ok: false; code: string; message: string; place?: string; readings?: PlaceReading[] };

export interface EnhanceJobData {
  stops: Stop[];
  insightThemes: string[];
  insights: string[];
  traceparent?: string;
}
export interface EnhanceJobResult {
  stops: Stop[];
}

/** A producer connection: errors surface at once instead of waiting for Redis to come back. */
export function createProducerConnection(url: string) {
  // Errors surface through the command that fails; ioredis reconnects on its own (createRedis).
  return createRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
}

export interface Producers {
  generate: Queue<GenerateJobData, GenerateJobResult>;
  enhance: Queue<EnhanceJobData, EnhanceJobResult>;
  generateEvents: QueueEvents;
  enhanceEvents: QueueEvents;
  /** Queues, then their event listeners, then the connections. */
  close(): Promise<void>;
}

export async function createProducers(config: Config): Promise<Producers> {
  const prefix = bullPrefix(config);
  const producer = createProducerConnection(config.REDIS_URL);
  // The offline queue is off: wait for the connection once, at start-up.
  await waitReady(producer);
  const defaultJobOptions = jobOptions(config);
  // A job carries the traceparent of the request that added it (libs/service-kit tracing.ts).
  const generate = tracedQueue(new Queue<GenerateJobData, GenerateJobResult>(GENERATE_QUEUE, { connection: producer, prefix, defaultJobOptions }));
  const enhance = tracedQueue(new Queue<EnhanceJobData, EnhanceJobResult>(ENHANCE_QUEUE, { connection: producer, prefix, defaultJobOptions }));
  // Queue depth by state in this process's /metrics (bullmq_queue_jobs).
  const unwatch = watchQueues(generate, enhance);
  // QueueEvents blocks on XREAD: each gets its own connection (options, not a shared client), with
  // maxRetriesPerRequest null. One listener per queue per process, shared by every waiting request.
  const generateEvents = new QueueEvents(GENERATE_QUEUE, { connection: bullConnectionOptions(config.REDIS_URL), prefix });
  const enhanceEvents = new QueueEvents(ENHANCE_QUEUE, { connection: bullConnectionOptions(config.REDIS_URL), prefix });
  generate.on('error', () => {});
  enhance.on('error', () => {});
  generateEvents.on('error', () => {});
  enhanceEvents.on('error', () => {});
  await Promise.all([generateEvents.waitUntilReady(), enhanceEvents.waitUntilReady()]);
  return {
    generate,
    enhance,
    generateEvents,
    enhanceEvents,
    async close() {
      unwatch();
      await Promise.allSettled([generate.close(), enhance.close()]);
      await Promise.allSettled([generateEvents.close(), enhanceEvents.close()]);
      await producer.quit().catch(() => {});
    },
  };
}

function waitReady(client: Redis) {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not answer within 5 s')), 5_000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
