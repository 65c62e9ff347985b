import type { FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Redis } from 'ioredis';
import { authPlugin, RevocationList, TokenVerifier } from '@roadgremlin/auth';
import { createDb, migrateToLatest, pendingMigrations, pingDb } from './db.js';
import { createRedis } from './redis.js';
import { registerHealth } from './health.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's database, Redis and verifier (set by registerServiceBasics). */
    ctx: ServiceContext<any>;
  }
}

export interface BaseConfig {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  PUBLIC_ORIGIN: string;
  IDENTITY_URL: string;
  JWT_ISSUER?: string;
  JWT_AUDIENCE?: string;
  ADMIN_EMAILS: string;
  MIGRATE_ON_START?: boolean;
}

export interface ServiceContext<DB> {
  db: Kysely<DB>;
  /** The schema's migrations not run yet: always none when this process migrated on start. */
  pendingMigrations(): Promise<string[]>;
  redis: Redis;
  verifier: TokenVerifier;
  revocations: RevocationList;
  close(): Promise<void>;
}

export interface ContextOptions<DB> {
  config: BaseConfig;
  /** The service's own PostgreSQL schema. */
  schema: string;
  migrations: Record<string, Migration>;
  /** Injected by tests; otherwise created from the config and closed with the context. */
  db?: Kysely<DB>;
  redis?: Redis;
  /** Defaults to `${IDENTITY_URL}/api/auth/jwks`. */
  verifier?: TokenVerifier;
  /** Run the schema's migrations before anything else (default); false: a migration Job runs them (MIGRATE_ON_START). */
  migrate?: boolean;
  /** Size of the pool created here (createDb's default otherwise); ignored when `db` is injected. */
  poolMax?: number;
}

/**
 * What every service needs before routes: its database (migrated), Redis, and a JWT verifier that
 * knows revoked sessions. Every service verifies tokens itself, even behind the gateway.
 */
export async function createServiceContext<DB>(opts: ContextOptions<DB>): Promise<ServiceContext<DB>> {
  const { config } = opts;
  const db = opts.db ?? createDb<DB>({ url: config.DATABASE_URL, schema: opts.schema, poolMax: opts.poolMax });
  const redis = opts.redis ?? createRedis(config.REDIS_URL);
  const revocations = new RevocationList(config.REDIS_PREFIX);
  // What this function opened is closed here again, on failure (a migration that throws, Redis down)
  // as on close: the caller never holds half a context.
  const close = async () => {
    await revocations.stop();
    if (!opts.db) await db.destroy();
    if (!opts.redis) await redis.quit().catch(() => {});
  };
  try {
    if (opts.migrate !== false) await migrateToLatest(db as Kysely<any>, opts.schema, opts.migrations);
    await revocations.start(redis);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  const verifier =
    opts.verifier ??
    new TokenVerifier({
      jwks: `${config.IDENTITY_URL}/api/auth/jwks`,
      issuer: config.JWT_ISSUER ?? config.PUBLIC_ORIGIN,
      audience: config.JWT_AUDIENCE ?? config.PUBLIC_ORIGIN,
      revocations,
    });
  // Once at the latest migration, a schema stays there for this process's life: asked again only until then.
  let upToDate = opts.migrate !== false;
  const pending = async () => {
    if (upToDate) return [];
    const names = await pendingMigrations(db as Kysely<any>, opts.schema, opts.migrations);
    upToDate = names.length === 0;
    return names;
  };
  return { db, redis, verifier, revocations, close, pendingMigrations: pending };
}

/** Health routes (Postgres and Redis), the auth plugin, and closing the context with the app. */
export async function registerServiceBasics(app: FastifyInstance, name: string, ctx: ServiceContext<any>, config: BaseConfig) {
  registerHealth(app, name, {
    postgres: () => pingDb(ctx.db),
    redis: () => ctx.redis.ping(),
    // Not ready before the release's migrations ran (MIGRATE_ON_START=false): no request reaches a
    // replica whose schema is behind its code.
    migrations: async () => {
      const pending = await ctx.pendingMigrations();
      if (pending.length) throw new Error(`${pending.length} migration(s) not run yet: ${pending.join(', ')}`);
    },
  });
  app.decorate('ctx', ctx);
  await app.register(authPlugin, { verifier: ctx.verifier, adminEmails: config.ADMIN_EMAILS });
  app.addHook('onClose', async () => ctx.close());
}
