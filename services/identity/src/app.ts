import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { FastifyServerOptions } from 'fastify';
import { betterAuth } from 'better-auth';
import { RevocationList, TokenVerifier, authPlugin, parseAdminEmails } from '@roadgremlin/auth';
import { createDb, createRedis, createServiceApp, pingDb, registerHealth } from '@roadgremlin/service-kit';
import { bootstrapAdminEmail, oidcSettings, tokenAudience, tokenIssuer, type Config } from './config.js';
import type { Database } from './db/types.js';
import { SCHEMA, migrateIdentity } from './db/migrate.js';
import { authOptions, type Auth } from './auth/better-auth.js';
import { Accounts } from './auth/accounts.js';
import { bootstrapAdmin } from './auth/bootstrap.js';
import { localKeySet } from './auth/local-jwks.js';
import { resolveSecret } from './auth/secret.js';
import { SignInThrottle } from './auth/throttle.js';
import { createMailer } from './mail/mailer.js';
import { authRoutes } from './routes/auth.js';
import { userRoutes } from './routes/user.js';
import { usersRoutes } from './routes/users.js';
import { oidcRoutes } from './routes/oidc.js';
import { AccountDataClient, dataHolders } from './account-data/services.js';
import { FlowStore } from './oidc/flow-store.js';
import { OidcRelyingParty } from './oidc/relying-party.js';

export const SERVICE = 'identity';
export { SCHEMA };

export interface BuildOptions {
  config: Config;
  /** Injected by tests; otherwise created from DATABASE_URL (search_path identity) and closed with the app. */
  db?: Kysely<Database>;
  /** Injected by tests; otherwise created from REDIS_URL and closed with the app. */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** The sign-in throttle's clock in ms (tests move it by hand instead of sleeping); `Date.now` otherwise. */
  clock?: () => number;
}

export interface IdentityInternals {
  auth: Auth;
  accounts: Accounts;
  verifier: TokenVerifier;
  revocations: RevocationList;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For tests and tooling in this process; never exposed over HTTP. */
    identity: IdentityInternals;
  }
}

/**
 * Accounts, sessions and tokens: better-auth (e-mail + password, jwt, bearer) in schema `identity`,
 * behind the contract routes of /api/auth/* and /api/users/*. Migrates and bootstraps the
 * administrator on build; never listens.
 */
export async function buildApp(opts: BuildOptions) {
  const { config } = opts;
  const app = createServiceApp({
    name: SERVICE,
    logLevel: config.LOG_LEVEL,
    logger: opts.logger,
    description: 'Accounts, sessions and access tokens (better-auth): sign-up, sign-in, refresh, sign-out, recovery, profiles.',
  });
  const db = opts.db ?? createDb<Database>({ url: config.DATABASE_URL, schema: SCHEMA });
  const redis = opts.redis ?? createRedis(config.REDIS_URL);
  const revocations = new RevocationList(config.REDIS_PREFIX);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log });
  const release = async () => {
    await revocations.stop();
    mailer.close();
    if (!opts.redis) await redis.quit().catch(() => {});
    if (!opts.db) await db.destroy();
  };

  try {
    const secret = await resolveSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR);
    if (secret.source === 'generated') app.log.warn({ file: secret.file }, 'BETTER_AUTH_SECRET is not set: generated one and stored it (development only)');
    if (secret.source === 'file') app.log.info({ file: secret.file }, 'BETTER_AUTH_SECRET is not set: using the stored development secret');

    // Filled in below; better-auth calls onPasswordReset only while serving a request, long after.
    const late: { accounts?: Accounts } = {};
    const options = authOptions({
      config,
      secret: secret.secret,
      db,
      mailer,
      log: app.log,
      onPasswordReset: (userId) => late.accounts!.revokeAllSessions(userId),
    });
    // better-auth checks the schema as soon as an instance exists (and keeps a mismatch), so the
    // instance is created after the migrations, still under their lock.
    let auth!: Auth;
    const migrated = await migrateIdentity(db, options, async () => {
      auth = betterAuth(options);
      await auth.api.getJwks(); // mints the first Ed25519 signing key once, under the lock
      const adminEmail = bootstrapAdminEmail(config);
      if (adminEmail) await bootstrapAdmin(auth, adminEmail, config.ADMIN_PASSWORD, app.log);
    });
    if (migrated.betterAuth.length || migrated.ours.length || migrated.displayNamesGenerated) app.log.info(migrated, 'schema identity migrated');

    await revocations.start(redis);
    const verifier = new TokenVerifier({
      jwks: localKeySet(() => auth.api.getJwks()),
      issuer: tokenIssuer(config),
      audience: tokenAudience(config),
      revocations,
      algorithms: ['EdDSA'],
    });
    const accounts = new Accounts({
      auth,
      redis,
      prefix: config.REDIS_PREFIX,
      secret: secret.secret,
      accessTokenTtl: config.ACCESS_TOKEN_TTL_SECONDS,
      throttle: new SignInThrottle(redis, config.REDIS_PREFIX, opts.clock),
      verifier,
      revocations,
      admins: parseAdminEmails(config.ADMIN_EMAILS),
      signUpLimitPerHour: config.SIGNUP_LIMIT_PER_HOUR,
      log: app.log,
    });

    late.accounts = accounts;
    app.decorate('identity', { auth, accounts, verifier, revocations });
    await app.register(authPlugin, { verifier, adminEmails: config.ADMIN_EMAILS });
    registerHealth(app, SERVICE, { postgres: () => pingDb(db), redis: () => redis.ping() });
    await app.register(authRoutes, { accounts, auth, config });
    const oidc = oidcSettings(config);
    if (oidc) {
      const publicOrigin = config.PUBLIC_ORIGIN.replace(/\/+$/, '');
      const relyingParty = new OidcRelyingParty(oidc, { publicOrigin, flows: new FlowStore(redis, config.REDIS_PREFIX), log: app.log });
      await app.register(oidcRoutes, { accounts, relyingParty, publicOrigin });
      app.log.info({ issuer: oidc.issuer, hostedDomain: oidc.hostedDomain ?? null }, `external sign-in with ${oidc.name} enabled`);
    }
    await app.register(userRoutes, { accounts, db, accountData: new AccountDataClient(dataHolders(config), app.log) });
    await app.register(usersRoutes, { db, accounts });
    app.addHook('onClose', release);
  } catch (err) {
    await release().catch(() => {});
    await app.close().catch(() => {});
    throw err;
  }
  return app;
}
