import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth, useAuthEvents } from './auth-context';
import { TrackingClient } from './tracking';

/**
 * Keeps the page-tracking socket (lib/tracking.ts) in step with the app: started once for the
 * visitor, reconnected when the access token changes, told about every route change and every
 * sign-in; a sign-out starts a new session (the next person at this tab is another visit). Mounted
 * once, in the root layout.
 *
 * Under Vitest no socket is opened unless a test passes a client: screen tests render the whole
 * layout and must not dial a gateway that is not there.
 */
export function usePageTracking(client?: TrackingClient | null) {
  const [tracker] = useState(() => (client !== undefined ? client : import.meta.env.MODE === 'test' ? null : new TrackingClient()));
  const { session } = useAuth();
  const { pathname } = useLocation();
  const token = session?.access_token ?? null;

  useEffect(() => {
    if (!tracker) return;
    tracker.start();
    return () => tracker.stop();
  }, [tracker]);

  useEffect(() => tracker?.setToken(token), [tracker, token]);
  useEffect(() => tracker?.pageChange(pathname), [tracker, pathname]);

  useAuthEvents((event, next) => {
    if (!tracker) return;
    if (event === 'SIGNED_OUT') tracker.signOut();
    if (event !== 'SIGNED_IN' || !next) return;
    tracker.setToken(next.access_token);
    tracker.login(next.user.email);
  });
}
