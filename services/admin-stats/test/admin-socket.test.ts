import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { StatsUpdateMessage } from '@roadgremlin/contracts';
import { createWorld, pageChange, sleep, userLogin, waitFor } from './helpers.js';

describe('/ws/admin', () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let app: Awaited<ReturnType<typeof world.build>>;

  beforeAll(async () => {
    world = await createWorld('admin_ws');
    app = await world.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => world?.cleanup());

  it('closes a signed-in non-admin with 1008 and sends nothing, even while activity happens', async () => {
    const token = await world.userToken();
    for (const opts of [{ query: `?access_token=${token}` }, { protocols: ['bearer', token] }, { headers: { authorization: `Bearer ${token}` } }]) {
      const c = await world.connect(app, opts);
      await world.publish('activity', pageChange('ws-visitor', '/'));
      const closed = await c.closed;
      expect(closed.code).toBe(1008);
      expect(closed.reason).toBe('Administrator Access Required');
      await sleep(100);
      expect(c.raw).toEqual([]);
    }
  });

  it('closes a socket without a token, or with a forged one, with 1008 and sends nothing', async () => {
    for (const opts of [{}, { query: '?access_token=' }, { query: '?access_token=forged.token.here' }, { protocols: ['bearer'] }]) {
      const c = await world.connect(app, opts);
      const closed = await c.closed;
      expect(closed.code).toBe(1008);
      await sleep(50);
      expect(c.raw).toEqual([]);
    }
    expect(app.adminStats.broadcaster.size).toBe(0);
  });

  it('sends an admin a stats_update on connect and another after an activity event', async () => {
    const c = await world.connect(app, { query: `?access_token=${await world.adminToken()}` });
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    const first = StatsUpdateMessage.parse(c.messages[0]);
    expect(first.type).toBe('stats_update');
    expect(first.history).toHaveLength(24);

    await world.publish('activity', userLogin('ws-ada', 'ada@example.com', '/my-trips'));
    const next = await waitFor(() => c.messages.find((m) => m.sessions.some((s) => s.id === 'ws-ada')), 5_000, 'an update with the new session');
    expect(StatsUpdateMessage.parse(next!).sessions.find((s) => s.id === 'ws-ada')).toMatchObject({ email: 'ada@example.com', currentPage: '/my-trips' });
    expect(next!.stats.activeUsers).toBe(first.stats.activeUsers + 1);
    c.ws.close();
  });

  it('accepts the token as the "bearer" subprotocol and answers with that subprotocol, never the token', async () => {
    const token = await world.adminToken();
    const c = await world.connect(app, { protocols: ['bearer', token] });
    expect(await c.opened).toBe(true);
    expect(c.ws.protocol).toBe('bearer');
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    c.ws.close();
  });

  it('accepts an Authorization header (as the gateway forwards it)', async () => {
    const c = await world.connect(app, { headers: { authorization: `Bearer ${await world.adminToken()}` } });
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    c.ws.close();
  });

  it('coalesces a burst of 500 events to at most 4 updates a second, the last one carrying them all', async () => {
    const c = await world.connect(app, { query: `?access_token=${await world.adminToken()}` });
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    const before = c.messages.length;
    const start = Date.now();
    // 500 events over ~1.5 s (10 every 30 ms): uncoalesced, that would be ~50 updates.
    for (let i = 0; i < 500; i += 10) {
      await Promise.all(Array.from({ length: 10 }, (_, j) => world.publish('activity', pageChange(`burst-${(i + j) % 100}`, `/page/${i + j}`))));
      await sleep(30);
    }
    const last = await waitFor(
      () => c.messages.find((m) => m.sessions.filter((s) => s.id.startsWith('burst-')).length === 100 && m.sessions.find((s) => s.id === 'burst-99')?.currentPage === '/page/499'),
      10_000,
      'an update with every burst event',
    );
    await sleep(600);
    const elapsed = (Date.now() - start) / 1000;
    const during = c.times.slice(before);
    expect(during.length).toBeGreaterThanOrEqual(1);
    expect(during.length).toBeLessThanOrEqual(Math.ceil(elapsed * 4) + 1);
    for (let i = 1; i < during.length; i++) expect(during[i] - during[i - 1]).toBeGreaterThanOrEqual(200);
    expect(last!.stats.activeUsers).toBeGreaterThanOrEqual(100);
    c.ws.close();
  });

  it('ignores what an admin sends and closes an over-long message without affecting the server', async () => {
    const c = await world.connect(app, { query: `?access_token=${await world.adminToken()}` });
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    c.ws.send('{"type":"stats_update"}');
    c.ws.send('x'.repeat(10_000));
    expect((await c.closed).code).toBe(1009);
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  });

  it('closes the admin socket with 1008 when the token expires', async () => {
    const token = await world.token('boss@example.com', { exp: Math.floor(Date.now() / 1000) + 2 });
    const c = await world.connect(app, { query: `?access_token=${token}` });
    await waitFor(() => c.messages.length >= 1, 5_000, 'the first stats_update');
    const closed = await c.closed;
    expect(closed.code).toBe(1008);
  });
});
