import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, post, uniqueEmail, type TestEnv } from './helpers.js';
import { isCommonPassword } from '../src/auth/common-passwords.js';

/** The minimum stays 6 (docs/product/auth.md#passwords); the most common passwords are refused with weak_password. */
let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('weak');
  app = await t.build();
});
afterAll(() => t.cleanup());

const COMMON = ['123456', 'password', 'qwerty', 'iloveyou', 'Football', 'PASSWORD1', 'trustno1', 'letmein'];

describe('common passwords', () => {
  it('the bundled list holds the most common passwords, case-insensitively, and nothing unusual', () => {
    for (const p of COMMON) expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['k8z!Qp', 'secret-123', 'correct horse battery staple', 'route66-ghosttowns', 'gremlinfishing-lake', 'my road gremlin trip']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });

  it('refuses the product name and its obvious variants: case, separators, digits for letters, padding', () => {
    const variants = ['roadgremlin', 'RoadGremlin', 'Road Gremlin', 'road-gremlin', 'road_gremlin', 'road.gremlin', 'roadgremlin1', 'RoadGremlin123!', '!roadgremlin!', 'r0adgr3mlin', 'R0ad-Gr3ml1n', 'gremlin', 'Gremlins', 'gr3mlin', 'Gr3mL!n', 'gremlin2025', '2025gremlin', 'theroadgremlin', 'ROADGREMLINS'];
    for (const p of variants) expect(isCommonPassword(p), p).toBe(true);
  });

  it('sign-up refuses a common password or the product name with 422 weak_password and the reason, and creates nothing', async () => {
    for (const password of [...COMMON, 'RoadGremlin2025!', 'gr3mlin']) {
      const email = uniqueEmail('common');
      const res = await post(app, '/api/auth/sign-up', { email, password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().error).toEqual({
        code: 'weak_password',
        message: 'This password is one of the most common and easy to guess. Please choose a different one.',
        details: { reasons: ['pwned'] },
      });
      expect(await t.db.selectFrom('user').select('id').where('email', '=', email).execute()).toHaveLength(0);
    }
  });

  it('keeps the minimum of 6: a short password is still refused for its length, an uncommon 6-character one accepted', async () => {
    const short = await post(app, '/api/auth/sign-up', { email: uniqueEmail('short'), password: 'gr3mL' });
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toMatchObject({ code: 'weak_password', details: { reasons: ['length'] } });
    const ok = await post(app, '/api/auth/sign-up', { email: uniqueEmail('fine'), password: 'gr3mL!' });
    expect(ok.statusCode).toBe(200);
  });

  it('password reset refuses a common password too (400 weak_password with the reason)', async () => {
    const res = await post(app, '/api/auth/reset-password', { access_token: 'a', refresh_token: 'b', password: 'iloveyou' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'weak_password', details: { reasons: ['pwned'] } });
  });
});
