import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, resolvePostgres, startRedisServer, startStack, type PostgresHandle, type RedisHandle, type RunningStack } from '@roadgremlin/runtime';

export const SERVICE_NAMES = ['identity', 'trips', 'community', 'connections', 'admin-stats'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export const ADMIN_EMAIL = 'admin@resilience.test';
export const ADMIN_PASSWORD = 'resilience-admin-password';

/**
 * The whole product on a PostgreSQL and a Redis of its own (never the machine's shared 5432/6379, which
 * other tests use): an embedded PostgreSQL and a redis-server, each on its own port with its files in a
 * temporary folder, and every process of `npm start` on free ports against them. Each of the three can
 * be stopped and started again on the same port and data.
 */
export interface PrivateStack {
  url: string;
  dataDir: string;
  logFile: string;
  ports: Record<string, number>;
  databaseUrl: string;
  redisUrl: string;
  /** A pool on the private database for counting rows (reconnects by itself after a restart). */
  sql: pg.Pool;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopProcess(name: string, graceMs?: number): Promise<void>;
  startProcess(name: string): Promise<void>;
  /** GET /readyz of a service, the trips worker or the gateway: the status, 0 when nothing answers. */
  readyz(name: string): Promise<number>;
  /** Waits until every service, the trips worker and the gateway answer /readyz 200. */
  waitAllReady(timeoutMs?: number): Promise<void>;
  /** The last lines of the stack's log (for failure messages). */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export async function startPrivateStack(label: string, extraEnv: Record<string, string> = {}): Promise<PrivateStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rg-resilience-${label}-`));
  // As root, embedded PostgreSQL runs as the 'postgres' user, who must reach its folder.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'stack.log');
  const log = fs.createWriteStream(logFile);
  const say = (m: string) => log.write(`resilience │ ${m}\n`);

  const pgDir = path.join(dataDir, 'pg');
  let postgres: PostgresHandle | undefined = await resolvePostgres({ dataDir: pgDir, database: 'roadgremlin', log: say });
  const redisDir = path.join(dataDir, 'redis');
  const redisPort = await freePort();
  let redis: RedisHandle | undefined = await startRedisServer({ dir: redisDir, port: redisPort, log: say });

  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'rg:',
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    GATEWAY_HOST: '127.0.0.1',
    ADMIN_EMAILS: ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // these suites write from few accounts in bursts (faults, kills, load): the per-account post and
    // comment limits, tested in the community service itself, are off here
    POST_LIMIT_PER_HOUR: '0',
    COMMENT_LIMIT_PER_HOUR: '0',
    // the fuzzer uploads exports four at a time; two readers per process (the default, tested in the
    // connections service itself with a 503 import_busy) would turn some of them away
    IMPORT_CONCURRENCY: '8',
    ...extraEnv,
  };
  let stack: RunningStack;
  try {
    stack = await startStack({ ports: 'free', gatewayPort: port, env, onLog: (line) => log.write(`${line}\n`) });
  } catch (err) {
    await redis.stop();
    await postgres.stop();
    throw new Error(`${(err as Error).message}\n(full log: ${logFile})`);
  }
  const sql = new pg.Pool({ connectionString: postgres.url, max: 2 });
  sql.on('error', () => {});
  const portOf = (name: string) => {
    // The trips worker serves /healthz and /readyz on its metrics port.
    const p = name === 'trips-worker' ? stack.metricsPorts['trips-worker'] : stack.ports[name];
    if (!p) throw new Error(`no port for ${name}`);
    return p;
  };

  const readyz = async (name: string) => {
    try {
      const res = await fetch(`http://127.0.0.1:${portOf(name)}/readyz`, { signal: AbortSignal.timeout(3_000) });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  };

  return {
    url: stack.url,
    dataDir,
    logFile,
    ports: stack.ports,
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    sql,
    async stopPostgres() {
      await postgres?.stop();
      postgres = undefined;
    },
    async startPostgres() {
      // Same data folder, same port (resolvePostgres keeps the port in <dataDir>/postgres.port).
      postgres = await resolvePostgres({ dataDir: pgDir, database: 'roadgremlin', log: say });
      if (postgres.url !== env.DATABASE_URL) throw new Error(`PostgreSQL came back at ${postgres.url}, not ${env.DATABASE_URL}`);
    },
    async stopRedis() {
      await redis?.stop();
      redis = undefined;
    },
    async startRedis() {
      redis = await startRedisServer({ dir: redisDir, port: redisPort, log: say });
    },
    stopProcess: (name, graceMs) => stack.stopProcess(name, graceMs),
    startProcess: (name) => stack.startProcess(name),
    readyz,
    async waitAllReady(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      const names = [...SERVICE_NAMES, 'trips-worker', 'gateway'];
      for (;;) {
        const statuses = await Promise.all(names.map(readyz));
        if (statuses.every((s) => s === 200)) return;
        if (Date.now() > until) throw new Error(`not ready after ${timeoutMs} ms: ${names.map((n, i) => `${n} ${statuses[i]}`).join(', ')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    logTail(lines = 40) {
      return fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    },
    async stop() {
      await sql.end().catch(() => {});
      await stack.stop();
      await redis?.stop();
      await postgres?.stop();
      log.end();
      if (!process.env.KEEP_RESILIENCE_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
