import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import pg from 'pg';
import { clearRedisPrefix } from '@roadgremlin/service-kit/testing';
import { createWorld, pageChange, sessionEnd, sleep, userLogin, waitFor } from './helpers.js';

const MIN = 60_000;

describe('live statistics from events', () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let app: Awaited<ReturnType<typeof world.build>>;
  /** The app's clock runs `offset` ms ahead of the wall clock. */
  let offset = 0;
  const snapshot = () => app.adminStats.store.snapshot();

  beforeAll(async () => {
    world = await createWorld('admin_events');
    app = await world.build({}, () => Date.now() + offset);
  });
  afterAll(async () => world?.cleanup());

  it('drops malformed events without affecting the statistics, then applies a valid one', async () => {
    const before = await snapshot();
    const applied = await app.adminStats.store.appliedCount();
    const junk: [string, unknown][] = [
      ['activity', 'not json {'],
      ['activity', 'null'],
      ['activity', '[1,2,3]'],
      ['activity', { type: 'page_change', sessionId: 'x' }],
      ['activity', { type: 'teleport', sessionId: 'x', currentPage: '/', email: null, at: new Date().toISOString() }],
      ['activity', { type: 'page_change', sessionId: '', currentPage: '/', email: null, at: new Date().toISOString() }],
      ['activity', { type: 'page_change', sessionId: 'y'.repeat(101), currentPage: '/', email: null, at: new Date().toISOString() }],
      ['activity', { type: 'page_change', sessionId: 'z', currentPage: '/'.repeat(3000), email: null, at: new Date().toISOString() }],
      ['activity', { type: 'page_change', sessionId: 'z', currentPage: '/', email: null, at: 'yesterday-ish' }],
      ['activity', { type: 'user_login', sessionId: 'z', currentPage: '/', email: null, at: new Date().toISOString() }],
      ['activity', { type: 'page_change', sessionId: 42, currentPage: '/', email: null, at: new Date().toISOString() }],
      ['trip_generated', { tripId: 't-bad' }],
      ['trip_generated', '"a string"'],
      ['user_signed_up', { userId: '', email: 'a@b.c', at: new Date().toISOString() }],
      ['user_signed_up', { email: 'a@b.c', at: new Date().toISOString() }],
    ];
    for (const [channel, event] of junk) await world.publish(channel, event);
    await world.publish('activity', pageChange('valid-1', '/'));
    await waitFor(async () => (await snapshot()).stats.activeUsers === before.stats.activeUsers + 1, 5_000, 'the valid event');
    await sleep(100);
    const after = await snapshot();
    expect(after.stats).toEqual({ ...before.stats, activeUsers: before.stats.activeUsers + 1, totalSessions: before.stats.totalSessions + 1, peakConcurrent: Math.max(before.stats.peakConcurrent, before.stats.activeUsers + 1) });
    expect(after.sessions.map((s) => s.id)).toEqual(['valid-1']);
    expect(await app.adminStats.store.appliedCount()).toBe(applied + 1);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('a session ends after 5 idle minutes: no longer active, its duration counted in averageSessionTime', async () => {
    await world.publish('activity', pageChange('idle-1', '/'));
    await waitFor(async () => (await snapshot()).sessions.some((s) => s.id === 'idle-1'), 5_000, 'idle-1');
    offset += 2 * MIN;
    await world.publish('activity', userLogin('idle-1', 'grace@example.com', '/my-trips'));
    await waitFor(async () => (await snapshot()).sessions.find((s) => s.id === 'idle-1')?.email === 'grace@example.com', 5_000, 'the login');
    // A later page_change without an e-mail keeps the session's verified e-mail.
    offset += 1 * MIN;
    await world.publish('activity', pageChange('idle-1', '/community'));
    await waitFor(async () => (await snapshot()).sessions.find((s) => s.id === 'idle-1')?.currentPage === '/community', 5_000, 'the page');
    const live = await snapshot();
    const s = live.sessions.find((x) => x.id === 'idle-1')!;
    expect(s.email).toBe('grace@example.com');
    expect(Date.parse(s.lastActivity) - Date.parse(s.joinedAt)).toBeGreaterThanOrEqual(3 * MIN);
    expect(live.stats.averageSessionTime).toBe(0);

    offset += 5 * MIN; // 5 minutes after its last activity (valid-1 went idle too)
    const expired = await snapshot();
    expect(expired.stats.activeUsers).toBe(0);
    expect(expired.sessions).toEqual([]);
    expect(await app.adminStats.store.sweep()).toBe(2);
    const swept = await snapshot();
    // valid-1 lasted 0 minutes, idle-1 lasted 3: the mean is 1.5.
    expect(swept.stats.averageSessionTime).toBe(1.5);
    expect(swept.stats.totalSessions).toBe(2);
    expect(swept.stats.peakConcurrent).toBe(2);
    expect(await world.redis.exists(`${world.prefix}admin:session:idle-1`)).toBe(0);
  });

  it('session_end ends a session at once; a second session_end or one for an unknown session changes nothing', async () => {
    await world.publish('activity', pageChange('end-1', '/'));
    await waitFor(async () => (await snapshot()).stats.activeUsers === 1, 5_000, 'end-1');
    offset += 4 * MIN;
    await world.publish('activity', pageChange('end-1', '/x'));
    await waitFor(async () => (await snapshot()).sessions[0]?.currentPage === '/x', 5_000, 'the page');
    offset += 2 * MIN;
    await world.publish('activity', sessionEnd('end-1'));
    await world.publish('activity', sessionEnd('end-1'));
    await world.publish('activity', sessionEnd('never-seen'));
    await waitFor(async () => (await snapshot()).stats.activeUsers === 0, 5_000, 'the end');
    await sleep(100);
    const s = await snapshot();
    // valid-1 0, idle-1 3, end-1 6 minutes: (0 + 3 + 6) / 3 = 3.
    expect(s.stats.averageSessionTime).toBe(3);
    expect(s.stats.totalSessions).toBe(3);
  });

  it('a session seen again after its idle expiry counts as a new session', async () => {
    const before = (await snapshot()).stats.totalSessions;
    await world.publish('activity', pageChange('back-1', '/'));
    await waitFor(async () => (await snapshot()).stats.totalSessions === before + 1, 5_000, 'back-1');
    offset += 10 * MIN;
    await world.publish('activity', pageChange('back-1', '/again'));
    await waitFor(async () => (await snapshot()).stats.totalSessions === before + 2, 5_000, 'back-1 again');
    const s = await snapshot();
    expect(s.stats.activeUsers).toBe(1);
    expect(s.sessions[0]).toMatchObject({ id: 'back-1', currentPage: '/again' });
    // Its first life ended at its last activity (0 minutes): (0 + 3 + 6 + 0) / 4 = 2.25.
    expect(s.stats.averageSessionTime).toBe(2.3);
  });

  it('newUsersToday counts user_signed_up and tripsGenerated counts trip_generated, each id once', async () => {
    const at = () => new Date().toISOString();
    for (const userId of ['u1', 'u2', 'u3', 'u2']) await world.publish('user_signed_up', { userId, email: `${userId}@example.com`, at: at() });
    for (const tripId of ['t1', 't2', 't1']) {
      await world.publish('trip_generated', { tripId, userId: 'u1', originCity: 'Las Vegas', destinationCity: 'Salt Lake City', routeRegion: 'West', stopCount: 6, at: at() });
    }
    await waitFor(async () => {
      const snap = await snapshot();
      return snap.stats.newUsersToday === 3 && snap.stats.tripsGenerated === 2;
    }, 5_000, 'the counters');
    await sleep(100);
    const s = await snapshot();
    expect(s.stats).toMatchObject({ newUsersToday: 3, tripsGenerated: 2 });
    // History: 24 hourly entries; the current one (by the app's clock) has the trips and the sessions started in it.
    expect(s.history).toHaveLength(24);
    const current = s.history[23];
    expect(current.hour).toBe(new Date(Math.floor((Date.now() + offset) / 3_600_000) * 3_600_000).toISOString());
    expect(current.trips).toBe(2);
    expect(current.sessions).toBeGreaterThanOrEqual(1);
    expect(s.history.reduce((n, h) => n + h.sessions, 0)).toBe(s.stats.totalSessions);
    expect(s.history.slice(0, 23).every((h) => h.trips === 0)).toBe(true);
  });

  it('keeps the day counters in Postgres: a Redis restart does not zero the day', async () => {
    const before = (await snapshot()).stats;
    await world.redis.del(`${world.prefix}admin:flush-lock`);
    expect(await app.adminStats.store.flush()).toBe(true);

    const client = new pg.Client({ connectionString: world.env.DATABASE_URL });
    await client.connect();
    const rows = (await client.query(`select metric, value from admin_stats.daily_counters where day = $1::date`, [new Date(Date.now() + offset).toISOString().slice(0, 10)])).rows;
    await client.end();
    const stored = Object.fromEntries(rows.map((r) => [r.metric, Number(r.value)]));
    expect(stored).toMatchObject({ sessions_started: before.totalSessions, new_users: 3, trips_generated: 2, peak_concurrent: before.peakConcurrent, sessions_ended: 4 });

    await clearRedisPrefix(world.redis, world.prefix); // everything of this deployment in Redis is gone
    expect((await snapshot()).stats.totalSessions).toBe(0);
    // An event arriving before the restore is kept on top of what Postgres held.
    await world.publish('user_signed_up', { userId: 'u4', email: 'u4@example.com', at: new Date().toISOString() });
    await waitFor(async () => (await snapshot()).stats.newUsersToday === 1, 5_000, 'u4');
    expect(await app.adminStats.store.ensureSeeded()).toBe(true);
    expect(await app.adminStats.store.ensureSeeded()).toBe(false);
    const after = (await snapshot()).stats;
    expect(after).toMatchObject({
      totalSessions: before.totalSessions,
      peakConcurrent: before.peakConcurrent,
      averageSessionTime: before.averageSessionTime,
      newUsersToday: 4,
      tripsGenerated: 2,
      activeUsers: 0,
    });
  });
});

describe('closing an instance', () => {
  it('stores the day counters in Postgres before Redis and Postgres close', async () => {
    const world = await createWorld('admin_close');
    try {
      const app = await world.build();
      await world.publish('user_signed_up', { userId: 'closing', email: 'closing@example.com', at: new Date().toISOString() });
      await waitFor(async () => (await app.adminStats.store.snapshot()).stats.newUsersToday === 1, 5_000, 'the sign-up');
      await world.redis.del(`${world.prefix}admin:flush-lock`);
      await app.close();
      const client = new pg.Client({ connectionString: world.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(`select value from admin_stats.daily_counters where metric = 'new_users'`);
      await client.end();
      expect(rows.map((r) => Number(r.value))).toEqual([1]);
    } finally {
      await world.cleanup();
    }
  });
});
