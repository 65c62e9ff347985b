/**
 * Load test of trip generation end to end: HTTP → trips service → BullMQ `generate-trip` → worker
 * (plan + store + event) → QueueEvents → JobWaiter → answer. Through the gateway too when
 * apps/gateway/src/app.ts exists.
 *
 *   npx tsx bench/trips/run.ts
 *   BENCH_TARGETS=service BENCH_DURATION=20 BENCH_CONNECTIONS=16 npx tsx bench/trips/run.ts
 *   BENCH_WORKER_CONCURRENCY=32 BENCH_WORKERS=2 npx tsx bench/trips/run.ts
 *
 * Starts a JWKS stand-in for identity, a fresh PostgreSQL database (dropped at the end), the trips
 * service, the trips worker(s) and the gateway as child processes, each on its own port and Redis
 * prefix. Every request is a real sentence (planner samples) with no seed, so each plans afresh.
 * Budget (DESIGN: the synchronous generate call): p50 ≤ 80 ms, p99 ≤ 250 ms at 16 concurrent,
 * ≥ 100 plans/s; exit 1 when a target misses it. Afterwards the stored rows are counted against the
 * 2xx answers (nothing lost, nothing stored twice).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTestDatabase } from '@roadgremlin/service-kit/testing';
import { SAMPLE_TRIPS } from '@roadgremlin/engine/samples';
import { cpuMs, freePort, gatewayExists, start, startGateway, startIdentity, stopChildren, waitHealthy } from '../lib/harness.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '16';
const TARGETS = (process.env.BENCH_TARGETS ?? (gatewayExists ? 'service,gateway' : 'service')).split(',');
const REDIS_PREFIX = `rgbench:trips:${randomBytes(3).toString('hex')}:`;
const BUDGET = { p50: 80, p99: 250, rps: 100 };

const database = await createTestDatabase('bench_trips');

// ---- identity stand-in ---------------------------------------------------------------------------
const identity = await startIdentity();
const mint = (n: number) => identity.sign(`bench-user-${n}`, { email: `bench${n}@example.com`, sid: `bench-sess-${n}` });

async function stopAll() {
  await stopChildren();
  await identity.close();
  await database.drop().catch(() => {});
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const tokens = await Promise.all(Array.from({ length: 32 }, (_, i) => mint(i)));

// ---- processes -----------------------------------------------------------------------------------
const common = { NODE_ENV: 'production', DATABASE_URL: database.url, REDIS_PREFIX, IDENTITY_URL: identity.url, LOG_LEVEL: 'warn' };
const servicePort = await freePort();
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const service = start('trips', 'services/trips/src/server.ts', { ...common, PORT: String(servicePort), HOST: '127.0.0.1', CONNECTIONS_URL: '' });
await waitHealthy(serviceUrl);
const workers = Array.from({ length: WORKERS }, (_, i) => start(`trips-worker-${i}`, 'services/trips/src/worker.ts', { ...common, WORKER_CONCURRENCY }));
const targets: Record<string, string> = { service: serviceUrl };
let gateway: ChildProcess | undefined;
if (TARGETS.includes('gateway')) {
  const started = await startGateway({ ...common, TRIPS_URL: serviceUrl });
  gateway = started.child;
  targets.gateway = started.url;
}

// ---- requests: every sample sentence, no seed (each call plans afresh), a user per connection -------
// One traveller per connection, as people plan one trip at a time: the planner's fair share (at most
// 3 generations in flight per user) would otherwise refuse the connections that share a token.
let nextToken = 0;
const requests = SAMPLE_TRIPS.map((s) => ({
  method: 'POST' as const,
  path: '/api/generate-stops',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
  body: JSON.stringify({ prompt: s.prompt, mode: s.mode ?? 'driving', ...(s.startDate ? { startDate: s.startDate, endDate: s.endDate } : {}) }),
  setupRequest: (req: { headers: Record<string, string> }, context: { token?: string }) => {
    context.token ??= tokens[nextToken++ % tokens.length];
    return { ...req, headers: { ...req.headers, authorization: `Bearer ${context.token}` } };
  },
}));

// The worker is ready when a request answers (gazetteer load is ~1.5 s per process).
{
  const until = Date.now() + 60_000;
  for (;;) {
    const r = await fetch(`${serviceUrl}/api/generate-stops`, { method: 'POST', headers: requests[0]!.headers, body: requests[0]!.body }).catch(() => null);
    if (r?.ok) break;
    if (Date.now() > until) throw new Error(`the worker did not answer: ${r?.status} ${await r?.text()}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

interface Row {
  target: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  svcCpu: number;
  wrkCpu: number;
  gwCpu: number;
}
const table: Row[] = [];
let storedMismatch = false;
const sql = new pg.Client({ connectionString: database.url });
await sql.connect();
/** Stored rows once the jobs still in flight when autocannon stopped have landed (stable for 500 ms). */
async function countRows() {
  let last = -1;
  for (;;) {
    const n = (await sql.query('select count(*)::int as n from trips.trips')).rows[0].n as number;
    if (n === last) return n;
    last = n;
    await new Promise((r) => setTimeout(r, 500));
  }
}

for (const target of TARGETS) {
  // warm-up (JIT, pools, connections)
  await autocannon({ url: targets[target]!, connections: CONNECTIONS, duration: 3, requests } as autocannon.Options);
  const rowsBefore = await countRows();
  const cpu0 = [cpuMs(service.pid), workers.reduce((a, w) => a + cpuMs(w.pid), 0), cpuMs(gateway?.pid)];
  const result = await autocannon({ url: targets[target]!, connections: CONNECTIONS, duration: DURATION, requests } as autocannon.Options);
  const ok2xx = result['2xx'];
  const stored = (await countRows()) - rowsBefore;
  const n = result.requests.total;
  table.push({
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    ok2xx,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    svcCpu: round2((cpuMs(service.pid) - cpu0[0]!) / n),
    wrkCpu: round2((workers.reduce((a, w) => a + cpuMs(w.pid), 0) - cpu0[1]!) / n),
    gwCpu: target === 'gateway' ? round2((cpuMs(gateway?.pid) - cpu0[2]!) / n) : NaN,
  });
  // Every 2xx is one stored row; the only extra rows are requests still in flight when the clock stopped.
  if (stored < ok2xx || stored > ok2xx + result.non2xx + CONNECTIONS) {
    console.error(`[bench] ${target}: ${ok2xx} answers 2xx but ${stored} rows stored`);
    storedMismatch = true;
  }
}
await sql.end();

function round2(n: number) {
  return Math.round(n * 100) / 100;
}

console.log(`\ntrips generate bench: ${CONNECTIONS} connections, ${DURATION} s, ${WORKERS} worker process(es) × concurrency ${WORKER_CONCURRENCY}, ${SAMPLE_TRIPS.length} sentences, no seed`);
console.log('target    req/s   p50   p90   p99   max   2xx  non2xx err  cpu ms/req: service worker gateway');
let failed = storedMismatch;
for (const r of table) {
  console.log(
    `${r.target.padEnd(8)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(5)} ${String(r.p90).padStart(5)} ${String(r.p99).padStart(5)} ${String(r.max).padStart(5)} ${String(r.ok2xx).padStart(6)} ${String(r.non2xx).padStart(6)} ${String(r.errors).padStart(3)}             ${String(r.svcCpu).padStart(5)} ${String(r.wrkCpu).padStart(6)} ${Number.isNaN(r.gwCpu) ? '     -' : String(r.gwCpu).padStart(6)}`,
  );
  const misses = [
    r.p50 > BUDGET.p50 && `p50 ${r.p50} > ${BUDGET.p50} ms`,
    r.p99 > BUDGET.p99 && `p99 ${r.p99} > ${BUDGET.p99} ms`,
    r.rps < BUDGET.rps && `${r.rps} req/s < ${BUDGET.rps}`,
    r.non2xx + r.errors > 0 && `${r.non2xx + r.errors} failed requests`,
  ].filter(Boolean);
  if (misses.length) {
    failed = true;
    console.log(`  ✗ ${r.target}: ${misses.join(', ')}`);
  } else console.log(`  ✓ ${r.target}: within budget (p50 ≤ ${BUDGET.p50} ms, p99 ≤ ${BUDGET.p99} ms, ≥ ${BUDGET.rps} plans/s)`);
}
await stopAll();
process.exit(failed ? 1 : 0);
