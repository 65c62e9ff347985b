import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  canConnect,
  freePort,
  GATEWAY,
  SERVICES,
  spawnProcess,
  startRedisServer,
  stopChild,
  waitFor,
  WORKERS,
  type ProcessSpec,
  type RedisHandle,
} from '@roadgremlin/runtime';
import { createTestDatabase } from '@roadgremlin/service-kit/testing';

/**
 * The product scaled out on one machine, as a cluster would run it: two gateways behind a real load
 * balancer (Debian's haproxy), two replicas of every service — each service also reached through
 * haproxy, as a Kubernetes Service would spread it — three trips workers, one PostgreSQL (a database
 * of its own on the tests' server) and one Redis (a redis-server of its own). Every replica starts at
 * the same moment on an empty database: they race for the migrations, as replicas of a new release do.
 */
export interface Replica {
  name: string;
  spec: ProcessSpec;
  port?: number;
  /** Where /healthz and /readyz answer (the worker's and the gateway's metrics port for them). */
  healthPort?: number;
  child?: ChildProcess;
  env: Record<string, string>;
}

export interface ReplicaStack {
  /** The load balancer in front of the two gateways. */
  url: string;
  /** Each gateway directly (`gateway-1`, `gateway-2`). */
  gateways: string[];
  replicas: Map<string, Replica>;
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  sql: pg.Pool;
  logFile: string;
  kill(name: string): Promise<void>;
  start(name: string): Promise<void>;
  readyz(name: string): Promise<number>;
  /** CPU time (user + system, ms) and resident memory (MB) of each replica now, from /proc. */
  usage(): Map<string, { cpuMs: number; rssMb: number }>;
  /** `used_memory` of the stack's own redis-server, bytes. */
  redisMemory(): Promise<number>;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export const REPLICAS: Record<string, number> = { identity: 2, trips: 2, community: 2, connections: 2, 'admin-stats': 2, 'trips-worker': 3, gateway: 2 };

function haproxyConfig(front: { public: number; services: Record<string, number> }, backends: Record<string, number[]>) {
  const backend = (name: string, ports: number[]) =>
    [
      `backend ${name}`,
      '  balance roundrobin',
      '  option httpchk GET /healthz',
      // A killed replica refuses the check at once and is out after 3 × 300 ms; a replica that is only
      // busy (two cores, 200 people) gets 2 s to answer its check, as the Kubernetes probes give 3 s —
      // with a 300 ms check timeout both gateways were marked down under load and haproxy answered 503.
      '  default-server inter 300ms fall 3 rise 1',
      '  http-request disable-l7-retry if !METH_GET !METH_HEAD !METH_OPTIONS',
      ...ports.map((p, i) => `  server ${name}-${i + 1} 127.0.0.1:${p} check`),
    ].join('\n');
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout check 2s',
    '  timeout tunnel 1h',
    '  option forwardfor',
    // A connection refused or a replica that dies before answering: try another replica. Requests
    // that may not be repeated (anything but GET/HEAD/OPTIONS) are retried only when they never
    // reached a replica (the connection failed).
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    `frontend public`,
    `  bind 127.0.0.1:${front.public}`,
    '  default_backend gateway',
    ...Object.entries(front.services).flatMap(([name, port]) => [`frontend ${name}-front`, `  bind 127.0.0.1:${port}`, `  default_backend ${name}`]),
    backend('gateway', backends.gateway),
    ...Object.keys(front.services).map((name) => backend(name, backends[name])),
    '',
  ].join('\n');
}

export async function startReplicaStack(extraEnv: Record<string, string> = {}): Promise<ReplicaStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rg-replicas-'));
  const logFile = path.join(dir, 'stack.log');
  const log = fs.createWriteStream(logFile);
  const database = await createTestDatabase('replicas');
  const redis: RedisHandle = await startRedisServer({ dir: path.join(dir, 'redis') });
  const prefix = 'rg:';

  // Ports: haproxy's fronts, then every replica's own.
  const publicPort = await freePort();
  const serviceFront: Record<string, number> = {};
  for (const s of SERVICES) serviceFront[s.name] = await freePort();
  const urls: Record<string, string> = {};
  for (const s of SERVICES) urls[s.urlEnv!] = `http://127.0.0.1:${serviceFront[s.name]}`;
  const url = `http://127.0.0.1:${publicPort}`;
  const base = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    REQUEST_LOG_LEVEL: 'off',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: prefix,
    DATA_DIR: dir,
    PUBLIC_ORIGIN: url,
    // haproxy (and the test, standing in for clients' own proxies) are on loopback
    TRUST_PROXY: '127.0.0.1',
    // these suites write from few accounts in bursts (faults, kills, load): the per-account post and
    // comment limits, tested in the community service itself, are off here
    POST_LIMIT_PER_HOUR: '0',
    COMMENT_LIMIT_PER_HOUR: '0',
    ...urls,
    ...extraEnv,
  };

  const replicas = new Map<string, Replica>();
  const specs: ProcessSpec[] = [...SERVICES, ...WORKERS, GATEWAY];
  const backends: Record<string, number[]> = {};
  for (const spec of specs) {
    for (let i = 1; i <= REPLICAS[spec.name]!; i++) {
      const name = `${spec.name}-${i}`;
      const env: Record<string, string> = { ...base };
      const port = spec.port !== undefined ? await freePort() : undefined;
      let healthPort = port;
      if (port !== undefined) env.PORT = String(port);
      if (spec.name === 'gateway') {
        env.HOST = '127.0.0.1';
        env.GATEWAY_METRICS_PORT = String(await freePort());
      }
      if (spec.name === 'trips-worker') {
        healthPort = await freePort();
        env.WORKER_METRICS_PORT = String(healthPort);
      }
      if (port !== undefined) (backends[spec.name] ??= []).push(port);
      replicas.set(name, { name, spec, port, healthPort, env });
    }
  }

  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig({ public: publicPort, services: serviceFront }, backends));
  const check = spawnSync('haproxy', ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) {
    await redis.stop();
    await database.drop();
    throw new Error(`haproxy refused its configuration (is Debian's haproxy installed?): ${check.stderr || check.stdout || check.error}`);
  }
  const haproxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout!.on('data', (d) => log.write(`haproxy │ ${d}`));
  haproxy.stderr!.on('data', (d) => log.write(`haproxy │ ${d}`));

  const recent = new Map<string, string[]>();
  const launch = (r: Replica) => {
    const lines: string[] = [];
    recent.set(r.name, lines);
    r.child = spawnProcess(r.spec, r.env, (line) => {
      lines.push(line);
      if (lines.length > 30) lines.shift();
      log.write(`${r.name} │ ${line}\n`);
    });
    r.child.on('exit', (code, signal) => log.write(`${r.name} │ exited (${signal ?? code})\n`));
  };
  const healthy = async (r: Replica) => {
    if (r.healthPort === undefined) return true;
    try {
      const res = await fetch(`http://127.0.0.1:${r.healthPort}/healthz`, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  };
  const waitUp = async (r: Replica, timeoutMs = 120_000) => {
    const ok = await waitFor(async () => r.child!.exitCode !== null || (await healthy(r)), timeoutMs, 200);
    if (!ok || r.child!.exitCode !== null) {
      throw new Error(`${r.name} did not start${r.child!.exitCode !== null ? ` (exited ${r.child!.exitCode})` : ''}:\n${(recent.get(r.name) ?? []).join('\n')}\n(full log: ${logFile})`);
    }
  };

  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => {});
  const readyz = async (name: string) => {
    const r = replicas.get(name);
    if (!r?.healthPort) throw new Error(`no replica ${name}`);
    try {
      const res = await fetch(`http://127.0.0.1:${r.healthPort}/readyz`, { signal: AbortSignal.timeout(3_000) });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  };
  const stop = async () => {
    for (const name of ['gateway-1', 'gateway-2']) if (replicas.get(name)?.child) await stopChild(replicas.get(name)!.child!, 5_000);
    await Promise.all([...replicas.values()].map((r) => (r.child ? stopChild(r.child, 12_000) : undefined)));
    haproxy.kill('SIGTERM');
    await sql.end().catch(() => {});
    await redis.stop();
    await database.drop().catch(() => {});
    log.end();
    if (!process.env.KEEP_RESILIENCE_DATA) fs.rmSync(dir, { recursive: true, force: true });
  };

  // Everything at once: the migrations race here.
  for (const r of replicas.values()) launch(r);
  try {
    await Promise.all([...replicas.values()].map((r) => waitUp(r)));
    if (!(await waitFor(() => canConnect('127.0.0.1', publicPort), 5_000))) throw new Error('haproxy does not listen');
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url,
    gateways: ['gateway-1', 'gateway-2'].map((n) => `http://127.0.0.1:${replicas.get(n)!.port}`),
    replicas,
    databaseUrl: database.url,
    redisUrl: redis.url,
    prefix,
    sql,
    logFile,
    async kill(name) {
      const r = replicas.get(name);
      if (r?.child) await stopChild(r.child, 0);
    },
    async start(name) {
      const r = replicas.get(name)!;
      launch(r);
      await waitUp(r);
    },
    readyz,
    usage() {
      const out = new Map<string, { cpuMs: number; rssMb: number }>();
      for (const r of replicas.values()) {
        const pid = r.child?.pid;
        if (!pid || r.child!.exitCode !== null) continue;
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
          out.set(r.name, { cpuMs: (Number(stat[11]) + Number(stat[12])) * 10, rssMb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024 });
        } catch {
          /* gone */
        }
      }
      return out;
    },
    async redisMemory() {
      const { Redis } = await import('ioredis');
      const client = new Redis(redis.url);
      const info = await client.info('memory');
      await client.quit();
      return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
    },
    logTail(lines = 40) {
      return fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    },
    stop,
  };
}
