import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, canConnect, waitFor } from './net.js';

export interface RedisHandle {
  url: string;
  started: boolean;
  stop(): Promise<void>;
}

export class RedisUnavailableError extends Error {}

function findOnPath(cmd: string) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * REDIS_URL when set; else redis://127.0.0.1:6379 if it answers; else a `redis-server` found on PATH,
 * started on a free port with its files in `<dataDir>/redis`; else a message naming the three ways.
 */
export async function resolveRedis(opts: { dataDir: string; redisUrl?: string; log?: (m: string) => void }): Promise<RedisHandle> {
  const log = opts.log ?? (() => {});
  if (opts.redisUrl) return { url: opts.redisUrl, started: false, stop: async () => {} };
  if (await canConnect('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379', started: false, stop: async () => {} };
  const bin = findOnPath('redis-server');
  if (!bin) {
    throw new RedisUnavailableError(
      'Road Gremlin needs Redis, and found none. Any one of these works:\n' +
        '  1. set REDIS_URL=redis://host:port to a Redis you have;\n' +
        '  2. run Redis on 127.0.0.1:6379 (e.g. `redis-server --daemonize yes`);\n' +
        '  3. install redis-server on your PATH (e.g. `apt-get install redis-server`) and Road Gremlin starts it for you.',
    );
  }
  return startRedisServer({ dir: path.join(opts.dataDir, 'redis'), bin, log });
}

/**
 * A `redis-server` of our own (AOF on, files in `dir`) on `port` (a free one when omitted). Starting it
 * again with the same `dir` and `port` brings back what the previous one wrote: the resilience suite
 * restarts Redis this way.
 */
export async function startRedisServer(opts: { dir: string; port?: number; bin?: string; log?: (m: string) => void }): Promise<RedisHandle> {
  const log = opts.log ?? (() => {});
  const bin = opts.bin ?? findOnPath('redis-server');
  if (!bin) throw new RedisUnavailableError('redis-server is not on PATH (e.g. `apt-get install redis-server`)');
  const dir = opts.dir;
  fs.mkdirSync(dir, { recursive: true });
  const port = opts.port ?? (await freePort());
  const child: ChildProcess = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], {
    stdio: 'ignore',
  });
  const up = await waitFor(() => canConnect('127.0.0.1', port), 10_000);
  if (!up) {
    child.kill('SIGKILL');
    throw new RedisUnavailableError(`redis-server (${bin}) did not start on port ${port}`);
  }
  log(`started redis-server on 127.0.0.1:${port} (files in ${dir})`);
  return {
    url: `redis://127.0.0.1:${port}`,
    started: true,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}

export interface RedisClusterHandle {
  /** `redis-cluster://127.0.0.1:<port>,…` (libs/service-kit parseRedisUrl). */
  url: string;
  ports: number[];
  stop(): Promise<void>;
}

/**
 * A Redis Cluster of `nodes` (3) local `redis-server`s, masters only, slots spread by
 * `redis-cli --cluster create`, files in `dir`: for tests that must prove our keys and BullMQ queues
 * work on a cluster. Resolves once every node reports `cluster_state:ok`.
 */
export async function startRedisCluster(opts: { dir: string; nodes?: number; log?: (m: string) => void }): Promise<RedisClusterHandle> {
  const bin = findOnPath('redis-server');
  const cli = findOnPath('redis-cli');
  if (!bin || !cli) throw new RedisUnavailableError('redis-server and redis-cli must be on PATH (e.g. `apt-get install redis-server`)');
  const count = opts.nodes ?? 3;
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      }),
    );
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const dir = path.join(opts.dir, `node-${port}`);
      fs.mkdirSync(dir, { recursive: true });
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '2000', '--appendonly', 'no', '--save', ''];
      children.push(spawn(bin, args, { stdio: 'ignore' }));
      ports.push(port);
    }
    for (const port of ports) if (!(await waitFor(() => canConnect('127.0.0.1', port), 10_000))) throw new RedisUnavailableError(`cluster node on ${port} did not start`);
    const created = spawnSync(cli, ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes'], { encoding: 'utf8', timeout: 30_000 });
    if (created.status !== 0) throw new RedisUnavailableError(`redis-cli --cluster create failed: ${created.stderr || created.stdout}`);
    const allOk = () =>
      ports.every((p) => /cluster_state:ok/.test(spawnSync(cli, ['-p', String(p), 'cluster', 'info'], { encoding: 'utf8' }).stdout ?? ''));
    if (!(await waitFor(async () => allOk(), 15_000, 100))) throw new RedisUnavailableError('the cluster did not reach cluster_state:ok');
  } catch (err) {
    await stop();
    throw err;
  }
  opts.log?.(`started a Redis Cluster on ${ports.map((p) => `127.0.0.1:${p}`).join(', ')}`);
  return { url: `redis-cluster://${ports.map((p) => `127.0.0.1:${p}`).join(',')}`, ports, stop };
}
