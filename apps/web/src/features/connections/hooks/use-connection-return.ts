/**
 * Landing with `?connected={provider}` (the popup had no opener and finished in a full tab) shows
 * the success toast, refetches and cleans the URL; `?error=…` shows the failure toast and cleans
 * the URL.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { useRefreshConnections } from '../api/connections';
import { providerName } from '../lib/providers';

const RETURN_PARAMS = ['connected', 'error', 'provider'];

export function useConnectionReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshConnections();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const connected = params.get('connected');
    const error = params.get('error');
    if (!connected && !error) return;
    // StrictMode runs effects twice: one toast per landing.
    if (handled.current === location.key) return;
    handled.current = location.key;
    if (connected) {
      notify({ title: 'Account connected!', description: `${providerName(connected)} is connected. Your Inner Gremlin is learning.`, type: 'success' });
      void refresh();
    } else {
      notify({ title: 'Connection failed', description: 'Failed to connect account. Please try again.', type: 'error' });
    }
    for (const p of RETURN_PARAMS) params.delete(p);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate, refresh]);
}
