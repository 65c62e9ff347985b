import { Worker } from 'node:worker_threads';
import type { ProviderId } from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import type { ReadExport } from './read-export.js';

export interface IsolatedReaderOptions {
  /** Exports read at once by this process; more answer 503 with Retry-After. */
  concurrency: number;
  /** Heap of each reading thread, MB: an export that needs more is refused (413). */
  memoryMb: number;
  /** Longest a reading may take. */
  timeoutMs: number;
}

/** Seconds a caller turned away while every reader is busy is asked to wait. */
export const IMPORT_BUSY_RETRY_SECONDS = 10;

const BOOT = new URL('./worker-boot.mjs', import.meta.url);
// The reader runs from the same kind of file as this one: TypeScript under tsx, JavaScript when built.
const ENTRY = new URL(`./export-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/**
 * Reads uploaded exports off the event loop: each in a worker thread of its own, with a heap limit
 * (`resourceLimits`), a deadline, and at most `concurrency` at once. A 49 KB zip that unpacks to 20 MB
 * of CSV rows, or JSON nested thousands deep, used to hold the service's event loop for seconds and
 * take gigabytes; now it costs one bounded thread while every other request is answered, and the
 * thread's memory is returned when it ends.
 */
export class IsolatedExportReader {
  private active = 0;

  constructor(private readonly opts: IsolatedReaderOptions) {}

  get busy() {
    return this.active;
  }

  async read(provider: ProviderId, body: Uint8Array): Promise<ReadExport> {
    if (this.active >= this.opts.concurrency) {
      throw new HttpError(
        503,
        'import_busy',
        `Other imports are being read right now. Please try again in ${IMPORT_BUSY_RETRY_SECONDS} seconds.`,
        undefined,
        { 'retry-after': String(IMPORT_BUSY_RETRY_SECONDS) },
      );
    }
    this.active++;
    try {
      return await this.run(provider, body);
    } finally {
      this.active--;
    }
  }

  private run(provider: ProviderId, body: Uint8Array): Promise<ReadExport> {
    return new Promise<ReadExport>((resolve, reject) => {
      const worker = new Worker(BOOT, {
        workerData: { entry: ENTRY, provider, body },
        resourceLimits: { maxOldGenerationSizeMb: this.opts.memoryMb, maxYoungGenerationSizeMb: 8 },
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(new HttpError(413, 'export_too_complex', 'This export takes too long to read, longer than any real export. Upload the export exactly as the provider sent it.')),
          ),
        this.opts.timeoutMs,
      );
      worker.on('message', (msg: { ok: true; result: ReadExport } | { ok: false; error: { status: number; code: string; message: string } }) =>
        settle(() => (msg.ok ? resolve(msg.result) : reject(msg.error.status >= 500 ? new Error(msg.error.message) : new HttpError(msg.error.status, msg.error.code, msg.error.message)))),
      );
      worker.on('error', (err: Error & { code?: string }) =>
        settle(() =>
          reject(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new HttpError(413, 'export_too_complex', `This export needs more memory to read than an import may use (${this.opts.memoryMb} MB), more than any real export. Upload the export exactly as the provider sent it.`)
              : err,
          ),
        ),
      );
      worker.on('exit', (code) => settle(() => reject(new Error(`the export reader stopped (exit ${code}) before answering`))));
    });
  }
}
