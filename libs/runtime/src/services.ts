import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

export interface ProcessSpec {
  name: string;
  /** Folder of the project, relative to the repository root. */
  dir: string;
  entry: string;
  /** Default port (HTTP processes only). */
  port?: number;
  /** Env variable through which other processes find it. */
  urlEnv?: string;
  /** The service's PostgreSQL schema (its SCHEMA constant): what `npm run db:backup` dumps. */
  schema?: string;
}

/** Every process of the product, in start order. The gateway comes last: it needs the others. */
export const SERVICES: ProcessSpec[] = [
  { name: 'identity', dir: 'services/identity', entry: 'src/server.ts', port: 3001, urlEnv: 'IDENTITY_URL', schema: 'identity' },
  { name: 'trips', dir: 'services/trips', entry: 'src/server.ts', port: 3002, urlEnv: 'TRIPS_URL', schema: 'trips' },
  { name: 'community', dir: 'services/community', entry: 'src/server.ts', port: 3003, urlEnv: 'COMMUNITY_URL', schema: 'community' },
  { name: 'connections', dir: 'services/connections', entry: 'src/server.ts', port: 3004, urlEnv: 'CONNECTIONS_URL', schema: 'connections' },
  { name: 'admin-stats', dir: 'services/admin-stats', entry: 'src/server.ts', port: 3005, urlEnv: 'ADMIN_STATS_URL', schema: 'admin_stats' },
];
export const WORKERS: ProcessSpec[] = [{ name: 'trips-worker', dir: 'services/trips', entry: 'src/worker.ts' }];
export const GATEWAY: ProcessSpec = { name: 'gateway', dir: 'apps/gateway', entry: 'src/server.ts', port: 8080 };

/** The processes whose entry file exists in this checkout. */
export function presentProcesses(): ProcessSpec[] {
  return [...SERVICES, ...WORKERS, GATEWAY].filter((p) => fs.existsSync(path.join(REPO_ROOT, p.dir, p.entry)));
}
