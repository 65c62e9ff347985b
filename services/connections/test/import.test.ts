import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { AVAILABLE_PROVIDERS, IMPORT_MAX_BYTES, type ProviderId } from '@roadgremlin/contracts';
import { startConnections, user, type Harness, type TestUser } from './helpers.js';
import { exportZip, fixture, RAW_STRINGS } from './fixtures/index.js';

let h: Harness;

beforeAll(async () => {
  // Only Spotify has OAuth credentials here: the other three are "not configured".
  h = await startConnections('conn_import', { configured: ['spotify'] });
});
afterAll(async () => h?.close());

async function upload(u: TestUser, provider: string, body: Buffer | string, contentType = 'application/zip') {
  return h.app.inject({ method: 'POST', url: `/api/connections/import/${provider}`, headers: { ...(await h.auth(u)), 'content-type': contentType }, payload: body });
}
const insightsOf = async (u: TestUser) => (await h.app.inject({ url: '/api/user/insights', headers: await h.auth(u) })).json();
const rowsOf = async (u: TestUser) => h.sql('select row_to_json(c)::text as row from connections c where user_id = $1', [u.sub]);
const personalityOf = async (u: TestUser) => h.sql('select row_to_json(p)::text as row from personalities p where user_id = $1', [u.sub]);
/** Everything the database holds about the user, as text. */
const dumpOf = async (u: TestUser) => [...(await rowsOf(u)), ...(await personalityOf(u))].map((r) => r.row).join('\n');

const EXPECTED: Record<ProviderId, { insight: RegExp; theme: string; reason: RegExp }> = {
  spotify: { insight: /^Your Spotify leans the blues/, theme: 'music', reason: /^you listen to delta blues — Son House/ },
  reddit: { insight: /^You hang out in r\/AbandonedPorn/, theme: 'ghost-town', reason: /^you follow r\/ghosttowns/ },
  instagram: { insight: /^Your Instagram keeps coming back to hiking/, theme: 'nature', reason: /hiking/ },
  facebook: { insight: /^You liked or saved Bodie Ghost Town .* on Facebook/, theme: 'ghost-town', reason: /^you liked or saved Bodie Ghost Town/ },
};

describe('importing each provider’s own export (zip)', () => {
  it.each(AVAILABLE_PROVIDERS)('%s: insights, themes and reasons are derived; nothing of the raw file is stored', async (provider) => {
    const me = user(`zip-${provider}`);
    const res = await upload(me, provider, exportZip(provider));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, connection: { provider } });
    expect(body.insight).toMatch(EXPECTED[provider].insight);
    expect(body.themes).toContain(EXPECTED[provider].theme);
    expect(body.itemsRead).toBeGreaterThan(3);

    const insights = await insightsOf(me);
    expect(insights.sources).toEqual([provider]);
    expect(insights.insights.themes[0]).toMatch(EXPECTED[provider].insight);
    expect(insights.travelThemes).toContain(EXPECTED[provider].theme);
    expect(insights.reasons[EXPECTED[provider].theme]).toMatch(EXPECTED[provider].reason);

    const list = (await h.app.inject({ url: '/api/connections', headers: await h.auth(me) })).json();
    expect(list).toEqual([expect.objectContaining({ provider, source: 'import', displayName: expect.stringMatching(/^Imported /) })]);

    const dump = await dumpOf(me);
    for (const raw of RAW_STRINGS[provider]) expect(dump).not.toContain(raw);
    const [row] = await h.sql('select access_token_enc, refresh_token_enc, source, data from connections where user_id = $1', [me.sub]);
    expect(row).toMatchObject({ access_token_enc: null, refresh_token_enc: null, source: 'import' });
    expect(Object.keys(row.data).sort()).toEqual(['derived', 'itemsRead']);
  });

  it('Meta’s escaped UTF-8 is read as text (Café du Monde), and a saved link’s title is read but never quoted', async () => {
    const me = user('fb-text');
    const res = await upload(me, 'facebook', fixture('facebook', "pages_you've_liked.json"), 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    const dump = await dumpOf(me);
    expect(dump).not.toContain('Caf\\u00c3');
    const links = await upload(user('fb-links'), 'facebook', fixture('facebook', 'your_saved_items.json'), 'application/json');
    expect(links.statusCode, links.body).toBe(200);
    expect(await dumpOf(user('fb-links'))).not.toContain('Haunted motels');
  });
});

describe('single files', () => {
  it.each([
    ['spotify', 'StreamingHistory_music_0.json', 'application/json'],
    ['spotify', 'YourLibrary.json', 'application/json'],
    ['reddit', 'subscribed_subreddits.csv', 'text/csv'],
    ['reddit', 'saved_posts.csv', 'text/csv'],
    ['instagram', 'your_topics.json', 'application/json'],
    ['instagram', 'posts_1.json', 'application/octet-stream'],
    ['facebook', "pages_you've_liked.json", 'application/json'],
  ] as const)('%s %s is accepted', async (provider, file, type) => {
    const me = user(`single-${provider}-${file}`);
    const res = await upload(me, provider, fixture(provider, file), type);
    expect(res.statusCode, res.body).toBe(200);
    expect((await insightsOf(me)).sources).toEqual([provider]);
  });

  it('the Extended streaming history format of Spotify is read too', async () => {
    const me = user('extended');
    const history = [
      { ts: '2025-03-02T18:04:11Z', ms_played: 263400, master_metadata_track_name: 'Preachin’ Blues', master_metadata_album_artist_name: 'Son House', master_metadata_album_album_name: 'Father of the Delta Blues' },
      { ts: '2025-03-02T18:09:40Z', ms_played: 201000, master_metadata_track_name: 'Walkin’ Blues', master_metadata_album_artist_name: 'Robert Johnson', master_metadata_album_album_name: 'King of the Delta Blues Singers' },
    ];
    const zip = Buffer.from(zipSync({ 'Spotify Extended Streaming History/Streaming_History_Audio_2025_0.json': strToU8(JSON.stringify(history)) }));
    const res = await upload(me, 'spotify', zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().insight).toMatch(/the blues/);
    expect(await dumpOf(me)).not.toContain('Preachin');
  });
});

describe('bad uploads: a 4xx naming the problem, and nothing changes', () => {
  const me = user('bad');
  let before: string;

  beforeAll(async () => {
    expect((await upload(me, 'reddit', exportZip('reddit'))).statusCode).toBe(200);
    before = await dumpOf(me);
  });

  const cases: [string, string, () => Buffer, string, number, string, RegExp][] = [
    ['an empty file', 'reddit', () => Buffer.alloc(0), 'text/csv', 400, 'empty_file', /The file is empty/],
    ['whitespace only', 'spotify', () => Buffer.from('  \n '), 'application/json', 400, 'empty_file', /The file is empty/],
    ['a zip of something else', 'spotify', () => exportZip('reddit'), 'application/zip', 400, 'wrong_export', /This zip holds no Spotify streaming history or library \(StreamingHistory\*\.json/],
    ['a Reddit CSV as Spotify', 'spotify', () => fixture('reddit', 'subscribed_subreddits.csv'), 'text/csv', 400, 'wrong_export', /not a Spotify data export file/],
    ['Spotify JSON as Reddit', 'reddit', () => fixture('spotify', 'YourLibrary.json'), 'application/json', 400, 'wrong_export', /not a Reddit data export file/],
    ['an unrelated JSON file', 'instagram', () => Buffer.from('{"hello":"world"}'), 'application/json', 400, 'wrong_export', /Instagram "Download your information" file/],
    ['a CSV without the columns', 'reddit', () => Buffer.from('name,age\nDana,41\n'), 'text/csv', 400, 'wrong_export', /subscribed_subreddits\.csv/],
    ['malformed JSON inside the zip', 'spotify', () => Buffer.from(zipSync({ 'Spotify Account Data/StreamingHistory_music_0.json': strToU8('[{"artistName": "Son House",') })), 'application/zip', 400, 'malformed_export', /StreamingHistory_music_0\.json is not valid JSON/],
    ['a malformed single JSON file', 'facebook', () => Buffer.from('{"page_likes_v2": [ {"name": '), 'application/json', 400, 'malformed_export', /^This file is not valid JSON \(/],
    ['an unterminated CSV quote', 'reddit', () => Buffer.from('subreddit\n"ghosttowns\n'), 'text/csv', 400, 'malformed_export', /quoted field is never closed/],
    ['an export with nothing in it', 'spotify', () => Buffer.from('[]'), 'application/json', 400, 'empty_export', /has no plays, saved tracks or playlists/],
    ['a cut-off zip', 'instagram', () => exportZip('instagram').subarray(0, 300), 'application/zip', 400, 'malformed_zip', /cut off|cannot be read/],
    ['a coming-soon provider', 'tiktok', () => exportZip('spotify'), 'application/zip', 409, 'provider_coming_soon', /coming soon/],
    ['an unknown provider', 'myspace', () => exportZip('spotify'), 'application/zip', 404, 'unknown_provider', /no provider called 'myspace'/],
  ];

  it.each(cases)('%s', async (_label, provider, body, type, status, code, message) => {
    const res = await upload(me, provider, body(), type);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.message).toMatch(message);
    expect(await dumpOf(me)).toBe(before);
  });

  it(`a file over ${IMPORT_MAX_BYTES / 1024 / 1024} MB is refused with 413`, async () => {
    const res = await upload(me, 'spotify', Buffer.alloc(IMPORT_MAX_BYTES + 10, 0x20), 'application/json');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'file_too_large', message: expect.stringMatching(/larger than the 20 MB an import accepts/) });
    expect(await dumpOf(me)).toBe(before);
  });

  it('a zip bomb (300 MB of one repeated byte in a 300 KB zip) is stopped at 32 MB for one file: 413', async () => {
    const bomb = Buffer.from(zipSync({ 'Spotify Account Data/StreamingHistory_music_0.json': new Uint8Array(300 * 1024 * 1024).fill(0x20) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    const started = Date.now();
    const res = await upload(me, 'spotify', bomb);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error.code).toBe('export_file_too_large');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await dumpOf(me)).toBe(before);
  });

  it('a zip of many files just under 32 MB each is stopped at 100 MB unpacked in all: 413', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 4; i++) entries[`Spotify Account Data/StreamingHistory_music_${i}.json`] = new Uint8Array(30 * 1024 * 1024).fill(0x20);
    const res = await upload(me, 'spotify', Buffer.from(zipSync(entries, { level: 9 })));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error.code).toBe('export_too_large');
    expect(await dumpOf(me)).toBe(before);
  });

  it('a zip with more than 5000 entries is refused: 413', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let i = 0; i < 5001; i++) entries[`x/${i}.txt`] = new Uint8Array(0);
    const res = await upload(me, 'reddit', Buffer.from(zipSync(entries)));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().error.code).toBe('too_many_files');
    expect(await dumpOf(me)).toBe(before);
  });

  it('without a token: 401 before anything is read', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/connections/import/spotify', headers: { 'content-type': 'application/zip' }, payload: exportZip('spotify') });
    expect(res.statusCode).toBe(401);
  });
});

describe('after an import', () => {
  it('a new import replaces the old one; refresh says to import again (409); disconnect deletes the derived data', async () => {
    const me = user('lifecycle');
    expect((await upload(me, 'spotify', exportZip('spotify'))).statusCode).toBe(200);
    expect((await upload(me, 'facebook', exportZip('facebook'))).statusCode).toBe(200);
    let insights = await insightsOf(me);
    expect(insights.sources.sort()).toEqual(['facebook', 'spotify']);
    expect(insights.insights.themes.at(-1)).toMatch(/^Put together, your strongest travel themes are/);

    // Importing Spotify again replaces the row (one per provider).
    expect((await upload(me, 'spotify', fixture('spotify', 'StreamingHistory_music_0.json'), 'application/json')).statusCode).toBe(200);
    expect(await h.sql('select provider from connections where user_id = $1 order by provider', [me.sub])).toEqual([{ provider: 'facebook' }, { provider: 'spotify' }]);

    const refresh = await h.app.inject({ method: 'POST', url: '/api/refresh-connection-data/spotify', headers: await h.auth(me) });
    expect(refresh.statusCode).toBe(409);
    expect(refresh.json().error).toMatchObject({ code: 'imported_data', message: expect.stringMatching(/Import a newer export/) });

    const list = (await h.app.inject({ url: '/api/connections', headers: await h.auth(me) })).json();
    for (const c of list) expect((await h.app.inject({ method: 'DELETE', url: `/api/connections/${c.id}`, headers: await h.auth(me) })).statusCode).toBe(200);
    insights = await insightsOf(me);
    expect(insights).toMatchObject({ insights: { themes: [], weights: {} }, travelThemes: [], reasons: {}, sources: [] });
    expect(await h.sql('select * from connections where user_id = $1', [me.sub])).toEqual([]);
  });

  it('an OAuth connection of the same provider is replaced by an import, tokens included', async () => {
    const me = user('oauth-then-import');
    await h.connect(me, 'spotify');
    expect((await h.sql('select access_token_enc from connections where user_id = $1', [me.sub]))[0].access_token_enc).not.toBeNull();
    expect((await upload(me, 'spotify', exportZip('spotify'))).statusCode).toBe(200);
    expect(await h.sql('select source, access_token_enc, refresh_token_enc from connections where user_id = $1', [me.sub])).toEqual([
      { source: 'import', access_token_enc: null, refresh_token_enc: null },
    ]);
  });
});

describe('GET /api/connections/providers', () => {
  it('says every available provider is importable; only administrators see what to set on the server', async () => {
    const anonymous = (await h.app.inject({ url: '/api/connections/providers' })).json().providers;
    const traveller = (await h.app.inject({ url: '/api/connections/providers', headers: await h.auth(user('plain')) })).json().providers;
    const admin = (await h.app.inject({ url: '/api/connections/providers', headers: await h.auth({ sub: 'admin-1', email: 'admin@roadgremlin.local' }) })).json().providers;
    for (const list of [anonymous, traveller]) {
      for (const p of list) expect(p.setup).toBeUndefined();
      expect(list.find((p: { id: string }) => p.id === 'reddit')).toMatchObject({ configured: false, importable: true });
    }
    expect(admin.find((p: { id: string }) => p.id === 'reddit').setup).toMatch(/REDDIT_CLIENT_ID/);
    expect(admin.find((p: { id: string }) => p.id === 'spotify')).toMatchObject({ configured: true, importable: true });
    expect(admin.find((p: { id: string }) => p.id === 'spotify').setup).toBeUndefined();
  });
});

describe('the OpenAPI document', () => {
  it('describes the import route with its content types', async () => {
    const doc = (await h.app.inject({ url: '/openapi.json' })).json();
    const op = doc.paths['/api/connections/import/{provider}'].post;
    expect(op.summary).toMatch(/data export/);
    expect(Object.keys(op.requestBody?.content ?? {})).toEqual(expect.arrayContaining(['application/zip', 'application/json', 'text/csv']));
    expect(op.responses['413']).toBeDefined();
  });
});
