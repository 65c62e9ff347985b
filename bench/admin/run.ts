/**
 * Admin dashboard load bench: N simulated sessions each change page once a second, an admin
 * WebSocket measures how long a change takes to show in a `stats_update`, and the counts are checked
 * for lost or doubled events.
 *
 *   npx tsx bench/admin/run.ts                       # 2,000 sessions, 2 instances, 30 s, events on Redis
 *   npx tsx bench/admin/run.ts --gateway             # the same through the gateway: 2,000 real /ws/track sockets
 *   SESSIONS=5000 INSTANCES=3 DURATION=60 npx tsx bench/admin/run.ts
 *
 * Default mode publishes on Redis `activity` exactly as the gateway does. `--gateway` (or
 * MODE=gateway) starts the gateway (apps/gateway src/server.ts) in its own process, opens one real
 * WebSocket per session on its /ws/track, sends TrackingMessages, watches the dashboard through the
 * gateway's /ws/admin, and also measures the gateway's CPU (budget: under one core).
 * Needs PostgreSQL and Redis (TEST_DATABASE_URL / TEST_REDIS_URL, else 127.0.0.1:5432 and :6379);
 * starts its own processes on a private database and prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { clearRedisPrefix, createTestDatabase, testRedisPrefix, testRedisUrl } from '@roadgremlin/service-kit/testing';
import { ISSUER, cpuMs, freePort, redisMemoryByKind, startIdentity, waitFor, waitHealthy, type Identity } from '../lib/harness.js';

const SESSIONS = Number(process.env.SESSIONS ?? 2000);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const DURATION_S = Number(process.env.DURATION ?? 30);
const WARMUP_S = Number(process.env.WARMUP ?? 5);
const UPDATES_PER_SECOND = process.env.ADMIN_UPDATES_PER_SECOND ?? '4';
const TARGET_P99_MS = 1000;
const ADMIN = 'bench-admin@example.com';
const SERVICE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/admin-stats');
const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/gateway');
const VIA_GATEWAY = process.argv.includes('--gateway') || process.env.MODE === 'gateway';
const TARGET_GATEWAY_CPU = 100;

interface StatsUpdate {
  type: string;
  stats: Record<string, number>;
  sessions: { id: string; currentPage: string }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU seconds a process used so far (Linux /proc; NaN elsewhere). */
const cpuSeconds = (pid: number) => cpuMs(pid) / 1000;

async function main() {
  const database = await createTestDatabase('bench_admin');
  const prefix = testRedisPrefix('bench-admin');
  const redis = new Redis(testRedisUrl());
  const children: ChildProcess[] = [];
  let identity: Identity | undefined;

  const cleanup = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await identity?.close();
    await clearRedisPrefix(redis, prefix);
    await redis.quit();
    await database.drop();
  };

  try {
    // The identity service's key set, served the way identity serves it.
    identity = await startIdentity();
    const token = await identity.sign('bench-admin', { email: ADMIN, sid: 'bench' });

    const ports: number[] = [];
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      ports.push(port);
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVICE_DIR,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl(),
          REDIS_PREFIX: prefix,
          IDENTITY_URL: identity.url,
          PUBLIC_ORIGIN: ISSUER,
          ADMIN_EMAILS: ADMIN,
          ADMIN_UPDATES_PER_SECOND: UPDATES_PER_SECOND,
          // Every session in each update, so every change can be matched to the update that shows it.
          ADMIN_SESSIONS_LIMIT: String(SESSIONS + 100),
        },
      });
      children.push(child);
    }
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/readyz`, { intervalMs: 200 });
    let gateway: ChildProcess | undefined;
    let gatewayPort = 0;
    if (VIA_GATEWAY) {
      gatewayPort = await freePort();
      gateway = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: GATEWAY_DIR,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          REQUEST_LOG_LEVEL: 'off',
          HOST: '127.0.0.1',
          PORT: String(gatewayPort),
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl(),
          REDIS_PREFIX: prefix,
          IDENTITY_URL: identity.url,
          ADMIN_STATS_URL: `http://127.0.0.1:${ports[ports.length - 1]}`,
          PUBLIC_ORIGIN: ISSUER,
          ADMIN_EMAILS: ADMIN,
          RATE_LIMIT_PER_MINUTE: '0',
          TRACK_SESSION_END_GRACE_MS: '500',
          WEB_DIST: '/nonexistent',
        },
      });
      children.push(gateway);
      await waitHealthy(`http://127.0.0.1:${gatewayPort}`, { intervalMs: 200 });
    }
    console.log(
      `admin-stats x${INSTANCES} ready (ports ${ports.join(', ')})${VIA_GATEWAY ? `, gateway on ${gatewayPort} (/ws/track)` : ', events straight on Redis'}; ${SESSIONS} sessions, 1 page change/s each, ${WARMUP_S}s warm-up + ${DURATION_S}s measured`,
    );

    // Pending changes per session (seq, publish time): an update showing seq n reflects every change <= n.
    const pending = new Map<string, { seq: number; t: number }[]>();
    const lastPage = new Map<string, string>();
    const latencies: number[] = [];
    let measuring = false;
    let updates = 0;
    let updateBytes = 0;
    let measuredUpdates = 0;
    let latest: StatsUpdate | undefined;

    // The admin watches the last instance (through the gateway in gateway mode); events are applied by
    // whichever instance claims them first.
    const ws = VIA_GATEWAY
      ? new WebSocket(`ws://127.0.0.1:${gatewayPort}/ws/admin?access_token=${token}`)
      : new WebSocket(`ws://127.0.0.1:${ports[ports.length - 1]}/ws/admin`, ['bearer', token]);
    ws.on('message', (data: Buffer) => {
      const now = Date.now();
      const msg = JSON.parse(data.toString()) as StatsUpdate;
      latest = msg;
      updates++;
      updateBytes += data.length;
      if (measuring) measuredUpdates++;
      for (const s of msg.sessions) {
        const queue = pending.get(s.id);
        if (!queue?.length) continue;
        const seq = Number(s.currentPage.slice(s.currentPage.lastIndexOf('/') + 1));
        let n = 0;
        while (n < queue.length && queue[n].seq <= seq) {
          if (measuring) latencies.push(now - queue[n].t);
          n++;
        }
        if (n) queue.splice(0, n);
      }
    });
    const closed = new Promise<number>((r) => ws.on('close', (code: number) => r(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve());
      ws.once('close', (code: number) => reject(new Error(`admin socket closed with ${code}`)));
    });

    // Gateway mode: one real tracking socket per session, opened in batches of 100.
    const trackers: WebSocket[] = [];
    if (VIA_GATEWAY) {
      const opening = Date.now();
      for (let i = 0; i < SESSIONS; i += 100) {
        const batch: Promise<void>[] = [];
        for (let j = i; j < Math.min(SESSIONS, i + 100); j++) {
          const t = new WebSocket(`ws://127.0.0.1:${gatewayPort}/ws/track`, undefined, { perMessageDeflate: false });
          trackers[j] = t;
          batch.push(
            new Promise<void>((resolve, reject) => {
              t.once('open', () => resolve());
              t.once('error', reject);
            }),
          );
        }
        await Promise.all(batch);
      }
      console.log(`${SESSIONS} tracking sockets open in ${Date.now() - opening} ms`);
    }
    const trackerCloses = trackers.map((t) => ({ code: 0, t })).map((entry) => {
      entry.t.on('close', (code: number) => (entry.code = code));
      return entry;
    });

    // Load: session i changes page at i/SESSIONS into every second; a 5 ms tick publishes what is due.
    const publisher = new Redis(testRedisUrl());
    let seq = 0;
    let published = 0;
    const start = Date.now();
    const end = start + (WARMUP_S + DURATION_S) * 1000;
    const next = Array.from({ length: SESSIONS }, (_, i) => start + Math.floor((i * 1000) / SESSIONS));
    const cpuBefore = children.map((c) => cpuSeconds(c.pid!));
    const selfCpuBefore = process.cpuUsage();
    let measureStart = 0;
    while (Date.now() < end) {
      const now = Date.now();
      if (!measuring && now >= start + WARMUP_S * 1000) {
        measuring = true;
        measureStart = now;
        children.forEach((c, i) => (cpuBefore[i] = cpuSeconds(c.pid!)));
        Object.assign(selfCpuBefore, process.cpuUsage());
      }
      const batch = publisher.pipeline();
      let inBatch = 0;
      for (let i = 0; i < SESSIONS; i++) {
        if (next[i] > now) continue;
        next[i] += 1000;
        const id = `bench-${i}`;
        const page = `/bench/${i}/${++seq}`;
        let queue = pending.get(id);
        if (!queue) pending.set(id, (queue = []));
        queue.push({ seq, t: Date.now() });
        lastPage.set(id, page);
        if (VIA_GATEWAY) {
          // What lib/tracking.ts sends; the gateway adds the (verified) e-mail and the time.
          trackers[i].send(JSON.stringify({ type: 'page_change', sessionId: id, currentPage: page }));
          published++;
          continue;
        }
        const event = { type: 'page_change', sessionId: id, currentPage: page, email: i % 3 ? null : `rider${i}@example.com`, at: new Date(now).toISOString() };
        batch.publish(`${prefix}activity`, JSON.stringify(event));
        inBatch++;
      }
      if (inBatch) {
        published += inBatch;
        await batch.exec();
      }
      await sleep(5);
    }
    const measuredSeconds = (Date.now() - measureStart) / 1000;
    const cpu = children.map((c, i) => ((cpuSeconds(c.pid!) - cpuBefore[i]) / measuredSeconds) * 100);
    const selfCpu = process.cpuUsage(selfCpuBefore);
    const driverCpu = ((selfCpu.user + selfCpu.system) / 1e6 / measuredSeconds) * 100;

    // Let the last changes land, then check the counts on every instance.
    await sleep(1500);
    measuring = false;
    const unseen = [...pending.values()].reduce((n, q) => n + q.length, 0);
    const applied = Number(await redis.get(`${prefix}admin:applied`));
    const snapshots = await Promise.all(
      ports.map((p) => fetch(`http://127.0.0.1:${p}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())),
    );
    // Redis memory the live sessions take (README Capacity): every key under this run's prefix, by kind.
    const memory = await redisMemoryByKind(redis, prefix);
    const memoryTotal = [...memory.values()].reduce((n, m) => n + m.bytes, 0);
    const wrongPages = snapshots[0].sessions.filter((s: { id: string; currentPage: string }) => lastPage.get(s.id) !== s.currentPage).length;
    const sameEverywhere = snapshots.every((s) => JSON.stringify(s.stats) === JSON.stringify(snapshots[0].stats));

    // End every session: all must be gone, each end applied once. Through the gateway: by closing the
    // tracking sockets (the gateway publishes session_end after its grace period).
    const closedEarly = trackerCloses.filter((e) => e.code !== 0).length;
    if (VIA_GATEWAY) {
      for (const t of trackers) t.close(1000);
    } else {
      const ends = publisher.pipeline();
      for (let i = 0; i < SESSIONS; i++) ends.publish(`${prefix}activity`, JSON.stringify({ type: 'session_end', sessionId: `bench-${i}`, at: new Date().toISOString() }));
      await ends.exec();
    }
    const endDeadline = Date.now() + 10_000;
    while ((latest?.stats.activeUsers ?? -1) !== 0 && Date.now() < endDeadline) await sleep(50);
    const appliedAfterEnd = Number(await redis.get(`${prefix}admin:applied`));
    await publisher.quit();
    ws.close();
    await closed;

    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p90 = percentile(latencies, 90);
    const p99 = percentile(latencies, 99);
    const checks = {
      'activeUsers = sessions': snapshots[0].stats.activeUsers === SESSIONS,
      'totalSessions = sessions': snapshots[0].stats.totalSessions === SESSIONS,
      'every session shows its last page': wrongPages === 0 && snapshots[0].sessions.length === SESSIONS,
      'applied = published (exactly once)': applied === published,
      'every change reached the admin': unseen === 0,
      'instances agree': sameEverywhere,
      'after session_end: activeUsers 0, ends applied once': latest?.stats.activeUsers === 0 && appliedAfterEnd === published + SESSIONS,
      [`p99 <= ${TARGET_P99_MS} ms`]: p99 <= TARGET_P99_MS,
    };
    if (VIA_GATEWAY) {
      checks['no tracking socket closed early'] = closedEarly === 0;
      checks[`gateway CPU < ${TARGET_GATEWAY_CPU}% of one core`] = cpu[cpu.length - 1] < TARGET_GATEWAY_CPU;
    }
    console.log('');
    console.log(`published ${published} page changes (${(published / (WARMUP_S + DURATION_S)).toFixed(0)}/s); applied ${applied}`);
    console.log(`update latency over ${latencies.length} changes: p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${latencies[latencies.length - 1]} ms`);
    console.log(`admin updates: ${(measuredUpdates / measuredSeconds).toFixed(2)}/s while measuring, ${(updateBytes / updates / 1024).toFixed(0)} KB average`);
    const serviceCpu = VIA_GATEWAY ? cpu.slice(0, -1) : cpu;
    console.log(`admin-stats CPU while measuring: ${serviceCpu.map((c) => `${c.toFixed(0)}%`).join(', ')} of one core`);
    if (VIA_GATEWAY) console.log(`gateway CPU while measuring: ${cpu[cpu.length - 1].toFixed(1)}% of one core (${SESSIONS} sockets, ${(published / (WARMUP_S + DURATION_S)).toFixed(0)} messages/s)`);
    console.log(`bench driver CPU (clients + admin socket): ${driverCpu.toFixed(0)}%; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log(`final stats: ${JSON.stringify(snapshots[0].stats)}`);
    console.log(
      `Redis memory with ${SESSIONS} live sessions: ${(memoryTotal / 1024 / 1024).toFixed(1)} MB (${((memoryTotal / SESSIONS) * 1000 / 1024 / 1024).toFixed(2)} MB per 1,000) — ` +
        [...memory].map(([kind, m]) => `${kind} ${m.keys} keys ${(m.bytes / 1024 / 1024).toFixed(2)} MB`).join(', '),
    );
    for (const [name, ok] of Object.entries(checks)) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
  } finally {
    await cleanup();
  }
}

await main();
