import { WebSocket } from 'undici';
import { call, percentile, PROMPTS, signIn, signUp, sleep, type Account, type Answer } from './client.js';

/**
 * The mixed load of real people (load.test.ts, replicas/replicas.test.ts): arriving over `arrivalMs`,
 * one in four signing in, then each at random: plan a trip and save it, open My Trips, read the forum,
 * open a thread, post, comment, vote; operators (ADMIN_EMAILS) open the admin dashboard (its stats
 * call and its live WebSocket's first snapshot). Each person thinks 1–3 s between actions, and has an
 * address of their own in X-Forwarded-For (the gateway keys anonymous requests and sign-in throttling
 * by client address).
 */
export interface Person extends Account {
  ip: string;
  operator: boolean;
}

export interface Sample {
  route: string;
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

export const operatorEmail = (label: string, i: number) => `operator${i}@${label}.test`;

/** `users` accounts (the first `operators` of them administrators), signed up ten at a time. */
export async function signUpPeople(url: string, users: number, operators: number, label: string): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < users; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, users - i) }, async (_, k) => {
        const n = i + k;
        const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`;
        const operator = n < operators;
        const account = await signUp(url, operator ? operatorEmail(label, n) : undefined, ip);
        return { ...account, ip, operator };
      }),
    );
    people.push(...batch);
  }
  return people;
}

export async function runMixedLoad(opts: { url: string; people: Person[]; seconds: number; arrivalMs: number }) {
  const { url, people } = opts;
  const samples: Sample[] = [];
  const record = <A extends Answer>(route: string, a: A): A => {
    samples.push({ route, status: a.status, ms: a.ms, code: a.body?.error?.code, retryAfter: a.headers?.get('retry-after') });
    return a;
  };
  const postIds: string[] = [];
  const end = Date.now() + opts.seconds * 1000;
  let seed = 0x1603;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };

  const openDashboard = async (p: Person) => {
    record('GET /api/admin/stats', await call(url, 'GET', '/api/admin/stats', { token: p.token, clientIp: p.ip }));
    const t0 = performance.now();
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/ws/admin?access_token=${encodeURIComponent(p.token)}`);
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

  const act = async (p: Person) => {
    const o = { token: p.token, clientIp: p.ip };
    const x = random();
    if (p.operator && x < 0.3) return openDashboard(p);
    if (x < 0.17) {
      const g = record('POST /api/generate-stops', await call(url, 'POST', '/api/generate-stops', { ...o, body: { prompt: PROMPTS[Math.floor(random() * PROMPTS.length)] }, timeoutMs: 90_000 }));
      if (g.status === 200 && random() < 0.6) {
        record('POST /api/user/save-trip', await call(url, 'POST', '/api/user/save-trip', { ...o, body: { tripId: g.body.tripId } }));
      }
      return;
    }
    if (x < 0.3) {
      record('GET /api/user/trips', await call(url, 'GET', '/api/user/trips', o));
      return;
    }
    if (x < 0.55) {
      const list = record('GET /api/community/posts', await call(url, 'GET', `/api/community/posts?sort=${random() < 0.5 ? 'new' : 'hot'}`, o));
      if (Array.isArray(list.body)) for (const post of list.body.slice(0, 5)) if (!postIds.includes(post.id)) postIds.push(post.id);
      return;
    }
    const postId = postIds[Math.floor(random() * postIds.length)];
    if (x < 0.7 && postId) {
      record('GET /api/community/posts/{id}', await call(url, 'GET', `/api/community/posts/${postId}`, o));
      record('GET /api/community/posts/{id}/comments', await call(url, 'GET', `/api/community/posts/${postId}/comments`, o));
      return;
    }
    if (x < 0.85 && postId) {
      record('POST /api/community/posts/{id}/vote', await call(url, 'POST', `/api/community/posts/${postId}/vote`, { ...o, body: { voteType: random() < 0.8 ? 'up' : 'down' } }));
      return;
    }
    if (x < 0.93 && postId) {
      record('POST /api/community/posts/{id}/comments', await call(url, 'POST', `/api/community/posts/${postId}/comments`, { ...o, body: { content: 'Been there: worth the detour.' } }));
      return;
    }
    const created = record('POST /api/community/posts', await call(url, 'POST', '/api/community/posts', { ...o, body: { title: 'Odd stop report', content: 'A giant concrete dinosaur, open till dusk.', category: 'hidden-gems' } }));
    if (created.status === 201) postIds.push(created.body.id);
  };

  // A forum to read.
  for (let i = 0; i < 20; i++) {
    const p = people[i % people.length]!;
    await call(url, 'POST', '/api/community/posts', { token: p.token, clientIp: p.ip, body: { title: `Seed post ${i}`, content: 'Where is the strangest diner between here and there?' } });
  }

  const t0 = Date.now();
  await Promise.all(
    people.map(async (p, i) => {
      await sleep((i / people.length) * opts.arrivalMs);
      // One in four arrives signed out and signs in (a password hash, ~0.3 s of CPU on this machine);
      // the others carry on with the session they have.
      if (i % 4 === 0) {
        const a = record('POST /api/auth/sign-in', await signIn(url, p.email, p.password, p.ip));
        if (a.status === 200 && a.token) p.token = a.token;
      }
      while (Date.now() < end) {
        await act(p);
        await sleep(1_000 + random() * 2_000);
      }
    }),
  );
  return { samples, seconds: (Date.now() - t0) / 1000 };
}

const isDocumented429 = (s: Sample) => s.status === 429 && s.code === 'rate_limited' && Boolean(s.retryAfter);

/** Errors (anything but 2xx and documented 429s) counted by route, status and code, and the p50/p99 table in Markdown. */
export function loadReport(samples: Sample[], seconds: number, heading: string) {
  const errors = samples.filter((s) => (s.status < 200 || s.status >= 300) && !isDocumented429(s));
  const routes = [...new Set(samples.map((s) => s.route))].sort();
  const lines = [
    `${heading}: ${samples.length} requests in ${seconds.toFixed(0)} s (${(samples.length / seconds).toFixed(0)} req/s); ` +
      `errors ${errors.length}, documented 429s ${samples.filter(isDocumented429).length}`,
    '',
    '| route | requests | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...routes.map((route) => {
      const ms = samples.filter((s) => s.route === route).map((s) => s.ms);
      return `| \`${route}\` | ${ms.length} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`;
    }),
  ];
  const byStatus = errors.reduce<Record<string, number>>((m, s) => {
    const key = `${s.route} ${s.status} ${s.code ?? ''}`;
    return { ...m, [key]: (m[key] ?? 0) + 1 };
  }, {});
  return { lines, errors, byStatus, routes };
}

/** The routes every run must have exercised. */
export const LOAD_ROUTES = [
  'POST /api/auth/sign-in',
  'POST /api/generate-stops',
  'POST /api/user/save-trip',
  'GET /api/community/posts',
  'POST /api/community/posts/{id}/vote',
  'POST /api/community/posts',
  'GET /api/admin/stats',
  'WS /ws/admin (first snapshot)',
];
