import Fastify from 'fastify';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASEMAP_DIR } from '@roadgremlin/basemap';
import { registerBasemap } from '../src/plugins/basemap.js';
import { cspDirectives, registerSecurityHeaders } from '../src/plugins/security-headers.js';

const app = Fastify();
beforeAll(async () => {
  await app.register(async (web) => {
    await registerSecurityHeaders(web, { publicOrigin: 'http://gremlin.test' });
    await registerBasemap(web, { dir: BASEMAP_DIR });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the offline basemap under /basemap/', () => {
  it('GET /basemap/basemap.pmtiles with a Range answers 206 with exactly those bytes (the PMTiles header)', async () => {
    const res = await app.inject({ method: 'GET', url: '/basemap/basemap.pmtiles', headers: { range: 'bytes=0-126' } });
    expect(res.statusCode).toBe(206);
    const size = statSync(join(BASEMAP_DIR, 'basemap.pmtiles')).size;
    expect(res.headers['content-range']).toBe(`bytes 0-126/${size}`);
    expect(res.rawPayload.length).toBe(127);
    expect(res.rawPayload.subarray(0, 7).toString()).toBe('PMTiles');
    expect(res.rawPayload[7]).toBe(3);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/vnd.pmtiles');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeTruthy();
  });

  it('a Range in the middle of the archive answers those bytes', async () => {
    const res = await app.inject({ method: 'GET', url: '/basemap/basemap.pmtiles', headers: { range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(Buffer.compare(res.rawPayload, readFileSync(join(BASEMAP_DIR, 'basemap.pmtiles')).subarray(1000, 2000))).toBe(0);
  });

  it('a glyph range is protobuf, cached for a day', async () => {
    const res = await app.inject({ method: 'GET', url: '/basemap/glyphs/Noto%20Sans%20Regular/0-255.pbf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('a glyph range the build did not make is a 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/basemap/glyphs/Noto%20Sans%20Regular/65280-65535.pbf' });
    expect(res.statusCode).toBe(404);
  });

  it('the CSP lets the map fetch same-origin tiles and glyphs and start blob: workers', () => {
    const csp = cspDirectives({ publicOrigin: 'http://gremlin.test' });
    expect(csp.connectSrc).toContain("'self'");
    expect(csp.workerSrc).toEqual(["'self'", 'blob:']);
    expect(csp.imgSrc).toContain('blob:');
  });
});
