import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startStack, type Stack } from './harness.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ MAP_STYLE_URL: 'https://tiles.example.com/styles/dark.json' });
});
afterAll(() => stack?.close());

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the web app', () => {
  it('GET / serves index.html, never cached, with the CSP', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Road Gremlin SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self' ws: wss: https://tiles.example.com");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // PUBLIC_ORIGIN is http: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a client route like /my-trips falls back to index.html', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/my-trips', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Road Gremlin SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('an unknown /api path is a JSON 404 even for a browser', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/nope', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'There is nothing at GET /api/nope.' } });
  });

  it('a missing script is a 404, not index.html', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });

  it('hashed assets are cached for a year', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/assets/index-3f9a1c2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('without a built web app, / answers a 503 page that says how to build it', async () => {
    const bare = await startStack({}, { dist: null });
    try {
      const res = await bare.gateway.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npx nx run web:build');
      expect((await bare.gateway.inject({ method: 'GET', url: '/my-trips', headers: html })).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI', () => {
  it('/api/openapi.json merges the services’ documents (paths and components)', async () => {
    const res = await stack.gateway.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/users/me', '/api/generate-stops', '/api/trips/{tripId}', '/api/community/posts', '/api/community/posts/{postId}']),
    );
    // Documented by identity but not routed to it by the gateway: left out.
    expect(doc.paths['/api/internal/secret']).toBeUndefined();
    expect(doc.components.schemas).toHaveProperty('identityThing');
    expect(doc.components.schemas).toHaveProperty('communityThing');
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
    expect(doc.info.description).toContain('Included: identity, trips, community, connections, admin statistics.');
  });

  it('leaves out a service that is down and says so', async () => {
    const partial = await startStack({ TRIPS_URL: await closedPortUrl() });
    try {
      const doc = (await partial.gateway.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(doc.paths['/api/community/posts']).toBeDefined();
      expect(doc.paths['/api/generate-stops']).toBeUndefined();
      expect(doc.info.description).toMatch(/Not included because the service is not answering right now: trips/);
    } finally {
      await partial.close();
    }
  });

  it('/api/docs serves the Swagger UI page, whose /json is the merged document', async () => {
    const page = await stack.gateway.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const json = await stack.gateway.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json().paths['/api/community/posts']).toBeDefined();
  });
});
