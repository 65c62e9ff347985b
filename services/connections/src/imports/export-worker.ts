/**
 * Runs in a worker thread (isolated-reader.ts): reads one uploaded export with the provider's reader
 * and posts back the data (plain JSON) or the HttpError to answer. Nothing else lives here, so the
 * thread's heap limit bounds what a hostile export can take.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ProviderId } from '@roadgremlin/contracts';
// The errors module alone: this code also runs in a worker thread, which need not load the whole kit.
import { HttpError } from '@roadgremlin/service-kit/errors';
import { readExport } from './read-export.js';

const { provider, body } = workerData as { provider: ProviderId; body: Uint8Array };
try {
  parentPort!.postMessage({ ok: true, result: readExport(provider, body) });
} catch (err) {
  if (err instanceof HttpError) parentPort!.postMessage({ ok: false, error: { status: err.statusCode, code: err.code, message: err.message } });
  else parentPort!.postMessage({ ok: false, error: { status: 500, code: 'internal', message: (err as Error)?.message ?? String(err) } });
}
