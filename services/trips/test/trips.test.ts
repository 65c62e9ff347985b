import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { SaxesParser } from 'saxes';
import { JourneyActivityResponse, SharedTrip, StoredTrip, TripList } from '@roadgremlin/contracts';
import { placeById } from '@roadgremlin/engine';
import { makeRoute, project } from '@roadgremlin/engine';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';

let stack: Stack;
let ada: string;
let bob: string;

beforeAll(async () => {
  stack = await startStack('trips_trips', { JOURNEY_CACHE_MS: '0' });
  ada = await mintToken('user-ada');
  bob = await mintToken('user-bob');
});
afterAll(async () => stack?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  stack.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function newTrip(token: string, prompt = 'ghost towns from Las Vegas to Reno', seed = 1) {
  const res = await generate(stack, token, { prompt, seed });
  expect(res.statusCode).toBe(200);
  return res.json() as { tripId: string; stops: { id: string; name: string; lat: number; lng: number }[] };
}

describe('saving and listing', () => {
  it("save-trip saves the caller's own trip with its title; another user's trip answers 404 and stays unchanged", async () => {
    const trip = await newTrip(ada);
    const stolen = await call('POST', '/api/user/save-trip', bob, { tripId: trip.tripId, title: 'Mine now' });
    expect(stolen.statusCode).toBe(404);
    let { rows } = await stack.sql.query('select is_saved, title, saved_at from trips.trips where id = $1', [trip.tripId]);
    expect(rows[0]).toEqual({ is_saved: false, title: null, saved_at: null });

    const res = await call('POST', '/api/user/save-trip', ada, { tripId: trip.tripId, title: 'Spooky Nevada' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const saved = StoredTrip.parse(body.trip);
    expect(saved).toMatchObject({ id: trip.tripId, title: 'Spooky Nevada', prompt: 'ghost towns from Las Vegas to Reno', isSaved: true });
    expect(saved.stops.map((s) => [s.lat, s.lng])).toEqual(trip.stops.map((s) => [s.lat, s.lng]));
    ({ rows } = await stack.sql.query('select is_saved, title, saved_at from trips.trips where id = $1', [trip.tripId]));
    expect(rows[0].is_saved).toBe(true);
    expect(rows[0].title).toBe('Spooky Nevada');
    expect(rows[0].saved_at).toBeInstanceOf(Date);

    expect((await call('POST', '/api/user/save-trip', ada, { tripId: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await call('POST', '/api/user/save-trip', ada, { tripId: '' })).statusCode).toBe(400);
    expect((await call('POST', '/api/user/save-trip', undefined, { tripId: trip.tripId })).statusCode).toBe(401);
  });

  it('GET /api/user/trips lists every generated trip newest first; saved-trips only the saved ones; each user sees their own', async () => {
    const carol = await mintToken('user-carol');
    const t1 = await newTrip(carol, 'Nashville to Memphis', 1);
    const t2 = await newTrip(carol, 'quirky stops from Chicago to St. Louis', 1);
    const t3 = await newTrip(carol, 'a day around Memphis', 1);
    await call('POST', '/api/user/save-trip', carol, { tripId: t2.tripId });
    await newTrip(bob, 'Nashville to Memphis', 2);

    const all = TripList.parse((await call('GET', '/api/user/trips', carol)).json());
    expect(all.map((t) => t.id)).toEqual([t3.tripId, t2.tripId, t1.tripId]);
    expect(all.map((t) => t.isSaved)).toEqual([false, true, false]);
    for (const t of all) {
      expect(Date.parse(t.generatedAt)).not.toBeNaN();
      expect(t.stops.length).toBeGreaterThan(0);
      expect(typeof t.stops[0].lat).toBe('number');
    }
    const saved = TripList.parse((await call('GET', '/api/user/saved-trips', carol)).json());
    expect(saved.map((t) => t.id)).toEqual([t2.tripId]);
    expect((await call('GET', '/api/user/trips')).statusCode).toBe(401);
  });
});

describe('reroll', () => {
  it('replaces the stop with a different nearby place never already in the trip, keeps the order, and updates the stored trip', async () => {
    const trip = await newTrip(ada, 'ghost towns from Las Vegas to Reno', 4);
    const { rows } = await stack.sql.query('select route, corridor_km from trips.trips where id = $1', [trip.tripId]);
    const route = makeRoute(rows[0].route);
    let stops = trip.stops;
    const seen = new Set(stops.map((s) => s.id));
    for (const index of [1, 2, 1]) {
      const old = stops[index];
      const res = await call('POST', '/api/reroll-stop', ada, {
        currentStopLat: old.lat,
        currentStopLng: old.lng,
        allStops: stops,
        originalPrompt: 'ghost towns from Las Vegas to Reno',
        theme: 'general',
        vibe: 'classic',
        mode: 'driving',
        tripId: trip.tripId,
        stopIndex: index,
      });
      expect(res.statusCode).toBe(200);
      const stop = res.json();
      expect(placeById(stop.id)?.name).toBe(stop.name);
      expect(stops.map((s) => s.id)).not.toContain(stop.id);
      expect(stop.gremlinSays).toBeTruthy();
      seen.add(stop.id);
      const stored = (await stack.sql.query('select stops from trips.trips where id = $1', [trip.tripId])).rows[0].stops;
      expect(stored[index].id).toBe(stop.id);
      expect(stored.filter((_: unknown, i: number) => i !== index).map((s: { id: string }) => s.id)).toEqual(stops.filter((_, i) => i !== index).map((s) => s.id));
      // Order along the route holds.
      const along = stored.map((s: { lat: number; lng: number }) => project(route, s).alongKm);
      expect([...along].sort((a, b) => a - b)).toEqual(along);
      expect(new Set(stored.map((s: { id: string }) => s.id)).size).toBe(stored.length);
      // GET /api/trips/{id}: the trip as it stands now, its route through the new stop.
      const now = await call('GET', `/api/trips/${trip.tripId}`, ada);
      expect(now.statusCode).toBe(200);
      expect(now.json().stops.map((s: { id: string }) => s.id)).toEqual(stored.map((s: { id: string }) => s.id));
      const legs = now.json().route.legs;
      expect(legs).toHaveLength(stored.length + 1);
      const into = now.json().route.geometry.coordinates.some(([lng, lat]: [number, number]) => Math.abs(lat - stop.lat) < 0.05 && Math.abs(lng - stop.lng) < 0.05);
      expect(into).toBe(true);
      stops = stored;
    }
  });

  it("GET /api/trips/{id}: another user's trip, a missing one and a malformed id answer 404", async () => {
    const trip = await newTrip(ada);
    expect((await call('GET', `/api/trips/${trip.tripId}`, bob)).statusCode).toBe(404);
    expect((await call('GET', '/api/trips/6f0d3c1e-0000-4000-8000-00000000ffff', ada)).statusCode).toBe(404);
    expect((await call('GET', '/api/trips/not-a-uuid', ada)).statusCode).toBe(404);
    expect((await call('GET', `/api/trips/${trip.tripId}`)).statusCode).toBe(401);
  });

  it('without a tripId rerolls the stop nearest the given point among allStops; a themed reroll prefers that theme', async () => {
    const trip = await newTrip(ada, 'Nashville to Memphis', 9);
    const target = trip.stops[2];
    const res = await call('POST', '/api/reroll-stop', ada, {
      currentStopLat: target.lat + 0.001,
      currentStopLng: target.lng,
      allStops: trip.stops,
      originalPrompt: 'Nashville to Memphis',
      theme: 'music',
      vibe: 'classic',
      mode: 'driving',
    });
    expect(res.statusCode).toBe(200);
    const stop = res.json();
    expect(trip.stops.map((s) => s.id)).not.toContain(stop.id);
    expect(placeById(stop.id)!.themes).toContain('music');
  });

  it("another user's tripId answers 404 and their trip is unchanged; nothing to swap answers 422", async () => {
    const trip = await newTrip(ada, 'ghost towns from Las Vegas to Reno', 5);
    const res = await call('POST', '/api/reroll-stop', bob, {
      currentStopLat: trip.stops[0].lat,
      currentStopLng: trip.stops[0].lng,
      allStops: trip.stops,
      tripId: trip.tripId,
      stopIndex: 0,
    });
    expect(res.statusCode).toBe(404);
    const stored = (await stack.sql.query('select stops from trips.trips where id = $1', [trip.tripId])).rows[0].stops;
    expect(stored.map((s: { id: string }) => s.id)).toEqual(trip.stops.map((s) => s.id));

    const middleOfNowhere = await call('POST', '/api/reroll-stop', ada, {
      currentStopLat: 10,
      currentStopLng: -150,
      allStops: [{ name: 'Buoy', description: 'A buoy in the Pacific.', lat: 10, lng: -150 }],
      mode: 'walking',
    });
    expect(middleOfNowhere.statusCode).toBe(422);
    expect(middleOfNowhere.json().error.code).toBe('no_alternative');
    expect(middleOfNowhere.json().error.message).toContain('Buoy');
  });
});

describe('share links and GPX', () => {
  it('the owner shares a public read-only link (128-bit id); anyone reads it; revoked it answers 404', async () => {
    const trip = await newTrip(ada, 'quirky stops from Chicago to St. Louis', 2);
    expect((await call('POST', `/api/trips/${trip.tripId}/share`, bob)).statusCode).toBe(404);
    expect((await call('POST', `/api/trips/${trip.tripId}/share`)).statusCode).toBe(401);

    const res = await call('POST', `/api/trips/${trip.tripId}/share`, ada);
    expect(res.statusCode).toBe(200);
    const { shareId, url } = res.json();
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(shareId, 'base64url')).toHaveLength(16);
    expect(url).toBe(`${stack.config.PUBLIC_ORIGIN}/shared/${shareId}`);
    // Sharing again gives the same live link.
    expect((await call('POST', `/api/trips/${trip.tripId}/share`, ada)).json().shareId).toBe(shareId);

    const pub = await call('GET', `/api/trips/shared/${shareId}`);
    expect(pub.statusCode).toBe(200);
    const shared = SharedTrip.parse(pub.json());
    expect(shared.stops.map((s) => s.id)).toEqual(trip.stops.map((s) => s.id));
    // The route and the days, for the map and a forum post's trip card.
    expect(shared.route?.distanceKm).toBeGreaterThan(0);
    expect(shared.route?.geometry.coordinates.length).toBeGreaterThan(1);
    expect(shared.days).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(pub.json())).not.toContain('user-ada');

    expect((await call('DELETE', `/api/trips/${trip.tripId}/share`, bob)).statusCode).toBe(404);
    expect((await call('GET', `/api/trips/shared/${shareId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/trips/${trip.tripId}/share`, ada)).statusCode).toBe(204);
    expect((await call('GET', `/api/trips/shared/${shareId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/trips/shared/${shareId}/gpx`)).statusCode).toBe(404);
    const { rows } = await stack.sql.query('select share_id, share_revoked_at from trips.trips where id = $1', [trip.tripId]);
    expect(rows[0].share_id).toBeNull();
    expect(rows[0].share_revoked_at).toBeInstanceOf(Date);
    // A new share is a new link; the old one stays dead.
    const again = (await call('POST', `/api/trips/${trip.tripId}/share`, ada)).json().shareId;
    expect(again).not.toBe(shareId);
    expect((await call('GET', `/api/trips/shared/${shareId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/trips/shared/short')).statusCode).toBe(404);
  });

  it('GPX export is well-formed GPX 1.1 with one waypoint per stop and a route in trip order', async () => {
    const trip = await newTrip(ada, 'ghost towns from Las Vegas to Reno', 6);
    await call('POST', '/api/user/save-trip', ada, { tripId: trip.tripId, title: 'Ghosts & "Neon" <Nevada>' });
    expect((await call('GET', `/api/trips/${trip.tripId}/gpx`, bob)).statusCode).toBe(404);
    const res = await call('GET', `/api/trips/${trip.tripId}/gpx`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="road-gremlin-ghosts-neon-nevada.gpx"');

    const doc = parseXml(res.body);
    expect(doc.root.name).toBe('gpx');
    expect(doc.root.attrs.version).toBe('1.1');
    expect(doc.root.attrs.xmlns).toBe('http://www.topografix.com/GPX/1/1');
    const children = doc.root.children.map((c) => c.name);
    // GPX 1.1 order: metadata, wpt*, rte*.
    expect(children[0]).toBe('metadata');
    expect(children.slice(1, 1 + trip.stops.length)).toEqual(trip.stops.map(() => 'wpt'));
    expect(children.at(-1)).toBe('rte');
    expect(text(doc.root.children[0].children.find((c) => c.name === 'name')!)).toBe('Ghosts & "Neon" <Nevada>');
    const wpts = doc.root.children.filter((c) => c.name === 'wpt').slice(0, trip.stops.length);
    wpts.forEach((w, i) => {
      expect(Number(w.attrs.lat)).toBeCloseTo(trip.stops[i].lat, 5);
      expect(Number(w.attrs.lon)).toBeCloseTo(trip.stops[i].lng, 5);
      expect(text(w.children.find((c) => c.name === 'name')!)).toBe(`${i + 1}. ${trip.stops[i].name}`);
    });
    const rtepts = doc.root.children.at(-1)!.children.filter((c) => c.name === 'rtept');
    expect(rtepts.map((p) => [Number(p.attrs.lat), Number(p.attrs.lon)])).toEqual(trip.stops.map((s) => [Number(s.lat.toFixed(6)), Number(s.lng.toFixed(6))]));

    const { shareId } = (await call('POST', `/api/trips/${trip.tripId}/share`, ada)).json();
    const pub = await call('GET', `/api/trips/shared/${shareId}/gpx`);
    expect(pub.statusCode).toBe(200);
    expect(parseXml(pub.body).root.children.filter((c) => c.name === 'wpt').length).toBeGreaterThanOrEqual(trip.stops.length);
  });
});

describe('GET /api/journey-activity', () => {
  it('is public and built from the generated trips: last journeys newest first, totals, regions, last 24 h, top destinations', async () => {
    await stack.sql.query(`update trips.trips set generated_at = now() - interval '3 days' where prompt = 'Nashville to Memphis'`);
    const res = await call('GET', '/api/journey-activity');
    expect(res.statusCode).toBe(200);
    const body = JourneyActivityResponse.parse(res.json());
    const { rows } = await stack.sql.query(
      `select id, origin_city, destination_city, route_region, generated_at from trips.trips order by generated_at desc limit 50`,
    );
    const total = (await stack.sql.query('select count(*)::int as n from trips.trips')).rows[0].n;
    const recent = (await stack.sql.query(`select count(*)::int as n from trips.trips where generated_at > now() - interval '24 hours'`)).rows[0].n;
    expect(body.journeys.map((j) => j.id)).toEqual(rows.map((r) => r.id));
    expect(body.stats.totalJourneys).toBe(total);
    expect(body.stats.recentActivity).toBe(recent);
    expect(recent).toBeLessThan(total);
    const lv = body.journeys.find((j) => j.originCity === 'Las Vegas' && j.destinationCity === 'Reno')!;
    expect(lv.originLat).toBeCloseTo(36.17, 1);
    expect(lv.destinationLat).toBeCloseTo(39.53, 1);
    // A loop's destination is its origin.
    const loop = body.journeys.find((j) => j.originCity === 'Memphis')!;
    expect(loop.destinationCity).toBe('Memphis');
    expect(new Set(body.stats.activeRegions)).toEqual(new Set(rows.map((r) => r.route_region)));
    const counts = new Map<string, number>();
    for (const r of (await stack.sql.query('select destination_city from trips.trips')).rows) counts.set(r.destination_city, (counts.get(r.destination_city) ?? 0) + 1);
    const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
    expect(body.stats.topDestinations).toEqual(top.map(([city, count]) => ({ city, count })));
    expect(JSON.stringify(body)).not.toContain('user-');
  });
});

// ---- a small XML tree from saxes (a strict, well-formedness-checking parser) ----------------------
interface El {
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
}
function parseXml(xml: string): { root: El } {
  const parser = new SaxesParser({ xmlns: false });
  const stack: El[] = [];
  let root: El | undefined;
  parser.on('opentag', (t) => {
    const el: El = { name: t.name, attrs: t.attributes as Record<string, string>, children: [], text: '' };
    if (stack.length) stack.at(-1)!.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('text', (t) => {
    if (stack.length) stack.at(-1)!.text += t;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  return { root: root! };
}
function text(el: El) {
  return el.text;
}
