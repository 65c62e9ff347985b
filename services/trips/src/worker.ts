/**
 * `nx run trips:worker`: the BullMQ worker process for `generate-trip` and `enhance-stops`. Run as
 * many as the load needs; they coordinate through Redis only. SIGTERM/SIGINT close the workers
 * (current jobs finish), then the database pool and Redis, then the process exits.
 */
import { ConfigError } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { startWorkers, type WorkerLog } from './jobs/workers.js';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

function jsonLog(level: string): WorkerLog {
  const min = level === 'silent' ? Infinity : LEVELS.indexOf(level as (typeof LEVELS)[number]);
  const write = (lvl: (typeof LEVELS)[number]) => (obj: object, msg: string) => {
    if (LEVELS.indexOf(lvl) < min) return;
    const o = obj as { err?: unknown };
    const err = o.err instanceof Error ? { message: o.err.message, stack: o.err.stack } : o.err;
    process.stdout.write(`${JSON.stringify({ level: lvl, time: Date.now(), name: 'trips-worker', pid: process.pid, ...obj, ...(err ? { err } : {}), msg })}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`[trips-worker] ${err.message}`);
    process.exit(78);
  }
  throw err;
}
const log = jsonLog(config.LOG_LEVEL);
const workers = await startWorkers({ config, log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'closing');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await workers.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('uncaughtException', (err) => {
  log.error({ err }, 'uncaught exception');
  void shutdown('uncaughtException');
});
