import { describe, it, expect, afterAll } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from '../src/app.js';
import { HttpError } from '../src/errors.js';

const app = createServiceApp({ name: 'kit-test', logger: false });
app.post(
  '/things',
  { schema: { body: z.object({ title: z.string().trim().min(1, { error: 'Title is required' }), n: z.number().int() }) } },
  async (req) => ({ got: req.body.title }),
);
app.get('/teapot', async () => {
  throw new HttpError(422, 'unknown_place', 'We could not find "Atlantis" on the map.');
});
app.get('/boom', async () => {
  throw new Error('secret internals');
});
// What node-postgres and ioredis throw while PostgreSQL or Redis restarts.
const pgRefused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const pgShutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const redisGone = Object.assign(new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' });
app.get('/pg-refused', async () => {
  throw pgRefused;
});
app.get('/pg-shutdown', async () => {
  throw pgShutdown;
});
app.get('/pg-terminated', async () => {
  throw new Error('Connection terminated unexpectedly');
});
app.get('/redis-gone', async () => {
  throw redisGone;
});
afterAll(() => app.close());

describe('createServiceApp', () => {
  it('serves an OpenAPI document whose every $ref resolves (named schemas land in components.schemas)', async () => {
    const docApp = createServiceApp({ name: 'kit-openapi', logger: false });
    const Place = z.object({ name: z.string() }).meta({ id: 'KitTestPlace' });
    // As the services do: routes in a plugin registered after the app is made.
    await docApp.register(async (scope) => {
      scope.get('/places', { schema: { response: { 200: z.array(Place) } } }, async () => [{ name: 'Rhyolite' }]);
    });
    const res = await docApp.inject({ method: 'GET', url: '/openapi.json' });
    await docApp.close();
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain('/places');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('KitTestPlace');
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });
  it('answers a zod validation failure with 400 and readable messages', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: '   ', n: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain('Title is required');
    expect(body.error.message).toMatch(/n: /);
  });
  it('answers bad JSON with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The request body is not valid JSON.');
  });
  it('answers a body over 1 MB with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', payload: { title: 'x'.repeat(1_100_000), n: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });
  it('passes HttpError through in the shared shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'unknown_place', message: 'We could not find "Atlantis" on the map.' } });
  });
  it('hides internals on 5xx and echoes the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'x-request-id': 'req-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBe('req-123');
  });
  it('answers 503 with Retry-After, not 500, while PostgreSQL or Redis cannot be reached', async () => {
    for (const url of ['/pg-refused', '/pg-shutdown', '/pg-terminated', '/redis-gone']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toEqual({ error: { code: 'unavailable', message: 'We cannot reach our data store right now. Please try again in a moment.' } });
      expect(res.body).not.toContain('127.0.0.1');
    }
    // A bug of ours stays a 500.
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
  });
  it('answers unknown routes with 404 in the shared shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is nothing at GET /nope.');
  });
});

describe('content types', () => {
  it('answers a text/plain body with 415 and a JSON hint', async () => {
    const res = await app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Send the request body as JSON (Content-Type: application/json).');
  });
});
