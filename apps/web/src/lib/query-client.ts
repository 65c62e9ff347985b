/** React Query defaults (docs/product/api.md#conventions). */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiClient, isApiError, type ApiClient } from './api-client';

/**
 * The default reader: GET on the first element of the query key, JSON parsed.
 * With `on401: 'returnNull'` an unauthorised answer reads as null instead of an error.
 */
export function createDefaultQueryFn(
  client: ApiClient = apiClient,
  { on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {},
): QueryFunction {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== 'string') throw new Error('The default query needs a path as the first key element');
    try {
      return await client.get(path, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}

/** The general cache never goes stale, never retries and never refetches on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: createDefaultQueryFn(),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
