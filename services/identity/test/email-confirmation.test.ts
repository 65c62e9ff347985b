import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { bearer, createTestEnv, post, signIn, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('confirm');
  app = await t.build({ REQUIRE_EMAIL_CONFIRMATION: 'true' });
});
afterAll(() => t.cleanup());

/** The messages in the outbox (SMTP_URL unset) addressed to `email`, oldest first. */
async function outbox(email: string) {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${email}.eml`)).sort();
  return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
}

function confirmLinkOf(text: string) {
  const match = /http:\/\/localhost:8080(\/api\/auth\/confirm\?token=[^\s"<]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1];
}

describe('REQUIRE_EMAIL_CONFIRMATION=true', () => {
  it('says so in the auth config', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({ externalProvider: null, requireEmailConfirmation: true });
  });

  it('signs up without a session, refuses sign-in with 403 until the e-mailed link is followed, then signs in', async () => {
    const email = uniqueEmail('confirm');
    const up = await post(app, '/api/auth/sign-up', { email, password: 'secret-123', firstName: 'Cleo' });
    expect(up.statusCode).toBe(200);
    expect(up.json().session).toBeNull();
    expect(up.json().user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { first_name: 'Cleo' } });

    await expect.poll(async () => (await outbox(email)).length).toBe(1);
    const [mail] = await outbox(email);
    expect(mail.subject).toBe('Confirm your Road Gremlin account');
    expect(mail.text).toContain('The Road Gremlin');
    const link = confirmLinkOf(mail.text!);

    const early = await signIn(app, email, 'secret-123');
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed: check your inbox for the confirmation link.' });
    // A wrong password is still just a wrong password.
    expect((await signIn(app, email, 'not-it-at-all')).statusCode).toBe(401);

    const follow = await app.inject({ method: 'GET', url: link });
    expect(follow.statusCode).toBe(302);
    const location = new URL(follow.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/auth-redirect');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('token_type')).toBe('bearer');
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(hash.get('access_token')!) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email_confirmed_at).toEqual(expect.any(String));
    expect((await post(app, '/api/auth/refresh', { refresh_token: hash.get('refresh_token') })).statusCode).toBe(200);

    const later = await signIn(app, email, 'secret-123');
    expect(later.statusCode).toBe(200);
    expect(later.json().user.email_confirmed_at).toEqual(expect.any(String));

    // The link signs in once only; afterwards it just leads to the sign-in page.
    const again = await app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('http://localhost:8080/auth?confirmed=true');
  });

  it('re-sends the link when an unconfirmed user signs in with the right password', async () => {
    const email = uniqueEmail('resend');
    await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
    await expect.poll(async () => (await outbox(email)).length).toBe(1);
    expect((await signIn(app, email, 'secret-123')).statusCode).toBe(403);
    await expect.poll(async () => (await outbox(email)).length).toBe(2);
  });

  it('sends a bad or forged link to /auth-redirect with access_denied', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jb20ifQ.c2lnbmF0dXJl', '%E2%80%AE%F0%9F%A6%84']) {
      const res = await app.inject({ method: 'GET', url: `/api/auth/confirm?token=${token}` });
      expect(res.statusCode).toBe(302);
      const location = new URL(res.headers.location as string);
      expect(location.pathname).toBe('/auth-redirect');
      expect(location.searchParams.get('error')).toBe('access_denied');
      expect(location.searchParams.get('error_description')).toMatch(/expired/);
    }
  });

  it('answers a sign-up with a registered address like a new one, creates nothing and tells the owner by e-mail', async () => {
    const email = uniqueEmail('twice');
    await post(app, '/api/auth/sign-up', { email, password: 'secret-123' });
    const before = await t.userCount();
    const res = await post(app, '/api/auth/sign-up', { email, password: 'another-456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toBeNull();
    expect(await t.userCount()).toBe(before);
    await expect.poll(async () => (await outbox(email)).map((m) => m.subject)).toContain('You already have a Road Gremlin account');
  });
});
