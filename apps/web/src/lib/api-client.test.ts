import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_INFO, createApiClient, errorMessage, OFFLINE_MESSAGE, OfflineError } from './api-client';

function respond(status: number, body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body || null, { status, ...init }));
}

describe('api client', () => {
  it('a non-OK answer becomes an ApiError whose message is "<status>: <response text>"', async () => {
    const body = JSON.stringify({ error: { code: 'weak_password', message: 'Password is too weak', details: ['short'] } });
    const client = createApiClient({ fetch: respond(422, body, { headers: { 'content-type': 'application/json' } }) });

    const error = await client.post('/api/auth/sign-up', { email: 'a@b.c' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`422: ${body}`);
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('weak_password');
    expect(apiError.serverMessage).toBe('Password is too weak');
    expect(apiError.details).toEqual(['short']);
    expect(errorMessage(apiError, 'fallback')).toBe('Password is too weak');
  });

  it('a failed fetch while the browser is offline says so: OfflineError, and errorMessage gives the offline sentence', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))) });

    const error = await client.post('/api/user/save-trip', { tripId: 't' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(OfflineError);
    // still a TypeError, so the auth client keeps treating it as a network failure
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error, 'Failed to save trip. Please try again.')).toBe(OFFLINE_MESSAGE);
  });

  it('a failed fetch while the browser says it is online stays the fetch error (no offline claim)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failure = new TypeError('Failed to fetch');
    const client = createApiClient({ fetch: vi.fn<typeof fetch>(async () => Promise.reject(failure)) });

    const error = await client.get('/api/x').catch((caught: unknown) => caught);

    expect(error).toBe(failure);
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('an empty error body falls back to the status text, and the fallback message is used', async () => {
    const client = createApiClient({ fetch: respond(503, '', { statusText: 'Service Unavailable' }) });

    const error = (await client.get('/api/x').catch((caught: unknown) => caught)) as ApiError;

    expect(error.message).toBe('503: Service Unavailable');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Invalid email or password')).toBe('Invalid email or password');
  });

  it('a plain-text error keeps the text in the message and has no server message', async () => {
    const client = createApiClient({ fetch: respond(502, 'Bad gateway from proxy') });
    const error = (await client.get('/api/x').catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('502: Bad gateway from proxy');
    expect(error.code).toBeUndefined();
  });

  it('sends the bearer token, cookies, the client header and JSON, and parses JSON answers', async () => {
    const fetchMock = respond(200, JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    const client = createApiClient({ fetch: fetchMock, getAccessToken: () => 'token-123' });

    const result = await client.post<{ ok: boolean }>('/api/community/posts', { title: 'Hi' });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/community/posts');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ title: 'Hi' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
    expect(headers.get('X-Client-Info')).toBe(CLIENT_INFO);
    expect(CLIENT_INFO).toBe('road-gremlin-web/1.0.0');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('a Blob (a picked file) is sent as it is, with its own type (octet-stream when it has none)', async () => {
    const fetchMock = respond(200, '{"ok":true}', { headers: { 'content-type': 'application/json' } });
    const client = createApiClient({ fetch: fetchMock });
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'my_spotify_data.zip', { type: 'application/zip' });
    await client.post('/api/connections/import/spotify', zip);
    let [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe(zip);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/zip');
    await client.post('/api/connections/import/reddit', new Blob(['subreddit\nghosttowns\n']));
    [, init] = fetchMock.mock.calls[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it('sends no Authorization header without a session, and an explicit null token overrides one', async () => {
    const fetchMock = respond(204, '');
    await createApiClient({ fetch: fetchMock }).get('/api/a');
    await createApiClient({ fetch: fetchMock, getAccessToken: () => 'abc' }).get('/api/b', { accessToken: null });

    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    }
  });

  it('a 204 answer resolves to undefined', async () => {
    await expect(createApiClient({ fetch: respond(204, '') }).post('/api/auth/sign-out')).resolves.toBeUndefined();
  });

  it('requestWithHeaders hands back the parsed body with the status and response headers', async () => {
    const fetchMock = respond(200, '[{"id":"p1"}]', {
      headers: { 'content-type': 'application/json', 'x-next-cursor': 'abc' },
    });
    const answer = await createApiClient({ fetch: fetchMock }).requestWithHeaders<{ id: string }[]>('/api/community/posts');
    expect(answer.data).toEqual([{ id: 'p1' }]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-next-cursor')).toBe('abc');
  });
});
