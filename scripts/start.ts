/**
 * `npm start`: the whole product at http://localhost:8080 with nothing configured.
 * PostgreSQL from DATABASE_URL or embedded (.data/postgres); Redis from REDIS_URL, 127.0.0.1:6379, or a
 * redis-server on PATH; the web app built when its sources changed; every service, worker and the
 * gateway as separate processes with prefixed logs. Ctrl-C stops everything cleanly.
 */
import fs from 'node:fs';
import {
  DEFAULT_DATA_DIR,
  RedisUnavailableError,
  ensureWebBuilt,
  resolvePostgres,
  resolveRedis,
  startStack,
  type PostgresHandle,
  type RedisHandle,
  type RunningStack,
} from '@roadgremlin/runtime';

const t0 = performance.now();
const say = (m: string) => console.log(`\x1b[1mroad-gremlin\x1b[0m │ ${m}`);
const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
fs.mkdirSync(dataDir, { recursive: true });

let pg: PostgresHandle | undefined;
let redis: RedisHandle | undefined;
let stack: RunningStack | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  await stack?.stop();
  await redis?.stop();
  await pg?.stop();
  say('stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  [pg, redis] = await Promise.all([
    resolvePostgres({ dataDir, databaseUrl: process.env.DATABASE_URL, log: say }),
    resolveRedis({ dataDir, redisUrl: process.env.REDIS_URL, log: say }),
  ]);
  await ensureWebBuilt(say);
  const port = Number(process.env.PORT ?? 8080);
  stack = await startStack({
    // SERVICE_PORTS=free: every service on a free port (a second stack beside one on 3001–3005)
    ports: process.env.SERVICE_PORTS === 'free' ? 'free' : 'default',
    gatewayPort: port,
    env: {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    },
  });
  say(`ready in ${((performance.now() - t0) / 1000).toFixed(1)} s — open http://localhost:${port}  (Ctrl-C stops everything)`);
} catch (err) {
  if (err instanceof RedisUnavailableError) console.error(`\n${err.message}\n`);
  else console.error(err);
  await shutdown(1);
}
