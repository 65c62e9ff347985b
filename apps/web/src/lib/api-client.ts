/**
 * The one HTTP client of the web app (docs/product/api.md#conventions).
 * Every product call goes through here: it sends the bearer token when a session exists,
 * includes cookies, identifies the client and turns a non-OK answer into an ApiError whose
 * message is "<status>: <response text or status text>".
 */

export const CLIENT_INFO = 'road-gremlin-web/1.0.0';

/** The error shape every service answers with (docs/product/api.md#errors). */
export interface ServerErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** Raw response text. */
  readonly body: string;
  /** `error.code` of the server's error body, when it sent one. */
  readonly code: string | undefined;
  /** `error.message` of the server's error body: the human sentence to show on screen. */
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const parsed = parseServerError(body);
    this.code = parsed?.error.code;
    this.serverMessage = parsed?.error.message;
    this.details = parsed?.error.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a feature that needs the network says while the device is offline. */
export const OFFLINE_MESSAGE = "You're offline: this needs the network. Try again once you're back online.";

/** The browser says it has no network (navigator.onLine is false). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A call that could not reach the server while the browser is offline. A TypeError like the fetch
 * failure it wraps, so code that retries network failures (the auth client) still sees one.
 */
export class OfflineError extends TypeError {
  override readonly name = 'OfflineError';
  constructor(cause: unknown) {
    super(OFFLINE_MESSAGE, { cause });
  }
}

/** The server's human message if the error carries one, else the fallback sentence of the toast. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage || fallback;
  if (error instanceof OfflineError) return OFFLINE_MESSAGE;
  return fallback;
}

function parseServerError(body: string): ServerErrorBody | undefined {
  if (!body) return undefined;
  try {
    const value: unknown = JSON.parse(body);
    if (
      typeof value === 'object' &&
      value !== null &&
      'error' in value &&
      typeof value.error === 'object' &&
      value.error !== null &&
      'message' in value.error &&
      typeof value.error.message === 'string'
    ) {
      const error = value.error as { code?: unknown; message: string; details?: unknown };
      return {
        error: {
          code: typeof error.code === 'string' ? error.code : 'unknown',
          message: error.message,
          details: error.details,
        },
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the raw text stays in `message`.
  }
  return undefined;
}

export interface RequestOptions {
  method?: string;
  /** Serialised as JSON; a Blob (a File the user picked) is sent as it is, with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Overrides the session's token for this call: a string is sent as the bearer token,
   * null sends none. Left out, the client's token getter decides.
   */
  accessToken?: string | null;
}

/** A parsed answer together with its response headers (e.g. a list's next-page cursor). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Like `request`, but also hands back the status and headers of the answer. */
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** A file answer (a zip download): its bytes and the file name the server gave it. */
  getFile(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<{ blob: Blob; filename: string | null }>;
}

export interface ApiClientOptions {
  /** Defaults to the global fetch, looked up on every call so tests can stub it. */
  fetch?: typeof fetch;
  baseUrl?: string;
  getAccessToken?: () => string | null | undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getAccessToken = options.getAccessToken ?? (() => null);

  async function send(path: string, init: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Info': CLIENT_INFO,
      ...init.headers,
    };
    const token = init.accessToken === undefined ? getAccessToken() : init.accessToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | Blob | undefined;
    if (init.body instanceof Blob) {
      headers['Content-Type'] = init.headers?.['Content-Type'] ?? (init.body.type || 'application/octet-stream');
      body = init.body;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: init.signal,
      });
    } catch (error) {
      // Offline, say so (features show OFFLINE_MESSAGE) rather than a bare "Failed to fetch".
      if (error instanceof TypeError && browserOffline()) throw new OfflineError(error);
      throw error;
    }
    return response;
  }

  async function requestWithHeaders<T>(path: string, init: RequestOptions = {}): Promise<ApiResponse<T>> {
    const response = await send(path, init);
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, response.statusText, text);
    return { data: parseBody<T>(text, response.headers), status: response.status, headers: response.headers };
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    return (await requestWithHeaders<T>(path, init)).data;
  }

  return {
    request,
    requestWithHeaders,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    patch: (path, body, opts) => request(path, { ...opts, method: 'PATCH', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
    async getFile(path, opts) {
      const response = await send(path, { ...opts, method: 'GET', headers: { Accept: '*/*', ...opts?.headers } });
      if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
      const disposition = response.headers.get('content-disposition') ?? '';
      return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
    },
  };
}

function parseBody<T>(text: string, headers: Headers): T {
  if (!text) return undefined as T;
  const contentType = headers.get('content-type') ?? '';
  if (contentType.includes('json')) return JSON.parse(text) as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

let accessTokenGetter: () => string | null | undefined = () => null;

/** The auth client registers itself here so every product call carries the current token. */
export function setAccessTokenGetter(getter: () => string | null | undefined): void {
  accessTokenGetter = getter;
}

/** The app-wide client: features import this and never call fetch themselves. */
export const apiClient: ApiClient = createApiClient({ getAccessToken: () => accessTokenGetter() });
