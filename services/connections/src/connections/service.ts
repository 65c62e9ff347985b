import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AVAILABLE_PROVIDERS, COMING_SOON_PROVIDERS, type ProviderId, type TravelTheme } from '@roadgremlin/contracts';
import { HttpError } from '@roadgremlin/service-kit';
import { DecryptError, type TokenCipher } from '../crypto/token-cipher.js';
import { GrantRejectedError, ProviderUnavailableError, TokenRejectedError, type ProviderClient, type TokenSet } from '../oauth/client.js';
import { COMING_SOON, isAvailable, isComingSoon, type FetchedAccount } from '../oauth/providers.js';
import { computePersonality, deriveSource } from '../personality/compute.js';
import type { ReadExport } from '../imports/read-export.js';
import type { ConnectionsRepository } from './repository.js';

/** An import's lock outlives any reading (IMPORT_TIMEOUT_MS is at most 5 minutes) and then lapses by itself. */
const IMPORT_LOCK_MS = 6 * 60_000;
/** Deletes the lock only when it is still this import's. */
const RELEASE_LOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Refresh an access token this long before the provider says it expires. */
const EXPIRY_SKEW_MS = 60_000;
const MAX_USER_INFO_CHARS = 4096;

export interface StoredThemes {
  weights: Partial<Record<TravelTheme, number>>;
  travelThemes: TravelTheme[];
  sources: string[];
  reasons?: Partial<Record<TravelTheme, string>>;
}

type Context = 'callback' | 'refresh' | 'save';

/**
 * The domain of the service: connecting and disconnecting accounts, keeping their tokens encrypted,
 * re-reading their data, and the travel personality computed from it. No Fastify in here.
 */
export class ConnectionsService {
  constructor(
    private readonly deps: {
      repo: ConnectionsRepository;
      cipher: TokenCipher;
      clients: Record<ProviderId, ProviderClient>;
      redis: Redis;
      prefix: string;
      log: FastifyBaseLogger;
      /** Reads an uploaded export off the event loop, bounded (imports/isolated-reader.ts). */
      readExport: (provider: ProviderId, body: Uint8Array) => Promise<ReadExport>;
    },
  ) {}

  /** The client of an available provider; 404 for a name we do not know, 409 for 'coming soon'. */
  client(provider: string): ProviderClient {
    if (isAvailable(provider)) return this.deps.clients[provider];
    if (isComingSoon(provider)) {
      throw new HttpError(409, 'provider_coming_soon', `${COMING_SOON[provider].name} connections are coming soon; they cannot be connected yet.`);
    }
    throw new HttpError(404, 'unknown_provider', `There is no provider called '${provider.slice(0, 40)}'. Choose one of ${AVAILABLE_PROVIDERS.join(', ')}.`);
  }

  /**
   * Like client(), and 503 when the server has no credentials for it: an administrator learns the
   * variables to set and the redirect URI to register; anyone else is pointed at 'Import your data'.
   */
  configuredClient(provider: string, forAdmin = false): ProviderClient {
    const client = this.client(provider);
    if (!client.configured) throw this.notConfigured(client, forAdmin);
    return client;
  }

  private notConfigured(client: ProviderClient, forAdmin: boolean) {
    const name = client.def.name;
    const message = forAdmin
      ? client.setupMessage()
      : `${name} cannot be connected on this server yet. Use Import your data instead: upload the data export ${name} lets you download.`;
    return new HttpError(503, 'provider_not_configured', message);
  }

  /** Every provider; what an operator must set (`setup`) goes to administrators only. */
  listProviders(forAdmin = false) {
    const available = AVAILABLE_PROVIDERS.map((id) => {
      const c = this.deps.clients[id];
      return {
        id,
        name: c.def.name,
        description: c.def.description,
        status: 'available' as const,
        configured: c.configured,
        importable: true,
        ...(c.configured || !forAdmin ? {} : { setup: c.setupMessage() }),
      };
    });
    const soon = COMING_SOON_PROVIDERS.map((id) => ({ id, ...COMING_SOON[id], status: 'coming_soon' as const, configured: false }));
    return [...available, ...soon];
  }

  private aad(userId: string, provider: string, field: 'access' | 'refresh') {
    return `${userId}:${provider}:${field}`;
  }

  private encryptTokens(userId: string, provider: ProviderId, tokens: TokenSet) {
    const { cipher } = this.deps;
    return {
      accessTokenEnc: cipher.encrypt(tokens.accessToken, this.aad(userId, provider, 'access')),
      refreshTokenEnc: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken, this.aad(userId, provider, 'refresh')) : null,
      expiresAt: tokens.expiresIn === null ? null : new Date(Date.now() + tokens.expiresIn * 1000),
    };
  }

  /** A provider's failure in words the user can act on; never a 5xx for something the caller sent. */
  private providerFailure(err: unknown, client: ProviderClient, context: Context): never {
    const name = client.def.name;
    if (err instanceof HttpError) throw err;
    this.deps.log.warn({ err, provider: client.def.id, context }, 'provider call failed');
    if (err instanceof ProviderUnavailableError) {
      throw new HttpError(502, 'provider_unavailable', `${name} is not answering right now (${err.message}). Please try again in a minute.`);
    }
    if (err instanceof GrantRejectedError) {
      if (context === 'refresh') {
        throw new HttpError(409, 'reconnect_required', `${name} no longer accepts the saved sign-in (${err.oauthCode}). Disconnect ${name} and connect it again.`);
      }
      throw new HttpError(400, 'oauth_exchange_failed', `${name} refused the sign-in code (${err.oauthCode}${err.description ? `: ${err.description}` : ''}). Please try connecting again.`);
    }
    if (err instanceof TokenRejectedError) {
      if (context === 'save') throw new HttpError(400, 'token_rejected', `${name} did not accept this access token.`);
      if (context === 'refresh') throw new HttpError(409, 'reconnect_required', `${name} no longer accepts the saved sign-in. Disconnect ${name} and connect it again.`);
      throw new HttpError(502, 'provider_unavailable', `${name} refused the token it had just issued. Please try connecting again.`);
    }
    throw err;
  }

  /** The callback's work: code → tokens (with the PKCE verifier) → profile and data → stored → personality. */
  async completeAuthorization(userId: string, provider: ProviderId, code: string, codeVerifier: string) {
    const client = this.configuredClient(provider);
    let tokens: TokenSet;
    let account: FetchedAccount;
    try {
      tokens = await client.exchangeCode(code, codeVerifier);
      account = await client.fetchAccount(tokens.accessToken);
    } catch (err) {
      this.providerFailure(err, client, 'callback');
    }
    const row = await this.deps.repo.upsert({ userId, provider, ...this.encryptTokens(userId, provider, tokens), userInfo: account.userInfo, data: account.data });
    await this.recompute(userId);
    return { connection: row, userInfo: account.userInfo };
  }

  /**
   * POST /api/oauth/save-connection, kept for clients that hold the tokens themselves. The
   * token is checked by reading the account with it before anything is stored.
   */
  async saveConnection(
    userId: string,
    body: { provider: ProviderId; accessToken: string; refreshToken?: string | null; expiresIn?: number | null; userInfo?: Record<string, unknown> | null },
  ) {
    const client = this.client(body.provider);
    if (body.userInfo && JSON.stringify(body.userInfo).length > MAX_USER_INFO_CHARS) {
      throw new HttpError(400, 'validation_failed', `userInfo must be at most ${MAX_USER_INFO_CHARS} characters of JSON.`);
    }
    let account: FetchedAccount;
    try {
      account = await client.fetchAccount(body.accessToken);
    } catch (err) {
      this.providerFailure(err, client, 'save');
    }
    const tokens: TokenSet = { accessToken: body.accessToken, refreshToken: body.refreshToken ?? null, expiresIn: body.expiresIn ?? null };
    const userInfo = { ...(body.userInfo ?? {}), ...account.userInfo };
    const row = await this.deps.repo.upsert({ userId, provider: body.provider, ...this.encryptTokens(userId, body.provider, tokens), userInfo, data: account.data });
    await this.recompute(userId);
    return row;
  }

  async list(userId: string) {
    const rows = await this.deps.repo.listForUser(userId);
    return rows.map((r) => {
      const info = (r.user_info ?? {}) as Record<string, unknown>;
      return {
        id: r.id,
        provider: r.provider,
        connectedAt: r.created_at.toISOString(),
        displayName: typeof info.displayName === 'string' ? info.displayName : null,
        source: r.source,
      };
    });
  }

  /** Deletes the row (tokens included) and recomputes; 404 when the id is not one of the user's. */
  async remove(userId: string, id: string) {
    const gone = await this.deps.repo.deleteOwn(userId, id);
    if (!gone) throw new HttpError(404, 'not_found', 'You have no connection with this id.');
    await this.recompute(userId);
    return gone;
  }

  /**
   * Re-reads a provider's data. An access token that has expired (or that the API refuses) is first
   * renewed with the refresh token; a provider without one asks the user to reconnect.
   */
  async refresh(userId: string, provider: string) {
    const client = this.client(provider);
    const id = client.def.id;
    const row = await this.deps.repo.findOwnByProvider(userId, id);
    if (!row) throw new HttpError(404, 'not_connected', `You have no ${client.def.name} connection to refresh. Connect ${client.def.name} first.`);
    if (row.source === 'import' || !row.access_token_enc) {
      throw new HttpError(409, 'imported_data', `Your ${client.def.name} data came from an export file. Import a newer export to update it.`);
    }
    const accessEnc = row.access_token_enc;

    // One refresh per user and provider at a time: refresh tokens may rotate.
    const lockKey = `${this.deps.prefix}connections:refresh-lock:${userId}:${id}`;
    const lockValue = randomBytes(8).toString('hex');
    if ((await this.deps.redis.set(lockKey, lockValue, 'EX', 30, 'NX')) !== 'OK') {
      throw new HttpError(409, 'refresh_in_progress', `Your ${client.def.name} data is already being refreshed. Try again in a few seconds.`);
    }
    try {
      const { cipher } = this.deps;
      let access: string;
      let refreshToken: string | null;
      try {
        access = cipher.decrypt(accessEnc, this.aad(userId, id, 'access'));
        refreshToken = row.refresh_token_enc ? cipher.decrypt(row.refresh_token_enc, this.aad(userId, id, 'refresh')) : null;
      } catch (err) {
        if (!(err instanceof DecryptError)) throw err;
        this.deps.log.error({ provider: id, connection: row.id }, 'stored tokens do not decrypt: was CONNECTIONS_ENCRYPTION_KEY changed?');
        throw new HttpError(409, 'reconnect_required', `The saved ${client.def.name} sign-in can no longer be read. Disconnect ${client.def.name} and connect it again.`);
      }

      let tokenRefreshed = false;
      const renew = async () => {
        if (!refreshToken || !client.def.refreshable) {
          throw new HttpError(409, 'reconnect_required', `Your ${client.def.name} sign-in has expired. Disconnect ${client.def.name} and connect it again.`);
        }
        if (!client.configured) throw this.notConfigured(client, false);
        const tokens = await client.refresh(refreshToken);
        access = tokens.accessToken;
        // Spotify and Reddit may keep the old refresh token and not send it again.
        refreshToken = tokens.refreshToken ?? refreshToken;
        await this.deps.repo.updateTokens(row.id, userId, this.encryptTokens(userId, id, { ...tokens, refreshToken }));
        tokenRefreshed = true;
      };

      let account: FetchedAccount;
      try {
        if (row.expires_at && row.expires_at.getTime() < Date.now() + EXPIRY_SKEW_MS) await renew();
        try {
          account = await client.fetchAccount(access!);
        } catch (err) {
          if (!(err instanceof TokenRejectedError) || tokenRefreshed || !refreshToken) throw err;
          // The provider revoked the token early: renew once and read again.
          await renew();
          account = await client.fetchAccount(access!);
        }
      } catch (err) {
        this.providerFailure(err, client, 'refresh');
      }
      await this.deps.repo.updateData(row.id, userId, { ...(row.user_info as object), ...account.userInfo }, account.data);
      await this.recompute(userId);
      return { success: true as const, tokenRefreshed };
    } finally {
      // Release only our own lock (compare-and-delete).
      await this.deps.redis
        .eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, lockKey, lockValue)
        .catch(() => {});
    }
  }

  /** Recomputes and stores the personality from every connection's stored data. */
  async recompute(userId: string) {
    const rows = await this.deps.repo.dataForUser(userId);
    const p = computePersonality(rows.filter((r) => isAvailable(r.provider)).map((r) => ({ provider: r.provider as ProviderId, data: r.data })));
    const themes: StoredThemes = { weights: p.weights, travelThemes: p.travelThemes, sources: p.sources, reasons: p.reasons };
    await this.deps.repo.savePersonality(userId, themes, p.insights);
    return p;
  }

  async insights(userId: string) {
    const row = await this.deps.repo.findPersonality(userId);
    const themes = (row?.themes ?? {}) as Partial<StoredThemes>;
    return {
      insights: { themes: Array.isArray(row?.insights) ? (row.insights as string[]) : [], weights: (themes.weights ?? {}) as Record<string, number> },
      travelThemes: themes.travelThemes ?? [],
      reasons: (themes.reasons ?? {}) as Record<string, string>,
      sources: themes.sources ?? [],
      startedAt: row?.started_at ? row.started_at.toISOString() : null,
      computedAt: row?.computed_at && (themes.sources?.length ?? 0) > 0 ? row.computed_at.toISOString() : null,
    };
  }

  /**
   * "Import your data": the provider's own data export (zip or single file) → the derived theme
   * vector, insight line and reasons → stored like a connection (no tokens) → personality. The file
   * lives only in this call; nothing of it but the derived result is kept.
   */
  async importExport(userId: string, provider: string, body: Buffer) {
    const client = this.client(provider);
    const id = client.def.id;
    // One import at a time per person, across every replica: a second upload while the first is read
    // would only double the work.
    const lock = `${this.deps.prefix}connections:importing:${userId}`;
    const token = randomBytes(8).toString('hex');
    if ((await this.deps.redis.set(lock, token, 'PX', IMPORT_LOCK_MS, 'NX')) !== 'OK') {
      throw new HttpError(409, 'import_in_progress', 'An import of yours is still being read. Wait for it to finish, then try again.', undefined, { 'retry-after': '5' });
    }
    try {
      return await this.importRead(userId, client, await this.deps.readExport(id, body));
    } finally {
      await this.deps.redis.eval(RELEASE_LOCK, 1, lock, token).catch(() => {
        /* it expires by itself */
      });
    }
  }

  private async importRead(userId: string, client: ProviderClient, { data, itemsRead }: ReadExport) {
    const id = client.def.id;
    const derived = deriveSource(id, data, 'import');
    const row = await this.deps.repo.upsertImport({
      userId,
      provider: id,
      userInfo: { id: 'import', displayName: `Imported ${client.def.name} data` },
      data: { derived, itemsRead },
    });
    await this.recompute(userId);
    const themes = (Object.entries(derived.vector) as [TravelTheme, number][])
      .filter(([, w]) => w >= 0.25)
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => t);
    return { success: true as const, connection: row, insight: derived.insight ?? null, themes, itemsRead };
  }

  /** "Download my data": every connection and imported export as kept (never a token), and the personality. */
  async exportData(userId: string) {
    const rows = await this.deps.repo.exportForUser(userId);
    return {
      connections: rows.map((r) => ({
        provider: r.provider,
        source: r.source,
        connectedAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
        account: r.user_info ?? {},
        data: r.data ?? {},
      })),
      personality: await this.insights(userId),
    };
  }

  /** Account deletion: every connection, its tokens and the personality, for good. */
  async eraseData(userId: string) {
    return this.deps.repo.eraseForUser(userId);
  }

  async startPersonalization(userId: string) {
    const startedAt = await this.deps.repo.markStarted(userId);
    return {
      message: 'Your Inner Gremlin is Awake! Connect your accounts to unlock smarter trip recommendations.',
      startedAt: startedAt.toISOString(),
    };
  }
}
