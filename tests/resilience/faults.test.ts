/**
 * Faults (docs/product/quality.md#resilience): a service killed and started again (each service; the trips worker idle and
 * in the middle of its work), Redis restarted during 50 concurrent trip generations, PostgreSQL
 * restarted under a load of writes. The stack runs on its own PostgreSQL and Redis (src/stack.ts);
 * "restart" stops the process and starts it again on the same port and data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, SERVICE_NAMES, startPrivateStack, type PrivateStack } from './src/stack.js';
import { call, PROMPTS, signIn, signUp, sleep, type Account, type Answer } from './src/client.js';

let stack: PrivateStack;
let users: Account[];
let adminToken: string;

beforeAll(async () => {
  stack = await startPrivateStack('faults');
  await stack.waitAllReady();
  users = [];
  // 20 travellers: the 50 generations at once below are at most 3 each, the planner's fair share per person.
  for (let i = 0; i < 20; i++) users.push(await signUp(stack.url));
  const admin = await signIn(stack.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  if (!admin.token) throw new Error(`admin sign-in: ${admin.status} ${JSON.stringify(admin.body)}`);
  adminToken = admin.token;
});

afterAll(async () => {
  await stack?.stop();
});

/** An answer a client can act on while something is down: 2xx, or a 503 in the shared error shape. */
function describeAnswer(a: Answer) {
  return `${a.status} ${typeof a.body === 'object' ? JSON.stringify(a.body).slice(0, 200) : String(a.body).slice(0, 200)}`;
}
function isClear503(a: Answer) {
  return a.status === 503 && typeof a.body?.error?.code === 'string' && typeof a.body?.error?.message === 'string' && a.body.error.message.length > 10;
}

async function generate(user: Account, prompt: string) {
  return call(stack.url, 'POST', '/api/generate-stops', { token: user.token, body: { prompt, mode: 'driving' }, timeoutMs: 90_000 });
}

async function storedTripIds(ids: string[]) {
  if (!ids.length) return new Set<string>();
  const { rows } = await stack.sql.query('select id::text as id from trips.trips where id::text = any($1)', [ids]);
  return new Set(rows.map((r) => r.id as string));
}

describe('a service killed and started again', () => {
  // One route of each service, called through the gateway.
  const probes: Record<string, () => Promise<Answer>> = {
    identity: () => call(stack.url, 'GET', '/api/auth/config'),
    trips: () => call(stack.url, 'GET', '/api/user/trips', { token: users[0]!.token }),
    community: () => call(stack.url, 'GET', '/api/community/posts'),
    connections: () => call(stack.url, 'GET', '/api/connections', { token: users[0]!.token }),
    'admin-stats': () => call(stack.url, 'GET', '/api/admin/stats', { token: adminToken }),
  };

  for (const name of SERVICE_NAMES) {
    it(`${name}: the gateway answers its routes with a clear 503 meanwhile, and recovers`, async () => {
      const before = await probes[name]!();
      expect(before.status, describeAnswer(before)).toBe(200);

      await stack.stopProcess(name, 0); // SIGKILL: no graceful shutdown
      const meanwhile: Answer[] = [];
      for (let i = 0; i < 5; i++) {
        meanwhile.push(await probes[name]!());
        await sleep(100);
      }
      const gatewayReady = await stack.readyz('gateway');
      for (const a of meanwhile) {
        expect(isClear503(a), describeAnswer(a)).toBe(true);
        expect(a.headers?.get('retry-after'), 'a 503 says when to retry').toBeTruthy();
        expect(a.ms, 'answered at once, not after a hang').toBeLessThan(5_000);
      }
      expect(gatewayReady, 'the gateway is not ready while one of its services is down').toBe(503);

      await stack.startProcess(name);
      const after = await probes[name]!();
      expect(after.status, describeAnswer(after)).toBe(200);
      await stack.waitAllReady(30_000);
    });
  }
});

describe('the trips worker killed and started again', () => {
  it('generations asked for meanwhile wait in the queue and are answered once it is back', async () => {
    await stack.stopProcess('trips-worker', 0); // SIGKILL
    const asked = Array.from({ length: 10 }, (_, i) => generate(users[i]!, PROMPTS[i % PROMPTS.length]!));
    await sleep(2_000);
    expect(await stack.readyz('trips'), 'the trips service itself stays ready').toBe(200);
    await stack.startProcess('trips-worker');
    const answers = await Promise.all(asked);
    expect(answers.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);
    const ids = answers.map((a) => a.body.tripId as string);
    expect((await storedTripIds(ids)).size).toBe(ids.length);
    await stack.waitAllReady(60_000);
  });
});

describe('the trips worker killed in the middle of its work', () => {
  it('every generation it was running is still answered 200 (its jobs run again), none lost', async () => {
    const t0 = Date.now();
    const asked = Array.from({ length: 20 }, (_, i) => generate(users[i % users.length]!, PROMPTS[i % PROMPTS.length]!));
    await sleep(100);
    await stack.stopProcess('trips-worker', 0); // SIGKILL with jobs in hand
    await stack.startProcess('trips-worker');
    const answers = await Promise.all(asked);
    console.log(`[worker killed mid-work] ${answers.filter((a) => a.status === 200).length} × 200 of 20; slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; all in ${Date.now() - t0} ms`);
    expect(answers.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);
    const ids = answers.map((a) => a.body.tripId as string);
    expect((await storedTripIds(ids)).size).toBe(ids.length);
  });
});

describe('Redis restarted during 50 concurrent trip generations', () => {
  it('every request succeeds or answers a clear 503; every trip answered is stored; the worker resumes by itself', async () => {
    // A saved trip from before the restart.
    const first = await generate(users[0]!, PROMPTS[0]!);
    expect(first.status, describeAnswer(first)).toBe(200);
    const saved = await call(stack.url, 'POST', '/api/user/save-trip', { token: users[0]!.token, body: { tripId: first.body.tripId, title: 'before the restart' } });
    expect(saved.status, describeAnswer(saved)).toBe(200);

    const doneAt: number[] = [];
    const inFlight = Array.from({ length: 50 }, (_, i) =>
      generate(users[i % users.length]!, PROMPTS[i % PROMPTS.length]!).then((a) => {
        doneAt.push(Date.now());
        return a;
      }),
    );
    // Early, so that on a quiet machine too most are still on their way (about 100 plans a second).
    await sleep(50);
    const down = Date.now();
    await stack.stopRedis();
    // The trips service and its worker say Redis is away on /readyz (each check gives up after 2 s).
    const notReady = new Set<string>();
    const stillDown = Date.now() + 5_000;
    await Promise.all(
      ['trips', 'trips-worker'].map(async (name) => {
        while (!notReady.has(name) && Date.now() < stillDown) if ((await stack.readyz(name)) === 503) notReady.add(name);
      }),
    );
    await sleep(Math.max(0, down + 2_000 - Date.now()));
    await stack.startRedis();
    const answers = await Promise.all(inFlight);
    const outage = Date.now() - down;
    // The restart really happened under the requests: most were still waiting when Redis stopped.
    const answeredAfterStop = doneAt.filter((t) => t >= down).length;

    const ok = answers.filter((a) => a.status === 200);
    const reasons = answers.filter((a) => a.status === 503).reduce<Record<string, number>>((m, a) => ({ ...m, [a.body.error.message]: (m[a.body.error.message] ?? 0) + 1 }), {});
    const unclear = answers.filter((a) => a.status !== 200 && !isClear503(a));
    console.log(
      `[redis restart] 50 generations: ${ok.length} × 200, ${answers.length - ok.length - unclear.length} × 503, ${unclear.length} other; slowest answer ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; ${answeredAfterStop} answered after Redis stopped; outage + wait ${outage} ms; 503s: ${JSON.stringify(reasons)}`,
    );
    expect(answeredAfterStop, 'requests in flight when Redis stopped').toBeGreaterThanOrEqual(25);
    expect([...notReady].sort(), 'not ready while Redis was down').toEqual(['trips', 'trips-worker']);
    expect(unclear.map(describeAnswer), 'only 200 or a clear 503').toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.headers?.get('retry-after'), describeAnswer(a)).toBeTruthy();

    // No trip answered 200 is lost; the one saved before is still saved.
    const ids = ok.map((a) => a.body.tripId as string);
    const stored = await storedTripIds(ids);
    expect(ids.filter((id) => !stored.has(id)), 'trips answered 200 but not stored').toEqual([]);
    const mine = await call(stack.url, 'GET', `/api/trips/${first.body.tripId}`, { token: users[0]!.token });
    expect(mine.status, describeAnswer(mine)).toBe(200);
    expect(mine.body.isSaved, 'the trip saved before the restart is still saved').toBe(true);

    // The worker and the services reconnect by themselves: ready again, and a new round all succeeds.
    await stack.waitAllReady(60_000);
    const until = Date.now() + 60_000;
    let round: Answer[] = [];
    for (;;) {
      round = await Promise.all(Array.from({ length: 10 }, (_, i) => generate(users[i]!, PROMPTS[i % PROMPTS.length]!)));
      if (round.every((a) => a.status === 200) || Date.now() > until) break;
      await sleep(1_000);
    }
    expect(round.filter((a) => a.status !== 200).map(describeAnswer), 'generations after Redis came back').toEqual([]);
    const roundIds = round.map((a) => a.body.tripId as string);
    expect((await storedTripIds(roundIds)).size).toBe(roundIds.length);
  });
});

describe('PostgreSQL restarted under load', () => {
  it('services go not ready, then recover without a restart; no acknowledged write is lost', async () => {
    const acked: string[] = [];
    const answers: Answer[] = [];
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const user = users[w % users.length]!;
        const a = await call(stack.url, 'POST', '/api/community/posts', {
          token: user.token,
          body: { title: `resilience post ${w}-${n++}`, content: 'written while PostgreSQL restarts', category: 'questions' },
          timeoutMs: 30_000,
        });
        answers.push(a);
        if (a.status === 201) acked.push(a.body.id);
        else await sleep(100);
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await sleep(2_000);
    const ackedBefore = acked.length;

    await stack.stopPostgres();
    // Every process that uses PostgreSQL says so on /readyz (the services and the trips worker).
    const usesPostgres = [...SERVICE_NAMES, 'trips-worker'];
    const notReady = new Set<string>();
    const until = Date.now() + 20_000;
    while (notReady.size < usesPostgres.length && Date.now() < until) {
      for (const name of usesPostgres) if ((await stack.readyz(name)) === 503) notReady.add(name);
      await sleep(200);
    }
    await sleep(1_000);
    await stack.startPostgres();
    // Back without restarting any service.
    const back = Date.now();
    await stack.waitAllReady(60_000);
    const recoveryMs = Date.now() - back;
    await sleep(3_000);
    stop = true;
    await Promise.all(writers);

    const statuses = answers.reduce<Record<number, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {});
    console.log(`[postgres restart] posts: ${JSON.stringify(statuses)}; acknowledged ${acked.length} (${ackedBefore} before the stop); all ready ${recoveryMs} ms after PostgreSQL was back`);
    expect([...notReady].sort(), 'processes that reported not ready while PostgreSQL was down').toEqual([...usesPostgres].sort());
    const unclear = answers.filter((a) => a.status !== 200 && a.status !== 201 && !isClear503(a));
    expect(unclear.map(describeAnswer).slice(0, 10), 'only 2xx or a clear 503').toEqual([]);
    expect(acked.length).toBeGreaterThan(ackedBefore);

    const { rows } = await stack.sql.query('select id::text as id from community.posts where id::text = any($1)', [acked]);
    const stored = new Set(rows.map((r) => r.id as string));
    expect(acked.filter((id) => !stored.has(id)), 'acknowledged posts missing').toEqual([]);
    const total = (await stack.sql.query("select count(*)::int as n from community.posts where title like 'resilience post %'")).rows[0].n as number;
    // A post whose answer was lost with the connection may exist without an acknowledgement, never the reverse.
    expect(total).toBeGreaterThanOrEqual(acked.length);
    expect(total - acked.length).toBeLessThanOrEqual(answers.length - acked.length);
  });
});
