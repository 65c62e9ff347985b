import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generate, mintToken, startStack, type Stack } from './helpers.js';

const SERVICE_DIR = fileURLToPath(new URL('../', import.meta.url));

let stack: Stack;
const children: ChildProcess[] = [];

interface WorkerProc {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real worker entry (src/worker.ts) as its own process, as `nx run trips:worker` runs it. */
function spawnWorker(env: Record<string, string>): WorkerProc {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: SERVICE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  let buf = '';
  child.stdout!.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      try {
        lines.push(JSON.parse(line));
      } catch {
        /* not ours */
      }
    }
  });
  child.stderr!.on('data', () => {});
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  return { child, lines, exited };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  // The API only: the workers are child processes below.
  stack = await startStack('trips_recovery', { JOB_LOCK_MS: '1500', JOB_STALLED_INTERVAL_MS: '500' }, { workers: false });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await stack?.close();
});

describe('trips worker process', () => {
  it('a worker killed (SIGKILL) mid-job: another worker picks the stalled job up and the HTTP call still answers', async () => {
    const env = { ...stack.env, LOG_LEVEL: 'info', JOB_LOCK_MS: '1500', JOB_STALLED_INTERVAL_MS: '500' };
    // The first worker is slow (test-only knob) so it is surely mid-job when it dies.
    const first = spawnWorker({ ...env, TEST_JOB_DELAY_MS: '60000' });
    await until('the first worker to be ready', () => first.lines.some((l) => l.msg === 'workers ready'));

    const token = await mintToken('user-crash');
    const started = Date.now();
    const answer = generate(stack, token, { prompt: 'ghost towns from Las Vegas to Reno', seed: 11 });
    await until('the job to be active on the first worker', async () => (await stack.app.jobs.queues.generate.getActiveCount()) === 1);
    const [active] = await stack.app.jobs.queues.generate.getActive();
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = spawnWorker({ ...env, TEST_JOB_DELAY_MS: '0' });
    const res = await answer;
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tripId).toBe(active!.id);
    expect(body.stops.length).toBeGreaterThanOrEqual(5);
    // Recovered in seconds, far inside the 30 s deadline.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(second.lines.some((l) => l.msg === 'stalled job moved back to wait' && l.jobId === active!.id)).toBe(true);
    const { rows } = await stack.sql.query('select count(*)::int as n from trips.trips where id = $1', [body.tripId]);
    expect(rows[0].n).toBe(1);

    // SIGTERM: the worker closes (current jobs finish) and exits cleanly.
    second.child.kill('SIGTERM');
    const exit = await second.exited;
    expect(exit.code).toBe(0);
    expect(second.lines.some((l) => l.msg === 'closing' && l.signal === 'SIGTERM')).toBe(true);
  }, 60_000);

  it('with no worker running the call answers 504 after its deadline, not a hang', async () => {
    const { buildApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const { TokenVerifier } = await import('@roadgremlin/auth');
    const { testKeys, ISSUER } = await import('./helpers.js');
    const { jwks } = await testKeys();
    const app = await buildApp({
      config: loadConfig({ ...stack.env, GENERATE_TIMEOUT_MS: '300', REDIS_PREFIX: `${stack.env.REDIS_PREFIX}noworker:` }),
      logger: false,
      verifier: new TokenVerifier({ jwks, issuer: ISSUER, audience: ISSUER }),
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/generate-stops', headers: { authorization: `Bearer ${await mintToken('user-wait')}` }, payload: { prompt: 'Reno to Las Vegas' } });
      expect(res.statusCode).toBe(504);
      expect(res.json().error.code).toBe('timeout');
    } finally {
      await app.close();
    }
  });
});
