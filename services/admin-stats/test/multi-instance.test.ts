import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createWorld, pageChange, sessionEnd, userLogin, waitFor } from './helpers.js';

describe('several admin-stats instances on one Redis', () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let a: Awaited<ReturnType<typeof world.build>>;
  let b: Awaited<ReturnType<typeof world.build>>;
  let offset = 0;
  const clock = () => Date.now() + offset;

  beforeAll(async () => {
    world = await createWorld('admin_multi');
    a = await world.build({}, clock);
    b = await world.build({}, clock);
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => world?.cleanup());

  it('give the same numbers after a burst of activity, each event applied exactly once', async () => {
    // 60 sessions: even ones sign in, every 4th ends; each changes page 5 times. Sessions interleave.
    const perSession = Array.from({ length: 60 }, (_, i) => {
      const id = `multi-${i}`;
      const events: unknown[] = [i % 2 ? pageChange(id, '/') : userLogin(id, `user${i}@example.com`, '/')];
      for (let p = 1; p <= 5; p++) events.push(pageChange(id, `/page/${p}`, i % 2 ? null : `user${i}@example.com`));
      if (i % 4 === 0) events.push(sessionEnd(id));
      return events;
    });
    const published: unknown[] = [];
    for (let round = 0; round < 7; round++) for (const events of perSession) if (events[round]) published.push(events[round]);
    await Promise.all(published.map((e) => world.publish('activity', e)));

    const expected = { activeUsers: 45, totalSessions: 60, peakConcurrent: 60, newUsersToday: 0, tripsGenerated: 0 };
    for (const app of [a, b]) {
      await waitFor(async () => (await app.adminStats.store.snapshot()).stats.activeUsers === 45 && (await app.adminStats.store.appliedCount()) === published.length, 10_000, 'the burst');
    }
    const [sa, sb] = await Promise.all([a.adminStats.store.snapshot(), b.adminStats.store.snapshot()]);
    expect(sa.stats).toMatchObject(expected);
    expect(sa).toEqual(sb);
    expect(sa.sessions).toHaveLength(45);
    expect(sa.sessions.every((s) => s.currentPage === '/page/5')).toBe(true);
    expect(sa.sessions.find((s) => s.id === 'multi-2')?.email).toBe('user2@example.com');
    expect(sa.sessions.find((s) => s.id === 'multi-3')?.email).toBeNull();
    // Exactly once: as many applications as events published, though both instances received each.
    expect(await a.adminStats.store.appliedCount()).toBe(published.length);
  });

  it('an idle expiry swept by one instance reaches the admins of the other', async () => {
    const c = await world.connect(b, { query: `?access_token=${await world.adminToken()}` });
    await waitFor(() => c.messages.some((m) => m.stats.activeUsers === 45), 5_000, 'the first update');
    offset += 6 * 60_000;
    expect(await a.adminStats.store.sweep()).toBe(45);
    const update = await waitFor(() => c.messages.find((m) => m.stats.activeUsers === 0), 5_000, 'the update after the sweep');
    expect(update!.stats).toMatchObject({ totalSessions: 60, peakConcurrent: 60 });
    expect(update!.sessions).toEqual([]);
    expect(update).toEqual({ type: 'stats_update', ...(await a.adminStats.store.snapshot()) });
    c.ws.close();
  });

  it('an event handled while one instance is closed is still counted once by the other', async () => {
    await a.close();
    await world.publish('trip_generated', { tripId: 'solo', userId: 'u', originCity: 'A', destinationCity: 'B', routeRegion: 'R', stopCount: 3, at: new Date().toISOString() });
    await waitFor(async () => (await b.adminStats.store.snapshot()).stats.tripsGenerated === 1, 5_000, 'the trip');
  });
});
