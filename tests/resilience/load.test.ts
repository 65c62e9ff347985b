/**
 * Mixed load (issue #16 §3): LOAD_USERS (200) simulated people for LOAD_SECONDS (120) against the
 * whole stack on this machine — arriving over the first quarter, one in four signing in, then each
 * at random: plan a trip and save it, open My Trips, read the forum, open
 * a thread, post, comment, vote; operators (ADMIN_EMAILS) open the admin dashboard (its stats call and
 * its live WebSocket's first snapshot). Each person thinks 1–3 s between actions. No answer may be an
 * error other than a documented 429 (`rate_limited`, with Retry-After); p50/p99 per route are printed
 * as a Markdown table (README "Resilience and load").
 *
 * The gateway runs as deployed behind a load balancer: rate limits on (600 a minute per user or
 * address), TRUST_PROXY set to the load generator, each person with an address of their own in
 * X-Forwarded-For (the gateway keys anonymous requests and sign-in throttling by client address).
 */
import { WebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateStack, type PrivateStack } from './src/stack.js';
import { call, percentile, PROMPTS, signIn, signUp, sleep, type Account, type Answer } from './src/client.js';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const OPERATORS = Math.max(1, Math.round(USERS / 20));
/** People arrive over the first quarter of the run. */
const ARRIVAL_MS = (SECONDS * 1000) / 4;
const operatorEmail = (i: number) => `operator${i}@resilience.test`;

let stack: PrivateStack;
const people: (Account & { ip: string; operator: boolean })[] = [];

beforeAll(async () => {
  stack = await startPrivateStack('load', {
    ADMIN_EMAILS: ['admin@resilience.test', ...Array.from({ length: OPERATORS }, (_, i) => operatorEmail(i))].join(','),
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '600',
    LOG_LEVEL: 'error',
    REQUEST_LOG_LEVEL: 'off',
  });
  await stack.waitAllReady();
  // Accounts first (sign-up hashes a password: not part of the measured minutes).
  for (let i = 0; i < USERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, USERS - i) }, async (_, k) => {
        const n = i + k;
        const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
        const operator = n < OPERATORS;
        const account = await signUp(stack.url, operator ? operatorEmail(n) : undefined, ip);
        return { ...account, ip, operator };
      }),
    );
    people.push(...batch);
  }
  // A forum to read.
  for (let i = 0; i < 20; i++) {
    const p = people[i % people.length]!;
    await call(stack.url, 'POST', '/api/community/posts', { token: p.token, clientIp: p.ip, body: { title: `Seed post ${i}`, content: 'Where is the strangest diner between here and there?' } });
  }
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

interface Sample {
  route: string;
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

describe(`mixed load: ${USERS} people for ${SECONDS} s`, () => {
  it('no errors but documented 429s; p99 per route printed', async () => {
    const samples: Sample[] = [];
    const record = <A extends Answer>(route: string, a: A): A => {
      samples.push({ route, status: a.status, ms: a.ms, code: a.body?.error?.code, retryAfter: a.headers?.get('retry-after') });
      return a;
    };
    const postIds: string[] = [];
    const end = Date.now() + SECONDS * 1000;
    let seed = 0x1603;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };

    const openDashboard = async (p: (typeof people)[number]) => {
      record('GET /api/admin/stats', await call(stack.url, 'GET', '/api/admin/stats', { token: p.token, clientIp: p.ip }));
      const t0 = performance.now();
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/ws/admin?access_token=${encodeURIComponent(p.token)}`);
        const timer = setTimeout(() => {
          ws.close();
          resolve(0);
        }, 15_000);
        ws.onmessage = () => {
          clearTimeout(timer);
          ws.close();
          resolve(200);
        };
        ws.onerror = () => {
          clearTimeout(timer);
          resolve(0);
        };
      });
      samples.push({ route: 'WS /ws/admin (first snapshot)', status, ms: performance.now() - t0 });
    };

    const act = async (p: (typeof people)[number]) => {
      const o = { token: p.token, clientIp: p.ip };
      const x = random();
      if (p.operator && x < 0.3) return openDashboard(p);
      if (x < 0.17) {
        const g = record('POST /api/generate-stops', await call(stack.url, 'POST', '/api/generate-stops', { ...o, body: { prompt: PROMPTS[Math.floor(random() * PROMPTS.length)] }, timeoutMs: 90_000 }));
        if (g.status === 200 && random() < 0.6) {
          record('POST /api/user/save-trip', await call(stack.url, 'POST', '/api/user/save-trip', { ...o, body: { tripId: g.body.tripId } }));
        }
        return;
      }
      if (x < 0.3) {
        record('GET /api/user/trips', await call(stack.url, 'GET', '/api/user/trips', o));
        return;
      }
      if (x < 0.55) {
        const list = record('GET /api/community/posts', await call(stack.url, 'GET', `/api/community/posts?sort=${random() < 0.5 ? 'new' : 'hot'}`, o));
        if (Array.isArray(list.body)) for (const post of list.body.slice(0, 5)) if (!postIds.includes(post.id)) postIds.push(post.id);
        return;
      }
      const postId = postIds[Math.floor(random() * postIds.length)];
      if (x < 0.7 && postId) {
        record('GET /api/community/posts/{id}', await call(stack.url, 'GET', `/api/community/posts/${postId}`, o));
        record('GET /api/community/posts/{id}/comments', await call(stack.url, 'GET', `/api/community/posts/${postId}/comments`, o));
        return;
      }
      if (x < 0.85 && postId) {
        record('POST /api/community/posts/{id}/vote', await call(stack.url, 'POST', `/api/community/posts/${postId}/vote`, { ...o, body: { voteType: random() < 0.8 ? 'up' : 'down' } }));
        return;
      }
      if (x < 0.93 && postId) {
        record('POST /api/community/posts/{id}/comments', await call(stack.url, 'POST', `/api/community/posts/${postId}/comments`, { ...o, body: { content: 'Been there: worth the detour.' } }));
        return;
      }
      const created = record('POST /api/community/posts', await call(stack.url, 'POST', '/api/community/posts', { ...o, body: { title: 'Odd stop report', content: 'A giant concrete dinosaur, open till dusk.', category: 'hidden-gems' } }));
      if (created.status === 201) postIds.push(created.body.id);
    };

    const t0 = Date.now();
    await Promise.all(
      people.map(async (p, i) => {
        await sleep((i / people.length) * ARRIVAL_MS);
        // One in four arrives signed out and signs in (a password hash, ~0.3 s of CPU on this machine);
        // the others carry on with the session they have.
        if (i % 4 === 0) {
          const a = record('POST /api/auth/sign-in', await signIn(stack.url, p.email, p.password, p.ip));
          if (a.status === 200 && a.token) p.token = a.token;
        }
        while (Date.now() < end) {
          await act(p);
          await sleep(1_000 + random() * 2_000);
        }
      }),
    );
    const seconds = (Date.now() - t0) / 1000;

    const isDocumented429 = (s: Sample) => s.status === 429 && s.code === 'rate_limited' && Boolean(s.retryAfter);
    const errors = samples.filter((s) => (s.status < 200 || s.status >= 300) && !isDocumented429(s));
    const routes = [...new Set(samples.map((s) => s.route))].sort();
    const lines = [
      `${samples.length} requests from ${USERS} people (${OPERATORS} operators) in ${seconds.toFixed(0)} s (${(samples.length / seconds).toFixed(0)} req/s); ` +
        `errors ${errors.length}, documented 429s ${samples.filter(isDocumented429).length}`,
      '',
      '| route | requests | p50 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...routes.map((route) => {
        const ms = samples.filter((s) => s.route === route).map((s) => s.ms);
        return `| \`${route}\` | ${ms.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`;
      }),
    ];
    console.log(`[load]\n${lines.join('\n')}`);
    const byStatus = errors.reduce<Record<string, number>>((m, s) => ({ ...m, [`${s.route} ${s.status} ${s.code ?? ''}`]: (m[`${s.route} ${s.status} ${s.code ?? ''}`] ?? 0) + 1 }), {});
    expect(byStatus, 'errors other than documented 429s').toEqual({});
    // Every route was exercised.
    for (const route of ['POST /api/auth/sign-in', 'POST /api/generate-stops', 'POST /api/user/save-trip', 'GET /api/community/posts', 'POST /api/community/posts/{id}/vote', 'POST /api/community/posts', 'GET /api/admin/stats', 'WS /ws/admin (first snapshot)']) {
      expect(routes, route).toContain(route);
    }
  });
});
