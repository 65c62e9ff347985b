import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { ConfigError } from '@roadgremlin/service-kit';
import { loadConfig } from '../src/config.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestEnv, post, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';

/** A pino destination that keeps every line, to read what the service logged. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('admin bootstrap', () => {
  let t: TestEnv;
  beforeAll(async () => {
    t = await createTestEnv('bootstrap');
  });
  afterAll(() => t.cleanup());

  it('creates the confirmed admin once with a generated password shown once; a second boot changes nothing', async () => {
    const first = captureLog();
    const app1 = await t.build({ ADMIN_PASSWORD: undefined }, { logger: first.logger });
    const banner = first.lines.map((l) => JSON.parse(l).msg as string).find((m) => m?.includes('administrator account created'));
    expect(banner).toBeDefined();
    const password = /password: (\S+)/.exec(banner!)![1];
    expect(password.length).toBeGreaterThanOrEqual(20);

    const signedIn = await signIn(app1, ADMIN_EMAIL, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email_confirmed_at).toEqual(expect.any(String));
    await app1.close();

    const second = captureLog();
    const app2 = await t.build({ ADMIN_PASSWORD: 'a-different-password' }, { logger: second.logger });
    expect(second.lines.join('\n')).not.toContain('administrator account created');
    expect(second.lines.join('\n')).not.toContain(password);
    expect((await signIn(app2, ADMIN_EMAIL, password)).statusCode).toBe(200);
    expect((await signIn(app2, ADMIN_EMAIL, 'a-different-password')).statusCode).toBe(401);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from identity."user" where email = ${ADMIN_EMAIL}`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });
});

describe('two processes booting on one empty database', () => {
  let t: TestEnv;
  beforeAll(async () => {
    t = await createTestEnv('concurrent');
  });
  afterAll(() => t.cleanup());

  it('both start; the schema, the admin and the signing key exist once', async () => {
    const [a, b] = await Promise.all([t.build(), t.build()]);
    const admins = await sql<{ n: number }>`select count(*)::int as n from identity."user" where email = ${ADMIN_EMAIL}`.execute(t.db);
    expect(admins.rows[0].n).toBe(1);
    const keys = await sql<{ n: number }>`select count(*)::int as n from identity.jwks`.execute(t.db);
    expect(keys.rows[0].n).toBe(1);
    // A token minted by one process is accepted by the other.
    const { session } = (await signIn(a, ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    expect((await b.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session.access_token) })).statusCode).toBe(200);
  });
});

describe('restart', () => {
  let t: TestEnv;
  beforeAll(async () => {
    t = await createTestEnv('restart');
  });
  afterAll(() => t.cleanup());

  it('keeps accounts, sessions and keys across a restart, with the development secret kept in DATA_DIR', async () => {
    const app1 = await t.build({ BETTER_AUTH_SECRET: undefined });
    const secret = (await readFile(path.join(t.dataDir, 'identity-secret'), 'utf8')).trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const account = await signUp(app1, uniqueEmail('restart'), 'secret-123');
    const { session } = (await signIn(app1, account.email, 'secret-123')).json();
    await app1.close();

    const app2 = await t.build({ BETTER_AUTH_SECRET: undefined });
    expect((await readFile(path.join(t.dataDir, 'identity-secret'), 'utf8')).trim()).toBe(secret);
    expect((await signIn(app2, account.email, 'secret-123')).statusCode).toBe(200);
    expect((await app2.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session.access_token) })).statusCode).toBe(200);
    const refreshed = await post(app2, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
  });

  it('answers /healthz and /readyz', async () => {
    const app = await t.build();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', service: 'identity' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(Object.keys(ready.json().checks)).toEqual(['postgres', 'redis']);
  });
});

describe('configuration', () => {
  const base = { DATABASE_URL: 'postgres://x@127.0.0.1/x' };

  it('requires BETTER_AUTH_SECRET in production, naming it', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) }).BETTER_AUTH_SECRET).toBe('x'.repeat(32));
  });

  it('has the documented defaults and caps the access-token lifetime at 15 minutes', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({ PORT: 3001, REQUIRE_EMAIL_CONFIRMATION: false, ACCESS_TOKEN_TTL_SECONDS: 900, MAIL_FROM: 'Road Gremlin <gremlin@roadgremlin.local>' });
    expect(c.DATA_DIR).toMatch(/\.data$/);
    expect(() => loadConfig({ ...base, ACCESS_TOKEN_TTL_SECONDS: '901' })).toThrow(/at most 900/);
  });
});
