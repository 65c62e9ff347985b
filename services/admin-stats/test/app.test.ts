import { serviceBasicsSuite } from '@roadgremlin/service-kit/testing-suite';
import { buildApp, SCHEMA, SERVICE } from '../src/app.js';
import { loadConfig } from '../src/config.js';

serviceBasicsSuite({
  service: SERVICE,
  schema: SCHEMA,
  tables: ['daily_counters'],
  build: (env) => buildApp({ config: loadConfig(env), logger: false }),
});
