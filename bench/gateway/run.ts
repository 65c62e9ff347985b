/**
 * Gateway speed budget: the same authenticated GET through our gateway (JWT verified, rate limit on
 * Redis, internal headers stripped, X-Forwarded-* set) and through nginx (1 worker, keep-alive, no auth)
 * in front of the same upstream, side by side with autocannon. Fails (exit 1) when the gateway reaches
 * less than --min-ratio (0.5) of nginx's requests/s.
 *
 *   npx tsx bench/gateway/run.ts [--duration 10] [--connections 32] [--rounds 5] [--warmup 3]
 *                                [--min-ratio 0.5] [--rate-limit 1000000000] [--no-direct] [--pin]
 *                                [--env KEY=VALUE]… [--profile]
 *
 * How it measures:
 * - every part runs in its own process: the fake services (identity's JWKS + the answering service),
 *   the gateway (its production entry, src/server.ts) and nginx; autocannon runs in this process;
 * - with --pin (and 2+ CPUs) the proxy under test (gateway or nginx) is pinned alone on the last CPU and
 *   the load generator and upstream on the others (taskset). Off by default: on a shared 2-vCPU VM the
 *   scheduler did better unpinned, and pinning made nginx's numbers swing by 5x between rounds;
 * - each target gets `duration` seconds in total, in `rounds` alternating slices (A B B A …), so that
 *   load from anything else on the machine falls on both alike;
 * - besides requests/s it reports each process's CPU time per request (/proc), which depends far less
 *   on the machine's other load than throughput does.
 *
 * Needs Redis (REDIS_URL, default redis://127.0.0.1:6379) and nginx on PATH (apt-get install nginx-light).
 * Every process it starts is stopped on exit, error or Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync, mkdirSync, openSync, existsSync, readdirSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { createRedis } from '@roadgremlin/service-kit';
import { clearRedisPrefix } from '@roadgremlin/service-kit/testing';
import { cpuMs, freePort, procStat, waitFor } from '../lib/harness.js';

type Result = Awaited<ReturnType<typeof autocannon>>;

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../..');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
    'min-ratio': { type: 'string', default: '0.5' },
    'rate-limit': { type: 'string', default: '1000000000' },
    'no-direct': { type: 'boolean', default: false },
    /** Pin the proxy under test alone on the last CPU (taskset); off by default, see below. */
    pin: { type: 'boolean', default: false },
    /** Extra gateway environment, e.g. --env UPSTREAM_PIPELINING=4 (repeatable). */
    env: { type: 'string', multiple: true, default: [] },
    /** Write a V8 CPU profile of the gateway to bench/results/ (open it in Chrome DevTools). */
    profile: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));
const warmup = Number(args.warmup);
const minRatio = Number(args['min-ratio']);

const PATH = '/api/user/trips';
const ORIGIN = 'http://bench.roadgremlin.local';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `rgbench:${process.pid}:`;
const tmp = mkdtempSync(join(tmpdir(), 'rg-gateway-bench-'));
const children: ChildProcess[] = [];

function log(msg: string) {
  process.stderr.write(`[bench] ${msg}\n`);
}

// --- CPU placement --------------------------------------------------------------------------------------
const cpuCount = cpus().length;
const canPin = args.pin && cpuCount >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
const proxyCpus = String(cpuCount - 1);
const loadCpus = cpuCount === 2 ? '0' : `0-${cpuCount - 2}`;

/** The command, pinned to `cpuList` when pinning is on. */
function pinned(cpuList: string, command: string, argv: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', cpuList, command, ...argv]] : [command, argv];
}

// --- process bookkeeping --------------------------------------------------------------------------------
let cleaningUp = false;
function track(child: ChildProcess, name: string) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!cleaningUp) log(`${name} exited early (code ${code}, signal ${signal})`);
  });
  return child;
}

async function cleanup() {
  if (cleaningUp) return;
  cleaningUp = true;
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((r) => {
          if (c.exitCode !== null || c.signalCode !== null) return r();
          const t = setTimeout(() => {
            c.kill('SIGKILL');
            r();
          }, 3_000);
          c.once('exit', () => {
            clearTimeout(t);
            r();
          });
        }),
    ),
  );
  const redis = createRedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis
    .connect()
    .then(() => clearRedisPrefix(redis, prefix))
    .catch(() => {});
  redis.disconnect();
  rmSync(tmp, { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void cleanup().then(() => process.exit(130));
  });
}

/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => cpuMs(pid) / 1000;

/** The worker processes of an nginx master (its children). */
function childPids(parent: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(procStat(Number(entry))[1]) === parent) out.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return out;
}

function findNginx() {
  for (const p of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (spawnSync(p, ['-v'], { stdio: 'ignore' }).status === 0) return p;
  }
  return null;
}

function profileArgs() {
  if (!args.profile) return [];
  const dir = join(repo, 'bench/results');
  mkdirSync(dir, { recursive: true });
  log(`CPU profile of the gateway goes to ${dir}`);
  return ['--cpu-prof', '--cpu-prof-dir', dir];
}

// --- measuring ------------------------------------------------------------------------------------------
interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** Processes whose CPU time is charged to this target's requests. */
  pids: () => number[];
  slices: Result[];
  cpu: number;
}

async function slice(target: Target, seconds: number) {
  const pids = target.pids();
  const before = pids.reduce((s, p) => s + cpuSeconds(p), 0);
  const result = await autocannon({ url: target.url, connections, duration: seconds, headers: target.headers });
  target.cpu += pids.reduce((s, p) => s + cpuSeconds(p), 0) - before;
  target.slices.push(result);
}

function summary(t: Target) {
  const requests = t.slices.reduce((s, r) => s + r.requests.total, 0);
  const seconds = t.slices.reduce((s, r) => s + r.duration, 0);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    rps: requests / seconds,
    p50: median(t.slices.map((r) => r.latency.p50)),
    p99: median(t.slices.map((r) => r.latency.p99)),
    non2xx: t.slices.reduce((s, r) => s + r.non2xx, 0),
    errors: t.slices.reduce((s, r) => s + r.errors + r.timeouts, 0),
    cpuPerRequest: (t.cpu / requests) * 1e6,
  };
}

async function main() {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error('nginx was not found on PATH: install it (apt-get install nginx-light) and run again.');
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', loadCpus, String(process.pid)], { stdio: 'ignore' });

  // Identity's signing key, its JWKS, and one access token for the whole run (as a browser would send).
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ email: 'bench@roadgremlin.local', sid: 'bench-session' })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
    .setSubject('bench-user')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setIssuer(ORIGIN)
    .setAudience(ORIGIN)
    .sign(privateKey);

  // 1. The fake services.
  const upstream = track(
    spawn(...pinned(loadCpus, process.execPath, ['--import', 'tsx', join(here, 'upstream.ts')]), {
      cwd: repo,
      env: { ...process.env, BENCH_JWKS: JSON.stringify({ keys: [jwk] }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
    'upstream',
  );
  const ports = await new Promise<{ identityPort: number; servicePort: number }>((resolvePorts, reject) => {
    upstream.once('message', (m) => resolvePorts(m as { identityPort: number; servicePort: number }));
    upstream.once('exit', () => reject(new Error('the fake upstream did not start')));
  });
  const serviceUrl = `http://127.0.0.1:${ports.servicePort}`;

  // 2. The gateway, through its production entry point.
  const gatewayPort = await freePort();
  const gatewayLog = join(tmp, 'gateway.log');
  const gatewayEnv: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    LOG_LEVEL: 'warn',
    REQUEST_LOG_LEVEL: 'off',
    PUBLIC_ORIGIN: ORIGIN,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    // Only /readyz would use it; the bench does not call it.
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    IDENTITY_URL: `http://127.0.0.1:${ports.identityPort}`,
    TRIPS_URL: serviceUrl,
    COMMUNITY_URL: serviceUrl,
    CONNECTIONS_URL: serviceUrl,
    ADMIN_STATS_URL: serviceUrl,
    WEB_DIST: join(tmp, 'no-web'),
    RATE_LIMIT_PER_MINUTE: args['rate-limit'],
    ...Object.fromEntries((args.env ?? []).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
  };
  const logFd = openSync(gatewayLog, 'a');
  const gateway = track(
    spawn(...pinned(proxyCpus, process.execPath, [...profileArgs(), '--import', 'tsx', join(repo, 'apps/gateway/src/server.ts')]), {
      cwd: repo,
      env: gatewayEnv,
      stdio: ['ignore', logFd, logFd],
    }),
    'gateway',
  );

  // 3. nginx, one worker, same upstream.
  const nginxPort = await freePort();
  const nginxDir = join(tmp, 'nginx');
  mkdirSync(nginxDir);
  const conf = readFileSync(join(here, 'nginx.conf.template'), 'utf8')
    .replaceAll('{{TMP}}', nginxDir)
    .replaceAll('{{PORT}}', String(nginxPort))
    .replaceAll('{{UPSTREAM_PORT}}', String(ports.servicePort));
  writeFileSync(join(nginxDir, 'nginx.conf'), conf);
  const nginx = track(
    spawn(...pinned(proxyCpus, nginxBin, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')]), { stdio: 'inherit' }),
    'nginx',
  );

  const auth = { authorization: `Bearer ${token}` };
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}${PATH}`;
  const nginxUrl = `http://127.0.0.1:${nginxPort}${PATH}`;
  try {
    await waitFor(gatewayUrl, { headers: auth, timeoutMs: 20_000, intervalMs: 100 });
  } catch (err) {
    if (existsSync(gatewayLog)) log(`gateway log:\n${readFileSync(gatewayLog, 'utf8').slice(-4000)}`);
    throw err;
  }
  await waitFor(nginxUrl, { timeoutMs: 20_000, intervalMs: 100 });
  const unauth = await fetch(gatewayUrl);
  if (unauth.status !== 401) throw new Error(`the gateway answered ${unauth.status} without a token: the bench would not measure auth`);

  const make = (name: string, url: string, headers: Record<string, string>, pids: () => number[]): Target => ({ name, url, headers, pids, slices: [], cpu: 0 });
  const tNginx = make('nginx (1 worker), no auth', nginxUrl, {}, () => childPids(nginx.pid!));
  const tGateway = make('gateway, JWT + rate limit', gatewayUrl, auth, () => [gateway.pid!]);
  const tDirect = make('upstream direct (reference)', `${serviceUrl}${PATH}`, {}, () => [upstream.pid!]);

  log(`${cpuCount} CPU(s): ${cpus()[0]?.model ?? 'unknown'}; node ${process.version}`);
  log(canPin ? `pinned: proxy under test on CPU ${proxyCpus}, load generator + upstream on CPU ${loadCpus}` : 'not pinned');
  log(`warm-up ${warmup} s each, then ${duration} s each at ${connections} connections in ${rounds} alternating rounds`);
  for (const t of [tNginx, tGateway]) {
    await autocannon({ url: t.url, connections, duration: warmup, headers: t.headers });
  }
  const sliceSeconds = Math.max(1, Math.round(duration / rounds));
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? [tNginx, tGateway] : [tGateway, tNginx];
    for (const t of order) await slice(t, sliceSeconds);
    log(`round ${i + 1}/${rounds} done`);
  }
  if (!args['no-direct']) await slice(tDirect, Math.min(5, duration));

  const nginxSum = summary(tNginx);
  const rows = (args['no-direct'] ? [tNginx, tGateway] : [tDirect, tNginx, tGateway]).map((t) => ({ t, s: summary(t) }));
  const lines = [
    `| target | req/s | p50 ms | p99 ms | non-2xx | errors | CPU µs/req (that process) | vs nginx |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...rows.map(
      ({ t, s }) =>
        `| ${t.name} | ${Math.round(s.rps).toLocaleString('en-US')} | ${s.p50} | ${s.p99} | ${s.non2xx} | ${s.errors} | ${s.cpuPerRequest.toFixed(1)} | ${(s.rps / nginxSum.rps).toFixed(2)} |`,
    ),
  ];
  const g = summary(tGateway);
  const ratio = g.rps / nginxSum.rps;
  console.log(`\nGET ${PATH}, ${connections} connections, ${duration} s per target (autocannon)${canPin ? ', proxies pinned to their own CPU' : ''}\n`);
  console.log(lines.join('\n'));
  const perRound = tGateway.slices.map((r, i) => (r.requests.average / tNginx.slices[i].requests.average).toFixed(2));
  console.log(`\nper round gateway/nginx: ${perRound.join(' ')}`);
  const valid = g.non2xx === 0 && g.errors === 0 && nginxSum.non2xx === 0;
  console.log(`gateway / nginx = ${ratio.toFixed(2)} (budget ≥ ${minRatio})${valid ? '' : ' — INVALID: some requests failed'}`);
  return ratio >= minRatio && valid ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`failed: ${(err as Error).message}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
