/**
 * `npm test`: every project's lint and type check, its Vitest tests, the resilience suite
 * (tests/resilience: faults, load and fuzz on a PostgreSQL and a Redis of its own; `npm run
 * test:resilience` alone), the replicas suite (two gateways behind haproxy, two replicas of every
 * service, three workers; `npm run test:replicas` alone), then the Playwright browser tests.
 * Tests use TEST_DATABASE_URL / TEST_REDIS_URL when set; otherwise PostgreSQL on 127.0.0.1:5432 and
 * Redis on 127.0.0.1:6379 when they answer; otherwise an embedded PostgreSQL and a redis-server on
 * PATH, started for the run. Every test file makes its own database and Redis key prefix.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { canConnect, DEFAULT_DATA_DIR, REPO_ROOT, resolvePostgres, resolveRedis, type PostgresHandle, type RedisHandle } from '@roadgremlin/runtime';

const say = (m: string) => console.log(`test │ ${m}`);
const dataDir = path.join(DEFAULT_DATA_DIR, 'test');
let pg: PostgresHandle | undefined;
let redis: RedisHandle | undefined;

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = 1;
try {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (await canConnect('127.0.0.1', 5432)) adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
    else {
      pg = await resolvePostgres({ dataDir, database: 'postgres', log: say });
      adminUrl = pg.url;
    }
  }
  redis = await resolveRedis({ dataDir, redisUrl: process.env.TEST_REDIS_URL, log: say });
  const env = { ...process.env, TEST_DATABASE_URL: adminUrl, TEST_REDIS_URL: redis.url, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const nx = path.join(REPO_ROOT, 'node_modules/.bin/nx');
  const only = process.argv.slice(2);
  const checks = await run(nx, ['run-many', '-t', 'lint,typecheck', '--parallel=2', '--outputStyle=stream', ...(only.length ? ['-p', ...only] : [])], env);
  const unit = await run(nx, ['run-many', '-t', 'test', '--parallel=2', '--outputStyle=stream', ...(only.length ? ['-p', ...only] : ['--exclude=web-e2e'])], env);
  const resilience = only.length && !only.includes('resilience') ? 0 : await run(nx, ['run', 'resilience:resilience', '--outputStyle=stream'], env);
  // The product scaled out on this machine: two gateways behind haproxy, two replicas of each service.
  const replicas = only.length && !only.includes('replicas') ? 0 : await run(nx, ['run', 'resilience:replicas', '--outputStyle=stream'], env);
  const e2e = only.length ? 0 : await run(nx, ['run', 'web-e2e:e2e', '--outputStyle=stream'], env);
  code = checks || unit || resilience || replicas || e2e;
  say(
    code === 0
      ? 'every check and test passed'
      : `failed: ${[checks && 'lint/types', unit && 'unit/integration', resilience && 'resilience', replicas && 'replicas', e2e && 'browser'].filter(Boolean).join(', ')}`,
  );
} catch (err) {
  console.error(err);
} finally {
  await redis?.stop();
  await pg?.stop();
}
process.exit(code);
