import { Job, type Queue, type QueueEvents } from 'bullmq';
import { HttpError } from './errors.js';
import { retryWhileUnavailable } from './unavailable.js';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Waits for BullMQ jobs with ONE QueueEvents listener per process and a map of pending jobs.
 * (`job.waitUntilFinished` adds two listeners per call and leaks them under load.)
 */
export class JobWaiter {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly queue: Queue,
    private readonly events: QueueEvents,
  ) {
    events.on('completed', ({ jobId, returnvalue }) => this.settle(jobId, null, returnvalue));
    events.on('failed', ({ jobId, failedReason }) => this.settleFailed(jobId, failedReason));
  }

  /** Resolves with the job's return value; rejects with the failure, or a 504 HttpError after `timeoutMs`. */
  async wait<T>(jobId: string, timeoutMs: number): Promise<T> {
    const promise = new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(jobId);
        reject(new HttpError(504, 'timeout', 'This is taking longer than it should. Please try again in a moment.'));
      }, timeoutMs);
      timer.unref();
      this.pending.set(jobId, { resolve: resolve as (v: unknown) => void, reject, timer });
    });
    // The job may have finished before we started listening. Read the state first and the job's
    // hash after it: a job that completes between the two reads is then seen with its result (the
    // other order could pair "completed" with a stale, empty return value).
    try {
      const state = await retryWhileUnavailable(() => this.queue.getJobState(jobId), Math.min(timeoutMs, 5_000));
      if (state === 'completed' || state === 'failed') {
        const job = await Job.fromId(this.queue, jobId);
        if (job && state === 'completed') this.settle(jobId, null, job.returnvalue);
        else if (job && (job.attemptsMade ?? 0) >= (job.opts.attempts ?? 1)) this.settle(jobId, new JobFailedError(job.failedReason));
      }
    } catch (err) {
      // Redis away for longer than a restart: end the wait now (503 by the error handler), not at the
      // timeout, and leave nothing pending behind.
      this.settle(jobId, err as Error);
    }
    return promise;
  }

  get size() {
    return this.pending.size;
  }

  private settle(jobId: string, err: Error | null, value?: unknown) {
    const p = this.pending.get(jobId);
    if (!p) return;
    this.pending.delete(jobId);
    clearTimeout(p.timer);
    if (err) p.reject(err);
    else p.resolve(typeof value === 'string' ? safeParse(value) : value);
  }

  private async settleFailed(jobId: string, reason: string) {
    if (!this.pending.has(jobId)) return;
    // A failed attempt that will be retried is not the end of the job.
    const job = await Job.fromId(this.queue, jobId);
    if (job && (job.attemptsMade ?? 0) < (job.opts.attempts ?? 1)) return;
    this.settle(jobId, new JobFailedError(reason));
  }
}

export class JobFailedError extends Error {}

function safeParse(value: string) {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
