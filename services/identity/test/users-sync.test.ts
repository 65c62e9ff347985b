import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSyncResponse } from '@roadgremlin/contracts';
import { bearer, createTestEnv, post, signIn, signUp, uniqueEmail, type TestEnv } from './helpers.js';

let t: TestEnv;
let app: Awaited<ReturnType<TestEnv['build']>>;

beforeAll(async () => {
  t = await createTestEnv('sync');
  app = await t.build();
});
afterAll(() => t.cleanup());

async function signedIn() {
  const account = await signUp(app, uniqueEmail('sync'), 'secret-123', { firstName: 'Sam' });
  const { session } = (await signIn(app, account.email, account.password)).json();
  return { id: account.user.id as string, email: account.email, token: session.access_token as string };
}

describe('POST /api/users/sync', () => {
  it('inserts the profile, then a second call updates it', async () => {
    const me = await signedIn();
    const first = await post(app, '/api/users/sync', { id: me.id, email: me.email, firstName: 'Sam', lastName: null, profileImageUrl: null, provider: 'email', providerId: me.id }, bearer(me.token));
    expect(first.statusCode, first.body).toBe(200);
    expect(UserSyncResponse.parse(first.json()).user).toMatchObject({ id: me.id, email: me.email, firstName: 'Sam', lastName: null, provider: 'email', providerId: me.id });

    const second = await post(app, '/api/users/sync', { id: me.id, email: me.email, firstName: 'Samantha', lastName: 'Gremlin', profileImageUrl: 'https://img.example/s.png' }, bearer(me.token));
    expect(second.statusCode).toBe(200);
    expect(second.json().user).toMatchObject({ firstName: 'Samantha', lastName: 'Gremlin', profileImageUrl: 'https://img.example/s.png', provider: 'email', providerId: me.id });

    const rows = await t.db.selectFrom('profiles').selectAll().where('id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Samantha', last_name: 'Gremlin', profile_image_url: 'https://img.example/s.png' });
    expect(rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(rows[0].created_at.getTime());
  });

  it('refuses syncing another id with 403 and stores nothing', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const res = await post(app, '/api/users/sync', { id: other.id, email: other.email, firstName: 'Mallory' }, bearer(me.token));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You can only sync your own profile.');
    expect(await t.db.selectFrom('profiles').selectAll().where('id', '=', other.id).execute()).toHaveLength(0);
  });

  it('refuses an e-mail that is not the signed-in one with 403', async () => {
    const me = await signedIn();
    const res = await post(app, '/api/users/sync', { id: me.id, email: 'someone.else@example.com' }, bearer(me.token));
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('profiles').selectAll().where('id', '=', me.id).execute()).toHaveLength(0);
  });

  it('answers malformed bodies with 400', async () => {
    const me = await signedIn();
    for (const body of [{}, { id: me.id }, { id: me.id, email: me.email, firstName: 'x'.repeat(101) }, { id: me.id, email: me.email, lastName: 'a\u0000b' }, { id: [me.id], email: me.email }]) {
      const res = await post(app, '/api/users/sync', body, bearer(me.token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('deletes the profile with the account', async () => {
    const me = await signedIn();
    await post(app, '/api/users/sync', { id: me.id, email: me.email }, bearer(me.token));
    expect(await t.db.selectFrom('profiles').selectAll().where('id', '=', me.id).execute()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/user', headers: bearer(me.token) })).statusCode).toBe(204);
    expect(await t.db.selectFrom('profiles').selectAll().where('id', '=', me.id).execute()).toHaveLength(0);
  });
});
