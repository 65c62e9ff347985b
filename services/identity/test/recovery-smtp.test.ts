import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { sql } from 'kysely';
import { bearer, createTestEnv, post, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;
let smtp: SMTPServer;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => inbox.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestEnv('recovery');
  app = await t.build({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.cleanup();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(email: string, since: number) {
  await expect.poll(() => inbox.slice(since).some((m) => m.to && JSON.stringify(m.to).includes(email)), { timeout: 10_000 }).toBe(true);
  return inbox.slice(since).find((m) => JSON.stringify(m.to).includes(email))!;
}

function resetLinkOf(mail: ParsedMail) {
  const match = /http:\/\/localhost:8080\/reset-password#[^\s"<]+/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  const hash = new URLSearchParams(url.hash.slice(1));
  return { link: match![0], access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')!, type: hash.get('type') };
}

describe('password recovery over real SMTP', () => {
  it('mails a one-time link that resets the password and ends every old session', async () => {
    const account = await signUp(app, uniqueEmail('forgetful'), 'old-secret-1', { firstName: 'Frida' });
    const old = (await signIn(app, account.email, 'old-secret-1')).json().session;

    const since = inbox.length;
    const res = await post(app, '/api/auth/recover', { email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const mail = await mailTo(account.email, since);
    expect(mail.subject).toBe('Reset your Road Gremlin password');
    expect(mail.from?.text).toContain('gremlin@roadgremlin.local');
    expect(mail.text).toContain('Hi Frida,');
    expect(mail.text).toContain('The Road Gremlin');
    expect(mail.html).toContain('/reset-password#access_token=');
    const link = resetLinkOf(mail);
    expect(link.type).toBe('recovery');

    // A link whose halves do not belong together is refused and leaves the link usable.
    const tampered = await post(app, '/api/auth/reset-password', { ...link, refresh_token: `${link.refresh_token}x`, password: 'new-secret-2' });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toEqual({ code: 'invalid_reset_link', message: 'This password reset link is invalid or has expired.' });

    const reset = await post(app, '/api/auth/reset-password', { access_token: link.access_token, refresh_token: link.refresh_token, password: 'new-secret-2' });
    expect(reset.statusCode, reset.body).toBe(200);

    const fresh = await signIn(app, account.email, 'new-secret-2');
    expect(fresh.statusCode).toBe(200);
    // Signed in the same second as the reset, the new session is not caught by the revocation.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(fresh.json().session.access_token) })).statusCode).toBe(200);

    const oldPassword = await signIn(app, account.email, 'old-secret-1');
    expect(oldPassword.statusCode).toBe(401);

    const reuse = await post(app, '/api/auth/reset-password', { access_token: link.access_token, refresh_token: link.refresh_token, password: 'third-secret-3' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('invalid_reset_link');
    expect((await signIn(app, account.email, 'third-secret-3')).statusCode).toBe(401);

    // The sessions from before the reset are over, access and refresh tokens alike.
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(old.access_token) })).statusCode).toBe(401);
    expect((await post(app, '/api/auth/refresh', { refresh_token: old.refresh_token })).statusCode).toBe(401);
  });

  it('answers ok for an unknown address and sends nothing', async () => {
    const since = inbox.length;
    const res = await post(app, '/api/auth/recover', { email: uniqueEmail('ghost') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(since);
  });

  it('refuses a link older than one hour', async () => {
    const account = await signUp(app, uniqueEmail('slow'), 'old-secret-1');
    const since = inbox.length;
    await post(app, '/api/auth/recover', { email: account.email });
    const link = resetLinkOf(await mailTo(account.email, since));
    await sql`update identity.verification set "expiresAt" = now() - interval '1 minute'`.execute(t.db);
    const res = await post(app, '/api/auth/reset-password', { access_token: link.access_token, refresh_token: link.refresh_token, password: 'new-secret-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_reset_link');
    expect((await signIn(app, account.email, 'old-secret-1')).statusCode).toBe(200);
  });

  it('stores the reset token hashed, never as sent', async () => {
    const account = await signUp(app, uniqueEmail('hashed'), 'old-secret-1');
    const since = inbox.length;
    await post(app, '/api/auth/recover', { email: account.email });
    const link = resetLinkOf(await mailTo(account.email, since));
    const { rows } = await sql<{ identifier: string }>`select identifier from identity.verification`.execute(t.db);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.identifier).join(' ')).not.toContain(link.access_token);
  });
});
