import { useEffect, useRef, useState } from 'react';
import type { AdminStatsSnapshot } from '@roadgremlin/contracts';

/** The dashboard reloads this long after its socket closes (docs/product/rules.md#timings). */
export const ADMIN_RELOAD_DELAY_MS = 5_000;

export type LiveStatus = 'connecting' | 'live' | 'disconnected';

/** The subset of the browser WebSocket the hook uses (a fake in tests). */
export interface AdminSocket {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  close(code?: number): void;
}

export interface AdminLiveOptions {
  /** Connect only once the server has said this user is the administrator. */
  enabled: boolean;
  token: string | null;
  createSocket?: (url: string) => AdminSocket;
  reload?: () => void;
  location?: Pick<Location, 'protocol' | 'host'>;
}

/** `ws(s)://<host>/ws/admin?access_token=<jwt>` — wss on https (docs/product/api.md#admin); browsers cannot send headers. */
export function adminSocketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/admin?access_token=${encodeURIComponent(token)}`;
}

/** A `stats_update` message (StatsUpdateMessage in libs/contracts), checked by shape without zod in the bundle. */
function parseUpdate(data: unknown): AdminStatsSnapshot | null {
  if (typeof data !== 'string') return null;
  try {
    const msg = JSON.parse(data) as { type?: unknown; stats?: unknown; sessions?: unknown; history?: unknown };
    if (msg.type !== 'stats_update' || typeof msg.stats !== 'object' || !msg.stats || !Array.isArray(msg.sessions)) return null;
    return {
      stats: msg.stats as AdminStatsSnapshot['stats'],
      sessions: msg.sessions as AdminStatsSnapshot['sessions'],
      history: Array.isArray(msg.history) ? (msg.history as AdminStatsSnapshot['history']) : [],
    };
  } catch {
    return null;
  }
}

/**
 * The admin live link (docs/product/screens.md#admin-dashboard): one socket on /ws/admin while the
 * dashboard is shown. `live` once open; `disconnected` on an error or a close, and then the page
 * reloads after 5 s (docs/product/rules.md#timings) — which
 * also picks up a refreshed token, since the server closes the socket when the token it was opened
 * with expires. The token is read once per connection, on purpose: a refresh does not reconnect.
 */
export function useAdminLive({ enabled, token, createSocket, reload, location }: AdminLiveOptions) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [snapshot, setSnapshot] = useState<AdminStatsSnapshot | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const deps = useRef({ createSocket, reload, location });
  deps.current = { createSocket, reload, location };

  useEffect(() => {
    const current = tokenRef.current;
    if (!enabled || !current) return;
    const { createSocket: create = (url: string) => new WebSocket(url), reload: doReload = () => window.location.reload(), location: where = window.location } =
      deps.current;
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    const disconnected = () => {
      setStatus('disconnected');
      reloadTimer ??= setTimeout(doReload, ADMIN_RELOAD_DELAY_MS);
    };
    let socket: AdminSocket;
    try {
      socket = create(adminSocketUrl(where, current));
    } catch {
      disconnected();
      return () => clearTimeout(reloadTimer);
    }
    setStatus('connecting');
    socket.onopen = () => setStatus('live');
    socket.onmessage = (event) => {
      const update = parseUpdate(event.data);
      if (update) setSnapshot(update);
    };
    // A socket error shows Disconnected (docs/product/screens.md#admin-dashboard).
    socket.onerror = () => setStatus('disconnected');
    socket.onclose = disconnected;
    return () => {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      clearTimeout(reloadTimer);
      try {
        socket.close(1000);
      } catch {
        /* already closed */
      }
    };
  }, [enabled]);

  return { status, snapshot };
}
