/**
 * The account connect flow (docs/product/screens.md#account-connections-panel): idle → 'Connecting...' → connected or idle again.
 *
 * The 600×700 popup is opened synchronously inside the click (a popup opened after an `await` is
 * blocked by browsers), blank at first; once POST /api/oauth/{provider}/ticket answers, it is sent
 * to the one-time start URL. A popup navigation cannot carry a bearer header, hence the ticket
 * (services/connections/README.md "The popup and the ticket").
 *
 * The callback page posts `{type: 'oauth_success' | 'oauth_error', data}` to `window.opener`; only
 * messages from our own origin are accepted. The server has already stored the connection (tokens
 * never reach the browser), so success only refetches. The popup is checked every second: closed
 * by the user → idle.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { createOAuthTicket, useRefreshConnections } from '../api/connections';
import { POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH, providerName } from '../lib/providers';

export interface OAuthPopupMessage {
  type: 'oauth_success' | 'oauth_error';
  data: { provider: string; userInfo?: unknown; error?: string };
}

export function isOAuthPopupMessage(value: unknown): value is OAuthPopupMessage {
  if (!value || typeof value !== 'object') return false;
  const v = value as { type?: unknown; data?: unknown };
  return (
    (v.type === 'oauth_success' || v.type === 'oauth_error') &&
    !!v.data &&
    typeof v.data === 'object' &&
    typeof (v.data as { provider?: unknown }).provider === 'string'
  );
}

/** Centred over the current window. */
function popupFeatures() {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export function useOAuthConnect() {
  const { session } = useAuth();
  const refresh = useRefreshConnections();
  const [connecting, setConnecting] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopWatching = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    popup.current = null;
  }, []);

  const reset = useCallback(() => {
    stopWatching();
    setConnecting(null);
  }, [stopWatching]);

  // The listener lives as long as the panel: a message that arrives just as the popup closes
  // itself is still read.
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!isOAuthPopupMessage(event.data)) return;
      const { type, data } = event.data;
      if (type === 'oauth_success') {
        notify({ title: 'Account connected!', description: `${providerName(data.provider)} is connected. Your Inner Gremlin is learning.`, type: 'success' });
        void refresh();
      } else {
        notify({ title: 'OAuth Error', description: `Connection failed: ${data.error ?? 'unknown error'}`, type: 'error' });
      }
      if (popup.current && !popup.current.closed) popup.current.close();
      reset();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refresh, reset]);

  useEffect(() => stopWatching, [stopWatching]);

  const connect = useCallback(
    (provider: string) => {
      if (connecting) return;
      if (!session?.access_token) {
        notify({ title: 'Authentication Required', description: 'Please sign in to connect your accounts', type: 'error' });
        return;
      }
      // Synchronously, inside the click: later it would be blocked.
      const win = window.open('', `roadgremlin-oauth-${provider}`, popupFeatures());
      popup.current = win;
      setConnecting(provider);
      if (win) {
        timer.current = setInterval(() => {
          if (!popup.current || popup.current.closed) reset();
        }, POPUP_POLL_MS);
      }
      createOAuthTicket(provider).then(
        ({ url }) => {
          if (win && !win.closed) win.location.href = url;
          // Popups blocked: the same flow in this tab; the callback comes back to /?connected=…
          else if (!win) window.location.assign(url);
          else reset();
        },
        (error: unknown) => {
          if (win && !win.closed) win.close();
          reset();
          notify({
            title: 'Connection failed',
            description: errorMessage(error, `Failed to connect ${providerName(provider)}. Please try again.`),
            type: 'error',
          });
        },
      );
    },
    [connecting, session?.access_token, reset],
  );

  return { connect, connecting };
}
