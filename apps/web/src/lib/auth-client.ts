/**
 * A small Supabase-like auth client for the identity service behind /api/auth/* (docs/product/auth.md).
 *
 * The session lives in localStorage under `rg.session`, is shared between tabs through the
 * `storage` event and is refreshed automatically: every 30 s tick checks whether it expires
 * within 3 ticks (90 s); retryable failures (network error, 502, 503, 504) retry with a 200 ms
 * doubling back-off inside a 30 s budget; any other failure removes the session (SIGNED_OUT).
 * The constants follow the hosted provider's client, see
 * https://github.com/supabase/auth-js/blob/master/src/lib/constants.ts
 */
import { clearSessionDrafts } from './session-draft';
import { ApiError, createApiClient, OfflineError, type ApiClient } from './api-client';
import { clearOfflineTrips, keepOnlySessionTrips } from './offline/clear-offline-trips';
import { tokenSession } from './offline/cache-keys';

export const SESSION_STORAGE_KEY = 'rg.session';
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_TICK_THRESHOLD = 3;
/** A session expiring within this margin is refreshed (3 ticks = 90 s). */
export const REFRESH_MARGIN_MS = AUTO_REFRESH_TICK_MS * AUTO_REFRESH_TICK_THRESHOLD;
export const REFRESH_RETRY_BASE_MS = 200;
export const REFRESH_RETRY_BUDGET_MS = AUTO_REFRESH_TICK_MS;

export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface UserMetadata {
  first_name?: string;
  last_name?: string;
  full_name?: string;
  name?: string;
  avatar_url?: string;
  picture?: string;
  /** The name other people see; never derived from the e-mail address. */
  display_name?: string;
  avatar_color?: string;
  [key: string]: unknown;
}

export interface User {
  id: string;
  email: string;
  user_metadata: UserMetadata;
  app_metadata?: { provider?: string; [key: string]: unknown };
  created_at: string;
  email_confirmed_at?: string | null;
  /** An administrator (ADMIN_EMAILS): the nav bar shows the Admin link. */
  is_admin?: boolean;
}

/** PATCH /api/auth/user. */
export interface ProfileChanges {
  displayName?: string;
  avatarColor?: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  /** Unix time in seconds. */
  expires_at: number;
  token_type: 'bearer';
  user: User;
}

export interface AuthResult {
  user: User;
  session: Session | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Blank: the server picks a friendly handle. */
  displayName?: string;
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/** GET /api/auth/config: which sign-in options this deployment offers, and its canonical origin. */
export interface AuthConfig {
  externalProvider: { id: string; name: string } | null;
  requireEmailConfirmation: boolean;
  canonicalOrigin?: string;
  previewHostSuffixes?: string[];
}

export type AuthStateListener = (event: AuthChangeEvent, session: Session | null) => void;

export class AuthSessionMissingError extends Error {
  override readonly name = 'AuthSessionMissingError';
  constructor() {
    super('Auth session missing!');
  }
}

/** Network failures and gateway hiccups are worth retrying; a 4xx verdict is not. */
export function isRetryableAuthError(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

export interface AuthClientOptions {
  fetch?: typeof fetch;
  storage?: Storage;
  storageKey?: string;
  /** Target of the cross-tab `storage` event; defaults to window. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Start the 30 s tick on initialize (default true). */
  autoRefresh?: boolean;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export class AuthClient {
  private session: Session | null = null;
  private readonly listeners = new Set<AuthStateListener>();
  private initPromise: Promise<void> | null = null;
  private refreshPromise: Promise<Session | null> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private readonly http: ApiClient;
  private readonly storageKey: string;
  private readonly options: AuthClientOptions;

  constructor(options: AuthClientOptions = {}) {
    this.options = options;
    this.storageKey = options.storageKey ?? SESSION_STORAGE_KEY;
    // Auth calls carry their own token (or none), never the app-wide one.
    this.http = createApiClient({ fetch: options.fetch, getAccessToken: () => null });
  }

  private get storage(): Storage | undefined {
    return this.options.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage);
  }

  private get eventTarget(): AuthClientOptions['eventTarget'] {
    return this.options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  }

  private get logger(): Pick<Console, 'warn' | 'error'> {
    return this.options.logger ?? console;
  }

  /** Loads the stored session, refreshes it if it is (nearly) expired and starts the tick. Idempotent. */
  initialize(): Promise<void> {
    this.initPromise ??= this.doInitialize();
    return this.initPromise;
  }

  private async doInitialize(): Promise<void> {
    this.session = this.readStoredSession();
    this.eventTarget?.addEventListener('storage', this.onStorage);
    // No session here (it ended while this page was closed, or its storage was cleared): trips kept
    // for the offline navigator belong to nobody now. With one, only its own may stay.
    await keepOnlySessionTrips(this.session ? tokenSession(this.session.access_token) : null);
    if (this.session && this.expiresSoon(this.session)) {
      await this.refreshStoredSession(this.session.refresh_token);
    }
    if (this.options.autoRefresh ?? true) this.startAutoRefresh();
  }

  /** Stops the tick and the cross-tab listener (tests, hot reload). */
  dispose(): void {
    this.stopAutoRefresh();
    this.eventTarget?.removeEventListener('storage', this.onStorage);
    this.listeners.clear();
    this.initPromise = null;
  }

  startAutoRefresh(): void {
    this.stopAutoRefresh();
    this.ticker = setInterval(() => void this.autoRefreshTick(), AUTO_REFRESH_TICK_MS);
  }

  stopAutoRefresh(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** The current session after initialisation; an expired one is refreshed first. */
  async getSession(): Promise<Session | null> {
    await this.initialize();
    const session = this.session;
    if (session && session.expires_at * 1000 <= Date.now()) {
      return this.refreshStoredSession(session.refresh_token);
    }
    return this.session;
  }

  /** Synchronous access for the API client. */
  getAccessToken(): string | null {
    return this.session?.access_token ?? null;
  }

  /**
   * Subscribes to session events. Like the hosted client, a new subscriber receives
   * INITIAL_SESSION once initialisation has finished.
   */
  onAuthStateChange(listener: AuthStateListener): { unsubscribe: () => void } {
    this.listeners.add(listener);
    void this.initialize().then(
      () => {
        if (this.listeners.has(listener)) this.call(listener, 'INITIAL_SESSION', this.session);
      },
      (error: unknown) => {
        this.logger.error('Auth initialization failed', error);
        if (this.listeners.has(listener)) this.call(listener, 'INITIAL_SESSION', null);
      },
    );
    return { unsubscribe: () => this.listeners.delete(listener) };
  }

  async signInWithPassword(input: { email: string; password: string }): Promise<AuthResult> {
    const result = await this.http.post<AuthResult>('/api/auth/sign-in', input, { accessToken: null });
    if (result.session) this.adoptSession(result.session, 'SIGNED_IN');
    return result;
  }

  /** A null session in the result means the e-mail address must be confirmed first. */
  async signUp(input: SignUpInput): Promise<AuthResult> {
    const body: Record<string, string> = { email: input.email, password: input.password };
    if (input.firstName?.trim()) body.firstName = input.firstName.trim();
    if (input.lastName?.trim()) body.lastName = input.lastName.trim();
    if (input.displayName?.trim()) body.displayName = input.displayName.trim();
    const result = await this.http.post<AuthResult>('/api/auth/sign-up', body, { accessToken: null });
    if (result.session) this.adoptSession(result.session, 'SIGNED_IN');
    return result;
  }

  /**
   * Revokes the session on the server, then clears it locally. 401/403/404 mean the server no
   * longer knows the session. Other failures are logged and the local session is
   * still cleared: a visitor who presses Sign Out must end up signed out on this device.
   */
  async signOut(): Promise<void> {
    const session = this.session;
    if (session) {
      try {
        await this.http.post(
          '/api/auth/sign-out',
          { refresh_token: session.refresh_token },
          { accessToken: session.access_token },
        );
      } catch (error) {
        const ignorable = error instanceof ApiError && [401, 403, 404].includes(error.status);
        if (!ignorable) this.logger.warn('Sign-out could not reach the server', error);
      }
    }
    this.removeSession();
    // What this person typed or planned is theirs: the next one at this device starts afresh.
    clearSessionDrafts();
    // So are the trips they kept for the offline navigator.
    await clearOfflineTrips();
    this.emit('SIGNED_OUT', null);
  }

  /**
   * Deletes the account with all its data (the identity service asks every other service first).
   * Then this device is signed out like a sign-out: session, drafts and offline trips go.
   */
  async deleteAccount(): Promise<void> {
    const session = await this.getSession();
    if (!session) throw new AuthSessionMissingError();
    await this.http.delete('/api/auth/user', { accessToken: session.access_token });
    this.removeSession();
    clearSessionDrafts();
    await clearOfflineTrips();
    this.emit('SIGNED_OUT', null);
  }

  /** Adopts tokens from a return link; they are validated by refreshing them. */
  async setSession(tokens: SessionTokens): Promise<Session> {
    const session = await this.refreshWithRetry(tokens.refresh_token);
    this.adoptSession(session, 'SIGNED_IN');
    return session;
  }

  /**
   * Sets a new password. With `recovery` tokens (from a reset link) those authorise the change;
   * otherwise the current session does.
   */
  async updateUser(attributes: { password: string }, recovery?: SessionTokens): Promise<void> {
    const tokens = recovery ?? this.session;
    if (!tokens) throw new AuthSessionMissingError();
    await this.http.post(
      '/api/auth/reset-password',
      { access_token: tokens.access_token, refresh_token: tokens.refresh_token, password: attributes.password },
      { accessToken: null },
    );
    if (!recovery && this.session) this.emit('USER_UPDATED', this.session);
  }

  /**
   * A password-recovery link was opened (the reset page calls this once its tokens are present):
   * PASSWORD_RECOVERY reaches the listeners like the hosted client's event. The recovery tokens are
   * not a session, so the current session (usually none) is passed on unchanged.
   */
  notifyPasswordRecovery(): void {
    this.emit('PASSWORD_RECOVERY', this.session);
  }

  /** GET /api/auth/config. */
  getConfig(signal?: AbortSignal): Promise<AuthConfig> {
    return this.http.get<AuthConfig>('/api/auth/config', { signal, accessToken: null });
  }

  /** Re-reads the user from the server (GET /api/auth/user). */
  async getUser(): Promise<User | null> {
    const session = await this.getSession();
    if (!session) return null;
    const { user } = await this.http.get<{ user: User }>('/api/auth/user', { accessToken: session.access_token });
    const updated = { ...session, user: normaliseUser(user) };
    this.saveSession(updated);
    this.emit('USER_UPDATED', updated);
    return updated.user;
  }

  /**
   * Changes the display name, colour or names (the account page). The session is refreshed so that
   * the access token carries the new name, and listeners get USER_UPDATED with it.
   */
  async updateProfile(changes: ProfileChanges): Promise<User> {
    const session = await this.getSession();
    if (!session) throw new AuthSessionMissingError();
    const { user } = await this.http.patch<{ user: User }>('/api/auth/user', changes, { accessToken: session.access_token });
    const refreshed = (await this.refreshSession()) ?? session;
    const updated = { ...refreshed, user: normaliseUser(user) };
    this.saveSession(updated);
    this.emit('USER_UPDATED', updated);
    return updated.user;
  }

  /** Refreshes now (used by the tick, on start and for an expired session). */
  refreshSession(): Promise<Session | null> {
    if (!this.session) return Promise.resolve(null);
    return this.refreshStoredSession(this.session.refresh_token);
  }

  private async autoRefreshTick(): Promise<void> {
    // Another tab may have refreshed already; adopting its session avoids presenting a
    // refresh token that the server has rotated away.
    const stored = this.readStoredSession();
    if (stored && this.session && stored.refresh_token !== this.session.refresh_token) {
      this.session = stored;
    }
    const session = this.session;
    if (!session || !this.expiresSoon(session)) return;
    await this.refreshStoredSession(session.refresh_token);
  }

  private expiresSoon(session: Session): boolean {
    return session.expires_at * 1000 - Date.now() <= REFRESH_MARGIN_MS;
  }

  /** One refresh at a time; a non-retryable failure removes the session. Never throws. */
  private refreshStoredSession(refreshToken: string): Promise<Session | null> {
    this.refreshPromise ??= (async () => {
      try {
        const session = await this.refreshWithRetry(refreshToken);
        this.adoptSession(session, 'TOKEN_REFRESHED');
        return session;
      } catch (error) {
        if (isRetryableAuthError(error)) {
          // Keep the session: the next tick tries again.
          this.logger.warn('Session refresh failed, will retry on the next tick', error);
          return this.session;
        }
        // Signed out elsewhere, a password reset, a reused refresh token, expiry: the session has
        // ended, and what it kept for the offline navigator goes with it.
        this.logger.warn('Session refresh rejected, signing out', error);
        this.removeSession();
        await clearOfflineTrips();
        this.emit('SIGNED_OUT', null);
        return null;
      } finally {
        this.refreshPromise = null;
      }
    })();
    return this.refreshPromise;
  }

  /** POST /api/auth/refresh with 200 ms doubling back-off for retryable errors, inside 30 s. */
  private async refreshWithRetry(refreshToken: string): Promise<Session> {
    const startedAt = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { session } = await this.http.post<{ session: Session }>(
          '/api/auth/refresh',
          { refresh_token: refreshToken },
          { accessToken: null },
        );
        return normaliseSession(session);
      } catch (error) {
        if (!isRetryableAuthError(error)) throw error;
        // Offline, waiting cannot help: give up at once and keep the session (the offline
        // navigator opens without a 30 s spinner); the next tick tries again.
        if (error instanceof OfflineError) throw error;
        const delay = REFRESH_RETRY_BASE_MS * 2 ** attempt;
        if (Date.now() + delay - startedAt >= REFRESH_RETRY_BUDGET_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private adoptSession(session: Session, event: AuthChangeEvent): void {
    const normalised = normaliseSession(session);
    this.saveSession(normalised);
    // A new session (a sign-in, perhaps by someone else): only its own kept trips may stay.
    if (event === 'SIGNED_IN') void keepOnlySessionTrips(tokenSession(normalised.access_token));
    this.emit(event, normalised);
  }

  private saveSession(session: Session): void {
    this.session = session;
    try {
      this.storage?.setItem(this.storageKey, JSON.stringify(session));
    } catch (error) {
      this.logger.warn('Could not persist the session', error);
    }
  }

  private removeSession(): void {
    this.session = null;
    try {
      this.storage?.removeItem(this.storageKey);
    } catch (error) {
      this.logger.warn('Could not remove the stored session', error);
    }
  }

  private readStoredSession(): Session | null {
    let raw: string | null | undefined;
    try {
      raw = this.storage?.getItem(this.storageKey);
    } catch {
      return null;
    }
    return parseSession(raw);
  }

  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key !== this.storageKey) return;
    const next = parseSession(event.newValue);
    const previous = this.session;
    this.session = next;
    if (!next && previous) {
      // Signed out in another tab: that tab cleared the kept trips too; a crashed one may not have.
      void clearOfflineTrips();
      this.emit('SIGNED_OUT', null);
    } else if (next && !previous) this.emit('SIGNED_IN', next);
    else if (next && previous) this.emit('TOKEN_REFRESHED', next);
  };

  private emit(event: AuthChangeEvent, session: Session | null): void {
    for (const listener of [...this.listeners]) this.call(listener, event, session);
  }

  private call(listener: AuthStateListener, event: AuthChangeEvent, session: Session | null): void {
    try {
      listener(event, session);
    } catch (error) {
      this.logger.error(`Auth listener failed on ${event}`, error);
    }
  }
}

function normaliseUser(user: User): User {
  return { ...user, user_metadata: user.user_metadata ?? {} };
}

function normaliseSession(session: Session): Session {
  const expiresAt =
    typeof session.expires_at === 'number'
      ? session.expires_at
      : Math.floor(Date.now() / 1000) + (session.expires_in ?? 0);
  return { ...session, token_type: 'bearer', expires_at: expiresAt, user: normaliseUser(session.user) };
}

function parseSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (
      typeof value.access_token === 'string' &&
      typeof value.refresh_token === 'string' &&
      typeof value.expires_at === 'number' &&
      value.user &&
      typeof value.user.id === 'string'
    ) {
      return normaliseSession(value as Session);
    }
  } catch {
    // A corrupted entry is treated as no session.
  }
  return null;
}

export function createAuthClient(options?: AuthClientOptions): AuthClient {
  return new AuthClient(options);
}

/** The app-wide client. Nothing runs until `initialize()` (called by the AuthProvider). */
export const authClient = createAuthClient();
