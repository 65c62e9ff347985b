/**
 * Auth state for the whole app (docs/product/auth.md#auth-states): `loading` starts true, `user`/`session` follow the
 * auth client's events, `isAuthenticated` is `!!user`. It lives in lib/ (like bulletproof-react's
 * lib/auth) because the nav bar and every feature read it, and features must not import each other.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setAccessTokenGetter } from './api-client';
import { authClient as defaultClient, type AuthChangeEvent, type AuthClient, type Session, type User } from './auth-client';
import {
  signedInRedirect,
  signedOutRedirect,
  visitorRedirect,
  type CanonicalOriginRule,
  type LocationLike,
} from './canonical-origin';
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

export interface AuthProviderProps {
  client?: AuthClient;
  children: ReactNode;
  /** Full-page navigation to another origin (tests replace it). */
  navigateTo?: (url: string) => void;
  /** The browser's address (tests replace it). */
  currentLocation?: () => LocationLike;
  /** Start as signed out instead of loading: the build's prerendered landing (src/prerender.tsx) has no session to read. */
  signedOut?: boolean;
}

/** The same cache entry as the /auth screen's config query: one request for both. */
export const AUTH_CONFIG_QUERY_KEY = ['/api/auth/config'] as const;

export function AuthProvider({
  client = defaultClient,
  children,
  navigateTo = (url) => window.location.assign(url),
  currentLocation = () => window.location,
  signedOut = false,
}: AuthProviderProps) {
  const [state, setState] = useState<Omit<AuthState, 'isAuthenticated'>>({
    loading: !signedOut,
    user: null,
    session: null,
  });
  // PUBLIC_ORIGIN comes from the server, so one build serves any deployment.
  const { data: config } = useQuery({
    queryKey: AUTH_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => client.getConfig(signal),
  });
  const rule = useRef<CanonicalOriginRule | null>(null);
  const signedInBeforeRule = useRef(false);
  const navigation = useRef({ navigateTo, currentLocation });
  useEffect(() => {
    navigation.current = { navigateTo, currentLocation };
  });

  useEffect(() => {
    if (!config?.canonicalOrigin) return;
    rule.current = { canonicalOrigin: config.canonicalOrigin, previewHostSuffixes: config.previewHostSuffixes };
    const { navigateTo: go, currentLocation: where } = navigation.current;
    const target =
      visitorRedirect(where(), rule.current) ??
      (signedInBeforeRule.current ? signedInRedirect(where(), rule.current) : null);
    if (target) go(target);
  }, [config]);

  useEffect(() => {
    setAccessTokenGetter(() => client.getAccessToken());
    const subscription = client.onAuthStateChange((event, session) => {
      setState({ loading: false, session, user: session?.user ?? null });
      const { navigateTo: go, currentLocation: where } = navigation.current;
      if (event === 'SIGNED_IN' && session) {
        // Sync only on a real sign-in, not on every page load.
        void syncUser(session);
        if (!rule.current) signedInBeforeRule.current = true;
        const target = rule.current && signedInRedirect(where(), rule.current);
        if (target) go(target);
      }
      if (event === 'SIGNED_OUT') {
        // An error on the address at sign-out is only logged. The in-app move to /auth
        // is the root layout's; leaving a non-canonical origin is ours.
        const params = new URL(where().href).searchParams;
        if (params.get('error') || params.get('error_description')) {
          console.warn('Signed out with an auth error on the address', params.get('error'), params.get('error_description'));
        }
        const target = rule.current && signedOutRedirect(where(), rule.current);
        if (target) go(target);
      }
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

/**
 * The name the nav bar greets the user by: their display name, the one everyone else sees. Never
 * the e-mail address (a screenshot or a shared screen would show it).
 */
export function displayNameOf(user: Pick<User, 'user_metadata'> | null | undefined): string {
  const name = user?.user_metadata.display_name;
  return typeof name === 'string' && name.trim() ? name.trim() : 'traveller';
}
