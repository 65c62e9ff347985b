import net from 'node:net';
import { Writable } from 'node:stream';
import { describe, it, expect, afterAll } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { z } from 'zod';
import { createServiceApp } from '../src/app.js';
import { createBullConnection, createRedis } from '../src/redis.js';
import { createDb, pingDb } from '../src/db.js';
import { readiness } from '../src/health.js';
import { observeWorker, startMetricsServer, watchQueues, metricsRegistry } from '../src/metrics.js';
import { parsePrometheusText } from '../src/prometheus-text.js';
import { continueTrace, formatTraceparent, parseTraceparent, traceLogger, traceparentOf } from '../src/tracing.js';
import { publishEvent, subscribeEvents } from '../src/events.js';
import { clearRedisPrefix, createTestDatabase, testRedisPrefix, testRedisUrl } from '../src/testing.js';

const scrape = async () => parsePrometheusText(await metricsRegistry.metrics());

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { lines, stream };
}

/** A TCP relay we can cut and restore, between a client and a real server (PostgreSQL, Redis). */
async function relay(targetPort: number) {
  let server: net.Server | undefined;
  const sockets = new Set<net.Socket>();
  let port = 0;
  const up = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', () => r()));
    port = (server!.address() as net.AddressInfo).port;
  };
  const down = async () => {
    for (const s of sockets) s.destroy();
    sockets.clear();
    await new Promise((r) => server!.close(r));
  };
  await up();
  return { port: () => port, up, down };
}

describe('metrics', () => {
  const app = createServiceApp({ name: 'obs-test', logger: false });
  app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.post('/things', { schema: { body: z.object({ n: z.number() }) } }, async () => ({ ok: true }));
  afterAll(() => app.close());

  it('counts and times requests by route pattern and status, never by raw URL, and serves them at /metrics', async () => {
    for (const id of ['1', '2', '3']) expect((await app.inject({ method: 'GET', url: `/things/${id}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/things', payload: { n: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/nowhere/at/all' })).statusCode).toBe(404);

    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = parsePrometheusText(res.body);
    const base = { service: 'obs-test', method: 'GET', route: '/things/:id', status_code: '200' };
    expect(m.find('http_requests_total', base)[0].value).toBe(3);
    expect(m.find('http_request_duration_seconds_count', base)[0].value).toBe(3);
    expect(m.find('http_request_duration_seconds_bucket', { ...base, le: '+Inf' })[0].value).toBe(3);
    expect(m.find('http_requests_total', { service: 'obs-test', route: '/things', status_code: '400' })[0].value).toBe(1);
    expect(m.find('http_requests_total', { service: 'obs-test', route: '(unmatched)', status_code: '404' })[0].value).toBe(1);
    expect(res.body).not.toContain('/things/1');
    expect(res.body).not.toContain('/nowhere');
    expect(m.types.get('http_request_duration_seconds')).toBe('histogram');
    // Process metrics (prom-client's defaults).
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(m.find(name).length, name).toBeGreaterThan(0);
    }
  });

  it('startMetricsServer serves /metrics and the extra routes on its own port, 404 for anything else', async () => {
    const server = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      routes: { '/readyz': async () => ({ status: 503, body: { status: 'degraded' } }) },
    });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(parsePrometheusText(await metrics.text()).find('process_cpu_user_seconds_total').length).toBe(1);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'degraded' });
      expect((await fetch(`${base}/api/anything`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  it('BullMQ: queue depth by state at scrape time, job durations, completions and failures by queue', async () => {
    const prefix = testRedisPrefix('obs-jobs').slice(0, -1);
    const queueName = `obs-${Date.now()}`;
    const redis = createRedis(testRedisUrl());
    const queue = new Queue(queueName, { connection: redis, prefix });
    const unwatch = watchQueues(queue);
    try {
      await queue.add('x', { fail: false });
      await queue.add('x', { fail: false });
      await queue.add('x', { fail: true }, { attempts: 1 });
      let m = await scrape();
      expect(m.find('bullmq_queue_jobs', { queue: queueName, state: 'waiting' })[0].value).toBe(3);

      const worker = new Worker(
        queueName,
        async (job) => {
          await new Promise((r) => setTimeout(r, 20));
          if (job.data.fail) throw new Error('planned failure');
          return 1;
        },
        { connection: createBullConnection(testRedisUrl()), prefix },
      );
      observeWorker(worker);
      worker.on('error', () => {});
      await new Promise<void>((resolve) => {
        let seen = 0;
        const one = () => ++seen === 3 && resolve();
        worker.on('completed', one);
        worker.on('failed', one);
      });
      await worker.close();
      m = await scrape();
      expect(m.find('bullmq_jobs_completed_total', { queue: queueName })[0].value).toBe(2);
      expect(m.find('bullmq_job_failures_total', { queue: queueName })[0].value).toBe(1);
      const durations = m.find('bullmq_job_duration_seconds_count', { queue: queueName, outcome: 'completed' })[0];
      expect(durations.value).toBe(2);
      expect(m.find('bullmq_job_duration_seconds_sum', { queue: queueName, outcome: 'completed' })[0].value).toBeGreaterThanOrEqual(0.02);
      expect(m.find('bullmq_queue_jobs', { queue: queueName, state: 'waiting' })[0].value).toBe(0);
      expect(m.find('bullmq_queue_jobs', { queue: queueName, state: 'failed' })[0].value).toBe(1);
    } finally {
      unwatch();
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      await clearRedisPrefix(redis, prefix);
      await redis.quit();
    }
    expect((await scrape()).find('bullmq_queue_jobs', { queue: queueName })).toEqual([]);
  });

  it('pub/sub: each received event is counted and its lag (from its `at`) measured; malformed ones counted apart', async () => {
    const prefix = testRedisPrefix('obs-pubsub');
    const redis = createRedis(testRedisUrl());
    const Event = z.object({ n: z.number(), at: z.string() });
    const got: number[] = [];
    const stop = await subscribeEvents(redis, prefix, { ping: Event }, (_c, e) => void got.push(e.n));
    try {
      await publishEvent(redis, prefix, 'ping', Event, { n: 1, at: new Date(Date.now() - 1500).toISOString() });
      await redis.publish(`${prefix}ping`, '{not json');
      await publishEvent(redis, prefix, 'ping', Event, { n: 2, at: new Date().toISOString() });
      await expect.poll(() => got.length).toBe(2);
      const m = await scrape();
      expect(m.find('pubsub_lag_seconds_count', { channel: 'ping' })[0].value).toBe(2);
      // One event was 1.5 s late: it lands above the 1 s bucket.
      expect(m.find('pubsub_lag_seconds_bucket', { channel: 'ping', le: '1' })[0].value).toBe(1);
      expect(m.find('pubsub_lag_seconds_sum', { channel: 'ping' })[0].value).toBeGreaterThanOrEqual(1.5);
      expect(m.find('pubsub_events_received_total', { channel: 'ping', outcome: 'invalid' })[0].value).toBe(1);
    } finally {
      await stop();
      await redis.quit();
    }
  });
});

describe('tracing', () => {
  it('parses W3C traceparent and refuses malformed, all-zero and version-ff ones', () => {
    const good = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(parseTraceparent(good)).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parentId: '00f067aa0ba902b7', flags: '01' });
    for (const bad of [
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
      'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra',
      'hello',
      undefined,
    ]) {
      expect(parseTraceparent(bad), String(bad)).toBeUndefined();
    }
    const next = continueTrace(good);
    expect(next.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(next.parentId).toBe('00f067aa0ba902b7');
    expect(next.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(formatTraceparent(next)).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(continueTrace('junk').traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a service continues the incoming trace: request id and every log line carry its traceId; what it sends on names the same trace", async () => {
    const { lines, stream } = logCapture();
    const app = createServiceApp({ name: 'trace-test', logger: { level: 'info', stream } });
    app.get('/work', async (request) => {
      request.log.info('doing the work');
      return { traceparent: traceparentOf(request) };
    });
    try {
      const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const res = await app.inject({ method: 'GET', url: '/work', headers: { traceparent: incoming } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
      const onward = parseTraceparent(res.json().traceparent)!;
      expect(onward.traceId).toBe('0af7651916cd43dd8448eb211c80319c');
      expect(onward.parentId).not.toBe('b7ad6b7169203331');
      const mine = lines.filter((l) => l.reqId === '0af7651916cd43dd8448eb211c80319c');
      expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'doing the work', 'request completed']));
      for (const l of mine) expect(l.traceId).toBe('0af7651916cd43dd8448eb211c80319c');

      // No traceparent: a new trace per request, still in every line.
      lines.length = 0;
      await app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': 'r-1', traceparent: 'garbage' } });
      const fresh = lines.filter((l) => l.reqId === 'r-1');
      expect(fresh.length).toBeGreaterThanOrEqual(3);
      const traceIds = new Set(fresh.map((l) => l.traceId));
      expect(traceIds.size).toBe(1);
      expect([...traceIds][0]).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await app.close();
    }
  });

  it('traceLogger binds a job’s log lines to the traceId of the traceparent it carries', () => {
    const { lines, stream } = logCapture();
    const base = createServiceApp({ name: 'job-log', logger: { level: 'info', stream } }).log;
    traceLogger(base, '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', { jobId: 'j1' }).info('job ran');
    expect(lines.at(-1)).toMatchObject({ msg: 'job ran', jobId: 'j1', traceId: '0af7651916cd43dd8448eb211c80319c' });
  });
});

describe('readiness against real dependencies', () => {
  it('/readyz-style checks fail while PostgreSQL or Redis is unreachable and pass again once it is back, with the same clients', async () => {
    const database = await createTestDatabase('obs-ready');
    const pgRelay = await relay(Number(new URL(database.url).port || 5432));
    const redisRelay = await relay(Number(new URL(testRedisUrl()).port || 6379));
    const dbUrl = new URL(database.url);
    dbUrl.hostname = '127.0.0.1';
    dbUrl.port = String(pgRelay.port());
    const db = createDb({ url: dbUrl.toString(), schema: 'public', poolMax: 2 });
    const redis = createRedis(`redis://127.0.0.1:${redisRelay.port()}`);
    const checks = { postgres: () => pingDb(db), redis: () => redis.ping() };
    try {
      expect((await readiness('kit', checks, 1000)).status).toBe(200);

      await pgRelay.down();
      let r = await readiness('kit', checks, 1000);
      expect(r.status).toBe(503);
      expect(r.body.checks.postgres.ok).toBe(false);
      expect(r.body.checks.redis.ok).toBe(true);
      await pgRelay.up();
      await expect.poll(async () => (await readiness('kit', checks, 1000)).status, { timeout: 10_000, interval: 200 }).toBe(200);

      await redisRelay.down();
      const started = Date.now();
      r = await readiness('kit', checks, 1000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(r.status).toBe(503);
      expect(r.body.checks.redis.ok).toBe(false);
      expect(r.body.checks.postgres.ok).toBe(true);
      await redisRelay.up();
      await expect.poll(async () => (await readiness('kit', checks, 1000)).status, { timeout: 15_000, interval: 250 }).toBe(200);
    } finally {
      redis.disconnect();
      await db.destroy().catch(() => {});
      await pgRelay.down().catch(() => {});
      await redisRelay.down().catch(() => {});
      await database.drop();
    }
  }, 40_000);
});
