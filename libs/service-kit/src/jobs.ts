import { Job, type Queue, type QueueEvents } from 'bullmq';
import { HttpError } from './errors.js';
import { retryWhileUnavailable } from './unavailable.js';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
  since: number;
}

/**
 * A job still pending this long is looked up in Redis, in case its event never came: QueueEvents
 * reads the event stream from where it is when it starts (events just before are not read), and a
 * reconnect can skip some. One sweep for all pending jobs, every SWEEP_MS.
 */
const SWEEP_MS = 2_000;

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

  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;

  /** Looks up the jobs pending for more than SWEEP_MS; stops when none is pending. */
  private sweep() {
    if (this.sweeping) return;
    if (!this.pending.size) {
      clearInterval(this.sweeper);
      this.sweeper = undefined;
      return;
    }
    this.sweeping = true;
    const old = [...this.pending].filter(([, p]) => Date.now() - p.since >= SWEEP_MS).map(([id]) => id);
    void Promise.all(old.map((id) => this.lookUp(id).catch(() => {}))).finally(() => {
      this.sweeping = false;
    });
  }

  /** Settles a job from its state in Redis when it has finished. */
  private async lookUp(jobId: string) {
    const state = await this.queue.getJobState(jobId);
    if (state !== 'completed' && state !== 'failed') return;
    const job = await Job.fromId(this.queue, jobId);
    if (job && state === 'completed') this.settle(jobId, null, job.returnvalue);
    else if (job && (job.attemptsMade ?? 0) >= (job.opts.attempts ?? 1)) this.settle(jobId, new JobFailedError(job.failedReason));
  }

  /** Resolves with the job's return value; rejects with the failure, or a 504 HttpError after `timeoutMs`. */
  async wait<T>(jobId: string, timeoutMs: number): Promise<T> {
    const promise = new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(jobId);
        reject(new HttpError(504, 'timeout', 'This is taking longer than it should. Please try again in a moment.'));
      }, timeoutMs);
      timer.unref();
      this.pending.set(jobId, { resolve: resolve as (v: unknown) => void, reject, timer, since: Date.now() });
      if (!this.sweeper) {
        this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
        this.sweeper.unref();
      }
    });
    // The job may have finished before we started listening. Read the state first and the job's
    // hash after it: a job that completes between the two reads is then seen with its result (the
    // other order could pair "completed" with a stale, empty return value).
    try {
      await retryWhileUnavailable(() => this.lookUp(jobId), Math.min(timeoutMs, 5_000));
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
