import { runServer } from '@roadgremlin/service-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Reads the environment, builds the gateway, listens on HOST:PORT (0.0.0.0:8080), closes on SIGINT/SIGTERM.
const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`[gateway] ${(err as Error).message}`);
    process.exit(78);
  }
})();

await runServer({ name: 'gateway', host: config.HOST, port: config.PORT, build: () => buildApp({ config }) });
