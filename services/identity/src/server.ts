import { loadConfigOrExit, runServer } from '@roadgremlin/service-kit';
import { loadConfig } from './config.js';
import { buildApp, SERVICE } from './app.js';

// Identity composes its app itself (better-auth migrates under its own lock and signs the tokens
// every other service verifies); the process entry is the shared one.
const config = loadConfigOrExit(SERVICE, loadConfig);
await runServer({ name: SERVICE, host: config.HOST, port: config.PORT, build: () => buildApp({ config }) });
