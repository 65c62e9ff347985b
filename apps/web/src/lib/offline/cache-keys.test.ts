import { describe, expect, it } from 'vitest';
import {
  bearerSession,
  glyphCacheKey,
  OFFLINE_COPY_HEADER,
  parseContentRange,
  parseRange,
  partialFromStored,
  rangeCacheKey,
  storableRange,
  tripCacheKey,
  tripKeyOwner,
} from './cache-keys';

const ARCHIVE = 'http://127.0.0.1:8080/basemap/basemap.pmtiles';

function partial(bytes: number[], start: number, total: number, etag = '"abc"') {
  return new Response(new Uint8Array(bytes), {
    status: 206,
    headers: {
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}`,
      etag,
      vary: 'accept-encoding',
    },
  });
}

describe('range requests', () => {
  it('parses the single range the pmtiles reader sends, and refuses every other form', () => {
    expect(parseRange('bytes=0-16383')).toEqual({ start: 0, end: 16383 });
    expect(parseRange('bytes=100-')).toBeNull();
    expect(parseRange('bytes=-500')).toBeNull();
    expect(parseRange('bytes=0-1,5-9')).toBeNull();
    expect(parseRange('bytes=9-1')).toBeNull();
    expect(parseRange(null)).toBeNull();
    expect(parseContentRange('bytes 0-16383/8600000')).toEqual({ start: 0, end: 16383, total: 8600000 });
    expect(parseContentRange('bytes 0-1/*')).toBeNull();
  });

  it('keys a range by the file URL and the exact bytes, whatever query the request had', () => {
    expect(rangeCacheKey(ARCHIVE, { start: 0, end: 16383 })).toBe(`${ARCHIVE}?rg-range=0-16383`);
    expect(rangeCacheKey(`${ARCHIVE}?v=2#x`, { start: 5, end: 9 })).toBe(`${ARCHIVE}?rg-range=5-9`);
    expect(rangeCacheKey(ARCHIVE, { start: 5, end: 9 })).not.toBe(rangeCacheKey(ARCHIVE, { start: 5, end: 10 }));
  });

  it('stores a 206 as a 200 of the same bytes (the Cache API refuses 206) and answers it again as a 206', async () => {
    const range = { start: 10, end: 14 };
    const stored = await storableRange(partial([1, 2, 3, 4, 5], 10, 1000), range);
    expect(stored).not.toBeNull();
    expect(stored!.status).toBe(200);
    expect(stored!.headers.get('vary')).toBeNull();
    expect(stored!.headers.get('etag')).toBe('"abc"');

    const answer = partialFromStored(stored!, range)!;
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 10-14/1000');
    expect(answer.headers.get('content-length')).toBe('5');
    expect(answer.headers.get('etag')).toBe('"abc"');
    expect(answer.headers.get(OFFLINE_COPY_HEADER)).toBe('1');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps nothing that is not exactly the asked range', async () => {
    const range = { start: 0, end: 4 };
    expect(await storableRange(new Response('whole file', { status: 200 }), range)).toBeNull();
    expect(await storableRange(partial([1, 2, 3, 4, 5], 1, 1000), range)).toBeNull();
    expect(await storableRange(partial([1, 2, 3], 0, 1000), range)).toBeNull();
    expect(await storableRange(new Response('', { status: 416, headers: { 'content-range': 'bytes */10' } }), range)).toBeNull();
  });

  it('does not answer one range with the bytes of another', async () => {
    const stored = (await storableRange(partial([1, 2, 3, 4, 5], 10, 1000), { start: 10, end: 14 }))!;
    expect(partialFromStored(stored, { start: 10, end: 13 })).toBeNull();
  });
});

describe('trip answers', () => {
  const jwt = (claims: object) => `Bearer h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

  it('reads the user and session of a bearer JWT (base64url, no padding) and nothing else', () => {
    expect(bearerSession(jwt({ sub: 'user-1', sid: 's-1', exp: 1 }))).toEqual({ sub: 'user-1', sid: 's-1' });
    // '?>' encodes to base64 with '/' and '+', which base64url writes as '_' and '-'.
    const odd = jwt({ sub: '??>>~~?>', sid: 's' });
    expect(odd).toMatch(/[-_]/);
    expect(bearerSession(odd)).toEqual({ sub: '??>>~~?>', sid: 's' });
    expect(bearerSession(jwt({ sub: 'user-1', exp: 1 }))).toBeNull();
    expect(bearerSession(jwt({ sid: 's-1' }))).toBeNull();
    expect(bearerSession('Bearer not-a-jwt')).toBeNull();
    expect(bearerSession('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerSession(null)).toBeNull();
  });

  it('keys a trip per session, so neither another traveller nor a later session of the same one gets the copy', () => {
    const url = 'http://127.0.0.1:8080/api/trips/t1';
    const mine = { sub: 'a', sid: 's1' };
    expect(tripCacheKey(url, mine)).toBe(`${url}?rg-user=a&rg-session=s1`);
    expect(tripCacheKey(url, mine)).not.toBe(tripCacheKey(url, { sub: 'b', sid: 's1' }));
    expect(tripCacheKey(url, mine)).not.toBe(tripCacheKey(url, { sub: 'a', sid: 's2' }));
    expect(tripCacheKey(`${url}?x=1`, { sub: 'a b', sid: 's&1' })).toBe(`${url}?rg-user=a%20b&rg-session=s%261`);
    expect(tripKeyOwner(tripCacheKey(url, { sub: 'a b', sid: 's&1' }))).toEqual({ sub: 'a b', sid: 's&1' });
    expect(tripKeyOwner(`${url}?rg-user=a`)).toBeNull();
  });
});

describe('glyphs', () => {
  it('one key per glyph file however the font stack was escaped', () => {
    const plain = glyphCacheKey('http://h/basemap/glyphs/Noto Sans Bold/0-255.pbf');
    expect(glyphCacheKey('http://h/basemap/glyphs/Noto%20Sans%20Bold/0-255.pbf')).toBe(plain);
    expect(glyphCacheKey('http://h/basemap/glyphs/Noto%20Sans%20Bold%2CNoto%20Sans%20Regular/0-255.pbf')).toBe(
      glyphCacheKey('http://h/basemap/glyphs/Noto Sans Bold,Noto Sans Regular/0-255.pbf'),
    );
  });
});
