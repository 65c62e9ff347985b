/**
 * Plays the browser between the identity service (app.inject) and the fake OpenID Connect provider
 * of @roadgremlin/test-fakes (real HTTP; `authorizeAtFakeOidcProvider` fills its real login and
 * consent pages).
 */
import { authorizeAtFakeOidcProvider } from '@roadgremlin/test-fakes';
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
  const returned = await authorizeAtFakeOidcProvider(flow.authorizationUrl, login);
  return landing(await callback(app, returned, flow.cookie));
}
