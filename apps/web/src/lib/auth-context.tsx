/**
 * Auth state for the whole app (SPEC.md §4): `loading` starts true, `user`/`session` follow the
 * auth client's events, `isAuthenticated` is `!!user`. It lives in lib/ (like bulletproof-react's
 * lib/auth) because the nav bar and every feature read it, and features must not import each other.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setAccessTokenGetter } from './api-client';
import { authClient as defaultClient, type AuthChangeEvent, type AuthClient, type Session, type User } from './auth-client';
import { syncUser } from './user-sync';

export interface AuthState {
  loading: boolean;
  user: User | null;
  session: Session | null;
  isAuthenticated: boolean;
}

export interface AuthContextValue extends AuthState {
  client: AuthClient;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ client = defaultClient, children }: { client?: AuthClient; children: ReactNode }) {
  const [state, setState] = useState<Omit<AuthState, 'isAuthenticated'>>({
    loading: true,
    user: null,
    session: null,
  });

  useEffect(() => {
    setAccessTokenGetter(() => client.getAccessToken());
    const subscription = client.onAuthStateChange((event, session) => {
      setState({ loading: false, session, user: session?.user ?? null });
      // Sync only on a real sign-in, not on every page load (SPEC.md §4).
      if (event === 'SIGNED_IN' && session) void syncUser(session);
    });
    return subscription.unsubscribe;
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAuthenticated: !!state.user, client }),
    [state, client],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Calls `handler` for session events after the initial one (e.g. SIGNED_OUT → /auth). */
export function useAuthEvents(handler: (event: AuthChangeEvent, session: Session | null) => void): void {
  const { client } = useAuth();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription = client.onAuthStateChange((event, session) => {
      if (event !== 'INITIAL_SESSION') latest.current(event, session);
    });
    return subscription.unsubscribe;
  }, [client]);
}

/** The part of the e-mail before the @, as the nav bar greets the user. */
export function emailName(email: string | undefined | null): string {
  if (!email) return '';
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}
