import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parsePrometheusText, type Exposition } from '@roadgremlin/service-kit';
import { createTestDatabase, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { REPO_ROOT } from '../src/paths.js';
import { startStack, type RunningStack } from '../src/stack.js';

/**
 * The Prometheus scrape config, validated against the live endpoints
 * (docs/product/quality.md#operations): every process of the real
 * stack (the same orchestrator as `npm start`), every scrape target of ops/prometheus/prometheus.yml
 * rewritten to this stack's ports, fetched as Prometheus would and read as exposition format; the
 * metric names each process owes are there, and every metric the Grafana dashboard queries exists.
 */
interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  static_configs: { targets: string[] }[];
}
const promConfig = parse(fs.readFileSync(path.join(REPO_ROOT, 'ops/prometheus/prometheus.yml'), 'utf8')) as { scrape_configs: ScrapeConfig[] };
const dashboard = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'ops/grafana/dashboards/golden-signals.json'), 'utf8'));

let stack: RunningStack;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-prometheus-'));
const scraped = new Map<string, Exposition>();
const logs: string[] = [];

/** The test's port for a compose target `host:port` (host = the compose service name). */
function localPort(target: string) {
  const [host, port] = target.split(':');
  if (host === 'gateway' && port === '9464') return stack.metricsPorts.gateway;
  if (host === 'trips-worker') return stack.metricsPorts['trips-worker'];
  const p = stack.ports[host];
  if (!p) throw new Error(`prometheus.yml scrapes ${target}: no such process in the stack`);
  return p;
}

beforeAll(async () => {
  database = await createTestDatabase('prometheus');
  stack = await startStack({
    ports: 'free',
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix('prometheus'),
      DATA_DIR: dataDir,
      GATEWAY_HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    onLog: (line) => void logs.push(line),
    readyTimeoutMs: 120_000,
  });
  // Some traffic through the gateway, so request series exist.
  for (const url of ['/api/journey-activity', '/api/community/posts', '/api/nope', '/metrics']) await fetch(`${stack.url}${url}`);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** What each scrape job must expose, beyond the process metrics every one has. */
const OWED: Record<string, string[]> = {
  identity: ['http_requests_total', 'http_request_duration_seconds'],
  trips: ['http_requests_total', 'http_request_duration_seconds', 'bullmq_queue_jobs'],
  community: ['http_requests_total', 'http_request_duration_seconds'],
  connections: ['http_requests_total', 'http_request_duration_seconds'],
  'admin-stats': ['http_requests_total', 'http_request_duration_seconds', 'websocket_connections', 'pubsub_lag_seconds'],
  'trips-worker': ['bullmq_queue_jobs', 'bullmq_job_duration_seconds', 'bullmq_job_failures_total', 'bullmq_jobs_completed_total'],
  gateway: ['http_requests_total', 'http_request_duration_seconds', 'websocket_connections'],
};
const PROCESS = ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes'];

describe('ops/prometheus/prometheus.yml against the live stack', () => {
  it('names every process of the stack once: five services, the trips worker, the gateway', () => {
    const jobs = promConfig.scrape_configs.map((c) => c.job_name).sort();
    expect(jobs).toEqual(Object.keys(OWED).sort());
  });

  for (const job of Object.keys(OWED)) {
    it(`${job}: its target answers Prometheus text with the metrics it owes`, async () => {
      const config = promConfig.scrape_configs.find((c) => c.job_name === job)!;
      const targets = config.static_configs.flatMap((s) => s.targets);
      expect(targets).toHaveLength(1);
      const res = await fetch(`http://127.0.0.1:${localPort(targets[0])}${config.metrics_path ?? '/metrics'}`, { headers: { accept: 'text/plain' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const exposition = parsePrometheusText(await res.text());
      scraped.set(job, exposition);
      for (const name of [...OWED[job], ...PROCESS]) expect(exposition.types.has(name), `${job} ${name}`).toBe(true);
    });
  }

  it('the gateway counted the proxied requests by route pattern; its public port answers 404 to /metrics', async () => {
    const m = scraped.get('gateway')!;
    expect(m.find('http_requests_total', { service: 'gateway', route: '/api/journey-activity', status_code: '200' })[0]?.value).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${stack.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${stack.url}/api/community/metrics`)).status).toBe(404);
    // trips saw the same request, under its own route pattern.
    expect(scraped.get('trips')!.find('http_requests_total', { service: 'trips', route: '/api/journey-activity', status_code: '200' })[0]?.value).toBeGreaterThanOrEqual(1);
    // The queues are measured from Redis by the API and the worker.
    expect(scraped.get('trips-worker')!.find('bullmq_queue_jobs', { queue: 'generate-trip', state: 'waiting' })[0]?.value).toBe(0);
  });

  it('every metric the golden-signals dashboard queries is exposed by some target', () => {
    const exprs: string[] = dashboard.panels.flatMap((p: { targets?: { expr: string }[] }) => (p.targets ?? []).map((t) => t.expr));
    expect(exprs.length).toBeGreaterThanOrEqual(15);
    const families = new Set([...scraped.values()].flatMap((m) => [...m.types.keys()]));
    const SUFFIXES = /_(bucket|sum|count)$/;
    const builtIn = new Set(['up']);
    const KEYWORDS = new Set(['sum', 'by', 'rate', 'histogram_quantile', 'topk', 'max', 'le', 'service', 'route', 'queue', 'state', 'channel', 'path', 'status_code']);
    const missing: string[] = [];
    for (const expr of exprs) {
      // Metric names: identifiers followed by `{`, `[` or the end of a selector, minus functions and labels.
      for (const m of expr.replace(/"[^"]*"/g, '""').matchAll(/\b([a-z_][a-z0-9_]*)\b(?=\s*(\{|\[|\)|$))/g)) {
        const name = m[1];
        if (KEYWORDS.has(name) || builtIn.has(name) || name.startsWith('__')) continue;
        if (!families.has(name) && !families.has(name.replace(SUFFIXES, ''))) missing.push(`${name} (in ${expr})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the worker’s metrics port also answers /healthz and /readyz (its PostgreSQL and Redis)', async () => {
    const base = `http://127.0.0.1:${stack.metricsPorts['trips-worker']}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { checks: Record<string, { ok: boolean }> };
    expect(body.checks.postgres.ok).toBe(true);
    expect(body.checks.redis.ok).toBe(true);
  });

  it('a request through the gateway is logged by the gateway and by the service with one traceId', async () => {
    const trace = '5bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${stack.url}/api/journey-activity`, { headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(trace);
    await expect.poll(() => logs.filter((l) => l.includes(`trace=${trace.slice(0, 12)}`)).map((l) => l.split(' ')[0]).sort(), { timeout: 5_000 }).toEqual(['gateway', 'trips']);
  });
});
