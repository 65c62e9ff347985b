/**
 * Whether this traveller has started personalization (not started → started). The
 * server records the start (POST /api/start-personalization), but it only says so in the insights
 * answer, which the web app asks for only once an account is connected; so the browser remembers the
 * start per user, and a traveller with a connection has started by definition.
 */
import { useCallback, useState } from 'react';
import { useAuth } from '../../../lib/auth-context';

const storageKey = (userId: string) => `rg.personalization.${userId}`;

function read(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return !!localStorage.getItem(storageKey(userId));
  } catch {
    return false;
  }
}

export function usePersonalizationStarted() {
  const { user } = useAuth();
  const userId = user?.id;
  const [startedFor, setStartedFor] = useState<Record<string, boolean>>({});
  const started = !!userId && (startedFor[userId] ?? read(userId));
  const markStarted = useCallback(
    (startedAt: string) => {
      if (!userId) return;
      try {
        localStorage.setItem(storageKey(userId), startedAt);
      } catch {
        /* private mode: remembered for this visit only */
      }
      setStartedFor((s) => ({ ...s, [userId]: true }));
    },
    [userId],
  );
  return { started, markStarted };
}
