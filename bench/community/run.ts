/**
 * Load test of the community service on the seeded database (run seed.ts first).
 *
 *   npx tsx bench/community/run.ts                 # the service, apps/gateway in front of it, and the floor
 *   BENCH_TARGETS=gateway npx tsx bench/community/run.ts
 *   BENCH_DURATION=20 BENCH_ATTEMPTS=6 npx tsx bench/community/run.ts
 *
 * Starts: a tiny JWKS server (Ed25519, stands in for identity: IDENTITY_URL points at it), the community
 * service as a child process on its own port, the gateway (apps/gateway) in front of it, and "the floor":
 * a bare node:http server answering the same bytes from memory. Measures the post list and a thread
 * (post + comments) at a truly steady 500 req/s (open loop, bench/lib/steady.ts; the machine's own
 * pauses watched, bench/lib/pauses.ts), with autocannon -R 500 and at saturation; then votes/s at
 * saturation, and checks every counter against its vote rows; prints EXPLAIN (ANALYZE, BUFFERS) of the
 * list and thread queries.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { ForumRepository } from '@roadgremlin/community/forum-repository';
import type { Database } from '@roadgremlin/community/db-types';
import { BENCH_DATABASE_URL, connect } from './db.js';
import { percentile, steadyLoad } from '../lib/steady.js';
import { watchPauses } from '../lib/pauses.js';
import { cpuMs, freePort, gatewayExists, start, startGateway, startIdentity, stopChildren, waitFor, waitHealthy } from '../lib/harness.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGETS = (process.env.BENCH_TARGETS ?? (gatewayExists ? 'service,gateway,floor' : 'service,floor')).split(',');
/** Runs at a steady rate per scenario at most, until one sees no machine pause longer than CLEAN_PAUSE_MS. */
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 5);
const CLEAN_PAUSE_MS = 25;
/**
 * autocannon -R also runs with this few connections: each connection sends its share of the second
 * back to back, so with 50 connections the server sees a 50-deep queue for ~¼ s of every second and p99
 * measures draining it; with 4 at most 4 requests wait at once.
 */
const FEW = 4;
const REDIS_PREFIX = `rgbench:${randomBytes(3).toString('hex')}:`;

// ---- identity stand-in ---------------------------------------------------------------------------
const identity = await startIdentity();
const mint = (n: number) => identity.sign(`bench-voter-${n}`, { email: `bench${n}@example.com`, sid: `bench-sess-${n}`, name: `Bench ${n}` });

async function stopAll() {
  await stopChildren();
  await identity.close();
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

// ---- data the requests use -----------------------------------------------------------------------
const sqlClient = await connect();
const { rows: postCount } = await sqlClient.query('select count(*)::int as n from posts');
if (postCount[0].n < 1000) throw new Error(`the bench database has ${postCount[0].n} posts: run bench/community/seed.ts first`);
const { rows: threadRows } = await sqlClient.query('select id, comment_count from posts where deleted_at is null order by comment_count desc limit 1');
const thread = threadRows[0] as { id: string; comment_count: number };
const { rows: votePostRows } = await sqlClient.query('select id from posts where deleted_at is null order by created_at desc limit 5000');
const votePosts = votePostRows.map((r) => r.id as string);
const readerToken = await mint(0);
const voterTokens = await Promise.all(Array.from({ length: 2000 }, (_, i) => mint(i + 1)));

// ---- processes -----------------------------------------------------------------------------------
const servicePort = await freePort();
const serviceUrl = `http://127.0.0.1:${servicePort}`;
const service = start('community', 'services/community/src/server.ts', {
  NODE_ENV: 'production',
  PORT: String(servicePort),
  HOST: '127.0.0.1',
  DATABASE_URL: BENCH_DATABASE_URL,
  REDIS_PREFIX,
  IDENTITY_URL: identity.url,
  LOG_LEVEL: 'warn',
  DB_POOL_MAX: process.env.BENCH_DB_POOL_MAX ?? '20',
});
await waitHealthy(serviceUrl);
const targets: Record<string, string> = { service: serviceUrl };
let gateway: ChildProcess | undefined;
if (TARGETS.includes('gateway')) {
  const started = await startGateway({ DATABASE_URL: BENCH_DATABASE_URL, REDIS_PREFIX, IDENTITY_URL: identity.url, COMMUNITY_URL: serviceUrl });
  gateway = started.child;
  targets.gateway = started.url;
}

// ---- load ----------------------------------------------------------------------------------------
interface Row {
  target: string;
  scenario: string;
  mode: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** CPU ms the service (and the gateway) process spent per request answered. */
  svcCpu: number;
  gwCpu: number;
  /** The longest machine pause during the run (shown); open-loop rows: runs made, p99 over all runs. */
  runs?: number;
  longestPause?: number;
  allRunsP99?: number;
}
const table: Row[] = [];

async function load(target: string, scenario: string, rate: number | undefined, opts: Partial<autocannon.Options>) {
  const cpu0 = [cpuMs(service.pid), cpuMs(gateway?.pid)];
  const connections = opts.connections ?? CONNECTIONS;
  // A rate run is repeated like the open-loop ones (see steady below) until the machine did not pause.
  const attempts = rate ? ATTEMPTS : 1;
  let result!: autocannon.Result;
  let longestPause = Infinity;
  let runs = 0;
  let total = 0;
  while (runs < attempts && longestPause > CLEAN_PAUSE_MS) {
    const watcher = await watchPauses();
    const r = await autocannon({
      url: targets[target]!,
      connections,
      duration: DURATION,
      ...(rate ? { overallRate: rate } : {}),
      ...opts,
    } as autocannon.Options);
    const pause = (await watcher.stop()).reduce((m, p) => Math.max(m, p.ms), 0);
    runs++;
    total += r.requests.total;
    if (rate && runs < attempts && pause > CLEAN_PAUSE_MS) console.log(`[bench] ${target.padEnd(7)} ${scenario.padEnd(28)} -R ${rate} -c ${connections} run ${runs}: p99 ${r.latency.p99} ms, machine paused ${pause} ms: again`);
    if (pause < longestPause || !result) {
      result = r;
      longestPause = pause;
    }
  }
  const row: Row = {
    target,
    scenario,
    mode: rate ? `-R ${rate} -c ${connections}` : `saturation -c ${connections}`,
    runs,
    longestPause,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    svcCpu: round2((cpuMs(service.pid) - cpu0[0]!) / total),
    gwCpu: target === 'gateway' ? round2((cpuMs(gateway?.pid) - cpu0[1]!) / total) : NaN,
  };
  table.push(row);
  console.log(`[bench] ${target.padEnd(7)} ${scenario.padEnd(28)} ${row.mode.padEnd(14)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms  non-2xx ${row.non2xx}  errors ${row.errors}  cpu/req service ${row.svcCpu} ms gateway ${row.gwCpu} ms  longest machine pause ${longestPause} ms`);
  return result;
}

/**
 * The same scenario at a truly steady rate (bench/lib/steady.ts explains why autocannon -R is not), with
 * the machine's own pauses watched (bench/lib/pauses.ts). The VMs we run on freeze for up to ~130 ms
 * every 5–15 s, which alone sets a 10 s run's p99; so a run is repeated (up to BENCH_ATTEMPTS) until one
 * sees no machine pause longer than the budget. The row shows that run, and beside it the p99 of all
 * runs together, pauses included.
 */
async function steady(target: string, scenario: string, rate: number, requests: { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string> }[]) {
  const cpu0 = [cpuMs(service.pid), cpuMs(gateway?.pid)];
  const runs: Awaited<ReturnType<typeof steadyLoad>>[] = [];
  let chosen: (typeof runs)[number] | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS && !chosen; attempt++) {
    const r = await steadyLoad({ url: targets[target]!, rate, durationS: DURATION, connections: CONNECTIONS, requests, watch: true });
    runs.push(r);
    console.log(
      `[bench] ${target.padEnd(7)} ${scenario.padEnd(28)} open-loop ${rate}/s run ${attempt}: p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms; ` +
        `machine pauses > 15 ms: ${r.pauses.length ? r.pauses.map((p) => `${p.ms}`).join(', ') + ' ms' : 'none'}`,
    );
    if (r.longestPause <= CLEAN_PAUSE_MS) chosen = r;
  }
  const shown = chosen ?? runs.reduce((a, b) => (b.longestPause < a.longestPause ? b : a));
  const merged = new Float64Array(runs.reduce((n, r) => n + r.latencies.length, 0));
  let at = 0;
  for (const r of runs) {
    merged.set(r.latencies, at);
    at += r.latencies.length;
  }
  merged.sort();
  const sent = runs.reduce((n, r) => n + r.sent, 0);
  const row: Row = {
    target,
    scenario,
    mode: `open-loop ${rate}/s`,
    rps: shown.rps,
    p50: shown.p50,
    p99: shown.p99,
    max: shown.max,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    svcCpu: target === 'floor' ? NaN : round2((cpuMs(service.pid) - cpu0[0]!) / sent),
    gwCpu: target === 'gateway' ? round2((cpuMs(gateway?.pid) - cpu0[1]!) / sent) : NaN,
    runs: runs.length,
    longestPause: shown.longestPause,
    allRunsP99: percentile(merged, 99),
  };
  table.push(row);
  console.log(
    `[bench] ${target.padEnd(7)} ${scenario.padEnd(28)} ${row.mode.padEnd(14)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  max ${row.max} ms` +
      `  (${chosen ? `run ${runs.indexOf(chosen) + 1} of ${runs.length}, no machine pause > ${CLEAN_PAUSE_MS} ms` : `no run of ${runs.length} without a machine pause > ${CLEAN_PAUSE_MS} ms`}; all runs p99 ${row.allRunsP99} ms)`,
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const readHeaders = { authorization: `Bearer ${readerToken}` };
const listReq = { path: '/api/community/posts?category=all', headers: readHeaders };
const threadReqs = [
  { method: 'GET' as const, path: `/api/community/posts/${thread.id}`, headers: readHeaders },
  { method: 'GET' as const, path: `/api/community/posts/${thread.id}/comments`, headers: readHeaders },
];
let voteSeq = 0;
const voteReq = {
  method: 'POST' as const,
  path: '/api/community/posts/x/vote',
  setupRequest: (req: any) => {
    const n = voteSeq++;
    // Random post among the 5,000 newest, random voter of 2,000, random direction (toggles included).
    const post = votePosts[(n * 7919 + Math.floor(Math.random() * 5000)) % votePosts.length];
    const token = voterTokens[Math.floor(Math.random() * voterTokens.length)];
    return {
      ...req,
      path: `/api/community/posts/${post}/vote`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ voteType: Math.random() < 0.7 ? 'up' : 'down' }),
    };
  },
};

const before = await sqlClient.query('select count(*)::int as n from post_votes');
console.log(`[bench] load average before the runs (other work on this machine): ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(`[bench] ${postCount[0].n} posts, ${before.rows[0].n} post votes; thread ${thread.id} has ${thread.comment_count} comments; ${DURATION} s per run, ${CONNECTIONS} connections`);
// Warm up (JIT, caches, token verification of the voter tokens) without recording.
await autocannon({ url: serviceUrl, connections: 20, duration: 3, requests: [listReq] } as autocannon.Options);

// The floor: a bare node:http server in its own process answering the very bytes the service answered
// (no database, no auth, no routing). Its open-loop numbers are what this machine allows any server.
if (TARGETS.includes('floor')) {
  const bodies: Record<string, string> = {};
  for (const r of [listReq, ...threadReqs]) bodies[r.path] = await (await fetch(serviceUrl + r.path, { headers: r.headers })).text();
  const floorPort = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'rg-bench-floor-'));
  writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
  start('floor', '-e', {}, [
    `const b = JSON.parse(require('fs').readFileSync(${JSON.stringify(join(dir, 'bodies.json'))}, 'utf8'));` +
      `require('http').createServer((q, s) => { const body = b[q.url]; s.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' }); s.end(body ?? ''); })` +
      `.listen(${floorPort}, '127.0.0.1');`,
  ]);
  targets.floor = `http://127.0.0.1:${floorPort}`;
  await waitFor(targets.floor + listReq.path);
}

// Reads first on every target, then the vote storms (whose dead rows and autovacuum would otherwise
// fall on the next target's reads).
for (const target of Object.keys(targets)) {
  await steady(target, 'GET posts?category=all', 500, [listReq]);
  if (target === 'floor') {
    await steady(target, 'thread: post + comments', 500, threadReqs);
    continue;
  }
  await load(target, 'GET posts?category=all', 500, { requests: [listReq] });
  await load(target, 'GET posts?category=all', 500, { requests: [listReq], connections: FEW });
  await load(target, 'GET posts?category=all', undefined, { requests: [listReq] });
  await steady(target, 'thread: post + comments', 500, threadReqs);
  await load(target, 'thread: post + comments', 500, { requests: threadReqs });
  await load(target, 'thread: post + comments', 500, { requests: threadReqs, connections: FEW });
  await load(target, 'thread: post + comments', undefined, { requests: threadReqs });
}
for (const target of Object.keys(targets)) {
  if (target !== 'floor') await load(target, 'POST vote (random)', undefined, { requests: [voteReq] });
}

// ---- exactness after the vote storm ---------------------------------------------------------------
const { rows: drift } = await sqlClient.query(`
  select count(*)::int as n from posts p
    left join (select post_id, count(*) filter (where vote = 1) as up, count(*) filter (where vote = -1) as down from post_votes group by post_id) v on v.post_id = p.id
   where p.upvotes <> coalesce(v.up, 0) or p.downvotes <> coalesce(v.down, 0)`);
const after = await sqlClient.query('select count(*)::int as n from post_votes');
console.log(`[bench] post votes ${before.rows[0].n} -> ${after.rows[0].n}; posts whose counters differ from their vote rows: ${drift[0].n}`);

// ---- query plans ---------------------------------------------------------------------------------
const captured: CompiledQuery[] = [];
const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2, options: '-c search_path=community,public' });
const kdb = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (e) => {
    if (e.level === 'query') captured.push(e.query);
  },
});
const forum = new ForumRepository(kdb);
const viewer = { id: 'bench-user-1', isAdmin: false };
const plans: [string, () => Promise<unknown>][] = [
  ['list: category=all sort=new (page 1)', () => forum.listPosts({ category: 'all', sort: 'new', limit: 20, viewer })],
  [
    'list: category=all sort=new (page 2, keyset)',
    async () => {
      const p1 = await forum.listPosts({ category: 'all', sort: 'new', limit: 20, viewer });
      captured.length = 0;
      return forum.listPosts({ category: 'all', sort: 'new', limit: 20, viewer, cursor: p1.nextCursor! });
    },
  ],
  ['list: category=hidden-gems sort=hot', () => forum.listPosts({ category: 'hidden-gems', sort: 'hot', limit: 20, viewer })],
  ['list: category=all sort=top', () => forum.listPosts({ category: 'all', sort: 'top', limit: 20, viewer })],
  ['thread: post', () => forum.getPost(thread.id, viewer)],
  ['thread: comments', () => forum.listComments(thread.id, { limit: 50, viewer })],
];
for (const [label, run] of plans) {
  captured.length = 0;
  await run();
  const q = captured[captured.length - 1]!;
  const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${q.sql}`, q.parameters as unknown[]);
  console.log(`\n[bench] EXPLAIN ANALYZE — ${label}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}
await kdb.destroy();
await sqlClient.end();

console.log(`\nload average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log('| target | scenario | mode | req/s | p50 ms | p99 ms | max ms | non-2xx | errors | service CPU ms/req | gateway CPU ms/req | runs | longest machine pause ms (run shown) | open loop: p99 of all runs ms |');
console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of table) {
  console.log(`| ${r.target} | ${r.scenario} | ${r.mode} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} | ${Number.isNaN(r.svcCpu) ? '' : r.svcCpu} | ${Number.isNaN(r.gwCpu) ? '' : r.gwCpu} | ${r.runs ?? ''} | ${r.longestPause ?? ''} | ${r.allRunsP99 ?? ''} |`);
}
await stopAll();
