import { traceHeaders, HttpError } from '@roadgremlin/service-kit';
import type { FastifyBaseLogger } from 'fastify';

/** A service that keeps part of a person's data, and its two calls for them. */
export interface DataHolder {
  /** Said to the person when it cannot be reached ("the forum"). */
  label: string;
  /** The file its part goes to in the download. */
  file: string;
  baseUrl: string;
  exportPath: string;
  erasePath: string;
}

export function dataHolders(urls: { TRIPS_URL: string; COMMUNITY_URL: string; CONNECTIONS_URL: string }): DataHolder[] {
  const trim = (u: string) => u.trim().replace(/\/+$/, '');
  return [
    { label: 'the trips service', file: 'trips.json', baseUrl: trim(urls.TRIPS_URL), exportPath: '/api/user/trips/export', erasePath: '/api/user/trips' },
    { label: 'the forum', file: 'community.json', baseUrl: trim(urls.COMMUNITY_URL), exportPath: '/api/community/me/export', erasePath: '/api/community/me' },
    { label: 'the connections service', file: 'connections.json', baseUrl: trim(urls.CONNECTIONS_URL), exportPath: '/api/connections/export', erasePath: '/api/connections' },
  ].filter((h) => h.baseUrl);
}

const TIMEOUT_MS = 15_000;

/**
 * Collects and erases a person's data in the services that hold it, over HTTP with the person's own
 * access token (services never read each other's tables). A service that cannot be reached stops the
 * whole call with a 503 that names it.
 */
export class AccountDataClient {
  constructor(
    private readonly holders: DataHolder[],
    private readonly log: FastifyBaseLogger,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(holder: DataHolder, method: 'GET' | 'DELETE', path: string, token: string): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${holder.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...traceHeaders() },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      this.log.error({ err, service: holder.baseUrl, path }, 'a service holding account data did not answer');
      throw unreachable(holder);
    }
    if (res.status === 401) {
      // the session ended on the way (signed out, or this account deleted by another request): not an outage
      await res.body?.cancel().catch(() => {});
      throw new HttpError(401, 'unauthorized', 'Your session ended before this was done. Sign in again and retry.');
    }
    if (!res.ok) {
      this.log.error({ status: res.status, service: holder.baseUrl, path, body: (await res.text().catch(() => '')).slice(0, 300) }, 'a service holding account data refused');
      throw unreachable(holder);
    }
    return res.json();
  }

  /** Every holder's part of the person's data, by file name. */
  async collect(token: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.holders.map(async (h) => [h.file, await this.call(h, 'GET', h.exportPath, token)] as const));
    return Object.fromEntries(parts);
  }

  /** Is every holder answering? Asked before erasing, so that a service that is down stops the deletion before anything goes. */
  async ready(): Promise<void> {
    await Promise.all(
      this.holders.map(async (h) => {
        try {
          const res = await this.fetchImpl(`${h.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
          await res.body?.cancel().catch(() => {});
          if (!res.ok) throw new Error(`readyz ${res.status}`);
        } catch (err) {
          this.log.error({ err, service: h.baseUrl }, 'a service holding account data is not ready');
          throw unreachable(h, 'Your account was not deleted');
        }
      }),
    );
  }

  /** Erases the person's data in every holder; what each removed, by holder file. */
  async erase(token: string): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const h of this.holders) out[h.file] = await this.call(h, 'DELETE', h.erasePath, token);
    return out;
  }
}

function unreachable(h: DataHolder, what = 'This could not be done'): HttpError {
  return new HttpError(503, 'service_unavailable', `${what}: ${h.label} is not answering right now. Please try again in a few minutes.`, undefined, { 'retry-after': '30' });
}
