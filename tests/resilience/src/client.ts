import { randomBytes } from 'node:crypto';
import { request } from 'undici';

export interface Answer {
  status: number;
  /** Parsed JSON, the text when it is not JSON, null when empty; `{ network: message }` when no answer. */
  body: any;
  headers: Headers | null;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body sent as is (with `contentType`). */
  raw?: string | Uint8Array;
  contentType?: string;
  /** X-Forwarded-For: the client address as a load balancer in front of the gateway reports it. */
  clientIp?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One HTTP call; never throws: a failed connection is status 0. */
export async function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.clientIp) headers['x-forwarded-for'] = opts.clientIp;
  let body: string | Uint8Array | undefined;
  if (opts.raw !== undefined) {
    body = opts.raw;
    if (opts.contentType) headers['content-type'] = opts.contentType;
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = opts.contentType ?? 'application/json';
  }
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000) });
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - t0 };
  } catch (err) {
    return { status: 0, body: { network: (err as Error).message }, headers: null, ms: performance.now() - t0 };
  }
}

/**
 * Like `call`, over undici's `request`, which (unlike fetch) sends a body with any method — a GET with
 * a body is one of the fuzz's cases.
 */
export async function rawCall(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.contentType) headers['content-type'] = opts.contentType;
  const t0 = performance.now();
  try {
    const res = await request(`${base}${path}`, {
      method: method as 'GET',
      headers,
      body: opts.raw,
      headersTimeout: opts.timeoutMs ?? 60_000,
      bodyTimeout: opts.timeoutMs ?? 60_000,
    });
    const text = await res.body.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const h = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
    return { status: res.statusCode, body: parsed, headers: h, ms: performance.now() - t0 };
  } catch (err) {
    return { status: 0, body: { network: `${(err as Error).name}: ${(err as Error).message}` }, headers: null, ms: performance.now() - t0 };
  }
}

export function uniqueEmail(label: string) {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/** Signs a new account up through the gateway; throws with the answer when it fails. */
export async function signUp(base: string, email = uniqueEmail('traveller'), clientIp?: string, password = 'resilience-password-1'): Promise<Account> {
  const res = await call(base, 'POST', '/api/auth/sign-up', { body: { email, password }, clientIp });
  if (res.status !== 200 || !res.body?.session?.access_token) throw new Error(`sign-up of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.session.access_token, userId: res.body.user.id };
}

export async function signIn(base: string, email: string, password: string, clientIp?: string): Promise<Answer & { token?: string }> {
  const res = await call(base, 'POST', '/api/auth/sign-in', { body: { email, password }, clientIp });
  return { ...res, token: res.body?.session?.access_token };
}

/** Real sentences the embedded planner always plans (no LLM). */
export const PROMPTS = [
  'ghost towns from Las Vegas to Reno',
  'weird roadside stuff along Route 66 from Chicago to Tulsa',
  'hot springs and odd museums from Denver to Santa Fe',
  'strange roadside attractions from Phoenix to Albuquerque',
  'ghost towns and weird roadside stuff from Las Vegas to Salt Lake City',
];

export function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Percentile (nearest rank) of unsorted numbers. */
export function percentile(values: number[], p: number) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
