import closeWithGrace from 'close-with-grace';
import { pino, type Logger } from 'pino';
import { loadConfigOrExit } from './define-service.js';
import { readiness, type HealthCheck } from './health.js';
import { startMetricsServer, type MetricsServer } from './metrics.js';

export interface WorkerProcessConfig {
  LOG_LEVEL: string;
  /** Where `/metrics`, `/healthz` and `/readyz` of the worker are served; port 0 serves none. */
  METRICS_HOST?: string;
  WORKER_METRICS_PORT?: number;
}

export interface RunningWork {
  close(): Promise<void>;
  /** What `/readyz` of the metrics port checks (the worker's database, Redis…). */
  checks?: Record<string, HealthCheck>;
}

export interface WorkerProcessOptions<C extends WorkerProcessConfig> {
  name: string;
  loadConfig: () => C;
  /** Starts the work; what it returns is closed on SIGTERM/SIGINT or an uncaught error. */
  start: (config: C, log: Logger) => Promise<RunningWork>;
}

/**
 * The entry of a process that is not an HTTP service (the BullMQ workers): the same config guard
 * (exit 78), the same JSON logger (pino, as Fastify's) and the same signal handling
 * (close-with-grace, 10 s) as `defineService`, and a small HTTP server on METRICS_HOST:WORKER_METRICS_PORT
 * for Prometheus (`/metrics`) and health (`/healthz`, `/readyz`).
 */
export async function runWorkerProcess<C extends WorkerProcessConfig>(opts: WorkerProcessOptions<C>) {
  const config = loadConfigOrExit(opts.name, opts.loadConfig);
  const log = pino({ name: opts.name, level: config.LOG_LEVEL });
  let running: RunningWork;
  try {
    running = await opts.start(config, log);
  } catch (err) {
    log.fatal({ err }, 'failed to start');
    process.exit(1);
  }
  let metrics: MetricsServer | undefined;
  if (config.WORKER_METRICS_PORT) {
    const checks = running.checks ?? {};
    try {
      metrics = await startMetricsServer({
        host: config.METRICS_HOST ?? '127.0.0.1',
        port: config.WORKER_METRICS_PORT,
        routes: {
          '/healthz': async () => ({ status: 200, body: { status: 'ok', service: opts.name } }),
          '/readyz': () => readiness(opts.name, checks),
        },
      });
      log.info({ host: config.METRICS_HOST ?? '127.0.0.1', port: metrics.port }, 'metrics and health on their own port');
    } catch (err) {
      // The jobs matter more than their metrics (a second worker on one host, same port): keep working.
      log.error({ err, port: config.WORKER_METRICS_PORT }, 'metrics port not available: this worker serves no /metrics');
    }
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'closing after an uncaught error');
    else log.info({ signal }, 'closing');
    await metrics?.close();
    await running.close();
  });
  return running;
}
