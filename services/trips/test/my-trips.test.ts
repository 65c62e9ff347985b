import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { NEXT_CURSOR_HEADER, StoredTrip, TripList } from '@roadgremlin/contracts';
import { auth, generate, mintToken, startStack, type Stack } from './helpers.js';
import { DELETED_TRIP_DAYS } from '../src/jobs/workers.js';

let stack: Stack;
let ada: string;
let bob: string;

beforeAll(async () => {
  stack = await startStack('trips_my_trips', { JOURNEY_CACHE_MS: '0' });
  ada = await mintToken('user-ada');
  bob = await mintToken('user-bob');
});
afterAll(async () => stack?.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  stack.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

async function newTrip(token: string, prompt = 'Nashville to Memphis', extra: Record<string, unknown> = {}) {
  const res = await generate(stack, token, { prompt, seed: 1, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json() as { tripId: string; stops: { id: string; name: string }[] };
}

const row = async (id: string) =>
  (await stack.sql.query('select title, is_saved, deleted_at, version, stops from trips.trips where id = $1', [id])).rows[0];

describe('purging deleted trips', () => {
  it('removes trips deleted more than 30 days ago with their versions; recent deletes and live trips stay', async () => {
    const [old, recent, live] = [await newTrip(ada), await newTrip(ada), await newTrip(ada)];
    // a Regenerate gives the old one a stored version too
    expect((await generate(stack, ada, { prompt: 'Nashville to Memphis', seed: 2, regenerateOf: old.tripId })).statusCode).toBe(200);
    await stack.sql.query(`update trips.trips set deleted_at = now() - interval '31 days' where id = $1`, [old.tripId]);
    await stack.sql.query(`update trips.trips set deleted_at = now() - interval '1 day' where id = $1`, [recent.tripId]);
    expect(await stack.app.trips.purgeDeleted(DELETED_TRIP_DAYS)).toBe(1);
    expect(await stack.app.trips.purgeDeleted(DELETED_TRIP_DAYS)).toBe(0);
    const ids = async (sqlText: string) => (await stack.sql.query(sqlText)).rows.map((r) => r.id as string);
    expect(await ids('select id from trips.trips')).toEqual(expect.arrayContaining([recent.tripId, live.tripId]));
    expect(await ids('select id from trips.trips')).not.toContain(old.tripId);
    expect((await stack.sql.query('select count(*)::int as n from trips.trip_versions where trip_id = $1', [old.tripId])).rows[0].n).toBe(0);
    // the one deleted yesterday can still be restored
    expect((await call('POST', `/api/trips/${recent.tripId}/restore`, ada)).statusCode).toBe(200);
  });
});

describe('open, rename, delete, restore, unsave: the owner only', () => {
  it('GET /api/trips/{id} answers the trip as stored with version 1; another user gets 404', async () => {
    const t = await newTrip(ada);
    const res = await call('GET', `/api/trips/${t.tripId}`, ada);
    expect(res.statusCode).toBe(200);
    const trip = StoredTrip.parse(res.json());
    expect(trip.stops.map((s) => s.id)).toEqual(t.stops.map((s) => s.id));
    expect(trip.version).toBe(1);
    expect(trip.versions).toEqual([{ version: 1, generatedAt: trip.generatedAt, stopCount: t.stops.length }]);
    expect((await call('GET', `/api/trips/${t.tripId}`, bob)).statusCode).toBe(404);
  });

  it('GET /api/trips/{id} carries the request it was planned from (dates, party), never the traveller\'s location', async () => {
    const t = await newTrip(ada, 'weird stuff near me', { here: { lat: 36.16, lng: -86.78 }, startDate: '2026-12-04', endDate: '2026-12-05', adults: 3, pets: 1 });
    const trip = StoredTrip.parse((await call('GET', `/api/trips/${t.tripId}`, ada)).json());
    expect(trip.request).toMatchObject({ prompt: 'weird stuff near me', mode: 'driving', startDate: '2026-12-04', endDate: '2026-12-05', adults: 3, children: 0, pets: 1 });
    expect(trip.request).not.toHaveProperty('here');
  });

  it('PATCH renames (trimmed, 1–80 characters); bad titles are 400 with a readable message; another user 404, nothing changes', async () => {
    const t = await newTrip(ada);
    const ok = await call('PATCH', `/api/trips/${t.tripId}`, ada, { title: '  Blues road  ' });
    expect(ok.statusCode).toBe(200);
    expect(StoredTrip.parse(ok.json()).title).toBe('Blues road');

    const empty = await call('PATCH', `/api/trips/${t.tripId}`, ada, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('The title cannot be empty.');
    const long = await call('PATCH', `/api/trips/${t.tripId}`, ada, { title: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('at most 80 characters');
    expect((await call('PATCH', `/api/trips/${t.tripId}`, ada, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/trips/${t.tripId}`, ada, { title: 'x'.repeat(80) })).statusCode).toBe(200);

    const stolen = await call('PATCH', `/api/trips/${t.tripId}`, bob, { title: 'Mine now' });
    expect(stolen.statusCode).toBe(404);
    expect((await row(t.tripId)).title).toBe('x'.repeat(80));
    expect((await call('PATCH', '/api/trips/not-a-uuid', ada, { title: 'a' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/trips/${t.tripId}`, undefined, { title: 'a' })).statusCode).toBe(401);
  });

  it('a title with NUL or another control character is 400 on save and on rename, and one 80-character limit holds for both; nothing changes', async () => {
    const t = await newTrip(ada);
    expect((await call('PATCH', `/api/trips/${t.tripId}`, ada, { title: 'Before' })).statusCode).toBe(200);
    for (const title of ['Road\u0000trip', 'tab\there', 'two\nlines', 'esc\u001b[31m', 'del\u007f', 'c1\u0085']) {
      for (const [method, url, body] of [
        ['PATCH', `/api/trips/${t.tripId}`, { title }],
        ['POST', '/api/user/save-trip', { tripId: t.tripId, title }],
      ] as const) {
        const res = await call(method, url, ada, body);
        expect(res.statusCode, `${method} ${JSON.stringify(title)}`).toBe(400);
        expect(res.json().error.message).toContain('control characters');
      }
    }
    const longSave = await call('POST', '/api/user/save-trip', ada, { tripId: t.tripId, title: 'y'.repeat(81) });
    expect(longSave.statusCode).toBe(400);
    expect(longSave.json().error.message).toContain('at most 80 characters');
    expect(await row(t.tripId)).toMatchObject({ title: 'Before', is_saved: false });
    // letters beyond ASCII are titles like any other
    const accented = await call('POST', '/api/user/save-trip', ada, { tripId: t.tripId, title: 'Route des Gaspésiens 🚗' });
    expect(accented.statusCode).toBe(200);
    expect((await row(t.tripId)).title).toBe('Route des Gaspésiens 🚗');
  });

  it('DELETE hides the trip everywhere; restore brings it back unchanged; another user can do neither', async () => {
    const t = await newTrip(ada, 'a day around Memphis');
    await call('POST', '/api/user/save-trip', ada, { tripId: t.tripId, title: 'Keep me' });

    expect((await call('DELETE', `/api/trips/${t.tripId}`, bob)).statusCode).toBe(404);
    expect((await row(t.tripId)).deleted_at).toBeNull();

    const del = await call('DELETE', `/api/trips/${t.tripId}`, ada);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await row(t.tripId)).deleted_at).toBeInstanceOf(Date);
    expect((await call('GET', `/api/trips/${t.tripId}`, ada)).statusCode).toBe(404);
    expect(TripList.parse((await call('GET', '/api/user/trips', ada)).json()).map((x) => x.id)).not.toContain(t.tripId);
    expect(TripList.parse((await call('GET', '/api/user/saved-trips', ada)).json()).map((x) => x.id)).not.toContain(t.tripId);
    expect((await call('DELETE', `/api/trips/${t.tripId}`, ada)).statusCode).toBe(404);
    const journeys = (await call('GET', '/api/journey-activity')).json().journeys as { id: string }[];
    expect(journeys.map((j) => j.id)).not.toContain(t.tripId);

    expect((await call('POST', `/api/trips/${t.tripId}/restore`, bob)).statusCode).toBe(404);
    expect((await row(t.tripId)).deleted_at).toBeInstanceOf(Date);
    const back = await call('POST', `/api/trips/${t.tripId}/restore`, ada);
    expect(back.statusCode).toBe(200);
    expect(StoredTrip.parse(back.json())).toMatchObject({ id: t.tripId, title: 'Keep me', isSaved: true });
    expect(TripList.parse((await call('GET', '/api/user/saved-trips', ada)).json()).map((x) => x.id)).toContain(t.tripId);
    expect(((await call('GET', '/api/journey-activity')).json().journeys as { id: string }[]).map((j) => j.id)).toContain(t.tripId);
  });

  it('DELETE /api/user/save-trip/{id} unsaves; another user 404 and the trip stays saved', async () => {
    const t = await newTrip(ada);
    await call('POST', '/api/user/save-trip', ada, { tripId: t.tripId });
    expect((await call('DELETE', `/api/user/save-trip/${t.tripId}`, bob)).statusCode).toBe(404);
    expect((await row(t.tripId)).is_saved).toBe(true);
    const res = await call('DELETE', `/api/user/save-trip/${t.tripId}`, ada);
    expect(res.statusCode).toBe(200);
    expect(res.json().trip.isSaved).toBe(false);
    expect((await row(t.tripId)).is_saved).toBe(false);
    expect(TripList.parse((await call('GET', '/api/user/saved-trips', ada)).json()).map((x) => x.id)).not.toContain(t.tripId);
  });
});

describe('versions: Regenerate belongs to its trip', () => {
  it('two Regenerates make versions 2 and 3 of the same trip (one row in the lists); an old version can be made current again', async () => {
    const dan = await mintToken('user-dan');
    const first = await newTrip(dan, 'Dallas to Houston');
    await call('POST', '/api/user/save-trip', dan, { tripId: first.tripId, title: 'Texas' });
    const second = await newTrip(dan, 'Dallas to Houston', { seed: 2, regenerateOf: first.tripId });
    expect(second.tripId).toBe(first.tripId);
    const third = await newTrip(dan, 'Dallas to Houston', { seed: 3, regenerateOf: first.tripId });
    expect(third.tripId).toBe(first.tripId);

    const list = TripList.parse((await call('GET', '/api/user/trips', dan)).json());
    expect(list.map((t) => t.id)).toEqual([first.tripId]);
    expect(list[0].stops.map((s) => s.id)).toEqual(third.stops.map((s) => s.id));
    expect(list[0]).toMatchObject({ title: 'Texas', isSaved: true });
    expect((await stack.sql.query('select count(*)::int as n from trips.trips where user_id = $1', ['user-dan'])).rows[0].n).toBe(1);

    const opened = StoredTrip.parse((await call('GET', `/api/trips/${first.tripId}`, dan)).json());
    expect(opened.version).toBe(3);
    expect(opened.versions!.map((v) => [v.version, v.stopCount])).toEqual([
      [1, first.stops.length],
      [2, second.stops.length],
      [3, third.stops.length],
    ]);

    // bob cannot restore dan's versions, nor regenerate into dan's trip
    expect((await call('POST', `/api/trips/${first.tripId}/versions/1/restore`, bob)).statusCode).toBe(404);
    const bobs = await newTrip(bob, 'Dallas to Houston', { regenerateOf: first.tripId });
    expect(bobs.tripId).not.toBe(first.tripId);
    expect((await row(first.tripId)).version).toBe(3);

    const restored = await call('POST', `/api/trips/${first.tripId}/versions/1/restore`, dan);
    expect(restored.statusCode).toBe(200);
    const v1 = StoredTrip.parse(restored.json());
    expect(v1.version).toBe(1);
    expect(v1.stops.map((s) => s.id)).toEqual(first.stops.map((s) => s.id));
    expect(v1.versions!.map((v) => v.version)).toEqual([1, 2, 3]);
    // version 3 is kept: going forward again works
    const back3 = StoredTrip.parse((await call('POST', `/api/trips/${first.tripId}/versions/3/restore`, dan)).json());
    expect(back3.stops.map((s) => s.id)).toEqual(third.stops.map((s) => s.id));

    const none = await call('POST', `/api/trips/${first.tripId}/versions/9/restore`, dan);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This trip has no version 9.');
    const bad = await call('POST', `/api/trips/${first.tripId}/versions/zero/restore`, dan);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('version must be a number');
    // a number past what the database holds is no version either: a clear 400, never a database error
    const huge = await call('POST', `/api/trips/${first.tripId}/versions/5627890821496832/restore`, dan);
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toContain('version must be at most 2147483647');

    // a Regenerate after restoring an old version becomes version 4
    const fourth = await newTrip(dan, 'Dallas to Houston', { seed: 5, regenerateOf: first.tripId });
    expect(fourth.tripId).toBe(first.tripId);
    expect(StoredTrip.parse((await call('GET', `/api/trips/${first.tripId}`, dan)).json()).versions!.map((v) => v.version)).toEqual([1, 2, 3, 4]);
  });
});

describe('lists: 20 a page, newest first, filter by text', () => {
  it('pages with the x-next-cursor header, filters on prompt or title, rejects a bad cursor with 400', async () => {
    const eve = await mintToken('user-eve');
    const made: string[] = [];
    for (let i = 0; i < 22; i++) made.push((await newTrip(eve, i % 2 ? 'Nashville to Memphis' : 'a day around Memphis', { seed: i + 1 })).tripId);
    const newest = [...made].reverse();

    const p1 = await call('GET', '/api/user/trips', eve);
    expect(p1.statusCode).toBe(200);
    expect(TripList.parse(p1.json()).map((t) => t.id)).toEqual(newest.slice(0, 20));
    const cursor = p1.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const p2 = await call('GET', `/api/user/trips?cursor=${encodeURIComponent(cursor)}`, eve);
    expect(TripList.parse(p2.json()).map((t) => t.id)).toEqual(newest.slice(20));
    expect(p2.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    await call('PATCH', `/api/trips/${made[0]}`, eve, { title: 'Tupelo detour' });
    const byTitle = TripList.parse((await call('GET', '/api/user/trips?q=tupelo', eve)).json());
    expect(byTitle.map((t) => t.id)).toEqual([made[0]]);
    const byPrompt = TripList.parse((await call('GET', `/api/user/trips?q=${encodeURIComponent('nashville')}`, eve)).json());
    expect(byPrompt).toHaveLength(11);
    expect(TripList.parse((await call('GET', '/api/user/trips?q=%25', eve)).json())).toHaveLength(0);

    await call('POST', '/api/user/save-trip', eve, { tripId: made[3] });
    await call('POST', '/api/user/save-trip', eve, { tripId: made[1] });
    const saved = await call('GET', '/api/user/saved-trips', eve);
    expect(TripList.parse(saved.json()).map((t) => t.id)).toEqual([made[1], made[3]]);
    expect(saved.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    for (const bad of ['nonsense', Buffer.from('["t","yesterday","x"]').toString('base64url')]) {
      const res = await call('GET', `/api/user/trips?cursor=${bad}`, eve);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^The cursor is not valid/);
    }
    // a cursor of the generated list is not one of the saved list
    expect((await call('GET', `/api/user/saved-trips?cursor=${encodeURIComponent(cursor)}`, eve)).statusCode).toBe(400);
    expect((await call('GET', `/api/user/trips?q=${'x'.repeat(201)}`, eve)).statusCode).toBe(400);
  });
});
