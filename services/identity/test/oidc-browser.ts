/**
 * Plays the browser between the identity service (app.inject) and the test OpenID Connect provider
 * (real HTTP): follows redirects by hand, keeps the provider's cookies and fills its real login and
 * consent pages.
 */
import type { buildApp } from '../src/app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

export const PUBLIC_ORIGIN = 'http://127.0.0.1:8080';

/** The flow cookie our start route set, as a Cookie header value. */
function cookieOf(setCookie: string | string[] | undefined) {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0] ?? '';
}

export interface StartedFlow {
  /** The provider's authorization URL. */
  authorizationUrl: URL;
  /** `rg_oidc_flow=…`, to send back with the callback. */
  cookie: string;
  setCookie: string;
}

export async function startFlow(app: App, redirectTo = '/auth/callback'): Promise<StartedFlow> {
  const res = await app.inject({ method: 'GET', url: `/api/auth/oidc/start?redirect_to=${encodeURIComponent(redirectTo)}` });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  return { authorizationUrl: new URL(String(res.headers.location)), cookie: cookieOf(setCookie), setCookie };
}

/**
 * Signs in at the provider as `login` (any password) and consents; answers the URL the provider
 * finally sends the browser to (our callback with code and state, or with an error).
 * `abort` presses the login page's "Cancel" instead (access_denied).
 */
export async function authorizeAtProvider(authorizationUrl: URL, login: string, opts: { abort?: boolean } = {}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin === PUBLIC_ORIGIN) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status} at ${url}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no form on the provider's page ${url}: ${html.slice(0, 500)}`);
    if (opts.abort) {
      url = new URL(`${action.replace(/&amp;/g, '&')}/abort`, url);
      continue;
    }
    url = new URL(action.replace(/&amp;/g, '&'), url);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt }).toString();
  }
  throw new Error('too many redirects at the provider');
}

/** Presents the provider's redirect to our callback route, with the flow cookie unless told otherwise. */
export function callback(app: App, returned: URL, cookie: string | null) {
  return app.inject({
    method: 'GET',
    url: `/api/auth/oidc/callback${returned.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** A 302 of the callback: where it sends the browser, with the hash and query read out. */
export function landing(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  const location = new URL(String(res.headers.location));
  return {
    location,
    path: location.pathname,
    hash: new URLSearchParams(location.hash.slice(1)),
    query: location.searchParams,
  };
}

/** The whole flow for `login`: start, provider login + consent, callback. */
export async function signInExternally(app: App, login: string) {
  const flow = await startFlow(app);
  const returned = await authorizeAtProvider(flow.authorizationUrl, login);
  return landing(await callback(app, returned, flow.cookie));
}
