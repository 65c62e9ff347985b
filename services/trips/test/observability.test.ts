import { Writable } from 'node:stream';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Job, Queue } from 'bullmq';
import { pino } from 'pino';
import { parsePrometheusText, parseTraceparent } from '@roadgremlin/service-kit';
import { startWorkers, type RunningWorkers } from '../src/jobs/workers.js';
import { GENERATE_QUEUE, bullPrefix } from '../src/jobs/queues.js';
import { auth, fakeServer, json, mintToken, startStack, type Stack } from './helpers.js';

/**
 * One trace from the request into the job it enqueues (docs/product/quality.md#operations) (job data carries the traceparent, the
 * worker logs the job with its traceId), and the job and queue metrics.
 */
let stack: Stack;
let workers: RunningWorkers;
const lines: Record<string, unknown>[] = [];
let token: string;
/** The connections service stand-in: records the traceparent trips sends with the insights call. */
let connections: Awaited<ReturnType<typeof fakeServer>>;
const insightCalls: (string | undefined)[] = [];

beforeAll(async () => {
  connections = await fakeServer(async (req, _body, res) => {
    insightCalls.push(req.headers.traceparent as string | undefined);
    return json(res, 200, { insights: { themes: [], weights: {} }, travelThemes: [], sources: [], startedAt: null, computedAt: null });
  });
  stack = await startStack('trips_observability', { CONNECTIONS_URL: connections.url }, { workers: false });
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  workers = await startWorkers({ config: stack.config, log: pino({ level: 'info' }, stream) });
  token = await mintToken('user-trace');
});
afterAll(async () => {
  await workers?.close();
  await stack?.close();
  await connections?.close();
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('a request’s trace reaches its job', () => {
  it('the generate-trip job carries the request’s traceparent and the worker logs it with the same traceId', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/generate-stops',
      headers: { ...auth(token), traceparent: `00-${TRACE}-00f067aa0ba902b7-01` },
      payload: { prompt: 'ghost towns from Las Vegas to Reno', mode: 'driving', seed: 3 },
    });
    expect(res.statusCode).toBe(200);
    const { tripId } = res.json();

    const queue = new Queue(GENERATE_QUEUE, { connection: stack.redis, prefix: bullPrefix(stack.config) });
    try {
      const job = await Job.fromId(queue, tripId);
      const carried = parseTraceparent(job!.data.traceparent)!;
      expect(carried.traceId).toBe(TRACE);
      // The service's own span, not the caller's.
      expect(carried.parentId).not.toBe('00f067aa0ba902b7');
    } finally {
      await queue.close();
    }

    // The call to the connections service for the traveller's insights carried the trace on too.
    expect(parseTraceparent(insightCalls.at(-1))?.traceId).toBe(TRACE);

    const jobLines = lines.filter((l) => l.jobId === tripId);
    expect(jobLines.map((l) => l.msg)).toEqual(expect.arrayContaining(['job started', 'job done']));
    for (const l of jobLines) {
      expect(l.traceId).toBe(TRACE);
      expect(l.queue).toBe(GENERATE_QUEUE);
    }
  });

  it('a request without a traceparent still gives its job a trace (the one the service started)', async () => {
    const res = await stack.app.inject({
      method: 'POST',
      url: '/api/generate-stops',
      headers: { ...auth(token), 'x-request-id': 'no-trace-1' },
      payload: { prompt: 'ghost towns from Las Vegas to Reno', mode: 'driving', seed: 4 },
    });
    expect(res.statusCode).toBe(200);
    const jobLines = lines.filter((l) => l.jobId === res.json().tripId);
    expect(jobLines.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(jobLines.map((l) => l.traceId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{32}$/);
    expect([...ids][0]).not.toBe(TRACE);
  });
});

describe('metrics of the trips service and its worker', () => {
  it('/metrics: requests by route pattern, completed generate jobs with durations, queue depth by state', async () => {
    // The worker's own 'completed' event may come a moment after the API has its answer.
    const scrape = async () => {
      const res = await stack.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      return parsePrometheusText(res.body);
    };
    await expect.poll(async () => (await scrape()).find('bullmq_jobs_completed_total', { queue: GENERATE_QUEUE })[0]?.value).toBe(2);
    const m = await scrape();
    expect(m.find('http_requests_total', { service: 'trips', method: 'POST', route: '/api/generate-stops', status_code: '200' })[0].value).toBe(2);
    expect(m.find('bullmq_job_duration_seconds_count', { queue: GENERATE_QUEUE, outcome: 'completed' })[0].value).toBeGreaterThanOrEqual(2);
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(m.find('bullmq_queue_jobs', { queue: GENERATE_QUEUE, state }).length, state).toBeGreaterThanOrEqual(1);
    }
    expect(m.find('bullmq_queue_jobs', { queue: 'enhance-stops', state: 'waiting' }).length).toBeGreaterThanOrEqual(1);
  });

  it('the worker’s readiness checks its database and Redis', async () => {
    // Each resolves (a throw or a timeout is what /readyz reports as down).
    for (const check of Object.values(workers.checks)) await check();
    expect(Object.keys(workers.checks).sort()).toEqual(['postgres', 'redis']);
  });
});
