/**
 * Mixed load (docs/product/quality.md#resilience): LOAD_USERS (200) simulated people for LOAD_SECONDS (120) against the
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateStack, type PrivateStack } from './src/stack.js';
import { LOAD_ROUTES, loadReport, operatorEmail, runMixedLoad, signUpPeople, type Person } from './src/load-scenario.js';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const OPERATORS = Math.max(1, Math.round(USERS / 20));
/** People arrive over the first quarter of the run. */
const ARRIVAL_MS = (SECONDS * 1000) / 4;

let stack: PrivateStack;
let people: Person[] = [];

beforeAll(async () => {
  stack = await startPrivateStack('load', {
    ADMIN_EMAILS: ['admin@resilience.test', ...Array.from({ length: OPERATORS }, (_, i) => operatorEmail('resilience', i))].join(','),
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '600',
    LOG_LEVEL: 'error',
    REQUEST_LOG_LEVEL: 'off',
  });
  await stack.waitAllReady();
  // Accounts first (sign-up hashes a password: not part of the measured minutes).
  people = await signUpPeople(stack.url, USERS, OPERATORS, 'resilience');
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

describe(`mixed load: ${USERS} people for ${SECONDS} s`, () => {
  it('no errors but documented 429s; p99 per route printed', async () => {
    const { samples, seconds } = await runMixedLoad({ url: stack.url, people, seconds: SECONDS, arrivalMs: ARRIVAL_MS });
    const report = loadReport(samples, seconds, `${USERS} people (${OPERATORS} operators)`);
    console.log(`[load]\n${report.lines.join('\n')}`);
    expect(report.byStatus, 'errors other than documented 429s').toEqual({});
    for (const route of LOAD_ROUTES) expect(report.routes, route).toContain(route);
  });
});
