import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { decodeJwt } from 'jose';
import { isAPIError } from 'better-auth/api';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { AuthError, publishRevocation, type RevocationList, type TokenVerifier } from '@roadgremlin/auth';
import {
  CHANNELS,
  UserProfileUpdatedEvent,
  UserSignedUpEvent,
  defaultAvatarColor,
  generatedHandle,
  type AccountSession,
  type SessionRevokedEvent,
  type Session,
  type User,
} from '@roadgremlin/contracts';
import { HttpError, WindowLimiter, publishEvent } from '@roadgremlin/service-kit';
import type { Auth } from './better-auth.js';
import { recoveryBindingMatches } from './recovery-link.js';
import { ACCOUNT_CONFLICT, EXTERNAL_LOGIN_FAILED, ExternalSignInError } from '../oidc/errors.js';
import type { ExternalProfile } from '../oidc/relying-party.js';
import { retryWords, type SignInThrottle } from './throttle.js';
import { MIN_PASSWORD_LENGTH, isCommonPassword } from './common-passwords.js';

/** What we know about the caller, passed to better-auth so sessions record it. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Set by the gateway to the client address it resolved under TRUST_PROXY (apps/gateway headers.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-gremlin-client-ip';

/**
 * The caller's address for throttling and session records: the gateway's resolved address, else
 * Fastify's (the leftmost X-Forwarded-For entry: identity trusts its network, which only the gateway
 * reaches — but a client can write that entry when a proxy in front appends to it, so the gateway's
 * header wins).
 */
export function clientAddress(request: { ip: string; headers: Record<string, unknown> }): string {
  const resolved = request.headers[CLIENT_ADDRESS_HEADER];
  return typeof resolved === 'string' && isIP(resolved.trim()) ? resolved.trim() : request.ip;
}

export class ThrottledError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'too_many_attempts', `Too many failed sign-ins. Try again in ${retryWords(retryAfterSeconds)}.`, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

export const INVALID_CREDENTIALS = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password');
export const INVALID_REFRESH = () => new HttpError(401, 'invalid_refresh_token', 'Your session has ended. Please sign in again.');
export const INVALID_RESET_LINK = () => new HttpError(400, 'invalid_reset_link', 'This password reset link is invalid or has expired.');
const WEAK_PASSWORD = () =>
  new HttpError(422, 'weak_password', 'Password should be at least 6 characters.', { reasons: ['length'] });
/** weak_password with reasons (docs/product/auth.md#passwords); `pwned` as the auth provider names a known, leaked password. */
const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common and easy to guess. Please choose a different one.';
const COMMON_PASSWORD = (status: 400 | 422) => new HttpError(status, 'weak_password', COMMON_PASSWORD_MESSAGE, { reasons: ['pwned'] });
const USER_EXISTS = () => new HttpError(422, 'user_already_exists', 'User already registered');
const USER_GONE = () => new HttpError(401, 'user_not_found', 'This account no longer exists. Please sign up again.');
export const ACCOUNT_SUSPENDED = () =>
  new HttpError(403, 'account_suspended', 'This account has been suspended by a moderator. Write to legal@roadgremlin.com if you think this is a mistake.');
const EMAIL_NOT_CONFIRMED = () =>
  new HttpError(403, 'email_not_confirmed', 'Email not confirmed: check your inbox for the confirmation link.');

/** Two tabs refreshing with the same token at once both get its successor within this window. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** What Redis keeps about a rotated-out refresh token. */
interface RotatedToken {
  sid: string;
  userId: string;
  /** The refresh token that replaced it. */
  next: string;
  /** When it was rotated, ms. */
  at: number;
}

/** Session tokens are better-auth ids (alphanumeric) or signed cookie values; anything else is not one of ours. */
const SESSION_TOKEN = /^[A-Za-z0-9._~%+/=-]{16,512}$/;

interface AuthUserRecord {
  id: string;
  email: string;
  name?: string | null;
  image?: string | null;
  createdAt: Date | string;
  firstName?: string | null;
  lastName?: string | null;
  emailConfirmedAt?: Date | string | null;
  displayName?: string | null;
  avatarColor?: string | null;
  suspendedAt?: Date | string | null;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

interface BetterAuthSession {
  id: string;
  token: string;
  createdAt: Date | string;
  updatedAt?: Date | string | null;
  expiresAt: Date | string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** 'Chrome on Linux' from a User-Agent header; null when nothing is recognised. */
export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? ua.slice(0, 60);
}

/** better-auth's `providerId` of the accounts an external sign-in creates: one per issuer, as `sub` is unique only within it. */
export const externalProviderId = (issuer: string) => `oidc:${issuer}`;
const CREDENTIAL = 'credential';

/** better-auth account providerId → the `provider` the web app's user sync reports (email, google or oidc). */
export function providerLabel(providerId: string): string {
  if (providerId === CREDENTIAL) return 'email';
  if (providerId.startsWith('oidc:')) {
    try {
      return new URL(providerId.slice(5)).hostname === 'accounts.google.com' ? 'google' : 'oidc';
    } catch {
      return 'oidc';
    }
  }
  return providerId;
}

/** better-auth's user → the User the web app reads (docs/product/api.md#auth-and-users). */
export function toUser(u: AuthUserRecord, accounts?: { providerId: string; createdAt: Date | string }[], admins?: Set<string>): User {
  const metadata: User['user_metadata'] = {};
  if (u.firstName) metadata.first_name = u.firstName;
  if (u.lastName) metadata.last_name = u.lastName;
  if (u.name) metadata.full_name = u.name;
  if (u.image) metadata.avatar_url = u.image;
  metadata.display_name = u.displayName || generatedHandle(u.id);
  metadata.avatar_color = u.avatarColor || defaultAvatarColor(u.id);
  const providers = [...(accounts ?? [])]
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime())
    .map((a) => providerLabel(a.providerId));
  return {
    id: u.id,
    email: u.email,
    user_metadata: metadata,
    ...(providers.length ? { app_metadata: { provider: providers[0], providers: [...new Set(providers)] } } : {}),
    created_at: iso(u.createdAt),
    email_confirmed_at: u.emailConfirmedAt ? iso(u.emailConfirmedAt) : null,
    is_admin: admins?.has(u.email.toLowerCase()) ?? false,
  };
}

function errorCode(err: unknown): string | undefined {
  if (!isAPIError(err)) return undefined;
  const body = (err as { body?: { code?: string } }).body;
  return body?.code;
}

export interface AccountsDeps {
  auth: Auth;
  redis: Redis;
  prefix: string;
  secret: string;
  accessTokenTtl: number;
  throttle: SignInThrottle;
  verifier: TokenVerifier;
  revocations: RevocationList;
  /** ADMIN_EMAILS, lower-cased: `User.is_admin`. */
  admins: Set<string>;
  /** New accounts per client address per hour (0 = no limit). */
  signUpLimitPerHour: number;
  log: FastifyBaseLogger;
}

/**
 * The account operations behind the /api/auth routes, expressed with better-auth's server API
 * (`auth.api.*`) and its internal adapter; no Fastify here. Failures a caller can act on are HttpErrors.
 */
export class Accounts {
  private readonly limiter: WindowLimiter;

  constructor(private readonly deps: AccountsDeps) {
    this.limiter = new WindowLimiter(deps.redis, `${deps.prefix}identity:`);
  }

  private get api() {
    return this.deps.auth.api;
  }

  private async context() {
    return this.deps.auth.$context;
  }

  private static headers(client?: ClientInfo, bearer?: string) {
    const h = new Headers();
    if (client) {
      // Only header-safe values: a client-supplied User-Agent may hold anything.
      h.set('x-forwarded-for', client.ip.replace(/[^0-9a-fA-F:.]/g, ''));
      if (client.userAgent) h.set('user-agent', client.userAgent.replace(/[^\x20-\x7e]/g, '').slice(0, 512));
    }
    if (bearer) h.set('authorization', `Bearer ${bearer}`);
    return h;
  }

  private now() {
    return Math.floor(Date.now() / 1000);
  }

  /** Publishes a revocation for every service and applies it here at once (pub/sub is asynchronous). */
  async revoke(event: SessionRevokedEvent) {
    this.deps.revocations.add(event);
    await publishRevocation(this.deps.redis, this.deps.prefix, event);
  }

  /** The Session for a better-auth session token: a fresh access JWT (jwt plugin) plus that token. */
  async issueSession(sessionToken: string): Promise<Session> {
    if (!SESSION_TOKEN.test(sessionToken)) throw INVALID_REFRESH();
    const headers = Accounts.headers(undefined, sessionToken);
    const { headers: out, response } = await this.api.getSession({ headers, returnHeaders: true });
    if (!response) throw INVALID_REFRESH();
    // The jwt plugin signs a token for every /get-session answer (header set-auth-jwt); getToken is the fallback.
    const accessToken = out.get('set-auth-jwt') ?? (await this.api.getToken({ headers })).token;
    const { exp = this.now() + this.deps.accessTokenTtl } = decodeJwt(accessToken);
    const internal = (await this.context()).internalAdapter;
    if ((response.user as AuthUserRecord).suspendedAt) {
      // Every way in (sign-in, refresh, a confirmation link, external sign-in) comes through here.
      await internal.deleteSession(response.session.token);
      throw ACCOUNT_SUSPENDED();
    }
    const accounts = await internal.findAccounts(response.user.id);
    return {
      access_token: accessToken,
      refresh_token: response.session.token,
      expires_in: Math.max(0, exp - this.now()),
      expires_at: exp,
      token_type: 'bearer',
      user: toUser(response.user, accounts, this.deps.admins),
    };
  }

  async signUp(input: { email: string; password: string; firstName?: string; lastName?: string; displayName?: string }, client: ClientInfo) {
    const firstName = input.firstName?.trim() || undefined;
    const lastName = input.lastName?.trim() || undefined;
    const name = [firstName, lastName].filter(Boolean).join(' ');
    // Sign-ups are limited per client address (a script making accounts by the hundred); counted
    // before anything is hashed or stored.
    await this.limiter.hit(
      `sign-up:${createHash('sha256').update(client.ip).digest('base64url')}`,
      { limit: this.deps.signUpLimitPerHour, windowSeconds: 3600 },
      (limit) => `Too many new accounts from your network: the limit is ${limit} an hour.`,
    );
    // The length rule first (better-auth, minimum 6): a short password is refused for that.
    if (input.password.length >= MIN_PASSWORD_LENGTH && isCommonPassword(input.password)) throw COMMON_PASSWORD(422);
    let result: Awaited<ReturnType<Auth['api']['signUpEmail']>>;
    try {
      result = await this.api.signUpEmail({
        body: { email: input.email, password: input.password, name, firstName, lastName, ...(input.displayName ? { displayName: input.displayName } : {}) },
        headers: Accounts.headers(client),
      });
    } catch (err) {
      const code = errorCode(err);
      if (code === 'PASSWORD_TOO_SHORT') throw WEAK_PASSWORD();
      if (code === 'PASSWORD_TOO_LONG') throw new HttpError(400, 'weak_password', 'Password must be at most 128 characters');
      if (code === 'INVALID_EMAIL') throw new HttpError(400, 'validation_failed', 'Email must be a valid e-mail address');
      if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') throw USER_EXISTS();
      // Two sign-ups with one address at once: the loser's insert fails on the unique e-mail.
      if (code === 'FAILED_TO_CREATE_USER' && (await (await this.context()).internalAdapter.findUserByEmail(input.email))) throw USER_EXISTS();
      throw err;
    }
    const session = result.token ? await this.issueSession(result.token) : null;
    // With confirmation required, better-auth answers a duplicate e-mail with a look-alike user (no
    // enumeration): only a user that really exists is announced.
    const created = result.token || (await (await this.context()).internalAdapter.findUserById(result.user.id));
    // The account exists whatever happens to the announcement.
    if (created) await this.announceSignUp(result.user);
    return { user: session?.user ?? toUser(result.user, undefined, this.deps.admins), session };
  }

  /** Announces a new account to the other services; a Redis hiccup must not fail the sign-up. */
  private async announceSignUp(user: { id: string; email: string }) {
    await publishEvent(this.deps.redis, this.deps.prefix, CHANNELS.userSignedUp, UserSignedUpEvent, {
      userId: user.id,
      email: user.email,
      at: new Date().toISOString(),
    }).catch((err) => this.deps.log.error({ err, userId: user.id }, 'could not publish user_signed_up'));
  }

  /**
   * Signs in with an identity verified by an external OpenID Connect provider (src/oidc) and answers
   * a Session. The linking rule (README "External sign-in"):
   * 1. an identity (issuer + sub) seen before signs in to the user it belongs to;
   * 2. a new identity whose e-mail already has an account is linked to it only when the provider
   *    says `email_verified: true`; otherwise 'Account Conflict Detected' (`account_conflict`). If
   *    that account's own address was never confirmed, nothing proved its password's owner owns the
   *    address: the password and every session are dropped (a pre-registered squatter loses access;
   *    the owner can set a password again with "Forgot password");
   * 3. otherwise a new user is created, again only for a verified address.
   */
  async signInExternal(
    profile: ExternalProfile,
    provider: { name: string },
    client: ClientInfo,
  ): Promise<Session> {
    const internal = (await this.context()).internalAdapter;
    const providerId = externalProviderId(profile.issuer);
    let userId: string | undefined;

    const owner = await internal.findAccountOwnerByKey({ providerId, accountId: profile.subject });
    if (owner?.kind === 'owned') userId = owner.user.id;
    else if (owner?.kind === 'orphaned') await internal.deleteAccount(owner.account.id);

    if (!userId) {
      const existing = await internal.findUserByEmail(profile.email, { includeAccounts: true });
      if (existing) {
        if (!profile.emailVerified) {
          throw new ExternalSignInError(
            ACCOUNT_CONFLICT,
            `An account with ${profile.email} is already registered. ${provider.name} has not verified this address, so it cannot be linked: sign in with your email and password.`,
          );
        }
        userId = existing.user.id;
        if (!existing.user.emailVerified) {
          const credentials = existing.accounts.filter((a: { providerId: string }) => a.providerId === CREDENTIAL);
          for (const account of credentials) await internal.deleteAccount(account.id);
          await this.revokeAllSessions(userId);
          await internal.deleteUserSessions(userId);
          await internal.updateUser(userId, { emailVerified: true });
          this.deps.log.warn({ userId, droppedPasswords: credentials.length }, 'external sign-in proved an unconfirmed address: its password and sessions were dropped');
        }
        await internal.linkAccount({ userId, providerId, accountId: profile.subject });
        this.deps.log.info({ userId, providerId }, 'external identity linked to an existing account');
      } else {
        if (!profile.emailVerified) {
          throw new ExternalSignInError(
            EXTERNAL_LOGIN_FAILED,
            `${provider.name} has not verified ${profile.email}. Verify it with ${provider.name} first, or sign up with your email and password.`,
          );
        }
        const created = await internal.createOAuthUser(
          { email: profile.email, name: profile.name ?? '', emailVerified: true, image: profile.picture ?? null },
          { providerId, accountId: profile.subject },
        );
        userId = created.user.id;
        await this.announceSignUp(created.user);
      }
    }

    const session = await internal.createSession(userId, false, {
      ipAddress: client.ip,
      userAgent: client.userAgent?.replace(/[^\x20-\x7e]/g, '').slice(0, 512) ?? '',
    });
    return this.issueSession(session.token);
  }

  async signIn(input: { email: string; password: string }, client: ClientInfo) {
    const verdict = await this.deps.throttle.attempt(input.email, client.ip);
    if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
    let token: string;
    try {
      ({ token } = await this.api.signInEmail({ body: { email: input.email, password: input.password }, headers: Accounts.headers(client) }));
    } catch (err) {
      const code = errorCode(err);
      if (code === 'EMAIL_NOT_VERIFIED') {
        // The password was right: not a failed attempt. better-auth has just re-sent the link.
        await this.deps.throttle.succeeded(input.email, client.ip);
        throw EMAIL_NOT_CONFIRMED();
      }
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL' || code === 'INVALID_PASSWORD') throw INVALID_CREDENTIALS();
      throw err;
    }
    await this.deps.throttle.succeeded(input.email, client.ip);
    const session = await this.issueSession(token);
    return { user: session.user, session };
  }

  /**
   * Rotates the refresh token: every refresh answers a new one and the old one stops
   * working. The better-auth session (its id is the access tokens' `sid`) keeps living under the new
   * token. Redis remembers each rotated-out token (`<prefix>identity:refresh-rotated:<sha256>`, until
   * the session would have expired): presenting one again is theft — someone else holds a copy — and
   * ends that session everywhere (deleted, and its sid revoked for every service, as sign-out does).
   * One exception: the same old token within REFRESH_REUSE_GRACE_SECONDS while its successor is still
   * current (two tabs refreshing at once) answers that successor instead of a new one.
   */
  async refresh(refreshToken: string) {
    if (!SESSION_TOKEN.test(refreshToken)) throw INVALID_REFRESH();
    const key = this.rotatedKey(refreshToken);
    const earlier = await this.deps.redis.get(key);
    if (earlier) return { session: await this.reused(JSON.parse(earlier) as RotatedToken, refreshToken) };
    const found = await this.api.getSession({ headers: Accounts.headers(undefined, refreshToken), query: { disableRefresh: true } });
    if (!found) throw INVALID_REFRESH();
    const next = randomBytes(24).toString('base64url');
    const record: RotatedToken = { sid: found.session.id, userId: found.user.id, next, at: Date.now() };
    const ttl = Math.max(60, Math.ceil((new Date(found.session.expiresAt).getTime() - Date.now()) / 1000));
    // First to claim the old token rotates it; a concurrent refresh with the same token sees the claim.
    const claimed = await this.deps.redis.set(key, JSON.stringify(record), 'EX', ttl, 'NX');
    if (!claimed) {
      const winner = await this.deps.redis.get(key);
      if (!winner) throw INVALID_REFRESH();
      return { session: await this.reused(JSON.parse(winner) as RotatedToken, refreshToken) };
    }
    const internal = (await this.context()).internalAdapter;
    await internal.updateSession(refreshToken, { token: next, updatedAt: new Date() });
    return { session: await this.issueSession(next) };
  }

  private rotatedKey(token: string) {
    return `${this.deps.prefix}identity:refresh-rotated:${createHash('sha256').update(token).digest('base64url')}`;
  }

  /** A rotated-out refresh token presented again: the grace case (its successor), or theft. */
  private async reused(record: RotatedToken, presented: string): Promise<Session> {
    const internal = (await this.context()).internalAdapter;
    const find = async () =>
      ((await internal.listSessions(record.userId)) as { id: string; token: string }[]).find((s) => s.id === record.sid);
    let current = await find();
    // The refresh that claimed this token may still be switching the session over to its successor
    // (two tabs at once): wait for it (briefly) rather than take the copy for a thief's.
    for (let i = 0; i < 40 && current?.token === presented && Date.now() - record.at <= REFRESH_REUSE_GRACE_SECONDS * 1000; i++) {
      await new Promise((r) => setTimeout(r, 25));
      current = await find();
    }
    if (current && current.token === record.next && Date.now() - record.at <= REFRESH_REUSE_GRACE_SECONDS * 1000) {
      return this.issueSession(record.next);
    }
    this.deps.log.warn({ userId: record.userId, sid: record.sid }, 'a rotated-out refresh token was presented again: session ended as stolen');
    if (current) await internal.deleteSession(current.token);
    await this.revoke({ sid: record.sid, exp: this.now() + this.deps.accessTokenTtl });
    throw INVALID_REFRESH();
  }

  /**
   * Ends the session named by the refresh token and/or the access token, in better-auth and for every
   * service (revocation of its sid until the last access token it could have issued expires).
   * Idempotent: unknown or already-ended sessions are not an error.
   */
  async signOut(input: { accessToken?: string; refreshToken?: string }) {
    const sids = new Set<string>();
    const internal = (await this.context()).internalAdapter;
    if (input.refreshToken && SESSION_TOKEN.test(input.refreshToken)) {
      const headers = Accounts.headers(undefined, input.refreshToken);
      const found = await this.api.getSession({ headers, query: { disableRefresh: true } });
      if (found) {
        sids.add(found.session.id);
        await this.api.signOut({ headers });
      }
    }
    if (input.accessToken) {
      try {
        const claims = await this.deps.verifier.verify(input.accessToken);
        sids.add(claims.sid);
        const session = (await internal.listSessions(claims.sub)).find((s) => s.id === claims.sid);
        if (session) await internal.deleteSession(session.token);
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
      }
    }
    const exp = this.now() + this.deps.accessTokenTtl;
    for (const sid of sids) await this.revoke({ sid, exp });
  }

  async getUser(userId: string) {
    const internal = (await this.context()).internalAdapter;
    const user = await internal.findUserById(userId);
    if (!user) throw USER_GONE();
    return toUser(user, await internal.findAccounts(userId), this.deps.admins);
  }

  /**
   * The account page's changes: display name, avatar colour, first and last name. Other services
   * learn the new public profile from `user_profile_updated`; the caller's next access token carries it.
   */
  async updateProfile(userId: string, changes: { displayName?: string; avatarColor?: string; firstName?: string | null; lastName?: string | null }) {
    const internal = (await this.context()).internalAdapter;
    const current = (await internal.findUserById(userId)) as AuthUserRecord | null;
    if (!current) throw USER_GONE();
    const data: Record<string, unknown> = {};
    if (changes.displayName !== undefined) data.displayName = changes.displayName;
    if (changes.avatarColor !== undefined) data.avatarColor = changes.avatarColor;
    if (changes.firstName !== undefined) data.firstName = changes.firstName?.trim() || null;
    if (changes.lastName !== undefined) data.lastName = changes.lastName?.trim() || null;
    if (changes.firstName !== undefined || changes.lastName !== undefined) {
      const first = changes.firstName !== undefined ? (data.firstName as string | null) : current.firstName;
      const last = changes.lastName !== undefined ? (data.lastName as string | null) : current.lastName;
      data.name = [first, last].filter(Boolean).join(' ');
    }
    const updated = (await internal.updateUser(userId, data)) as AuthUserRecord;
    await this.announceProfile(updated);
    return this.getUser(userId);
  }

  private async announceProfile(user: AuthUserRecord) {
    await publishEvent(this.deps.redis, this.deps.prefix, CHANNELS.userProfileUpdated, UserProfileUpdatedEvent, {
      userId: user.id,
      displayName: user.displayName || generatedHandle(user.id),
      avatarColor: user.avatarColor || defaultAvatarColor(user.id),
      at: new Date().toISOString(),
    }).catch((err) => this.deps.log.error({ err, userId: user.id }, 'could not publish user_profile_updated'));
  }

  /**
   * Changes the password after checking the current one (an account without a password, signed in
   * through an external provider, sets one with "Forgot password"). Every other session of the
   * account ends: whoever knew the old password is signed out.
   */
  async changePassword(userId: string, currentSid: string, input: { currentPassword: string; newPassword: string }) {
    const ctx = await this.context();
    const internal = ctx.internalAdapter;
    const credential = (await internal.findAccounts(userId)).find((a: { providerId: string; password?: string | null }) => a.providerId === CREDENTIAL && a.password);
    if (!credential?.password) {
      throw new HttpError(400, 'no_password', 'This account signs in through an external provider and has no password yet: use "Forgot password" on the sign-in page to set one.');
    }
    if (!(await ctx.password.verify({ hash: credential.password, password: input.currentPassword }))) {
      throw new HttpError(400, 'invalid_password', 'Your current password is not right.');
    }
    if (isCommonPassword(input.newPassword)) throw COMMON_PASSWORD(400);
    await internal.updatePassword(userId, await ctx.password.hash(input.newPassword));
    return this.endOtherSessions(userId, currentSid);
  }

  /** The account's signed-in devices, the current one first, then the most recently active. */
  async listSessions(userId: string, currentSid: string): Promise<AccountSession[]> {
    const sessions = (await (await this.context()).internalAdapter.listSessions(userId)) as BetterAuthSession[];
    return sessions
      .filter((s) => new Date(s.expiresAt).getTime() > Date.now())
      .map((s) => ({
        id: s.id,
        createdAt: iso(s.createdAt),
        lastActiveAt: iso(s.updatedAt ?? s.createdAt),
        expiresAt: iso(s.expiresAt),
        device: describeUserAgent(s.userAgent),
        ipAddress: s.ipAddress || null,
        current: s.id === currentSid,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  }

  /** "Sign out everywhere else": ends every session but the caller's, for every service at once. */
  async endOtherSessions(userId: string, currentSid: string): Promise<number> {
    const internal = (await this.context()).internalAdapter;
    const others = ((await internal.listSessions(userId)) as BetterAuthSession[]).filter((s) => s.id !== currentSid);
    const exp = this.now() + this.deps.accessTokenTtl;
    for (const s of others) {
      await internal.deleteSession(s.token);
      await this.revoke({ sid: s.id, exp });
    }
    return others.length;
  }

  /** Ends one session of the account (404 when it is not one of theirs). */
  async endSession(userId: string, sessionId: string) {
    const internal = (await this.context()).internalAdapter;
    const session = ((await internal.listSessions(userId)) as BetterAuthSession[]).find((s) => s.id === sessionId);
    if (!session) throw new HttpError(404, 'not_found', 'No such session: it may have ended already.');
    await internal.deleteSession(session.token);
    await this.revoke({ sid: session.id, exp: this.now() + this.deps.accessTokenTtl });
  }

  /**
   * An administrator suspends (or reinstates) an account. Suspending ends every session and refuses
   * every token the account holds, at once and for every service; sign-in and refresh are refused
   * until it is reinstated.
   */
  async setSuspended(userId: string, suspended: boolean) {
    const internal = (await this.context()).internalAdapter;
    const user = (await internal.findUserById(userId)) as AuthUserRecord | null;
    if (!user) throw new HttpError(404, 'not_found', 'No such account.');
    if (suspended && this.deps.admins.has(user.email.toLowerCase())) {
      throw new HttpError(409, 'cannot_suspend_admin', 'An administrator cannot be suspended: remove the address from ADMIN_EMAILS first.');
    }
    const updated = (await internal.updateUser(userId, { suspendedAt: suspended ? (user.suspendedAt ? new Date(user.suspendedAt) : new Date()) : null })) as AuthUserRecord;
    if (suspended) {
      await this.revokeAllSessions(userId);
      await internal.deleteUserSessions(userId);
    }
    return {
      id: updated.id,
      displayName: updated.displayName || generatedHandle(updated.id),
      suspendedAt: updated.suspendedAt ? iso(updated.suspendedAt) : null,
    };
  }

  /** Deletes the account with its credential, sessions and profile, and revokes every token it holds. */
  async deleteUser(userId: string) {
    await (await this.context()).internalAdapter.deleteUser(userId);
    const now = this.now();
    await this.revoke({ userId, before: now, exp: now + this.deps.accessTokenTtl });
  }

  /** Always succeeds; better-auth e-mails a link only if the account exists. */
  async recover(email: string) {
    await this.api.requestPasswordReset({ body: { email } });
  }

  async resetPassword(input: { access_token: string; refresh_token: string; password: string }) {
    // Like the length rule (validated before the handler), before the link is looked at.
    if (isCommonPassword(input.password)) throw COMMON_PASSWORD(400);
    if (!recoveryBindingMatches(this.deps.secret, input.access_token, input.refresh_token)) throw INVALID_RESET_LINK();
    try {
      await this.api.resetPassword({ body: { token: input.access_token, newPassword: input.password } });
    } catch (err) {
      const code = errorCode(err);
      if (code === 'PASSWORD_TOO_SHORT') throw new HttpError(400, 'weak_password', 'Password must be at least 6 characters long.', { reasons: ['length'] });
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') throw INVALID_RESET_LINK();
      throw err;
    }
  }

  /**
   * Called by better-auth during a reset, before it deletes the user's sessions: every access token of
   * those sessions is revoked by sid, and (belt and braces) every token issued before this second.
   * `before` is a second in the past so a sign-in with the new password in the same second stays valid.
   */
  async revokeAllSessions(userId: string) {
    const now = this.now();
    const exp = now + this.deps.accessTokenTtl;
    const sessions = await (await this.context()).internalAdapter.listSessions(userId);
    for (const s of sessions) await this.revoke({ sid: s.id, exp });
    await this.revoke({ userId, before: now - 1, exp });
  }

  /**
   * Follows an e-mail confirmation link (better-auth's verifyEmail) and answers where to send the
   * browser: signed in at /auth-redirect with the tokens in the hash on first use; /auth when the
   * address was already confirmed; /auth-redirect with an access_denied error when the link is bad.
   */
  async confirmEmail(token: string, origin: string): Promise<string> {
    const failed = `${origin}/auth-redirect?${new URLSearchParams({ error: 'access_denied', error_description: 'Email link is invalid or has expired' })}`;
    if (!/^[A-Za-z0-9._-]{1,4096}$/.test(token)) return failed;
    let sessionToken: string | null;
    try {
      const { headers } = await this.api.verifyEmail({ query: { token }, returnHeaders: true });
      // autoSignInAfterVerification creates a session on the first use only; bearer() exposes its token.
      sessionToken = headers.get('set-auth-token');
    } catch (err) {
      if (isAPIError(err)) return failed;
      throw err;
    }
    if (!sessionToken) return `${origin}/auth?confirmed=true`;
    const session = await this.issueSession(sessionToken);
    const hash = new URLSearchParams({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      token_type: 'bearer',
      type: 'signup',
    });
    return `${origin}/auth-redirect#${hash}`;
  }
}
