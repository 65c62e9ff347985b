import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Prometheus metrics of this process (prom-client), in ONE registry per process: each process is one
 * service, the gateway or one worker, and Prometheus adds `job`/`instance` itself. Everything is
 * labelled by `service` too, so a dashboard can sum across replicas by it.
 *
 * Label values are bounded: HTTP routes are the route pattern (`/api/trips/:id`), never the URL;
 * requests that matched no route are `route="(unmatched)"`.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by service, method, route pattern and status code.',
  labelNames: ['service', 'method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to the answer being sent, by service, method, route pattern and status code.',
  labelNames: ['service', 'method', 'route', 'status_code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const wsConnections = new Gauge({
  name: 'websocket_connections',
  help: 'Open WebSocket connections, by service and socket path.',
  labelNames: ['service', 'path'] as const,
  registers: [metricsRegistry],
});

export const pubsubLag = new Histogram({
  name: 'pubsub_lag_seconds',
  help: "Time from an event's `at` to its arrival at a subscriber (Redis pub/sub), by channel.",
  labelNames: ['channel'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const pubsubEvents = new Counter({
  name: 'pubsub_events_received_total',
  help: 'Events received from Redis pub/sub, by channel and outcome (ok, invalid).',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'bullmq_job_duration_seconds',
  help: 'Time a worker spent on a job attempt (processedOn → finishedOn), by queue and outcome.',
  labelNames: ['queue', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'bullmq_job_failures_total',
  help: 'Failed job attempts, by queue (a failed attempt may be retried).',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const jobsCompleted = new Counter({
  name: 'bullmq_jobs_completed_total',
  help: 'Jobs completed, by queue.',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

/** What the queue-depth gauge reads: anything with BullMQ's `name` and `getJobCounts`. */
export interface CountableQueue {
  name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

const watchedQueues = new Set<CountableQueue>();
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'] as const;

export const queueDepth = new Gauge({
  name: 'bullmq_queue_jobs',
  help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed…), read from Redis at scrape time.',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...watchedQueues].map(async (q) => {
        try {
          const counts = await withTimeout(q.getJobCounts(...QUEUE_STATES), 1_000);
          for (const state of QUEUE_STATES) this.set({ queue: q.name, state }, counts[state] ?? 0);
        } catch {
          /* Redis down: the series are missing for this scrape (the readiness check says why) */
        }
      }),
    );
  },
});

/** Adds queues to `bullmq_queue_jobs`; the returned function removes them (on close). */
export function watchQueues(...queues: CountableQueue[]) {
  for (const q of queues) watchedQueues.add(q);
  return () => {
    for (const q of queues) watchedQueues.delete(q);
  };
}

/** What the job metrics need from a BullMQ Worker (its events). */
export interface ObservableWorker {
  name: string;
  on(event: 'completed', cb: (job: { processedOn?: number; finishedOn?: number }) => void): unknown;
  on(event: 'failed', cb: (job: { processedOn?: number; finishedOn?: number } | undefined, err: Error) => void): unknown;
}

/** Job durations, completions and failures of a worker. */
export function observeWorker(worker: ObservableWorker) {
  const seconds = (job: { processedOn?: number; finishedOn?: number } | undefined) =>
    job?.processedOn && job.finishedOn ? Math.max(0, job.finishedOn - job.processedOn) / 1000 : undefined;
  worker.on('completed', (job) => {
    jobsCompleted.inc({ queue: worker.name });
    const s = seconds(job);
    if (s !== undefined) jobDuration.observe({ queue: worker.name, outcome: 'completed' }, s);
  });
  worker.on('failed', (job) => {
    jobFailures.inc({ queue: worker.name });
    const s = seconds(job);
    if (s !== undefined) jobDuration.observe({ queue: worker.name, outcome: 'failed' }, s);
  });
}

/** Counts an open WebSocket until it closes. */
export function trackSocket(service: string, path: string, socket: { on(event: 'close', cb: () => void): unknown }) {
  wsConnections.inc({ service, path });
  socket.on('close', () => wsConnections.dec({ service, path }));
}

/** Records the lag of one pub/sub event whose `at` is an ISO instant or epoch ms. */
export function observePubsub(channel: string, at: unknown) {
  pubsubEvents.inc({ channel, outcome: 'ok' });
  const t = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : NaN;
  if (Number.isFinite(t)) pubsubLag.observe({ channel }, Math.max(0, Date.now() - t) / 1000);
}

const UNMATCHED = '(unmatched)';

/**
 * Counts and times every answer of `app` (onResponse, by route pattern) as `service`. With
 * `route: true` it also serves `GET /metrics` on the app itself — only for apps that are not public
 * (the services, behind the gateway); the gateway serves its metrics on a separate port instead.
 */
export function registerMetrics(app: FastifyInstance, service: string, opts: { route?: boolean } = {}) {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const labels = {
      service,
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  if (opts.route) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      const body = await metricsRegistry.metrics();
      return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(body);
    });
  }
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A separate HTTP server for `/metrics` (and the optional extra routes, e.g. a worker's `/readyz`)
 * on METRICS_HOST and its own port (GATEWAY_METRICS_PORT, WORKER_METRICS_PORT): for processes whose main port is public (the gateway) or that have
 * none (the workers). Anything else answers 404.
 */
export async function startMetricsServer(opts: {
  host: string;
  port: number;
  routes?: Record<string, () => Promise<{ status: number; body: unknown }>>;
}): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'application/json', JSON.stringify({ error: { code: 'method_not_allowed', message: 'Only GET.' } }));
    if (path === '/metrics') {
      metricsRegistry.metrics().then(
        (body) => send(200, metricsRegistry.contentType, body),
        (err: Error) => send(500, 'text/plain', `metrics failed: ${err.message}`),
      );
      return;
    }
    const route = opts.routes?.[path];
    if (route) {
      route().then(
        (r) => send(r.status, 'application/json', JSON.stringify(r.body)),
        (err: Error) => send(500, 'application/json', JSON.stringify({ error: { code: 'internal', message: err.message } })),
      );
      return;
    }
    send(404, 'application/json', JSON.stringify({ error: { code: 'not_found', message: `There is nothing at ${req.method} ${path}.` } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
