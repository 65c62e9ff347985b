import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, signUp, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('malformed');
  app = await t.build();
  await signUp(app, 'existing@example.com', 'secret-123');
});
afterAll(() => t.cleanup());

interface Case {
  name: string;
  url: string;
  /** JSON-encoded unless `raw` is given. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  status: number;
  message?: RegExp;
}

const SIGN_UP = '/api/auth/sign-up';
const SIGN_IN = '/api/auth/sign-in';
const ok = { email: 'new.person@example.com', password: 'secret-123' };
const RTL = '\u202e';
const huge = 'x'.repeat(1_100_000);

const cases: Case[] = [
  { name: 'sign-up with an empty object', url: SIGN_UP, body: {}, status: 400, message: /email.*(required|expected string)|Email must be text/i },
  { name: 'sign-up without a password', url: SIGN_UP, body: { email: ok.email }, status: 400, message: /password/i },
  { name: 'sign-up without an e-mail', url: SIGN_UP, body: { password: ok.password }, status: 400, message: /email/i },
  { name: 'sign-up with an empty password', url: SIGN_UP, body: { ...ok, password: '' }, status: 400, message: /Password is required/ },
  { name: 'sign-up with a number for the e-mail', url: SIGN_UP, body: { ...ok, email: 12345 }, status: 400, message: /Email must be text/ },
  { name: 'sign-up with an array for the e-mail', url: SIGN_UP, body: { ...ok, email: [ok.email] }, status: 400, message: /Email must be text/ },
  { name: 'sign-up with an object for the e-mail', url: SIGN_UP, body: { ...ok, email: { $ne: '' } }, status: 400, message: /Email must be text/ },
  { name: 'sign-up with a number for the password', url: SIGN_UP, body: { ...ok, password: 123456 }, status: 400, message: /Password must be text/ },
  { name: 'sign-up with an array for the password', url: SIGN_UP, body: { ...ok, password: ['secret-123'] }, status: 400, message: /Password must be text/ },
  { name: 'sign-up with null for the password', url: SIGN_UP, body: { ...ok, password: null }, status: 400, message: /Password must be text/ },
  { name: 'sign-up with an object for the first name', url: SIGN_UP, body: { ...ok, firstName: { a: 1 } }, status: 400, message: /Name must be text/ },
  { name: 'sign-up with a 10k-character e-mail', url: SIGN_UP, body: { ...ok, email: `${'a'.repeat(10_000)}@example.com` }, status: 400, message: /at most 254/ },
  { name: 'sign-up with a NUL inside the e-mail', url: SIGN_UP, body: { ...ok, email: 'new\u0000person@example.com' }, status: 400, message: /valid e-mail/ },
  { name: 'sign-up with an RTL override in the e-mail', url: SIGN_UP, body: { ...ok, email: `${RTL}moc.elpmaxe@nosrep` }, status: 400, message: /valid e-mail/ },
  { name: 'sign-up with an emoji e-mail', url: SIGN_UP, body: { ...ok, email: '🦄🦄@example.com' }, status: 400, message: /valid e-mail/ },
  { name: 'sign-up with a blank e-mail', url: SIGN_UP, body: { ...ok, email: '   ' }, status: 400, message: /valid e-mail/ },
  { name: 'sign-up with a NUL in the first name', url: SIGN_UP, body: { ...ok, firstName: 'Ad\u0000a' }, status: 400, message: /firstName must not contain control characters/ },
  { name: 'sign-up with a 10k-character last name', url: SIGN_UP, body: { ...ok, lastName: 'L'.repeat(10_000) }, status: 400, message: /at most 100/ },
  { name: 'sign-up with a 129-character password', url: SIGN_UP, body: { ...ok, password: 'p'.repeat(129) }, status: 400, message: /at most 128/ },
  { name: 'sign-up with a 1 MB body', url: SIGN_UP, body: { ...ok, firstName: huge }, status: 413, message: /larger than/ },
  { name: 'sign-up with broken JSON', url: SIGN_UP, raw: '{"email": "a@b.com", "password": ', contentType: 'application/json', status: 400, message: /not valid JSON/ },
  { name: 'sign-up with an empty JSON body', url: SIGN_UP, raw: '', contentType: 'application/json', status: 400, message: /empty/ },
  { name: 'sign-up sent as text/plain', url: SIGN_UP, raw: JSON.stringify(ok), contentType: 'text/plain', status: 415, message: /Content-Type: application\/json/ },
  { name: 'sign-up sent as a form', url: SIGN_UP, raw: 'email=a%40b.com&password=secret-123', contentType: 'application/x-www-form-urlencoded', status: 415, message: /JSON/ },
  { name: 'sign-up with a JSON array body', url: SIGN_UP, body: [ok], status: 400, message: /expected object/ },
  { name: 'sign-up with a JSON string body', url: SIGN_UP, raw: '"hello"', contentType: 'application/json', status: 400, message: /expected object/ },
  { name: 'sign-up of an existing e-mail with odd case and spaces', url: SIGN_UP, body: { email: '  EXISTING@example.com ', password: 'secret-123' }, status: 422, message: /User already registered/ },
  { name: 'sign-up with a 5-character emoji password', url: SIGN_UP, body: { ...ok, password: '🦄🦄' }, status: 422, message: /at least 6 characters/ },
  { name: 'sign-in with an empty object', url: SIGN_IN, body: {}, status: 400, message: /email|password/i },
  { name: 'sign-in with a malformed e-mail', url: SIGN_IN, body: { email: 'not-an-email', password: 'secret-123' }, status: 400, message: /valid e-mail/ },
  { name: 'sign-in with an object for the password', url: SIGN_IN, body: { email: 'existing@example.com', password: { $gt: '' } }, status: 400, message: /Password must be text/ },
  { name: 'sign-in with a NUL in the password', url: SIGN_IN, body: { email: 'existing@example.com', password: 'secret\u0000123' }, status: 401, message: /Invalid email or password/ },
  { name: 'refresh without a token', url: '/api/auth/refresh', body: {}, status: 400, message: /refresh_token/ },
  { name: 'refresh with a number', url: '/api/auth/refresh', body: { refresh_token: 42 }, status: 400, message: /refresh_token/ },
  { name: 'refresh with RTL marks and emoji', url: '/api/auth/refresh', body: { refresh_token: `${RTL}🦄\u0000token` }, status: 401, message: /session has ended/ },
  { name: 'refresh with a 5000-character token', url: '/api/auth/refresh', body: { refresh_token: 'r'.repeat(5000) }, status: 400, message: /refresh_token/ },
  { name: 'sign-out with a number for the refresh token', url: '/api/auth/sign-out', body: { refresh_token: 7 }, status: 400, message: /refresh_token/ },
  { name: 'recover without an e-mail', url: '/api/auth/recover', body: {}, status: 400, message: /Email must be text/ },
  { name: 'recover with an array of e-mails', url: '/api/auth/recover', body: { email: ['a@b.com', 'c@d.com'] }, status: 400, message: /Email must be text/ },
  { name: 'reset-password without tokens', url: '/api/auth/reset-password', body: { password: 'secret-456' }, status: 400, message: /access_token|refresh_token/ },
  { name: 'reset-password with a short password', url: '/api/auth/reset-password', body: { access_token: 'a', refresh_token: 'b', password: '123' }, status: 400, message: /^Password must be at least 6 characters long\.$/ },
  { name: 'reset-password with unicode tokens', url: '/api/auth/reset-password', body: { access_token: `${RTL}🦄`, refresh_token: '\u0000', password: 'secret-456' }, status: 400, message: /reset link is invalid or has expired/ },
];

describe('malformed input to the auth endpoints', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  for (const c of cases) {
    it(`${c.name}: answers ${c.status} with a readable message and stores nothing`, async () => {
      const before = await t.userCount();
      const res = await app.inject({
        method: 'POST',
        url: c.url,
        headers: c.contentType ? { 'content-type': c.contentType } : {},
        payload: c.raw ?? (c.body as object),
      });
      expect(res.statusCode, res.body).toBe(c.status);
      const { error } = res.json();
      expect(typeof error.code).toBe('string');
      expect(error.message.length).toBeGreaterThan(5);
      expect(error.message).not.toMatch(/\bat \S+:\d+|stack|Error:/);
      if (c.message) expect(error.message).toMatch(c.message);
      expect(await t.userCount()).toBe(before);
    });
  }
});
