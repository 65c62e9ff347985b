/**
 * `nx run trips:worker`: the BullMQ worker process for `generate-trip` and `enhance-stops`. Run as
 * many as the load needs; they coordinate through Redis only. SIGTERM/SIGINT close the workers
 * (current jobs finish), then the database pool and Redis, then the process exits.
 */
import { runWorkerProcess } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { startWorkers } from './jobs/workers.js';

await runWorkerProcess({ name: 'trips-worker', loadConfig, start: (config, log) => startWorkers({ config, log }) });
