import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Redis } from 'ioredis';
import { CHANNELS, type SharedTrip } from '@roadgremlin/contracts';
import { testRedisUrl } from '@roadgremlin/service-kit/testing';
import { startCommunity, user, type Community } from './helpers.js';
import { cardOf, thinLine } from '../src/forum/trip-cards.js';

let c: Community;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// No trips service answers on this port: attaching fails as it would with the trips service down.
beforeAll(async () => {
  c = await startCommunity('community_trip_cards', { TRIPS_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => c?.close());

const shared: SharedTrip = {
  shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
  title: null,
  prompt: 'ghost towns from Las Vegas to Reno',
  generatedAt: '2026-11-26T10:00:00.000Z',
  mode: 'driving',
  stops: Array.from({ length: 15 }, (_, i) => ({ name: `Stop ${i + 1}`, description: 'odd', lat: 36 + i * 0.2, lng: -115 - i * 0.1 })),
  accommodations: [],
  days: 2,
  route: {
    geometry: { type: 'LineString', coordinates: Array.from({ length: 1000 }, (_, i) => [-115.123456 - i * 0.0015, 36.17 + i * 0.003]) },
    legs: [],
    distanceKm: 703.449,
    durationMin: 455.6,
    source: 'embedded',
  },
};

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 3_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a trip card', () => {
  it('holds the title (else the sentence), distance, days, the first 12 stops and a route line of at most 160 points, first and last kept', () => {
    const card = cardOf('AAAAAAAAAAAAAAAAAAAAAA', shared);
    expect(card).toMatchObject({ title: 'ghost towns from Las Vegas to Reno', mode: 'driving', distanceKm: 703.4, durationMin: 456, days: 2, stopCount: 15 });
    expect(card.stops).toHaveLength(12);
    expect(card.line).toHaveLength(160);
    expect(card.line[0]).toEqual([-115.1235, 36.17]);
    expect(card.line[159]).toEqual(thinLine(shared.route!.geometry.coordinates, 2000).at(-1));
    expect(cardOf('x', { ...shared, route: undefined, days: undefined }).line).toEqual([]);
  });
});

describe('attaching a trip to a post', () => {
  it('without the author’s consent to share it is a 400 that says so, and nothing is stored', async () => {
    const token = await c.tokenFor(user('ada'));
    const res = await c.app.inject({ method: 'POST', url: '/api/community/posts', headers: auth(token), payload: { title: 'Report', content: 'Went', tripId: 'a-trip' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('To attach a trip, agree to share it');
    expect(await c.sql('select 1 from posts')).toEqual([]);
  });

  it('with the trips service away it is a 503 that says to post without it, and nothing is stored', async () => {
    const token = await c.tokenFor(user('ada'));
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/community/posts',
      headers: auth(token),
      payload: { title: 'Report', content: 'Went', tripId: '00000000-0000-0000-0000-000000000001', shareTrip: true },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toContain('Post without it, or try again');
    expect(await c.sql('select 1 from posts')).toEqual([]);
  });

  it('a post with a card shows it in lists and the thread; the shared trip’s discussions list the post; when the link stops working (trip_share_ended) the card comes down at once', async () => {
    const card = cardOf(shared.shareId, shared);
    const post = await c.app.forum.createPost({ id: 'user-ada', name: 'Ada', color: 'teal' }, { title: 'Nevada ghost loop', content: 'Went', category: 'trip-reports', trip: card });
    expect(post.trip).toEqual(card);
    const list = (await c.app.inject({ method: 'GET', url: '/api/community/posts?category=trip-reports' })).json();
    expect(list[0].trip).toEqual(card);
    const discussions = (await c.app.inject({ method: 'GET', url: `/api/community/trips/${shared.shareId}/discussions` })).json();
    expect(discussions).toEqual([expect.objectContaining({ postId: post.id, title: 'Nevada ghost loop', commentCount: 0 })]);

    const redis = new Redis(testRedisUrl());
    await redis.publish(`${c.env.prefix}${CHANNELS.tripShareEnded}`, JSON.stringify({ shareId: shared.shareId, tripId: 't-1', at: new Date().toISOString() }));
    await redis.quit();
    const read = async () => (await c.app.inject({ method: 'GET', url: `/api/community/posts/${post.id}` })).json();
    expect((await until(read, (p) => p.trip === null)).trip).toBeNull();
    expect((await c.app.inject({ method: 'GET', url: `/api/community/trips/${shared.shareId}/discussions` })).json()).toEqual([]);
  });

  it('a share id that is not one (a NUL, a slash, spaces) is a 400 saying what one looks like, not a 500', async () => {
    for (const bad of ['%00', 'a%20b', 'x'.repeat(65), '%E2%80%8B']) {
      const res = await c.app.inject({ method: 'GET', url: `/api/community/trips/${bad}/discussions` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toContain('A share id is up to 64 letters');
    }
  });
});
