import { runServer } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { buildApp, SERVICE } from './app.js';

const config = loadConfig();
await runServer({ name: SERVICE, host: config.HOST, port: config.PORT, build: () => buildApp({ config }) });
