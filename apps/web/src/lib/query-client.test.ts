import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createDefaultQueryFn, createQueryClient } from './query-client';

describe('query client', () => {
  it('never goes stale, never retries and never refetches on focus, reconnect or interval', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(Infinity);
    expect(defaults.retry).toBe(false);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    expect(defaults.refetchOnReconnect).toBe(false);
    expect(defaults.refetchInterval).toBe(false);
  });

  it('a failing query is tried exactly once', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('down', { status: 503 }));
    const client = createQueryClient();
    const queryFn = createDefaultQueryFn(createApiClient({ fetch: fetchMock }));
    await expect(client.fetchQuery({ queryKey: ['/api/connections'], queryFn })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the default reader GETs the first key element, and can read a 401 as null', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"error":{"code":"unauthorized","message":"Sign in"}}', { status: 401 }));
    const api = createApiClient({ fetch: fetchMock });
    const signal = new AbortController().signal;
    const context = { queryKey: ['/api/user/trips'], signal, meta: undefined } as never;

    await expect(createDefaultQueryFn(api, { on401: 'returnNull' })(context)).resolves.toBeNull();
    await expect(createDefaultQueryFn(api)(context)).rejects.toThrow(/^401: /);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/trips');
  });
});
