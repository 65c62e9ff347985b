import closeWithGrace from 'close-with-grace';
import { pino, type Logger } from 'pino';
import { loadConfigOrExit } from './define-service.js';

export interface WorkerProcessOptions<C extends { LOG_LEVEL: string }> {
  name: string;
  loadConfig: () => C;
  /** Starts the work; what it returns is closed on SIGTERM/SIGINT or an uncaught error. */
  start: (config: C, log: Logger) => Promise<{ close(): Promise<void> }>;
}

/**
 * The entry of a process that is not an HTTP service (the BullMQ workers): the same config guard
 * (exit 78), the same JSON logger (pino, as Fastify's) and the same signal handling
 * (close-with-grace, 10 s) as `defineService`.
 */
export async function runWorkerProcess<C extends { LOG_LEVEL: string }>(opts: WorkerProcessOptions<C>) {
  const config = loadConfigOrExit(opts.name, opts.loadConfig);
  const log = pino({ name: opts.name, level: config.LOG_LEVEL });
  let running: { close(): Promise<void> };
  try {
    running = await opts.start(config, log);
  } catch (err) {
    log.fatal({ err }, 'failed to start');
    process.exit(1);
  }
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) log.error({ err }, 'closing after an uncaught error');
    else log.info({ signal }, 'closing');
    await running.close();
  });
  return running;
}
