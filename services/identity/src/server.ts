import { ConfigError, runServer } from '@roadgremlin/service-kit';
import { loadConfig, type Config } from './config.js';
import { buildApp, SERVICE } from './app.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`[${SERVICE}] ${err.message}`);
  process.exit(78);
}
await runServer({ name: SERVICE, host: config.HOST, port: config.PORT, build: () => buildApp({ config }) });
