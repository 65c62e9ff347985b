import { AVAILABLE_PROVIDERS, type ProviderId } from '@roadgremlin/contracts';
import { defineService, type BuildOptions } from '@roadgremlin/service-kit';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/types.js';
import { migrations } from './db/migrations/index.js';
import { resolveEncryptionKey, TokenCipher } from './crypto/token-cipher.js';
import { ProviderClient } from './oauth/client.js';
import { PROVIDERS } from './oauth/providers.js';
import { FlowStore } from './oauth/flow-store.js';
import { ConnectionsRepository } from './connections/repository.js';
import { ConnectionsService } from './connections/service.js';
import { oauthRoutes } from './routes/oauth.js';
import { connectionRoutes } from './routes/connections.js';
import { importRoutes } from './routes/import.js';
import { IsolatedExportReader } from './imports/isolated-reader.js';

export const SERVICE = 'connections';
export const SCHEMA = 'connections';

declare module 'fastify' {
  interface FastifyInstance {
    connections: ConnectionsService;
  }
}

/** Account connections over OAuth, encrypted tokens, and the travel personality. */
export const connectionsService = defineService<Config, Database, object, TokenCipher>({
  name: SERVICE,
  description: 'Account connections over OAuth, encrypted tokens, and the travel personality.',
  loadConfig,
  schema: SCHEMA,
  migrations,
  // The key first: a bad key file stops start-up before anything connects.
  async prepare(app, config) {
    const key = await resolveEncryptionKey(config.CONNECTIONS_ENCRYPTION_KEY, config.DATA_DIR);
    if (key.source === 'generated') {
      app.log.warn({ file: key.file }, 'CONNECTIONS_ENCRYPTION_KEY is not set: generated a token encryption key into this file (development only; set the variable in production)');
    } else if (key.source === 'file') {
      app.log.info({ file: key.file }, 'token encryption key read from the data directory (CONNECTIONS_ENCRYPTION_KEY is not set)');
    }
    return new TokenCipher(key.key);
  },
  async register(app, { config, ctx, prepared: cipher }) {
    // Bodyless POSTs (start-personalization, refresh, ticket) may still say Content-Type: application/json.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (!text.trim()) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        const err = new Error('The request body is not valid JSON.') as Error & { statusCode: number; code: string };
        err.statusCode = 400;
        err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
        done(err, undefined);
      }
    });

    const userAgent = `web:roadgremlin:1.0.0 (+${config.PUBLIC_ORIGIN})`;
    const clients = Object.fromEntries(
      AVAILABLE_PROVIDERS.map((p) => [p, new ProviderClient(PROVIDERS[p], config.providers[p], config.OAUTH_REDIRECT_BASE_URL, config.PROVIDER_TIMEOUT_MS, userAgent)]),
    ) as Record<ProviderId, ProviderClient>;
    for (const c of Object.values(clients)) {
      if (!c.configured) app.log.info({ provider: c.def.id }, `${c.def.name} is not configured; its Connect button explains what to set`);
    }

    const reader = new IsolatedExportReader({ concurrency: config.IMPORT_CONCURRENCY, memoryMb: config.IMPORT_MEMORY_MB, timeoutMs: config.IMPORT_TIMEOUT_MS });
    const service = new ConnectionsService({
      repo: new ConnectionsRepository(ctx.db),
      cipher,
      clients,
      redis: ctx.redis,
      prefix: config.REDIS_PREFIX,
      log: app.log,
      readExport: (provider, body) => reader.read(provider, body),
    });
    app.decorate('connections', service);
    const flows = new FlowStore(ctx.redis, config.REDIS_PREFIX, cipher.deriveKey('oauth-state'));

    await app.register(oauthRoutes, { service, flows, publicOrigin: config.PUBLIC_ORIGIN });
    await app.register(connectionRoutes, { service });
    await app.register(importRoutes, { service });
  },
});

export type { BuildOptions };
export const buildApp = (opts: BuildOptions<Config, Database>) => connectionsService.buildApp(opts);
