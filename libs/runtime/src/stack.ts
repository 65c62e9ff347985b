import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { REPO_ROOT } from './paths.js';
import { freePort, waitFor } from './net.js';
import { presentProcesses, type ProcessSpec } from './services.js';
import { makePrefixer } from './logs.js';

export interface StackOptions {
  /** 'default' uses each process's fixed port (gateway 8080); 'free' picks free ports (tests). */
  ports: 'default' | 'free';
  /** Environment given to every process (DATABASE_URL, REDIS_URL, REDIS_PREFIX, DATA_DIR, …). */
  env: Record<string, string | undefined>;
  gatewayPort?: number;
  /** Receives every log line, already prefixed. Default: stdout. */
  onLog?: (line: string) => void;
  readyTimeoutMs?: number;
}

export interface RunningStack {
  url: string;
  ports: Record<string, number>;
  /** Where the gateway and the trips worker serve /metrics (GATEWAY_METRICS_PORT, WORKER_METRICS_PORT; 0 = none). */
  metricsPorts: { gateway: number; 'trips-worker': number };
  processes: Map<string, ChildProcess>;
  stop(): Promise<void>;
  /**
   * Stops one process (SIGTERM to its group, SIGKILL after `graceMs`; `graceMs` 0 kills at once) and
   * leaves the others running: fault tests take a service away this way.
   */
  stopProcess(name: string, graceMs?: number): Promise<void>;
  /** Starts a stopped process again on the same port and environment; waits for its /healthz. */
  startProcess(name: string): Promise<void>;
}

/** The metrics-port variables of the gateway and the trips worker, and their defaults (their config.ts). */
const METRICS_PORTS = { GATEWAY_METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465 };

async function httpOk(url: string) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts one process of the product (TypeScript run by tsx) in its own process group, with this
 * process's environment plus `env` (a `PORT` only when given: workers listen on none), and hands each
 * line it prints to `onLine`.
 */
export function spawnProcess(spec: ProcessSpec, env: Record<string, string | undefined>, onLine: (line: string) => void): ChildProcess {
  const full: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, PORT: undefined, ...env })) if (v !== undefined) full[k] = v;
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: path.join(REPO_ROOT, spec.dir),
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout!, child.stderr!]) readline.createInterface({ input: stream }).on('line', onLine);
  return child;
}

/** SIGTERM to the child's process group; SIGKILL when it has not exited within `graceMs` (0: at once). */
export async function stopChild(child: ChildProcess, graceMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  if (graceMs <= 0) {
    signal('SIGKILL');
    await exited;
    return;
  }
  signal('SIGTERM');
  const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), graceMs))]);
  if (!done) signal('SIGKILL');
}

/**
 * Starts every service, worker and the gateway as separate processes (TypeScript run by tsx), with
 * prefixed, readable logs, and waits until each process answers /healthz (a worker on its metrics port).
 */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const specs = presentProcesses();
  const ports: Record<string, number> = {};
  for (const spec of specs) {
    if (spec.port === undefined) continue;
    if (spec.name === 'gateway' && opts.gatewayPort !== undefined) ports[spec.name] = opts.gatewayPort;
    else ports[spec.name] = opts.ports === 'free' ? await freePort() : spec.port;
  }
  const urls: Record<string, string> = {};
  for (const spec of specs) if (spec.urlEnv) urls[spec.urlEnv] = `http://127.0.0.1:${ports[spec.name]}`;
  // The gateway's and the worker's Prometheus ports: free ones too with ports 'free' (unless given),
  // so stacks side by side (tests) never fight over 9464/9465.
  const metricsEnv: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(METRICS_PORTS)) {
    const given = opts.env[name] ?? process.env[name];
    metricsEnv[name] = given ?? String(opts.ports === 'free' ? await freePort() : fallback);
  }
  const metricsPorts = { gateway: Number(metricsEnv.GATEWAY_METRICS_PORT), 'trips-worker': Number(metricsEnv.WORKER_METRICS_PORT) };

  const prefix = makePrefixer(specs.map((s) => s.name));
  const emit = opts.onLog ?? ((line: string) => process.stdout.write(`${line}\n`));
  const processes = new Map<string, ChildProcess>();
  const recent = new Map<string, string[]>();
  let stopping = false;

  const spawnOne = (spec: ProcessSpec) => {
    const env: Record<string, string | undefined> = { ...opts.env, ...metricsEnv, ...urls };
    env.PORT = spec.port !== undefined ? String(ports[spec.name]) : undefined;
    if (spec.name === 'gateway') env.HOST = opts.env.GATEWAY_HOST ?? '0.0.0.0';
    const lines: string[] = [];
    recent.set(spec.name, lines);
    const child = spawnProcess(spec, env, (line) => {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      const out = prefix(spec.name, line);
      if (out !== null) emit(out);
    });
    processes.set(spec.name, child);
    child.on('exit', (code, signal) => {
      if (!stopping) emit(prefix(spec.name, `exited (${signal ?? code})`) ?? '');
    });
    return child;
  };
  const stop = async () => {
    stopping = true;
    // The gateway first (stop taking requests), then the rest together.
    const gateway = processes.get('gateway');
    if (gateway) await stopChild(gateway, 5_000);
    await Promise.all([...processes.entries()].filter(([name]) => name !== 'gateway').map(([, child]) => stopChild(child, 12_000)));
  };
  // Never leave children behind if this process goes away.
  process.once('exit', () => {
    for (const child of processes.values()) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  });

  const timeout = opts.readyTimeoutMs ?? 60_000;
  /**
   * Waits for the process's /healthz: a service's port, or a worker's metrics port (it opens once the
   * worker has loaded what it plans with and listens for jobs); a process with neither: nothing to
   * wait for. Throws with its last log lines.
   */
  const waitReady = async (spec: ProcessSpec) => {
    const metricsPort = (metricsPorts as Record<string, number | undefined>)[spec.name];
    const port = spec.port !== undefined ? ports[spec.name] : metricsPort || undefined;
    if (port === undefined) return;
    const child = processes.get(spec.name)!;
    const ok = await waitFor(async () => child.exitCode !== null || (await httpOk(`http://127.0.0.1:${port}/healthz`)), timeout, 150);
    if (!ok || child.exitCode !== null) {
      const tail = (recent.get(spec.name) ?? []).slice(-15).join('\n');
      throw new Error(`${spec.name} did not become ready${child.exitCode !== null ? ` (exited with ${child.exitCode})` : ` within ${timeout} ms`}:\n${tail}`);
    }
  };
  for (const spec of specs) spawnOne(spec);
  try {
    await Promise.all(specs.map(waitReady));
  } catch (err) {
    await stop();
    throw err;
  }
  const specOf = (name: string) => {
    const spec = specs.find((s) => s.name === name);
    if (!spec) throw new Error(`no process named ${name} (there are ${specs.map((s) => s.name).join(', ')})`);
    return spec;
  };
  const stopProcess = async (name: string, graceMs = 12_000) => {
    const child = processes.get(specOf(name).name);
    if (child) await stopChild(child, graceMs);
  };
  const startProcess = async (name: string) => {
    const spec = specOf(name);
    const child = processes.get(name);
    if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${name} is still running`);
    spawnOne(spec);
    await waitReady(spec);
  };
  return { url: `http://127.0.0.1:${ports.gateway}`, ports, metricsPorts, processes, stop, stopProcess, startProcess };
}
