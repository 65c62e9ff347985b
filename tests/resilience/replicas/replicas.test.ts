/**
 * Replicas, proven on one machine (`npm run test:replicas`, part of `npm test`): two gateways behind
 * haproxy, two replicas of every service (each reached through haproxy too), three trips workers, one
 * PostgreSQL and one Redis — started all at once on an empty database (src/replica-stack.ts). What
 * holds when the product is scaled out by replicas:
 * - every replica migrates safely at the same moment, and the administrator is created once;
 * - a token issued through one gateway works through the other; sign-out and account deletion revoke
 *   it on both within a second;
 * - rate limits and sign-in throttles hold across gateways (the sum, not each);
 * - the admin dashboard on one gateway sees a traveller tracked through the other;
 * - a trips worker killed mid-job: every generation is still answered;
 * - a service replica killed: nothing lost beyond its in-flight requests, reads retried by haproxy;
 * - 200 people for 2 minutes across both gateways: no errors; p99 per route printed (README).
 */
import { WebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicaStack, type ReplicaStack } from '../src/replica-stack.js';
import { call, PROMPTS, signIn, signUp, sleep, uniqueEmail, type Account } from '../src/client.js';
import { LOAD_ROUTES, loadReport, operatorEmail, runMixedLoad, signUpPeople } from '../src/load-scenario.js';

const ADMIN_EMAIL = 'admin@replicas.test';
const ADMIN_PASSWORD = 'replicas-admin-password';
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const OPERATORS = Math.max(1, Math.round(USERS / 20));

let stack: ReplicaStack;
let startedMs = 0;

beforeAll(async () => {
  const t0 = Date.now();
  stack = await startReplicaStack({
    ADMIN_EMAILS: [ADMIN_EMAIL, ...Array.from({ length: OPERATORS }, (_, i) => operatorEmail('replicas', i))].join(','),
    ADMIN_PASSWORD,
    RATE_LIMIT_PER_MINUTE: '600',
  });
  startedMs = Date.now() - t0;
}, 300_000);
afterAll(async () => {
  await stack?.stop();
});

const [A, B] = [0, 1];
/**
 * A client address of its own for each sign-up (X-Forwarded-For, believed from loopback: TRUST_PROXY):
 * one address may create only SIGNUP_LIMIT_PER_HOUR accounts, as many people behind it would.
 */
let addresses = 0;
const address = () => {
  const n = addresses++;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
};
const gw = (i: number) => stack.gateways[i]!;

/** Polls until `check` is true; answers the ms it took (or throws after `timeoutMs`). */
async function within(timeoutMs: number, check: () => Promise<boolean>) {
  const t0 = performance.now();
  for (;;) {
    if (await check()) return performance.now() - t0;
    if (performance.now() - t0 > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('starting', () => {
  it('every replica, started at once on an empty database, is ready; each migration ran once; one administrator', async () => {
    console.log(`[replicas] ${stack.replicas.size} processes + haproxy ready in ${(startedMs / 1000).toFixed(1)} s`);
    for (const name of stack.replicas.keys()) {
      await within(60_000, async () => (await stack.readyz(name)) === 200).catch(() => {
        throw new Error(`${name} /readyz is not 200\n${stack.logTail()}`);
      });
    }
    for (const schema of ['trips', 'community', 'connections', 'admin_stats', 'identity']) {
      const { rows } = await stack.sql.query(`select count(*)::int as n, count(distinct name)::int as d from ${schema}.kysely_migration`);
      expect(rows[0].n, schema).toBeGreaterThan(0);
      expect(rows[0].n, schema).toBe(rows[0].d);
    }
    const admins = await stack.sql.query(`select count(*)::int as n from identity."user" where email = $1`, [ADMIN_EMAIL]);
    expect(admins.rows[0].n).toBe(1);
    for (const r of stack.replicas.values()) expect(r.child?.exitCode, r.name).toBeNull();
  });
});

describe('tokens across gateways', () => {
  const mine = (base: string, token: string) => call(base, 'GET', '/api/user/trips', { token });

  it('a token issued through one gateway works through the other; sign-out through one refuses it on both within a second', async () => {
    const ada = await signUp(gw(A), uniqueEmail('ada'), address());
    expect((await mine(gw(B), ada.token)).status).toBe(200);
    expect((await mine(stack.url, ada.token)).status).toBe(200);
    expect((await call(gw(A), 'POST', '/api/auth/sign-out', { token: ada.token, body: {} })).status).toBe(204);
    const ms = await within(1_000, async () => (await mine(gw(A), ada.token)).status === 401 && (await mine(gw(B), ada.token)).status === 401);
    const refused = await mine(gw(B), ada.token);
    expect(refused.body.error.code).toBe('token_revoked');
    // the services themselves refuse it too, on every replica
    for (const name of ['trips-1', 'trips-2']) {
      const port = stack.replicas.get(name)!.port!;
      expect((await mine(`http://127.0.0.1:${port}`, ada.token)).status, name).toBe(401);
    }
    console.log(`[replicas] sign-out refused on both gateways after ${ms.toFixed(0)} ms`);
  });

  it('account deletion through one gateway refuses the token on both within a second', async () => {
    const bo = await signUp(gw(B), uniqueEmail('bo'), address());
    expect((await mine(gw(A), bo.token)).status).toBe(200);
    expect((await call(gw(B), 'DELETE', '/api/auth/user', { token: bo.token })).status).toBeLessThan(300);
    const ms = await within(1_000, async () => (await mine(gw(A), bo.token)).status === 401 && (await mine(gw(B), bo.token)).status === 401);
    console.log(`[replicas] account deletion refused on both gateways after ${ms.toFixed(0)} ms`);
  });
});

describe('limits across gateways', () => {
  it('the rate limit is the sum over both gateways: 700 requests of one user alternating gateways, at most 600 answered', async () => {
    const user = await signUp(gw(A), uniqueEmail('busy'), address());
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < 700) {
          const i = next++;
          const res = await call(gw(i % 2), 'GET', '/api/community/posts', { token: user.token });
          statuses.push(res.status);
          if (res.status === 429) expect(Number(res.headers?.get('retry-after'))).toBeGreaterThan(0);
        }
      }),
    );
    const ok = statuses.filter((s) => s === 200).length;
    const limited = statuses.filter((s) => s === 429).length;
    // counted per gateway, each would have let all of its 350 through
    expect(ok).toBeLessThanOrEqual(600);
    expect(ok).toBeGreaterThanOrEqual(550); // a lease of quota per gateway may lapse unused
    expect(limited).toBe(700 - ok);
    console.log(`[replicas] rate limit across gateways: ${ok} × 200, ${limited} × 429 of 700`);
  });

  it('sign-in throttling is shared: failures through both gateways add up for one account and address', async () => {
    const cy = await signUp(gw(A), uniqueEmail('cy'), address());
    const ip = '198.51.100.42';
    for (let i = 0; i < 6; i++) expect((await signIn(gw(i % 2), cy.email, `wrong-${i}`, ip)).status).toBe(401);
    const blocked = await signIn(gw(B), cy.email, cy.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_attempts');
    expect(Number(blocked.headers?.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('live admin dashboard', () => {
  it('admin sockets on one gateway see a traveller tracked through the other', async () => {
    const admin = await signIn(gw(A), ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    const traveller = await signUp(gw(B), uniqueEmail('tracked'), address());
    const sessionId = `replica-${Date.now()}`;
    // two dashboards: haproxy spreads them over both admin-stats replicas
    const seen = [false, false];
    const dashboards = [0, 1].map(
      (k) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(`${gw(A).replace('http', 'ws')}/ws/admin?access_token=${encodeURIComponent(admin.token!)}`);
          const timer = setTimeout(() => reject(new Error(`dashboard ${k} never saw the session`)), 15_000);
          ws.onmessage = (m) => {
            const msg = JSON.parse(String(m.data));
            if (msg.type === 'stats_update' && msg.sessions.some((s: { id: string; email: string | null }) => s.id === sessionId && s.email === traveller.email)) {
              seen[k] = true;
              clearTimeout(timer);
              ws.close();
              resolve();
            }
          };
          ws.onerror = () => reject(new Error('admin socket failed'));
        }),
    );
    const track = new WebSocket(`${gw(B).replace('http', 'ws')}/ws/track?access_token=${encodeURIComponent(traveller.token)}`);
    await new Promise<void>((resolve, reject) => {
      track.onopen = () => resolve();
      track.onerror = () => reject(new Error('tracking socket failed'));
    });
    track.send(JSON.stringify({ type: 'page_change', sessionId, currentPage: '/my-trips' }));
    const t0 = performance.now();
    await Promise.all(dashboards);
    console.log(`[replicas] both dashboards saw the tracked session after ${(performance.now() - t0).toFixed(0)} ms`);
    track.close();
    expect(seen).toEqual([true, true]);
  });
});

describe('losing a process', () => {
  it('a trips worker killed mid-job: all 30 generations are answered and stored', async () => {
    const travellers: Account[] = [];
    for (let i = 0; i < 15; i++) travellers.push(await signUp(stack.url, uniqueEmail(`planner${i}`), address()));
    const asked = Array.from({ length: 30 }, (_, i) =>
      call(stack.url, 'POST', '/api/generate-stops', { token: travellers[i % 15]!.token, body: { prompt: PROMPTS[i % PROMPTS.length] }, timeoutMs: 90_000 }),
    );
    await sleep(150);
    await stack.kill('trips-worker-1');
    const answers = await Promise.all(asked);
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    console.log(`[replicas] trips-worker-1 killed: 30 of 30 answered, slowest ${(Math.max(...answers.map((a) => a.ms)) / 1000).toFixed(1)} s`);
    const ids = answers.map((a) => a.body.tripId as string);
    const { rows } = await stack.sql.query('select count(*)::int as n from trips.trips where id::text = any($1)', [ids]);
    expect(rows[0].n).toBe(30);
    await stack.start('trips-worker-1');
  }, 120_000);

  it('a community replica killed under load: every read answered (retried by haproxy), writes lost only if in flight, every acknowledged post stored', async () => {
    const writers: Account[] = [];
    // one person per loop, each well under the rate limit (a request every ~50 ms for 8 s)
    for (let i = 0; i < 8; i++) writers.push(await signUp(stack.url, uniqueEmail(`writer${i}`), address()));
    const results: { method: string; status: number; at: number; id?: string }[] = [];
    const stopAt = Date.now() + 8_000;
    let killedAt = Infinity;
    const loop = async (k: number) => {
      const w = writers[k % writers.length]!;
      while (Date.now() < stopAt) {
        if (k % 2 === 0) {
          const r = await call(stack.url, 'GET', '/api/community/posts', { token: w.token });
          results.push({ method: 'GET', status: r.status, at: Date.now() });
        } else {
          const r = await call(stack.url, 'POST', '/api/community/posts', { token: w.token, body: { title: `During the kill ${k}`, content: 'Still here?', category: 'questions' } });
          results.push({ method: 'POST', status: r.status, at: Date.now(), id: r.body?.id });
        }
        await sleep(50);
      }
    };
    const loops = Array.from({ length: 8 }, (_, k) => loop(k));
    await sleep(3_000);
    killedAt = Date.now();
    await stack.kill('community-1');
    await Promise.all(loops);
    const gets = results.filter((r) => r.method === 'GET');
    const posts = results.filter((r) => r.method === 'POST');
    expect(gets.filter((r) => r.status !== 200)).toEqual([]);
    const lost = posts.filter((r) => r.status !== 201);
    // at most the writes in flight on the killed replica (4 writer loops), all around the kill
    expect(lost.length).toBeLessThanOrEqual(4);
    for (const r of lost) expect(r.at - killedAt).toBeLessThan(3_000);
    const acknowledged = posts.filter((r) => r.status === 201).map((r) => r.id!);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = await stack.sql.query('select count(*)::int as n from community.posts where id::text = any($1)', [acknowledged]);
    expect(stored.rows[0].n).toBe(acknowledged.length);
    console.log(`[replicas] community-1 killed: ${gets.length} reads all 200, ${posts.length} writes, ${lost.length} lost in flight`);
    await stack.start('community-1');
  }, 60_000);
});

describe(`${USERS} people for ${SECONDS} s across both gateways`, () => {
  it('no errors but documented 429s; both gateways served; p99 per route printed', async () => {
    const people = await signUpPeople(stack.url, USERS, OPERATORS, 'replicas');
    const before = stack.usage();
    const redisBefore = await stack.redisMemory();
    let pgPeak = 0;
    let sampling = true;
    const pgSampler = (async () => {
      while (sampling) {
        const { rows } = await stack.sql.query('select count(*)::int as n from pg_stat_activity where datname = current_database()');
        pgPeak = Math.max(pgPeak, rows[0].n - 1);
        await sleep(1_000);
      }
    })();
    const { samples, seconds } = await runMixedLoad({ url: stack.url, people, seconds: SECONDS, arrivalMs: (SECONDS * 1000) / 4 });
    sampling = false;
    await pgSampler;
    const after = stack.usage();
    const redisAfter = await stack.redisMemory();
    const report = loadReport(samples, seconds, `replicas: ${USERS} people (${OPERATORS} operators), 2 gateways, 2 × each service, 3 workers`);
    console.log(`[replicas load]\n${report.lines.join('\n')}`);
    // What the people cost each kind of process (README Capacity): cores busy on average, and memory.
    const kinds = new Map<string, { cores: number; rss: number; n: number }>();
    for (const [name, end] of after) {
      const start = before.get(name);
      if (!start) continue;
      const kind = name.replace(/-\d+$/, '');
      const k = kinds.get(kind) ?? { cores: 0, rss: 0, n: 0 };
      k.cores += (end.cpuMs - start.cpuMs) / (seconds * 1000);
      k.rss = Math.max(k.rss, end.rssMb);
      k.n++;
      kinds.set(kind, k);
    }
    console.log(
      `[replicas capacity] ${samples.length} requests from ${USERS} people in ${seconds.toFixed(0)} s; PostgreSQL connections at most ${pgPeak}; ` +
        `Redis used_memory ${(redisBefore / 1024 / 1024).toFixed(1)} → ${(redisAfter / 1024 / 1024).toFixed(1)} MB\n` +
        ['| process | replicas | cores busy in all | cores per 1,000 people | largest RSS MB |', '| --- | ---: | ---: | ---: | ---: |']
          .concat([...kinds].map(([kind, k]) => `| ${kind} | ${k.n} | ${k.cores.toFixed(2)} | ${((k.cores / USERS) * 1000).toFixed(2)} | ${k.rss.toFixed(0)} |`))
          .join('\n'),
    );
    expect(report.byStatus, 'errors other than documented 429s').toEqual({});
    for (const route of LOAD_ROUTES) expect(report.routes, route).toContain(route);
    // haproxy spread the people over both gateways
    for (const name of ['gateway-1', 'gateway-2']) {
      const port = stack.replicas.get(name)!.env.GATEWAY_METRICS_PORT;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const served = [...text.matchAll(/^http_requests_total\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
      expect(served, name).toBeGreaterThan(1_000);
    }
  }, 600_000);
});
