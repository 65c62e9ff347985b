import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { EnhanceStopsResponse } from '@roadgremlin/contracts';
import { visitTimeFor } from '../src/enhance/enhance.js';
import { auth, fakeServer, generate, json, mintToken, startStack, type Stack } from './helpers.js';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack('trips_enhance');
  token = await mintToken('user-enh');
});
afterAll(async () => stack?.close());

const enhance = (s: Stack, body: unknown, headers: Record<string, string> = auth(token)) =>
  s.app.inject({ method: 'POST', url: '/api/enhance-stops', headers, payload: body as object });

describe('POST /api/enhance-stops', () => {
  it('adds a Gremlin Says note, ≤ 4 hashtags, a visit time and a postcard to each stop, and never an invented rating', async () => {
    const trip = (await generate(stack, token, { prompt: 'Nashville to Memphis', seed: 1 })).json();
    const res = await enhance(stack, { stops: trip.stops, userId: 'user-enh' });
    expect(res.statusCode).toBe(200);
    const body = EnhanceStopsResponse.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.stops).toHaveLength(trip.stops.length);
    body.stops.forEach((s, i) => {
      expect(s.name).toBe(trip.stops[i].name);
      expect(s.lat).toBe(trip.stops[i].lat);
      // no rating source is configured: no rating and no review count, rather than made-up ones
      expect(s.rating).toBeUndefined();
      expect(s.reviews).toBeUndefined();
      expect(s.gremlinSays).toMatch(/\w{3,}/);
      expect(s.tags!.length).toBeGreaterThan(0);
      expect(s.tags!.length).toBeLessThanOrEqual(4);
      for (const t of s.tags!) expect(t).toMatch(/^#[A-Za-z0-9]+$/);
      expect(['2-3 hours', '1-2 hours', '1-3 hours', '30min-1hr', '30-60min']).toContain(s.visitTime);
      expect(s.serperImage).toBe(`/api/trips/postcards/${s.id}.svg`);
      expect(s.personalizedTag).toBeUndefined();
    });
    // The same stop gets the same note again.
    const again = EnhanceStopsResponse.parse((await enhance(stack, { stops: trip.stops })).json());
    expect(again.stops.map((s) => s.gremlinSays)).toEqual(body.stops.map((s) => s.gremlinSays));
  });

  it('keeps a rating and review count the stop already has', async () => {
    const stop = { name: 'Mystery Spot', description: 'A gravity hill.', lat: 36.99, lng: -122.0, rating: 3.2, reviews: 12 };
    const body = (await enhance(stack, { stops: [stop] })).json();
    expect(body.stops[0]).toMatchObject({ rating: 3.2, reviews: 12 });
    // Not a catalogue place: a hashed postcard carrying its name.
    expect(body.stops[0].serperImage).toMatch(/^\/api\/trips\/postcards\/[0-9a-f]{16}\.svg\?name=Mystery\+Spot/);
  });

  it('visit time follows the kind of place: museum 2-3 hours, diner 1-2, trail 1-3, market 30min-1hr, viewpoint 30-60min, else 1-2', () => {
    expect(visitTimeFor({ name: 'Museum of Bad Art', description: '' })).toBe('2-3 hours');
    expect(visitTimeFor({ name: 'Route 66 Diner', description: '' })).toBe('1-2 hours');
    expect(visitTimeFor({ name: 'Hoodoo Trail', description: '' })).toBe('1-3 hours');
    expect(visitTimeFor({ name: 'Old Flea Market', description: '' })).toBe('30min-1hr');
    expect(visitTimeFor({ name: 'Canyon Viewpoint', description: '' })).toBe('30-60min');
    expect(visitTimeFor({ name: 'Giant Teapot', description: 'A building shaped like a teapot.' })).toBe('1-2 hours');
  });

  it('no stops: success with an empty list; more than 20 stops: 400', async () => {
    expect((await enhance(stack, { stops: [] })).json()).toEqual({ success: true, stops: [] });
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `S${i}`, description: '', lat: 40, lng: -100 }));
    expect((await enhance(stack, { stops: many })).statusCode).toBe(400);
  });

  it('when enhancement cannot finish (no worker, deadline passes) answers the stops unchanged with success false', async () => {
    const lonely = await startStack('trips_enhance_noworker', { ENHANCE_TIMEOUT_MS: '300' }, { workers: false });
    try {
      const stops = [{ name: 'Cadillac Ranch', description: 'Ten cars nose-down in a field.', lat: 35.18722, lng: -101.98704 }];
      const res = await enhance(lonely, { stops });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, stops });
    } finally {
      await lonely.close();
    }
  });
});

describe('images', () => {
  it('GET /api/trips/postcards/{placeId}.svg is a public, cacheable SVG naming the place', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/trips/postcards/us-nv-rhyolite.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('Rhyolite');
    const hashed = await stack.app.inject({ method: 'GET', url: '/api/trips/postcards/0123456789abcdef.svg?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&theme=haunted' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).not.toContain('<script');
    expect(hashed.body).toContain('&lt;script&gt;');
    expect((await stack.app.inject({ method: 'GET', url: '/api/trips/postcards/nope.svg' })).statusCode).toBe(404);
    expect((await stack.app.inject({ method: 'GET', url: '/api/trips/postcards/..%2Fetc.svg' })).statusCode).toBe(400);
  });

  it('GET /api/google-streetview without a key answers our SVG of the point; bad coordinates 400', async () => {
    const res = await stack.app.inject({ method: 'GET', url: '/api/google-streetview?lat=36.1&lng=-115.2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('36.1000, -115.2000');
    expect((await stack.app.inject({ method: 'GET', url: '/api/google-streetview?lat=abc&lng=1' })).statusCode).toBe(400);
    expect((await stack.app.inject({ method: 'GET', url: '/api/google-streetview?lat=95&lng=1' })).statusCode).toBe(400);
  });
});

describe('with SERPER_API_KEY and GOOGLE_MAPS_API_KEY (fake servers)', () => {
  let s: Stack;
  let serper: Awaited<ReturnType<typeof fakeServer>>;
  let google: Awaited<ReturnType<typeof fakeServer>>;
  const searches: { key: string | undefined; q: string }[] = [];
  const views: URL[] = [];

  beforeAll(async () => {
    serper = await fakeServer(async (req, body, res) => {
      const q = JSON.parse(body).q as string;
      searches.push({ key: req.headers['x-api-key'] as string, q });
      if (q.includes('Slow')) await new Promise((r) => setTimeout(r, 1500));
      if (q.includes('Nothing')) return json(res, 200, { images: [] });
      json(res, 200, { images: [{ title: q, imageUrl: `https://img.example/${encodeURIComponent(q)}.jpg` }] });
    });
    google = await fakeServer((req, _b, res) => {
      const url = new URL(req.url!, 'http://x');
      views.push(url);
      if (url.searchParams.get('location') === '0,0') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    });
    s = await startStack('trips_enhance_keys', {
      SERPER_API_KEY: 'serper-test',
      SERPER_BASE_URL: serper.url,
      SERPER_TIMEOUT_MS: '400',
      GOOGLE_MAPS_API_KEY: 'gmaps-test',
      GOOGLE_STREETVIEW_URL: `${google.url}/maps/api/streetview`,
    });
  });
  afterAll(async () => {
    await s?.close();
    await serper?.close();
    await google?.close();
  });

  it('uses the Serper photo, and the postcard when the search is slow or finds nothing', async () => {
    const stops = [
      { id: 'us-nv-rhyolite', name: 'Rhyolite', description: 'A ghost town.', lat: 36.90083, lng: -116.82917, town: 'Beatty', region: 'NV' },
      { name: 'Slow Place', description: 'x', lat: 40, lng: -100 },
      { name: 'Nothing Here', description: 'x', lat: 41, lng: -101 },
    ];
    const res = await s.app.inject({ method: 'POST', url: '/api/enhance-stops', headers: auth(token), payload: { stops } });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.stops[0].serperImage).toBe(`https://img.example/${encodeURIComponent('Rhyolite Beatty NV')}.jpg`);
    expect(body.stops[1].serperImage).toMatch(/^\/api\/trips\/postcards\/.*name=Slow\+Place/);
    expect(body.stops[2].serperImage).toMatch(/^\/api\/trips\/postcards\/.*name=Nothing\+Here/);
    expect(searches.every((x) => x.key === 'serper-test')).toBe(true);
  });

  it('proxies Street View with the key, and falls back to our SVG when Google has no image', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/google-streetview?lat=36.1&lng=-115.2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const last = views.at(-1)!;
    expect(last.pathname).toBe('/maps/api/streetview');
    expect(last.searchParams.get('location')).toBe('36.1,-115.2');
    expect(last.searchParams.get('key')).toBe('gmaps-test');
    const none = await s.app.inject({ method: 'GET', url: '/api/google-streetview?lat=0&lng=0' });
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
