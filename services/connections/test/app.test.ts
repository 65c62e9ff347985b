import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceBasicsSuite } from '@roadgremlin/service-kit/testing-suite';
import { buildApp, SCHEMA, SERVICE } from '../src/app.js';
import { loadConfig } from '../src/config.js';

// No CONNECTIONS_ENCRYPTION_KEY: the development key is generated into a scratch DATA_DIR, not .data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-connections-basics-'));

serviceBasicsSuite({
  service: SERVICE,
  schema: SCHEMA,
  tables: ['connections', 'personalities'],
  build: (env) => buildApp({ config: loadConfig({ ...env, DATA_DIR: dataDir }), logger: false }),
});
