import type { FastifyServerOptions } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { Redis } from 'ioredis';
import type { TokenVerifier } from '@roadgremlin/auth';
import { createServiceApp, type ServiceApp } from './app.js';
import { ConfigError } from './config.js';
import { createServiceContext, registerServiceBasics, type BaseConfig, type ServiceContext } from './context.js';
import { runServer } from './server.js';

/** What every service's config carries besides the shared variables. */
export interface ServiceConfig extends BaseConfig {
  LOG_LEVEL: string;
  HOST: string;
  PORT: number;
  DB_POOL_MAX?: number;
}

/** What tests (or another entry) may inject into a service's app; the rest comes from the config. */
export interface BuildOptions<C, DB> {
  config: C;
  db?: Kysely<DB>;
  redis?: Redis;
  verifier?: TokenVerifier;
  logger?: FastifyServerOptions['logger'];
}

export interface ServiceDefinition<C extends ServiceConfig, DB, Extra extends object, P> {
  name: string;
  description: string;
  /** The zod-parsed environment (throws ConfigError naming what is wrong). */
  loadConfig: () => C;
  /** The service's own PostgreSQL schema and its migrations (run before routes). */
  schema: string;
  migrations: Record<string, Migration>;
  /** The logger when the caller gives none (default: JSON at LOG_LEVEL). */
  logger?: (config: C) => FastifyServerOptions['logger'];
  /**
   * Runs before the database and Redis are opened: what must stop start-up early (a bad key file…);
   * its result reaches `register` as `prepared`.
   */
  prepare?: (app: ServiceApp, config: C) => Promise<P>;
  /** The service's own plugins, decorations and routes; health, auth and closing are done already. */
  register: (app: ServiceApp, deps: { config: C; ctx: ServiceContext<DB>; options: BuildOptions<C, DB> & Extra; prepared: P }) => Promise<void>;
}

export interface Service<C extends ServiceConfig, DB, Extra extends object> {
  name: string;
  /** Builds the Fastify app (never listens): house rules, database + migrations, Redis, auth, health, routes. */
  buildApp(options: BuildOptions<C, DB> & Extra): Promise<ServiceApp>;
  /** The process entry: config (exit 78 with its message when wrong), build, listen, close on signals. */
  main(): Promise<void>;
}

/**
 * One service skeleton: each service declares only what is its own (config, schema, routes), and
 * this owns the opening every service shares — config loading inside the start-up guard, logging,
 * health, auth, signals and shutdown.
 */
export function defineService<C extends ServiceConfig, DB, Extra extends object = object, P = undefined>(
  def: ServiceDefinition<C, DB, Extra, P>,
): Service<C, DB, Extra> {
  async function buildApp(options: BuildOptions<C, DB> & Extra) {
    const { config } = options;
    const app = createServiceApp({
      name: def.name,
      logLevel: config.LOG_LEVEL,
      logger: options.logger ?? def.logger?.(config),
      description: def.description,
    });
    const prepared = (await def.prepare?.(app, config)) as P;
    const ctx = await createServiceContext<DB>({
      config,
      schema: def.schema,
      migrations: def.migrations,
      db: options.db,
      redis: options.redis,
      verifier: options.verifier,
      poolMax: config.DB_POOL_MAX,
      migrate: config.MIGRATE_ON_START !== false,
    });
    await registerServiceBasics(app, def.name, ctx, config);
    await def.register(app, { config, ctx, options, prepared });
    return app;
  }
  return {
    name: def.name,
    buildApp,
    async main() {
      const config = loadConfigOrExit(def.name, def.loadConfig);
      await runServer({ name: def.name, host: config.HOST, port: config.PORT, build: () => buildApp({ config } as BuildOptions<C, DB> & Extra) });
    },
  };
}

/**
 * Loads a process's config; a ConfigError ends the process with its message and exit code 78
 * (EX_CONFIG, sysexits.h), anything else is thrown on.
 */
export function loadConfigOrExit<C>(name: string, load: () => C): C {
  try {
    return load();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[${name}] ${err.message}`);
      process.exit(78);
    }
    throw err;
  }
}
