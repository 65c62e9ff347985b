import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { generateKeyPair } from 'jose';
import { AdminStatsSnapshot } from '@roadgremlin/contracts';
import { createWorld, pageChange, waitFor } from './helpers.js';

describe('GET /api/admin/stats', () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let app: Awaited<ReturnType<typeof world.build>>;

  beforeAll(async () => {
    world = await createWorld('admin_http');
    app = await world.build();
  });
  afterAll(async () => world?.cleanup());

  it('without a token answers 401 in the shared error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('missing_token');
  });

  it('with a signed-in non-admin token answers 403 "Administrator Access Required"', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${await world.userToken()}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: 'Administrator Access Required' });
  });

  it('with an admin e-mail signed by another key, or expired, answers 401', async () => {
    const other = (await generateKeyPair('EdDSA')).privateKey;
    for (const token of [await world.token('boss@example.com', { key: other }), await world.token('boss@example.com', { exp: Math.floor(Date.now() / 1000) - 5 }), 'not.a.jwt']) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('with an admin token answers 200 with stats, sessions and 24 hourly history entries', async () => {
    await world.publish('activity', pageChange('http-1', '/community'));
    await waitFor(async () => (await app.adminStats.store.snapshot()).stats.activeUsers === 1, 5_000, 'the session');
    // ADMIN_EMAILS is compared case-insensitively, and any listed address is an admin.
    for (const email of ['Boss@Example.com', 'second-admin@example.com']) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: { authorization: `Bearer ${await world.token(email)}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = AdminStatsSnapshot.parse(res.json());
      expect(body.stats).toMatchObject({ activeUsers: 1, totalSessions: 1, peakConcurrent: 1 });
      expect(body.sessions).toEqual([expect.objectContaining({ id: 'http-1', currentPage: '/community', email: null })]);
      expect(body.history).toHaveLength(24);
      const hours = body.history.map((h) => Date.parse(h.hour));
      for (let i = 1; i < 24; i++) expect(hours[i] - hours[i - 1]).toBe(3_600_000);
      expect(hours[23]).toBe(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    }
  });

  it('a plain GET /ws/admin (no upgrade) answers 426 in the shared error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/ws/admin' });
    expect(res.statusCode).toBe(426);
    expect(res.json().error.code).toBe('upgrade_required');
  });
});
