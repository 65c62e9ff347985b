/**
 * Fuzz (docs/product/quality.md#resilience: no answer ≥ 500): requests generated from the
 * gateway's merged OpenAPI document (/api/openapi.json)
 * for every operation — valid-looking ones without and with credentials, wrong types, missing fields,
 * huge and deeply nested bodies, bad ids, bad query strings, wrong content types, odd headers — with a
 * fixed seed and a fixed budget (FUZZ_BUDGET, at least 3,000). No answer may be 5xx, and no request may
 * go unanswered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startPrivateStack, type PrivateStack } from './src/stack.js';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '@roadgremlin/test-fakes';
import { call, rawCall, signUp, type Account } from './src/client.js';
import { casesFor, operations, rng, type FuzzCase } from './src/openapi-fuzz.js';

const SEED = Number(process.env.FUZZ_SEED ?? 16_3);
const BUDGET = Math.max(3_000, Number(process.env.FUZZ_BUDGET ?? 3_000));
const CONCURRENCY = 4;
/** Over the gateway's 1 MB body limit. */
const HUGE_BYTES = 1_100_000;

let stack: PrivateStack;
let providers: FakeOAuthProvider;
let doc: any;
let user: Account;
let adminToken = '';
const ids: Record<string, string> = {};

async function freshUser() {
  user = await signUp(stack.url);
}
/** Administrators the fuzz may use up (an admin call may sign out, or delete the account): a new one each time. */
const FUZZ_ADMINS = Array.from({ length: 40 }, (_, i) => `fuzz-admin-${i}@resilience.test`);
let adminsUsed = 0;
async function freshAdmin() {
  const email = FUZZ_ADMINS[adminsUsed++];
  if (!email) throw new Error('the fuzz used up its administrators');
  adminToken = (await signUp(stack.url, email)).token;
}

beforeAll(async () => {
  // Rate limits off: the fuzz is about what the services do with bad input, not about 429s.
  // Every account connection configured, against a local fake of the providers (OAuth 2.0 + their APIs).
  providers = await startFakeOAuthProvider();
  stack = await startPrivateStack('fuzz', {
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_EMAILS: [ADMIN_EMAIL, ...FUZZ_ADMINS].join(','),
    ...providers.env(['spotify', 'reddit', 'instagram', 'facebook']),
  });
  await stack.waitAllReady();
  const res = await call(stack.url, 'GET', '/api/openapi.json');
  if (res.status !== 200) throw new Error(`/api/openapi.json: ${res.status}`);
  doc = res.body;
  await freshUser();
  await freshAdmin();
  // Real ids for the path parameters, so valid-looking calls reach the code behind the lookup.
  const trip = await call(stack.url, 'POST', '/api/generate-stops', { token: user.token, body: { prompt: 'ghost towns from Las Vegas to Reno' }, timeoutMs: 60_000 });
  if (trip.status !== 200) throw new Error(`generate: ${trip.status} ${JSON.stringify(trip.body)}`);
  ids.id = ids.tripId = trip.body.tripId;
  const share = await call(stack.url, 'POST', `/api/trips/${ids.tripId}/share`, { token: user.token });
  if (share.status === 200 && typeof share.body?.shareId === 'string') ids.shareId = share.body.shareId;
  const post = await call(stack.url, 'POST', '/api/community/posts', { token: user.token, body: { title: 'fuzz', content: 'a post to aim at' } });
  if (post.status !== 201) throw new Error(`post: ${post.status} ${JSON.stringify(post.body)}`);
  ids.postId = post.body.id;
  const comment = await call(stack.url, 'POST', `/api/community/posts/${ids.postId}/comments`, { token: user.token, body: { content: 'a comment to aim at' } });
  if (comment.status === 201 || comment.status === 200) ids.commentId = comment.body.id;
  ids.provider = 'spotify';
});

afterAll(async () => {
  await stack?.stop();
  await providers?.stop();
});

describe('fuzz from the OpenAPI document', () => {
  it(`${BUDGET}+ generated requests (seed ${SEED}): no answer is 5xx, none goes unanswered`, async () => {
    const ops = operations(doc);
    expect(ops.length, 'operations in /api/openapi.json').toBeGreaterThan(30);
    const r = rng(SEED);
    // Every case of every operation, then further rounds (other random values) until the budget.
    const cases: FuzzCase[] = [];
    for (let round = 0; cases.length < BUDGET; round++) {
      for (const op of ops) cases.push(...casesFor(doc, op, ids, r, HUGE_BYTES).filter((c) => round === 0 || !c.kind.startsWith('body/huge')));
    }
    // Mixed order (seeded), so one kind of request never runs alone.
    for (let i = cases.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [cases[i], cases[j]] = [cases[j]!, cases[i]!];
    }

    const failures: string[] = [];
    const byStatus: Record<number, number> = {};
    const opsSeen = new Set<string>();
    let replacing: Promise<void> | null = null;
    let next = 0;
    const t0 = Date.now();
    const runOne = async (c: FuzzCase) => {
      const token = c.auth === 'user' ? user.token : c.auth === 'admin' ? adminToken : c.auth === 'bad' ? `${user.token.slice(0, -4)}AAAA` : undefined;
      const a = await rawCall(stack.url, c.method, c.path, { token, raw: c.body, contentType: c.contentType, headers: c.headers, timeoutMs: 60_000 });
      byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      opsSeen.add(`${c.op.method} ${c.op.path}`);
      if (a.status >= 500 || a.status === 0) {
        failures.push(`${a.status} ${c.kind} ${c.method} ${c.path.slice(0, 120)} ${c.contentType ?? ''} → ${JSON.stringify(a.body).slice(0, 200)}`);
      }
      // A sign-out or an account deletion ends the session: carry on with a new one.
      if (a.status === 401 && (c.auth === 'user' || c.auth === 'admin') && !replacing) {
        const who = c.auth;
        const check = await call(stack.url, 'GET', '/api/auth/user', { token: who === 'user' ? user.token : adminToken });
        if (check.status === 401 && !replacing) {
          replacing = (who === 'user' ? freshUser() : freshAdmin()).finally(() => {
            replacing = null;
          });
        }
      }
      if (replacing) await replacing;
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) await runOne(cases[next++]!);
      }),
    );
    const seconds = (Date.now() - t0) / 1000;
    console.log(
      `[fuzz] ${adminsUsed - 1} administrator sessions ended on the way; ${cases.length} requests over ${opsSeen.size}/${ops.length} operations in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(byStatus)}; 5xx or unanswered: ${failures.length}`,
    );
    for (const f of failures.slice(0, 40)) console.log(`[fuzz] ${f}`);
    expect(cases.length).toBeGreaterThanOrEqual(BUDGET);
    expect(opsSeen.size).toBe(ops.length);
    expect(failures, 'answers >= 500 (or none)').toEqual([]);
    // Nothing crashed on the way.
    await stack.waitAllReady(10_000);
  });
});
