import { Pool } from 'undici';
import type { GatewayConfig } from './config.js';
import { SERVICES, upstreamUrl, type ServiceName } from './routes.js';

export interface Upstream {
  name: ServiceName;
  label: string;
  url: string;
  /** host[:port], sent as the Host header. */
  host: string;
  /** One keep-alive pool per service, shared by all of its prefixes (proxy, health, OpenAPI). */
  pool: Pool;
}

/**
 * Builds the undici pools. Tuned for a proxy: short connect timeout so a service that is down answers
 * 503 in ~2 s instead of hanging, long keep-alive, no pipelining by default (a slow trip generation
 * must not hold up the requests queued behind it on the same socket).
 */
export function createUpstreams(config: GatewayConfig): Map<ServiceName, Upstream> {
  const map = new Map<ServiceName, Upstream>();
  for (const name of Object.keys(SERVICES) as ServiceName[]) {
    const url = upstreamUrl(config, name);
    const pool = new Pool(new URL(url).origin, {
      connections: config.UPSTREAM_CONNECTIONS,
      pipelining: config.UPSTREAM_PIPELINING,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 120_000,
      headersTimeout: config.UPSTREAM_TIMEOUT_MS,
      bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      connect: { timeout: config.UPSTREAM_CONNECT_TIMEOUT_MS },
    });
    map.set(name, { name, label: SERVICES[name].label, url, host: new URL(url).host, pool });
  }
  return map;
}

/** GET `path` on a service; resolves with status and parsed JSON (or null), never hangs past `timeoutMs`. */
export async function getJson(up: Upstream, path: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  const signal = AbortSignal.timeout(timeoutMs);
  const res = await up.pool.request({ method: 'GET', path, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal });
  const text = await res.body.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.statusCode, body };
}

export async function closeUpstreams(upstreams: Map<ServiceName, Upstream>) {
  await Promise.all([...upstreams.values()].map((u) => u.pool.destroy().catch(() => {})));
}
