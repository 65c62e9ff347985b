import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { AVATAR_COLOR_NAMES, CHANNELS, User, defaultAvatarColor, generatedHandle } from '@roadgremlin/contracts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createTestEnv, post, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('account');
  app = await t.build();
});
afterAll(() => t.cleanup());

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const patch = (url: string, token: string, payload: unknown) => app.inject({ method: 'PATCH', url, headers: bearer(token), payload: payload as object });

/** The next message on a channel of this test's prefix. */
async function nextEvent(channel: string, act: () => Promise<unknown>) {
  const sub = t.redis.duplicate();
  await sub.subscribe(`${t.prefix}${channel}`);
  const got = new Promise<unknown>((resolve) => sub.on('message', (_c, raw) => resolve(JSON.parse(raw))));
  await act();
  const event = await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error(`no ${channel} event`)), 3_000))]);
  await sub.quit();
  return event;
}

describe('display names', () => {
  it('a sign-up without one gets a generated handle and colour, in the user and the access token, with nothing of the e-mail address', async () => {
    const email = uniqueEmail('jane.doe1984');
    const { user, session } = await signUp(app, email);
    const parsed = User.parse(user);
    const name = parsed.user_metadata.display_name!;
    expect(name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{2}$/);
    expect(name.toLowerCase()).not.toContain('jane');
    expect(name.toLowerCase()).not.toContain(email.split('@')[0].toLowerCase());
    expect(AVATAR_COLOR_NAMES).toContain(parsed.user_metadata.avatar_color);
    expect(parsed.is_admin).toBe(false);
    expect(decodeJwt(session.access_token)).toMatchObject({ displayName: name, avatarColor: parsed.user_metadata.avatar_color });
  });

  it('a sign-up may choose one (trimmed, spaces collapsed); one with an @ is refused with a sentence and no account is made', async () => {
    const { user } = await signUp(app, uniqueEmail(), 'gremlin-pass-1', { displayName: '  Ada   the Bold ' } as never);
    expect(user.user_metadata.display_name).toBe('Ada the Bold');

    const before = await t.userCount();
    const res = await post(app, '/api/auth/sign-up', { email: uniqueEmail(), password: 'gremlin-pass-1', displayName: 'ada@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Display name cannot contain @');
    const short = await post(app, '/api/auth/sign-up', { email: uniqueEmail(), password: 'gremlin-pass-1', displayName: 'A' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 2 characters');
    expect(await t.userCount()).toBe(before);
  });

  it('PATCH /api/auth/user changes the display name and colour, announces user_profile_updated, and the next access token carries them', async () => {
    const { session, user } = await signUp(app);
    const event = await nextEvent(CHANNELS.userProfileUpdated, async () => {
      const res = await patch('/api/auth/user', session.access_token, { displayName: 'Route 66 Raccoon', avatarColor: 'teal' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.user_metadata).toMatchObject({ display_name: 'Route 66 Raccoon', avatar_color: 'teal' });
    });
    expect(event).toMatchObject({ userId: user.id, displayName: 'Route 66 Raccoon', avatarColor: 'teal' });
    const refreshed = await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(decodeJwt(refreshed.json().session.access_token)).toMatchObject({ displayName: 'Route 66 Raccoon', avatarColor: 'teal' });
    const [row] = (await sql<{ displayName: string; avatarColor: string }>`select "displayName", "avatarColor" from "user" where id = ${user.id}`.execute(t.db)).rows;
    expect(row).toEqual({ displayName: 'Route 66 Raccoon', avatarColor: 'teal' });
  });

  it('refuses a bad change with a 400 that names it, and changes nothing', async () => {
    const { session, user } = await signUp(app);
    for (const body of [{ displayName: 'me@home.example' }, { avatarColor: 'chartreuse' }, {}, { displayName: 'x'.repeat(41) }]) {
      const res = await patch('/api/auth/user', session.access_token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(10);
    }
    const me = await get('/api/auth/user', session.access_token);
    expect(me.json().user.user_metadata.display_name).toBe(user.user_metadata.display_name);
  });

  it('accounts from before display names get a handle and colour from their id on the next boot', async () => {
    const { user } = await signUp(app);
    await sql`update "user" set "displayName" = null, "avatarColor" = null where id = ${user.id}`.execute(t.db);
    await t.build();
    const [row] = (await sql<{ displayName: string; avatarColor: string }>`select "displayName", "avatarColor" from "user" where id = ${user.id}`.execute(t.db)).rows;
    expect(row).toEqual({ displayName: generatedHandle(user.id), avatarColor: defaultAvatarColor(user.id) });
  });
});

describe('sessions of the account', () => {
  it('lists the signed-in devices with the current one first, and "sign out everywhere else" ends the others for good', async () => {
    const { email, password } = await signUp(app);
    const phone = (await signIn(app, email, password, { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' })).json().session;
    const laptop = (await signIn(app, email, password, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' })).json().session;

    const list = await get('/api/auth/sessions', laptop.access_token);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions;
    expect(sessions.length).toBe(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome on Linux' });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { device: string }) => s.device)).toContain('Safari on iOS');

    const ended = await post(app, '/api/auth/sessions/sign-out-others', {}, bearer(laptop.access_token));
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await get('/api/auth/user', phone.access_token)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/refresh', { refresh_token: phone.refresh_token })).statusCode).toBe(401);
    expect((await get('/api/auth/user', laptop.access_token)).statusCode).toBe(200);
    expect((await get('/api/auth/sessions', laptop.access_token)).json().sessions).toHaveLength(1);
  });

  it("ends one named session; another account's session is a 404 and stays", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const bSessions = (await get('/api/auth/sessions', b.session.access_token)).json().sessions;
    const refused = await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bSessions[0].id}`, headers: bearer(a.session.access_token) });
    expect(refused.statusCode).toBe(404);
    expect((await get('/api/auth/user', b.session.access_token)).statusCode).toBe(200);
    const ok = await app.inject({ method: 'DELETE', url: `/api/auth/sessions/${bSessions[0].id}`, headers: bearer(b.session.access_token) });
    expect(ok.statusCode).toBe(204);
    expect((await get('/api/auth/user', b.session.access_token)).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('checks the current password, then the new one signs in, the old one does not, and other sessions end', async () => {
    const { email, password, session } = await signUp(app);
    const other = (await signIn(app, email, password)).json().session;
    const wrong = await post(app, '/api/auth/change-password', { currentPassword: 'not-it-at-all', newPassword: 'a-new-secret-9' }, bearer(session.access_token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'invalid_password' });
    expect((await signIn(app, email, password)).statusCode).toBe(200);

    const common = await post(app, '/api/auth/change-password', { currentPassword: password, newPassword: 'trustno1' }, bearer(session.access_token));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe('weak_password');

    const ok = await post(app, '/api/auth/change-password', { currentPassword: password, newPassword: 'a-new-secret-9' }, bearer(session.access_token));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().ended).toBeGreaterThanOrEqual(1);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    expect((await signIn(app, email, 'a-new-secret-9')).statusCode).toBe(200);
    expect((await get('/api/auth/user', other.access_token)).statusCode).toBe(401);
    expect((await get('/api/auth/user', session.access_token)).statusCode).toBe(200);
  });
});

describe('suspension', () => {
  it('an administrator suspends an account: its tokens stop working at once, sign-in and refresh are refused with a sentence; reinstating lets it in again', async () => {
    const { email, password, session, user } = await signUp(app);
    const admin = (await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    expect(admin.user.is_admin).toBe(true);

    const notAdmin = await post(app, `/api/users/${user.id}/suspend`, {}, bearer(session.access_token));
    expect(notAdmin.statusCode).toBe(403);

    const res = await post(app, `/api/users/${user.id}/suspend`, {}, bearer(admin.session.access_token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, displayName: user.user_metadata.display_name });
    expect(typeof res.json().suspendedAt).toBe('string');

    expect((await get('/api/auth/user', session.access_token)).statusCode).toBe(401);
    expect((await post(app, '/api/auth/refresh', { refresh_token: session.refresh_token })).statusCode).toBe(401);
    const refused = await signIn(app, email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'account_suspended' });
    expect(refused.json().error.message).toContain('suspended');

    const back = await post(app, `/api/users/${user.id}/unsuspend`, {}, bearer(admin.session.access_token));
    expect(back.json().suspendedAt).toBeNull();
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  });

  it('an administrator cannot be suspended, and an unknown account is a 404', async () => {
    const admin = (await signIn(app, ADMIN_EMAIL, ADMIN_PASSWORD)).json();
    const self = await post(app, `/api/users/${admin.user.id}/suspend`, {}, bearer(admin.session.access_token));
    expect(self.statusCode).toBe(409);
    const none = await post(app, '/api/users/no-such-user/suspend', {}, bearer(admin.session.access_token));
    expect(none.statusCode).toBe(404);
  });
});

describe('sign-up limit', () => {
  it('refuses the sign-ups of one address over SIGNUP_LIMIT_PER_HOUR with a 429 that says how long to wait; another address still signs up', async () => {
    const limited = await t.build({ SIGNUP_LIMIT_PER_HOUR: '3' });
    const from = (ip: string) => ({ 'x-gremlin-client-ip': ip });
    for (let i = 0; i < 3; i++) {
      const ok = await post(limited, '/api/auth/sign-up', { email: uniqueEmail('limit'), password: 'gremlin-pass-1' }, from('203.0.113.7'));
      expect(ok.statusCode).toBe(200);
    }
    const before = await t.userCount();
    const refused = await post(limited, '/api/auth/sign-up', { email: uniqueEmail('limit'), password: 'gremlin-pass-1' }, from('203.0.113.7'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(/the limit is 3 an hour\. Please wait (1 hour|\d+ minutes) and try again\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.userCount()).toBe(before);
    const elsewhere = await post(limited, '/api/auth/sign-up', { email: uniqueEmail('limit'), password: 'gremlin-pass-1' }, from('198.51.100.9'));
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('download my data and delete my account (identity’s part)', () => {
  it('GET /api/auth/user/export answers a zip with the account (e-mail, display name, devices) and a README', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const { email, session, user } = await signUp(app, uniqueEmail(), 'gremlin-pass-1', { displayName: 'Zip Gremlin' } as never);
    const res = await get('/api/auth/user/export', session.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="road-gremlin-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'account.json']);
    const account = JSON.parse(strFromU8(files['account.json']));
    expect(account.user).toMatchObject({ id: user.id, email, user_metadata: { display_name: 'Zip Gremlin' } });
    expect(account.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(strFromU8(files['README.txt'])).toContain('account.json: your account');
    expect((await app.inject({ method: 'GET', url: '/api/auth/user/export' })).statusCode).toBe(401);
  });

  it('a service that no longer knows the session (ended by another request on the way) is a 401 that says so, not an outage', async () => {
    const { createServer } = await import('node:http');
    const services = createServer((req, res) => {
      res.writeHead(req.url === '/readyz' ? 200 : 401, { 'content-type': 'application/json' });
      res.end(req.url === '/readyz' ? '{"status":"ready"}' : '{"error":{"code":"unauthorized","message":"Sign in again."}}');
    });
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(services.address() as { port: number }).port}`;
      const ended = await t.build({ TRIPS_URL: url, COMMUNITY_URL: url, CONNECTIONS_URL: url });
      const { session } = await signUp(ended);
      for (const [method, path] of [['GET', '/api/auth/user/export'], ['DELETE', '/api/auth/user']] as const) {
        const res = await ended.inject({ method, url: path, headers: bearer(session.access_token) });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json().error.message).toContain('Sign in again');
      }
    } finally {
      services.close();
    }
  });

  it('a service holding the person’s data that does not answer stops both with a 503 naming it, and the account stays', async () => {
    const down = await t.build({ TRIPS_URL: 'http://127.0.0.1:9' });
    const { session, email, password } = await signUp(down);
    const exported = await down.inject({ method: 'GET', url: '/api/auth/user/export', headers: bearer(session.access_token) });
    expect(exported.statusCode).toBe(503);
    expect(exported.json().error.message).toContain('the trips service is not answering');
    const deleted = await down.inject({ method: 'DELETE', url: '/api/auth/user', headers: bearer(session.access_token) });
    expect(deleted.statusCode).toBe(503);
    expect(deleted.json().error).toMatchObject({ code: 'service_unavailable' });
    expect(deleted.json().error.message).toMatch(/^Your account was not deleted: the trips service is not answering/);
    expect((await signIn(down, email, password)).statusCode).toBe(200);
  });
});
