/**
 * What the load benches (bench/<name>/run.ts) need around the code they measure: free ports, the processes
 * under test started as children (the gateway in front of a service among them) and stopped again,
 * waiting until they answer, the CPU time each one used, and a stand-in for the identity service (its
 * JWKS, and access tokens as it mints them).
 *
 * Why here: every bench starts real service processes against a fake identity in the same way, and the
 * numbers of one bench are only comparable with another's when they are set up alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';

/** The repository's root folder (with a trailing slash): the children's working directory. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The public origin identity's tokens name as issuer and audience (PUBLIC_ORIGIN of a local stack). */
export const ISSUER = 'http://localhost:8080';

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve, reject) => {
    s.once('error', reject);
    s.listen(0, '127.0.0.1', resolve);
  });
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/** The fields of /proc/<pid>/stat after the command name (field 3 on is index 0 on); throws when the process is gone. */
export function procStat(pid: number): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms); NaN when unknown. */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = procStat(pid);
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const children: ChildProcess[] = [];
let stopping = false;

/**
 * Starts `node --import tsx <script> ...args` in the repository root with `env` over this process's
 * environment and its output on ours; stopChildren() stops it. An exit before that is reported as
 * `[bench] <name> exited (<code or signal>)`.
 */
export function start(name: string, script: string, env: Record<string, string>, args: string[] = []): ChildProcess {
  // node --import tsx (not the tsx CLI, which forks): one process whose CPU time we can read.
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[bench] ${name} exited (${code ?? signal})`);
  });
  return child;
}

/** Sends SIGTERM to every child start() started that still runs, and waits until all have exited. */
export async function stopChildren(): Promise<void> {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
}

/** Whether this checkout has the gateway (apps/gateway): the benches measure through it too when it does. */
export const gatewayExists = existsSync(`${ROOT}apps/gateway/src/app.ts`);

/**
 * Starts the gateway (apps/gateway/src/server.ts, production, request log and rate limit off) with start()
 * on a free port, with `env` for what it talks to (DATABASE_URL, REDIS_PREFIX, IDENTITY_URL, the
 * services' URLs), and waits until it is healthy.
 */
export async function startGateway(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  if (!gatewayExists) throw new Error('apps/gateway/src/app.ts does not exist: use BENCH_TARGETS=service');
  const port = await freePort();
  const child = start('gateway', 'apps/gateway/src/server.ts', {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    REQUEST_LOG_LEVEL: 'off',
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url);
  return { child, url };
}

/**
 * Asks `url` every `intervalMs` (250) until it answers 2xx; throws after `timeoutMs` (60 s), naming the
 * last answer or error.
 */
export async function waitFor(url: string, opts: { headers?: Record<string, string>; timeoutMs?: number; intervalMs?: number } = {}): Promise<void> {
  const { headers = {}, timeoutMs = 60_000, intervalMs = 250 } = opts;
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/** waitFor() on the service at `baseUrl`'s /healthz. */
export function waitHealthy(baseUrl: string, opts: { timeoutMs?: number; intervalMs?: number } = {}): Promise<void> {
  return waitFor(`${baseUrl}/healthz`, opts);
}

/** The identity stand-in: a JWKS server and the key behind it. */
export interface Identity {
  /** Its base URL, for IDENTITY_URL: it serves the key set at /api/auth/jwks, as identity does. */
  url: string;
  /** An access token as identity mints it: EdDSA (kid `bench`), iss and aud ISSUER, valid for 2 h. */
  sign(subject: string, claims: Record<string, string>): Promise<string>;
  /** Stops the JWKS server. */
  close(): Promise<void>;
}

/** Starts the identity stand-in on a free port of 127.0.0.1, with a fresh Ed25519 key. */
export async function startIdentity(): Promise<Identity> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA', use: 'sig' };
  const server = createHttpServer((req, res) => {
    if (req.url === '/api/auth/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sign: (subject, claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', kid: 'bench' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(privateKey),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/**
 * `MEMORY USAGE` of every key under `prefix`, summed by kind (the key without the prefix, ids cut
 * off: `admin:session:*`, `admin:seen:*`, `track:owner:*`…): what one deployment's data costs in
 * Redis, whatever else shares the server.
 */
export async function redisMemoryByKind(redis: import('ioredis').Redis, prefix: string) {
  const kinds = new Map<string, { keys: number; bytes: number }>();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    const sizes = await Promise.all(keys.map((k) => redis.memory('USAGE', k) as Promise<number | null>));
    keys.forEach((key, i) => {
      const rest = key.slice(prefix.length).split(':');
      const kind = rest.length > 2 || /^(session|seen|owner|hour|day)$/.test(rest[1] ?? '') ? `${rest.slice(0, 2).join(':')}:*` : rest.join(':');
      const k = kinds.get(kind) ?? { keys: 0, bytes: 0 };
      k.keys++;
      k.bytes += sizes[i] ?? 0;
      kinds.set(kind, k);
    });
  } while (cursor !== '0');
  return new Map([...kinds].sort((a, b) => b[1].bytes - a[1].bytes));
}
