import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { createBullConnection, createRedis } from '../src/redis.js';
import { JobWaiter, JobFailedError } from '../src/jobs.js';
import { HttpError } from '../src/errors.js';
import { testRedisUrl, testRedisPrefix, clearRedisPrefix } from '../src/testing.js';

const prefix = testRedisPrefix('jobs').slice(0, -1);
const url = testRedisUrl();
const name = 'echo';
let queue: Queue, events: QueueEvents, worker: Worker, waiter: JobWaiter;

beforeAll(async () => {
  queue = new Queue(name, { connection: createRedis(url), prefix });
  events = new QueueEvents(name, { connection: createBullConnection(url), prefix });
  await events.waitUntilReady();
  worker = new Worker(
    name,
    async (job) => {
      if (job.data.fail) throw new Error(`nope ${job.attemptsMade}`);
      if (job.data.slow) await new Promise((r) => setTimeout(r, 1500));
      return { doubled: job.data.n * 2 };
    },
    { connection: createBullConnection(url), prefix, concurrency: 8 },
  );
  waiter = new JobWaiter(queue, events);
});
afterAll(async () => {
  await worker.close();
  await events.close();
  await queue.close();
  const r = createRedis(url);
  await clearRedisPrefix(r, prefix);
  await r.quit();
});

describe('JobWaiter', () => {
  it('resolves 200 concurrent jobs with their own results through one listener', async () => {
    const before = events.listenerCount('completed');
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const job = await queue.add('x', { n }, { removeOnComplete: 100 });
        return waiter.wait<{ doubled: number }>(job.id!, 10_000);
      }),
    );
    expect(results.map((r) => r.doubled)).toEqual(Array.from({ length: 200 }, (_, n) => n * 2));
    expect(events.listenerCount('completed')).toBe(before);
    expect(waiter.size).toBe(0);
  });
  it('settles a job whose completion event never came, by looking it up (events missed at start or in a reconnect)', async () => {
    // a listener on another queue's events: this job's completion is never heard
    const deaf = new QueueEvents('elsewhere', { connection: createBullConnection(url), prefix });
    await deaf.waitUntilReady();
    try {
      const lonely = new JobWaiter(queue, deaf);
      const job = await queue.add('x', { n: 5, slow: true });
      const t0 = Date.now();
      await expect(lonely.wait(job.id!, 8_000)).resolves.toEqual({ doubled: 10 });
      expect(Date.now() - t0).toBeLessThan(6_000);
      expect(lonely.size).toBe(0);
    } finally {
      await deaf.close();
    }
  });
  it('resolves a job that finished before waiting started', async () => {
    const job = await queue.add('x', { n: 21 });
    await new Promise((r) => setTimeout(r, 300));
    await expect(waiter.wait(job.id!, 5_000)).resolves.toEqual({ doubled: 42 });
  });
  it('asks Redis again through a restart, and past 5 s ends the wait (not at its timeout), leaving nothing pending', async () => {
    const gone = Object.assign(new Error('Connection is closed.'), {});
    let asked = 0;
    const broken = {
      getJobState: async () => {
        asked++;
        return Promise.reject(gone);
      },
    } as unknown as Queue;
    const w = new JobWaiter(broken, events);
    const t0 = Date.now();
    await expect(w.wait('no-such-job', 20_000)).rejects.toBe(gone);
    const took = Date.now() - t0;
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(7_000);
    expect(asked).toBeGreaterThan(10);
    expect(w.size).toBe(0);
  });
  it('rejects only after the last attempt fails', async () => {
    const job = await queue.add('x', { fail: true }, { attempts: 2, backoff: { type: 'fixed', delay: 50 } });
    const err: any = await waiter.wait(job.id!, 10_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JobFailedError);
    expect(err.message).toBe('nope 1');
  });
  it('times out with a 504 HttpError', async () => {
    const job = await queue.add('x', { n: 1, slow: true });
    const err: any = await waiter.wait(job.id!, 200).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.statusCode).toBe(504);
  });
});

describe('JobWaiter race', () => {
  it('never resolves with an empty value for a job completing while wait() starts', async () => {
    // Jobs that finish within a few ms of wait() being called exercise the already-finished check.
    for (let i = 0; i < 40; i++) {
      const job = await queue.add('x', { n: i });
      await new Promise((r) => setTimeout(r, i % 8));
      await expect(waiter.wait(job.id!, 5_000)).resolves.toEqual({ doubled: i * 2 });
    }
  });
});
